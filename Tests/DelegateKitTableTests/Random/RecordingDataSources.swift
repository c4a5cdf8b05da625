import DelegateKitTable
import Foundation

/// Calls that named a section or row the data did not have when the table made them. The
/// data sources answer such calls with a placeholder instead of trapping, so a run reports
/// every violation with its seed and step rather than dying on the first.
@MainActor
final class ViolationLog {
  var entries: [String] = []

  func record(_ call: String) { entries.append(call) }
}

/// How every data source here makes a row's cell: its text names the row and its content
/// version, so a cell left stale by a missed reload or reconfigure is caught by its text.
@MainActor
enum RowCells {
  static func cell(for row: ModelRow, in tableView: TableView, at indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath)
    cell.text = row.text
    return cell
  }

  /// A cell no one reuses, for a call out of range.
  static func placeholder() -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.text = "out of range"
    return cell
  }
}

/// A data source over the reference model's arrays, as an app's would be: the harness
/// edits the arrays and tells the table, and the user's deletes, inserts and moves edit
/// them here, as UIKit expects of a data source.
@MainActor
final class ArrayDataSource: TableViewDataSource {
  let model: ReferenceTable
  let log: ViolationLog
  /// The user's edits the table committed here, in the harness's words.
  var commits: [String] = []

  init(model: ReferenceTable, log: ViolationLog) {
    self.model = model
    self.log = log
  }

  func numberOfSections(in tableView: TableView) -> Int { model.sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard model.sections.indices.contains(section) else {
      log.record("numberOfRowsInSection \(section) of \(model.sections.count)")
      return 0
    }
    return model.sections[section].rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let row = row(indexPath, "cellForRowAt") else { return RowCells.placeholder() }
    return RowCells.cell(for: row, in: tableView, at: indexPath)
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    guard model.sections.indices.contains(section) else {
      log.record("titleForHeaderInSection \(section) of \(model.sections.count)")
      return nil
    }
    return RowRules.headerTitle(section: model.sections[section].id)
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    guard model.sections.indices.contains(section) else {
      log.record("titleForFooterInSection \(section) of \(model.sections.count)")
      return nil
    }
    return RowRules.footerTitle(section: model.sections[section].id)
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    row(indexPath, "canEditRowAt").map { RowRules.canEdit($0.id) } ?? false
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    row(indexPath, "canMoveRowAt").map { RowRules.canMove($0.id) } ?? false
  }

  func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  {
    guard row(indexPath, "commit") != nil else { return }
    switch editingStyle {
    case .delete:
      commits.append("delete \(indexPath)")
      model.sections[indexPath.section].rows.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    case .insert:
      // An insert control adds a fresh row just below the one tapped.
      let below = IndexPath(row: indexPath.row + 1, section: indexPath.section)
      commits.append("insert \(below)")
      model.sections[below.section].rows.insert(model.makeRow(), at: below.row)
      tableView.insertRows(at: [below], with: .automatic)
    case .none:
      commits.append("none \(indexPath)")
    }
  }

  func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    guard row(sourceIndexPath, "moveRowAt") != nil else { return }
    let moved = model.sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
    guard model.sections.indices.contains(destinationIndexPath.section),
      (0...model.sections[destinationIndexPath.section].rows.count).contains(destinationIndexPath.row)
    else {
      log.record("moveRowAt destination \(destinationIndexPath)")
      model.sections[sourceIndexPath.section].rows.insert(moved, at: sourceIndexPath.row)
      return
    }
    commits.append("move \(sourceIndexPath) \(destinationIndexPath)")
    model.sections[destinationIndexPath.section].rows.insert(moved, at: destinationIndexPath.row)
  }

  private func row(_ indexPath: IndexPath, _ call: String) -> ModelRow? {
    guard let row = model.row(at: indexPath) else {
      log.record("\(call) \(indexPath)")
      return nil
    }
    return row
  }
}

/// A delegate that answers selection and editing questions by the row's identifier, with
/// the table's own row height: it does not implement `heightForRowAt`.
@MainActor
final class RowDelegate: TableViewDelegate {
  let rows: @MainActor (IndexPath) -> ModelRow?
  let log: ViolationLog

  init(log: ViolationLog, rows: @escaping @MainActor (IndexPath) -> ModelRow?) {
    self.log = log
    self.rows = rows
  }

  func row(_ indexPath: IndexPath, _ call: String) -> ModelRow? {
    guard let row = rows(indexPath) else {
      log.record("\(call) \(indexPath)")
      return nil
    }
    return row
  }

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    row(indexPath, "shouldHighlightRowAt").map { RowRules.shouldHighlight($0.id) } ?? false
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    row(indexPath, "willSelectRowAt").flatMap { RowRules.willSelect($0.id) ? indexPath : nil }
  }

  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    row(indexPath, "willDeselectRowAt").map { _ in indexPath }
  }

  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
    row(indexPath, "editingStyleForRowAt").map { RowRules.editingStyle($0.id) } ?? .none
  }

  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
    // The cell about to show must already show the row the data has there.
    guard let row = row(indexPath, "willDisplay") else { return }
    if cell.text != row.text {
      log.record("willDisplay \(indexPath): cell shows \(cell.text ?? "nil"), row is \(row.text)")
    }
  }
}

/// ``RowDelegate`` that also answers each row's height from the model: the variable-height
/// variant. Composition, not a subclass, as a subclass cannot add a protocol witness.
@MainActor
final class SizingRowDelegate: TableViewDelegate {
  let base: RowDelegate

  init(_ base: RowDelegate) { self.base = base }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    base.row(indexPath, "heightForRowAt")?.height ?? 1
  }
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    base.tableView(tableView, shouldHighlightRowAt: indexPath)
  }
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    base.tableView(tableView, willSelectRowAt: indexPath)
  }
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    base.tableView(tableView, willDeselectRowAt: indexPath)
  }
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
    base.tableView(tableView, editingStyleForRowAt: indexPath)
  }
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
    base.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }
}
