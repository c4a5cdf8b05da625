public import Foundation

/// The reason a batch of table view updates was refused, worded like the
/// `NSInternalInconsistencyException` UIKit raises for the same mistake.
///
/// UIKit crashes on an inconsistent batch; this engine refuses it instead and reports which
/// rule it broke, with the numbers involved, so the table can log a diagnostic and fall back
/// to reloading its data.
public struct TableViewUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One of the calls a batch is made of, as named in an error.
  public enum Operation: Equatable, Sendable {
    /// `deleteSections` or `deleteRows`: indexes from before the update.
    case delete
    /// `insertSections` or `insertRows`: indexes from after the update.
    case insert
    /// `reloadSections` or `reloadRows`: indexes from before the update.
    case reload
    /// `reconfigureRows`: index paths from before the update.
    case reconfigure
    /// `moveSection` or `moveRow`: the source from before the update, the destination from
    /// after it. A reason's wording says which end it means.
    case move
  }

  /// The rule a batch broke.
  ///
  /// A batch that keeps all of these rules has exactly one outcome: every section and row
  /// after the update is either fresh from the data source or the continuation of exactly one
  /// section or row from before it, at exactly one place. The validator checks the rules in
  /// the order the cases are declared and reports the first one broken; within a rule it
  /// looks at the batch's lists in the order deletes, inserts, reloads, reconfigures, moves.
  ///
  /// - `negativeRowCountBeforeUpdate`: no section has a negative row count before the update.
  /// - `negativeRowCountAfterUpdate`: no section has a negative row count after the update.
  /// - `sectionOutOfRangeBeforeUpdate`: deleted, reloaded and moved-from sections exist before the update.
  /// - `sectionOutOfRangeAfterUpdate`: inserted and moved-to sections exist after the update.
  /// - `conflictingSectionOperationsBeforeUpdate`: one delete, reload or move-from per old section, at most.
  /// - `conflictingSectionOperationsAfterUpdate`: one insert or move-to per new section, at most.
  /// - `invalidNumberOfSections`: sections after = sections before − deleted + inserted.
  /// - `malformedIndexPath`: every row's index path has exactly two indexes (section, row).
  /// - `rowSectionOutOfRangeBeforeUpdate`: rows deleted, reloaded, reconfigured or moved from name an old section.
  /// - `rowOutOfRangeBeforeUpdate`: …and a row that section has before the update.
  /// - `rowSectionOutOfRangeAfterUpdate`: rows inserted or moved to name a section of after the update.
  /// - `rowOutOfRangeAfterUpdate`: …and a row that section has after the update.
  /// - `rowInDeletedSection`: no row operation reaches into a deleted section (its rows go with it).
  /// - `rowInReloadedSection`: nor into a reloaded section (its rows are all replaced).
  /// - `rowIntoInsertedSection`: no row is inserted or moved into an inserted section (its rows are all fresh).
  /// - `rowIntoReloadedSection`: nor into a reloaded section, likewise.
  /// - `conflictingRowOperationsBeforeUpdate`: one delete, reload or move-from per old row; one reconfigure, not
  ///   with a delete or reload (a reconfigure may go with a move: the row keeps its identity).
  /// - `conflictingRowOperationsAfterUpdate`: one insert or move-to per new row, at most.
  /// - `invalidNumberOfRows`: in each section kept (not inserted, deleted or reloaded), rows after = rows before
  ///   − deleted − moved out + inserted + moved in; a move within the section counts neither way.
  /// - `duplicateIdentifiers`: a snapshot names each section and item once (UIKit stops the
  ///   program here; the table reloads instead).
  public enum Reason: Equatable, Sendable {
    /// A snapshot applied through ``TableViewDiffableDataSource`` repeats identifiers, shown
    /// as text. It is not a batch, so it is reported before any of the rules above.
    case duplicateIdentifiers(sections: [String], items: [String])
    /// The data source reported a negative number of rows for a section before the update.
    case negativeRowCountBeforeUpdate(section: Int, count: Int)
    /// The data source reports a negative number of rows for a section after the update.
    case negativeRowCountAfterUpdate(section: Int, count: Int)
    /// A section deleted, reloaded or moved from does not exist before the update.
    case sectionOutOfRangeBeforeUpdate(Operation, section: Int, sectionCount: Int)
    /// A section inserted or moved to does not exist after the update.
    case sectionOutOfRangeAfterUpdate(Operation, section: Int, sectionCount: Int)
    /// A section before the update is named by two deletes, reloads or move sources.
    case conflictingSectionOperationsBeforeUpdate(section: Int, first: Operation, second: Operation)
    /// A section after the update is named by two inserts or move destinations.
    case conflictingSectionOperationsAfterUpdate(section: Int, first: Operation, second: Operation)
    /// The number of sections after the update does not follow from the inserts and deletes.
    case invalidNumberOfSections(before: Int, after: Int, inserted: Int, deleted: Int)
    /// A row operation's index path does not have exactly two indexes.
    case malformedIndexPath(Operation, IndexPath)
    /// A row deleted, reloaded, reconfigured or moved from names a section that does not
    /// exist before the update.
    case rowSectionOutOfRangeBeforeUpdate(Operation, IndexPath, sectionCount: Int)
    /// A row deleted, reloaded, reconfigured or moved from does not exist before the update.
    case rowOutOfRangeBeforeUpdate(Operation, IndexPath, rowCount: Int)
    /// A row inserted or moved to names a section that does not exist after the update.
    case rowSectionOutOfRangeAfterUpdate(Operation, IndexPath, sectionCount: Int)
    /// A row inserted or moved to does not exist after the update.
    case rowOutOfRangeAfterUpdate(Operation, IndexPath, rowCount: Int)
    /// A row is deleted, reloaded, reconfigured or moved out of a section that is deleted.
    case rowInDeletedSection(Operation, IndexPath)
    /// A row is deleted, reloaded, reconfigured or moved out of a section that is reloaded.
    case rowInReloadedSection(Operation, IndexPath)
    /// A row is inserted or moved into a section that is inserted.
    case rowIntoInsertedSection(Operation, IndexPath)
    /// A row is inserted or moved into a section that is reloaded (index after the update).
    case rowIntoReloadedSection(Operation, IndexPath)
    /// A row before the update is named by two operations that cannot both apply to it.
    case conflictingRowOperationsBeforeUpdate(IndexPath, first: Operation, second: Operation)
    /// A row after the update is named by two inserts or move destinations.
    case conflictingRowOperationsAfterUpdate(IndexPath, first: Operation, second: Operation)
    /// The number of rows in a surviving section does not follow from the row operations.
    /// `section` is the section's index after the update.
    case invalidNumberOfRows(
      section: Int,
      before: Int,
      after: Int,
      inserted: Int,
      deleted: Int,
      movedIn: Int,
      movedOut: Int
    )
  }

  /// The rule the batch broke, with the numbers involved.
  public let reason: Reason

  /// Creates an error for a broken rule.
  public init(_ reason: Reason) {
    self.reason = reason
  }
}
