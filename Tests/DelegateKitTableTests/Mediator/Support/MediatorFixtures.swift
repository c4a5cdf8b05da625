import Foundation
import Testing

@testable import DelegateKitTable

/// The reply a test gives a load it holds: rows, or an error.
struct PageReply: Sendable {
  var rows: [String]
  var hasMorePages: Bool
}

/// One load the client's loader is waiting on, resumed by the test when it chooses, so tests
/// decide the order in which loads arrive and never sleep.
struct PendingLoad: Sendable {
  let kind: LoadKind
  let continuation: CheckedContinuation<PageReply, any Error>

  /// The load returns `rows`.
  func reply(_ rows: [String], more: Bool = true) {
    continuation.resume(returning: PageReply(rows: rows, hasMorePages: more))
  }

  /// The load throws `LoadError(description: message)`.
  func fail(_ message: String) {
    continuation.resume(throwing: LoadError(description: message))
  }
}

/// A server whose requests wait until the test answers them.
@MainActor
final class PageServer {
  private var pending: [PendingLoad] = []
  private var waiter: CheckedContinuation<PendingLoad, Never>?
  /// How many requests arrived.
  private(set) var requestCount = 0

  /// Called by the loader: waits for the test's reply.
  func load(_ kind: LoadKind) async throws -> PageReply {
    requestCount += 1
    return try await withCheckedThrowingContinuation { continuation in
      let load = PendingLoad(kind: kind, continuation: continuation)
      if let waiter {
        self.waiter = nil
        waiter.resume(returning: load)
      } else {
        pending.append(load)
      }
    }
  }

  /// The next request, once the mediator's load task has made it.
  func next() async -> PendingLoad {
    if !pending.isEmpty { return pending.removeFirst() }
    return await withCheckedContinuation { waiter = $0 }
  }
}

/// A client's data source and delegate over one array of rows per section, recording what
/// it is asked, with an `async` loader that fetches from a ``PageServer``.
@MainActor
final class Feed: TableViewMediatorDataSource, TableViewMediatorDelegate {
  var sections: [[String]] = [[]]
  var titles: [String?] = []
  let server = PageServer()
  /// Sections the feed was asked about that it does not have: the loading section, if
  /// the mediator ever let a question through.
  private(set) var foreignSections: [Int] = []
  private(set) var selected: [IndexPath] = []
  private(set) var displayed: [IndexPath] = []
  private(set) var commits: [IndexPath] = []
  private(set) var scrolls = 0
  /// Loads whose reply came after their task was cancelled.
  private(set) var cancelledReplies = 0
  /// Whether the loader stops at cancellation, as documented; `false` lets a stale result
  /// through, to show the mediator drops it by generation alone.
  var checksCancellation = true
  /// How a new section's rows are added: pages go to the last section.
  var pagesOpenNewSection = false

  func load(_ kind: LoadKind) async throws -> LoadResult {
    let reply = try await server.load(kind)
    if Task.isCancelled {
      cancelledReplies += 1
      if checksCancellation { throw CancellationError() }
    }
    switch kind {
    case .refresh: sections = [reply.rows]
    case .nextPage where pagesOpenNewSection: sections.append(reply.rows)
    case .nextPage: sections[sections.count - 1] += reply.rows
    }
    return LoadResult(hasMorePages: reply.hasMorePages)
  }

  private func check(_ section: Int) -> Bool {
    guard sections.indices.contains(section) else {
      foreignSections.append(section)
      return false
    }
    return true
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    check(section) ? sections[section].count : 0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.text = check(indexPath.section) ? sections[indexPath.section][indexPath.row] : "?"
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    guard check(section) else { return nil }
    return titles.indices.contains(section) ? titles[section] : nil
  }

  func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  {
    commits.append(indexPath)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    _ = check(indexPath.section)
    return indexPath
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    _ = check(indexPath.section)
    selected.append(indexPath)
  }

  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
    displayed.append(indexPath)
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    scrolls += 1
  }
}

/// A table 10 points tall with 1-point rows, a mediator with `feed` attached and its loader
/// set, and any refused update recorded as a test failure.
@MainActor
func makeMediatedTable(_ feed: Feed, height: CGFloat = 10, threshold: CGFloat = 0) -> (TableView, TableViewMediator) {
  let table = makeTable(height: height)
  table.updateErrorHandler = { Issue.record("the table refused an update: \($0)") }
  let mediator = TableViewMediator(tableView: table, loadMoreThreshold: threshold)
  mediator.setDataSource(feed, delegate: feed)
  mediator.setLoader(on: feed) { feed, kind in try await feed.load(kind) }
  table.layoutIfNeeded()
  return (table, mediator)
}

/// `count` rows named from `start`: `rows(3, from: 10)` is ["r10", "r11", "r12"].
func rows(_ count: Int, from start: Int = 0) -> [String] {
  (start..<(start + count)).map { "r\($0)" }
}

extension TableViewMediator {
  /// The generation of the load in flight, so a test can await that task alone.
  var generationInFlight: LoadGeneration? { machine.loadInFlight?.generation }

  /// Waits for one load task, which may be a cancelled one.
  func waitForTask(_ generation: LoadGeneration?) async {
    guard let generation else { return }
    await tasks.running[generation]?.value
  }

  /// The loading row's index path, when the row is on the table.
  var loadingRow: IndexPath? {
    let section = tableView.numberOfSections - 1
    return tableView.numberOfRows(inSection: section) == 1 ? IndexPath(row: 0, section: section) : nil
  }
}
