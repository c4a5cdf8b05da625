import DelegateKitTable
import DelegateKitTestSupport
import Foundation
import Testing

/// The keyboard cursor and the selection across live changes: each follows its item, and
/// the cursor moves to a neighbour when its item goes.
@MainActor
@Suite("The keyboard cursor and the selection follow their items")
struct TableViewFocusTests {
  struct Item: Identifiable, Equatable, Sendable {
    var id: Int
    var version = 0
  }

  @MainActor
  final class Source {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 6))
    var dataSource: TableViewDiffableDataSource<Int, Item>!

    init() {
      table.rowHeight = 1
      table.register(TableViewCell.self, forCellReuseIdentifier: "item")
      dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.text = "\(item.id)"
        return cell
      }
    }

    func show(_ sections: [[Item]]) {
      var snapshot = TableViewSnapshot<Int, Item>()
      for (index, items) in sections.enumerated() {
        snapshot.appendSections([index])
        snapshot.appendItems(items, toSection: index)
      }
      dataSource.apply(snapshot, animatingDifferences: true)
      table.layoutIfNeeded()
    }

    func item(at indexPath: IndexPath?) -> Int? {
      indexPath.flatMap { dataSource.itemIdentifier(for: $0) }
    }
  }

  @Test("A row inserted above moves the cursor and the selection down with their item")
  func insertAbove() {
    let source = Source()
    source.show([[Item(id: 1), Item(id: 2), Item(id: 3)]])
    source.table.focusRow(at: IndexPath(row: 1, section: 0))
    source.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    source.show([[Item(id: 0), Item(id: 1), Item(id: 2), Item(id: 3)]])
    #expect(source.table.focusedIndexPath == IndexPath(row: 2, section: 0))
    #expect(source.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  @Test("A deleted row hands the cursor to the row below, or above at the end; reloadData keeps the index path")
  func deleteAndReload() {
    let source = Source()
    source.show([[Item(id: 1), Item(id: 2), Item(id: 3)]])
    source.table.focusRow(at: IndexPath(row: 1, section: 0))
    source.show([[Item(id: 1), Item(id: 3)]])
    #expect(source.item(at: source.table.focusedIndexPath) == 3)
    source.show([[Item(id: 1)]])
    #expect(source.item(at: source.table.focusedIndexPath) == 1)
    source.show([[]])
    #expect(source.table.focusedIndexPath == nil)
    source.show([[Item(id: 1), Item(id: 2)]])
    source.table.focusRow(at: IndexPath(row: 1, section: 0))
    source.table.reloadData()
    #expect(source.table.focusedIndexPath == IndexPath(row: 1, section: 0))
  }

  @Test("Random live changes against a model", arguments: 0..<200)
  func randomLiveChanges(seed: UInt64) {
    var rng = SplitMix64(seed: seed &+ 24_100)
    var nextID = 0
    func fresh() -> Item {
      defer { nextID += 1 }
      return Item(id: nextID)
    }
    var model: [[Item]] = (0..<rng.int(1...3)).map { _ in (0..<rng.int(0...10)).map { _ in fresh() } }
    let source = Source()
    source.show(model)
    for round in 0..<20 {
      let rows = model.enumerated().flatMap { section, items in
        items.indices.map { IndexPath(row: $0, section: section) }
      }
      if let row = rows.randomElement(using: &rng) { source.table.focusRow(at: row) }
      source.table.selectRow(at: rows.randomElement(using: &rng), animated: false, scrollPosition: .none)
      let focused = source.item(at: source.table.focusedIndexPath)
      let selected = source.item(at: source.table.indexPathForSelectedRow)
      let old = model
      // Often the cursor's own item goes: where the rule has the most to say.
      if let focused, rng.chance(30) {
        for section in model.indices { model[section].removeAll { $0.id == focused } }
      }
      for _ in 0..<rng.int(1...4) {
        let section = rng.int(0...(model.count - 1))
        switch rng.int(0...9) {
        case 0...3:
          model[section].insert(fresh(), at: rng.int(0...model[section].count))
        case 4...6:
          if !model[section].isEmpty { model[section].remove(at: rng.int(0...(model[section].count - 1))) }
        case 7:
          let to = rng.int(0...(model.count - 1))
          if !model[section].isEmpty {
            let item = model[section].remove(at: rng.int(0...(model[section].count - 1)))
            model[to].insert(item, at: rng.int(0...model[to].count))
          }
        default:
          if !model[section].isEmpty { model[section][rng.int(0...(model[section].count - 1))].version += 1 }
        }
      }
      let oldSnapshot = source.dataSource.snapshot()
      source.show(model)
      let context =
        "seed \(seed &+ 24_100) round \(round): \(old.map { $0.map(\.id) }) -> \(model.map { $0.map(\.id) })"
      let surviving = Set(model.flatMap { $0.map(\.id) })
      // The selection: kept by its item, dropped with it.
      let expectedSelection = selected.flatMap { surviving.contains($0) ? $0 : nil }
      #expect(source.item(at: source.table.indexPathForSelectedRow) == expectedSelection, "\(context)")
      guard let focused else { continue }
      // Which rows the table was told stay, move or go: the diff's choice among equally long
      // runs in order, which the focus rule builds on.
      let difference = TableViewSnapshot<Int, Item>.difference(from: oldSnapshot, to: source.dataSource.snapshot())
      guard case .update(let update) = difference else {
        Issue.record("\(context): the diff reported duplicates")
        continue
      }
      let cursor = CursorRule(
        old: old.map { $0.map(\.id) },
        new: model.map { $0.map(\.id) },
        deletedRows: update.deletedRows.map { ($0.section, $0.row) },
        movedFrom: update.movedRows.map { ($0.from.section, $0.from.row) }
      )
      for problem in cursor.problems { Issue.record("\(context): \(problem)") }
      let expected = cursor.item(after: focused)
      let now = source.item(at: source.table.focusedIndexPath)
      #expect(
        now == expected,
        "\(context): the cursor on \(focused) went to \(now.map(String.init) ?? "nil"), not \(expected.map(String.init) ?? "nil")"
      )
    }
  }
}
