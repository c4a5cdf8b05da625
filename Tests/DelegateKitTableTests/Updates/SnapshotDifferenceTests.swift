import Foundation
import Testing

@testable import DelegateKitTable
import DelegateKitTestSupport

/// Hand-picked diffs: the batch each must produce, and that it reproduces the new snapshot.
@Suite struct SnapshotDifferenceTests {
  /// Diffs, checks reproduction, and returns the batch for closer inspection.
  private func diff(
    _ old: Snapshot,
    _ new: Snapshot,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> BatchUpdate {
    #expect(reproductionProblems(old, new) == [], sourceLocation: sourceLocation)
    return diffUpdate(old, new) ?? BatchUpdate()
  }

  @Test func identicalSnapshotsNeedNoUpdate() {
    #expect(diff(makeSnapshot([("A", rows(1, 2))]), makeSnapshot([("A", rows(1, 2))])).isEmpty)
    #expect(diff(Snapshot(), Snapshot()).isEmpty)
  }

  @Test func reorderMovesTheFewestItems() {
    let update = diff(makeSnapshot([("A", rows(0, 1, 2, 3, 4))]), makeSnapshot([("A", rows(4, 0, 1, 2, 3))]))
    #expect(update.movedRows == [.init(from: ip(0, 4), to: ip(0, 0))])
    #expect(update.deletedRows.isEmpty && update.insertedRows.isEmpty)
    let reversed = diff(makeSnapshot([("A", rows(0, 1, 2, 3))]), makeSnapshot([("A", rows(3, 2, 1, 0))]))
    #expect(reversed.movedRows.count == 3)
  }

  @Test func crossSectionMoves() {
    let old = makeSnapshot([("A", rows(1, 2, 3)), ("B", rows(4))])
    let new = makeSnapshot([("A", rows(1, 3)), ("B", rows(2, 4))])
    #expect(diff(old, new).movedRows == [.init(from: ip(0, 1), to: ip(1, 0))])
  }

  @Test func sectionMovesCarryTheirItemsAndMovesInside() {
    let old = makeSnapshot([("A", rows(1, 2)), ("B", rows(3, 4)), ("C", rows(5))])
    let new = makeSnapshot([("C", rows(5)), ("A", rows(1, 2)), ("B", rows(4, 3))])
    let update = diff(old, new)
    #expect(update.movedSections == [.init(from: 2, to: 0)])
    #expect(update.movedRows.count == 1)
  }

  @Test func contentChangeIsAReconfigure() {
    let update = diff(makeSnapshot([("A", rows(1, 2))]), makeSnapshot([("A", [Row(id: 1), Row(id: 2, content: 5)])]))
    #expect(update.reconfiguredRows == [ip(0, 1)])
    #expect(update.deletedRows.isEmpty && update.insertedRows.isEmpty && update.movedRows.isEmpty)
  }

  @Test func contentChangeWhileMovingIsAMoveAndAReconfigure() {
    let update = diff(
      makeSnapshot([("A", rows(1, 2, 3))]),
      makeSnapshot([("A", [Row(id: 3, content: 1)] + rows(1, 2))])
    )
    #expect(update.reconfiguredRows == [ip(0, 2)] && update.movedRows == [.init(from: ip(0, 2), to: ip(0, 0))])
  }

  @Test func identifierChangeIsADeleteAndAnInsert() {
    let update = diff(makeSnapshot([("A", rows(1, 2))]), makeSnapshot([("A", rows(1, 9))]))
    #expect(update.deletedRows == [ip(0, 1)] && update.insertedRows == [ip(0, 1)] && update.reconfiguredRows.isEmpty)
  }

  @Test func emptyToFullAndBack() {
    let full = makeSnapshot([("A", rows(1, 2)), ("B", [])])
    let grow = diff(Snapshot(), full)
    #expect(grow.insertedSections == [0, 1] && grow.insertedRows.isEmpty)
    let shrink = diff(full, Snapshot())
    #expect(shrink.deletedSections == [0, 1] && shrink.deletedRows.isEmpty)
    let emptied = diff(full, makeSnapshot([("A", []), ("B", [])]))
    #expect(emptied.deletedRows == [ip(0, 0), ip(0, 1)])
  }

  @Test func itemsMovingIntoANewSectionAreFresh() {
    let update = diff(makeSnapshot([("A", rows(1, 2))]), makeSnapshot([("A", rows(1)), ("N", rows(2))]))
    #expect(update.insertedSections == [1] && update.deletedRows == [ip(0, 1)] && update.movedRows.isEmpty)
  }

  @Test func itemsLeavingADeletedSectionAreFresh() {
    let update = diff(makeSnapshot([("A", rows(1)), ("D", rows(2))]), makeSnapshot([("A", rows(2, 1))]))
    #expect(update.deletedSections == [1] && update.insertedRows == [ip(0, 0)] && update.movedRows.isEmpty)
  }

  @Test func duplicatesAreNamed() {
    var old = makeSnapshot([("A", rows(1, 2, 1)), ("B", rows(3))])
    old.appendSections(["B"])
    var new = makeSnapshot([("A", rows(4, 5)), ("C", rows(5, 1))])
    new.appendSections(["C", "A"])
    #expect(Snapshot.difference(from: old, to: new) == .duplicates(sections: ["B", "A", "C"], items: [1, 5]))
  }

  @Test func largeDiffIsFast() {
    var rng = SplitMix64(seed: 7)
    let old = makeSnapshot([("A", (0..<20_000).map { Row(id: $0) })])
    var ids = Array(0..<20_000)
    for _ in 0..<2_000 { ids.remove(at: rng.int(0...(ids.count - 1))) }
    for id in 20_000..<22_000 { ids.insert(id, at: rng.int(0...ids.count)) }
    let new = makeSnapshot([("A", ids.map { Row(id: $0) })])
    let update = diff(old, new)
    #expect(update.deletedRows.count == 2_000 && update.insertedRows.count == 2_000 && update.movedRows.isEmpty)
  }
}
