import DelegateKit
import DelegateKitTable
import Foundation
import Testing

// DelegateKitTable's generated types used from a client built with the default Swift 6
// settings (and, through a symlink, with `-default-isolation MainActor`): a data source
// routed by scope and a multicast delegate on a table.

@MainActor
final class ScopeSource: TableViewDataSource, TableViewDelegate {
  let rows: [String]
  var picked: [String] = []
  init(_ rows: [String]) { self.rows = rows }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.text = rows[indexPath.row]
    return cell
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { picked.append(rows[indexPath.row]) }
}

@MainActor
final class SelectionLog: TableViewDelegate {
  var rows: [Int] = []
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { rows.append(indexPath.row) }
}

@MainActor
@Suite("DelegateKitTable's generated types in a client")
struct TableClientTests {
  @Test("A router serves each scope from its own data source; a multicast tells two delegates")
  func routedAndMulticast() {
    let people = ScopeSource(["Ada", "Grace"])
    let places = ScopeSource(["Paris", "Rome", "Oslo"])
    let everyone = ScopeSource(["(all)"])
    let dataSources = TableViewDataSourceRouter<Int>()
    dataSources.setDelegate(people, for: 1)
    dataSources.setDelegate(places, for: 2)
    dataSources.setDefaultDelegate(everyone)
    let log = SelectionLog()
    let delegates = TableViewDelegateMulticast()
    delegates.add(log)
    delegates.add(people)

    let table = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    table.rowHeight = 1
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = dataSources
    table.delegate = delegates
    #expect(table.visibleCells.map(\.text) == ["(all)"])
    dataSources.select(2)
    table.reloadData()
    #expect(table.visibleCells.map(\.text) == ["Paris", "Rome", "Oslo"])
    dataSources.select(1)
    table.reloadData()
    table.userSelectRow(at: IndexPath(row: 1, section: 0))
    #expect(log.rows == [1])
    #expect(people.picked == ["Grace"])
    #expect(delegates.responds(to: TableViewDelegateRequirement.tableViewDidSelectRowAt))
  }
}
