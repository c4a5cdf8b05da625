import Foundation

/// The rows and sections a data source added after its last ones, found by comparing row
/// counts: how the mediator inserts a page without being told which rows it holds.
///
/// Only growth at the end is recognised: each old section keeps its rows and may gain some
/// after them, and new sections may follow the old ones. Anything else (a section or row
/// fewer) is not an append, and the caller reloads instead.
///
/// ```swift
/// AppendedRows(old: [3], new: [5, 2])
/// // insertedRows: [0-3, 0-4], insertedSections: [1]
/// ```
struct AppendedRows: Equatable {
  /// The new rows in the old sections, by their index paths after the update.
  var insertedRows: [IndexPath]

  /// The new sections, which bring their rows with them.
  var insertedSections: IndexSet

  /// The difference between two sets of counts, or `nil` when it is not a pure append.
  ///
  /// - Parameters:
  ///   - old: Each section's row count as the table shows it.
  ///   - new: Each section's row count as the data source now answers.
  /// - Complexity: O(sections + inserted rows).
  init?(old: [Int], new: [Int]) {
    guard new.count >= old.count else { return nil }
    var rows: [IndexPath] = []
    for (section, count) in old.enumerated() {
      guard new[section] >= count else { return nil }
      rows += (count..<new[section]).map { IndexPath(row: $0, section: section) }
    }
    insertedRows = rows
    insertedSections = IndexSet(integersIn: old.count..<new.count)
  }

  /// Whether nothing was added.
  var isEmpty: Bool { insertedRows.isEmpty && insertedSections.isEmpty }
}
