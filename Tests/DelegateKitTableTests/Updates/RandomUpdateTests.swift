import Foundation
import Testing

@testable import DelegateKitTable
import DelegateKitTestSupport

/// Seeded randomized checks of the validator against ``UpdateModel``. Every failure names the
/// seed that replays it: `UpdateModel(using: &SplitMix64(seed: …))`.
@Suite struct RandomUpdateTests {
  /// Valid batches: accepted, and the mapping reproduces the model in both directions.
  @Test func validUpdatesReproduceTheModel() throws {
    for seed in UInt64(0)..<12_000 {
      var rng = SplitMix64(seed: seed)
      let model = UpdateModel(using: &rng)
      let result = UpdateMapping.validate(
        model.update,
        oldRowCounts: model.oldRowCounts,
        newRowCounts: model.newRowCounts
      )
      guard case .success(let map) = result else {
        Issue.record("seed \(seed): valid update refused: \(result)")
        continue
      }
      #expect(Self.mismatches(map, model).isEmpty, "seed \(seed): \(Self.mismatches(map, model))")
    }
  }

  /// Valid batches with one thing broken: always refused.
  @Test func perturbedUpdatesAreRefused() {
    for seed in UInt64(0)..<8_000 {
      var rng = SplitMix64(seed: seed &+ 1_000_000)
      let model = UpdateModel(using: &rng)
      var update = model.update
      var newRowCounts = model.newRowCounts
      let what = Self.perturb(&update, &newRowCounts, model, using: &rng)
      let result = UpdateMapping.validate(update, oldRowCounts: model.oldRowCounts, newRowCounts: newRowCounts)
      guard case .failure = result else {
        Issue.record("seed \(seed &+ 1_000_000): accepted after \(what)")
        continue
      }
    }
  }

  /// Arbitrary batches and counts, extreme numbers included, and valid batches with arbitrary
  /// extra calls: never a trap, and whatever is accepted is a consistent one-to-one mapping.
  @Test func arbitraryUpdatesNeverTrap() {
    var acceptedChanges = 0
    for seed in UInt64(0)..<6_000 {
      var rng = SplitMix64(seed: seed &+ 2_000_000)
      let extreme = rng.chance(10)
      func number() -> Int {
        extreme && rng.chance(30) ? [Int.max, Int.min, Int.max - 1, -1][rng.int(0...3)] : rng.int(-1...5)
      }
      func path() -> IndexPath {
        rng.chance(3)
          ? IndexPath(indexes: (0..<rng.int(0...3)).map { _ in number() }) : IndexPath(row: number(), section: number())
      }
      // Mostly empty lists, so that some arbitrary batches are accepted too.
      func some() -> Int { rng.chance(20) ? rng.int(1...2) : 0 }
      var update = BatchUpdate()
      var old: [Int] = []
      var new: [Int] = []
      if rng.chance(50) {
        let model = UpdateModel(using: &rng)
        (update, old, new) = (model.update, model.oldRowCounts, model.newRowCounts)
      } else {
        old = (0..<rng.int(0...4)).map { _ in number() }
        new = rng.chance(50) ? old : (0..<rng.int(0...4)).map { _ in number() }
      }
      update.deleteSections((0..<some()).map { _ in number() })
      update.insertSections((0..<some()).map { _ in number() })
      update.reloadSections((0..<some()).map { _ in number() })
      for _ in 0..<some() { update.moveSection(number(), toSection: number()) }
      update.deleteRows((0..<some()).map { _ in path() })
      update.insertRows((0..<some()).map { _ in path() })
      update.reloadRows((0..<some()).map { _ in path() })
      update.reconfigureRows((0..<some()).map { _ in path() })
      for _ in 0..<some() { update.moveRow(at: path(), to: path()) }
      guard case .success(let map) = UpdateMapping.validate(update, oldRowCounts: old, newRowCounts: new) else {
        continue
      }
      if !update.isEmpty { acceptedChanges += 1 }
      if !extreme {
        #expect(Self.inconsistencies(map).isEmpty, "seed \(seed &+ 2_000_000): \(Self.inconsistencies(map))")
      }
    }
    #expect(acceptedChanges > 200, "some arbitrary batches should be valid")
  }

  /// Everything the mapping answers differently from the model.
  static func mismatches(_ map: UpdateMapping, _ model: UpdateModel) -> [String] {
    var problems: [String] = []
    var oldPlace: [Int: IndexPath] = [:]
    var newPlace: [Int: IndexPath] = [:]
    for (section, ids) in model.oldSections.enumerated() {
      for (row, id) in ids.enumerated() { oldPlace[id] = ip(section, row) }
    }
    for (section, ids) in model.newSections.enumerated() {
      for (row, id) in ids.enumerated() { newPlace[id] = ip(section, row) }
    }
    for (id, place) in newPlace {
      let expected = model.freshIDs.contains(id) ? nil : oldPlace[id]
      if map.oldIndexPath(forNew: place) != expected {
        problems.append("old of new \(place): \(String(describing: map.oldIndexPath(forNew: place)))")
      }
      if map.isReconfigured(new: place) != model.reconfiguredIDs.contains(id) {
        problems.append("reconfigured \(place)")
      }
    }
    for (id, place) in oldPlace {
      let expected = model.endedIDs.contains(id) ? nil : newPlace[id]
      if map.newIndexPath(forOld: place) != expected {
        problems.append("new of old \(place): \(String(describing: map.newIndexPath(forOld: place)))")
      }
    }
    for (newSection, source) in model.layout.enumerated() {
      let expected: Int? = if case .old(let section) = source { section } else { nil }
      if map.oldSection(forNew: newSection) != expected { problems.append("old section of \(newSection)") }
      if let expected, map.newSection(forOld: expected) != newSection { problems.append("new section of \(expected)") }
    }
    if map.reconfiguredNewIndexPaths.count != model.reconfiguredIDs.count { problems.append("reconfigured count") }
    for (section, count) in model.newRowCounts.enumerated() where map.oldIndexPath(forNew: ip(section, count)) != nil {
      problems.append("row past the end of new section \(section)")
    }
    return problems
  }

  /// Breaks a valid batch in one random way that no valid batch survives; returns what it did.
  static func perturb(
    _ update: inout BatchUpdate,
    _ newRowCounts: inout [Int],
    _ model: UpdateModel,
    using rng: inout SplitMix64
  ) -> String {
    let surviving = model.survivingSections
    switch rng.int(0...6) {
    case 0 where !surviving.isEmpty:
      let section = surviving[rng.int(0...(surviving.count - 1))]
      newRowCounts[section] += rng.chance(50) || newRowCounts[section] == 0 ? 1 : -1
      return "changing the row count of section \(section)"
    case 1 where !update.deletedRows.isEmpty:
      update.deletedRows.append(update.deletedRows[rng.int(0...(update.deletedRows.count - 1))])
      return "deleting a row twice"
    case 2 where !update.movedRows.isEmpty:
      update.movedRows.append(update.movedRows[rng.int(0...(update.movedRows.count - 1))])
      return "moving a row twice"
    case 3 where !update.insertedRows.isEmpty:
      update.insertedRows.removeLast()
      return "dropping an insert"
    case 4 where !update.deletedRows.isEmpty:
      let index = rng.int(0...(update.deletedRows.count - 1))
      let section = update.deletedRows[index].section
      update.deletedRows[index].row =
        rng.chance(50) ? -1 - rng.int(0...3) : model.oldRowCounts[section] + rng.int(0...3)
      return "deleting a row out of range"
    case 5 where !update.reloadedRows.isEmpty || !update.reconfiguredRows.isEmpty:
      if update.reloadedRows.isEmpty {
        update.reconfiguredRows.append(update.reconfiguredRows[0])
      } else {
        update.reloadedRows.append(IndexPath(indexes: [update.reloadedRows[0].section, 0, 0]))
      }
      return "repeating a reconfigure or malforming a reload"
    case 6 where !update.deletedSections.isEmpty:
      update.reloadedSections.append(update.deletedSections[0])
      return "reloading a deleted section"
    default:
      newRowCounts.append(rng.int(0...3))
      return "adding a section without inserting it"
    }
  }

  /// For an arbitrary accepted batch with small counts: every continuation goes both ways
  /// and lands inside the table.
  static func inconsistencies(_ map: UpdateMapping) -> [String] {
    var problems: [String] = []
    var claimed = Set<IndexPath>()
    for section in 0..<map.oldSectionCount {
      for row in 0..<map.oldRowCounts[section] {
        guard let target = map.newIndexPath(forOld: ip(section, row)) else { continue }
        if !claimed.insert(target).inserted { problems.append("two rows land on \(target)") }
        guard map.newRowCounts.indices.contains(target.section),
          (0..<map.newRowCounts[target.section]).contains(target.row)
        else {
          problems.append("\(ip(section, row)) lands outside at \(target)")
          continue
        }
        if let back = map.oldIndexPath(forNew: target), back != ip(section, row) {
          problems.append("round trip of \(target)")
        }
      }
    }
    for section in 0..<map.newSectionCount {
      for row in 0..<map.newRowCounts[section] {
        if let source = map.oldIndexPath(forNew: ip(section, row)), map.newIndexPath(forOld: source) != ip(section, row)
        {
          problems.append("round trip of \(ip(section, row))")
        }
      }
    }
    return problems
  }
}
