// A numbered list on a real terminal, for DelegateKitTerminalTests' pseudo-terminal tests:
// they start it on a pty, send keys and signals, and read the terminal's settings back.
import DelegateKitTable
import DelegateKitTerminal
import Foundation

/// A screen of numbered rows.
@MainActor
final class Numbers: ViewController, TableViewDataSource, TerminalScreenContent {
  let table = TableView()
  var terminalTableView: TableView? { table }

  override init() {
    super.init()
    title = "Numbers"
    table.rowHeight = 1
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.text = "Row \(indexPath.row)"
    return cell
  }
}

@main
struct Fixture {
  @MainActor
  static func main() async {
    let app = TerminalApp(root: NavigationController(rootViewController: Numbers()))
    let driver = TerminalDriver()
    // The tests read back which signal the handler was given, from the file they name.
    if let log = ProcessInfo.processInfo.environment["FIXTURE_LOG"] {
      driver.terminationHandler = { signal in
        _ = FileManager.default.createFile(atPath: log, contents: Data("terminated by \(signal)\n".utf8))
      }
    }
    do {
      try await driver.run(app)
      FileHandle.standardError.write(Data("fixture: quit\n".utf8))
    } catch {
      FileHandle.standardError.write(Data("fixture: \(error)\n".utf8))
      exit(3)
    }
  }
}
