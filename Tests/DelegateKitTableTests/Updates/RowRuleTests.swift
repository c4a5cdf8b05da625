import Foundation
import Testing

@testable import DelegateKitTable

/// One test per row rule of `TableViewUpdateError.Reason`, each checking the reason and the
/// exact message, plus rule ordering and extreme numbers.
@Suite struct RowRuleTests {
  @Test func malformedIndexPath() {
    let bad = IndexPath(indexes: [0, 1, 2])
    expectRefusal(
      batch { $0.deleteRows([bad]) },
      [3],
      [2],
      .malformedIndexPath(.delete, bad),
      "attempt to delete a row at index path [0, 1, 2], but a table view's index paths have exactly two indexes (section, row)"
    )
    expectRefusal(
      batch { $0.moveRow(at: ip(0, 0), to: IndexPath()) },
      [3],
      [3],
      .malformedIndexPath(.move, IndexPath()),
      "attempt to move a row at index path [], but a table view's index paths have exactly two indexes (section, row)"
    )
  }

  @Test func rowSectionOutOfRangeBeforeUpdate() {
    expectRefusal(
      batch { $0.deleteRows([ip(7, 0)]) },
      [1, 1, 1],
      [1, 1, 1],
      .rowSectionOutOfRangeBeforeUpdate(.delete, ip(7, 0), sectionCount: 3),
      "attempt to delete row 0 from section 7, but there are only 3 sections before the update"
    )
  }

  @Test func rowOutOfRangeBeforeUpdate() {
    expectRefusal(
      batch { $0.deleteRows([ip(0, 5)]) },
      [3],
      [2],
      .rowOutOfRangeBeforeUpdate(.delete, ip(0, 5), rowCount: 3),
      "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
    )
    expectRefusal(
      batch { $0.reloadRows([ip(0, -1)]) },
      [3],
      [3],
      .rowOutOfRangeBeforeUpdate(.reload, ip(0, -1), rowCount: 3),
      "attempt to reload row -1 in section 0 which only contains 3 rows before the update"
    )
    expectRefusal(
      batch { $0.reconfigureRows([ip(0, 3)]) },
      [3],
      [3],
      .rowOutOfRangeBeforeUpdate(.reconfigure, ip(0, 3), rowCount: 3),
      "attempt to reconfigure row 3 in section 0 which only contains 3 rows before the update"
    )
    expectRefusal(
      batch { $0.moveRow(at: ip(0, 9), to: ip(0, 0)) },
      [3],
      [3],
      .rowOutOfRangeBeforeUpdate(.move, ip(0, 9), rowCount: 3),
      "attempt to move row 9 out of section 0 which only contains 3 rows before the update"
    )
  }

  @Test func rowSectionOutOfRangeAfterUpdate() {
    expectRefusal(
      batch { $0.insertRows([ip(4, 0)]) },
      [3],
      [4],
      .rowSectionOutOfRangeAfterUpdate(.insert, ip(4, 0), sectionCount: 1),
      "attempt to insert row 0 into section 4, but there are only 1 sections after the update"
    )
  }

  @Test func rowOutOfRangeAfterUpdate() {
    expectRefusal(
      batch { $0.insertRows([ip(0, 4)]) },
      [2],
      [3],
      .rowOutOfRangeAfterUpdate(.insert, ip(0, 4), rowCount: 3),
      "attempt to insert row 4 into section 0, but there are only 3 rows in section 0 after the update"
    )
    expectRefusal(
      batch { $0.moveRow(at: ip(0, 0), to: ip(0, 3)) },
      [3],
      [3],
      .rowOutOfRangeAfterUpdate(.move, ip(0, 3), rowCount: 3),
      "attempt to move a row to row 3 in section 0, but there are only 3 rows in section 0 after the update"
    )
  }

  @Test func rowInDeletedSection() {
    expectRefusal(
      batch {
        $0.deleteSections([0])
        $0.deleteRows([ip(0, 0)])
      },
      [2, 1],
      [1],
      .rowInDeletedSection(.delete, ip(0, 0)),
      "attempt to delete row 0 from section 0, which is deleted in the same update"
    )
    expectRefusal(
      batch {
        $0.deleteSections([0])
        $0.moveRow(at: ip(0, 1), to: ip(0, 0))
      },
      [2, 1],
      [2],
      .rowInDeletedSection(.move, ip(0, 1)),
      "attempt to move row 1 out of section 0, which is deleted in the same update"
    )
  }

  @Test func rowInReloadedSection() {
    expectRefusal(
      batch {
        $0.reloadSections([0])
        $0.reconfigureRows([ip(0, 1)])
      },
      [2],
      [5],
      .rowInReloadedSection(.reconfigure, ip(0, 1)),
      "attempt to reconfigure row 1 in section 0, which is reloaded in the same update"
    )
  }

  @Test func rowIntoInsertedSection() {
    expectRefusal(
      batch {
        $0.insertSections([1])
        $0.insertRows([ip(1, 0)])
      },
      [2],
      [2, 1],
      .rowIntoInsertedSection(.insert, ip(1, 0)),
      "attempt to insert row 0 into section 1, which is inserted in the same update"
    )
  }

  @Test func rowIntoReloadedSection() {
    expectRefusal(
      batch {
        $0.reloadSections([0])
        $0.moveRow(at: ip(1, 0), to: ip(0, 0))
      },
      [2, 1],
      [3, 0],
      .rowIntoReloadedSection(.move, ip(0, 0)),
      "attempt to move a row to row 0 in section 0, which is reloaded in the same update"
    )
  }

  @Test func conflictingRowOperationsBeforeUpdate() {
    let cases: [(BatchUpdate, TableViewUpdateError.Operation, TableViewUpdateError.Operation, String)] = [
      (
        batch { $0.deleteRows([ip(0, 1), ip(0, 1)]) }, .delete, .delete,
        "attempt to delete the same index path (section 0, row 1) twice"
      ),
      (
        batch {
          $0.deleteRows([ip(0, 1)])
          $0.reloadRows([ip(0, 1)])
        }, .delete, .reload, "attempt to delete and reload the same index path (section 0, row 1)"
      ),
      (
        batch {
          $0.deleteRows([ip(0, 1)])
          $0.moveRow(at: ip(0, 1), to: ip(0, 0))
        }, .delete, .move, "attempt to delete and move the same index path (section 0, row 1)"
      ),
      (
        batch {
          $0.reloadRows([ip(0, 1)])
          $0.moveRow(at: ip(0, 1), to: ip(0, 0))
        }, .reload, .move, "attempt to reload and move the same index path (section 0, row 1)"
      ),
      (
        batch {
          $0.reloadRows([ip(0, 1)])
          $0.reconfigureRows([ip(0, 1)])
        }, .reload, .reconfigure, "attempt to reload and reconfigure the same index path (section 0, row 1)"
      ),
      (
        batch {
          $0.deleteRows([ip(0, 1)])
          $0.reconfigureRows([ip(0, 1)])
        }, .delete, .reconfigure, "attempt to delete and reconfigure the same index path (section 0, row 1)"
      ),
      (
        batch { $0.reconfigureRows([ip(0, 1), ip(0, 1)]) }, .reconfigure, .reconfigure,
        "attempt to reconfigure the same index path (section 0, row 1) twice"
      ),
      (
        batch {
          $0.moveRow(at: ip(0, 1), to: ip(0, 0))
          $0.moveRow(at: ip(0, 1), to: ip(0, 2))
        }, .move, .move, "attempt to move the same index path (section 0, row 1) twice"
      ),
    ]
    for (update, first, second, message) in cases {
      expectRefusal(
        update,
        [3],
        [3],
        .conflictingRowOperationsBeforeUpdate(ip(0, 1), first: first, second: second),
        message
      )
    }
    // A reconfigure may ride along with a move: the row keeps its identity.
    #expect(
      refusal(
        batch {
          $0.reconfigureRows([ip(0, 1)])
          $0.moveRow(at: ip(0, 1), to: ip(0, 0))
        },
        [3],
        [3]
      ) == nil
    )
  }

  @Test func conflictingRowOperationsAfterUpdate() {
    expectRefusal(
      batch { $0.insertRows([ip(0, 1), ip(0, 1)]) },
      [1],
      [3],
      .conflictingRowOperationsAfterUpdate(ip(0, 1), first: .insert, second: .insert),
      "attempt to insert the same index path (section 0, row 1) twice"
    )
    expectRefusal(
      batch {
        $0.insertRows([ip(0, 1)])
        $0.moveRow(at: ip(0, 0), to: ip(0, 1))
      },
      [2],
      [3],
      .conflictingRowOperationsAfterUpdate(ip(0, 1), first: .insert, second: .move),
      "attempt to insert and move to the same index path (section 0, row 1)"
    )
    expectRefusal(
      batch {
        $0.moveRow(at: ip(0, 0), to: ip(0, 1))
        $0.moveRow(at: ip(0, 2), to: ip(0, 1))
      },
      [3],
      [3],
      .conflictingRowOperationsAfterUpdate(ip(0, 1), first: .move, second: .move),
      "attempt to move to the same index path (section 0, row 1) twice"
    )
  }

  @Test func invalidNumberOfRows() {
    expectRefusal(
      BatchUpdate(),
      [2],
      [3],
      .invalidNumberOfRows(section: 0, before: 2, after: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0),
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the "
        + "update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus "
        + "the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of "
        + "rows moved into or out of that section (0 moved in, 0 moved out)."
    )
    // Cross-section moves count in and out; the section index reported is the one after the
    // update (section 0 moved to 1 here).
    let update = batch {
      $0.moveSection(0, toSection: 1)
      $0.moveRow(at: ip(0, 0), to: ip(0, 0))
      $0.insertRows([ip(1, 0)])
    }
    #expect(
      refusal(update, [2, 2], [3, 3])?.reason
        == .invalidNumberOfRows(section: 1, before: 2, after: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 1)
    )
  }

  @Test func firstRuleInDeclarationOrderWins() {
    // Out of range, a conflict and a wrong count at once: the range rule comes first.
    let update = batch { $0.deleteRows([ip(0, 1), ip(0, 1), ip(0, 9)]) }
    #expect(refusal(update, [3], [7])?.reason == .rowOutOfRangeBeforeUpdate(.delete, ip(0, 9), rowCount: 3))
  }

  @Test func hugeAndExtremeNumbersAreRefusedWithoutTrapping() {
    #expect(
      refusal(batch { $0.insertRows([ip(0, .max)]) }, [.max], [.max])?.reason
        == .rowOutOfRangeAfterUpdate(.insert, ip(0, .max), rowCount: .max)
    )
    #expect(refusal(batch { $0.insertRows([ip(0, 0)]) }, [.max], [.max]) != nil)
    #expect(refusal(batch { $0.deleteSections([.min]) }, [], []) != nil)
    #expect(refusal(batch { $0.moveRow(at: ip(.max, .min), to: ip(.min, .max)) }, [], []) != nil)
    #expect(refusal(BatchUpdate(), [.max], [.max]) == nil)
    #expect(refusal(batch { $0.insertRows([ip(0, .max - 1)]) }, [.max - 1], [.max]) == nil)
  }
}

/// Descriptions of reasons built by hand, outside the validator.
@Suite struct UpdateErrorDescriptionTests {
  @Test func handBuiltReasonsWithOddIndexPathsDescribeWithoutTrapping() {
    let error = TableViewUpdateError(.rowOutOfRangeAfterUpdate(.insert, IndexPath(indexes: [1, 2, 3]), rowCount: 0))
    #expect(
      error.description
        == "attempt to insert row [1, 2, 3] into section [1, 2, 3], but there are only 0 rows in section [1, 2, 3] after the update"
    )
  }
}
