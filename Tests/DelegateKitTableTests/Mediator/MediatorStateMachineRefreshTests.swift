import Testing

@testable import DelegateKitTable

/// Pull-to-refresh and program refreshes: who shows progress, and what a refresh overrides.
@Suite struct MediatorStateMachineRefreshTests {
  /// A pull starts a refresh, and the refresh control — not the loading section — shows it.
  @Test func pullToRefreshStartsARefreshShownByTheRefreshControl() {
    var machine = MediatorStateMachine.attached()
    #expect(machine.refreshRequested(source: .pullToRefresh) == [.startLoad(.refresh, 1)])
    #expect(machine.loadingState == .refreshing)
    #expect(machine.isRefreshControlActive)
    #expect(machine.loadingSection == .empty)
  }

  /// A program refresh has no spinning control, so the loading section shows the spinner first.
  @Test func programRefreshShowsTheSpinnerRowBeforeLoading() {
    var machine = MediatorStateMachine.attached()
    #expect(
      machine.refreshRequested(source: .program) == [
        .loadingSectionChanged(from: .empty, to: .spinner), .startLoad(.refresh, 1),
      ]
    )
    #expect(!machine.isRefreshControlActive)
  }

  /// A finished pulled refresh stops the control and reloads the table.
  @Test func finishedPulledRefreshEndsRefreshingAndReloads() {
    var machine = MediatorStateMachine.attached()
    _ = machine.refreshRequested(source: .pullToRefresh)
    #expect(machine.loadFinished(generation: 1, kind: .refresh, result: .morePages) == [.endRefreshing, .reloadData])
    #expect(machine.loadingState == .idle)
    #expect(!machine.isRefreshControlActive)
  }

  /// A finished program refresh reloads; the reload also removes the spinner row, so no row
  /// update comes with it.
  @Test func finishedProgramRefreshReloadsWithoutARowUpdate() {
    var machine = MediatorStateMachine.loading(.refresh)
    #expect(machine.loadFinished(generation: 1, kind: .refresh, result: .morePages) == [.reloadData])
    #expect(machine.loadingSection == .empty)
  }

  /// A refresh cancels the page in flight and starts at once, with a new generation.
  @Test(arguments: [MediatorStateMachine.RefreshSource.pullToRefresh, .program])
  func refreshCancelsTheLoadMoreInFlight(source: MediatorStateMachine.RefreshSource) {
    var machine = MediatorStateMachine.loading(.nextPage)
    let expected: [MediatorStateMachine.Action] =
      source == .program
      ? [.cancelLoad(1), .startLoad(.refresh, 2)]
      : [.cancelLoad(1), .loadingSectionChanged(from: .spinner, to: .empty), .startLoad(.refresh, 2)]
    #expect(machine.refreshRequested(source: source) == expected)
    #expect(machine.loadInFlight == InFlightLoad(kind: .refresh, generation: 2))
  }

  /// A refresh leaves the exhausted state: new data may have new pages.
  @Test func refreshResetsExhausted() {
    var machine = MediatorStateMachine.exhausted()
    #expect(machine.refreshRequested(source: .pullToRefresh) == [.startLoad(.refresh, 2)])
    _ = machine.loadFinished(generation: 2, kind: .refresh, result: .morePages)
    #expect(machine.loadingState == .idle)
    #expect(
      machine.loadMoreRequested() == [.loadingSectionChanged(from: .empty, to: .spinner), .startLoad(.nextPage, 3)]
    )
  }

  /// A refresh that returns the last page exhausts the list straight away.
  @Test func refreshWithoutMorePagesExhausts() {
    var machine = MediatorStateMachine.loading(.refresh)
    _ = machine.loadFinished(generation: 1, kind: .refresh, result: .lastPage)
    #expect(machine.loadingState == .exhausted)
  }

  /// A second refresh while one is in flight starts nothing: at most one load.
  @Test(arguments: [MediatorStateMachine.RefreshSource.pullToRefresh, .program])
  func refreshDuringAPulledRefreshIsIgnored(source: MediatorStateMachine.RefreshSource) {
    var machine = MediatorStateMachine.attached()
    _ = machine.refreshRequested(source: .pullToRefresh)
    #expect(machine.refreshRequested(source: source) == [])
    #expect(machine.loadInFlight == InFlightLoad(kind: .refresh, generation: 1))
  }

  /// A program refresh during a program refresh starts nothing either.
  @Test func programRefreshDuringAProgramRefreshIsIgnored() {
    var machine = MediatorStateMachine.loading(.refresh)
    #expect(machine.refreshRequested(source: .program) == [])
  }

  /// A pull during a program refresh joins it: no new load, and the spinner row gives way to
  /// the control, whose end then comes with the refresh's end.
  @Test func pullDuringAProgramRefreshHandsProgressToTheControl() {
    var machine = MediatorStateMachine.loading(.refresh)
    #expect(machine.refreshRequested(source: .pullToRefresh) == [.loadingSectionChanged(from: .spinner, to: .empty)])
    #expect(machine.loadInFlight == InFlightLoad(kind: .refresh, generation: 1))
    #expect(machine.loadFinished(generation: 1, kind: .refresh, result: .morePages) == [.endRefreshing, .reloadData])
  }

  /// A pull from the failed state replaces the error row with the control's progress.
  @Test func pullFromFailedClearsTheErrorRow() {
    var machine = MediatorStateMachine.failed(.nextPage)
    #expect(
      machine.refreshRequested(source: .pullToRefresh) == [
        .loadingSectionChanged(from: .error(message: "offline"), to: .empty), .startLoad(.refresh, 2),
      ]
    )
  }

  /// A failed pulled refresh stops the control and shows the error row.
  @Test func failedPulledRefreshEndsRefreshingAndShowsTheError() {
    var machine = MediatorStateMachine.attached()
    _ = machine.refreshRequested(source: .pullToRefresh)
    #expect(
      machine.loadFailed(generation: 1, kind: .refresh, error: LoadError(description: "timeout")) == [
        .endRefreshing, .loadingSectionChanged(from: .empty, to: .error(message: "timeout")),
      ]
    )
    #expect(machine.loadingState == .failed(.refresh, message: "timeout"))
  }

  /// Before a data source is attached there is nothing to refresh; a pull's spinning control is
  /// stopped at once, as for a declined load.
  @Test func pullWhileDetachedEndsRefreshingAtOnce() {
    var machine = MediatorStateMachine()
    #expect(machine.refreshRequested(source: .pullToRefresh) == [.endRefreshing])
    #expect(machine.refreshRequested(source: .program) == [])
    #expect(machine.loadInFlight == nil)
  }
}
