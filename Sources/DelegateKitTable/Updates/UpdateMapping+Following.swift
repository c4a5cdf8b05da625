import Foundation

extension UpdateMapping {
  /// Where a cursor on a row from before the update goes: the rule that keeps a keyboard
  /// user on the item they pointed at while the rows change under it.
  ///
  /// - A row that continues (kept, moved or reloaded) is followed to its new place.
  /// - A deleted row hands the cursor to the row that took its place: the first row below
  ///   it in its section that stays; at the end of the section, the last one above it that
  ///   stays.
  /// - When none of its section's rows stay (all deleted, or the section deleted or
  ///   reloaded), the cursor goes to the nearest row that exists after the update.
  ///
  /// So a row inserted above the cursor's row never takes the cursor, and a delete never
  /// lands the cursor on a row further away than a neighbour.
  ///
  /// - Returns: A row after the update, or `nil` when the table has none.
  /// - Complexity: O(log k) for k row operations in the row's section.
  func followingIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    if let new = newIndexPath(forOld: indexPath) { return new }
    guard let slot = RowSlot(indexPath), oldRowCounts.indices.contains(slot.section) else {
      return Self.nearestRow(to: indexPath, rowCounts: newRowCounts)
    }
    let section = newSection(forOld: slot.section)
    if let section, !reloadedOldSections[slot.section] {
      let leaving = leavingRows[slot.section] ?? .empty
      let arriving = arrivingRows[section] ?? .empty
      let staying = oldRowCounts[slot.section] - leaving.count
      // The k-th staying row of the old section lands on the k-th unlisted slot of the new.
      let rank = min(slot.row, oldRowCounts[slot.section]) - leaving.count(below: slot.row)
      if rank < staying { return IndexPath(row: arriving.unlisted(rank: rank), section: section) }
      if staying > 0 { return IndexPath(row: arriving.unlisted(rank: staying - 1), section: section) }
    }
    let place = IndexPath(row: slot.row, section: section ?? slot.section)
    return Self.nearestRow(to: place, rowCounts: newRowCounts)
  }

  /// The row nearest to `indexPath` among rows counted by `rowCounts`: the same place if it
  /// exists, else the last row of its section, else the closest row before it, else the
  /// closest after it.
  ///
  /// - Returns: `nil` when no section has a row.
  /// - Complexity: O(sections).
  static func nearestRow(to indexPath: IndexPath, rowCounts: [Int]) -> IndexPath? {
    guard indexPath.count == 2, !rowCounts.isEmpty else { return nil }
    let section = min(max(indexPath.section, 0), rowCounts.count - 1)
    if rowCounts[section] > 0 {
      return IndexPath(row: min(max(indexPath.row, 0), rowCounts[section] - 1), section: section)
    }
    if let before = (0..<section).last(where: { rowCounts[$0] > 0 }) {
      return IndexPath(row: rowCounts[before] - 1, section: before)
    }
    if let after = (section + 1..<rowCounts.count).first(where: { rowCounts[$0] > 0 }) {
      return IndexPath(row: 0, section: after)
    }
    return nil
  }
}
