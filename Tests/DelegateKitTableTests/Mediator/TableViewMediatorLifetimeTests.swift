import Foundation
import Testing

@testable import DelegateKitTable

/// Nothing the mediator sets up keeps the table, the mediator or the client's objects alive.
@MainActor
@Suite("TableViewMediator: lifetime")
struct TableViewMediatorLifetimeTests {
  @Test("Table, mediator and client objects deallocate after loads")
  func everythingDeallocates() async {
    weak var weakFeed: Feed?
    weak var weakTable: TableView?
    weak var weakMediator: TableViewMediator?
    do {
      let feed = Feed()
      let (table, mediator) = makeMediatedTable(feed)
      mediator.startLoadingMore(false)
      await feed.server.next().reply(rows(20))
      await mediator.waitForLoad()
      table.userScroll(by: 100)
      await feed.server.next().reply(rows(3, from: 20), more: false)
      await mediator.waitForLoad()
      #expect(table.numberOfRows(inSection: 0) == 23)
      weakFeed = feed
      weakTable = table
      weakMediator = mediator
    }
    #expect(weakFeed == nil)
    #expect(weakTable == nil)
    #expect(weakMediator == nil)
  }

  @Test("A table that outlives its mediator lets go of the interceptor and has no data source or delegate")
  func tableOutlivesItsMediator() {
    let feed = Feed()
    feed.sections = [rows(3)]
    weak var weakMediator: TableViewMediator?
    weak var weakInterceptor: MediatorInterceptor?
    let table: TableView
    do {
      let (mediatedTable, mediator) = makeMediatedTable(feed)
      #expect(mediatedTable.numberOfSections == 2)
      table = mediatedTable
      weakMediator = mediator
      weakInterceptor = mediator.interceptor
    }
    #expect(weakMediator == nil)
    #expect(weakInterceptor == nil)
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 0)
  }

  @Test(
    "A load still running when the mediator goes away is cancelled and keeps only its loader alive until it returns"
  )
  func pendingLoadIsCancelled() async throws {
    weak var weakFeed: Feed?
    weak var weakTable: TableView?
    weak var weakMediator: TableViewMediator?
    let pending: PendingLoad
    let task: Task<Void, Never>
    do {
      let feed = Feed()
      let (table, mediator) = makeMediatedTable(feed)
      mediator.startLoadingMore(false)
      pending = await feed.server.next()
      task = try #require(mediator.tasks.running.values.first)
      weakFeed = feed
      weakTable = table
      weakMediator = mediator
    }
    #expect(weakTable == nil)
    #expect(weakMediator == nil)
    #expect(task.isCancelled)
    // The feed's `load` is suspended in its own call, which holds it, as any async method
    // holds its object; it lets go when the load returns.
    #expect(weakFeed != nil)
    pending.reply(rows(3))
    await task.value
    #expect(weakFeed == nil)
  }
}
