import Testing

@testable import DelegateKitTable

/// Load-more: the distance rule, short content, and the program's request.
@Suite struct MediatorStateMachineLoadMoreTests {
  /// The actions of a page starting from an empty loading section as generation `generation`.
  private func pageStart(_ generation: LoadGeneration) -> [MediatorStateMachine.Action] {
    [.loadingSectionChanged(from: .empty, to: .spinner), .startLoad(.nextPage, generation)]
  }

  /// A scroll within the threshold of the end starts the next page; one farther away does not.
  @Test(arguments: [
    (distance: 121.0, loads: false), (distance: 120.0, loads: true), (distance: 0.0, loads: true),
    (distance: -30.0, loads: true), (distance: .nan, loads: false), (distance: .infinity, loads: false),
  ])
  func scrollWithinTheThresholdLoadsMore(distance: Double, loads: Bool) {
    var machine = MediatorStateMachine.attached(loadMoreThreshold: 120)
    let actions = machine.scrolled(distanceToEnd: distance, contentShorterThanViewport: false)
    #expect(actions == (loads ? pageStart(1) : []))
    #expect(machine.loadingState == (loads ? .loadingMore : .idle))
  }

  /// The default threshold is 0: only the very end.
  @Test func defaultThresholdIsTheEnd() {
    var machine = MediatorStateMachine.attached()
    #expect(machine.loadMoreThreshold == 0)
    #expect(machine.scrolled(distanceToEnd: 0.5, contentShorterThanViewport: false) == [])
    #expect(machine.scrolled(distanceToEnd: 0, contentShorterThanViewport: false) == pageStart(1))
  }

  /// Content shorter than the viewport loads more wherever the scroll is, since no scroll can
  /// reach its end; and it keeps loading page after page while it stays short.
  @Test func shortContentLoadsMore() {
    var machine = MediatorStateMachine.attached()
    #expect(machine.scrolled(distanceToEnd: 500, contentShorterThanViewport: true) == pageStart(1))
    _ = machine.loadFinished(generation: 1, kind: .nextPage, result: .morePages)
    #expect(machine.scrolled(distanceToEnd: 200, contentShorterThanViewport: true) == pageStart(2))
  }

  /// The program's `startLoadingMore(true)` starts a page from idle.
  @Test func programLoadMoreStartsAPage() {
    var machine = MediatorStateMachine.attached()
    #expect(machine.loadMoreRequested() == pageStart(1))
    #expect(machine.loadInFlight == InFlightLoad(kind: .nextPage, generation: 1))
  }

  /// A finished page is appended and its spinner row deleted, in one batch.
  @Test func finishedPageAppendsAndHidesTheSpinner() {
    var machine = MediatorStateMachine.loading(.nextPage)
    #expect(
      machine.loadFinished(generation: 1, kind: .nextPage, result: .morePages) == [
        .appendPage, .loadingSectionChanged(from: .spinner, to: .empty),
      ]
    )
    #expect(machine.loadingState == .idle)
  }

  /// No second load starts while one is in flight, whatever asks for it.
  @Test(arguments: [LoadKind.refresh, .nextPage])
  func atMostOneLoadInFlight(kind: LoadKind) {
    var machine = MediatorStateMachine.loading(kind)
    #expect(machine.loadMoreRequested() == [])
    #expect(machine.scrolled(distanceToEnd: -10, contentShorterThanViewport: true) == [])
    #expect(machine.retry() == [])
    #expect(machine.loadInFlight == InFlightLoad(kind: kind, generation: 1))
  }

  /// Once a page says no more exist, neither scrolling nor the program starts another.
  @Test func exhaustedStartsNoPage() {
    var machine = MediatorStateMachine.exhausted()
    #expect(machine.loadingState == .exhausted)
    #expect(machine.loadingSection == .empty)
    #expect(machine.scrolled(distanceToEnd: 0, contentShorterThanViewport: true) == [])
    #expect(machine.loadMoreRequested() == [])
    #expect(machine.retry() == [])
    #expect(machine.stopLoading() == [])
    #expect(machine.loadingState == .exhausted)
  }

  /// After a failure, scrolling does not retry by itself, or every scroll would repeat the
  /// failing request.
  @Test(arguments: [LoadKind.refresh, .nextPage])
  func scrollingDoesNotRetryAFailure(kind: LoadKind) {
    var machine = MediatorStateMachine.failed(kind)
    #expect(machine.scrolled(distanceToEnd: 0, contentShorterThanViewport: true) == [])
  }

  /// Nothing loads before a data source is attached.
  @Test func detachedLoadsNothing() {
    var machine = MediatorStateMachine()
    #expect(machine.scrolled(distanceToEnd: 0, contentShorterThanViewport: true) == [])
    #expect(machine.loadMoreRequested() == [])
    #expect(machine.retry() == [])
    #expect(machine.stopLoading() == [])
    #expect(machine.loadingState == .idle)
  }
}
