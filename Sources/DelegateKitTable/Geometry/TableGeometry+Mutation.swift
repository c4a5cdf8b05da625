import Foundation

// Changing the layout in place.
extension TableGeometry {
  /// Sets the height of one row (bad values are clamped to 0).
  ///
  /// - Precondition: the table has variable row heights, and `indexPath` names an existing row.
  /// - Complexity: O(log rows + log sections): re-sums the changed row's group of 64 and one
  ///   node of 16 per level, and the same for its section.
  mutating func setHeight(_ height: CGFloat, forRowAt indexPath: IndexPath) {
    precondition(
      fixedRowHeight == nil,
      "TableGeometry.setHeight(_:forRowAt:) needs variable row heights; this table uses a fixed rowHeight"
    )
    let (section, row) = checkedRow(indexPath, in: #function)
    let record = sections[section]
    let index = record.rowStart + row
    let newHeight = Self.sanitized(height)
    guard newHeight != heights[index] else { return }
    heights[index] = newHeight
    PrefixIndex.valueChanged(at: row, heights, record.rows, groups: &rowGroups, nodes: &rowNodes)
    PrefixIndex.mark(group: row / PrefixIndex.groupSize, heights, groups: rowGroups, record.rows, marks: &rowMarks)
    sectionChanged(section)
  }

  /// Sets the header height of `section` (bad values are clamped to 0).
  ///
  /// - Precondition: `section` is a valid section index.
  /// - Complexity: O(log rows + log sections).
  mutating func setHeaderHeight(_ height: CGFloat, inSection section: Int) {
    checkSection(section, in: #function)
    sections[section].headerHeight = Self.sanitized(height)
    sectionChanged(section)
  }

  /// Sets the footer height of `section` (bad values are clamped to 0).
  ///
  /// - Precondition: `section` is a valid section index.
  /// - Complexity: O(log rows + log sections).
  mutating func setFooterHeight(_ height: CGFloat, inSection section: Int) {
    checkSection(section, in: #function)
    sections[section].footerHeight = Self.sanitized(height)
    sectionChanged(section)
  }

  /// The height every row has in fixed mode; nil with variable row heights.
  var rowHeight: CGFloat? { fixedRowHeight }

  /// Changes the height every row has (bad values are clamped to 0).
  ///
  /// - Precondition: the table uses a fixed row height.
  /// - Complexity: O(sections).
  mutating func setRowHeight(_ height: CGFloat) {
    precondition(
      fixedRowHeight != nil,
      "TableGeometry.setRowHeight(_:) needs a fixed rowHeight; this table has variable row heights"
    )
    fixedRowHeight = Self.sanitized(height)
    rebuildSectionLevels()
  }

  /// Lays the table out again after a batch update.
  ///
  /// With variable heights, each new row keeps the height of the old row `oldIndexPath`
  /// names for it; when that is nil, `rowHeight` is asked for the new row (exactly once, in
  /// order). All sums are recomputed, which also discards rounding that incremental updates
  /// accumulated. In fixed mode only the section metrics change and neither closure is called.
  ///
  /// - Precondition: every old index path returned names a row of the layout before the update.
  /// - Complexity: O(rows + sections).
  mutating func rebuild(
    sections metrics: [SectionMetrics],
    oldIndexPath: (IndexPath) -> IndexPath?,
    rowHeight: (IndexPath) -> CGFloat
  ) {
    if let fixed = fixedRowHeight {
      self = TableGeometry(rowHeight: fixed, sections: metrics)
      return
    }
    // The per-row walk is the initializer's: a kept row answers its old height (already
    // sanitized, so sanitizing it again changes nothing), a fresh one is asked.
    let old = self
    self = TableGeometry(sections: metrics) { indexPath in
      guard let source = oldIndexPath(indexPath) else { return rowHeight(indexPath) }
      return old.heights[old.oldRowIndex(source, for: indexPath)]
    }
  }

  /// The index in `heights` of the old row a rebuild maps `newIndexPath` to, stopping with a
  /// message naming the rule when that row did not exist.
  private func oldRowIndex(_ old: IndexPath, for newIndexPath: IndexPath) -> Int {
    let section = old.section
    let row = old.row
    precondition(
      section >= 0 && section < sections.count,
      "TableGeometry.rebuild: oldIndexPath(\(newIndexPath)) returned section \(section), which is out of range: the table had \(sections.count) sections"
    )
    let record = sections[section]
    precondition(
      row >= 0 && row < record.rowCount,
      "TableGeometry.rebuild: oldIndexPath(\(newIndexPath)) returned row \(row), which is out of range: section \(section) had \(record.rowCount) rows"
    )
    return record.rowStart + row
  }
}
