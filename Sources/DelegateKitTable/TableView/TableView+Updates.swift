public import Foundation

extension TableView {
  /// Runs `updates`, in which the ``insertRows(at:with:)`` family only records changes,
  /// then checks them against the data source's new counts and applies them at once.
  ///
  /// Deletes, reloads and move sources use the index paths from before the update;
  /// inserts and move destinations those from after, as in UIKit. The update is validated
  /// with UIKit's arithmetic: an update UIKit would refuse with an exception is refused
  /// here with a ``TableViewUpdateError`` carrying UIKit's message, reported to
  /// ``updateErrorHandler``, and the table recovers by reloading (`completion` gets
  /// `false`). Calls nest: the outermost one applies everything recorded inside.
  ///
  /// Rows that stay keep their cells, their selection and their heights; the top visible
  /// row keeps its place on screen unless it was deleted; the keyboard cursor
  /// (``focusedIndexPath``) follows its item, or goes to a neighbour when the item is
  /// deleted.
  ///
  /// - Parameters:
  ///   - updates: The changes, or `nil` to only check the counts.
  ///   - completion: Told whether the update was applied (`false`: refused and reloaded).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    let applied = endUpdates()
    completion?(applied)
  }

  /// Starts recording changes, as UIKit's older `beginUpdates()`; ``endUpdates()`` applies.
  public func beginUpdates() {
    if updateDepth == 0 { pendingUpdate = BatchUpdate() }
    updateDepth += 1
  }

  /// Applies the changes recorded since the matching ``beginUpdates()``.
  ///
  /// - Returns: Whether they were applied (`false`: refused and reloaded, or nested).
  @discardableResult
  public func endUpdates() -> Bool {
    precondition(updateDepth > 0, "endUpdates() without beginUpdates(): each endUpdates() closes one beginUpdates()")
    updateDepth -= 1
    guard updateDepth == 0 else { return true }
    // A reload inside the block dropped what was recorded; the counts are checked anyway.
    let update = pendingUpdate ?? BatchUpdate()
    pendingUpdate = nil
    return apply(update)
  }

  /// Inserts rows at index paths counted after the update.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.insertRows(indexPaths) }
  }

  /// Deletes rows at index paths counted before the update.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deleteRows(indexPaths) }
  }

  /// Moves a row from an index path before the update to one after it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moveRow(at: indexPath, to: newIndexPath) }
  }

  /// Asks the data source again for the rows' cells and heights: a reload is a delete and
  /// an insert in place, so the rows lose their selection, as in UIKit.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloadRows(indexPaths) }
  }

  /// Asks the data source again for the rows' content, handing their existing cells back
  /// from ``dequeueReusableCell(withIdentifier:for:)``: the rows keep their cells, heights
  /// and selection.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    record { $0.reconfigureRows(indexPaths) }
  }

  /// Inserts sections at indexes counted after the update.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertSections(sections) }
  }

  /// Deletes sections at indexes counted before the update.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deleteSections(sections) }
  }

  /// Moves a section from its index before the update to one after it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.moveSection(section, toSection: newSection) }
  }

  /// Reloads sections, counted before the update: a delete and an insert in place.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadSections(sections) }
  }

  /// Records a change in the batch being built, or applies it alone outside a batch.
  private func record(_ change: (inout BatchUpdate) -> Void) {
    if updateDepth > 0 {
      var update = pendingUpdate ?? BatchUpdate()
      change(&update)
      pendingUpdate = update
    } else {
      var update = BatchUpdate()
      change(&update)
      apply(update)
    }
  }

  /// Validates `update` against the data source's new counts and applies it, or reports
  /// the error and reloads.
  ///
  /// - Returns: Whether the update was applied.
  @discardableResult
  func apply(_ update: BatchUpdate) -> Bool {
    // Nothing laid out yet: the next layout loads the new data.
    guard let oldGeometry = geometry, !needsReload else {
      reloadData()
      return true
    }
    let oldCounts = (0..<oldGeometry.numberOfSections).map { oldGeometry.numberOfRows(inSection: $0) }
    let newSections = readSectionMetrics()
    let mapping: UpdateMapping
    do {
      mapping = try UpdateMapping(
        validating: update,
        oldRowCounts: oldCounts,
        newRowCounts: newSections.map(\.numberOfRows)
      )
    } catch {
      refuse(error)
      return false
    }
    let anchor = topVisibleRow(in: oldGeometry)
    let focusWasVisible = isFocusVisible(in: oldGeometry)
    let followsEnd = isFollowingEnd(in: oldGeometry)
    rekeyCells(with: mapping)
    selectedIndexPaths = Set(selectedIndexPaths.compactMap { mapping.continuingIndexPath(forOld: $0) })
    moveFocus(with: mapping)
    var newGeometry = oldGeometry
    if oldGeometry.usesFixedRowHeight {
      newGeometry = TableGeometry(rowHeight: rowHeight, sections: newSections)
    } else {
      newGeometry.rebuild(
        sections: newSections,
        oldIndexPath: { mapping.isReconfigured(new: $0) ? nil : mapping.oldIndexPath(forNew: $0) },
        rowHeight: { self.askRowHeight(at: $0) }
      )
    }
    geometry = newGeometry
    contentGeometryDidChange()
    var y = _contentOffset.y
    if let anchor, let row = mapping.continuingIndexPath(forOld: anchor.indexPath) {
      y = min(max(newGeometry.rowSpan(at: row).minY + anchor.offsetInRow, minimumContentOffsetY), maximumContentOffsetY)
    }
    if followsEnd { y = maximumContentOffsetY }
    if focusWasVisible {
      let anchored = _contentOffset.y
      _contentOffset.y = y
      y = offsetShowingFocus(in: newGeometry) ?? y
      _contentOffset.y = anchored
    }
    if y != _contentOffset.y {
      _contentOffset.y = y
      delegate?.scrollViewDidScroll(self)
    }
    reconfigureVisibleCells(with: mapping)
    layoutVisibleRows()
    setNeedsDisplay()
    return true
  }

  /// Reports a refused update and recovers with a full reload.
  func refuse(_ error: TableViewUpdateError) {
    lastUpdateError = error
    reloadData()
    updateErrorHandler?(error)
  }

  /// The first row visible at the top, and how far the offset is into it.
  private func topVisibleRow(in geometry: TableGeometry) -> (indexPath: IndexPath, offsetInRow: CGFloat)? {
    let top = _contentOffset.y
    guard let first = geometry.indexPathsForRows(intersecting: top, top + max(bounds.height, 1)).first else {
      return nil
    }
    return (first, top - geometry.rowSpan(at: first).minY)
  }

  /// Moves the visible cells of rows that continue to their new index paths; the cells of
  /// deleted and reloaded rows leave the screen.
  private func rekeyCells(with mapping: UpdateMapping) {
    var rekeyed: [IndexPath: TableViewCell] = [:]
    for indexPath in visibleCellsByIndexPath.keys.sorted() {
      guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
      if let row = mapping.continuingIndexPath(forOld: indexPath) {
        rekeyed[row] = cell
      } else {
        endDisplaying(cell, at: indexPath)
      }
    }
    visibleCellsByIndexPath = rekeyed
    visibleIndexPaths = rekeyed.keys.sorted()
  }

  /// Asks the data source again for the reconfigured rows that are visible, handing each
  /// its own cell back from the dequeue.
  private func reconfigureVisibleCells(with mapping: UpdateMapping) {
    for indexPath in visibleIndexPaths where mapping.isReconfigured(new: indexPath) {
      guard let old = visibleCellsByIndexPath[indexPath] else { continue }
      reconfiguringCells[indexPath] = old
      let cell = askCell(at: indexPath)
      if let unused = reconfiguringCells.removeValue(forKey: indexPath) { reusePool.enqueue(unused) }
      if cell !== old {
        tellDidEndDisplaying(old, at: indexPath)
        show(cell, at: indexPath)
      }
    }
  }
}

extension UpdateMapping {
  /// Where an old row continues after the update: its new index path, or `nil` when it was
  /// deleted or reloaded (a reload is a delete and an insert in place).
  func continuingIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    guard let new = newIndexPath(forOld: indexPath), oldIndexPath(forNew: new) == indexPath else { return nil }
    return new
  }
}
