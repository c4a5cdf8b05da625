import Foundation
import Testing

@testable import DelegateKitTable

/// The snapshot's editing and query API, one behaviour per test.
@Suite struct SnapshotTests {
  /// Two sections: A holds 1 2 3, B holds 4 5.
  private var sample: Snapshot { makeSnapshot([("A", rows(1, 2, 3)), ("B", rows(4, 5))]) }

  /// The identifiers per section, for compact expectations.
  private func layout(_ snapshot: Snapshot) -> [[Int]] {
    snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
  }

  @Test func emptySnapshot() {
    let snapshot = Snapshot()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    #expect(snapshot.itemIdentifiers.isEmpty && snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.numberOfItems(inSection: "A") == 0 && snapshot.items(inSection: "A").isEmpty)
    #expect(snapshot.item(at: ip(0, 0)) == nil && snapshot.indexPath(ofItem: 1) == nil)
  }

  @Test func queries() {
    let snapshot = sample
    #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: "B") == 2)
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.items(inSection: "A") == rows(1, 2, 3))
    #expect(snapshot.item(at: ip(1, 1)) == Row(id: 5))
    #expect(snapshot.item(at: ip(1, 2)) == nil && snapshot.item(at: IndexPath(indexes: [1])) == nil)
    #expect(snapshot.item(withIdentifier: 4) == Row(id: 4))
    #expect(snapshot.indexOfSection("B") == 1 && snapshot.indexOfSection("C") == nil)
    #expect(snapshot.indexPath(ofItem: 5) == ip(1, 1))
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "A")
  }

  @Test func appendItemsDefaultsToTheLastSection() {
    var snapshot = sample
    snapshot.appendItems(rows(6))
    #expect(layout(snapshot) == [[1, 2, 3], [4, 5, 6]])
    #expect(snapshot.indexPath(ofItem: 6) == ip(1, 2))
  }

  @Test func insertAndMoveSections() {
    var snapshot = sample
    snapshot.insertSections(["C"], beforeSection: "A")
    snapshot.insertSections(["D", "E"], afterSection: "A")
    #expect(snapshot.sectionIdentifiers == ["C", "A", "D", "E", "B"])
    #expect(snapshot.indexPath(ofItem: 4) == ip(4, 0))
    snapshot.moveSection("C", afterSection: "B")
    snapshot.moveSection("B", beforeSection: "A")
    snapshot.moveSection("D", beforeSection: "D")
    #expect(snapshot.sectionIdentifiers == ["B", "A", "D", "E", "C"])
    #expect(snapshot.indexPath(ofItem: 4) == ip(0, 0) && snapshot.indexPath(ofItem: 3) == ip(1, 2))
  }

  @Test func deleteSectionsTakesTheirItems() {
    var snapshot = sample
    snapshot.deleteSections(["A", "missing"])
    #expect(layout(snapshot) == [[4, 5]])
    #expect(snapshot.indexPath(ofItem: 1) == nil && snapshot.indexPath(ofItem: 5) == ip(0, 1))
  }

  @Test func insertItemsAroundAnAnchor() {
    var snapshot = sample
    snapshot.insertItems(rows(7, 8), beforeItem: 2)
    snapshot.insertItems(rows(9), afterItem: 5)
    #expect(layout(snapshot) == [[1, 7, 8, 2, 3], [4, 5, 9]])
    #expect(snapshot.indexPath(ofItem: 3) == ip(0, 4) && snapshot.indexPath(ofItem: 9) == ip(1, 2))
  }

  @Test func deleteItems() {
    var snapshot = sample
    snapshot.deleteItems([2, 4, 42])
    #expect(layout(snapshot) == [[1, 3], [5]])
    #expect(snapshot.indexPath(ofItem: 3) == ip(0, 1) && snapshot.indexPath(ofItem: 2) == nil)
    snapshot.deleteAllItems()
    #expect(snapshot == Snapshot())
  }

  @Test func moveItems() {
    var snapshot = sample
    snapshot.moveItem(1, afterItem: 3)
    #expect(layout(snapshot) == [[2, 3, 1], [4, 5]])
    snapshot.moveItem(5, beforeItem: 2)
    snapshot.moveItem(4, afterItem: 4)
    #expect(layout(snapshot) == [[5, 2, 3, 1], [4]])
    #expect((1...5).map { snapshot.indexPath(ofItem: $0) } == [ip(0, 3), ip(0, 1), ip(0, 2), ip(1, 0), ip(0, 0)])
  }

  @Test func reconfigureItemsReplacesContentInPlace() {
    var snapshot = sample
    snapshot.reconfigureItems([Row(id: 2, content: 7)])
    #expect(snapshot.item(at: ip(0, 1)) == Row(id: 2, content: 7))
    #expect(snapshot != sample)
  }

  @Test func copiesAreIndependent() {
    let original = sample
    var copy = original
    copy.moveItem(1, afterItem: 5)
    copy.deleteSections(["A"])
    #expect(layout(original) == [[1, 2, 3], [4, 5]])
    #expect(original.indexPath(ofItem: 1) == ip(0, 0) && copy.indexPath(ofItem: 1) == ip(0, 2))
  }

  @Test func duplicatesAreStoredAndLookupsFindTheFirst() {
    var snapshot = sample
    snapshot.appendSections(["A", "C"])
    snapshot.appendItems([Row(id: 2, content: 9)])
    #expect(snapshot.numberOfSections == 4 && snapshot.numberOfItems == 6)
    #expect(snapshot.indexPath(ofItem: 2) == ip(0, 1) && snapshot.indexOfSection("A") == 0)
    snapshot.reconfigureItems([Row(id: 2, content: 4)])
    #expect(
      snapshot.item(at: ip(0, 1)) == Row(id: 2, content: 4) && snapshot.item(at: ip(3, 0)) == Row(id: 2, content: 4)
    )
    // Deleting both "A"s leaves item 2 once, in "C", where the index must find it again.
    snapshot.deleteSections(["A"])
    #expect(snapshot.sectionIdentifiers == ["B", "C"] && snapshot.indexPath(ofItem: 2) == ip(1, 0))
    #expect(snapshot.duplicatedItemIdentifierCount == 0)
    snapshot.moveItem(2, beforeItem: 4)
    #expect(layout(snapshot) == [[2, 4, 5], []] && snapshot.indexPath(ofItem: 5) == ip(0, 2))
    snapshot.deleteItems([2])
    #expect(layout(snapshot) == [[4, 5], []] && snapshot.indexPath(ofItem: 2) == nil)
  }

  @Test func misuseStopsWithAPrecondition() async throws {
    let noSection = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = TableViewSnapshot<String, Row>()
        snapshot.appendItems([Row(id: 1)])
      }
    )
    #expect(String(decoding: noSection.standardErrorContent, as: UTF8.self).contains("has no section to append to"))
    let missingAnchor = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = TableViewSnapshot<String, Row>()
        snapshot.appendSections(["A"])
        snapshot.insertItems([Row(id: 1)], beforeItem: 2)
      }
    )
    #expect(String(decoding: missingAnchor.standardErrorContent, as: UTF8.self).contains("is not in the snapshot"))
  }
}
