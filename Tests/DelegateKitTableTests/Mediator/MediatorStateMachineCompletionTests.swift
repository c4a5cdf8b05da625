import Testing

@testable import DelegateKitTable

/// Completions: stale generations, failures and retry, the program's stop, declines, and a new
/// data source.
@Suite struct MediatorStateMachineCompletionTests {
  /// A page that returns after a newer refresh started is dropped: it neither changes the state
  /// nor touches the table.
  @Test(arguments: [true, false])
  func pageArrivingAfterANewerRefreshIsDropped(succeeded: Bool) {
    var machine = MediatorStateMachine.loading(.nextPage)
    _ = machine.refreshRequested(source: .program)
    let before = machine
    let actions =
      succeeded
      ? machine.loadFinished(generation: 1, kind: .nextPage, result: .lastPage)
      : machine.loadFailed(generation: 1, kind: .nextPage, error: CancellationError())
    #expect(actions == [])
    #expect(machine.phase == before.phase)
    #expect(machine.loadInFlight == InFlightLoad(kind: .refresh, generation: 2))
  }

  /// A refresh that returns after a newer refresh is dropped too: only the newest counts.
  @Test func refreshArrivingAfterANewerRefreshIsDropped() {
    var machine = MediatorStateMachine.loading(.refresh)
    _ = machine.stopLoading()
    _ = machine.refreshRequested(source: .program)
    #expect(machine.loadFinished(generation: 1, kind: .refresh, result: .lastPage) == [])
    #expect(machine.loadFinished(generation: 2, kind: .refresh, result: .morePages) == [.reloadData])
    #expect(machine.loadingState == .idle)
  }

  /// A completion that comes twice is applied once.
  @Test func duplicateCompletionIsDropped() {
    var machine = MediatorStateMachine.loading(.nextPage)
    _ = machine.loadFinished(generation: 1, kind: .nextPage, result: .morePages)
    #expect(machine.loadFinished(generation: 1, kind: .nextPage, result: .lastPage) == [])
    #expect(machine.loadingState == .idle)
  }

  /// A failure shows an error row carrying the error's description, and the state names the
  /// kind to retry.
  @Test(arguments: [LoadKind.refresh, .nextPage])
  func failureShowsTheErrorRow(kind: LoadKind) {
    var machine = MediatorStateMachine.loading(kind)
    #expect(
      machine.loadFailed(generation: 1, kind: kind, error: LoadError(description: "offline")) == [
        .loadingSectionChanged(from: .spinner, to: .error(message: "offline"))
      ]
    )
    #expect(machine.loadingState == .failed(kind, message: "offline"))
    #expect(machine.loadInFlight == nil)
  }

  /// Retry runs the kind that failed again, with a new generation, turning the error row back
  /// into a spinner.
  @Test(arguments: [LoadKind.refresh, .nextPage])
  func retryRerunsTheFailedKind(kind: LoadKind) {
    var machine = MediatorStateMachine.failed(kind)
    #expect(
      machine.retry() == [
        .loadingSectionChanged(from: .error(message: "offline"), to: .spinner), .startLoad(kind, 2),
      ]
    )
    #expect(machine.loadInFlight == InFlightLoad(kind: kind, generation: 2))
  }

  /// A retried pulled refresh shows the spinner row: the tap came from the error row.
  @Test func retriedPulledRefreshUsesTheSpinnerRow() {
    var machine = MediatorStateMachine.attached()
    _ = machine.refreshRequested(source: .pullToRefresh)
    _ = machine.loadFailed(generation: 1, kind: .refresh, error: LoadError(description: "offline"))
    _ = machine.retry()
    #expect(!machine.isRefreshControlActive)
    #expect(machine.loadingSection == .spinner)
  }

  /// After a failed page, the program's load-more is a retry; after a failed refresh it is
  /// ignored, since the rows on screen are out of date.
  @Test func programLoadMoreAfterAFailure() {
    var page = MediatorStateMachine.failed(.nextPage)
    #expect(page.loadMoreRequested().last == .startLoad(.nextPage, 2))
    var refresh = MediatorStateMachine.failed(.refresh)
    #expect(refresh.loadMoreRequested() == [])
    #expect(refresh.loadingState == .failed(.refresh, message: "offline"))
  }

  /// Retry with nothing failed is a late tap and does nothing.
  @Test func retryWithoutAFailureDoesNothing() {
    var machine = MediatorStateMachine.attached()
    #expect(machine.retry() == [])
    #expect(machine.loadInFlight == nil)
  }

  /// The program's stop ends the load in flight: it is cancelled, the spinner goes, and its
  /// late result is stale.
  @Test func stopLoadingCancelsTheLoadInFlight() {
    var machine = MediatorStateMachine.loading(.nextPage)
    #expect(machine.stopLoading() == [.cancelLoad(1), .loadingSectionChanged(from: .spinner, to: .empty)])
    #expect(machine.loadingState == .idle)
    #expect(machine.loadFinished(generation: 1, kind: .nextPage, result: .morePages) == [])
  }

  /// The program's stop during a pulled refresh also stops the control.
  @Test func stopLoadingEndsAPulledRefresh() {
    var machine = MediatorStateMachine.attached()
    _ = machine.refreshRequested(source: .pullToRefresh)
    #expect(machine.stopLoading() == [.cancelLoad(1), .endRefreshing])
  }

  /// The program's stop leaves a failure alone: an error row is not loading.
  @Test func stopLoadingKeepsAFailure() {
    var machine = MediatorStateMachine.failed(.nextPage)
    #expect(machine.stopLoading() == [])
    #expect(machine.loadingState == .failed(.nextPage, message: "offline"))
  }

  /// A load the delegate declined goes back to idle; a late decline is stale.
  @Test func declinedLoadGoesBackToIdle() {
    var machine = MediatorStateMachine.attached()
    _ = machine.refreshRequested(source: .pullToRefresh)
    #expect(machine.loadDeclined(generation: 1) == [.endRefreshing])
    #expect(machine.loadingState == .idle)
    _ = machine.loadMoreRequested()
    #expect(machine.loadDeclined(generation: 1) == [])
    #expect(machine.loadDeclined(generation: 2) == [.loadingSectionChanged(from: .spinner, to: .empty)])
  }

  /// A new data source cancels what the old one was loading and starts over, idle, with a
  /// reload; the old load's result is then stale.
  @Test func dataSourceChangeCancelsAndReloads() {
    var machine = MediatorStateMachine.attached()
    _ = machine.refreshRequested(source: .pullToRefresh)
    #expect(machine.dataSourceChanged() == [.cancelLoad(1), .endRefreshing, .reloadData])
    #expect(machine.loadingState == .idle)
    #expect(machine.loadFinished(generation: 1, kind: .refresh, result: .lastPage) == [])
  }

  /// A new data source also clears a failure and exhaustion: they belonged to the old one.
  @Test func dataSourceChangeClearsFailedAndExhausted() {
    var failed = MediatorStateMachine.failed(.refresh)
    #expect(failed.dataSourceChanged() == [.reloadData])
    #expect(failed.loadingState == .idle)
    var exhausted = MediatorStateMachine.exhausted()
    _ = exhausted.dataSourceChanged()
    #expect(exhausted.loadMoreRequested().last == .startLoad(.nextPage, 2))
  }

  /// Generations keep growing across idle periods, so an old completion never matches a new load.
  @Test func generationsNeverRepeat() {
    var machine = MediatorStateMachine.attached()
    var seen: [LoadGeneration] = []
    for _ in 0..<5 {
      _ = machine.loadMoreRequested()
      seen.append(machine.loadInFlight!.generation)
      _ = machine.stopLoading()
    }
    #expect(seen == [1, 2, 3, 4, 5])
  }
}
