import Foundation

/// The outcome of diffing two snapshots.
///
/// `package` rather than `internal` only so the `DiffTiming` benchmark can call the diff.
package enum SnapshotDifference<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
  Equatable, Sendable
{
  /// The batch that turns the old snapshot into the new one, in UIKit's index conventions;
  /// it always passes ``UpdateMapping/init(validating:oldRowCounts:newRowCounts:)``.
  case update(BatchUpdate)
  /// One of the snapshots stores an identifier more than once, so no batch can describe the
  /// change; every duplicated identifier is named once, old snapshot first, each in order of
  /// its first occurrence. The table reports it and reloads everything instead.
  case duplicates(sections: [SectionIdentifier], items: [ItemIdentifier])
}

extension TableViewSnapshot {
  /// The batch update that turns `old` into `new`, found by identity in the manner of
  /// Heckel's algorithm: hash lookups pair each identifier with its other occurrence.
  ///
  /// - A section or item identifier present on both sides continues; one only in `old` is
  ///   deleted, one only in `new` is inserted.
  /// - An item whose identifier continues but whose content differs (`!=`) is reconfigured
  ///   (at its old index path) and keeps its cell, and is also moved if it moved.
  /// - Among the continuing sections, and among the continuing items of each continuing
  ///   section, a longest run already in order stays; the others are moved.
  /// - An item whose section is deleted goes with its section; one whose new section is
  ///   inserted comes with it: rows of new sections are always fresh, so an item changing
  ///   into a new section is deleted and inserted rather than moved.
  ///
  /// Applying the result's ``UpdateMapping`` to `old` gives `new` exactly: every continuing
  /// row reads its old cell, reconfigured ones take their new content, and the rest are
  /// fresh from the data source.
  ///
  /// - Returns: `.update`, or `.duplicates` if either snapshot repeats an identifier.
  /// - Complexity: Expected O(n + s) for n items and s sections when few of them move;
  ///   O(n log n) in the worst case, for choosing which ones move.
  package static func difference(from old: Self, to new: Self) -> SnapshotDifference<SectionIdentifier, Item.ID> {
    let duplicatedSections = duplicatedSectionIdentifiers(in: [old, new])
    let duplicatedItems = duplicatedItemIdentifiers(in: [old, new])
    guard duplicatedSections.isEmpty, duplicatedItems.isEmpty else {
      return .duplicates(sections: duplicatedSections, items: duplicatedItems)
    }
    // With no duplicates every index entry is exact, so each lookup below is a single probe.
    let newOfOld = old.sectionIdentifiers.map { new.firstSectionIndex[$0] ?? -1 }
    let oldOfNew = new.sectionIdentifiers.map { old.firstSectionIndex[$0] ?? -1 }
    var update = BatchUpdate()
    diffSections(into: &update, newOfOld: newOfOld, oldOfNew: oldOfNew)
    var continued = ContinuedRows(old.sectionItems)
    diffArrivingItems(into: &update, continued: &continued, from: old, to: new, newOfOld: newOfOld, oldOfNew: oldOfNew)
    // Every old row not continued above is deleted, unless its whole section goes.
    for (oldSection, newSection) in newOfOld.enumerated() where newSection >= 0 {
      for row in old.sectionItems[oldSection].indices where !continued[oldSection, row] {
        update.deletedRows.append(IndexPath(row: row, section: oldSection))
      }
    }
    return .update(update)
  }

  /// Deleted, inserted and moved sections.
  private static func diffSections(into update: inout BatchUpdate, newOfOld: [Int], oldOfNew: [Int]) {
    update.deletedSections = newOfOld.indices.filter { newOfOld[$0] < 0 }
    update.insertedSections = oldOfNew.indices.filter { oldOfNew[$0] < 0 }
    let continuing = oldOfNew.indices.filter { oldOfNew[$0] >= 0 }
    let stays = longestIncreasingSubsequenceMask(continuing.map { oldOfNew[$0] })
    for (position, section) in continuing.enumerated() where !stays[position] {
      update.moveSection(oldOfNew[section], toSection: section)
    }
  }

  /// Walks `new`, the only pass that looks identifiers up: inserted items, reconfigured
  /// items, and moves (cross-section ones directly; within a section, the ones off the
  /// longest ordered run). Marks every old row it continues.
  ///
  /// Lookups by a generic identifier are the diff's main cost when the item type is not
  /// known to this module, so each item is looked up exactly once, and items are read in
  /// place rather than copied out.
  private static func diffArrivingItems(
    into update: inout BatchUpdate,
    continued: inout ContinuedRows,
    from old: Self,
    to new: Self,
    newOfOld: [Int],
    oldOfNew: [Int]
  ) {
    for (newSection, oldSection) in oldOfNew.enumerated() where oldSection >= 0 {
      var stayingOldRows: [Int] = []
      var stayingNewRows: [Int] = []
      let items = new.sectionItems[newSection]
      for newRow in items.indices {
        guard let entry = old.itemEntries[items[newRow].id], let source = old.sectionIndexByKey[entry.sectionKey],
          newOfOld[source] >= 0
        else {
          update.insertedRows.append(IndexPath(row: newRow, section: newSection))
          continue
        }
        continued[source, entry.row] = true
        if old.sectionItems[source][entry.row] != items[newRow] {
          update.reconfiguredRows.append(IndexPath(row: entry.row, section: source))
        }
        if source == oldSection {
          stayingOldRows.append(entry.row)
          stayingNewRows.append(newRow)
        } else {
          update.moveRow(
            at: IndexPath(row: entry.row, section: source),
            to: IndexPath(row: newRow, section: newSection)
          )
        }
      }
      let stays = longestIncreasingSubsequenceMask(stayingOldRows)
      for index in stays.indices where !stays[index] {
        update.moveRow(
          at: IndexPath(row: stayingOldRows[index], section: oldSection),
          to: IndexPath(row: stayingNewRows[index], section: newSection)
        )
      }
    }
  }

  /// Section identifiers stored more than once in any of the snapshots, each named once.
  ///
  /// - Complexity: O(s) for s sections, skipped when the section map shows no repeat.
  private static func duplicatedSectionIdentifiers(in snapshots: [Self]) -> [SectionIdentifier] {
    var reported = Set<SectionIdentifier>()
    var result: [SectionIdentifier] = []
    for snapshot in snapshots where snapshot.firstSectionIndex.count != snapshot.sectionIdentifiers.count {
      var counts: [SectionIdentifier: Int] = [:]
      for identifier in snapshot.sectionIdentifiers { counts[identifier, default: 0] += 1 }
      for identifier in snapshot.sectionIdentifiers where counts[identifier, default: 0] > 1 {
        if reported.insert(identifier).inserted { result.append(identifier) }
      }
    }
    return result
  }

  /// Item identifiers stored more than once in any of the snapshots, each named once.
  ///
  /// - Complexity: O(n) for n items, skipped when the snapshot counts no duplicate.
  private static func duplicatedItemIdentifiers(in snapshots: [Self]) -> [Item.ID] {
    var reported = Set<Item.ID>()
    var result: [Item.ID] = []
    for snapshot in snapshots where snapshot.duplicatedItemIdentifierCount > 0 {
      for items in snapshot.sectionItems {
        for item in items where (snapshot.itemEntries[item.id]?.count ?? 0) > 1 {
          if reported.insert(item.id).inserted { result.append(item.id) }
        }
      }
    }
    return result
  }
}

/// One flag per row of the old snapshot, flat, marking the rows the new snapshot continues;
/// it spares the diff a second identifier lookup per old row.
struct ContinuedRows {
  /// Where each section's flags start.
  private let offsets: [Int]
  /// The flags, section after section.
  private var flags: [Bool]

  /// All flags cleared, for sections of the given items.
  ///
  /// - Complexity: O(n + s) for n items and s sections.
  init<Item>(_ sections: [[Item]]) {
    var offsets = [0]
    offsets.reserveCapacity(sections.count + 1)
    for items in sections { offsets.append((offsets.last ?? 0) + items.count) }
    self.offsets = offsets
    flags = Array(repeating: false, count: offsets.last ?? 0)
  }

  /// The flag of one old row.
  subscript(section: Int, row: Int) -> Bool {
    get { flags[offsets[section] + row] }
    set { flags[offsets[section] + row] = newValue }
  }
}
