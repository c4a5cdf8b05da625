import Foundation

/// The vertical layout of a table in abstract points: for each section a header, its rows and
/// a footer, stacked top to bottom from y = 0.
///
/// ## Design
/// Row heights live in one flat array, 8 bytes per row, section after section. Over each
/// section's rows sits a `PrefixIndex`: a sum per 64 rows, a 16-ary tree of running sums
/// above those, and a 2-byte "mark" per row (its end within its group, scaled to 16 bits).
/// Section extents (header + rows + footer) get a `PrefixIndex` of their own. Finding the row
/// at an offset searches the section index, then that section's row index: one node per
/// level (four at a million rows), then the group's marks, which settle all but near-boundary
/// offsets without reading the heights (2 MB of marks stay cached where 8 MB of heights do
/// not); near a boundary the 64 heights are scanned exactly. A height change re-sums its
/// group, its marks and one node per level: O(log n). Every sum stays a pure function of the
/// heights, so nothing drifts. (A Fenwick tree is O(log n) too, but at a million rows it is
/// twenty dependent reads deep in an 8 MB array, and its nodes drift as deltas round.)
///
/// With a fixed row height nothing per row is stored: a row's offset is `row * rowHeight`.
///
/// ## Numbers
/// Heights that are negative, NaN or infinite are clamped to 0. Every position is summed in
/// one canonical order that lookups repeat exactly, so `indexPathForRow(atY:)` of a row's
/// `rowSpan(at:).minY` is that row, and a layout updated in place equals one built afresh.
/// Edges reached along different paths (one row's `maxY = minY + height`, the next row's
/// `minY`) agree exactly when sums are exact (say, heights in whole or half points), and
/// otherwise may differ in the last bit.
struct TableGeometry: Sendable {
  /// What a table knows about one section before laying it out.
  struct SectionMetrics: Equatable, Sendable {
    /// The number of rows in the section; must not be negative.
    var numberOfRows: Int
    /// The height of the section header (0 for none); bad values are clamped to 0.
    var headerHeight: CGFloat
    /// The height of the section footer (0 for none); bad values are clamped to 0.
    var footerHeight: CGFloat

    /// Creates the metrics of one section.
    init(numberOfRows: Int, headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) {
      self.numberOfRows = numberOfRows
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
    }
  }

  /// A vertical extent: `[minY, maxY)`.
  struct Span: Equatable, Sendable {
    /// The top edge, included in the span.
    var minY: CGFloat
    /// The extent; never negative.
    var height: CGFloat
    /// The bottom edge, excluded from the span.
    var maxY: CGFloat { minY + height }
  }

  /// Where one section's rows and their sum levels sit in the flat storage, and its chrome.
  struct SectionRecord: Sendable {
    /// The index in `heights` of the section's first row (variable mode).
    var rowStart: Int
    /// The number of rows in the section.
    var rowCount: Int
    /// The index in `rowGroups` of the section's first group sum (variable mode).
    var groupStart: Int
    /// The index, in nodes, of the section's first node in `rowNodes` (variable mode).
    var nodeStart: Int
    /// The header height, already clamped.
    var headerHeight: CGFloat
    /// The footer height, already clamped.
    var footerHeight: CGFloat

    /// The section's rows as a window of the row levels.
    var rows: PrefixIndex.Window {
      PrefixIndex.Window(valueStart: rowStart, count: rowCount, groupStart: groupStart, nodeStart: nodeStart)
    }
  }

  // Storage. Internal only so that the extensions in other files can maintain it; callers
  // use the queries and mutations.

  /// Per-section layout records, in section order.
  var sections: [SectionRecord]
  /// Each section's extent: header + rows + footer.
  var sectionExtents: [CGFloat]
  /// Sums of 64 section extents (`PrefixIndex`).
  var sectionGroups: [CGFloat]
  /// Tree nodes over the section groups (`PrefixIndex`).
  var sectionNodes: [CGFloat]
  /// Row heights, section after section; empty in fixed mode.
  var heights: [CGFloat]
  /// Per-section sums of 64 rows, concatenated; empty in fixed mode.
  var rowGroups: [CGFloat]
  /// Per-section tree nodes over the row groups, concatenated; empty in fixed mode.
  var rowNodes: [CGFloat]
  /// Per-group marks (`PrefixIndex+Marks`), 64 per row group; empty in fixed mode.
  var rowMarks: [UInt16]
  /// The height of every row in fixed mode; nil in variable mode.
  var fixedRowHeight: CGFloat?
  /// The number of rows in all sections together.
  private(set) var totalRowCount: Int

  /// Creates a layout in which every row has the same height.
  ///
  /// Nothing is stored per row, so a million-row section costs no more than a ten-row one.
  ///
  /// - Complexity: O(sections) time and memory.
  init(rowHeight: CGFloat, sections metrics: [SectionMetrics]) {
    let layout = Self.layout(metrics, storingRows: false)
    self.init(layout: layout, heights: [], fixedRowHeight: Self.sanitized(rowHeight))
  }

  /// Creates a layout with a height per row, asking `rowHeight` exactly once per row, in
  /// section and row order.
  ///
  /// - Complexity: O(rows + sections) time; about 10.3 bytes per row: 8 for its height, 2 for
  ///   its mark, 1/4 for sums.
  init(sections metrics: [SectionMetrics], rowHeight: (IndexPath) -> CGFloat) {
    let layout = Self.layout(metrics, storingRows: true)
    var heights: [CGFloat] = []
    heights.reserveCapacity(layout.rowCount)
    for (section, metric) in metrics.enumerated() where metric.numberOfRows > 0 {
      // One IndexPath per section, updated in place: setting `row` does not allocate.
      var indexPath = IndexPath(row: 0, section: section)
      for row in 0..<metric.numberOfRows {
        indexPath.row = row
        heights.append(Self.sanitized(rowHeight(indexPath)))
      }
    }
    self.init(layout: layout, heights: heights, fixedRowHeight: nil)
  }

  /// Builds every sum level from a layout and (in variable mode) all row heights.
  ///
  /// - Complexity: O(rows + sections).
  init(layout: Layout, heights: [CGFloat], fixedRowHeight: CGFloat?) {
    self.sections = layout.records
    self.totalRowCount = layout.rowCount
    self.heights = heights
    self.fixedRowHeight = fixedRowHeight
    self.rowGroups = [CGFloat](repeating: 0, count: layout.rowGroupCount)
    self.rowNodes = [CGFloat](repeating: 0, count: layout.rowNodeCount * PrefixIndex.fanOut)
    self.rowMarks = [UInt16](
      repeating: 0,
      count: fixedRowHeight == nil ? layout.rowGroupCount * PrefixIndex.groupSize : 0
    )
    self.sectionExtents = []
    self.sectionGroups = []
    self.sectionNodes = []
    if fixedRowHeight == nil {
      for record in layout.records where record.rowCount > 0 {
        PrefixIndex.build(heights, record.rows, groups: &rowGroups, nodes: &rowNodes)
        PrefixIndex.markAll(heights, groups: rowGroups, record.rows, marks: &rowMarks)
      }
    }
    rebuildSectionLevels()
  }

  /// The number of sections.
  var numberOfSections: Int { sections.count }

  /// Whether every row has the same height (`init(rowHeight:sections:)`).
  var usesFixedRowHeight: Bool { fixedRowHeight != nil }

  /// The height of all sections together.
  ///
  /// - Complexity: O(log sections).
  var contentHeight: CGFloat {
    sectionTop(sections.count)
  }

  /// The number of rows in `section`.
  ///
  /// - Precondition: `section` is a valid section index.
  func numberOfRows(inSection section: Int) -> Int {
    checkSection(section, in: #function)
    return sections[section].rowCount
  }

  /// The metrics `section` was laid out with, after clamping.
  ///
  /// - Precondition: `section` is a valid section index.
  func metrics(ofSection section: Int) -> SectionMetrics {
    checkSection(section, in: #function)
    let record = sections[section]
    return SectionMetrics(
      numberOfRows: record.rowCount,
      headerHeight: record.headerHeight,
      footerHeight: record.footerHeight
    )
  }

  /// The bytes the layout's storage arrays hold, by capacity; for measuring memory per row.
  var storageByteCount: Int {
    let scalar = MemoryLayout<CGFloat>.stride
    let scalars =
      heights.capacity + rowGroups.capacity + rowNodes.capacity
      + sectionExtents.capacity + sectionGroups.capacity + sectionNodes.capacity
    return scalars * scalar + rowMarks.capacity * MemoryLayout<UInt16>.stride
      + sections.capacity * MemoryLayout<SectionRecord>.stride
  }
}
