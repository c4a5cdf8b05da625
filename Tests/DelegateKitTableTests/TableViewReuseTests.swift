import DelegateKitTable
import DelegateKitTestSupport
import Foundation
import Testing

/// UIKit's reuse contract: the cells of rows that leave the screen in a layout pass are free
/// for the rows that come into view in the same pass, so a table at a fixed size creates
/// no more cells than the most rows it has shown at once, however it scrolls or reloads.
@MainActor
@Suite("TableView reuses every cell that left the screen")
struct TableViewReuseTests {
  @Test("Paging down through 1,000 rows, 11 in view, creates the 11 cells of the first page only")
  func pageSteps() {
    let source = CellCounter(rows: 1_000)
    let table = makeTable(height: 11)
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(source.cellsCreated == 11)
    var pages = 0
    while table.userScroll(by: table.bounds.height) { pages += 1 }
    #expect(pages == 90)
    #expect(table.indexPathsForVisibleRows?.last == .at(0, 999))
    #expect(source.cellsCreated == 11)
    #expect(source.showsItsRows(in: table))
  }

  @Test("A jump from the top to row 500,000 reuses the 11 cells that left")
  func jumpToTheMiddle() throws {
    let source = CellCounter(rows: 1_000_000)
    let table = makeTable(height: 11)
    table.dataSource = source
    table.layoutIfNeeded()
    let before = source.cellsCreated
    table.scrollToRow(at: .at(0, 500_000), at: .top, animated: false)
    let visible = try #require(table.indexPathsForVisibleRows)
    #expect(visible.first == .at(0, 500_000))
    #expect(visible.count == 11)
    #expect(source.cellsCreated - before == 0)
    #expect(source.showsItsRows(in: table))
  }

  @Test("A steady scroll of a third of a 40-row view creates no cell after the first page")
  func steadyScroll() {
    let source = CellCounter(rows: 10_000)
    let table = makeTable(height: 40)
    table.dataSource = source
    table.layoutIfNeeded()
    let firstPage = source.cellsCreated
    for _ in 0..<500 {
      table.userScroll(by: 13)
    }
    #expect(table.contentOffset.y == 6_500)
    #expect(source.cellsCreated == firstPage)
    #expect(source.showsItsRows(in: table))
  }

  @Test(
    "Random scrolls, jumps and reloads at a fixed size: cells created stay within the most rows shown at once",
    arguments: [UInt64(1), 2, 3, 4]
  )
  func randomScrollsJumpsAndReloads(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let source = CellCounter(rows: 1_000)
    let table = makeTable(height: 11)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    var mostShown = table.indexPathsForVisibleRows?.count ?? 0
    for step in 0..<3_000 {
      let operation = source.randomOperation(on: table, using: &rng)
      let shown = table.indexPathsForVisibleRows?.count ?? 0
      mostShown = max(mostShown, shown)
      guard source.cellsCreated <= mostShown + 2, source.showsItsRows(in: table) else {
        Issue.record(
          "seed \(seed), step \(step) (\(operation)): \(source.cellsCreated) cells created, at most \(mostShown) rows shown at once"
        )
        return
      }
    }
    // However the table got here, a steady scroll creates nothing.
    let created = source.cellsCreated
    let step = CGFloat(rng.int(1...11))
    table.setContentOffset(.zero, animated: false)
    while table.userScroll(by: step) {}
    #expect(source.cellsCreated == created, "seed \(seed): a steady scroll by \(step) created cells")
  }
}

/// A data source that counts the distinct cells it is given, and can answer heights per row
/// (1 to 3 points) for its variable-height reloads.
@MainActor
private final class CellCounter: TableViewDataSource, TableViewDelegate {
  var rows: Int
  /// Whether rows take 1 to 3 points instead of the table's row height.
  var variableHeights = false
  /// Every cell the table handed out, kept alive so that a freed cell's address is never
  /// counted again as a new cell.
  private var cells: [ObjectIdentifier: TableViewCell] = [:]

  init(rows: Int) {
    self.rows = rows
  }

  var cellsCreated: Int { cells.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cells[ObjectIdentifier(cell)] = cell
    cell.text = "row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    variableHeights ? CGFloat(1 + (indexPath.row * 7 + indexPath.row / 3) % 3) : TableView.automaticDimension
  }

  /// Whether every visible cell shows its own row.
  func showsItsRows(in table: TableView) -> Bool {
    let visible = table.indexPathsForVisibleRows ?? []
    let cells = table.visibleCells
    return cells.count == visible.count
      && zip(visible, cells).allSatisfy { indexPath, cell in cell.text == "row \(indexPath.row)" }
  }

  /// One random scroll, jump or reload; returns what it did.
  func randomOperation(on table: TableView, using rng: inout SplitMix64) -> String {
    switch rng.int(0...9) {
    case 0...2:
      let delta = CGFloat(rng.int(-3...3))
      table.userScroll(by: delta)
      return "scroll by \(delta)"
    case 3...4:
      let delta = CGFloat(rng.int(-2...2)) * table.bounds.height
      table.userScroll(by: delta)
      return "scroll by \(delta)"
    case 5...6:
      guard rows > 0 else { return "no jump: no rows" }
      let row = rng.int(0...(rows - 1))
      let position = [TableView.ScrollPosition.top, .middle, .bottom, .none][rng.int(0...3)]
      table.scrollToRow(at: .at(0, row), at: position, animated: false)
      return "jump to row \(row) at \(position)"
    case 7:
      let y = CGFloat(rng.int(0...Int(max(0, table.maximumContentOffsetY))))
      table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      return "offset \(y)"
    case 8:
      table.reloadData()
      return "reload"
    default:
      rows = [0, 3, 7, 12, 40, 1_000, 5_000][rng.int(0...6)]
      variableHeights = rng.chance(50)
      table.reloadData()
      return "reload with \(rows) rows, variable heights \(variableHeights)"
    }
  }
}
