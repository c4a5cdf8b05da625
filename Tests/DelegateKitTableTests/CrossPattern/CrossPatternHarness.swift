import DelegateKitTable
import Foundation
import DelegateKitTestSupport

/// Seeded random operations on two screens at once, a feed run by a `TableViewMediator` and a
/// `ScopeViewController`'s scoped search, with every async answer (pages, failures, searches)
/// released in a random order, and the invariants of both checked after each operation.
///
/// The harness never sleeps: a load or search waits on a continuation the harness resumes,
/// then the harness yields until the task that awaited it has finished.
@MainActor
final class CrossPatternHarness {
  private var random: SplitMix64
  let feed = CheckedFeed()
  let feedTable: TableView
  let mediator: TableViewMediator
  let desk = SearchDesk()
  let scopes: ScopeViewController
  private(set) var counts: [String: Int] = [:]
  private(set) var operations = 0
  private var inserted = 0

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    feedTable = makeTable(height: 10)
    mediator = TableViewMediator(tableView: feedTable, loadMoreThreshold: 2)
    mediator.setDataSource(feed, delegate: feed)
    mediator.setLoader(on: feed) { feed, kind in try await feed.load(kind) }
    let desk = desk
    scopes = ScopeViewController(
      scopes: [
        .init("Left") { owner in CheckedSearchScope(owner: owner, index: 0, desk: desk) },
        .init("Right") { owner in CheckedSearchScope(owner: owner, index: 1, desk: desk) },
      ],
      tableFrame: CGRect(x: 0, y: 0, width: 40, height: 6)
    )
    scopes.tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    scopes.tableView.rowHeight = 1
    scopes.beginAppearanceTransition(true, animated: false)
    scopes.endAppearanceTransition()
    feedTable.layoutIfNeeded()
  }

  private func scope(_ index: Int) -> CheckedSearchScope {
    guard let scope = scopes.delegate(forScopeAt: index) as? CheckedSearchScope else {
      preconditionFailure("both scopes are CheckedSearchScope")
    }
    return scope
  }

  /// Runs `steps` operations; returns the first broken invariant, naming the step.
  func run(steps: Int) async -> String? {
    for step in 0..<steps {
      let name = await operate()
      // Lets the tasks the operation started run up to their first wait: the loads and
      // searches they make are then held, ready to answer.
      await Task.yield()
      await Task.yield()
      counts[name, default: 0] += 1
      operations += 1
      feed.prune()
      if let broken = check() { return "step \(step) (\(name)): \(broken)" }
    }
    return nil
  }

  private func chance(_ percent: Int) -> Bool { random.int(1...100) <= percent }

  /// One random operation; returns its name.
  private func operate() async -> String {
    switch random.int(0...99) {
    case 0..<14:
      _ = feedTable.userScroll(by: CGFloat(random.int(-12...12)))
      return "feed scroll"
    case 14..<17:
      feedTable.userPullToRefresh()
      return "feed pull to refresh"
    case 17..<19:
      mediator.startLoadingMore(false)
      return "feed program refresh"
    case 19..<40:
      return await answerLoad()
    case 40..<44:
      guard case .failed = mediator.loadingState, let section = mediator.loadingIndicatorSection else {
        return "feed retry (not failed)"
      }
      feedTable.userSelectRow(at: IndexPath(row: 0, section: section))
      return "feed retry"
    case 44..<49:
      guard !feed.rows.isEmpty else { return "feed select (empty)" }
      feedTable.userSelectRow(at: IndexPath(row: random.int(0...(feed.rows.count - 1)), section: 0))
      return "feed select"
    case 49..<53:
      guard !feed.rows.isEmpty else { return "feed delete (empty)" }
      feedTable.userCommitEditing(at: IndexPath(row: random.int(0...(feed.rows.count - 1)), section: 0))
      return "feed delete"
    case 53..<57:
      let row = random.int(0...feed.rows.count)
      inserted += 1
      feed.rows.insert("e\(feed.epoch) inserted \(inserted)", at: row)
      feedTable.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
      return "feed insert"
    case 57..<70:
      _ = scopes.searchBar.userType(chance(50) ? "a" : "b")
      return "type"
    case 70..<75:
      _ = scopes.searchBar.userDeleteBackward()
      return "delete backward"
    case 75..<80:
      scopes.searchBar.userSelectScope(random.int(0...1))
      return "switch scope"
    case 80..<93:
      return await answerSearch()
    case 93..<97:
      let count = scopes.tableView.numberOfRows(inSection: 0)
      guard count > 0 else { return "scope select (empty)" }
      scopes.tableView.userSelectRow(at: IndexPath(row: random.int(0...(count - 1)), section: 0))
      return "scope select"
    default:
      _ = scopes.tableView.userScroll(by: CGFloat(random.int(-4...4)))
      return "scope scroll"
    }
  }

  /// Answers a random held load, abandoned or not, and waits until its task handled it.
  private func answerLoad() async -> String {
    guard !feed.held.isEmpty else { return "feed answer (none held)" }
    let load = feed.held[random.int(0...(feed.held.count - 1))]
    let name: String
    if chance(20) {
      load.fail()
      name = "feed failure"
    } else {
      load.reply(count: random.int(0...12), more: chance(80))
      name = load.isCancelled ? "feed late answer" : "feed answer"
    }
    await settle { load.isDone }
    return name
  }

  /// Answers a random held search and waits until its task delivered it, or dropped it.
  private func answerSearch() async -> String {
    guard !desk.held.isEmpty else { return "search answer (none held)" }
    let search = desk.take(at: random.int(0...(desk.held.count - 1)))
    search.reply(count: random.int(0...9))
    await settle { search.isDone }
    return "search answer"
  }

  /// Answers every load and search still held, each with no rows and no more pages, until
  /// none is left. A task waiting on a continuation nobody resumes never ends, and would keep
  /// the feed, the mediator and the scopes alive after the test.
  func drain() async {
    var answered = 0
    while true {
      if let load = feed.held.first(where: { !$0.isDone }) {
        load.reply(count: 0, more: false)
        await settle { load.isDone }
        feed.prune()
      } else if !desk.held.isEmpty {
        let search = desk.take(at: 0)
        search.reply(count: 0)
        await settle { search.isDone }
      } else {
        return
      }
      answered += 1
      precondition(answered < 10_000, "answering the held loads and searches keeps starting new ones")
    }
  }

  /// Yields until `done`, which the resumed task sets before it returns to the caller that
  /// acts on the answer; that caller runs on, without suspending, in the same job.
  private func settle(_ done: () -> Bool) async {
    var yields = 0
    while !done() {
      await Task.yield()
      yields += 1
      precondition(yields < 100_000, "a resumed task never finished")
    }
    await Task.yield()
  }

  /// The first broken invariant, if any.
  private func check() -> String? {
    if let violation = feed.violations.first { return "feed: \(violation)" }
    if feed.liveLoads.count > 1 { return "two loads at once: \(feed.liveLoads.map(\.id))" }
    guard feedTable.numberOfSections == 2, mediator.loadingIndicatorSection == 1 else {
      return
        "loading section is not last: \(feedTable.numberOfSections) sections, loading at \(String(describing: mediator.loadingIndicatorSection))"
    }
    if feedTable.numberOfRows(inSection: 1) > 1 { return "the loading section has several rows" }
    if feedTable.numberOfRows(inSection: 0) != feed.rows.count {
      return "feed table has \(feedTable.numberOfRows(inSection: 0)) rows, the feed \(feed.rows.count)"
    }
    if let stale = feed.rows.first(where: { !$0.hasPrefix("e\(feed.epoch) ") }) {
      return "stale row \"\(stale)\" after refresh epoch \(feed.epoch)"
    }
    if let selected = feedTable.indexPathForSelectedRow,
      !(selected.section == 0 && feed.rows.indices.contains(selected.row) || selected.section == 1)
    {
      return "feed selection \(selected) is not a row"
    }
    for index in 0...1 {
      if let violation = scope(index).violations.first { return "scope: \(violation)" }
    }
    let active = scope(scopes.searchBar.selectedScopeButtonIndex)
    if scopes.tableView.numberOfRows(inSection: 0) != active.results.count {
      return
        "scope table has \(scopes.tableView.numberOfRows(inSection: 0)) rows, scope \(active.index) \(active.results.count)"
    }
    if (scopes.searchBar.text ?? "") != active.text {
      return "search bar reads \"\(scopes.searchBar.text ?? "nil")\", scope \(active.index) typed \"\(active.text)\""
    }
    if let selected = scopes.tableView.indexPathForSelectedRow, !active.results.indices.contains(selected.row) {
      return "scope selection \(selected) is not a row"
    }
    return nil
  }
}
