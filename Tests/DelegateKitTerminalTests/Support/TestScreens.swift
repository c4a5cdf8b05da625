import DelegateKitTable
import DelegateKitTerminal
import Foundation

/// A row of a ``ListScreen``.
struct ListRow: Hashable {
  var text: String
  var detail: String? = nil
  var accessory: TableViewCell.AccessoryType = .none
}

/// A section of a ``ListScreen``.
struct ListSection: Hashable {
  var header: String?
  var rows: [ListRow]
  var footer: String? = nil
}

/// A plain screen of sections, editable and movable, that pushes a detail screen for the
/// row selected when `drillDown` is set.
@MainActor
final class ListScreen: ViewController, TableViewDataSource, TableViewDelegate, TerminalScreenContent {
  let table = TableView()
  var sections: [ListSection]
  var drillDown: ((ListRow) -> ViewController?)?
  var editable = true
  var selections: [IndexPath] = []
  var terminalTableView: TableView? { table }

  init(title: String, sections: [ListSection]) {
    self.sections = sections
    super.init()
    self.title = title
    table.rowHeight = 1
    table.sectionHeaderHeight = 1
    table.sectionFooterHeight = 1
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    table.delegate = self
  }

  convenience init(title: String, rows: Int) {
    self.init(title: title, sections: [ListSection(header: nil, rows: (0..<rows).map { ListRow(text: "Row \($0)") })])
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let row = sections[indexPath.section].rows[indexPath.row]
    cell.text = row.text
    cell.detailText = row.detail
    cell.accessoryType = row.accessory
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    sections[section].header == nil ? 0 : 1
  }

  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    sections[section].footer == nil ? 0 : 1
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }

  func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  {
    guard editingStyle == .delete else { return }
    sections[indexPath.section].rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    let row = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].rows.insert(row, at: destinationIndexPath.row)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(indexPath)
    tableView.deselectRow(at: indexPath, animated: false)
    let row = sections[indexPath.section].rows[indexPath.row]
    if let next = drillDown?(row) { navigationController?.pushViewController(next, animated: false) }
  }
}

/// A scope of a ``ScopeViewController`` filtering fixed names by the search text.
@MainActor
final class NamesScope: ScopeDelegate {
  let owner: ScopeOwner
  let names: [String]
  private(set) var results: [String]
  private(set) var selected: [String] = []

  init(owner: ScopeOwner, names: [String]) {
    self.owner = owner
    self.names = names
    results = names
    owner.tableView?.register(TableViewCell.self, forCellReuseIdentifier: "name")
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { results.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
    cell.text = results[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(results[indexPath.row])
    let detail = ListScreen(
      title: results[indexPath.row],
      sections: [ListSection(header: "About", rows: [ListRow(text: "Name", detail: results[indexPath.row])])]
    )
    _ = owner.push(detail, animated: false)
  }

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    results = searchText.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(searchText) }
    _ = owner.reloadData()
  }
}

/// A directory of two scopes, each with its own delegate.
@MainActor
func makeDirectory() -> ScopeViewController {
  let directory = ScopeViewController(
    scopes: [
      .init("People") {
        NamesScope(owner: $0, names: ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"])
      },
      .init("Places") { NamesScope(owner: $0, names: ["Cambridge", "Manchester", "Princeton"]) },
    ]
  )
  directory.title = "Directory"
  directory.tableView.rowHeight = 1
  directory.searchBar.placeholder = "Search people"
  return directory
}

/// An app of `screen` at `width` × `height`.
@MainActor
func makeApp(
  _ screen: ViewController,
  width: Int = 40,
  height: Int = 10,
  clock: any Clock<Duration> = ContinuousClock()
) -> TerminalApp {
  TerminalApp(root: NavigationController(rootViewController: screen), width: width, height: height, clock: clock)
}
