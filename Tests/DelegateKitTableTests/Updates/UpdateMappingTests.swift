import Foundation
import Testing

@testable import DelegateKitTable

/// A mapping for a batch that must be valid.
func mapping(_ update: BatchUpdate, _ old: [Int], _ new: [Int]) throws -> UpdateMapping {
  try UpdateMapping(validating: update, oldRowCounts: old, newRowCounts: new)
}

/// Hand-worked examples of UIKit's positioning model, plus the cost guarantee.
@Suite struct UpdateMappingTests {
  @Test func rowsFillTheFreeSlotsInOrder() throws {
    // Old A B C D E. Delete B, move D to the top, insert X at row 2: D A X C E.
    let update = batch {
      $0.deleteRows([ip(0, 1)])
      $0.moveRow(at: ip(0, 3), to: ip(0, 0))
      $0.insertRows([ip(0, 2)])
    }
    let map = try mapping(update, [5], [5])
    let expectedNew: [IndexPath?] = [ip(0, 1), nil, ip(0, 3), ip(0, 0), ip(0, 4)]
    #expect((0..<5).map { map.newIndexPath(forOld: ip(0, $0)) } == expectedNew)
    let expectedOld: [IndexPath?] = [ip(0, 3), ip(0, 0), nil, ip(0, 2), ip(0, 4)]
    #expect((0..<5).map { map.oldIndexPath(forNew: ip(0, $0)) } == expectedOld)
  }

  @Test func sectionsAndTheirRowsMoveTogether() throws {
    // Sections P Q R. Delete P, move R to the top, insert N at the end: R Q N.
    let update = batch {
      $0.deleteSections([0])
      $0.moveSection(2, toSection: 0)
      $0.insertSections([2])
      $0.moveRow(at: ip(2, 0), to: ip(1, 0))  // R's first row into Q.
    }
    let map = try mapping(update, [1, 2, 2], [1, 3, 4])
    #expect((0..<3).map(map.newSection(forOld:)) == [nil, 1, 0])
    #expect((0..<3).map(map.oldSection(forNew:)) == [2, 1, nil])
    #expect(map.newIndexPath(forOld: ip(0, 0)) == nil)
    #expect(map.newIndexPath(forOld: ip(2, 1)) == ip(0, 0))
    #expect(map.newIndexPath(forOld: ip(1, 1)) == ip(1, 2))
    #expect(map.oldIndexPath(forNew: ip(1, 0)) == ip(2, 0))
    #expect(map.oldIndexPath(forNew: ip(2, 3)) == nil)
  }

  @Test func reloadedRowsAndSectionsAreFresh() throws {
    let update = batch {
      $0.reloadSections([1])
      $0.reloadRows([ip(0, 1)])
    }
    let map = try mapping(update, [3, 2], [3, 7])
    #expect(map.newIndexPath(forOld: ip(0, 1)) == ip(0, 1))
    #expect(map.oldIndexPath(forNew: ip(0, 1)) == nil)
    #expect(map.oldIndexPath(forNew: ip(0, 2)) == ip(0, 2))
    #expect(map.oldSection(forNew: 1) == 1)
    #expect(map.isSectionReloaded(new: 1))
    #expect(!map.isSectionReloaded(new: 0))
    #expect(map.newIndexPath(forOld: ip(1, 0)) == nil)
    #expect(map.oldIndexPath(forNew: ip(1, 6)) == nil)
  }

  @Test func reconfiguredRowsAreReportedWhereTheyLand() throws {
    let update = batch {
      $0.reconfigureRows([ip(0, 0), ip(0, 2)])
      $0.moveRow(at: ip(0, 0), to: ip(0, 2))
    }
    let map = try mapping(update, [3], [3])
    #expect(map.reconfiguredNewIndexPaths == [ip(0, 1), ip(0, 2)])
    #expect(map.isReconfigured(new: ip(0, 2)))
    #expect(map.oldIndexPath(forNew: ip(0, 2)) == ip(0, 0))
    #expect(!map.isReconfigured(new: ip(0, 0)))
  }

  @Test func queriesOutsideTheTableAnswerNil() throws {
    let map = try mapping(batch { $0.insertRows([ip(0, 0)]) }, [2], [3])
    for bad in [ip(0, -1), ip(0, 3), ip(-1, 0), ip(1, 0), ip(.max, .max), IndexPath(indexes: [0]), IndexPath()] {
      #expect(map.oldIndexPath(forNew: bad) == nil)
      #expect(!map.isReconfigured(new: bad))
    }
    #expect(map.newIndexPath(forOld: ip(0, 2)) == nil)
    #expect(map.newIndexPath(forOld: IndexPath(indexes: [0, 0, 0])) == nil)
    #expect(map.newSection(forOld: -1) == nil && map.oldSection(forNew: 1) == nil)
  }

  @Test func extremeRowCountsStayInArithmeticRange() throws {
    let map = try mapping(batch { $0.insertRows([ip(0, .max - 1)]) }, [.max - 1], [.max])
    #expect(map.newIndexPath(forOld: ip(0, .max - 2)) == ip(0, .max - 2))
    #expect(map.oldIndexPath(forNew: ip(0, .max - 1)) == nil)
    #expect(map.oldIndexPath(forNew: ip(0, 0)) == ip(0, 0))
  }

  /// A billion rows: any work per row would blow the time limit many times over.
  @Test(.timeLimit(.minutes(1))) func costDoesNotDependOnTheNumberOfRows() throws {
    let sections = 100
    let rows = 10_000_000
    let update = batch {
      $0.insertRows([ip(0, 500_000)])
      $0.deleteRows([ip(99, 0)])
      $0.moveRow(at: ip(50, 1), to: ip(51, rows - 1))
    }
    let old = [Int](repeating: rows, count: sections)
    var new = old
    new[0] += 1
    new[99] -= 1
    new[50] -= 1
    new[51] += 1
    let map = try mapping(update, old, new)
    #expect(map.newIndexPath(forOld: ip(0, 499_999)) == ip(0, 499_999))
    #expect(map.newIndexPath(forOld: ip(0, 500_000)) == ip(0, 500_001))
    #expect(map.oldIndexPath(forNew: ip(0, 500_000)) == nil)
    #expect(map.newIndexPath(forOld: ip(99, rows - 1)) == ip(99, rows - 2))
    #expect(map.newIndexPath(forOld: ip(50, 1)) == ip(51, rows - 1))
    #expect(map.oldIndexPath(forNew: ip(51, rows)) == ip(51, rows - 1))
    #expect(map.newIndexPath(forOld: ip(50, 2)) == ip(50, 1))
  }
}
