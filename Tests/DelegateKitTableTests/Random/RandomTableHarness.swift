import DelegateKitTable
import Foundation
import DelegateKitTestSupport

/// Drives one table with seeded random operations and checks it against the reference model
/// after every one. The model predicts each operation's outcome from its own arrays and rules
/// before looking at the table; the table is then compared with it as a whole.
///
/// A failure names the seed, mode and step; `RandomTableHarness(seed:mode:variableHeights:)`
/// then `run(steps:)` replays it exactly.
@MainActor
final class RandomTableHarness {
  enum Mode: String {
    /// Data changes through `performBatchUpdates` and the row and section calls.
    case batches
    /// Data changes through snapshots applied to a `TableViewDiffableDataSource`.
    case snapshots
  }

  let seed: UInt64
  let mode: Mode
  var rng: SplitMix64
  let model: ReferenceTable
  let table: TableView
  let log = ViolationLog()
  private(set) var arrayDataSource: ArrayDataSource?
  private(set) var diffable: RecordingDiffableDataSource?
  /// The table holds its delegate weakly.
  private var delegateObject: (any TableViewDelegate)?
  /// Every update error the table reported.
  var errors: [TableViewUpdateError] = []
  /// The calls of the step's batch, if it made one, for the failure message.
  var lastCalls: [BatchCall]?
  /// Whether the snapshot the diffable data source shows repeats an identifier.
  var dataHasDuplicates = false
  /// Problems found while an operation ran, reported with the step's own checks.
  var pending: [String] = []
  /// Whether operations describe themselves. Only the replay of a failure does: building
  /// the words for every step would cost more than some of the steps.
  var describing = false
  private(set) var operations = 0
  /// How often each kind of operation ran, to show the mix covers what it should.
  private(set) var counts: [String: Int] = [:]
  /// The most rows the table showed at once since its size last changed.
  var mostShownSinceResize = 0

  init(seed: UInt64, mode: Mode, variableHeights: Bool) {
    self.seed = seed
    self.mode = mode
    rng = SplitMix64(seed: seed)
    let size = CGSize(width: 40, height: 30)
    model = ReferenceTable(variableHeights: variableHeights, viewport: size)
    table = TableView(frame: CGRect(origin: .zero, size: size))
    table.rowHeight = RowRules.fixedRowHeight
    table.sectionHeaderHeight = RowRules.headerHeight
    table.sectionFooterHeight = RowRules.footerHeight
    table.register(TableViewCell.self, forCellReuseIdentifier: "even")
    table.register(TableViewCell.self, forCellReuseIdentifier: "odd")
    table.updateErrorHandler = { [unowned self] in errors.append($0) }

    model.sections = randomTable()
    let rows: @MainActor (IndexPath) -> ModelRow?
    switch mode {
    case .batches:
      let dataSource = ArrayDataSource(model: model, log: log)
      arrayDataSource = dataSource
      table.dataSource = dataSource
      rows = { [model] in model.row(at: $0) }
    case .snapshots:
      let dataSource = RecordingDiffableDataSource(tableView: table, log: log)
      diffable = dataSource
      dataSource.apply(SnapshotEdits.snapshot(of: model.sections))
      rows = { [weak dataSource] in dataSource?.item(for: $0)?.row }
    }
    let base = RowDelegate(log: log, rows: rows)
    delegateObject = variableHeights ? SizingRowDelegate(base) : base
    table.delegate = delegateObject
    // What an app's first layout pass does; until then the table has not read its data.
    table.layoutIfNeeded()
  }

  /// Runs `steps` random operations, checking after each; stops at the first failure.
  ///
  /// - Returns: The failure, naming the seed and step, or `nil`.
  func run(steps: Int) -> String? {
    if let problem = check() { return "\(mode.rawValue) seed \(seed), initial state: \(problem)" }
    for step in 1...steps {
      lastCalls = nil
      let operation = randomOperation()
      operations += 1
      if let problem = check() {
        let calls = lastCalls.map { " calls: " + $0.map(\.description).joined(separator: " ") } ?? ""
        let failure =
          "\(mode.rawValue) seed \(seed) \(model.variableHeights ? "variable" : "fixed") heights, step \(step) [\(operation)\(calls)]: \(problem)"
        guard !describing else { return failure }
        // The run is deterministic: replay it, describing each step, to name what failed.
        let replay = RandomTableHarness(seed: seed, mode: mode, variableHeights: model.variableHeights)
        replay.describing = true
        return replay.run(steps: step) ?? failure
      }
    }
    return nil
  }

  /// A table of 0–6 sections of 0–40 rows, mostly small; now and then a large one.
  func randomTable() -> [ModelSection] {
    if rng.percent(3) {
      return (0..<rng.draw(1...3)).map { _ in model.makeSection(rows: rng.draw(60...200)) }
    }
    return (0..<rng.draw(0...6)).map { _ in
      model.makeSection(rows: rng.percent(20) ? rng.draw(0...40) : rng.draw(0...8))
    }
  }

  private func randomOperation() -> String {
    let roll = rng.draw(0...99)
    let kind: String
    let detail: String
    switch roll {
    case 0..<19:
      (kind, detail) = (
        "valid update", mode == .batches ? batchUpdate(breaking: false) : snapshotUpdate(duplicates: false)
      )
    case 19..<24:
      (kind, detail) = (
        "refused update", mode == .batches ? batchUpdate(breaking: true) : snapshotUpdate(duplicates: true)
      )
    case 24..<37: (kind, detail) = ("user scroll", userScroll())
    case 37..<42: (kind, detail) = ("setContentOffset", setOffset())
    case 42..<47: (kind, detail) = ("scrollToRow", scrollToRow())
    case 47..<53: (kind, detail) = ("selectRow", selectRow())
    case 53..<56: (kind, detail) = ("deselectRow", deselectRow())
    case 56..<65: (kind, detail) = ("userSelectRow", userSelectRow())
    case 65..<68: (kind, detail) = ("selection setting", toggleSelectionSetting())
    case 68..<72: (kind, detail) = ("setEditing", setEditing())
    case 72..<77: (kind, detail) = ("userCommitEditing", userCommitEditing())
    case 77..<83: (kind, detail) = ("userMoveRow", userMoveRow())
    case 83..<89: (kind, detail) = ("resize", resize())
    case 89..<93: (kind, detail) = ("reloadData", reload())
    case 93..<95: (kind, detail) = ("new table", replaceTable())
    default:
      table.layoutIfNeeded()
      (kind, detail) = ("layout", "layoutIfNeeded")
    }
    counts[kind, default: 0] += 1
    return describing ? "\(kind): \(detail)" : kind
  }

  /// `text`, when the run describes its steps.
  func describe(_ text: @autoclosure () -> String) -> String {
    describing ? text() : ""
  }

  // MARK: Checks

  /// Everything the table shows, against the model.
  func check() -> String? {
    var problems = pending
    pending = []
    if !log.entries.isEmpty { problems.append("calls out of range: \(log.entries)") }
    log.entries = []
    let layout = model.layout()
    let offset = table.contentOffset.y
    if table.contentOffset != CGPoint(x: 0, y: model.offset) {
      problems.append("offset \(table.contentOffset), model \(model.offset)")
    }
    if table.contentSize.height != layout.contentHeight {
      problems.append("content height \(table.contentSize.height), model \(layout.contentHeight)")
    }
    if table.minimumContentOffsetY != 0 || table.maximumContentOffsetY != model.maximumOffset {
      problems.append(
        "offset range \(table.minimumContentOffsetY)...\(table.maximumContentOffsetY), model 0...\(model.maximumOffset)"
      )
    }
    if !(table.minimumContentOffsetY...table.maximumContentOffsetY).contains(offset) {
      problems.append("offset \(offset) outside its range")
    }
    let rowCounts = model.sections.map(\.rows.count)
    if table.numberOfSections != rowCounts.count
      || rowCounts.indices.contains(where: { table.numberOfRows(inSection: $0) != rowCounts[$0] })
    {
      problems.append(
        "row counts \((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }), model \(rowCounts)"
      )
    }
    let expected = model.visibleRows(at: offset, in: layout)
    let visible = table.indexPathsForVisibleRows ?? []
    if visible != expected { problems.append("visible rows \(visible), model \(expected)") }
    let cells = table.visibleCells
    if cells.count != visible.count { problems.append("\(cells.count) visible cells for \(visible.count) rows") }
    for index in 0..<min(visible.count, cells.count) {
      let indexPath = visible[index]
      let cell = cells[index]
      guard let row = model.row(at: indexPath) else { continue }
      // The visible rows, the content height and the offset already pin the layout down;
      // the engine's rectangles are sampled where they meet the viewport's edges, to keep
      // each step cheap.
      if index == 0 || index == visible.count - 1 {
        let span = layout.rows[indexPath.section][indexPath.row]
        let rect = table.rectForRow(at: indexPath)
        if rect.minY != span.minY || rect.height != span.height {
          problems.append("row \(indexPath) spans \(rect.minY)+\(rect.height), model \(span.minY)+\(span.height)")
        }
      }
      if cell.text != row.text || cell.reuseIdentifier != row.reuseIdentifier {
        problems.append(
          "cell at \(indexPath) shows \(cell.text ?? "nil") (\(cell.reuseIdentifier ?? "nil")), model \(row.text)"
        )
      }
      if cell.isSelected != model.selected.contains(row.key) {
        problems.append("cell at \(indexPath) isSelected \(cell.isSelected)")
      }
      if cell.isEditing != model.isEditing { problems.append("cell at \(indexPath) isEditing \(cell.isEditing)") }
    }
    // One row every few steps: each call lays the table out again.
    if !visible.isEmpty, visible.count == cells.count, rng.below(4) == 0 {
      let index = rng.below(visible.count)
      if table.cellForRow(at: visible[index]) !== cells[index] {
        problems.append("cellForRow(at: \(visible[index])) is not the visible cell")
      }
    }
    let selection = table.indexPathsForSelectedRows ?? []
    let modelSelection = model.selectedIndexPaths()
    if selection != modelSelection { problems.append("selection \(selection), model \(modelSelection)") }
    if table.isEditing != model.isEditing { problems.append("isEditing \(table.isEditing)") }
    // Two reuse identifiers, each with at most as many spares as the most rows shown at
    // once since the last resize.
    mostShownSinceResize = max(mostShownSinceResize, visible.count)
    if table.cellsInExistenceCount > visible.count + 2 * mostShownSinceResize {
      problems.append(
        "\(table.cellsInExistenceCount) cells in existence for \(visible.count) visible rows, at most \(mostShownSinceResize) shown at once"
      )
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }

  /// After an accepted update: the top visible row, if it survived, is where it was on
  /// screen, unless the offset had to be clamped.
  func checkAnchor(_ anchor: (key: Int, position: CGFloat)?, ended: Set<Int>, clamped: Bool) {
    guard let anchor, !ended.contains(anchor.key), !clamped, let place = model.indexPath(ofKey: anchor.key) else {
      return
    }
    let position = table.rectForRow(at: place).minY - table.contentOffset.y
    if position != anchor.position {
      pending.append("the top row (key \(anchor.key)) moved on screen from \(anchor.position) to \(position)")
    }
  }

  /// An update was accepted or refused as the model expected, and reported accordingly.
  func checkOutcome(accepted: Bool, completion: Bool?, errorsBefore: Int) {
    let reported = errors.count - errorsBefore
    if accepted {
      if reported != 0 { pending.append("a valid update was refused: \(errors.suffix(reported).map(\.description))") }
      if completion == false { pending.append("a valid update completed with false") }
    } else {
      if reported != 1 { pending.append("an invalid update reported \(reported) errors, not 1") }
      if completion == true { pending.append("an invalid update completed with true") }
      if let last = errors.last, table.lastUpdateError != last {
        pending.append("lastUpdateError is not the error reported")
      }
    }
  }
}

// Draws by multiplying the 64 random bits into range, without `Int.random(in:using:)`'s
// generic path, which dominates a debug build's profile at one draw per row.
extension SplitMix64 {
  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in `range`.
  mutating func draw(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// `true` with probability `percent` / 100.
  mutating func percent(_ percent: Int) -> Bool {
    below(100) < percent
  }
}
