import Foundation
import Testing

@testable import DelegateKitTable
import DelegateKitTestSupport

/// Seeded randomized snapshot pairs. Each new snapshot is edited from the old one through the
/// public API while a plain-array model mirrors every edit, so the run checks the snapshot's
/// editing and index against the model, and the diff against the validator and reproduction.
@Suite struct RandomSnapshotDifferenceTests {
  /// The model: sections as plain arrays.
  private typealias Model = [(id: String, rows: [Row])]

  @Test func randomPairsValidateAndReproduce() {
    var duplicateCases = 0
    for seed in UInt64(0)..<6_000 {
      var rng = SplitMix64(seed: seed &+ 3_000_000)
      var nextID = 0
      // Not drawn from `rng`: `edit` holds `rng` inout while calling this.
      func fresh() -> Row {
        defer { nextID += 1 }
        return Row(id: nextID, content: nextID % 3)
      }
      var model: Model = (0..<rng.int(0...4)).map { (id: "s\($0)", rows: (0..<rng.int(0...6)).map { _ in fresh() }) }
      let old = makeSnapshot(model.map { ($0.id, $0.rows) })
      var new = old
      for _ in 0..<rng.int(0...8) { Self.edit(&new, &model, using: &rng, fresh: fresh) }
      let withDuplicates = rng.chance(8)
      if withDuplicates { Self.addDuplicate(&new, &model, using: &rng) }

      let problems = Self.modelProblems(new, model) + Self.diffProblems(old, new)
      #expect(problems.isEmpty, "seed \(seed &+ 3_000_000): \(problems)")
      if withDuplicates { duplicateCases += 1 }
    }
    #expect(duplicateCases > 300)
  }

  /// One random edit, applied to both the snapshot and the model.
  private static func edit(
    _ snapshot: inout Snapshot,
    _ model: inout Model,
    using rng: inout SplitMix64,
    fresh: () -> Row
  ) {
    let allIDs = model.flatMap { $0.rows.map(\.id) }
    func anyID() -> Int { allIDs[rng.int(0...(allIDs.count - 1))] }
    func place(of id: Int) -> (Int, Int) {
      for (section, entry) in model.enumerated() {
        if let row = entry.rows.firstIndex(where: { $0.id == id }) { return (section, row) }
      }
      return (-1, -1)
    }
    switch rng.int(0...8) {
    case 0:
      let id = "n\(rng.int(0...999_999))"
      if model.isEmpty || rng.chance(40) {
        snapshot.appendSections([id])
        model.append((id, []))
      } else {
        let anchor = rng.int(0...(model.count - 1))
        let after = rng.chance(50)
        if after {
          snapshot.insertSections([id], afterSection: model[anchor].id)
        } else {
          snapshot.insertSections([id], beforeSection: model[anchor].id)
        }
        model.insert((id, []), at: anchor + (after ? 1 : 0))
      }
    case 1 where !model.isEmpty:
      let doomed = model[rng.int(0...(model.count - 1))].id
      snapshot.deleteSections([doomed])
      model.removeAll { $0.id == doomed }
    case 2 where model.count > 1:
      let (moving, anchor) = (rng.int(0...(model.count - 1)), rng.int(0...(model.count - 1)))
      let after = rng.chance(50)
      let (movingID, anchorID) = (model[moving].id, model[anchor].id)
      if after {
        snapshot.moveSection(movingID, afterSection: anchorID)
      } else {
        snapshot.moveSection(movingID, beforeSection: anchorID)
      }
      guard moving != anchor else { return }
      let section = model.remove(at: moving)
      let target = model.firstIndex { $0.id == anchorID } ?? 0
      model.insert(section, at: target + (after ? 1 : 0))
    case 3 where !model.isEmpty:
      let section = rng.int(0...(model.count - 1))
      let added = (0..<rng.int(1...3)).map { _ in fresh() }
      snapshot.appendItems(added, toSection: model[section].id)
      model[section].rows += added
    case 4 where !allIDs.isEmpty:
      let anchor = anyID()
      let added = (0..<rng.int(1...3)).map { _ in fresh() }
      let (section, row) = place(of: anchor)
      let after = rng.chance(50)
      if after {
        snapshot.insertItems(added, afterItem: anchor)
      } else {
        snapshot.insertItems(added, beforeItem: anchor)
      }
      model[section].rows.insert(contentsOf: added, at: row + (after ? 1 : 0))
    case 5 where !allIDs.isEmpty:
      let doomed = (0..<rng.int(1...3)).map { _ in anyID() } + [-1]
      snapshot.deleteItems(doomed)
      for index in model.indices { model[index].rows.removeAll { doomed.contains($0.id) } }
    case 6 where !allIDs.isEmpty:
      let (moving, anchor) = (anyID(), anyID())
      let after = rng.chance(50)
      if after { snapshot.moveItem(moving, afterItem: anchor) } else { snapshot.moveItem(moving, beforeItem: anchor) }
      guard moving != anchor else { return }
      let (from, row) = place(of: moving)
      let item = model[from].rows.remove(at: row)
      let (to, anchorRow) = place(of: anchor)
      model[to].rows.insert(item, at: anchorRow + (after ? 1 : 0))
    case 7 where !allIDs.isEmpty:
      let changed = Row(id: anyID(), content: rng.int(0...2))
      snapshot.reconfigureItems([changed])
      for index in model.indices { model[index].rows = model[index].rows.map { $0.id == changed.id ? changed : $0 } }
    case 8 where !allIDs.isEmpty:
      // A new identity in an old place: must come out as a delete and an insert.
      let replaced = anyID()
      let (section, row) = place(of: replaced)
      let replacement = fresh()
      snapshot.insertItems([replacement], afterItem: replaced)
      snapshot.deleteItems([replaced])
      model[section].rows[row] = replacement
    default:
      break
    }
  }

  /// Stores an identifier twice, in the snapshot and the model alike.
  private static func addDuplicate(_ snapshot: inout Snapshot, _ model: inout Model, using rng: inout SplitMix64) {
    let allIDs = model.flatMap { $0.rows.map(\.id) }
    if allIDs.isEmpty || rng.chance(30) {
      let id = model.isEmpty ? "d" : model[rng.int(0...(model.count - 1))].id
      snapshot.appendSections(model.isEmpty ? [id, id] : [id])
      model += model.isEmpty ? [(id, []), (id, [])] : [(id, [])]
    } else {
      let row = Row(id: allIDs[rng.int(0...(allIDs.count - 1))], content: 7)
      snapshot.appendItems([row])
      model[model.count - 1].rows.append(row)
    }
  }

  /// Differences between the snapshot and the model: layout, and every lookup.
  private static func modelProblems(_ snapshot: Snapshot, _ model: Model) -> [String] {
    var problems: [String] = []
    if snapshot.sectionIdentifiers != model.map(\.id) { problems.append("sections differ") }
    if snapshot.sectionItems != model.map(\.rows) { problems.append("items differ") }
    for entry in model where snapshot.indexOfSection(entry.id) != model.firstIndex(where: { $0.id == entry.id }) {
      problems.append("index of section \(entry.id)")
    }
    var first: [Int: IndexPath] = [:]
    for (section, entry) in model.enumerated() {
      for (row, item) in entry.rows.enumerated() where first[item.id] == nil { first[item.id] = ip(section, row) }
    }
    for (id, place) in first where snapshot.indexPath(ofItem: id) != place { problems.append("index path of \(id)") }
    return problems
  }

  /// The diff's problems: named duplicates must be exactly the model's, else it must reproduce.
  private static func diffProblems(_ old: Snapshot, _ new: Snapshot) -> [String] {
    func repeated<T: Hashable>(_ values: [T]) -> [T] {
      var counts: [T: Int] = [:]
      for value in values { counts[value, default: 0] += 1 }
      var seen = Set<T>()
      return values.filter { counts[$0, default: 0] > 1 && seen.insert($0).inserted }
    }
    func merged<T: Hashable>(_ first: [T], _ second: [T]) -> [T] {
      var seen = Set(first)
      return first + second.filter { seen.insert($0).inserted }
    }
    let sections = merged(repeated(old.sectionIdentifiers), repeated(new.sectionIdentifiers))
    let items = merged(repeated(old.itemIdentifiers), repeated(new.itemIdentifiers))
    if sections.isEmpty, items.isEmpty { return reproductionProblems(old, new) }
    let expected = SnapshotDifference<String, Int>.duplicates(sections: sections, items: items)
    return Snapshot.difference(from: old, to: new) == expected ? [] : ["duplicates misnamed"]
  }
}
