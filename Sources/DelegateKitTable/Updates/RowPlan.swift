import Foundation

/// The row half of a batch, checked and resolved into the sparse tables ``UpdateMapping``
/// answers from.
///
/// Only rows that an operation names are ever touched; the rest are placed by rank, so
/// nothing here depends on how many rows the sections hold.
struct RowPlan {
  /// Operation names as errors spell them.
  typealias Operation = TableViewUpdateError.Operation

  /// Per section before the update: rows deleted or moved away.
  let leaving: [Int: SortedIndexes]
  /// Per section after the update: rows inserted or moved in.
  let arriving: [Int: SortedIndexes]
  /// The named rows before the update and what happens to them.
  let fates: [RowSlot: UpdateMapping.OldRowFate]
  /// The named rows after the update and where they come from.
  let sources: [RowSlot: UpdateMapping.NewRowSource]
  /// The reconfigured rows, at their places before the update.
  let reconfigured: Set<RowSlot>

  /// Checks the row rules, in ``TableViewUpdateError/Reason``'s order, against sections
  /// already resolved.
  ///
  /// - Complexity: O(s + u log u) for s sections after the update and u row operations.
  init(
    validating update: BatchUpdate,
    sections: SectionPlan,
    oldRowCounts: [Int],
    newRowCounts: [Int]
  ) throws(TableViewUpdateError) {
    let operations = try RowOperations(update)
    try Self.checkRanges(operations, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
    try Self.checkSections(operations, sections: sections)

    var fates: [RowSlot: UpdateMapping.OldRowFate] = [:]
    func claim(_ slot: RowSlot, _ fate: UpdateMapping.OldRowFate, by operation: Operation) throws(TableViewUpdateError)
    {
      if let first = fates[slot] { throw Self.oldConflict(slot, first, operation) }
      fates[slot] = fate
    }
    for slot in operations.deletes { try claim(slot, .deleted, by: .delete) }
    for slot in operations.reloads { try claim(slot, .reloaded, by: .reload) }
    var reconfigured = Set<RowSlot>()
    for slot in operations.reconfigures {
      // Moves are claimed after this loop, so any fate here is a delete or a reload, both of
      // which replace the row; a move may then still claim a reconfigured row, which keeps
      // its identity either way.
      if let first = fates[slot] { throw Self.oldConflict(slot, first, .reconfigure) }
      guard reconfigured.insert(slot).inserted else { throw Self.oldConflict(slot, nil, .reconfigure) }
    }
    for move in operations.moves { try claim(move.from, .moved(to: move.to), by: .move) }

    var sources: [RowSlot: UpdateMapping.NewRowSource] = [:]
    for slot in operations.inserts {
      if sources[slot] != nil {
        throw TableViewUpdateError(
          .conflictingRowOperationsAfterUpdate(slot.indexPath, first: .insert, second: .insert)
        )
      }
      sources[slot] = .inserted
    }
    for move in operations.moves {
      if let first = sources[move.to] {
        throw TableViewUpdateError(
          .conflictingRowOperationsAfterUpdate(
            move.to.indexPath,
            first: first == .inserted ? .insert : .move,
            second: .move
          )
        )
      }
      sources[move.to] = .moved(from: move.from)
    }
    try Self.checkCounts(operations, sections: sections, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)

    self.fates = fates
    self.sources = sources
    self.reconfigured = reconfigured
    self.leaving = Self.grouped(operations.deletes + operations.moves.map(\.from))
    self.arriving = Self.grouped(operations.inserts + operations.moves.map(\.to))
  }

  /// The error for two operations on one row before the update; `nil` as the first fate
  /// means the row was already reconfigured.
  private static func oldConflict(
    _ slot: RowSlot,
    _ first: UpdateMapping.OldRowFate?,
    _ second: Operation
  ) -> TableViewUpdateError {
    let firstOperation: Operation =
      switch first {
      case .deleted: .delete
      case .reloaded: .reload
      case .moved: .move
      case nil: .reconfigure
      }
    return TableViewUpdateError(
      .conflictingRowOperationsBeforeUpdate(slot.indexPath, first: firstOperation, second: second)
    )
  }

  /// Every named row exists, in a section that exists, on its side of the update.
  private static func checkRanges(
    _ operations: RowOperations,
    oldRowCounts: [Int],
    newRowCounts: [Int]
  ) throws(TableViewUpdateError) {
    for (operation, slot) in operations.oldSide where !oldRowCounts.indices.contains(slot.section) {
      throw TableViewUpdateError(
        .rowSectionOutOfRangeBeforeUpdate(operation, slot.indexPath, sectionCount: oldRowCounts.count)
      )
    }
    for (operation, slot) in operations.oldSide where !(0..<oldRowCounts[slot.section]).contains(slot.row) {
      throw TableViewUpdateError(
        .rowOutOfRangeBeforeUpdate(operation, slot.indexPath, rowCount: oldRowCounts[slot.section])
      )
    }
    for (operation, slot) in operations.newSide where !newRowCounts.indices.contains(slot.section) {
      throw TableViewUpdateError(
        .rowSectionOutOfRangeAfterUpdate(operation, slot.indexPath, sectionCount: newRowCounts.count)
      )
    }
    for (operation, slot) in operations.newSide where !(0..<newRowCounts[slot.section]).contains(slot.row) {
      throw TableViewUpdateError(
        .rowOutOfRangeAfterUpdate(operation, slot.indexPath, rowCount: newRowCounts[slot.section])
      )
    }
  }

  /// No row operation reaches into a section whose rows are all replaced.
  private static func checkSections(_ operations: RowOperations, sections: SectionPlan) throws(TableViewUpdateError) {
    for (operation, slot) in operations.oldSide where sections.newOfOld[slot.section] < 0 {
      throw TableViewUpdateError(.rowInDeletedSection(operation, slot.indexPath))
    }
    for (operation, slot) in operations.oldSide where sections.reloadedOld[slot.section] {
      throw TableViewUpdateError(.rowInReloadedSection(operation, slot.indexPath))
    }
    for (operation, slot) in operations.newSide where sections.oldOfNew[slot.section] < 0 {
      throw TableViewUpdateError(.rowIntoInsertedSection(operation, slot.indexPath))
    }
    for (operation, slot) in operations.newSide where sections.reloadedOld[sections.oldOfNew[slot.section]] {
      throw TableViewUpdateError(.rowIntoReloadedSection(operation, slot.indexPath))
    }
  }

  /// UIKit's row arithmetic for every section that exists on both sides and is not reloaded.
  ///
  /// A move inside one section (allowing for the section's own move) leaves the count alone,
  /// so it is counted neither in nor out, as UIKit reports it.
  private static func checkCounts(
    _ operations: RowOperations,
    sections: SectionPlan,
    oldRowCounts: [Int],
    newRowCounts: [Int]
  ) throws(TableViewUpdateError) {
    var deleted: [Int: Int] = [:]
    var inserted: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    for slot in operations.deletes { deleted[slot.section, default: 0] += 1 }
    for slot in operations.inserts { inserted[slot.section, default: 0] += 1 }
    for move in operations.moves where sections.newOfOld[move.from.section] != move.to.section {
      movedOut[move.from.section, default: 0] += 1
      movedIn[move.to.section, default: 0] += 1
    }
    for (section, after) in newRowCounts.enumerated() {
      let old = sections.oldOfNew[section]
      guard old >= 0, !sections.reloadedOld[old] else { continue }
      let before = oldRowCounts[old]
      let (gained, lost) = (
        inserted[section, default: 0] + movedIn[section, default: 0],
        deleted[old, default: 0] + movedOut[old, default: 0]
      )
      // Compared as two differences of non-negative numbers so that no count can overflow.
      guard after - gained == before - lost else {
        throw TableViewUpdateError(
          .invalidNumberOfRows(
            section: section,
            before: before,
            after: after,
            inserted: inserted[section, default: 0],
            deleted: deleted[old, default: 0],
            movedIn: movedIn[section, default: 0],
            movedOut: movedOut[old, default: 0]
          )
        )
      }
    }
  }

  /// Rows grouped by section, each group sorted; duplicates were refused earlier.
  private static func grouped(_ slots: [RowSlot]) -> [Int: SortedIndexes] {
    Dictionary(grouping: slots, by: \.section).mapValues { SortedIndexes(sorted: $0.map(\.row).sorted()) }
  }
}

/// A batch's row operations read into plain integer places, split by the side of the update
/// their indexes refer to.
struct RowOperations {
  /// Deleted rows, before the update.
  var deletes: [RowSlot] = []
  /// Inserted rows, after the update.
  var inserts: [RowSlot] = []
  /// Reloaded rows, before the update.
  var reloads: [RowSlot] = []
  /// Reconfigured rows, before the update.
  var reconfigures: [RowSlot] = []
  /// Moved rows, source before and destination after the update.
  var moves: [(from: RowSlot, to: RowSlot)] = []
  /// Every operation whose index path refers to before the update, in the order deletes,
  /// reloads, reconfigures, move sources.
  var oldSide: [(TableViewUpdateError.Operation, RowSlot)] = []
  /// Every operation whose index path refers to after the update: inserts, move destinations.
  var newSide: [(TableViewUpdateError.Operation, RowSlot)] = []

  /// Reads the batch, refusing any index path that does not have exactly two indexes.
  init(_ update: BatchUpdate) throws(TableViewUpdateError) {
    func read(
      _ indexPath: IndexPath,
      _ operation: TableViewUpdateError.Operation
    ) throws(TableViewUpdateError) -> RowSlot {
      guard let slot = RowSlot(indexPath) else { throw TableViewUpdateError(.malformedIndexPath(operation, indexPath)) }
      return slot
    }
    for indexPath in update.deletedRows { deletes.append(try read(indexPath, .delete)) }
    for indexPath in update.insertedRows { inserts.append(try read(indexPath, .insert)) }
    for indexPath in update.reloadedRows { reloads.append(try read(indexPath, .reload)) }
    for indexPath in update.reconfiguredRows { reconfigures.append(try read(indexPath, .reconfigure)) }
    for move in update.movedRows { moves.append((try read(move.from, .move), try read(move.to, .move))) }

    oldSide =
      deletes.map { (.delete, $0) } + reloads.map { (.reload, $0) }
      + reconfigures.map { (.reconfigure, $0) } + moves.map { (.move, $0.from) }
    newSide = inserts.map { (.insert, $0) } + moves.map { (.move, $0.to) }
  }
}
