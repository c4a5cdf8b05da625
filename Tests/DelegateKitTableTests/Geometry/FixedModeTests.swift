import Foundation
import Testing
@testable import DelegateKitTable

/// Fixed row height: every query worked out by hand.
@Suite("Fixed row height")
struct FixedModeTests {
  nonisolated static let argumentCases1: [(CGFloat, IndexPath?)] = [
    (-1, nil), (0, nil), (19.75, nil), (20, ip(0, 0)), (63.75, ip(0, 0)), (64, ip(0, 1)), (151.5, ip(0, 2)),
    (152, nil), (161, nil), (162, nil), (181.5, nil), (182, ip(2, 0)), (226, ip(2, 1)), (269.75, ip(2, 1)),
    (270, nil), (1e9, nil), (-CGFloat.infinity, nil), (CGFloat.infinity, nil), (CGFloat.nan, nil),
  ]
  nonisolated static let argumentCases2: [(CGFloat, CGFloat, [IndexPath])] = [
    (0, 270, [ip(0, 0), ip(0, 1), ip(0, 2), ip(2, 0), ip(2, 1)]),
    (64, 64, []), (63.5, 64, [ip(0, 0)]), (64, 64.5, [ip(0, 1)]), (20, 64, [ip(0, 0)]),
    (150, 190, [ip(0, 2), ip(2, 0)]), (152, 182, []), (-100, 21, [ip(0, 0)]), (270, 300, []),
    (-CGFloat.infinity, CGFloat.infinity, [ip(0, 0), ip(0, 1), ip(0, 2), ip(2, 0), ip(2, 1)]),
    (100, 50, []), (CGFloat.nan, 100, []), (0, CGFloat.nan, []), (-10, 0, []),
  ]

  /// Three sections: chrome and rows, chrome only, rows only.
  ///
  /// y:   0 header 20 | rows 20, 64, 108 | 152 footer 162 | 162 header 177 | 177 footer 182
  ///      182 rows 182, 226 | 270
  let geometry = TableGeometry(
    rowHeight: 44,
    sections: [metrics(3, header: 20, footer: 10), metrics(0, header: 15, footer: 5), metrics(2)]
  )

  /// Counts and mode.
  @Test func counts() {
    #expect(geometry.numberOfSections == 3)
    #expect(geometry.numberOfRows(inSection: 0) == 3)
    #expect(geometry.numberOfRows(inSection: 1) == 0)
    #expect(geometry.numberOfRows(inSection: 2) == 2)
    #expect(geometry.totalRowCount == 5)
    #expect(geometry.usesFixedRowHeight)
    #expect(geometry.rowHeight == 44)
    #expect(geometry.contentHeight == 270)
  }

  /// Row, header, footer and section spans.
  @Test func spans() {
    #expect(geometry.headerSpan(inSection: 0) == span(0, 20))
    #expect(geometry.rowSpan(at: ip(0, 0)) == span(20, 44))
    #expect(geometry.rowSpan(at: ip(0, 1)) == span(64, 44))
    #expect(geometry.rowSpan(at: ip(0, 2)) == span(108, 44))
    #expect(geometry.rowSpan(at: ip(0, 2)).maxY == 152)
    #expect(geometry.footerSpan(inSection: 0) == span(152, 10))
    #expect(geometry.sectionSpan(inSection: 0) == span(0, 162))
    #expect(geometry.headerSpan(inSection: 1) == span(162, 15))
    #expect(geometry.footerSpan(inSection: 1) == span(177, 5))
    #expect(geometry.sectionSpan(inSection: 1) == span(162, 20))
    #expect(geometry.headerSpan(inSection: 2) == span(182, 0))
    #expect(geometry.rowSpan(at: ip(2, 0)) == span(182, 44))
    #expect(geometry.rowSpan(at: ip(2, 1)) == span(226, 44))
    #expect(geometry.footerSpan(inSection: 2) == span(270, 0))
    #expect(geometry.sectionSpan(inSection: 2) == span(182, 88))
    #expect(geometry.height(ofRowAt: ip(2, 1)) == 44)
  }

  /// Offsets in rows, on boundaries, in chrome, and outside the content.
  @Test(arguments: FixedModeTests.argumentCases1)
  func rowAtOffset(y: CGFloat, expected: IndexPath?) {
    #expect(geometry.indexPathForRow(atY: y) == expected)
  }

  /// Ranges: whole, empty, half-open ends, across chrome, outside, reversed, NaN.
  @Test(arguments: FixedModeTests.argumentCases2)
  func rowsInRange(minY: CGFloat, maxY: CGFloat, expected: [IndexPath]) {
    #expect(geometry.indexPathsForRows(intersecting: minY, maxY) == expected)
  }

  /// A zero row height leaves rows in place but owning no offset.
  @Test func zeroRowHeight() {
    let geometry = TableGeometry(rowHeight: 0, sections: [metrics(3, header: 20, footer: 10)])
    #expect(geometry.rowSpan(at: ip(0, 2)) == span(20, 0))
    #expect(geometry.footerSpan(inSection: 0) == span(20, 10))
    #expect(geometry.contentHeight == 30)
    #expect(geometry.indexPathForRow(atY: 20) == nil)
    #expect(geometry.indexPathsForRows(intersecting: 0, 30).isEmpty)
  }

  /// Bad heights are clamped to 0 rather than trapping or poisoning offsets.
  @Test(arguments: [-5, .nan, .infinity, -.infinity] as [CGFloat])
  func badHeightsAreClamped(bad: CGFloat) {
    var geometry = TableGeometry(rowHeight: bad, sections: [metrics(2, header: bad, footer: bad)])
    #expect(geometry.rowHeight == 0)
    #expect(geometry.contentHeight == 0)
    #expect(geometry.headerSpan(inSection: 0) == span(0, 0))
    geometry.setRowHeight(10)
    geometry.setHeaderHeight(bad, inSection: 0)
    geometry.setFooterHeight(bad, inSection: 0)
    #expect(geometry.contentHeight == 20)
    geometry.setRowHeight(bad)
    #expect(geometry.contentHeight == 0)
  }

  /// Mutations move everything below them.
  @Test func mutations() {
    var geometry = self.geometry
    geometry.setRowHeight(50)
    #expect(geometry.rowSpan(at: ip(2, 1)) == span(20 + 150 + 10 + 20 + 50, 50))
    #expect(geometry.contentHeight == 300)
    geometry.setHeaderHeight(0, inSection: 0)
    geometry.setFooterHeight(30, inSection: 1)
    #expect(geometry.footerSpan(inSection: 1) == span(175, 30))
    #expect(geometry.rowSpan(at: ip(2, 0)) == span(205, 50))
    #expect(geometry.indexPathForRow(atY: 205) == ip(2, 0))
    #expect(geometry.contentHeight == 305)
  }

  /// A million rows cost what ten do, and queries at the far end are exact.
  @Test func millionRowsStoreNothingPerRow() {
    let small = TableGeometry(rowHeight: 44, sections: [metrics(10, header: 28)])
    let large = TableGeometry(rowHeight: 44, sections: [metrics(1_000_000, header: 28)])
    // Capacities follow the allocator's rounding, so compare against a bound, not each other.
    #expect(small.storageByteCount < 512)
    #expect(large.storageByteCount < 512)
    #expect(large.rowSpan(at: ip(0, 999_999)) == span(28 + 999_999 * 44, 44))
    #expect(large.indexPathForRow(atY: 28 + 777_777 * 44 + 43.5) == ip(0, 777_777))
    #expect(
      large.indexPathsForRows(intersecting: 28 + 500_000 * 44 - 1, 28 + 500_002 * 44)
        == [ip(0, 499_999), ip(0, 500_000), ip(0, 500_001)]
    )
  }

  /// With a height that is not a binary fraction, lookups still agree with spans exactly.
  @Test func inexactRowHeightAgreesWithSpans() {
    let geometry = TableGeometry(
      rowHeight: 43.7,
      sections: [metrics(5_000, header: 0.1), metrics(10, header: 1.0 / 3)]
    )
    for section in 0..<2 {
      for row in 0..<geometry.numberOfRows(inSection: section) {
        let rowSpan = geometry.rowSpan(at: ip(section, row))
        #expect(geometry.indexPathForRow(atY: rowSpan.minY) == ip(section, row))
        #expect(geometry.indexPathForRow(atY: rowSpan.minY.nextDown) != ip(section, row))
      }
    }
  }

  /// Rows so thin that thousands round to one top are searched, not walked: the row found
  /// is the last whose top is at or above `y`, the next one's top is below it.
  ///
  /// (Such rows can have spans that round to nothing; `indexPathsForRows` still reports every
  /// row whose top lies in the range, so it is not asked here for millions of them.)
  @Test(arguments: [(1, 1e-20), (1e6, 1e-11), (3, 1e-9)] as [(CGFloat, CGFloat)])
  func thinRowsAreSearched(header: CGFloat, rowHeight: CGFloat) {
    let rowCount = 50_000_000
    let geometry = TableGeometry(rowHeight: rowHeight, sections: [metrics(rowCount, header: header, footer: 1)])
    for row in [0, 1, 11_101, 11_102, 30_000_000, rowCount - 1] {
      let y = geometry.rowSpan(at: ip(0, row)).minY
      guard let found = geometry.indexPathForRow(atY: y) else {
        // Only where the last rows end where they start: `y` is already in the footer.
        #expect(geometry.footerSpan(inSection: 0).minY <= y)
        continue
      }
      #expect(geometry.rowSpan(at: found).minY <= y)
      #expect(found.row == rowCount - 1 || geometry.rowSpan(at: ip(0, found.row + 1)).minY > y)
    }
  }
}
