import Foundation

extension TableViewUpdateError {
  /// The message UIKit's `NSInternalInconsistencyException` carries for the same mistake,
  /// so logs read the same on both engines. Rules UIKit words only vaguely (or not at all)
  /// get a message in the same style.
  public var description: String {
    switch reason {
    case .negativeRowCountBeforeUpdate(let section, let count):
      return "invalid number of rows (\(count)) in section \(section) before the update"
    case .negativeRowCountAfterUpdate(let section, let count):
      return "invalid number of rows (\(count)) in section \(section) after the update"
    case .sectionOutOfRangeBeforeUpdate(let operation, let section, let count):
      return "attempt to \(operation.verb(after: false)) section \(section), "
        + "but there are only \(count) sections before the update"
    case .sectionOutOfRangeAfterUpdate(let operation, let section, let count):
      let action = operation == .insert ? "insert section \(section)" : "move a section to section \(section),"
      return "attempt to \(action) but there are only \(count) sections after the update"
    case .conflictingSectionOperationsBeforeUpdate(let section, let first, let second):
      return Self.conflict(first, second, after: false, subject: "section (\(section))")
    case .conflictingSectionOperationsAfterUpdate(let section, let first, let second):
      return Self.conflict(first, second, after: true, subject: "section (\(section))")
    case .invalidNumberOfSections(let before, let after, let inserted, let deleted):
      return "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (\(after)) must be equal to the number of sections contained "
        + "in the table view before the update (\(before)), plus or minus the number of sections "
        + "inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .malformedIndexPath(let operation, let indexPath):
      return "attempt to \(operation.verb(after: operation == .insert)) a row at index path "
        + "\(Array(indexPath)), but a table view's index paths have exactly two indexes (section, row)"
    case .rowSectionOutOfRangeBeforeUpdate(let operation, let indexPath, let count):
      return "attempt to \(Self.rowPhrase(operation, indexPath, after: false)), "
        + "but there are only \(count) sections before the update"
    case .rowOutOfRangeBeforeUpdate(let operation, let indexPath, let count):
      return "attempt to \(Self.rowPhrase(operation, indexPath, after: false)) "
        + "which only contains \(count) rows before the update"
    case .rowSectionOutOfRangeAfterUpdate(let operation, let indexPath, let count):
      return "attempt to \(Self.rowPhrase(operation, indexPath, after: true)), "
        + "but there are only \(count) sections after the update"
    case .rowOutOfRangeAfterUpdate(let operation, let indexPath, let count):
      return "attempt to \(Self.rowPhrase(operation, indexPath, after: true)), "
        + "but there are only \(count) rows in section \(Self.parts(indexPath).section) after the update"
    case .rowInDeletedSection(let operation, let indexPath):
      return "attempt to \(Self.rowPhrase(operation, indexPath, after: false)), "
        + "which is deleted in the same update"
    case .rowInReloadedSection(let operation, let indexPath):
      return "attempt to \(Self.rowPhrase(operation, indexPath, after: false)), "
        + "which is reloaded in the same update"
    case .rowIntoInsertedSection(let operation, let indexPath):
      return "attempt to \(Self.rowPhrase(operation, indexPath, after: true)), "
        + "which is inserted in the same update"
    case .rowIntoReloadedSection(let operation, let indexPath):
      return "attempt to \(Self.rowPhrase(operation, indexPath, after: true)), "
        + "which is reloaded in the same update"
    case .conflictingRowOperationsBeforeUpdate(let indexPath, let first, let second):
      return Self.conflict(first, second, after: false, subject: "index path \(Self.name(indexPath))")
    case .conflictingRowOperationsAfterUpdate(let indexPath, let first, let second):
      return Self.conflict(first, second, after: true, subject: "index path \(Self.name(indexPath))")
    case .duplicateIdentifiers(let sections, let items):
      let named = [
        sections.isEmpty ? nil : "duplicate section identifiers: " + sections.joined(separator: ", "),
        items.isEmpty ? nil : "duplicate item identifiers: " + items.joined(separator: ", "),
      ]
      return "Supplied identifiers are not unique; " + named.compactMap { $0 }.joined(separator: "; ")
        + ". The table reloaded the snapshot instead of updating."
    case .invalidNumberOfRows(let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
      return "Invalid update: invalid number of rows in section \(section). The number of rows "
        + "contained in an existing section after the update (\(after)) must be equal to the number "
        + "of rows contained in that section before the update (\(before)), plus or minus the number "
        + "of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) "
        + "and plus or minus the number of rows moved into or out of that section "
        + "(\(movedIn) moved in, \(movedOut) moved out)."
    }
  }

  /// "delete row 5 from section 0", "move a row to row 2 in section 1", … — the part of
  /// UIKit's row messages that names the call and where it points.
  private static func rowPhrase(_ operation: Operation, _ indexPath: IndexPath, after: Bool) -> String {
    let (section, row) = parts(indexPath)
    switch (operation, after) {
    case (.delete, _): return "delete row \(row) from section \(section)"
    case (.insert, _): return "insert row \(row) into section \(section)"
    case (.reload, _): return "reload row \(row) in section \(section)"
    case (.reconfigure, _): return "reconfigure row \(row) in section \(section)"
    case (.move, false): return "move row \(row) out of section \(section)"
    case (.move, true): return "move a row to row \(row) in section \(section)"
    }
  }

  /// "attempt to delete and reload the same section (2)", or "… the same X twice" when a
  /// call repeats.
  private static func conflict(_ first: Operation, _ second: Operation, after: Bool, subject: String) -> String {
    if first == second {
      return "attempt to \(first.verb(after: after)) the same \(subject) twice"
    }
    return "attempt to \(first.verb(after: after)) and \(second.verb(after: after)) the same \(subject)"
  }

  /// "(section 0, row 2)".
  private static func name(_ indexPath: IndexPath) -> String {
    let (section, row) = parts(indexPath)
    return "(section \(section), row \(row))"
  }

  /// An index path's section and row as text. The validator only reports well-formed index
  /// paths here, but a reason can be built by hand, and describing it must not trap: any
  /// other shape prints whole in both places.
  private static func parts(_ indexPath: IndexPath) -> (section: String, row: String) {
    guard indexPath.count == 2 else { return ("\(Array(indexPath))", "\(Array(indexPath))") }
    return ("\(indexPath.section)", "\(indexPath.row)")
  }
}

extension TableViewUpdateError.Operation {
  /// The verb UIKit's messages use; a move names its destination after the update.
  fileprivate func verb(after: Bool) -> String {
    switch self {
    case .delete: "delete"
    case .insert: "insert"
    case .reload: "reload"
    case .reconfigure: "reconfigure"
    case .move: after ? "move to" : "move"
    }
  }
}
