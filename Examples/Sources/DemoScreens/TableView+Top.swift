import DelegateKitTable
import Foundation

extension TableView {
  /// Shows a new list from its start: scrolled to the top with its header in view, and
  /// the cursor on the first row, or on none.
  ///
  /// For a new search's results or an organization just opened; a change to the list
  /// shown (another connection's edit) keeps the cursor on its item instead, as the table
  /// does by itself.
  ///
  /// - Parameter withCursor: Whether the cursor goes on the first row; `false` leaves no
  ///   cursor, and the first key lands on the first row.
  func showFromTop(withCursor: Bool) {
    let section = (0..<numberOfSections).first { numberOfRows(inSection: $0) > 0 }
    focusRow(at: withCursor ? section.map { IndexPath(row: 0, section: $0) } : nil)
    setContentOffset(CGPoint(x: contentOffset.x, y: minimumContentOffsetY), animated: false)
  }
}
