public import Foundation

/// The keyboard cursor: the row a front end without touch (a terminal, a remote) points at,
/// which arrow keys move and Enter selects.
///
/// UIKit's focus engine keeps such a row for a table on a TV or with a hardware keyboard;
/// here the front end moves it with ``focusRow(at:)`` and the table keeps it on its item
/// while the rows change:
///
/// - a batch update, or a snapshot applied by difference, follows the item to its new
///   place; when the item is deleted the cursor goes to the row that took its place (the
///   next row that stays in its section, or at the end of the section the one above);
/// - ``reloadData()`` knows no items, so the cursor keeps its index path, moved to the
///   nearest row that exists.
///
/// A cursor in view before an update stays in view after it: the table scrolls as little
/// as shows it, where it would otherwise keep its top row in place. A cursor on the last
/// row of a table scrolled to its end keeps the end in view: rows appended after it (the
/// loading row of a next page) come into view.
///
/// The selection follows the same updates by UIKit's rule: a row that continues keeps its
/// selection, and a deleted or reloaded row loses it.
///
/// ```swift
/// table.focusRow(at: IndexPath(row: 3, section: 0))
/// // Another process inserts a row at the top:
/// table.performBatchUpdates { table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }
/// table.focusedIndexPath  // [0, 4]: still the same item
/// ```
extension TableView {
  /// The row the keyboard cursor is on, or `nil` when there is none.
  public var focusedIndexPath: IndexPath? {
    reloadIfNeeded()
    return focusedRow
  }

  /// Puts the keyboard cursor on a row, or removes it with `nil`, without scrolling and
  /// without telling the delegate.
  ///
  /// - Parameter indexPath: An existing row, or `nil`.
  /// - Precondition: `indexPath` names an existing row.
  public func focusRow(at indexPath: IndexPath?) {
    if let indexPath { checkRow(indexPath, in: loadedGeometry) }
    guard focusedRow != indexPath else { return }
    focusedRow = indexPath
    setNeedsDisplay()
  }

  /// Moves the cursor after an update, by ``UpdateMapping/followingIndexPath(forOld:)``.
  func moveFocus(with mapping: UpdateMapping) {
    guard let old = focusedRow else { return }
    focusedRow = mapping.followingIndexPath(forOld: old)
  }

  /// Keeps the cursor's index path after a reload, moved to the nearest row that exists.
  func clampFocus(to geometry: TableGeometry) {
    guard let old = focusedRow else { return }
    let counts = (0..<geometry.numberOfSections).map { geometry.numberOfRows(inSection: $0) }
    focusedRow = UpdateMapping.nearestRow(to: old, rowCounts: counts)
  }

  /// Whether the cursor's row lies wholly within the visible area of `geometry`.
  func isFocusVisible(in geometry: TableGeometry) -> Bool {
    guard let focused = focusedRow, geometry.containsRow(focused) else { return false }
    let span = geometry.rowSpan(at: focused)
    let top = _contentOffset.y
    return span.minY >= top && span.maxY <= top + bounds.height
  }

  /// Whether the cursor is on the last row and the table is scrolled to its end.
  func isFollowingEnd(in geometry: TableGeometry) -> Bool {
    guard let focused = focusedRow, geometry.containsRow(focused) else { return false }
    let counts = (0..<geometry.numberOfSections).map { geometry.numberOfRows(inSection: $0) }
    guard let last = counts.lastIndex(where: { $0 > 0 }) else { return false }
    return focused == IndexPath(row: counts[last] - 1, section: last) && _contentOffset.y >= maximumContentOffsetY
  }

  /// The content offset that shows the cursor's row with the least scrolling from the
  /// current one, within the scrollable range.
  func offsetShowingFocus(in geometry: TableGeometry) -> CGFloat? {
    guard let focused = focusedRow, geometry.containsRow(focused) else { return nil }
    let span = geometry.rowSpan(at: focused)
    var y = _contentOffset.y
    if span.maxY > y + bounds.height { y = span.maxY - bounds.height }
    if span.minY < y { y = span.minY }
    return min(max(y, minimumContentOffsetY), maximumContentOffsetY)
  }
}

extension TableGeometry {
  /// Whether `indexPath` names a row of this layout.
  func containsRow(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, (0..<numberOfSections).contains(indexPath.section) else { return false }
    return (0..<numberOfRows(inSection: indexPath.section)).contains(indexPath.row)
  }
}
