import Foundation
import Testing
@testable import DelegateKitTable
import DelegateKitTestSupport

/// Variable row heights: every query worked out by hand, plus structure-sized cases.
@Suite("Variable row heights")
struct VariableModeTests {
  nonisolated static let argumentCases1: [(CGFloat, IndexPath?)] = [
    (-0.5, nil), (0, nil), (7.75, nil), (8, ip(0, 0)), (17.75, ip(0, 0)), (18, ip(0, 3)), (37.75, ip(0, 3)),
    (38, nil), (41.75, nil), (42, nil), (43.75, nil), (44, ip(2, 0)), (49.75, ip(2, 0)), (50, nil), (51, nil),
  ]
  nonisolated static let argumentCases2: [(CGFloat, CGFloat, [IndexPath])] = [
    (0, 50, [ip(0, 0), ip(0, 3), ip(2, 0)]), (17, 19, [ip(0, 0), ip(0, 3)]), (18, 18.25, [ip(0, 3)]),
    (17.5, 18, [ip(0, 0)]), (18, 18, []), (38, 44, []), (37.75, 44.25, [ip(0, 3), ip(2, 0)]), (50, 60, []),
  ]

  /// Heights per section, as a closure for the initializer.
  static func geometry(_ sections: [TableGeometry.SectionMetrics], _ heights: [[CGFloat]]) -> TableGeometry {
    TableGeometry(sections: sections) { heights[$0.section][$0.row] }
  }

  /// y: 0 header 8 | rows 8(10) 18(0) 18(0) 18(20) | 38 footer 42 | empty section 42..42 |
  ///    42 header 44 | row 44(6) | 50
  let geometry = VariableModeTests.geometry(
    [metrics(4, header: 8, footer: 4), metrics(0), metrics(1, header: 2)],
    [[10, 0, 0, 20], [], [6]]
  )

  /// Counts and mode.
  @Test func counts() {
    #expect(geometry.numberOfSections == 3)
    #expect(geometry.numberOfRows(inSection: 0) == 4)
    #expect(geometry.numberOfRows(inSection: 1) == 0)
    #expect(geometry.totalRowCount == 5)
    #expect(!geometry.usesFixedRowHeight)
    #expect(geometry.rowHeight == nil)
    #expect(geometry.contentHeight == 50)
  }

  /// Spans, including zero-height rows and an empty, zero-height section.
  @Test func spans() {
    #expect(geometry.headerSpan(inSection: 0) == span(0, 8))
    #expect(geometry.rowSpan(at: ip(0, 0)) == span(8, 10))
    #expect(geometry.rowSpan(at: ip(0, 1)) == span(18, 0))
    #expect(geometry.rowSpan(at: ip(0, 2)) == span(18, 0))
    #expect(geometry.rowSpan(at: ip(0, 3)) == span(18, 20))
    #expect(geometry.footerSpan(inSection: 0) == span(38, 4))
    #expect(geometry.sectionSpan(inSection: 0) == span(0, 42))
    #expect(geometry.sectionSpan(inSection: 1) == span(42, 0))
    #expect(geometry.headerSpan(inSection: 1) == span(42, 0))
    #expect(geometry.footerSpan(inSection: 1) == span(42, 0))
    #expect(geometry.headerSpan(inSection: 2) == span(42, 2))
    #expect(geometry.rowSpan(at: ip(2, 0)) == span(44, 6))
    #expect(geometry.sectionSpan(inSection: 2) == span(42, 8))
    #expect(geometry.height(ofRowAt: ip(0, 3)) == 20)
    #expect(geometry.height(ofRowAt: ip(0, 1)) == 0)
  }

  /// Zero-height rows own no offset; the row after them owns their shared top.
  @Test(arguments: VariableModeTests.argumentCases1)
  func rowAtOffset(y: CGFloat, expected: IndexPath?) {
    #expect(geometry.indexPathForRow(atY: y) == expected)
  }

  /// Zero-height rows never intersect, even a range that starts or ends on them.
  @Test(arguments: VariableModeTests.argumentCases2)
  func rowsInRange(minY: CGFloat, maxY: CGFloat, expected: [IndexPath]) {
    #expect(geometry.indexPathsForRows(intersecting: minY, maxY) == expected)
  }

  /// A height change moves every row, footer and section below it.
  @Test func setHeight() {
    var geometry = self.geometry
    geometry.setHeight(4, forRowAt: ip(0, 1))
    #expect(geometry.rowSpan(at: ip(0, 1)) == span(18, 4))
    #expect(geometry.rowSpan(at: ip(0, 3)) == span(22, 20))
    #expect(geometry.footerSpan(inSection: 0) == span(42, 4))
    #expect(geometry.rowSpan(at: ip(2, 0)) == span(48, 6))
    #expect(geometry.contentHeight == 54)
    #expect(geometry.indexPathForRow(atY: 18) == ip(0, 1))
    #expect(geometry.indexPathsForRows(intersecting: 17, 23) == [ip(0, 0), ip(0, 1), ip(0, 3)])
    geometry.setHeight(.nan, forRowAt: ip(0, 3))
    #expect(geometry.height(ofRowAt: ip(0, 3)) == 0)
    #expect(geometry.contentHeight == 34)
    geometry.setHeaderHeight(-3, inSection: 2)
    geometry.setFooterHeight(1.5, inSection: 1)
    #expect(geometry.footerSpan(inSection: 1) == span(26, 1.5))
    #expect(geometry.headerSpan(inSection: 2) == span(27.5, 0))
    #expect(geometry.rowSpan(at: ip(2, 0)) == span(27.5, 6))
  }

  /// Bad heights from the closure are clamped to 0.
  @Test func badHeightsAreClamped() {
    let geometry = Self.geometry([metrics(5, header: .nan)], [[-1, .infinity, .nan, -.infinity, 3]])
    for row in 0..<4 { #expect(geometry.height(ofRowAt: ip(0, row)) == 0) }
    #expect(geometry.rowSpan(at: ip(0, 4)) == span(0, 3))
    #expect(geometry.contentHeight == 3)
    #expect(geometry.indexPathForRow(atY: 0) == ip(0, 4))
  }

  /// No sections, and sections without rows.
  @Test func emptyTables() {
    let none = Self.geometry([], [])
    #expect(none.contentHeight == 0)
    #expect(none.totalRowCount == 0)
    #expect(none.indexPathForRow(atY: 0) == nil)
    #expect(none.indexPathsForRows(intersecting: -10, 10).isEmpty)
    let rowless = Self.geometry([metrics(0, header: 5), metrics(0), metrics(0, footer: 5)], [[], [], []])
    #expect(rowless.contentHeight == 10)
    #expect(rowless.footerSpan(inSection: 2) == span(5, 5))
    #expect(rowless.indexPathForRow(atY: 5) == nil)
    #expect(rowless.indexPathsForRows(intersecting: 0, 10).isEmpty)
  }

  /// Thousands of zero-height sections between two rows are skipped, not walked into.
  @Test func zeroHeightSectionsAreSkipped() {
    var sections = [metrics(1)]
    sections += Array(repeating: metrics(3), count: 5_000)
    sections.append(metrics(1))
    let geometry = TableGeometry(sections: sections) { $0.section == 0 || $0.section == 5_001 ? 10 : 0 }
    #expect(geometry.contentHeight == 20)
    #expect(geometry.indexPathForRow(atY: 10) == ip(5_001, 0))
    #expect(geometry.indexPathsForRows(intersecting: 0, 20) == [ip(0, 0), ip(5_001, 0)])
    #expect(geometry.sectionSpan(inSection: 2_500) == span(10, 0))
  }

  /// Runs of zero-height rows of every length, across group boundaries, are skipped.
  @Test(arguments: [1, 31, 32, 33, 63, 64, 65, 200, 5_000])
  func zeroHeightRuns(run: Int) {
    // Rows: 70 of height 1, `run` of height 0, 70 of height 1, `run` of height 0, 1 of height 2.
    let count = 70 + run + 70 + run + 1
    let geometry = TableGeometry(sections: [metrics(count)]) { indexPath in
      let row = indexPath.row
      if row == count - 1 { return 2 }
      return (row >= 70 && row < 70 + run) || row >= 140 + run ? 0 : 1
    }
    #expect(geometry.contentHeight == 142)
    let expected = (0..<70).map { ip(0, $0) } + (70 + run..<140 + run).map { ip(0, $0) } + [ip(0, count - 1)]
    #expect(geometry.indexPathsForRows(intersecting: 0, 142) == expected)
    #expect(geometry.indexPathsForRows(intersecting: 69.5, 70.5) == [ip(0, 69), ip(0, 70 + run)])
    #expect(geometry.indexPathsForRows(intersecting: 139.5, 141) == [ip(0, 139 + run), ip(0, count - 1)])
    #expect(geometry.indexPathForRow(atY: 70) == ip(0, 70 + run))
    #expect(geometry.indexPathForRow(atY: 140) == ip(0, count - 1))
  }

  /// Enough rows for three levels of nodes above the groups; heights `row % 7` give
  /// closed-form offsets to check against.
  @Test func deepIndex() {
    let count = 70_000
    var geometry = TableGeometry(sections: [metrics(0, header: 1), metrics(count, header: 3, footer: 2)]) {
      CGFloat($0.row % 7)
    }
    /// The sum of `row % 7` over rows before `row`.
    func before(_ row: Int) -> CGFloat { CGFloat(row / 7 * 21 + (0..<(row % 7)).reduce(0, +)) }
    let rowsTop: CGFloat = 4
    #expect(geometry.contentHeight == rowsTop + before(count) + 2)
    for row in stride(from: 0, to: count, by: 997) + [4_095, 4_096, 4_097, 65_535, 65_536, count - 1] {
      let expected = span(rowsTop + before(row), CGFloat(row % 7))
      #expect(geometry.rowSpan(at: ip(1, row)) == expected)
      let found = geometry.indexPathForRow(atY: expected.minY)
      #expect(found == (row % 7 == 0 ? ip(1, row + 1) : ip(1, row)))
    }
    geometry.setHeight(1_000, forRowAt: ip(1, 40_000))
    #expect(
      geometry.rowSpan(at: ip(1, 40_001))
        == span(rowsTop + before(40_001) - CGFloat(40_000 % 7) + 1_000, CGFloat(40_001 % 7))
    )
    #expect(geometry.indexPathForRow(atY: rowsTop + before(40_000) + 999.5) == ip(1, 40_000))
    #expect(geometry.footerSpan(inSection: 1).maxY == geometry.contentHeight)
  }

  /// With heights in thirds (not exact in binary), an updated layout is bit-for-bit the
  /// one built afresh, and every row's top finds that row.
  @Test func inexactHeightsDoNotDrift() {
    var rng = SplitMix64(seed: 0xD21F7)
    var heights = (0..<3).map { _ in (0..<5_000).map { _ in CGFloat(rng.int(0...300)) / 3 } }
    let sections = [metrics(5_000, header: 1.0 / 3), metrics(5_000, footer: 0.1), metrics(5_000)]
    var geometry = TableGeometry(sections: sections) { heights[$0.section][$0.row] }
    for _ in 0..<2_000 {
      let section = rng.int(0...2)
      let row = rng.int(0...4_999)
      heights[section][row] = CGFloat(rng.int(0...300)) / 3
      geometry.setHeight(heights[section][row], forRowAt: ip(section, row))
    }
    let fresh = TableGeometry(sections: sections) { heights[$0.section][$0.row] }
    #expect(geometry.heights == fresh.heights)
    #expect(geometry.rowGroups == fresh.rowGroups)
    #expect(geometry.rowNodes == fresh.rowNodes)
    #expect(geometry.sectionExtents == fresh.sectionExtents)
    #expect(geometry.sectionNodes == fresh.sectionNodes)
    #expect(geometry.contentHeight == fresh.contentHeight)
    var mismatches = 0
    for section in 0..<3 {
      for row in 0..<5_000 {
        let rowSpan = geometry.rowSpan(at: ip(section, row))
        guard rowSpan.height > 0 else { continue }
        if geometry.indexPathForRow(atY: rowSpan.minY) != ip(section, row) { mismatches += 1 }
        if !geometry.indexPathsForRows(intersecting: rowSpan.minY, rowSpan.minY.nextUp).contains(ip(section, row)) {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0)
  }
}
