import Foundation
import Testing
@testable import DelegateKitTable

/// Misuse stops the process (each runs in a child process as an exit test).
@Suite("Preconditions")
struct PreconditionTests {
  /// Setting one row's height needs variable heights.
  @Test func setHeightInFixedMode() async {
    await #expect(processExitsWith: .failure) {
      var geometry = TableGeometry(rowHeight: 44, sections: [TableGeometry.SectionMetrics(numberOfRows: 3)])
      geometry.setHeight(10, forRowAt: IndexPath(row: 0, section: 0))
    }
  }

  /// A row past the end of its section.
  @Test func rowOutOfRange() async {
    await #expect(processExitsWith: .failure) {
      let geometry = TableGeometry(sections: [TableGeometry.SectionMetrics(numberOfRows: 3)]) { _ in 10 }
      _ = geometry.rowSpan(at: IndexPath(row: 5, section: 0))
    }
  }

  /// A section past the end of the table.
  @Test func sectionOutOfRange() async {
    await #expect(processExitsWith: .failure) {
      let geometry = TableGeometry(rowHeight: 44, sections: [TableGeometry.SectionMetrics(numberOfRows: 3)])
      _ = geometry.headerSpan(inSection: 1)
    }
  }

  /// A negative row count.
  @Test func negativeRowCount() async {
    await #expect(processExitsWith: .failure) {
      _ = TableGeometry(rowHeight: 44, sections: [TableGeometry.SectionMetrics(numberOfRows: -1)])
    }
  }

  /// A rebuild mapping to an old row that never existed.
  @Test func rebuildWithBadOldIndexPath() async {
    await #expect(processExitsWith: .failure) {
      var geometry = TableGeometry(sections: [TableGeometry.SectionMetrics(numberOfRows: 1)]) { _ in 10 }
      geometry.rebuild(
        sections: [TableGeometry.SectionMetrics(numberOfRows: 1)],
        oldIndexPath: { _ in IndexPath(row: 1, section: 0) },
        rowHeight: { _ in 1 }
      )
    }
  }
}
