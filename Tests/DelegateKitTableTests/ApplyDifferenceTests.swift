import DelegateKitTable
import Foundation
import Testing

/// `TableView.applyDifference(from:to:)`: a data source that keeps its own snapshot updates
/// the table by the difference, as the diffable data source does.
@MainActor
@Suite("A data source's own snapshots, applied by difference")
struct ApplyDifferenceTests {
  struct Fruit: Identifiable, Equatable, Sendable {
    let id: String
    var count: Int
  }

  final class Fruits: TableViewDataSource {
    var snapshot = TableViewSnapshot<Int, Fruit>()
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      snapshot.numberOfItems(inSection: 0)
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      let fruit = snapshot.item(at: indexPath)
      cell.text = fruit.map { "\($0.id) \($0.count)" }
      return cell
    }
  }

  private func snapshot(_ fruits: [Fruit]) -> TableViewSnapshot<Int, Fruit> {
    var snapshot = TableViewSnapshot<Int, Fruit>()
    snapshot.appendSections([0])
    snapshot.appendItems(fruits, toSection: 0)
    return snapshot
  }

  @Test("Rows move, appear and go, and a row that stays keeps its cell")
  func update() {
    let table = makeTable(height: 10)
    let fruits = Fruits()
    fruits.snapshot = snapshot([Fruit(id: "apple", count: 1), Fruit(id: "pear", count: 2), Fruit(id: "fig", count: 3)])
    table.dataSource = fruits
    table.reloadData()
    let pear = table.cellForRow(at: IndexPath(row: 1, section: 0))
    let old = fruits.snapshot
    fruits.snapshot = snapshot([Fruit(id: "pear", count: 2), Fruit(id: "kiwi", count: 4), Fruit(id: "apple", count: 9)])
    table.applyDifference(from: old, to: fruits.snapshot)
    #expect(table.lastUpdateError == nil)
    #expect(table.visibleCells.map { $0.text ?? "" } == ["pear 2", "kiwi 4", "apple 9"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === pear, "an update, not a reload")
  }

  @Test("An unchanged snapshot changes nothing; a replaced one shows")
  func unchangedAndReplaced() {
    let table = makeTable(height: 10)
    let fruits = Fruits()
    table.dataSource = fruits
    var reported: [TableViewUpdateError] = []
    table.updateErrorHandler = { reported.append($0) }
    fruits.snapshot = snapshot([Fruit(id: "a", count: 1)])
    table.reloadData()
    let old = fruits.snapshot
    var twice = TableViewSnapshot<Int, Fruit>()
    twice.appendSections([0])
    twice.appendItems([Fruit(id: "b", count: 1)], toSection: 0)
    fruits.snapshot = twice
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    table.applyDifference(from: old, to: old)
    #expect(reported.isEmpty)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    table.applyDifference(from: old, to: twice)
    #expect(reported.isEmpty)
    #expect(table.visibleCells.map { $0.text ?? "" } == ["b 1"])
  }
}
