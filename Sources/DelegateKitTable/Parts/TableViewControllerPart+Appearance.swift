public import Foundation

// What happens to the table's rows and selection as the controller appears, and as the
// keyboard comes and goes.

extension TableViewControllerPart {
  /// The `willAppear` work: reload as ``reloading`` says, then clear or keep the selection.
  func prepareForAppearance(animated: Bool) {
    let selected = tableView.indexPathsForSelectedRows ?? []
    let reloads: Bool
    switch reloading {
    case .never: reloads = false
    case .onFirstAppearance: reloads = !hasReloadedForAppearance
    case .onEveryAppearance: reloads = true
    }
    if reloads {
      hasReloadedForAppearance = true
      // A reload clears the table's selection, as UIKit's does; a part that keeps the
      // selection puts it back below.
      tableView.reloadData()
    }
    if clearsSelectionOnViewWillAppear {
      for indexPath in selected { tableView.deselectRow(at: indexPath, animated: animated) }
      // Only an appearance that cleared something has something to give back.
      selectionClearedForAppearance = selected.isEmpty ? nil : selected
    } else {
      if reloads { reselect(selected) }
      selectionClearedForAppearance = nil
    }
  }

  /// Gives back the selection a cancelled appearance cleared, if any.
  func restoreSelectionOfCancelledAppearance() {
    guard let cleared = selectionClearedForAppearance else { return }
    selectionClearedForAppearance = nil
    reselect(cleared)
  }

  /// Selects `indexPaths` again without telling the delegate, skipping rows that no
  /// longer exist (the data may have changed while the controller was away).
  private func reselect(_ indexPaths: [IndexPath]) {
    for indexPath in indexPaths where tableView.isValidRow(indexPath) {
      tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }
  }

  // MARK: - Keyboard

  /// A keyboard covers the bottom `height` points of the table: the part insets the
  /// table's bottom by that much and scrolls the selected row (the first, with several)
  /// above the keyboard, as `UITableViewController` does.
  ///
  /// The front end calls it as the keyboard shows or changes height, and
  /// ``keyboardWillHide(animated:)`` as it goes. The part rather than the table is told,
  /// because a keyboard is an event of the screen, and because the part must know which
  /// inset was the keyboard's to give the old one back: the table's own bottom inset (a
  /// toolbar's, say) is kept under the keyboard and restored after it.
  ///
  /// ```swift
  /// table.keyboardWillShow(height: 8)   // rows under the bottom 8 points stay reachable
  /// table.keyboardWillHide()
  /// ```
  ///
  /// - Parameters:
  ///   - height: How much of the table's bottom the keyboard covers, in points.
  ///   - animated: Passed to the scroll.
  public func keyboardWillShow(height: CGFloat, animated: Bool = true) {
    // A keyboard that changes height replaces itself: the inset to give back is the one
    // from before the first.
    if keyboardHeight == nil { bottomInsetBeforeKeyboard = tableView.contentInset.bottom }
    keyboardHeight = height
    // The keyboard covers an inset smaller than itself, rather than adding to it.
    tableView.contentInset.bottom = max(bottomInsetBeforeKeyboard, height)
    if let selected = tableView.indexPathForSelectedRow, tableView.isValidRow(selected) {
      tableView.scrollToRow(at: selected, at: .none, animated: animated)
    }
  }

  /// The keyboard goes away: the table's bottom inset is what it was before
  /// ``keyboardWillShow(height:animated:)``. Nothing happens while no keyboard shows.
  ///
  /// - Parameter animated: Accepted for symmetry; the change happens at once.
  public func keyboardWillHide(animated: Bool = true) {
    guard keyboardHeight != nil else { return }
    keyboardHeight = nil
    tableView.contentInset.bottom = bottomInsetBeforeKeyboard
  }
}
