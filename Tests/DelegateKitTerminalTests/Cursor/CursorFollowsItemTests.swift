import DelegateKitTerminal
import DelegateKitTestSupport
import Foundation
import Testing

import DelegateKitTable

/// A screen whose rows change while the user's cursor sits on one: another process
/// inserting, deleting and moving items, as a database observation delivers them.
@MainActor
final class LiveListScreen: ViewController, TableViewDelegate, TerminalScreenContent {
  struct Item: Identifiable, Equatable, Sendable {
    var id: Int
    var version = 0
  }

  let table = TableView()
  var terminalTableView: TableView? { table }
  private(set) var dataSource: TableViewDiffableDataSource<Int, Item>!

  override init() {
    super.init()
    title = "Live"
    table.rowHeight = 1
    table.register(TableViewCell.self, forCellReuseIdentifier: "item")
    dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
      cell.text = "Item \(item.id)"
      cell.detailText = "v\(item.version)"
      return cell
    }
    table.delegate = self
  }

  func show(_ sections: [[Item]]) {
    var snapshot = TableViewSnapshot<Int, Item>()
    for (index, items) in sections.enumerated() {
      snapshot.appendSections([index])
      snapshot.appendItems(items, toSection: index)
    }
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

/// The cursor stays on the item the user pointed at, whatever the rows do around it.
@MainActor
@Suite("The cursor follows its item")
struct CursorFollowsItemTests {
  @Test("An item inserted above the cursor's row does not take the cursor, and d deletes the row pointed at")
  func insertAbove() throws {
    let screen = LiveListScreen()
    screen.show([(0..<5).map { LiveListScreen.Item(id: $0 * 10) }])
    let pilot = HeadlessTerminal(makeApp(screen, width: 30, height: 10))
    pilot.press(.down, .down, .down)
    #expect(Self.cursorLine(pilot) == "Item 20")
    screen.show([[.init(id: 5)] + (0..<5).map { LiveListScreen.Item(id: $0 * 10) }])
    pilot.render()
    #expect(Self.cursorLine(pilot) == "Item 20", "\(pilot.text)")
  }

  @Test(
    "Random live changes against a model: the cursor keeps its item, or moves to a neighbour when it goes",
    arguments: 0..<40
  )
  func randomLiveChanges(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &+ 24_000)
    var nextID = 0
    func fresh() -> LiveListScreen.Item {
      defer { nextID += 1 }
      return LiveListScreen.Item(id: nextID)
    }
    var model: [[LiveListScreen.Item]] = (0..<rng.int(1...3)).map { _ in (0..<rng.int(0...12)).map { _ in fresh() } }
    let screen = LiveListScreen()
    screen.show(model)
    let pilot = HeadlessTerminal(makeApp(screen, width: 30, height: 8))
    for round in 0..<30 {
      for _ in 0..<rng.int(0...3) { pilot.press([Key.down, .up, .pageDown, .home, .end][rng.int(0...4)]) }
      let focused = Self.cursorLine(pilot).flatMap { Int($0.dropFirst("Item ".count)) }
      let old = model
      // Often the cursor's own item goes: where the rule has the most to say.
      if let focused, rng.chance(30) {
        for section in model.indices { model[section].removeAll { $0.id == focused } }
      }
      for _ in 0..<rng.int(1...4) {
        switch rng.int(0...9) {
        case 0...3:
          let section = rng.int(0...(model.count - 1))
          model[section].insert(fresh(), at: rng.int(0...model[section].count))
        case 4...6:
          let section = rng.int(0...(model.count - 1))
          if !model[section].isEmpty { model[section].remove(at: rng.int(0...(model[section].count - 1))) }
        case 7:
          let from = rng.int(0...(model.count - 1))
          let to = rng.int(0...(model.count - 1))
          if !model[from].isEmpty {
            let item = model[from].remove(at: rng.int(0...(model[from].count - 1)))
            model[to].insert(item, at: rng.int(0...model[to].count))
          }
        default:
          let section = rng.int(0...(model.count - 1))
          if !model[section].isEmpty { model[section][rng.int(0...(model[section].count - 1))].version += 1 }
        }
      }
      let oldSnapshot = screen.dataSource.snapshot()
      screen.show(model)
      pilot.render()
      let context =
        "seed \(seed &+ 24_000) round \(round): \(old.map { $0.map(\.id) }) -> \(model.map { $0.map(\.id) })"
      let now = Self.cursorLine(pilot)
      guard let focused else { continue }
      // Which rows the table was told stay, move or go: the diff's choice among equally long
      // runs in order, which the cursor rule builds on.
      let difference = TableViewSnapshot<Int, LiveListScreen.Item>.difference(
        from: oldSnapshot,
        to: screen.dataSource.snapshot()
      )
      guard case .update(let update) = difference else {
        Issue.record("\(context): the diff reported duplicates")
        continue
      }
      let rule = CursorRule(
        old: old.map { $0.map(\.id) },
        new: model.map { $0.map(\.id) },
        deletedRows: update.deletedRows.map { ($0.section, $0.row) },
        movedFrom: update.movedRows.map { ($0.from.section, $0.from.row) }
      )
      for problem in rule.problems { Issue.record("\(context): \(problem)") }
      let expected = rule.item(after: focused).map { "Item \($0)" }
      #expect(
        now == expected,
        "\(context): cursor was on \(focused), expected \(expected ?? "none")\n\(pilot.text)"
      )
    }
  }

  /// The text of the row the cursor is on, from the frame: the line marked with the
  /// cursor's gutter.
  static func cursorLine(_ pilot: HeadlessTerminal) -> String? {
    for line in pilot.text.split(separator: "\n") where line.hasPrefix("▸ ") {
      return line.dropFirst(2).components(separatedBy: "  ").first?.trimmingCharacters(in: .whitespaces)
    }
    return nil
  }
}
