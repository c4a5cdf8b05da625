import Foundation
import Testing

@testable import DelegateKitTable

/// One test per section rule of `TableViewUpdateError.Reason` (and the row-count sanity
/// rules that precede them), each checking the reason and the exact message.
@Suite struct SectionRuleTests {
  @Test func negativeRowCountBeforeUpdate() {
    expectRefusal(
      BatchUpdate(),
      [2, -1],
      [2, 0],
      .negativeRowCountBeforeUpdate(section: 1, count: -1),
      "invalid number of rows (-1) in section 1 before the update"
    )
  }

  @Test func negativeRowCountAfterUpdate() {
    expectRefusal(
      BatchUpdate(),
      [2],
      [-3],
      .negativeRowCountAfterUpdate(section: 0, count: -3),
      "invalid number of rows (-3) in section 0 after the update"
    )
  }

  @Test func sectionOutOfRangeBeforeUpdate() {
    expectRefusal(
      batch { $0.deleteSections([5]) },
      [1, 1, 1],
      [1, 1],
      .sectionOutOfRangeBeforeUpdate(.delete, section: 5, sectionCount: 3),
      "attempt to delete section 5, but there are only 3 sections before the update"
    )
    expectRefusal(
      batch { $0.reloadSections([-1]) },
      [1],
      [1],
      .sectionOutOfRangeBeforeUpdate(.reload, section: -1, sectionCount: 1),
      "attempt to reload section -1, but there are only 1 sections before the update"
    )
    expectRefusal(
      batch { $0.moveSection(2, toSection: 0) },
      [1, 1],
      [1, 1],
      .sectionOutOfRangeBeforeUpdate(.move, section: 2, sectionCount: 2),
      "attempt to move section 2, but there are only 2 sections before the update"
    )
  }

  @Test func sectionOutOfRangeAfterUpdate() {
    expectRefusal(
      batch { $0.insertSections([5]) },
      [1, 1, 1],
      [1, 1, 1, 0],
      .sectionOutOfRangeAfterUpdate(.insert, section: 5, sectionCount: 4),
      "attempt to insert section 5 but there are only 4 sections after the update"
    )
    expectRefusal(
      batch { $0.moveSection(0, toSection: 2) },
      [1, 1],
      [1, 1],
      .sectionOutOfRangeAfterUpdate(.move, section: 2, sectionCount: 2),
      "attempt to move a section to section 2, but there are only 2 sections after the update"
    )
  }

  @Test func conflictingSectionOperationsBeforeUpdate() {
    expectRefusal(
      batch {
        $0.deleteSections([1])
        $0.reloadSections([1])
      },
      [1, 1],
      [1],
      .conflictingSectionOperationsBeforeUpdate(section: 1, first: .delete, second: .reload),
      "attempt to delete and reload the same section (1)"
    )
    expectRefusal(
      batch { $0.deleteSections([1, 1]) },
      [1, 1, 1],
      [1],
      .conflictingSectionOperationsBeforeUpdate(section: 1, first: .delete, second: .delete),
      "attempt to delete the same section (1) twice"
    )
    expectRefusal(
      batch {
        $0.reloadSections([0])
        $0.moveSection(0, toSection: 1)
      },
      [1, 1],
      [1, 1],
      .conflictingSectionOperationsBeforeUpdate(section: 0, first: .reload, second: .move),
      "attempt to reload and move the same section (0)"
    )
    expectRefusal(
      batch {
        $0.moveSection(0, toSection: 1)
        $0.moveSection(0, toSection: 2)
      },
      [1, 1, 1],
      [1, 1, 1],
      .conflictingSectionOperationsBeforeUpdate(section: 0, first: .move, second: .move),
      "attempt to move the same section (0) twice"
    )
  }

  @Test func conflictingSectionOperationsAfterUpdate() {
    expectRefusal(
      batch {
        $0.insertSections([1])
        $0.moveSection(0, toSection: 1)
      },
      [1],
      [1, 1],
      .conflictingSectionOperationsAfterUpdate(section: 1, first: .insert, second: .move),
      "attempt to insert and move to the same section (1)"
    )
    expectRefusal(
      batch { $0.insertSections([0, 0]) },
      [],
      [0, 0],
      .conflictingSectionOperationsAfterUpdate(section: 0, first: .insert, second: .insert),
      "attempt to insert the same section (0) twice"
    )
  }

  @Test func invalidNumberOfSections() {
    expectRefusal(
      batch { $0.insertSections([0]) },
      [1, 1],
      [0, 1, 1, 1],
      .invalidNumberOfSections(before: 2, after: 4, inserted: 1, deleted: 0),
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (4) "
        + "must be equal to the number of sections contained in the table view before the update (2), plus or minus the "
        + "number of sections inserted or deleted (1 inserted, 0 deleted)."
    )
  }
}
