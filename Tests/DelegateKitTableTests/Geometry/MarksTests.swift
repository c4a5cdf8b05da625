import Foundation
import Testing
@testable import DelegateKitTable
import DelegateKitTestSupport

/// The marks decide a search only when they are sure, and then exactly as the exact scan.
@Suite("Marks")
struct MarksTests {
  /// Kinds of heights: exact quarters, thirds, wild magnitudes with zero runs.
  enum Heights: CaseIterable, Sendable {
    case quarters, thirds, wild

    /// A height of this kind.
    func next(_ rng: inout SplitMix64) -> CGFloat {
      switch self {
      case .quarters: rng.height()
      case .thirds: CGFloat(rng.int(1...300)) / 3
      case .wild: rng.chance(0.3) ? 0 : CGFloat(rng.int(1...1_000)) * [1e-9, 1e-3, 1, 1e3][rng.int(0...3)]
      }
    }
  }

  /// For random offsets, on and next to every boundary, `findIndex` (marks first) answers as
  /// `find` (exact scan), at small and large origins; for ordinary heights the marks decide
  /// almost every random offset themselves.
  @Test(arguments: Heights.allCases, [0, 1e6 / 3, 1e9] as [CGFloat])
  func marksAgreeWithExactScan(kind: Heights, header: CGFloat) {
    var rng = SplitMix64(seed: 0x3A2C5 &+ UInt64(header))
    let rowCount = 64 * 40 + 17
    let heights = (0..<rowCount).map { _ in kind.next(&rng) }
    let geometry = TableGeometry(sections: [metrics(rowCount, header: header)]) { heights[$0.row] }
    let record = geometry.sections[0]
    let rowsTop = geometry.headerSpan(inSection: 0).maxY
    let end = geometry.footerSpan(inSection: 0).minY
    var offsets: [CGFloat] = (0..<2_000).map { _ in
      rowsTop + (end - rowsTop) * CGFloat(rng.int(0...1_000_000)) / 1_000_000
    }
    for row in stride(from: 0, to: rowCount, by: 7) {
      let top = geometry.rowSpan(at: ip(0, row)).minY
      offsets += [top, top.nextUp, top.nextDown, top + 1e-7, top - 1e-7]
    }
    var mismatches = 0
    var decided = 0
    for (index, y) in offsets.enumerated() where y >= rowsTop && y.isFinite {
      let exact = PrefixIndex.find(from: rowsTop, atOrBelow: y, geometry.heights, geometry.rowNodes, record.rows).index
      let fast = PrefixIndex.findIndex(
        from: rowsTop,
        atOrBelow: y,
        geometry.heights,
        groups: geometry.rowGroups,
        geometry.rowNodes,
        marks: geometry.rowMarks,
        record.rows
      )
      if exact != fast { mismatches += 1 }
      if index < 2_000 && quickScanDecides(geometry, record.rows, rowsTop: rowsTop, y: y) { decided += 1 }
    }
    #expect(mismatches == 0)
    if kind != .wild { #expect(decided > 1_900, "marks decided only \(decided) of 2,000 random offsets") }
  }

  /// Whether the marks alone settle the search for `y`.
  func quickScanDecides(_ geometry: TableGeometry, _ window: PrefixIndex.Window, rowsTop: CGFloat, y: CGFloat) -> Bool {
    let (group, start, _) = geometry.rowNodes.withUnsafeBufferPointer {
      PrefixIndex.descend($0, window, from: rowsTop, atOrBelow: y)
    }
    let length = Swift.min(PrefixIndex.groupSize, window.count - group * PrefixIndex.groupSize)
    return geometry.rowMarks.withUnsafeBufferPointer {
      PrefixIndex.quickScan(
        $0,
        base: (window.groupStart + group) * PrefixIndex.groupSize,
        length: length,
        endIsMine: group == window.groupCount - 1,
        total: geometry.rowGroups[window.groupStart + group],
        from: start,
        atOrBelow: y
      )
    } != nil
  }

  /// Marks follow height changes: after edits they equal the marks of a fresh build.
  @Test func marksFollowEdits() {
    var rng = SplitMix64(seed: 77)
    var heights = (0..<1_000).map { _ in rng.height() }
    var geometry = TableGeometry(sections: [metrics(1_000)]) { heights[$0.row] }
    for _ in 0..<300 {
      let row = rng.int(0...999)
      heights[row] = rng.height()
      geometry.setHeight(heights[row], forRowAt: ip(0, row))
    }
    let fresh = TableGeometry(sections: [metrics(1_000)]) { heights[$0.row] }
    #expect(geometry.rowMarks == fresh.rowMarks)
  }
}
