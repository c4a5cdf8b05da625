import Foundation

/// Where every section and row of a table goes in a validated batch update, and where every
/// section and row after it comes from.
///
/// Build one with ``init(validating:oldRowCounts:newRowCounts:)``. Positions follow UIKit's
/// model: deletions and move sources are taken out (indexes before the update), insertions
/// and move destinations are placed (indexes after the update), and everything else keeps its
/// relative order and fills the remaining slots in order; a moved section carries its rows.
///
/// Only the rows an operation names are stored. Every other row is placed by rank arithmetic
/// on the sorted operations of its section, so the mapping costs the same for a section of
/// ten rows as for one of ten million.
struct UpdateMapping: Sendable {
  /// What happens to a row named by a row operation before the update.
  enum OldRowFate: Equatable, Sendable {
    /// Deleted; nothing continues it.
    case deleted
    /// Kept in place by rank, with a fresh cell from the data source.
    case reloaded
    /// Moved to this place after the update.
    case moved(to: RowSlot)
  }

  /// Where a row named by a row operation after the update comes from.
  enum NewRowSource: Equatable, Sendable {
    /// Inserted; fresh from the data source.
    case inserted
    /// Moved from this place before the update.
    case moved(from: RowSlot)
  }

  /// Rows per section before the update.
  let oldRowCounts: [Int]
  /// Rows per section after the update.
  let newRowCounts: [Int]
  /// For each section before the update, its index after it, or -1 if deleted.
  let newSectionOfOld: [Int]
  /// For each section after the update, its index before it, or -1 if inserted.
  let oldSectionOfNew: [Int]
  /// For each section before the update, whether it is reloaded.
  let reloadedOldSections: [Bool]
  /// Per section before the update: its rows deleted or moved away, which free their slots.
  let leavingRows: [Int: SortedIndexes]
  /// Per section after the update: its rows inserted or moved in, which take their slots.
  let arrivingRows: [Int: SortedIndexes]
  /// The rows before the update that an operation names, and what happens to them.
  let oldRowFates: [RowSlot: OldRowFate]
  /// The rows after the update that an operation names, and where they come from.
  let newRowSources: [RowSlot: NewRowSource]
  /// The rows reconfigured, at their places after the update.
  private(set) var reconfiguredNewRows: Set<RowSlot> = []

  /// Assembles a mapping from parts the validator has already checked, and places the
  /// reconfigured rows.
  ///
  /// - Complexity: O(r log k) for r reconfigured rows.
  init(
    oldRowCounts: [Int],
    newRowCounts: [Int],
    newSectionOfOld: [Int],
    oldSectionOfNew: [Int],
    reloadedOldSections: [Bool],
    leavingRows: [Int: SortedIndexes],
    arrivingRows: [Int: SortedIndexes],
    oldRowFates: [RowSlot: OldRowFate],
    newRowSources: [RowSlot: NewRowSource],
    reconfiguredOldRows: Set<RowSlot>
  ) {
    self.oldRowCounts = oldRowCounts
    self.newRowCounts = newRowCounts
    self.newSectionOfOld = newSectionOfOld
    self.oldSectionOfNew = oldSectionOfNew
    self.reloadedOldSections = reloadedOldSections
    self.leavingRows = leavingRows
    self.arrivingRows = arrivingRows
    self.oldRowFates = oldRowFates
    self.newRowSources = newRowSources
    var placed = Set<RowSlot>(minimumCapacity: reconfiguredOldRows.count)
    for slot in reconfiguredOldRows {
      if let destination = newSlot(forOld: slot) { placed.insert(destination) }
    }
    reconfiguredNewRows = placed
  }
}

// MARK: - Sections

extension UpdateMapping {
  /// The number of sections before the update.
  var oldSectionCount: Int { oldRowCounts.count }

  /// The number of sections after the update.
  var newSectionCount: Int { newRowCounts.count }

  /// The index after the update of a section from before it, or `nil` if that section is
  /// deleted or does not exist. A reloaded section has an index like any kept section.
  ///
  /// - Complexity: O(1).
  func newSection(forOld section: Int) -> Int? {
    guard newSectionOfOld.indices.contains(section), newSectionOfOld[section] >= 0 else { return nil }
    return newSectionOfOld[section]
  }

  /// The index before the update of a section after it, or `nil` if that section is inserted
  /// or does not exist.
  ///
  /// A reloaded section returns its old index: the section itself (its header, its place)
  /// continues, but none of its rows do — ``oldIndexPath(forNew:)`` is `nil` for all of them.
  /// Use ``isSectionReloaded(new:)`` to tell the two apart.
  ///
  /// - Complexity: O(1).
  func oldSection(forNew section: Int) -> Int? {
    guard oldSectionOfNew.indices.contains(section), oldSectionOfNew[section] >= 0 else { return nil }
    return oldSectionOfNew[section]
  }

  /// Whether a section after the update is a reloaded one, whose rows are all fresh.
  ///
  /// - Complexity: O(1).
  func isSectionReloaded(new section: Int) -> Bool {
    guard let old = oldSection(forNew: section) else { return false }
    return reloadedOldSections[old]
  }
}

// MARK: - Rows

extension UpdateMapping {
  /// Where a row from before the update is after it.
  ///
  /// `nil` if the row is deleted, its section is deleted or reloaded (its rows are replaced),
  /// or the index path names no row before the update. A reloaded row answers its new place,
  /// though ``oldIndexPath(forNew:)`` treats the row there as fresh.
  ///
  /// - Complexity: O(log k) for k row operations in the row's section.
  func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    RowSlot(indexPath).flatMap(newSlot(forOld:))?.indexPath
  }

  /// Which row from before the update a row after it continues, with the same cell.
  ///
  /// `nil` if the row is inserted or reloaded, its section is inserted or reloaded, or the
  /// index path names no row after the update: the table must ask its data source for those.
  ///
  /// - Complexity: O(log k) for k row operations in the row's section.
  func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    guard let slot = RowSlot(indexPath), let old = oldSlot(forNew: slot) else { return nil }
    return oldRowFates[old] == .reloaded ? nil : old.indexPath
  }

  /// Whether the row after the update at `indexPath` is reconfigured: it continues a row
  /// from before (see ``oldIndexPath(forNew:)``) whose content changed in place.
  ///
  /// - Complexity: O(1).
  func isReconfigured(new indexPath: IndexPath) -> Bool {
    guard let slot = RowSlot(indexPath) else { return false }
    return reconfiguredNewRows.contains(slot)
  }

  /// The reconfigured rows at their index paths after the update, in index path order.
  ///
  /// - Complexity: O(r log r) for r reconfigured rows.
  var reconfiguredNewIndexPaths: [IndexPath] {
    reconfiguredNewRows.map(\.indexPath).sorted()
  }

  /// ``newIndexPath(forOld:)`` on plain integers.
  private func newSlot(forOld slot: RowSlot) -> RowSlot? {
    guard oldRowCounts.indices.contains(slot.section), (0..<oldRowCounts[slot.section]).contains(slot.row)
    else { return nil }
    let section = newSectionOfOld[slot.section]
    guard section >= 0, !reloadedOldSections[slot.section] else { return nil }
    switch oldRowFates[slot] {
    case .deleted: return nil
    case .moved(let destination): return destination
    case .reloaded, nil:
      // A staying row's rank among the stayers is the same on both sides of the update.
      let rank = slot.row - (leavingRows[slot.section] ?? .empty).count(below: slot.row)
      return RowSlot(section: section, row: (arrivingRows[section] ?? .empty).unlisted(rank: rank))
    }
  }

  /// The row before the update that a row after it continues, including reloaded rows (the
  /// caller decides whether a reload counts); `nil` for fresh rows.
  private func oldSlot(forNew slot: RowSlot) -> RowSlot? {
    guard newRowCounts.indices.contains(slot.section), (0..<newRowCounts[slot.section]).contains(slot.row)
    else { return nil }
    let section = oldSectionOfNew[slot.section]
    guard section >= 0, !reloadedOldSections[section] else { return nil }
    switch newRowSources[slot] {
    case .inserted: return nil
    case .moved(let source): return source
    case nil:
      let rank = slot.row - (arrivingRows[slot.section] ?? .empty).count(below: slot.row)
      return RowSlot(section: section, row: (leavingRows[section] ?? .empty).unlisted(rank: rank))
    }
  }
}
