import DelegateKit
import DelegateKitTable
import Foundation

/// A table screen that is a plain `ViewController` with a `TableViewControllerPart`: its
/// own data source and delegate, as a `UITableViewController` subclass would be.
@MainActor
final class FruitScreen: ViewController, TableViewDataSource, TableViewDelegate {
  var names: [String]
  let table: TableViewControllerPart
  private(set) var selections: [IndexPath] = []

  init(rows: Int = 30, height: CGFloat = 10, part: TableViewControllerPart = TableViewControllerPart()) {
    names = (0..<rows).map { "Fruit \($0)" }
    table = part
    super.init()
    table.tableView.frame.size = CGSize(width: 20, height: height)
    table.tableView.rowHeight = 1
    table.tableView.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
    attach(table)
  }

  var tableView: TableView { table.tableView }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
    cell.text = names[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(indexPath)
  }
}

/// A data source that is not the screen, to check that a role given to the part is kept.
@MainActor
final class OtherFruits: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// A part that records what it is told, for the attach and detach rules.
@MainActor
final class RecordingPart: ViewControllerPart {
  let name: String
  private(set) var events: [String] = []
  /// Shared between parts, to check the order in which several hear one event.
  let log: EventLog?

  init(_ name: String = "part", log: EventLog? = nil) {
    self.name = name
    self.log = log
  }

  private func record(_ event: String) {
    events.append(event)
    log?.observe("\(name).\(event)")
  }

  func didAttach(to viewController: ViewController) { record("didAttach") }
  func didDetach(from viewController: ViewController) { record("didDetach") }
  func viewController(_ viewController: ViewController, willAppear animated: Bool) { record("willAppear") }
  func viewController(_ viewController: ViewController, didAppear animated: Bool) { record("didAppear") }
}

/// The selected rows of `table`, or an empty array.
@MainActor
func selectedRows(_ table: TableView) -> [Int] {
  (table.indexPathsForSelectedRows ?? []).map(\.row)
}
