// Scale: DelegateKitTable's TableView with a thousand and a million rows (README.md, "Table at
// scale"); each fixture does exactly the same work per operation at both sizes.
//
// TableView is main-actor isolated. The measuring executables run every fixture on the main
// thread, so the fixtures (whose protocol is not isolated) enter the main actor with
// `MainActor.assumeIsolated`, once per batch rather than once per operation.

import DelegateKitTable
import Foundation

/// The viewport and row height every scale table uses.
enum ScaleGeometry {
  /// Rows in the viewport.
  static let visibleRows = 40
  /// The fixed row height, and the mean of the variable ones.
  static let rowHeight: CGFloat = 44
  /// The viewport.
  static let frameSize = CGSize(width: 320, height: CGFloat(visibleRows) * rowHeight)

  /// The variable height of a row: 24 to 64 points, 44 on average, scattered by a
  /// multiplicative hash so that no run of rows repeats a pattern the search could exploit.
  @inline(__always)
  static func variableHeight(ofRow row: Int) -> CGFloat {
    CGFloat(24 + Int(UInt(truncatingIfNeeded: row &* 40_503) % 41))
  }
}

/// `count` rows in one section, each shown in a dequeued cell that carries its row number.
@MainActor
final class ScaleDataSource: TableViewDataSource {
  static let reuseIdentifier = "row"
  let rows: Int

  init(rows: Int) {
    self.rows = rows
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    cell.payload = indexPath.row
    return cell
  }
}

/// A table delegate that counts the cells the table displayed, for the fixtures' checks.
@MainActor
protocol DisplayCounting: TableViewDelegate {
  /// Cells the table displayed.
  var displayed: Int { get }
}

/// A delegate that counts the cells it is shown and does not implement
/// `tableView(_:heightForRowAt:)`: the table lays its rows out by arithmetic.
@MainActor
final class FixedHeightDelegate: DisplayCounting {
  var displayed = 0

  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
    displayed &+= 1
  }
}

/// A delegate that also answers a height per row (`ScaleGeometry.variableHeight(ofRow:)`):
/// the table keeps a height per row and its prefix-sum index. (Not a subclass of the fixed
/// one: a subclass's method would not be the witness of the base class's conformance.)
@MainActor
final class VariableHeightDelegate: DisplayCounting {
  var displayed = 0

  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
    displayed &+= 1
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    ScaleGeometry.variableHeight(ofRow: indexPath.row)
  }
}

/// A data source and delegate for a table of `rows` rows, made before the table so that a
/// memory measurement of the table leaves them out (`DelegateKitMemory`).
@MainActor
public final class ScaleTableParts {
  let dataSource: ScaleDataSource
  let delegate: any DisplayCounting

  /// Parts for `rows` rows; with `variableHeights`, a delegate that answers a height per row.
  public init(rows: Int, variableHeights: Bool) {
    dataSource = ScaleDataSource(rows: rows)
    delegate = variableHeights ? VariableHeightDelegate() : FixedHeightDelegate()
  }

  /// A new table of these rows with a viewport of `visibleRows` rows (0: none), scrolled to
  /// the middle of its content and laid out: its geometry built and the visible rows' cells
  /// made. (Typed `AnyObject` so that the memory probe needs no import of DelegateKitTable.)
  public func makeTable(visibleRows: Int) -> AnyObject {
    makeTableView(visibleRows: visibleRows)
  }

  /// ``makeTable(visibleRows:)``, typed.
  func makeTableView(visibleRows: Int = ScaleGeometry.visibleRows) -> TableView {
    let frameSize = CGSize(width: ScaleGeometry.frameSize.width, height: CGFloat(visibleRows) * ScaleGeometry.rowHeight)
    let table = TableView(frame: CGRect(origin: .zero, size: frameSize))
    table.rowHeight = ScaleGeometry.rowHeight
    table.register(TableViewCell.self, forCellReuseIdentifier: ScaleDataSource.reuseIdentifier)
    table.dataSource = dataSource
    table.delegate = delegate
    table.layoutIfNeeded()
    // Halfway down the content, on a row boundary with fixed heights.
    table.contentOffset = CGPoint(x: 0, y: table.rectForRow(at: IndexPath(row: dataSource.rows / 2, section: 0)).minY)
    return table
  }
}

/// A table of `rows` rows with its data source and delegate, laid out and checked.
@MainActor
final class ScaleTable {
  let parts: ScaleTableParts
  let table: TableView

  init(rows: Int, variableHeights: Bool) {
    parts = ScaleTableParts(rows: rows, variableHeights: variableHeights)
    table = parts.makeTableView()
    check()
  }

  var displayed: Int { parts.delegate.displayed }

  /// The viewport shows about 40 rows from the middle, each in a cell of its own row.
  func check() {
    let rows = table.indexPathsForVisibleRows ?? []
    precondition(
      (ScaleGeometry.visibleRows - 2...ScaleGeometry.visibleRows + 8).contains(rows.count),
      "the scale table shows \(rows.count) rows, not about \(ScaleGeometry.visibleRows)"
    )
    precondition(
      rows.first.map { abs($0.row - parts.dataSource.rows / 2) <= 1 } ?? false,
      "the scale table does not start in the middle of its rows"
    )
    checkCells(of: rows)
  }

  /// Each of `rows` is in a cell of its own row.
  func checkCells(of rows: [IndexPath]) {
    for indexPath in rows where table.cellForRow(at: indexPath)?.payload as? Int != indexPath.row {
      preconditionFailure("the cell of row \(indexPath.row) shows another row")
    }
  }
}

// MARK: - Timed fixtures

/// `reloadData()` and a layout, fixed heights.
final class TableReloadFixedHeights: BenchmarkFixture {
  private let scale: ScaleTable

  init(count: Int) {
    scale = MainActor.assumeIsolated {
      let scale = ScaleTable(rows: count, variableHeights: false)
      let before = scale.displayed
      scale.table.reloadData()
      scale.table.layoutIfNeeded()
      precondition(
        scale.displayed - before == scale.table.visibleCells.count,
        "a reload did not show every visible row again"
      )
      scale.check()
      return scale
    }
  }

  func run(times: Int) -> Int {
    // Only main-actor objects (which are `Sendable`) cross into the closure, never `self`.
    let scale = scale
    return MainActor.assumeIsolated {
      let table = scale.table
      for _ in 0..<times {
        table.reloadData()
        table.layoutIfNeeded()
      }
      return scale.displayed
    }
  }
}

/// `indexPathForRow(at:)` at offsets spread at random over the whole content, variable heights.
final class TableRowLookupVariableHeights: BenchmarkFixture {
  private let scale: ScaleTable
  /// The offsets looked up, in turn: 64 Ki of them (512 KiB), too many for the searches of
  /// a million rows to stay in the cache, and read in order, so fetching them costs little.
  private let offsets: [CGFloat]

  init(count: Int) {
    let (scale, offsets) = MainActor.assumeIsolated {
      let scale = ScaleTable(rows: count, variableHeights: true)
      let height = scale.table.contentSize.height
      // The golden-ratio sequence: each fraction far from the last, all of them spread evenly
      // over the table, and the same in every run and at both sizes, with no generator.
      let offsets = (0..<(1 << 16)).map { index in
        CGFloat((Double(index) * 0.618_033_988_749_894_9).truncatingRemainder(dividingBy: 1)) * height
      }
      for y in offsets.prefix(64) {
        guard let indexPath = scale.table.indexPathForRow(at: CGPoint(x: 0, y: y)) else {
          preconditionFailure("no row at offset \(y) of \(height)")
        }
        let rect = scale.table.rectForRow(at: indexPath)
        precondition(rect.minY <= y && y < rect.maxY, "row \(indexPath.row) does not contain offset \(y)")
      }
      return (scale, offsets)
    }
    self.scale = scale
    self.offsets = offsets
  }

  func run(times: Int) -> Int {
    let (scale, offsets) = (scale, offsets)
    return MainActor.assumeIsolated {
      let table = scale.table
      let mask = offsets.count - 1
      var sum = 0
      offsets.withUnsafeBufferPointer { offsets in
        for index in 0..<times {
          sum &+= table.indexPathForRow(at: CGPoint(x: 0, y: offsets[index & mask]))?.row ?? -1
        }
      }
      return sum
    }
  }
}

/// One step of a user's scroll by a third of the viewport, turning back at either end.
class TableScroll: BenchmarkFixture {
  private let scroller: Scroller

  required init(count: Int) {
    let variableHeights = Self.variableHeights
    scroller = MainActor.assumeIsolated { Scroller(ScaleTable(rows: count, variableHeights: variableHeights)) }
    let scroller = scroller
    MainActor.assumeIsolated {
      precondition(scroller.step(times: 3) > 0, "scrolling by a third of the viewport showed no new row")
      scroller.scale.checkRowsAtOffset()
    }
  }

  /// Whether the table's delegate answers a height per row.
  class var variableHeights: Bool { false }

  func run(times: Int) -> Int {
    let scroller = scroller
    return MainActor.assumeIsolated { scroller.step(times: times) }
  }
}

/// A scale table and the direction it scrolls in.
@MainActor
final class Scroller {
  let scale: ScaleTable
  private var direction: CGFloat = 1

  init(_ scale: ScaleTable) {
    self.scale = scale
  }

  /// Takes `times` steps of a third of the viewport; returns the cells displayed meanwhile.
  func step(times: Int) -> Int {
    let table = scale.table
    let step = ScaleGeometry.frameSize.height / 3
    let before = scale.displayed
    for _ in 0..<times where !table.userScroll(by: direction * step) {
      // At an end: turn back, and take the step the other way.
      direction = -direction
      table.userScroll(by: direction * step)
    }
    return scale.displayed - before
  }
}

/// A scroll step with a fixed row height.
final class TableScrollFixedHeights: TableScroll {}

/// A scroll step with a height per row.
final class TableScrollVariableHeights: TableScroll {
  override class var variableHeights: Bool { true }
}

/// A cell that counts how many of its kind were made, for the steady-state check.
@MainActor
final class CountedCell: TableViewCell {
  static var made = 0

  required init(style: CellStyle, reuseIdentifier: String?) {
    Self.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
}

/// The fixed-height scroll step at a steady state, for the allocation suite: after 300 steps
/// that fill the reuse pool, 300 more must create no cell.
final class TableScrollSteadyState: BenchmarkFixture {
  private let scroller: Scroller

  static var runsOnMainActor: Bool { true }

  init(count: Int) {
    scroller = MainActor.assumeIsolated {
      let scale = ScaleTable(rows: count, variableHeights: false)
      // From now on the table makes counted cells; the first page's are already made.
      scale.table.register(CountedCell.self, forCellReuseIdentifier: ScaleDataSource.reuseIdentifier)
      return Scroller(scale)
    }
    let scroller = scroller
    MainActor.assumeIsolated {
      precondition(scroller.step(times: 300) > 0, "scrolling by a third of the viewport showed no new row")
      let before = CountedCell.made
      precondition(scroller.step(times: 300) > 0, "scrolling by a third of the viewport showed no new row")
      precondition(
        CountedCell.made == before,
        "a steady scroll created \(CountedCell.made - before) cells in 300 steps; it must reuse those that left"
      )
      scroller.scale.checkRowsAtOffset()
    }
  }

  func run(times: Int) -> Int {
    let scroller = scroller
    return MainActor.assumeIsolated { scroller.step(times: times) }
  }
}

extension ScaleTable {
  /// The visible rows are the ones at the offset, each in a cell of its own row.
  func checkRowsAtOffset() {
    let rows = table.indexPathsForVisibleRows ?? []
    let top = table.indexPathForRow(at: CGPoint(x: 0, y: table.contentOffset.y))
    precondition(rows.first == top, "the first visible row is not the row at the offset")
    checkCells(of: rows)
  }
}

// MARK: - Snapshots

/// An item of the snapshot rows: its id, and content that never changes, so that the diff
/// finds deletions and insertions only.
struct ScaleItem: Identifiable, Equatable, Sendable {
  let id: Int
  let value: Int
}

/// Two versions of `count` ids: the second without every tenth id of the first, with as many
/// new ones.
struct SnapshotEdit {
  let old: [Int]
  let new: [Int]

  init(count: Int) {
    old = Array(0..<count)
    var new: [Int] = []
    new.reserveCapacity(count)
    for id in 0..<count {
      if id % 10 != 3 { new.append(id) }
      if id % 10 == 7 { new.append(count + id / 10) }
    }
    self.new = new
  }

  /// Deleted (and inserted) ids.
  var changes: Int { old.count / 10 }
}

/// `TableViewDiffableDataSource.apply(_:)` from one version to the other and back.
final class TableSnapshotApply: BenchmarkFixture {
  private let table: SnapshotTable

  init(count: Int) {
    table = MainActor.assumeIsolated { SnapshotTable(SnapshotEdit(count: count)) }
  }

  func run(times: Int) -> Int {
    let table = table
    return MainActor.assumeIsolated {
      for _ in 0..<times { table.applyOther() }
      return table.table.numberOfRows(inSection: 0)
    }
  }
}

/// The diffable data source's table for `TableSnapshotApply`.
@MainActor
final class SnapshotTable {
  typealias Snapshot = TableViewSnapshot<Int, ScaleItem>

  let table: TableView
  let dataSource: TableViewDiffableDataSource<Int, ScaleItem>
  let old: Snapshot
  let new: Snapshot
  /// Whether the table shows `new`.
  private var showsNew = false

  /// Applies the version the table does not show.
  func applyOther() {
    showsNew.toggle()
    dataSource.apply(showsNew ? new : old)
  }

  init(_ edit: SnapshotEdit) {
    func snapshot(_ ids: [Int]) -> Snapshot {
      var snapshot = Snapshot()
      snapshot.appendSections([0])
      snapshot.appendItems(ids.map { ScaleItem(id: $0, value: $0 &* 31) })
      return snapshot
    }
    old = snapshot(edit.old)
    new = snapshot(edit.new)
    table = TableView(frame: CGRect(origin: .zero, size: ScaleGeometry.frameSize))
    table.rowHeight = ScaleGeometry.rowHeight
    table.register(TableViewCell.self, forCellReuseIdentifier: ScaleDataSource.reuseIdentifier)
    dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: ScaleDataSource.reuseIdentifier, for: indexPath)
      cell.payload = item.id
      return cell
    }
    // Loaded without a diff: the measured applies are the edits, not the first load.
    dataSource.applySnapshotUsingReloadData(old)
    table.contentOffset = CGPoint(x: 0, y: table.rectForRow(at: IndexPath(row: edit.old.count / 2, section: 0)).minY)
    table.updateErrorHandler = { error in preconditionFailure("the snapshot update was refused: \(error)") }
    for (snapshot, ids) in [(new, edit.new), (old, edit.old)] {
      dataSource.apply(snapshot)
      precondition(table.numberOfRows(inSection: 0) == ids.count, "the table does not have the snapshot's rows")
      for indexPath in table.indexPathsForVisibleRows ?? [] {
        precondition(
          table.cellForRow(at: indexPath)?.payload as? Int == ids[indexPath.row],
          "row \(indexPath.row) does not show the snapshot's item"
        )
      }
    }
  }
}

/// The standard library's `difference(from:)` of the same two versions' ids, one way and back.
final class TableSnapshotArrayDifference: BenchmarkFixture {
  private let edit: SnapshotEdit
  private var showsNew = false

  init(count: Int) {
    edit = SnapshotEdit(count: count)
  }

  func run(times: Int) -> Int {
    var changes = 0
    for _ in 0..<times {
      showsNew.toggle()
      let difference = showsNew ? edit.new.difference(from: edit.old) : edit.old.difference(from: edit.new)
      precondition(
        difference.insertions.count == edit.changes && difference.removals.count == edit.changes,
        "Array.difference(from:) found \(difference.insertions.count) insertions, not \(edit.changes)"
      )
      changes &+= difference.insertions.count
    }
    return changes
  }
}

/// The steady scroll's table, built and warmed up the same way, whose iterations run the
/// steady scroll's code with zero steps: what the harness's hop to the main actor and the
/// fixture's own `MainActor.assumeIsolated` allocate per iteration (one each on Linux), the
/// allocation suite's control for the steady scroll.
final class TableIdleIteration: BenchmarkFixture {
  static var runsOnMainActor: Bool { true }

  let table: TableScrollSteadyState

  init(count: Int) {
    table = TableScrollSteadyState(count: count)
  }

  func run(times: Int) -> Int { table.run(times: 0) + times }
}
