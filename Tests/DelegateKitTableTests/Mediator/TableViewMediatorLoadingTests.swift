import Foundation
import Testing

@testable import DelegateKitTable

/// The mediator's loading rules, through the driver on a real table with an `async` loader
/// whose replies the tests give by hand.
@MainActor
@Suite("TableViewMediator: loading")
struct TableViewMediatorLoadingTests {
  /// A table showing the reply to a first refresh of `count` rows.
  private func refreshed(_ feed: Feed, count: Int, more: Bool = true) async -> (TableView, TableViewMediator) {
    let (table, mediator) = makeMediatedTable(feed)
    mediator.startLoadingMore(false)
    let refresh = await feed.server.next()
    #expect(refresh.kind == .refresh)
    refresh.reply(rows(count), more: more)
    await mediator.waitForLoad()
    return (table, mediator)
  }

  @Test("A program refresh shows the spinner row, then the rows, in one reload")
  func programRefresh() async {
    let feed = Feed()
    let (table, mediator) = makeMediatedTable(feed)
    #expect(table.numberOfSections == 2)
    #expect(mediator.loadingRow == nil)
    mediator.startLoadingMore(false)
    #expect(mediator.loadingState == .refreshing)
    #expect(mediator.loadingRow == .at(1, 0))
    #expect(table.visibleCells.map(\.text) == ["Loading…"])
    let refresh = await feed.server.next()
    refresh.reply(rows(20))
    await mediator.waitForLoad()
    #expect(mediator.loadingState == .idle)
    #expect(mediator.loadingRow == nil)
    #expect(table.numberOfRows(inSection: 0) == 20)
    #expect(table.visibleCells.map(\.text) == rows(10))
  }

  @Test("Scrolling to the end starts the next page, whose rows are inserted before the loading section")
  func scrollToEndLoadsNextPage() async {
    let feed = Feed()
    let (table, mediator) = await refreshed(feed, count: 20)
    #expect(feed.server.requestCount == 1)
    table.userScroll(by: 5)
    #expect(mediator.loadingState == .idle, "5 points from the end is not the end")
    table.userScroll(by: 100)
    #expect(mediator.loadingState == .loadingMore)
    #expect(mediator.loadingRow == .at(1, 0))
    let page = await feed.server.next()
    #expect(page.kind == .nextPage)
    page.reply(rows(20, from: 20))
    await mediator.waitForLoad()
    #expect(mediator.loadingState == .idle)
    #expect(table.numberOfRows(inSection: 0) == 40)
    #expect(table.numberOfSections == 2)
    #expect(table.visibleCells.map(\.text) == rows(10, from: 10), "the rows on screen stayed where they were")
  }

  @Test("A threshold starts the page before the end")
  func thresholdStartsEarly() async {
    let feed = Feed()
    let (table, mediator) = makeMediatedTable(feed, threshold: 5)
    mediator.startLoadingMore(false)
    await feed.server.next().reply(rows(30))
    await mediator.waitForLoad()
    table.userScroll(by: 14)
    #expect(mediator.loadingState == .idle, "6 points from the end")
    table.userScroll(by: 1)
    #expect(mediator.loadingState == .loadingMore, "5 points from the end")
    await feed.server.next().reply([])
    await mediator.waitForLoad()
  }

  @Test("Content shorter than the view keeps loading pages until it fills the view")
  func shortContentLoads() async {
    let feed = Feed()
    let (table, mediator) = await refreshed(feed, count: 4)
    #expect(mediator.loadingState == .loadingMore, "4 rows do not fill 10 points")
    await feed.server.next().reply(rows(4, from: 4))
    await mediator.waitForLoad()
    #expect(mediator.loadingState == .loadingMore, "8 rows do not either")
    await feed.server.next().reply(rows(4, from: 8))
    await mediator.waitForLoad()
    #expect(mediator.loadingState == .idle)
    #expect(table.numberOfRows(inSection: 0) == 12)
    #expect(feed.server.requestCount == 3)
  }

  @Test("An empty page does not start another at once, so a loader that finds nothing cannot spin")
  func emptyPageStops() async {
    let feed = Feed()
    let (_, mediator) = await refreshed(feed, count: 2)
    await feed.server.next().reply([])
    await mediator.waitForLoad()
    #expect(mediator.loadingState == .idle)
    #expect(feed.server.requestCount == 2)
  }

  @Test("Pull to refresh: the control spins instead of the loading row, and stops when the load ends")
  func pullToRefresh() async throws {
    let feed = Feed()
    let (table, mediator) = await refreshed(feed, count: 20)
    let control = try #require(table.refreshControl)
    #expect(control === mediator.refreshControl)
    table.userPullToRefresh()
    #expect(control.isRefreshing)
    #expect(mediator.loadingState == .refreshing)
    #expect(mediator.loadingRow == nil, "one spinner, the control's")
    let refresh = await feed.server.next()
    #expect(refresh.kind == .refresh)
    refresh.reply(rows(15, from: 100))
    await mediator.waitForLoad()
    #expect(!control.isRefreshing)
    #expect(table.visibleCells.first?.text == "r100")
    #expect(table.numberOfRows(inSection: 0) == 15)
  }

  @Test("At most one load: a second request while one is in flight starts nothing")
  func oneLoadAtATime() async {
    let feed = Feed()
    let (table, mediator) = await refreshed(feed, count: 20)
    table.userScroll(by: 100)
    #expect(mediator.tasks.running.count == 1)
    mediator.startLoadingMore(true)
    table.userScroll(by: -3)
    table.userScroll(by: 3)
    #expect(mediator.tasks.running.count == 1)
    await feed.server.next().reply(rows(5, from: 20))
    await mediator.waitForLoad()
    #expect(feed.server.requestCount == 2)
  }

  @Test("A refresh cancels the page in flight; the page's late reply is dropped by its generation")
  func refreshDropsStalePage() async {
    let feed = Feed()
    feed.checksCancellation = false
    let (table, mediator) = await refreshed(feed, count: 20)
    table.userScroll(by: 100)
    let page = await feed.server.next()
    let pageGeneration = mediator.generationInFlight
    mediator.startLoadingMore(false)
    #expect(mediator.loadingState == .refreshing)
    let refresh = await feed.server.next()
    let refreshGeneration = mediator.generationInFlight
    // Back at the top, so that the refreshed rows do not end where the next page starts.
    table.userScroll(by: -100)
    refresh.reply(rows(20, from: 500))
    await mediator.waitForTask(refreshGeneration)
    #expect(mediator.loadingState == .idle)
    // The page arrives after the newer refresh, saying it was the last: were it applied, the
    // table would be exhausted. Its rows are empty, so only its result could do harm.
    page.reply([], more: false)
    await mediator.waitForTask(pageGeneration)
    #expect(feed.cancelledReplies == 1, "the page's task was cancelled")
    #expect(mediator.loadingState == .idle)
    #expect(table.numberOfRows(inSection: 0) == 20)
    #expect(table.cellForRow(at: .at(0, 0))?.text == "r500")
  }

  @Test("A loader that checks for cancellation never lands a stale page on newer data")
  func cancelledPageNeverLands() async {
    let feed = Feed()
    let (table, mediator) = await refreshed(feed, count: 20)
    table.userScroll(by: 100)
    let page = await feed.server.next()
    mediator.startLoadingMore(false)
    let refresh = await feed.server.next()
    table.userScroll(by: -100)
    // Both arrive; the page's task was cancelled, so its loader throws before touching data.
    page.reply(rows(20, from: 20))
    refresh.reply(rows(20, from: 900))
    await mediator.waitForLoad()
    #expect(feed.sections == [rows(20, from: 900)])
    #expect(table.numberOfRows(inSection: 0) == 20)
    #expect(mediator.loadingState == .idle)
  }

  @Test("A failed page shows the error row; tapping it retries the page, unseen by the client's delegate")
  func failureAndRetry() async throws {
    let feed = Feed()
    let (table, mediator) = await refreshed(feed, count: 20)
    table.userScroll(by: 100)
    await feed.server.next().fail("offline")
    await mediator.waitForLoad()
    #expect(mediator.loadingState == .failed(.nextPage, message: "offline"))
    let errorRow = try #require(mediator.loadingRow)
    #expect(errorRow == .at(1, 0))
    table.scrollToRow(at: errorRow, at: .bottom, animated: false)
    #expect(table.cellForRow(at: errorRow)?.text == "offline")
    #expect(table.userSelectRow(at: errorRow) == nil)
    #expect(feed.selected.isEmpty)
    #expect(mediator.loadingState == .loadingMore)
    let retried = await feed.server.next()
    #expect(retried.kind == .nextPage)
    retried.reply(rows(5, from: 20))
    await mediator.waitForLoad()
    #expect(table.numberOfRows(inSection: 0) == 25)
    #expect(mediator.loadingRow == nil)
  }

  @Test("A failed refresh retries as a refresh; scrolling does not repeat a failure")
  func failedRefreshRetriesRefresh() async {
    let feed = Feed()
    let (table, mediator) = makeMediatedTable(feed)
    mediator.startLoadingMore(false)
    await feed.server.next().fail("timeout")
    await mediator.waitForLoad()
    #expect(mediator.loadingState == .failed(.refresh, message: "timeout"))
    table.userScroll(by: 10)
    #expect(mediator.tasks.running.isEmpty)
    mediator.retry()
    let retried = await feed.server.next()
    #expect(retried.kind == .refresh)
    retried.reply(rows(12))
    await mediator.waitForLoad()
    #expect(mediator.loadingState == .idle)
  }

  @Test("Exhausted: the last page stops paging until a refresh")
  func exhaustedStopsPaging() async {
    let feed = Feed()
    let (table, mediator) = await refreshed(feed, count: 20)
    table.userScroll(by: 100)
    await feed.server.next().reply(rows(5, from: 20), more: false)
    await mediator.waitForLoad()
    #expect(mediator.loadingState == .exhausted)
    table.userScroll(by: 100)
    mediator.startLoadingMore(true)
    #expect(mediator.tasks.running.isEmpty)
    #expect(feed.server.requestCount == 2)
    table.userScroll(by: -100)
    mediator.startLoadingMore(false)
    await feed.server.next().reply(rows(20))
    await mediator.waitForLoad()
    #expect(mediator.loadingState == .idle)
    table.userScroll(by: 100)
    #expect(mediator.loadingState == .loadingMore)
    await feed.server.next().reply([], more: false)
    await mediator.waitForLoad()
  }

  @Test("A page that opens a new section keeps the loading section last")
  func pageWithNewSection() async {
    let feed = Feed()
    feed.pagesOpenNewSection = true
    let (table, mediator) = await refreshed(feed, count: 20)
    table.userScroll(by: 100)
    await feed.server.next().reply(rows(3, from: 20))
    await mediator.waitForLoad()
    #expect(table.numberOfSections == 3)
    #expect(mediator.loadingIndicatorSection == 2)
    #expect(table.numberOfRows(inSection: 1) == 3)
    #expect(table.numberOfRows(inSection: 2) == 0)
    #expect(table.lastUpdateError == nil)
  }
}
