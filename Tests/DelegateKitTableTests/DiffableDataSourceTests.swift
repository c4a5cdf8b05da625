import DelegateKitTable
import Foundation
import Testing

struct Fruit: Identifiable, Equatable, Sendable {
  let id: String
  var count: Int
}

@MainActor
@Suite("Snapshots applied through a diffable data source")
struct DiffableDataSourceTests {
  func make(height: CGFloat = 10) -> (TableView, TableViewDiffableDataSource<String, Fruit>) {
    let table = makeTable(height: height)
    let dataSource = TableViewDiffableDataSource<String, Fruit>(tableView: table) { table, indexPath, fruit in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.text = "\(fruit.id) \(fruit.count)"
      return cell
    }
    return (table, dataSource)
  }

  func snapshot(_ sections: [(String, [Fruit])]) -> TableViewSnapshot<String, Fruit> {
    var snapshot = TableViewSnapshot<String, Fruit>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @Test("A changed content reconfigures the row in place; a move keeps the cell and the selection")
  func contentAndMoves() {
    let (table, dataSource) = make()
    dataSource.apply(
      snapshot([("fruit", [Fruit(id: "apple", count: 1), Fruit(id: "pear", count: 2), Fruit(id: "fig", count: 3)])])
    )
    #expect(table.visibleCells.map(\.text) == ["apple 1", "pear 2", "fig 3"])
    let pearCell = table.cellForRow(at: .at(0, 1))
    table.selectRow(at: .at(0, 1), animated: false, scrollPosition: .none)
    dataSource.apply(
      snapshot([("fruit", [Fruit(id: "pear", count: 20), Fruit(id: "kiwi", count: 4), Fruit(id: "apple", count: 1)])])
    )
    #expect(table.visibleCells.map(\.text) == ["pear 20", "kiwi 4", "apple 1"])
    #expect(table.cellForRow(at: .at(0, 0)) === pearCell)
    #expect(table.indexPathForSelectedRow == .at(0, 0))
    #expect(dataSource.indexPath(for: "apple") == .at(0, 2))
    #expect(table.lastUpdateError == nil)
  }

  @Test("Duplicate identifiers are named in the error, and the table reloads instead of crashing")
  func duplicates() {
    let (table, dataSource) = make()
    var reported: [TableViewUpdateError] = []
    table.updateErrorHandler = { reported.append($0) }
    dataSource.apply(snapshot([("a", [Fruit(id: "x", count: 1)])]))
    dataSource.apply(snapshot([("a", [Fruit(id: "x", count: 1), Fruit(id: "x", count: 2)])]))
    #expect(reported.count == 1)
    #expect(reported.first?.description.contains("x") == true)
    #expect(table.visibleCells.map(\.text) == ["x 1", "x 2"])
  }

  @Test("Sections come and go by identity")
  func sections() {
    let (table, dataSource) = make()
    dataSource.apply(snapshot([("a", [Fruit(id: "1", count: 1)]), ("b", [Fruit(id: "2", count: 2)])]))
    dataSource.apply(
      snapshot([("c", [Fruit(id: "3", count: 3)]), ("a", [Fruit(id: "1", count: 1), Fruit(id: "2", count: 2)])])
    )
    #expect(table.numberOfSections == 2)
    #expect(table.visibleCells.map(\.text) == ["3 3", "1 1", "2 2"])
    #expect(table.lastUpdateError == nil)
  }

  @Test("A repeated section identifier counts its own items: the table never asks past them")
  func duplicateSections() {
    let (table, dataSource) = make()
    var reported: [TableViewUpdateError] = []
    table.updateErrorHandler = { reported.append($0) }
    var snapshot = TableViewSnapshot<String, Fruit>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([Fruit(id: "x", count: 1)])
    snapshot.appendSections(["a"])
    snapshot.appendItems([Fruit(id: "y", count: 2), Fruit(id: "z", count: 3)])
    dataSource.apply(snapshot)
    #expect(reported.count == 1)
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect(table.visibleCells.map(\.text) == ["x 1", "y 2", "z 3"])
  }

  @Test("Rows reorder only when a subclass allows it, and then the snapshot follows the move")
  func reordering() {
    let fruits = [("fruit", [Fruit(id: "apple", count: 1), Fruit(id: "pear", count: 2), Fruit(id: "fig", count: 3)])]
    let (table, dataSource) = make()
    dataSource.apply(snapshot(fruits))
    table.setEditing(true, animated: false)
    #expect(table.userMoveRow(at: .at(0, 0), to: .at(0, 2)) == nil)
    #expect(table.visibleCells.map(\.text) == ["apple 1", "pear 2", "fig 3"])

    let reorderable = makeTable()
    let reordering = ReorderingDataSource(tableView: reorderable) { table, indexPath, fruit in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.text = "\(fruit.id) \(fruit.count)"
      return cell
    }
    reordering.apply(snapshot(fruits))
    reorderable.setEditing(true, animated: false)
    #expect(reorderable.userMoveRow(at: .at(0, 0), to: .at(0, 2)) == .at(0, 2))
    #expect(reordering.snapshot().itemIdentifiers == ["pear", "fig", "apple"])
    #expect(reorderable.visibleCells.map(\.text) == ["pear 2", "fig 3", "apple 1"])
    // The next snapshot is diffed from the moved order, not the one applied before it.
    let reordered = [Fruit(id: "pear", count: 2), Fruit(id: "apple", count: 1), Fruit(id: "fig", count: 3)]
    reordering.apply(snapshot([("fruit", reordered)]))
    #expect(reorderable.visibleCells.map(\.text) == ["pear 2", "apple 1", "fig 3"])
    #expect(reorderable.lastUpdateError == nil)
  }
}

/// A diffable data source that lets every row be reordered.
@MainActor
private final class ReorderingDataSource: TableViewDiffableDataSource<String, Fruit> {
  override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}
