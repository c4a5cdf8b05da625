import Foundation
import Testing
@testable import DelegateKitTable

/// Who gets asked what, and how often.
@Suite("Closure calls")
struct ClosureCallTests {
  /// Construction asks for each row's height exactly once, in section and row order.
  @Test func variableConstructionAsksOncePerRowInOrder() {
    let sections = [metrics(3), metrics(0), metrics(130), metrics(1)]
    var asked: [IndexPath] = []
    let geometry = TableGeometry(sections: sections) { indexPath in
      asked.append(indexPath)
      return CGFloat(indexPath.row)
    }
    let expected = sections.enumerated().flatMap { section, metric in (0..<metric.numberOfRows).map { ip(section, $0) }
    }
    #expect(asked == expected)
    #expect(geometry.height(ofRowAt: ip(2, 129)) == 129)
  }

  /// Fixed mode stores nothing per row, and its rebuild calls neither closure.
  @Test func fixedModeAsksNothingPerRow() {
    var geometry = TableGeometry(rowHeight: 30, sections: [metrics(1_000_000), metrics(5)])
    #expect(geometry.storageByteCount < 512)
    var calls = 0
    geometry.rebuild(
      sections: [metrics(2_000_000), metrics(7)],
      oldIndexPath: { _ in
        calls += 1
        return nil
      },
      rowHeight: { _ in
        calls += 1
        return 1
      }
    )
    #expect(calls == 0)
    #expect(geometry.storageByteCount < 512)
    #expect(geometry.totalRowCount == 2_000_007)
    #expect(geometry.rowSpan(at: ip(1, 6)) == span(2_000_006 * 30, 30))
  }

  /// A variable-mode rebuild asks `oldIndexPath` once per new row, and `rowHeight` once
  /// for each new row without an old one, both in order; kept rows keep their heights.
  @Test func rebuildAsksOncePerNewRow() {
    var geometry = TableGeometry(sections: [metrics(3), metrics(2)]) { CGFloat(10 * $0.section + $0.row + 1) }
    // Old heights: (0,0) 1, (0,1) 2, (0,2) 3, (1,0) 11, (1,1) 12.
    // New: section 0 = [old (1,1), new, old (0,0)], section 1 = [], section 2 = [new, old (0,2)].
    let mapping: [IndexPath: IndexPath] = [ip(0, 0): ip(1, 1), ip(0, 2): ip(0, 0), ip(2, 1): ip(0, 2)]
    var mapped: [IndexPath] = []
    var measured: [IndexPath] = []
    geometry.rebuild(
      sections: [metrics(3, header: 1), metrics(0), metrics(2)],
      oldIndexPath: { indexPath in
        mapped.append(indexPath)
        return mapping[indexPath]
      },
      rowHeight: { indexPath in
        measured.append(indexPath)
        return 100
      }
    )
    #expect(mapped == [ip(0, 0), ip(0, 1), ip(0, 2), ip(2, 0), ip(2, 1)])
    #expect(measured == [ip(0, 1), ip(2, 0)])
    #expect([ip(0, 0), ip(0, 1), ip(0, 2), ip(2, 0), ip(2, 1)].map(geometry.height(ofRowAt:)) == [12, 100, 1, 100, 3])
    #expect(geometry.contentHeight == (1 + 12 + 100 + 1 + 100 + 3) as CGFloat)
    #expect(geometry.indexPathForRow(atY: 1 + 12 + 100 + 1) == ip(2, 0))
  }
}
