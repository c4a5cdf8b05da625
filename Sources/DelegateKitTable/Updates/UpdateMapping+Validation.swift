import Foundation

extension UpdateMapping {
  /// Checks a batch against UIKit's rules and, if it keeps them all, works out where every
  /// section and row goes.
  ///
  /// The rules are listed on ``TableViewUpdateError/Reason``; they are checked in that order
  /// and the first one broken is thrown. Any input is accepted without trapping: negative or
  /// huge indexes, index paths of the wrong length, empty or mismatched count arrays.
  ///
  /// - Parameters:
  ///   - update: The calls collected inside `performBatchUpdates`.
  ///   - oldRowCounts: Rows per section before the update, as the table last knew them.
  ///   - newRowCounts: Rows per section after the update, as the data source now reports them.
  /// - Throws: The first rule the batch breaks.
  /// - Complexity: O(s + u log u) for s sections before and after the update and u entries in
  ///   the batch; independent of the number of rows.
  init(validating update: BatchUpdate, oldRowCounts: [Int], newRowCounts: [Int]) throws(TableViewUpdateError) {
    for (section, count) in oldRowCounts.enumerated() where count < 0 {
      throw TableViewUpdateError(.negativeRowCountBeforeUpdate(section: section, count: count))
    }
    for (section, count) in newRowCounts.enumerated() where count < 0 {
      throw TableViewUpdateError(.negativeRowCountAfterUpdate(section: section, count: count))
    }
    let sections = try SectionPlan(validating: update, oldCount: oldRowCounts.count, newCount: newRowCounts.count)
    let rows = try RowPlan(
      validating: update,
      sections: sections,
      oldRowCounts: oldRowCounts,
      newRowCounts: newRowCounts
    )
    self.init(
      oldRowCounts: oldRowCounts,
      newRowCounts: newRowCounts,
      newSectionOfOld: sections.newOfOld,
      oldSectionOfNew: sections.oldOfNew,
      reloadedOldSections: sections.reloadedOld,
      leavingRows: rows.leaving,
      arrivingRows: rows.arriving,
      oldRowFates: rows.fates,
      newRowSources: rows.sources,
      reconfiguredOldRows: rows.reconfigured
    )
  }

  /// ``init(validating:oldRowCounts:newRowCounts:)`` as a `Result`, for callers that branch
  /// on the outcome rather than propagate it.
  ///
  /// - Complexity: As ``init(validating:oldRowCounts:newRowCounts:)``.
  static func validate(
    _ update: BatchUpdate,
    oldRowCounts: [Int],
    newRowCounts: [Int]
  ) -> Result<UpdateMapping, TableViewUpdateError> {
    Result { () throws(TableViewUpdateError) -> UpdateMapping in
      try UpdateMapping(validating: update, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
    }
  }
}

/// The section half of a batch, checked and resolved into index maps.
///
/// Sections are few, so this works on arrays indexed by section; rows are handled sparsely by
/// ``RowPlan``.
struct SectionPlan {
  /// For each section before the update, its index after it, or -1 if deleted.
  let newOfOld: [Int]
  /// For each section after the update, its index before it, or -1 if inserted.
  let oldOfNew: [Int]
  /// For each section before the update, whether it is reloaded.
  let reloadedOld: [Bool]

  /// Checks the section rules (range, conflicts, count) and places the kept sections.
  ///
  /// - Complexity: O(s + u) for s sections and u section operations.
  init(validating update: BatchUpdate, oldCount: Int, newCount: Int) throws(TableViewUpdateError) {
    let before = 0..<oldCount
    let after = 0..<newCount
    let oldSide =
      update.deletedSections.map { (TableViewUpdateError.Operation.delete, $0) }
      + update.reloadedSections.map { (.reload, $0) } + update.movedSections.map { (.move, $0.from) }
    let newSide =
      update.insertedSections.map { (TableViewUpdateError.Operation.insert, $0) }
      + update.movedSections.map { (.move, $0.to) }

    for (operation, section) in oldSide where !before.contains(section) {
      throw TableViewUpdateError(.sectionOutOfRangeBeforeUpdate(operation, section: section, sectionCount: oldCount))
    }
    for (operation, section) in newSide where !after.contains(section) {
      throw TableViewUpdateError(.sectionOutOfRangeAfterUpdate(operation, section: section, sectionCount: newCount))
    }
    var oldClaims = [TableViewUpdateError.Operation?](repeating: nil, count: oldCount)
    for (operation, section) in oldSide {
      if let first = oldClaims[section] {
        throw TableViewUpdateError(
          .conflictingSectionOperationsBeforeUpdate(section: section, first: first, second: operation)
        )
      }
      oldClaims[section] = operation
    }
    var newClaims = [TableViewUpdateError.Operation?](repeating: nil, count: newCount)
    for (operation, section) in newSide {
      if let first = newClaims[section] {
        throw TableViewUpdateError(
          .conflictingSectionOperationsAfterUpdate(section: section, first: first, second: operation)
        )
      }
      newClaims[section] = operation
    }
    // Written without subtraction so no count can overflow.
    guard newCount + update.deletedSections.count == oldCount + update.insertedSections.count else {
      throw TableViewUpdateError(
        .invalidNumberOfSections(
          before: oldCount,
          after: newCount,
          inserted: update.insertedSections.count,
          deleted: update.deletedSections.count
        )
      )
    }

    var newOfOld = [Int](repeating: -1, count: oldCount)
    var oldOfNew = [Int](repeating: -1, count: newCount)
    for move in update.movedSections {
      newOfOld[move.from] = move.to
      oldOfNew[move.to] = move.from
    }
    // Kept and reloaded sections fill the free slots in order; the count rule above makes
    // the two sides the same length, so the guard only protects against a logic error.
    var slot = 0
    for section in before where oldClaims[section] == nil || oldClaims[section] == .reload {
      while slot < newCount, newClaims[slot] != nil { slot += 1 }
      guard slot < newCount else { break }
      newOfOld[section] = slot
      oldOfNew[slot] = section
      slot += 1
    }
    self.newOfOld = newOfOld
    self.oldOfNew = oldOfNew
    self.reloadedOld = oldClaims.map { $0 == .reload }
  }
}
