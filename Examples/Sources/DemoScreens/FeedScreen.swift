public import DelegateKitTable
public import DelegateKitTerminal
public import DemoClient
public import Foundation

/// An endless feed paged from the server through a
/// ``DelegateKitTable/TableViewMediator``. The screen only knows its posts; the mediator
/// adds the loading row, pull-to-refresh (`r`), the next page near the end, and the error
/// row whose selection retries.
@MainActor
public final class FeedScreen: ViewController, TableViewMediatorDataSource, TableViewMediatorDelegate,
  TerminalScreenContent
{
  /// The feed's table.
  public let table = TableView()
  /// The mediator between the table and this screen.
  public let mediator: TableViewMediator
  /// The posts shown, in order.
  public private(set) var items: [FeedItem] = []
  private let client: DemoClient
  private var nextPage = 0

  public var terminalTableView: TableView? { table }

  /// Busy while a page loads.
  public var terminalIsBusy: Bool { mediator.loadingState.isLoading }

  /// Enter retries on the mediator's error row, the only row that highlights.
  public func terminalEnterAction(at indexPath: IndexPath) -> String? {
    guard case .failed = mediator.loadingState else { return nil }
    return indexPath.section == mediator.loadingIndicatorSection ? "retry" : nil
  }

  /// Creates the screen; the first page loads as it appears.
  public init(_ environment: DemoEnvironment) {
    client = environment.client
    mediator = TableViewMediator(tableView: table, loadMoreThreshold: 3)
    super.init()
    title = "Feed"
    table.rowHeight = 1
    table.register(TableViewCell.self, forCellReuseIdentifier: "post")
    mediator.setDataSource(self, delegate: self)
    mediator.setLoader(on: self) { screen, kind in try await screen.load(kind) }
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if items.isEmpty, !mediator.loadingState.isLoading { mediator.startLoadingMore(false) }
  }

  private func load(_ kind: LoadKind) async throws -> LoadResult {
    let page = kind == .refresh ? 0 : nextPage
    let answer = try await client.feedPage(page)
    if kind == .refresh { items = [] }
    items += answer.items
    nextPage = answer.page + 1
    return LoadResult(hasMorePages: answer.hasMore)
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    let item = items[indexPath.row]
    cell.text = item.title
    cell.detailText = item.author
    return cell
  }

  /// Posts are the server's: the terminal offers no edit key.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// A post opens nothing: it does not highlight, so the terminal offers Enter only on the
  /// mediator's error row, where it retries.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }

  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    section == 0 && mediator.loadingState == .exhausted ? "— end of feed: \(items.count) posts —" : nil
  }

  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    section == 0 && mediator.loadingState == .exhausted ? 1 : 0
  }

  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
}
