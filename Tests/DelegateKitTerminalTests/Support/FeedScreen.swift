import DelegateKitTable
import DelegateKitTerminal
import Foundation

/// A feed: a mediated table whose pages the test answers, one held load at a time.
@MainActor
final class FeedScreen: ViewController, TableViewMediatorDataSource, TableViewMediatorDelegate, TerminalScreenContent {
  enum Failure: Error { case server }

  let table = TableView()
  let mediator: TableViewMediator
  var posts: [String] = []
  private var pending: CheckedContinuation<[String]?, any Error>?
  var terminalTableView: TableView? { table }
  var isWaiting: Bool { pending != nil }

  override init() {
    mediator = TableViewMediator(tableView: table, loadMoreThreshold: 2)
    super.init()
    title = "Feed"
    table.rowHeight = 1
    table.register(TableViewCell.self, forCellReuseIdentifier: "post")
    mediator.setDataSource(self, delegate: self)
    mediator.setLoader(on: self) { feed, kind in try await feed.load(kind) }
  }

  private func load(_ kind: LoadKind) async throws -> LoadResult {
    let page = try await withCheckedThrowingContinuation { pending = $0 }
    if kind == .refresh { posts = [] }
    posts += page ?? []
    return LoadResult(hasMorePages: page != nil)
  }

  /// Answers the held load with `count` posts (`nil`: the last page, empty).
  func answer(_ count: Int?) {
    let start = posts.count
    pending?.resume(returning: count.map { n in (start..<(start + n)).map { "Post \($0)" } })
    pending = nil
  }

  func fail() {
    pending?.resume(throwing: Failure.server)
    pending = nil
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { posts.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    cell.text = posts[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    mediator.loadingState == .exhausted && section == 0 ? "End of feed" : nil
  }

  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    mediator.loadingState == .exhausted && section == 0 ? 1 : 0
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
}
