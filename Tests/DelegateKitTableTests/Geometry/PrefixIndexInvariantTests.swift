import DelegateKitCore
import Foundation
import Testing

@testable import DelegateKitTable

/// The geometry index's internal check: a group sum or a node that is not what its values
/// make stops the process. Only in a build with `DELEGATEKIT_INTERNAL_CHECKS`, as the test
/// script makes.
@Suite(
  "Internal invariant checks of the geometry index",
  .enabled(if: checksInternalInvariants, "built without DELEGATEKIT_INTERNAL_CHECKS")
)
struct PrefixIndexInvariantTests {
  /// 300 rows of varied heights, in one section: five groups, one node above them.
  static func geometry() -> TableGeometry {
    TableGeometry(sections: [TableGeometry.SectionMetrics(numberOfRows: 300)]) { CGFloat(10 + $0.row % 7) }
  }

  @Test("A group sum that is not its values' is caught")
  func groupSum() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var geometry = Self.geometry()
        geometry.rowGroups[2] += 1
        let window = geometry.sections[0].rows
        PrefixIndex.checkInvariants(geometry.heights, window, groups: geometry.rowGroups, nodes: geometry.rowNodes)
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("is not the sum of its values"))
  }

  @Test("A node that is not its children's sums is caught")
  func node() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var geometry = Self.geometry()
        geometry.rowNodes[PrefixIndex.fanOut - 1] += 1
        let window = geometry.sections[0].rows
        PrefixIndex.checkInvariants(geometry.heights, window, groups: geometry.rowGroups, nodes: geometry.rowNodes)
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("not its children's"))
  }

  @Test("Height changes keep every sum true")
  func changesPass() {
    var geometry = Self.geometry()
    for row in stride(from: 0, to: 300, by: 7) {
      geometry.setHeight(CGFloat(row % 13), forRowAt: IndexPath(row: row, section: 0))
    }
    #expect(geometry.rowSpan(at: IndexPath(row: 294, section: 0)).height == 8)
  }
}
