import Foundation

// Building blocks shared by the queries and mutations. Row positions come from
// `rowTop(in:row:rowsTop:)`, and `rowIndex(in:rowsTop:atOrBelow:)` searches by the very same
// sums (see `PrefixIndex`), which keeps spans and lookups in agreement to the last bit.
extension TableGeometry {
  /// Where sections, their rows and their sum levels go in the flat storage.
  struct Layout {
    /// One record per section.
    var records: [SectionRecord]
    /// Rows in all sections.
    var rowCount: Int
    /// Length of `rowGroups`.
    var rowGroupCount: Int
    /// Nodes (of `PrefixIndex.fanOut` slots) in `rowNodes`.
    var rowNodeCount: Int
  }

  /// A height made safe to lay out: negative, NaN and infinite values become 0, so one bad
  /// delegate answer cannot poison every offset below it.
  @inline(__always)
  static func sanitized(_ height: CGFloat) -> CGFloat {
    height.isFinite && height > 0 ? height : 0
  }

  /// Places sections in the flat storage, validating row counts and clamping chrome. Without
  /// `storingRows` (fixed mode) nothing is reserved per row.
  ///
  /// - Complexity: O(sections).
  static func layout(_ metrics: [SectionMetrics], storingRows: Bool) -> Layout {
    var records: [SectionRecord] = []
    records.reserveCapacity(metrics.count)
    var rowCount = 0
    var groupCount = 0
    var nodeCount = 0
    for (section, metric) in metrics.enumerated() {
      precondition(
        metric.numberOfRows >= 0,
        "section \(section) has \(metric.numberOfRows) rows: a row count cannot be negative"
      )
      records.append(
        SectionRecord(
          rowStart: storingRows ? rowCount : 0,
          rowCount: metric.numberOfRows,
          groupStart: groupCount,
          nodeStart: nodeCount,
          headerHeight: sanitized(metric.headerHeight),
          footerHeight: sanitized(metric.footerHeight)
        )
      )
      rowCount += metric.numberOfRows
      if storingRows {
        let groups = PrefixIndex.groups(for: metric.numberOfRows)
        groupCount += groups
        nodeCount += PrefixIndex.nodeCount(forGroups: groups)
      }
    }
    return Layout(records: records, rowCount: rowCount, rowGroupCount: groupCount, rowNodeCount: nodeCount)
  }

  /// The section levels as one window: every section, from index 0 of each array.
  var sectionWindow: PrefixIndex.Window {
    PrefixIndex.Window(valueStart: 0, count: sections.count, groupStart: 0, nodeStart: 0)
  }

  /// Recomputes every section's extent and the section levels from scratch.
  ///
  /// - Complexity: O(sections) in fixed mode; O(sections + rows) in variable mode, as the
  ///   height of a section's rows costs O(log) of its row count.
  mutating func rebuildSectionLevels() {
    var extents: [CGFloat] = []
    extents.reserveCapacity(sections.count)
    for record in sections {
      extents.append(extent(of: record))
    }
    let window = sectionWindow
    var groups = [CGFloat](repeating: 0, count: window.groupCount)
    var nodes = [CGFloat](repeating: 0, count: PrefixIndex.nodeCount(forGroups: window.groupCount) * PrefixIndex.fanOut)
    PrefixIndex.build(extents, window, groups: &groups, nodes: &nodes)
    sectionExtents = extents
    sectionGroups = groups
    sectionNodes = nodes
  }

  /// Recomputes the extent of `section` after its chrome or rows changed.
  ///
  /// - Complexity: O(log rows + log sections).
  mutating func sectionChanged(_ section: Int) {
    let newExtent = extent(of: sections[section])
    guard newExtent != sectionExtents[section] else { return }
    sectionExtents[section] = newExtent
    PrefixIndex.valueChanged(at: section, sectionExtents, sectionWindow, groups: &sectionGroups, nodes: &sectionNodes)
  }

  /// A section's full height, summed in the order `sectionSpan(inSection:)` reports it.
  func extent(of record: SectionRecord) -> CGFloat {
    (record.headerHeight + rowsHeight(of: record)) + record.footerHeight
  }

  /// Stops with a message naming the rule when `section` does not exist.
  @inline(__always)
  func checkSection(_ section: Int, in function: StaticString) {
    precondition(
      section >= 0 && section < sections.count,
      "\(function): section \(section) is out of range: the table has \(sections.count) sections"
    )
  }

  /// The section and row of `indexPath`, stopping with a message naming the rule when the
  /// row does not exist.
  @inline(__always)
  func checkedRow(_ indexPath: IndexPath, in function: StaticString) -> (section: Int, row: Int) {
    let section = indexPath.section
    let row = indexPath.row
    checkSection(section, in: function)
    let rowCount = sections[section].rowCount
    precondition(
      row >= 0 && row < rowCount,
      "\(function): row \(row) is out of range: section \(section) has \(rowCount) rows"
    )
    return (section, row)
  }

  /// The top of `section` (`0...sections.count`; the end of every section before it).
  ///
  /// - Complexity: O(log sections).
  @inline(__always)
  func sectionTop(_ section: Int) -> CGFloat {
    PrefixIndex.offset(at: section, from: 0, sectionExtents, sectionNodes, sectionWindow)
  }

  /// The section that contains `y >= 0` and its top, or `sections.count` when `y` is at or
  /// past the end of the content. Zero-height sections that start at `y` are skipped.
  ///
  /// - Complexity: O(log sections).
  @inline(__always)
  func section(atOrBelow y: CGFloat) -> (section: Int, top: CGFloat) {
    let found = PrefixIndex.find(from: 0, atOrBelow: y, sectionExtents, sectionNodes, sectionWindow)
    return (found.index, found.position)
  }

  /// The height of all rows of a section together, as its extent counts them.
  ///
  /// - Complexity: O(log rows); O(1) in fixed mode.
  @inline(__always)
  func rowsHeight(of record: SectionRecord) -> CGFloat {
    rowTop(in: record, row: record.rowCount, rowsTop: 0)
  }

  /// The height of row `row` of the section.
  @inline(__always)
  func rowHeight(in record: SectionRecord, row: Int) -> CGFloat {
    fixedRowHeight ?? heights[record.rowStart + row]
  }

  /// The top of row `row` (`0...rowCount`; `rowCount` gives the end of the rows) of a section
  /// whose rows start at `rowsTop`.
  ///
  /// - Complexity: O(log rows); O(1) in fixed mode.
  @inline(__always)
  func rowTop(in record: SectionRecord, row: Int, rowsTop: CGFloat) -> CGFloat {
    if let fixed = fixedRowHeight { return rowsTop + CGFloat(row) * fixed }
    return PrefixIndex.offset(at: row, from: rowsTop, heights, rowNodes, record.rows)
  }

  /// The last row whose top lies at or above `y` (`0...rowCount`), where the section's rows
  /// start at `rowsTop <= y`; `rowCount` means `y` is at or below the end of the rows.
  /// Zero-height rows that start at `y` are skipped, so a row in range has a positive height.
  ///
  /// - Complexity: O(log rows); O(1) in fixed mode.
  @inline(__always)
  func rowIndex(in record: SectionRecord, rowsTop: CGFloat, atOrBelow y: CGFloat) -> Int {
    if let fixed = fixedRowHeight {
      return fixedRowIndex(rowHeight: fixed, rowCount: record.rowCount, rowsTop: rowsTop, atOrBelow: y)
    }
    return PrefixIndex.findIndex(
      from: rowsTop,
      atOrBelow: y,
      heights,
      groups: rowGroups,
      rowNodes,
      marks: rowMarks,
      record.rows
    )
  }

  /// `rowIndex(in:rowsTop:atOrBelow:)` for fixed heights, against the canonical tops
  /// `rowsTop + row * rowHeight`: division gives the answer or a neighbour of it, since both
  /// it and the tops round; only heights so small that many rows round to one top need the
  /// binary search.
  ///
  /// - Complexity: O(1) usually, O(log rows) at worst.
  func fixedRowIndex(rowHeight: CGFloat, rowCount: Int, rowsTop: CGFloat, atOrBelow y: CGFloat) -> Int {
    guard rowHeight > 0 else { return rowCount }
    /// Whether row `row` starts at or above `y`.
    func startsByY(_ row: Int) -> Bool { rowsTop + CGFloat(row) * rowHeight <= y }
    let quotient = (y - rowsTop) / rowHeight
    let estimate = quotient < CGFloat(rowCount) ? (quotient > 0 ? Int(quotient) : 0) : rowCount
    var row = estimate
    if row > 0 && !startsByY(row) {
      row -= 1
    } else if row < rowCount && startsByY(row + 1) {
      row += 1
    }
    if startsByY(row) && (row == rowCount || !startsByY(row + 1)) { return row }
    // Row 0 starts at `rowsTop <= y`; keep `low` a row that starts by `y`.
    var low = 0
    var high = rowCount
    while low < high {
      let middle = low + (high - low + 1) / 2
      if startsByY(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
