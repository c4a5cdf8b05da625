import DelegateKit
import Foundation
import Testing

@testable import DelegateKitTable

/// What reaches the client's data source and delegate through the mediator's multicasts, and
/// what never does.
@MainActor
@Suite("TableViewMediator: forwarding")
struct TableViewMediatorForwardingTests {
  /// A feed of two titled sections, mediated, with the spinner row showing.
  private func twoSections() -> (Feed, TableView, TableViewMediator) {
    let feed = Feed()
    feed.sections = [rows(3), rows(4, from: 3)]
    feed.titles = ["First", "Second"]
    let (table, mediator) = makeMediatedTable(feed, height: 20)
    mediator.startLoadingMore(true)
    return (feed, table, mediator)
  }

  /// Finishes the page `twoSections` started.
  private func finish(_ feed: Feed, _ mediator: TableViewMediator) async {
    await feed.server.next().reply([], more: false)
    await mediator.waitForLoad()
  }

  @Test(
    "The loading section is last: the client's index paths are the table's, and nothing asks the user about the loading section"
  )
  func clientIndexPathsNeverShift() async {
    let (feed, table, mediator) = twoSections()
    #expect(table.numberOfSections == 3)
    #expect(mediator.loadingIndicatorSection == 2)
    #expect(mediator.loadingRow == .at(2, 0))
    #expect(table.visibleCells.map(\.text) == rows(7) + ["Loading…"])
    #expect(table.rectForHeader(inSection: 1).height == 1, "the client's title gives the header its height")
    #expect(table.rectForHeader(inSection: 2).height == 0)
    #expect(!table.canEditRow(at: .at(2, 0)))
    #expect(table.userSelectRow(at: .at(2, 0)) == nil, "the spinner row cannot be selected")
    table.setEditing(true, animated: false)
    #expect(!table.canMoveRow(at: .at(2, 0)))
    #expect(table.userCommitEditing(at: .at(2, 0)) == nil)
    #expect(feed.foreignSections.isEmpty)
    await finish(feed, mediator)
  }

  @Test(
    "The table calls the mediator's interceptor itself, so a mediated call passes only the client's proxy, and any other object through its proxies"
  )
  func tableCallsTheInterceptorItself() {
    let feed = Feed()
    feed.sections = [rows(3)]
    let (table, mediator) = makeMediatedTable(feed)
    #expect(table.dataSourceItself === mediator.interceptor)
    #expect(table.delegateItself === mediator.interceptor)
    #expect(table.dataSourceProxy.delegate === mediator.interceptor, "the proxies still answer responds(to:)")
    table.dataSource = feed
    table.delegate = feed
    #expect(table.dataSourceItself == nil)
    #expect(table.delegateItself == nil)
    #expect(table.dataSourceProxy.delegate === feed)
  }

  @Test("The table's proxies take the mediator's answer to responds(to:), also once they have called it")
  func proxiesTakeTheMediatorsAnswer() async {
    let (feed, table, mediator) = twoSections()
    table.setEditing(true, animated: false)
    #expect(table.canMoveRow(at: .at(0, 0)), "the feed may move rows until a move shows it runs the default")
    mediator.interceptor.tableView(table, moveRowAt: .at(0, 0), to: .at(0, 1))
    #expect(!table.canMoveRow(at: .at(0, 0)), "the call reached the mediator, which implements it, and says no")
    for requirement in TableViewDataSourceRequirement.allCases {
      #expect(table.dataSourceProxy.responds(to: requirement) == mediator.interceptor.responds(to: requirement))
    }
    for requirement in TableViewDelegateRequirement.allCases {
      #expect(table.delegateProxy.responds(to: requirement) == mediator.interceptor.responds(to: requirement))
    }
    await finish(feed, mediator)
  }

  @Test("Selecting a user row reports the client's index path, before and after a page")
  func selectionReportsUserIndexPaths() async {
    let (feed, table, mediator) = twoSections()
    table.allowsSelection = true
    #expect(table.userSelectRow(at: .at(1, 2)) == .at(1, 2))
    await finish(feed, mediator)
    #expect(table.indexPathForSelectedRow == .at(1, 2))
    table.userSelectRow(at: .at(0, 1))
    #expect(feed.selected == [.at(1, 2), .at(0, 1)])
    #expect(feed.foreignSections.isEmpty)
  }

  @Test("Optional calls the mediator does not handle reach the user: didSelectRowAt, titleForHeaderInSection, commit")
  func forwardedOptionalCalls() async {
    let (feed, table, mediator) = twoSections()
    table.userSelectRow(at: .at(0, 0))
    #expect(feed.selected == [.at(0, 0)])
    #expect(table.rectForHeader(inSection: 0).height == 1)
    #expect(table.userCommitEditing(at: .at(1, 1)) == .delete)
    #expect(feed.commits == [.at(1, 1)])
    await finish(feed, mediator)
  }

  @Test("The client's scrollViewDidScroll still runs, after the mediator's, which may have started a page")
  func clientHearsScrolls() async {
    let feed = Feed()
    feed.sections = [rows(30)]
    final class Watcher: TableViewMediatorDataSource, TableViewMediatorDelegate {
      let feed: Feed
      weak var mediator: TableViewMediator?
      var statesSeen: [LoadingState] = []
      init(_ feed: Feed) { self.feed = feed }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        feed.tableView(tableView, numberOfRowsInSection: section)
      }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        feed.tableView(tableView, cellForRowAt: indexPath)
      }
      func scrollViewDidScroll(_ scrollView: ScrollView) {
        statesSeen.append(mediator?.loadingState ?? .idle)
      }
    }
    let watcher = Watcher(feed)
    let (table, mediator) = makeMediatedTable(feed)
    mediator.setDataSource(watcher, delegate: watcher)
    watcher.mediator = mediator
    table.layoutIfNeeded()  // a new data source reloads on the next layout, as in UIKit
    table.userScroll(by: 5)
    table.userScroll(by: 100)
    #expect(watcher.statesSeen == [.idle, .loadingMore])
    await feed.server.next().reply([], more: false)
    await mediator.waitForLoad()
  }

  @Test("Heights: the client's rows get the table's rowHeight unless the user answers, and the loading row its own")
  func heights() async {
    let (feed, table, mediator) = twoSections()
    #expect(table.rectForRow(at: .at(0, 2)).height == 1)
    #expect(table.rectForRow(at: .at(2, 0)).height == 1, "automaticDimension: the table's rowHeight")
    mediator.loadingRowHeight = 3
    table.reloadData()
    #expect(table.rectForRow(at: .at(2, 0)).height == 3)
    await finish(feed, mediator)

    final class Tall: TableViewMediatorDataSource, TableViewMediatorDelegate {
      var asked: [IndexPath] = []
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
      func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        asked.append(indexPath)
        return 2
      }
      func tableView(_ tableView: TableView, mediator: TableViewMediator, shouldLoadMore more: Bool) -> Bool { true }
    }
    let tall = Tall()
    let other = makeTable()
    let otherMediator = TableViewMediator(tableView: other)
    otherMediator.setDataSource(tall, delegate: tall)
    otherMediator.startLoadingMore(false)
    withExtendedLifetime(otherMediator) {
      other.layoutIfNeeded()
      #expect(other.contentSize.height == 11, "five rows of 2 and the spinner row of 1")
    }
    #expect(!tall.asked.isEmpty)
    #expect(tall.asked.allSatisfy { $0.section == 0 })
  }

  @Test("A client that gives no heights keeps the table's arithmetic layout, from the reload after its first rows on")
  func fixedHeightsStayArithmetic() async {
    let feed = Feed()
    let (table, mediator) = makeMediatedTable(feed)
    mediator.startLoadingMore(false)
    await feed.server.next().reply(rows(1000))
    await mediator.waitForLoad()
    table.layoutIfNeeded()
    #expect(table.geometry?.usesFixedRowHeight == true)
    #expect(!mediator.interceptor.responds(to: TableViewDelegateRequirement.tableViewHeightForRowAt))
    table.userScroll(by: 10_000)
    await feed.server.next().reply(rows(1000, from: 1000))
    await mediator.waitForLoad()
    #expect(table.geometry?.usesFixedRowHeight == true, "a page keeps it")
    #expect(table.numberOfRows(inSection: 0) == 2000)
    mediator.loadingRowHeight = 3
    table.layoutIfNeeded()
    #expect(table.geometry?.usesFixedRowHeight == false, "the loading row's own height needs per-row heights")
    #expect(table.rectForRow(at: .at(0, 1999)).height == 1)
  }

  @Test("A void message about the loading row's cell never reaches the client; its own rows' messages do")
  func loadingCellDisplayIsNotForwarded() async {
    let (feed, table, mediator) = twoSections()
    table.layoutIfNeeded()
    #expect(table.visibleCells.last?.text == "Loading…")
    #expect(feed.displayed == (0..<3).map { .at(0, $0) } + (0..<4).map { .at(1, $0) })
    await finish(feed, mediator)
  }

  @Test("Replacing the data source abandons the load and reloads from the new one")
  func replacingTheDataSource() async {
    let (feed, table, mediator) = twoSections()
    let other = Feed()
    other.sections = [rows(2, from: 50)]
    mediator.setDataSource(other, delegate: other)
    #expect(mediator.loadingState == .idle)
    #expect(mediator.tasks.running.count == 1, "cancelled, still running until its loader returns")
    #expect(table.visibleCells.map(\.text) == ["r50", "r51"])
    #expect(mediator.dataSource === other)
    await finish(feed, mediator)
    #expect(table.numberOfRows(inSection: 0) == 2)
  }
}
