import Foundation
import Testing
@testable import DelegateKitTable

/// Misuse stops the process (each runs in a child process as an exit test).
@Suite("Preconditions")
struct PreconditionTests {
  /// Setting one row's height needs variable heights.
  @Test func setHeightInFixedMode() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var geometry = TableGeometry(rowHeight: 44, sections: [TableGeometry.SectionMetrics(numberOfRows: 3)])
        geometry.setHeight(10, forRowAt: IndexPath(row: 0, section: 0))
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("needs variable row heights"))
  }

  /// A row past the end of its section.
  @Test func rowOutOfRange() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let geometry = TableGeometry(sections: [TableGeometry.SectionMetrics(numberOfRows: 3)]) { _ in 10 }
        _ = geometry.rowSpan(at: IndexPath(row: 5, section: 0))
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("is out of range: section"))
  }

  /// A section past the end of the table.
  @Test func sectionOutOfRange() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let geometry = TableGeometry(rowHeight: 44, sections: [TableGeometry.SectionMetrics(numberOfRows: 3)])
        _ = geometry.headerSpan(inSection: 1)
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("is out of range: the table has"))
  }

  /// A negative row count.
  @Test func negativeRowCount() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = TableGeometry(rowHeight: 44, sections: [TableGeometry.SectionMetrics(numberOfRows: -1)])
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("a row count cannot be negative"))
  }

  /// A rebuild mapping to an old row that never existed.
  @Test func rebuildWithBadOldIndexPath() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var geometry = TableGeometry(sections: [TableGeometry.SectionMetrics(numberOfRows: 1)]) { _ in 10 }
        geometry.rebuild(
          sections: [TableGeometry.SectionMetrics(numberOfRows: 1)],
          oldIndexPath: { _ in IndexPath(row: 1, section: 0) },
          rowHeight: { _ in 1 }
        )
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("which is out of range: section"))
  }
}
