import Foundation

// What is where: from offsets back to rows.
extension TableGeometry {
  /// The row whose span `[minY, maxY)` contains `y`, or nil when `y` falls in a header or
  /// footer, is negative, infinite or NaN, or lies at or below the end of the content.
  /// Zero-height rows contain no offset, so they are never returned.
  ///
  /// - Complexity: O(log sections + log rows).
  func indexPathForRow(atY y: CGFloat) -> IndexPath? {
    guard y >= 0 && y.isFinite else { return nil }
    let (section, top) = self.section(atOrBelow: y)
    guard section < sections.count else { return nil }
    let record = sections[section]
    let rowsTop = top + record.headerHeight
    guard rowsTop <= y else { return nil }
    let row = rowIndex(in: record, rowsTop: rowsTop, atOrBelow: y)
    guard row < record.rowCount else { return nil }
    return IndexPath(row: row, section: section)
  }

  /// The rows whose spans intersect `[minY, maxY)`, in order: how the table finds its visible
  /// rows. Zero-height rows intersect nothing and are left out, without being walked one by
  /// one; so are sections of zero height. An empty or NaN range intersects nothing. (A row of
  /// positive height counts by its top, even if it is too thin to move the next row's top.)
  ///
  /// - Complexity: O(log sections + log rows + k) for k rows found, plus O(log sections) per
  ///   section of positive height that the range touches, plus O(log rows) per run of more
  ///   than `zeroRunScanLimit` zero-height rows inside the range.
  func indexPathsForRows(intersecting minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    appendIndexPathsForRows(intersecting: minY, maxY, to: &result)
    return result
  }

  /// Appends the rows ``indexPathsForRows(intersecting:_:)`` finds to `result`: a caller
  /// that keeps its buffer from one layout pass to the next allocates nothing.
  ///
  /// - Complexity: That of ``indexPathsForRows(intersecting:_:)``.
  func appendIndexPathsForRows(intersecting minY: CGFloat, _ maxY: CGFloat, to result: inout [IndexPath]) {
    guard !minY.isNaN && !maxY.isNaN else { return }
    let start = Swift.max(minY, 0)
    guard start < maxY && start.isFinite else { return }
    // Tops are compared with `<= last` so that the at-or-below searches serve the half-open
    // end too: for a double `a`, `a < maxY` exactly when `a <= maxY.nextDown`.
    let last = maxY.nextDown
    var (section, top) = self.section(atOrBelow: start)
    while section < sections.count && top <= last {
      let record = sections[section]
      let rowsTop = top + record.headerHeight
      if record.rowCount > 0 && rowsTop <= last {
        appendRows(
          of: record,
          section: section,
          rowsTop: rowsTop,
          from: Swift.max(start, rowsTop),
          through: last,
          to: &result
        )
      }
      // Jump over any zero-height sections that follow; they hold no row with a height.
      let nextTop = sectionTop(section + 1)
      let next = self.section(atOrBelow: nextTop)
      if next.section > section + 1 {
        (section, top) = next
      } else {
        (section, top) = (section + 1, nextTop)
      }
    }
  }

  /// Zero-height rows skipped one at a time before a run is jumped over with a tree search.
  @inline(__always) static var zeroRunScanLimit: Int { 32 }

  /// Appends the section's rows of positive height that intersect `[from, through]`, where
  /// `rowsTop <= through`.
  ///
  /// - Complexity: O(log rows + k), plus O(log rows) per long run of zero-height rows.
  func appendRows(
    of record: SectionRecord,
    section: Int,
    rowsTop: CGFloat,
    from start: CGFloat,
    through last: CGFloat,
    to result: inout [IndexPath]
  ) {
    let first = rowIndex(in: record, rowsTop: rowsTop, atOrBelow: start)
    guard first < record.rowCount else { return }
    let lastRow = Swift.min(rowIndex(in: record, rowsTop: rowsTop, atOrBelow: last), record.rowCount - 1)
    guard first <= lastRow else { return }
    result.reserveCapacity(result.count + lastRow - first + 1)
    // Setting `row` on one IndexPath does not allocate; building one per row would.
    var indexPath = IndexPath(row: first, section: section)
    if fixedRowHeight != nil {
      for row in first...lastRow {
        indexPath.row = row
        result.append(indexPath)
      }
      return
    }
    var row = first
    while row <= lastRow {
      if heights[record.rowStart + row] > 0 {
        indexPath.row = row
        result.append(indexPath)
        row += 1
        continue
      }
      var zeros = 1
      while zeros < Self.zeroRunScanLimit && row + zeros <= lastRow && heights[record.rowStart + row + zeros] == 0 {
        zeros += 1
      }
      if zeros < Self.zeroRunScanLimit {
        row += zeros
      } else {
        // A long run: every row in it starts where it starts, and the search for that offset
        // lands on the first row past the run with a height.
        let runTop = rowTop(in: record, row: row, rowsTop: rowsTop)
        row = Swift.max(rowIndex(in: record, rowsTop: rowsTop, atOrBelow: runTop), row + zeros)
      }
    }
  }
}
