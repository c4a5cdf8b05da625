import Foundation
import Testing

@testable import DelegateKitTable

/// How the mediator finds a page's rows: growth at the end of each section and new sections
/// after the old ones, and nothing else.
@Suite struct AppendedRowsTests {
  @Test func rowsAppendedToOldSections() throws {
    let growth = try #require(AppendedRows(old: [2, 1], new: [4, 1]))
    #expect(growth.insertedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)])
    #expect(growth.insertedSections.isEmpty)
    #expect(!growth.isEmpty)
  }

  @Test func newSectionsAfterTheOldOnes() throws {
    let growth = try #require(AppendedRows(old: [3], new: [5, 2, 0]))
    #expect(growth.insertedRows == [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)])
    #expect(growth.insertedSections == IndexSet(integersIn: 1..<3))
  }

  @Test func unchangedIsEmpty() throws {
    #expect(try #require(AppendedRows(old: [3, 0], new: [3, 0])).isEmpty)
    #expect(try #require(AppendedRows(old: [], new: [])).isEmpty)
  }

  @Test(arguments: [([3], [2]), ([3, 1], [3]), ([1, 1], [2, 0])])
  func shrinkingIsNotAnAppend(old: [Int], new: [Int]) {
    #expect(AppendedRows(old: old, new: new) == nil)
  }
}
