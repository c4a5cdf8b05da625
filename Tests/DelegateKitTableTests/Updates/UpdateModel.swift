import Foundation

@testable import DelegateKitTable
import DelegateKitTestSupport

/// A random valid batch and the arrangement it must produce, built by performing operations
/// on plain arrays of unique row identifiers — a reference model that shares no code with
/// the validator's rank arithmetic.
struct UpdateModel {
  /// Where a section after the update comes from.
  enum SectionSource: Equatable {
    /// The section at this index before the update (kept, reloaded or moved).
    case old(Int)
    /// An inserted section.
    case inserted
  }

  /// What the generator does to an old section or row.
  enum Fate {
    case keep, delete, reload, move
  }

  /// Row identifiers per section before the update.
  var oldSections: [[Int]] = []
  /// Row identifiers per section after the update.
  var newSections: [[Int]] = []
  /// Where each section after the update comes from.
  var layout: [SectionSource] = []
  /// The batch, in UIKit's conventions, with each list shuffled.
  var update = BatchUpdate()
  /// Rows after the update the data source must supply: inserted, reloaded, or in an
  /// inserted or reloaded section.
  var freshIDs: Set<Int> = []
  /// Rows before the update that nothing continues.
  var endedIDs: Set<Int> = []
  /// Rows reconfigured (kept or moved, content changed).
  var reconfiguredIDs: Set<Int> = []
  /// Sections after the update that exist before it and are not reloaded.
  var survivingSections: [Int] = []

  /// Rows per section before the update.
  var oldRowCounts: [Int] { oldSections.map(\.count) }
  /// Rows per section after the update.
  var newRowCounts: [Int] { newSections.map(\.count) }

  /// Draws a random table and a random valid batch on it.
  init(using rng: inout SplitMix64) {
    var nextID = 0
    func freshRows(_ count: Int) -> [Int] {
      defer { nextID += count }
      return Array(nextID..<(nextID + count))
    }
    oldSections = (0..<rng.int(0...5)).map { _ in freshRows(rng.int(0...8)) }
    let sectionFates: [Fate] = oldSections.map { _ in Self.fate(&rng, keep: 50, delete: 15, reload: 10) }

    // Kept and reloaded sections keep their order; moved and inserted ones land anywhere.
    layout = oldSections.indices.filter { [.keep, .reload].contains(sectionFates[$0]) }.map { .old($0) }
    var placed = oldSections.indices.filter { sectionFates[$0] == .move }.map { SectionSource.old($0) }
    placed += Array(repeating: .inserted, count: rng.int(0...2))
    placed.shuffle(using: &rng)
    for source in placed { layout.insert(source, at: rng.int(0...layout.count)) }

    for (section, fate) in sectionFates.enumerated() {
      if fate == .delete { update.deletedSections.append(section) }
      if fate == .reload { update.reloadedSections.append(section) }
      if fate == .delete || fate == .reload { endedIDs.formUnion(oldSections[section]) }
    }
    newSections = Array(repeating: [], count: layout.count)
    for (newSection, source) in layout.enumerated() {
      switch source {
      case .inserted:
        update.insertedSections.append(newSection)
        newSections[newSection] = freshRows(rng.int(0...5))
        freshIDs.formUnion(newSections[newSection])
      case .old(let section) where sectionFates[section] == .reload:
        newSections[newSection] = freshRows(rng.int(0...6))
        freshIDs.formUnion(newSections[newSection])
      case .old(let section):
        if sectionFates[section] == .move { update.moveSection(section, toSection: newSection) }
        survivingSections.append(newSection)
      }
    }
    placeRows(using: &rng, freshRows: freshRows)
  }

  /// Decides each surviving row's fate, then places moved and inserted rows at random.
  private mutating func placeRows(using rng: inout SplitMix64, freshRows: (Int) -> [Int]) {
    var arrivals = [[Int]](repeating: [], count: layout.count)
    var moveSources: [Int: IndexPath] = [:]
    for newSection in survivingSections {
      guard case .old(let section) = layout[newSection] else { continue }
      for (row, id) in oldSections[section].enumerated() {
        let here = IndexPath(row: row, section: section)
        let fate = Self.fate(&rng, keep: 50, delete: 15, reload: 10)
        switch fate {
        case .keep, .reload:
          newSections[newSection].append(id)
        case .delete:
          update.deletedRows.append(here)
          endedIDs.insert(id)
        case .move:
          arrivals[survivingSections[rng.int(0...(survivingSections.count - 1))]].append(id)
          moveSources[id] = here
        }
        if fate == .reload {
          update.reloadedRows.append(here)
          freshIDs.insert(id)
        } else if fate != .delete, rng.chance(20) {
          update.reconfiguredRows.append(here)
          reconfiguredIDs.insert(id)
        }
      }
    }
    var insertedIDs: Set<Int> = []
    for newSection in survivingSections {
      let inserted = freshRows(rng.int(0...2))
      insertedIDs.formUnion(inserted)
      freshIDs.formUnion(inserted)
      for id in (arrivals[newSection] + inserted).shuffled(using: &rng) {
        newSections[newSection].insert(id, at: rng.int(0...newSections[newSection].count))
      }
    }
    for (section, ids) in newSections.enumerated() {
      for (row, id) in ids.enumerated() {
        let here = IndexPath(row: row, section: section)
        if let source = moveSources[id] { update.moveRow(at: source, to: here) }
        if insertedIDs.contains(id) { update.insertedRows.append(here) }
      }
    }
    update.deletedSections.shuffle(using: &rng)
    update.insertedSections.shuffle(using: &rng)
    update.reloadedSections.shuffle(using: &rng)
    update.movedSections.shuffle(using: &rng)
    update.deletedRows.shuffle(using: &rng)
    update.insertedRows.shuffle(using: &rng)
    update.reloadedRows.shuffle(using: &rng)
    update.reconfiguredRows.shuffle(using: &rng)
    update.movedRows.shuffle(using: &rng)
  }

  /// A fate drawn with the given percentages; the rest of 100 is `.move`.
  private static func fate(_ rng: inout SplitMix64, keep: Int, delete: Int, reload: Int) -> Fate {
    let roll = rng.int(0...99)
    if roll < keep { return .keep }
    if roll < keep + delete { return .delete }
    if roll < keep + delete + reload { return .reload }
    return .move
  }
}
