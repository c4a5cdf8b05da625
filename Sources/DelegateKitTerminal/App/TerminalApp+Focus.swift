import DelegateKitTable
public import Foundation

/// The cursor: the row ↑/↓ move over and Enter selects. It is the visible table's
/// keyboard cursor (`TableView.focusedIndexPath`), so it lives as long as the screen's
/// table and follows its item through every update the table applies.
extension TerminalApp {
  /// The cursor's row on the visible screen.
  public var focusedIndexPath: IndexPath? {
    parts.tableView?.focusedIndexPath
  }

  /// Puts the cursor on `indexPath` and scrolls as little as possible to show it.
  func setFocus(_ indexPath: IndexPath?, in table: TableView) {
    table.focusRow(at: indexPath)
    if let indexPath {
      table.scrollToRow(at: indexPath, at: .none, animated: false)
      // At the first or the last row, the headers above it or the footers below it come
      // into view too: nothing else would ever show them, since the cursor only visits rows.
      if Self.row(before: indexPath, in: table) == nil {
        table.setContentOffset(CGPoint(x: table.contentOffset.x, y: table.minimumContentOffsetY), animated: false)
      } else if Self.row(after: indexPath, in: table) == nil {
        table.setContentOffset(CGPoint(x: table.contentOffset.x, y: table.maximumContentOffsetY), animated: false)
      }
    }
    setNeedsDisplay()
  }

  /// Moves the cursor by `steps` rows (negative: up), across sections, stopping at the ends.
  /// With no cursor yet, it starts on the first visible row.
  func moveFocus(by steps: Int, in table: TableView) {
    guard var current = focusedIndexPath ?? firstVisibleRow(in: table) else { return }
    if focusedIndexPath != nil {
      for _ in 0..<abs(steps) {
        guard let next = steps > 0 ? Self.row(after: current, in: table) : Self.row(before: current, in: table) else {
          break
        }
        current = next
      }
    }
    setFocus(current, in: table)
  }

  /// Moves the cursor a page: by as many rows as the table shows.
  func pageFocus(down: Bool, in table: TableView) {
    let page = max(1, (table.indexPathsForVisibleRows?.count ?? 1) - 1)
    moveFocus(by: down ? page : -page, in: table)
  }

  /// Moves the cursor to the first or the last row.
  func focusEnd(last: Bool, in table: TableView) {
    setFocus(last ? Self.lastRow(in: table) : Self.firstRow(in: table), in: table)
  }

  func firstVisibleRow(in table: TableView) -> IndexPath? {
    table.indexPathsForVisibleRows?.first ?? Self.firstRow(in: table)
  }

  static func firstRow(in table: TableView) -> IndexPath? {
    for section in 0..<table.numberOfSections where table.numberOfRows(inSection: section) > 0 {
      return IndexPath(row: 0, section: section)
    }
    return nil
  }

  static func lastRow(in table: TableView) -> IndexPath? {
    for section in (0..<table.numberOfSections).reversed() {
      let rows = table.numberOfRows(inSection: section)
      if rows > 0 { return IndexPath(row: rows - 1, section: section) }
    }
    return nil
  }

  static func row(after indexPath: IndexPath, in table: TableView) -> IndexPath? {
    if indexPath.row + 1 < table.numberOfRows(inSection: indexPath.section) {
      return IndexPath(row: indexPath.row + 1, section: indexPath.section)
    }
    var section = indexPath.section + 1
    while section < table.numberOfSections {
      if table.numberOfRows(inSection: section) > 0 { return IndexPath(row: 0, section: section) }
      section += 1
    }
    return nil
  }

  static func row(before indexPath: IndexPath, in table: TableView) -> IndexPath? {
    if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
    var section = indexPath.section - 1
    while section >= 0 {
      let rows = table.numberOfRows(inSection: section)
      if rows > 0 { return IndexPath(row: rows - 1, section: section) }
      section -= 1
    }
    return nil
  }
}
