import DelegateKitTable
import Foundation

// Scrolling, selection, editing and resizing: each predicts its outcome on the model first,
// then acts on the table.
extension RandomTableHarness {
  static let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]

  /// An existing row, or `nil` when the table has none.
  func randomRow() -> IndexPath? {
    let nonEmpty = model.sections.indices.filter { !model.sections[$0].rows.isEmpty }
    guard !nonEmpty.isEmpty else { return nil }
    let section = nonEmpty[rng.draw(0...(nonEmpty.count - 1))]
    return IndexPath(row: rng.draw(0...(model.sections[section].rows.count - 1)), section: section)
  }

  /// Mostly an existing row; sometimes one just outside the table, which must be ignored.
  func anyIndexPath() -> IndexPath {
    if rng.percent(88), let row = randomRow() { return row }
    let section = rng.draw(-1...model.sections.count)
    let rows = model.sections.indices.contains(section) ? model.sections[section].rows.count : 0
    return IndexPath(row: rng.percent(50) ? rows : -1, section: section)
  }

  func userScroll() -> String {
    let page = Int(model.viewport.height)
    let delta = rng.percent(8) ? CGFloat(rng.draw(-3000...3000)) : CGFloat(rng.draw((-3 * page)...(3 * page))) / 2
    let expected = model.clamped(model.offset + delta)
    let moved = table.userScroll(by: delta)
    if moved != (expected != model.offset) { pending.append("userScroll(by:) answered \(moved)") }
    model.offset = expected
    return describe("by \(delta)")
  }

  func setOffset() -> String {
    // Programmatic offsets are not clamped, as in UIKit: stay in range.
    let y = CGFloat(rng.draw(0...Int(model.maximumOffset * 2))) / 2
    if rng.percent(50) {
      table.setContentOffset(CGPoint(x: 0, y: y), animated: rng.percent(50))
    } else {
      table.contentOffset = CGPoint(x: 0, y: y)
    }
    model.offset = y
    return describe("to \(y)")
  }

  func scrollToRow() -> String {
    guard let indexPath = randomRow() else { return describe("no rows") }
    let position = Self.positions[rng.draw(0...3)]
    model.offset = model.scrollTarget(for: indexPath, at: position)
    table.scrollToRow(at: indexPath, at: position, animated: rng.percent(50))
    return describe("\(indexPath) at \(position)")
  }

  func selectRow() -> String {
    guard rng.percent(92), let indexPath = randomRow(), let row = model.row(at: indexPath) else {
      table.selectRow(at: nil, animated: false, scrollPosition: .none)
      model.selected = []
      return describe("nil")
    }
    let position = Self.positions[rng.draw(0...3)]
    if model.multipleSelectionAllowed { model.selected.insert(row.key) } else { model.selected = [row.key] }
    if position != .none { model.offset = model.scrollTarget(for: indexPath, at: position) }
    table.selectRow(at: indexPath, animated: rng.percent(50), scrollPosition: position)
    return describe("\(indexPath) scrolling to \(position)")
  }

  func deselectRow() -> String {
    let indexPath = anyIndexPath()
    if let row = model.row(at: indexPath) { model.selected.remove(row.key) }
    table.deselectRow(at: indexPath, animated: rng.percent(50))
    return describe("\(indexPath)")
  }

  func userSelectRow() -> String {
    let indexPath = anyIndexPath()
    var expected: IndexPath?
    if model.selectionAllowed, let row = model.row(at: indexPath), RowRules.shouldHighlight(row.id) {
      if model.multipleSelectionAllowed, model.selected.contains(row.key) {
        // A tap on a selected row deselects it when several may be selected.
        model.selected.remove(row.key)
      } else if RowRules.willSelect(row.id) {
        if model.multipleSelectionAllowed { model.selected.insert(row.key) } else { model.selected = [row.key] }
        expected = indexPath
      }
    }
    let selected = table.userSelectRow(at: indexPath)
    if selected != expected {
      pending.append("userSelectRow answered \(String(describing: selected)), model \(String(describing: expected))")
    }
    return describe("\(indexPath)")
  }

  func toggleSelectionSetting() -> String {
    switch rng.draw(0...5) {
    case 0:
      model.allowsSelection.toggle()
      table.allowsSelection = model.allowsSelection
      return describe("allowsSelection = \(model.allowsSelection)")
    case 1:
      model.allowsSelectionDuringEditing.toggle()
      table.allowsSelectionDuringEditing = model.allowsSelectionDuringEditing
      return describe("allowsSelectionDuringEditing = \(model.allowsSelectionDuringEditing)")
    case 2:
      model.allowsMultipleSelectionDuringEditing.toggle()
      table.allowsMultipleSelectionDuringEditing = model.allowsMultipleSelectionDuringEditing
      return describe("allowsMultipleSelectionDuringEditing = \(model.allowsMultipleSelectionDuringEditing)")
    default:
      model.allowsMultipleSelection.toggle()
      table.allowsMultipleSelection = model.allowsMultipleSelection
      return describe("allowsMultipleSelection = \(model.allowsMultipleSelection)")
    }
  }

  func setEditing() -> String {
    let editing = rng.percent(85) ? !model.isEditing : model.isEditing
    if editing != model.isEditing {
      model.isEditing = editing
      // Selection the new mode does not allow goes; of several, only the first stays.
      if !model.selectionAllowed {
        model.selected = []
      } else if !model.multipleSelectionAllowed, model.selected.count > 1, let first = model.selectedIndexPaths().first,
        let row = model.row(at: first)
      {
        model.selected = [row.key]
      }
    }
    table.setEditing(editing, animated: rng.percent(50))
    return describe("\(editing)")
  }

  func userCommitEditing() -> String {
    let indexPath = anyIndexPath()
    let before = model.sections
    let anchor = model.anchor()
    let errorsBefore = errors.count
    let commitsBefore = arrayDataSource?.commits ?? []
    var expected: TableViewCell.EditingStyle?
    if let row = model.row(at: indexPath), mode == .snapshots || RowRules.canEdit(row.id) {
      let style = RowRules.editingStyle(row.id)
      if style != .none { expected = style }
    }
    let style = table.userCommitEditing(at: indexPath)
    if style != expected {
      pending.append("userCommitEditing answered \(String(describing: style)), model \(String(describing: expected))")
    }
    // The diffable data source commits nothing: the table stays as it was.
    guard let style = expected, mode == .batches else { return describe("\(indexPath)") }
    let committed =
      style == .delete
      ? "delete \(indexPath)" : "insert \(IndexPath(row: indexPath.row + 1, section: indexPath.section))"
    if arrayDataSource?.commits != commitsBefore + [committed] {
      pending.append("the data source was not asked to commit \(committed)")
    }
    var edited = before
    var ended: Set<Int> = []
    if style == .delete {
      ended.insert(edited[indexPath.section].rows.remove(at: indexPath.row).key)
    } else if let fresh = model.row(at: IndexPath(row: indexPath.row + 1, section: indexPath.section)) {
      edited[indexPath.section].rows.insert(fresh, at: indexPath.row + 1)
      if before.contains(where: { $0.rows.contains { $0.key == fresh.key } }) {
        pending.append("the inserted row is not fresh")
      }
    }
    if model.sections != edited { pending.append("the data source's edit is not the one committed") }
    checkOutcome(accepted: true, completion: nil, errorsBefore: errorsBefore)
    model.forget(ended)
    checkAnchor(anchor, ended: ended, clamped: model.reanchor(anchor, ended: ended))
    return describe("\(indexPath) \(style)")
  }

  func userMoveRow() -> String {
    guard let source = randomRow(), let row = model.row(at: source) else { return describe("no rows") }
    let sections = model.sections.count
    let section = rng.percent(8) ? [-1, sections][rng.draw(0...1)] : rng.draw(0...(sections - 1))
    let rows = model.sections.indices.contains(section) ? model.sections[section].rows.count : 0
    let proposed = IndexPath(row: rng.draw(-1...(rows + 1)), section: section)
    var expected: IndexPath?
    if model.isEditing, RowRules.canMove(row.id), (0..<sections).contains(section) {
      let limit = rows - (section == source.section ? 1 : 0)
      if (0...max(limit, 0)).contains(proposed.row), proposed != source { expected = proposed }
    }
    let before = model.sections
    let anchor = model.anchor()
    let errorsBefore = errors.count
    let commitsBefore = arrayDataSource?.commits ?? []
    let destination = table.userMoveRow(at: source, to: proposed)
    if destination != expected {
      pending.append("userMoveRow answered \(String(describing: destination)), model \(String(describing: expected))")
    }
    guard let expected else { return describe("\(source) to \(proposed)") }
    var moved = before
    let lifted = moved[source.section].rows.remove(at: source.row)
    moved[expected.section].rows.insert(lifted, at: expected.row)
    switch mode {
    case .batches:
      // The array data source moved the row in the model's arrays itself.
      if model.sections != moved { pending.append("the data source's move is not the one the table made") }
      if arrayDataSource?.commits != commitsBefore + ["move \(source) \(expected)"] {
        pending.append("the data source was not asked to move \(source) to \(expected)")
      }
    case .snapshots:
      // The diffable data source moved it in its snapshot.
      model.sections = moved
      checkSnapshot()
    }
    checkOutcome(accepted: true, completion: nil, errorsBefore: errorsBefore)
    checkAnchor(anchor, ended: [], clamped: model.reanchor(anchor, ended: []))
    return describe("\(source) to \(proposed)")
  }

  func resize() -> String {
    // Mostly a phone's worth of rows; sometimes tall enough to show a whole small table.
    let height = rng.percent(88) ? rng.draw(1...45) : rng.percent(60) ? rng.draw(46...160) : 1
    let size = CGSize(width: rng.draw(10...100), height: height)
    if size != table.frame.size { mostShownSinceResize = 0 }
    table.frame.size = size
    model.viewport = size
    model.offset = model.clamped(model.offset)
    return describe("to \(size.width)×\(size.height)")
  }
}
