import Testing

@testable import DelegateKitTable

/// The loading section: always last, and changed by one always-valid row operation.
@Suite struct LoadingSectionTests {
  /// The loading section comes after all of the client's sections, so theirs keep their indexes.
  @Test(arguments: [0, 1, 7, 1_000])
  func loadingSectionIsAlwaysLast(clientSectionCount: Int) {
    let machine = MediatorStateMachine.attached()
    #expect(machine.loadingSectionIndex(clientSectionCount: clientSectionCount) == clientSectionCount)
  }

  /// Before a data source is attached the table has no loading section at all.
  @Test func detachedHasNoLoadingSection() {
    #expect(MediatorStateMachine().loadingSectionIndex(clientSectionCount: 3) == nil)
    #expect(MediatorStateMachine().isAttached == false)
  }

  /// Every state's loading section, from the state table.
  @Test func loadingSectionOfEveryState() {
    #expect(MediatorStateMachine().loadingSection == .empty)
    #expect(MediatorStateMachine.attached().loadingSection == .empty)
    #expect(MediatorStateMachine.loading(.refresh).loadingSection == .spinner)
    #expect(MediatorStateMachine.loading(.nextPage).loadingSection == .spinner)
    #expect(MediatorStateMachine.failed(.nextPage).loadingSection == .error(message: "offline"))
    #expect(MediatorStateMachine.exhausted().loadingSection == .empty)
  }

  /// The row operation between any two contents matches their row counts, so applying it keeps
  /// the table's count equal to the data source's.
  @Test(arguments: [
    (LoadingSection.empty, LoadingSection.empty, LoadingSection.RowUpdate?.none),
    (.empty, .spinner, .insert), (.empty, .error(message: "x"), .insert),
    (.spinner, .empty, .delete), (.error(message: "x"), .empty, .delete),
    (.spinner, .error(message: "x"), .reload), (.error(message: "x"), .spinner, .reload),
    (.error(message: "x"), .error(message: "y"), .reload), (.spinner, .spinner, nil),
  ])
  func rowUpdateMatchesRowCounts(old: LoadingSection, new: LoadingSection, expected: LoadingSection.RowUpdate?) {
    let update = old.rowUpdate(to: new)
    #expect(update == expected)
    let delta =
      switch update {
      case .insert: 1
      case .delete: -1
      case .reload, nil: 0
      }
    #expect(old.numberOfRows + delta == new.numberOfRows)
  }
}
