import Foundation

/// A row's place as two plain integers.
///
/// The mapping hashes and compares places constantly; `IndexPath` can hold any number of
/// indexes, so it costs more per hash and cannot be trusted to have two.
struct RowSlot: Hashable, Sendable {
  /// The section's index.
  var section: Int
  /// The row's index in its section.
  var row: Int

  /// Creates a place from its two indexes.
  init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Reads an index path, or returns `nil` if it does not have exactly two indexes.
  init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return nil }
    self.init(section: indexPath.section, row: indexPath.row)
  }

  /// The same place as a table view index path.
  var indexPath: IndexPath { IndexPath(row: row, section: section) }
}
