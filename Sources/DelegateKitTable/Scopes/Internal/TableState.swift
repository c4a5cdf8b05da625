import Foundation

/// What the user sees of a table besides its rows: the scroll position, the selection and
/// the keyboard cursor, saved when a scope or mode is left and restored when it is shown
/// again.
struct TableState: Equatable {
  var contentOffset: CGPoint
  var selectedRows: [IndexPath]
  var focusedRow: IndexPath? = nil

  /// The state of a table at the top, with nothing selected: a first visit's.
  @MainActor
  static func top(of table: TableView) -> TableState {
    TableState(contentOffset: CGPoint(x: 0, y: table.minimumContentOffsetY), selectedRows: [])
  }

  /// The state `table` shows now.
  @MainActor
  init(capturing table: TableView) {
    contentOffset = table.contentOffset
    selectedRows = table.indexPathsForSelectedRows ?? []
    focusedRow = table.focusedIndexPath
  }

  init(contentOffset: CGPoint, selectedRows: [IndexPath]) {
    self.contentOffset = contentOffset
    self.selectedRows = selectedRows
  }

  /// Shows this state on `table`, which has just reloaded: the rows may have changed since
  /// the state was saved (an answer arrived, data changed), so rows that no longer exist
  /// are not selected, the cursor goes to the nearest row that exists, and the offset is
  /// clamped to the new content. Neither tells the
  /// delegate of a selection, as a program's selection never does.
  @MainActor
  func restore(to table: TableView) {
    for indexPath in selectedRows where Self.exists(indexPath, in: table) {
      table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }
    let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    table.focusRow(at: focusedRow.flatMap { UpdateMapping.nearestRow(to: $0, rowCounts: counts) })
    let y = min(max(contentOffset.y, table.minimumContentOffsetY), table.maximumContentOffsetY)
    table.setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
  }

  @MainActor
  private static func exists(_ indexPath: IndexPath, in table: TableView) -> Bool {
    guard indexPath.count == 2, (0..<table.numberOfSections).contains(indexPath.section) else { return false }
    return (0..<table.numberOfRows(inSection: indexPath.section)).contains(indexPath.row)
  }
}

/// What a scope of a ``ScopeViewController`` showed when it was left.
struct ScopeState: Equatable {
  var table: TableState
  var searchText: String
}
