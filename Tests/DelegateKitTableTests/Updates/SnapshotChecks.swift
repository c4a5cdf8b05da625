import Foundation

@testable import DelegateKitTable

/// A test item: identity in `id`, content in `content`.
struct Row: Identifiable, Equatable, Sendable {
  var id: Int
  var content: Int = 0
}

/// The snapshot type the tests use.
typealias Snapshot = TableViewSnapshot<String, Row>

/// Builds a snapshot from plain arrays, through the public API.
func makeSnapshot(_ sections: [(String, [Row])]) -> Snapshot {
  var snapshot = Snapshot()
  for (section, rows) in sections {
    snapshot.appendSections([section])
    snapshot.appendItems(rows, toSection: section)
  }
  return snapshot
}

/// Rows with the given identifiers and content 0.
func rows(_ ids: Int...) -> [Row] { ids.map { Row(id: $0) } }

/// The batch a diff produced, or `nil` if it reported duplicates.
func diffUpdate(_ old: Snapshot, _ new: Snapshot) -> BatchUpdate? {
  guard case .update(let update) = Snapshot.difference(from: old, to: new) else { return nil }
  return update
}

/// Everything wrong with diffing `old` into `new`: the batch must pass the validator, and
/// replaying its mapping on `old` must give `new` exactly, keeping every identity that can be
/// kept and reconfiguring exactly the rows whose content changed.
func reproductionProblems(_ old: Snapshot, _ new: Snapshot) -> [String] {
  guard let update = diffUpdate(old, new) else { return ["unexpected duplicates"] }
  let map: UpdateMapping
  do {
    map = try UpdateMapping(
      validating: update,
      oldRowCounts: old.sectionItems.map(\.count),
      newRowCounts: new.sectionItems.map(\.count)
    )
  } catch {
    return ["refused: \(error)"]
  }
  var problems: [String] = []
  for (section, identifier) in new.sectionIdentifiers.enumerated()
  where map.oldSection(forNew: section) != old.indexOfSection(identifier) {
    problems.append("section \(identifier) comes from the wrong place")
  }
  /// Whether an item's identity can continue: same identifier, and its section continues
  /// on both sides (rows of new sections are fresh by definition).
  func canContinue(_ id: Int) -> Bool {
    guard let before = old.sectionIdentifier(containingItem: id), let after = new.sectionIdentifier(containingItem: id)
    else { return false }
    return new.indexOfSection(before) != nil && old.indexOfSection(after) != nil
  }
  for (section, items) in new.sectionItems.enumerated() {
    for (row, item) in items.enumerated() {
      let place = IndexPath(row: row, section: section)
      guard let source = map.oldIndexPath(forNew: place) else {
        if canContinue(item.id) { problems.append("\(item.id) lost its identity") }
        continue
      }
      guard let oldItem = old.item(at: source), oldItem.id == item.id else {
        problems.append("\(place) continues the wrong row \(source)")
        continue
      }
      let reconfigured = map.isReconfigured(new: place)
      if (reconfigured ? item : oldItem) != item { problems.append("\(item.id) shows stale content") }
      if reconfigured, oldItem == item { problems.append("\(item.id) reconfigured needlessly") }
    }
  }
  for (section, items) in old.sectionItems.enumerated() {
    for (row, item) in items.enumerated() {
      let target = map.newIndexPath(forOld: IndexPath(row: row, section: section))
      if let target, new.item(at: target)?.id != item.id { problems.append("\(item.id) lands on the wrong row") }
      if (target != nil) != canContinue(item.id) { problems.append("\(item.id) continues wrongly") }
    }
  }
  return problems
}
