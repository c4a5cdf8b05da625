public import Foundation

extension TableView {
  /// Loads the rows if needed and makes the visible rows' cells, as UIKit does on layout.
  public func layoutIfNeeded() {
    reloadIfNeeded()
    layoutVisibleRows()
  }

  /// The cells of the visible rows, top to bottom.
  public var visibleCells: [TableViewCell] {
    layoutIfNeeded()
    return visibleIndexPaths.compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The visible rows, top to bottom; `nil` when none is visible, as in UIKit.
  public var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return visibleIndexPaths.isEmpty ? nil : visibleIndexPaths
  }

  /// The cell of a visible row, or `nil` for a row that is not visible.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    layoutIfNeeded()
    return visibleCellsByIndexPath[indexPath]
  }

  /// The visible row `cell` shows, or `nil` if it shows none.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    visibleIndexPaths.first { visibleCellsByIndexPath[$0] === cell }
  }

  /// The row's rectangle in content coordinates.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log rows).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    let geometry = loadedGeometry
    checkRow(indexPath, in: geometry)
    let span = geometry.rowSpan(at: indexPath)
    return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
  }

  /// The rectangle of a section's header in content coordinates.
  public func rectForHeader(inSection section: Int) -> CGRect {
    let span = loadedGeometry.headerSpan(inSection: section)
    return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
  }

  /// The rectangle of a section's footer in content coordinates.
  public func rectForFooter(inSection section: Int) -> CGRect {
    let span = loadedGeometry.footerSpan(inSection: section)
    return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
  }

  /// The rectangle of a whole section (header, rows, footer) in content coordinates.
  public func rect(forSection section: Int) -> CGRect {
    let span = loadedGeometry.sectionSpan(inSection: section)
    return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
  }

  /// The row at `point` in content coordinates, or `nil` in a header, a footer or outside
  /// the rows.
  ///
  /// - Complexity: O(log rows).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadedGeometry.indexPathForRow(atY: point.y)
  }

  /// The rows whose rectangles meet `rect`, top to bottom.
  ///
  /// - Complexity: O(log rows + k) for k rows found.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    let rows = loadedGeometry.indexPathsForRows(intersecting: rect.minY, rect.maxY)
    return rows.isEmpty ? nil : rows
  }

  /// Scrolls so that the row is at `scrollPosition`, within the scrollable range.
  ///
  /// - Parameters:
  ///   - indexPath: An existing row.
  ///   - scrollPosition: Where the row ends up; ``ScrollPosition/none`` scrolls as little
  ///     as shows it.
  ///   - animated: Ignored: the change happens at once.
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    let rect = rectForRow(at: indexPath)
    let visibleHeight = bounds.height - contentInset.top - contentInset.bottom
    let y: CGFloat
    switch scrollPosition {
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    case .top: y = rect.minY - contentInset.top
    case .middle: y = rect.midY - contentInset.top - visibleHeight / 2
    case .bottom: y = rect.maxY + contentInset.bottom - bounds.height
    }
    let clamped = min(max(y, minimumContentOffsetY), maximumContentOffsetY)
    setContentOffset(CGPoint(x: contentOffset.x, y: clamped), animated: animated)
  }

  /// Makes cells for rows that became visible and lets go of those that left. The cells
  /// that left go to the reuse pool first, all of them, so the new rows reuse them, as in
  /// UIKit; spares are trimmed only after the pass (see `CellReusePool`).
  ///
  /// A pass at a steady state (a scroll step of a table whose rows are all laid out)
  /// allocates nothing: the visible rows are found into a buffer kept from the last pass,
  /// and the rows that left by walking the old and new visible rows side by side, both in
  /// order.
  ///
  /// A data source that reloads or updates the table from inside `cellForRowAt` gets a
  /// second pass after this one, never a nested one.
  func layoutVisibleRows() {
    guard geometry != nil else { return }
    guard !isLayingOut else {
      needsLayoutAgain = true
      return
    }
    isLayingOut = true
    // Only a pass that changed the visible rows asks for a frame: a query that lays out
    // (reading `visibleCells`) must not make an idle screen draw.
    var changed = false
    defer {
      isLayingOut = false
      reusePool.trim(afterShowing: visibleIndexPaths.count)
      if changed { setNeedsDisplay() }
    }
    var passes = 0
    repeat {
      needsLayoutAgain = false
      passes += 1
      // Read again each pass: a data source may have reloaded the table in the last one.
      guard let geometry else { return }
      let top = _contentOffset.y
      var wanted: [IndexPath] = []
      swap(&wanted, &spareIndexPaths)
      wanted.removeAll(keepingCapacity: true)
      geometry.appendIndexPathsForRows(intersecting: top, top + bounds.height, to: &wanted)
      if wanted != visibleIndexPaths { changed = true }
      // Both lists are in order: a row that left is one of the old list that the new one
      // passes over.
      var next = 0
      for indexPath in visibleIndexPaths {
        while next < wanted.count && Self.precedes(wanted[next], indexPath) { next += 1 }
        if next < wanted.count && wanted[next] == indexPath { continue }
        if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) {
          changed = true
          endDisplaying(cell, at: indexPath)
        }
      }
      swap(&visibleIndexPaths, &wanted)
      spareIndexPaths = wanted
      for indexPath in visibleIndexPaths where visibleCellsByIndexPath[indexPath] == nil {
        changed = true
        let cell = askCell(at: indexPath)
        show(cell, at: indexPath)
        if needsLayoutAgain { break }
      }
    } while needsLayoutAgain && passes < 8
  }

  /// Whether row `a` comes before row `b` in the table.
  private static func precedes(_ a: IndexPath, _ b: IndexPath) -> Bool {
    (a.section, a.row) < (b.section, b.row)
  }

  /// Puts `cell` on screen for the row and tells the delegate.
  func show(_ cell: TableViewCell, at indexPath: IndexPath) {
    cell.isSelected = selectedIndexPaths.contains(indexPath)
    cell.isEditing = isEditing
    visibleCellsByIndexPath[indexPath] = cell
    if let delegateItself {
      delegateItself.tableView(self, willDisplay: cell, forRowAt: indexPath)
    } else {
      delegateProxy.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }
  }

  /// The data source's cell for the row.
  func askCell(at indexPath: IndexPath) -> TableViewCell {
    if let dataSourceItself { return dataSourceItself.tableView(self, cellForRowAt: indexPath) }
    return dataSourceProxy.tableView(self, cellForRowAt: indexPath)
  }

  /// Tells the delegate that `cell` left the screen.
  func tellDidEndDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
    if let delegateItself {
      delegateItself.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    } else {
      delegateProxy.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
  }

  /// Takes `cell` off screen, tells the delegate, and keeps it for reuse.
  func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
    tellDidEndDisplaying(cell, at: indexPath)
    reusePool.enqueue(cell)
  }

  func checkRow(_ indexPath: IndexPath, in geometry: TableGeometry) {
    precondition(
      indexPath.count == 2,
      "a table view's index path has two indexes (section, row); \(indexPath) has \(indexPath.count)"
    )
    precondition(
      (0..<geometry.numberOfSections).contains(indexPath.section),
      "section \(indexPath.section) is out of range: the table has \(geometry.numberOfSections) sections"
    )
    let rows = geometry.numberOfRows(inSection: indexPath.section)
    precondition(
      (0..<rows).contains(indexPath.row),
      "row \(indexPath.row) is out of range: section \(indexPath.section) has \(rows) rows"
    )
  }

  func isValidRow(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, let geometry else { return false }
    guard (0..<geometry.numberOfSections).contains(indexPath.section) else { return false }
    return (0..<geometry.numberOfRows(inSection: indexPath.section)).contains(indexPath.row)
  }
}
