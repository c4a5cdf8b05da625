import Foundation
@testable import DelegateKitTable
import DelegateKitTestSupport

/// Shorthand for a span.
func span(_ minY: CGFloat, _ height: CGFloat) -> TableGeometry.Span { TableGeometry.Span(minY: minY, height: height) }

/// Shorthand for section metrics.
func metrics(_ rows: Int, header: CGFloat = 0, footer: CGFloat = 0) -> TableGeometry.SectionMetrics {
  TableGeometry.SectionMetrics(numberOfRows: rows, headerHeight: header, footerHeight: footer)
}

/// The geometry tests draw from the package's one seeded generator, with the heights they need.
extension SplitMix64 {
  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

  /// A height in quarter points from 0 to `max`, zero about one time in six. Quarters keep
  /// every sum exact, so the geometry must match the model to the bit.
  mutating func height(max: Int = 120) -> CGFloat {
    chance(1.0 / 6) ? 0 : CGFloat(int(0...(max * 4))) / 4
  }

  /// Usually `height()`, sometimes a value the geometry must clamp to 0.
  mutating func heightOrGarbage() -> CGFloat {
    guard chance(0.1) else { return height() }
    return [-1, -0.25, .nan, .infinity, -.infinity, -CGFloat.greatestFiniteMagnitude][int(0...5)]
  }
}

/// The layout computed the obvious way: plain arrays, spans by summation, queries by
/// walking every row. What `TableGeometry` must agree with.
struct ReferenceModel {
  /// One section of the model.
  struct Section {
    /// Header height, already clamped.
    var header: CGFloat
    /// Footer height, already clamped.
    var footer: CGFloat
    /// Row heights, already clamped (in fixed mode, all equal to the row height).
    var heights: [CGFloat]
  }

  /// Spans of one section, computed by `layOut`.
  struct SectionLayout {
    /// The header.
    var header: TableGeometry.Span
    /// Every row.
    var rows: [TableGeometry.Span]
    /// The footer.
    var footer: TableGeometry.Span
    /// The whole section.
    var section: TableGeometry.Span
  }

  /// The fixed row height, or nil for variable heights.
  var fixedRowHeight: CGFloat?
  /// The sections.
  var sections: [Section] { didSet { layOut() } }
  /// Spans, recomputed after every change.
  private(set) var layout: [SectionLayout] = []
  /// The end of the last section.
  private(set) var contentHeight: CGFloat = 0
  /// Every row's index path and span, in order.
  private(set) var rows: [(indexPath: IndexPath, span: TableGeometry.Span)] = []

  /// Every row's index path, in order.
  var allIndexPaths: [IndexPath] { rows.map(\.indexPath) }

  /// Clamps like the geometry documents: negative, NaN and infinite become 0.
  static func clamp(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

  /// A model of the given sections.
  init(fixedRowHeight: CGFloat?, sections: [Section]) {
    self.fixedRowHeight = fixedRowHeight
    self.sections = sections
    layOut()
  }

  /// The section metrics to build a geometry from.
  var metrics: [TableGeometry.SectionMetrics] {
    sections.map {
      TableGeometry.SectionMetrics(numberOfRows: $0.heights.count, headerHeight: $0.header, footerHeight: $0.footer)
    }
  }

  /// A geometry built from scratch with the model's contents.
  func makeGeometry() -> TableGeometry {
    if let fixedRowHeight { return TableGeometry(rowHeight: fixedRowHeight, sections: metrics) }
    return TableGeometry(sections: metrics) { sections[$0.section].heights[$0.row] }
  }

  /// Recomputes every span by summation, top to bottom.
  private mutating func layOut() {
    var y: CGFloat = 0
    layout = sections.map { section in
      let top = y
      let header = TableGeometry.Span(minY: y, height: section.header)
      y += section.header
      let rows = section.heights.map { height in
        defer { y += height }
        return TableGeometry.Span(minY: y, height: height)
      }
      let footer = TableGeometry.Span(minY: y, height: section.footer)
      y += section.footer
      return SectionLayout(
        header: header,
        rows: rows,
        footer: footer,
        section: TableGeometry.Span(minY: top, height: y - top)
      )
    }
    contentHeight = y
    rows = layout.enumerated().flatMap { s, section in section.rows.enumerated().map { (ip(s, $0), $1) } }
  }

  /// The row whose span holds `y`, found by walking every row.
  func indexPathForRow(atY y: CGFloat) -> IndexPath? {
    rows.first { $0.span.height > 0 && $0.span.minY <= y && y < $0.span.maxY }?.indexPath
  }

  /// The rows of positive height whose spans meet `[minY, maxY)`, found by walking every row.
  func indexPathsForRows(intersecting minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
    guard minY < maxY else { return [] }
    return rows.filter { $0.span.height > 0 && $0.span.minY < maxY && $0.span.maxY > minY }.map(\.indexPath)
  }
}
