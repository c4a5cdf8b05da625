package import Foundation

/// The changes a table view collects inside one `performBatchUpdates` call, indexed the way
/// UIKit indexes them.
///
/// UIKit applies a batch as if every deletion, reload and move source happened first, against
/// the table as it was **before** the update, and every insertion and move destination
/// happened afterwards, against the table as it is **after** the update. This type only records
/// the calls in that convention; ``UpdateMapping/init(validating:oldRowCounts:newRowCounts:)``
/// checks them against the row counts and works out where every row goes.
///
/// The type is `package` rather than `internal` only so the `DiffTiming` benchmark in this
/// package can receive one from the snapshot diff; it is not public API.
package struct BatchUpdate: Equatable, Sendable {
  /// A section moved by `moveSection(_:toSection:)`.
  package struct SectionMove: Equatable, Sendable {
    /// The section's index before the update.
    package var from: Int
    /// The section's index after the update.
    package var to: Int

    /// Creates a section move from an index before the update to one after it.
    package init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// A row moved by `moveRow(at:to:)`.
  package struct RowMove: Equatable, Sendable {
    /// The row's index path before the update.
    package var from: IndexPath
    /// The row's index path after the update.
    package var to: IndexPath

    /// Creates a row move from an index path before the update to one after it.
    package init(from: IndexPath, to: IndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// Sections deleted, by their index before the update.
  package var deletedSections: [Int] = []
  /// Sections inserted, by their index after the update.
  package var insertedSections: [Int] = []
  /// Sections reloaded, by their index before the update; every row in them comes afresh
  /// from the data source and their row count may change freely.
  package var reloadedSections: [Int] = []
  /// Sections moved; each carries its rows along.
  package var movedSections: [SectionMove] = []
  /// Rows deleted, by their index path before the update.
  package var deletedRows: [IndexPath] = []
  /// Rows inserted, by their index path after the update.
  package var insertedRows: [IndexPath] = []
  /// Rows reloaded, by their index path before the update; the row keeps its place but its
  /// cell is replaced by a fresh one from the data source.
  package var reloadedRows: [IndexPath] = []
  /// Rows reconfigured, by their index path before the update; the row keeps its identity and
  /// its cell, whose content is updated in place. A reconfigured row may also be moved.
  package var reconfiguredRows: [IndexPath] = []
  /// Rows moved; each keeps its identity.
  package var movedRows: [RowMove] = []

  /// Creates an empty batch.
  package init() {}

  /// Whether the batch asks for no change at all.
  ///
  /// - Complexity: O(1).
  package var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && reloadedRows.isEmpty && reconfiguredRows.isEmpty && movedRows.isEmpty
  }
}

// The adders mirror UITableView's calls and only record them: checking happens once, for the
// whole batch, because UIKit's rules are about the batch as a whole, not about each call.
extension BatchUpdate {
  /// Records sections to delete, by their index before the update.
  package mutating func deleteSections(_ sections: some Sequence<Int>) {
    deletedSections.append(contentsOf: sections)
  }

  /// Records sections to insert, by their index after the update.
  package mutating func insertSections(_ sections: some Sequence<Int>) {
    insertedSections.append(contentsOf: sections)
  }

  /// Records sections to reload, by their index before the update.
  package mutating func reloadSections(_ sections: some Sequence<Int>) {
    reloadedSections.append(contentsOf: sections)
  }

  /// Records a section move from its index before the update to its index after it.
  package mutating func moveSection(_ section: Int, toSection newSection: Int) {
    movedSections.append(SectionMove(from: section, to: newSection))
  }

  /// Records rows to delete, by their index paths before the update.
  package mutating func deleteRows(_ indexPaths: some Sequence<IndexPath>) {
    deletedRows.append(contentsOf: indexPaths)
  }

  /// Records rows to insert, by their index paths after the update.
  package mutating func insertRows(_ indexPaths: some Sequence<IndexPath>) {
    insertedRows.append(contentsOf: indexPaths)
  }

  /// Records rows to reload, by their index paths before the update.
  package mutating func reloadRows(_ indexPaths: some Sequence<IndexPath>) {
    reloadedRows.append(contentsOf: indexPaths)
  }

  /// Records rows to reconfigure, by their index paths before the update.
  package mutating func reconfigureRows(_ indexPaths: some Sequence<IndexPath>) {
    reconfiguredRows.append(contentsOf: indexPaths)
  }

  /// Records a row move from its index path before the update to its index path after it.
  package mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    movedRows.append(RowMove(from: indexPath, to: newIndexPath))
  }
}
