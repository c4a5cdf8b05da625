@testable import DelegateKitTable
import DelegateKitTestSupport

/// What a driver and its table see, rebuilt from the machine's actions alone, with the
/// invariants checked after every event.
///
/// The model never reads the machine's state to decide what should have happened: it keeps its
/// own facts (which load is live, whether the pages ran out, what the loading row shows on
/// screen, whether the refresh control spins) from the actions, then compares them with what
/// the machine reports. A disagreement is a broken invariant.
struct MediatorReferenceModel {
  /// Whether a data source was attached.
  private(set) var attached = false

  /// The kind of every load ever started, by generation, so completions name the right kind.
  private(set) var kinds: [LoadGeneration: LoadKind] = [:]

  /// Loads whose tasks have not reported yet, cancelled ones included: they report later, in
  /// random order, as real tasks do.
  private(set) var running: [LoadGeneration] = []

  /// The one load started and not yet cancelled, finished, failed or declined.
  private var live: LoadGeneration?

  /// Whether a load said no more pages exist, with no refresh started since.
  private var exhausted = false

  /// The kind of the load that failed, while its error row is up.
  private var failedKind: LoadKind?

  /// Whether the refresh control spins: a pull starts it, `endRefreshing` stops it.
  private var controlSpinning = false

  /// What the loading row shows on the simulated table, after applying the actions.
  private var shownSection: LoadingSection = .empty

  /// The largest generation started so far.
  private var lastStarted: LoadGeneration = .none

  /// How often each interesting case happened, so the run can prove it reached them.
  private(set) var coverage: [String: Int] = [:]

  /// Picks the next event; completions pick any running task, so they arrive in random order.
  ///
  /// - Parameter rng: The seeded generator.
  /// - Returns: The event to send.
  mutating func randomEvent(using rng: inout SplitMix64) -> RandomEvent {
    let roll = rng.int(0...99)
    if roll < 40, let generation = pickCompletion(using: &rng) {
      let kind = kinds[generation]!
      switch rng.int(0...99) {
      case 0..<65: return .finished(generation, kind, LoadResult(hasMorePages: !rng.chance(20)))
      case 65..<92: return .failed(generation, kind)
      default: return .declined(generation)
      }
    }
    switch roll {
    case 0..<50: return .scrolled(distanceToEnd: Double(rng.int(-50...400)), shorter: rng.chance(15))
    case 50..<62: return .refresh(rng.chance(50) ? .pullToRefresh : .program)
    case 62..<75: return .loadMore
    case 75..<88: return .retry
    case 88..<97: return .stop
    default: return .dataSourceChanged
    }
  }

  /// A running task to report (mostly), or an already-reported one to report twice.
  private mutating func pickCompletion(using rng: inout SplitMix64) -> LoadGeneration? {
    if !running.isEmpty && !rng.chance(10) {
      return running.remove(at: rng.int(0...(running.count - 1)))
    }
    guard lastStarted != .none else { return nil }
    return LoadGeneration(rawValue: UInt64(rng.int(1...Int(lastStarted.rawValue))))
  }

  /// Applies an event's actions to the model and returns every broken invariant.
  ///
  /// - Parameters:
  ///   - event: The event sent.
  ///   - before: The machine before the event.
  ///   - after: The machine after it.
  ///   - actions: What the machine returned.
  ///   - clientSectionCount: A section count for the client's data source, to check the index.
  /// - Returns: Descriptions of the broken invariants; empty when all hold.
  mutating func check(
    _ event: RandomEvent,
    before: MediatorStateMachine,
    after: MediatorStateMachine,
    actions: [MediatorStateMachine.Action],
    clientSectionCount: Int
  ) -> [String] {
    var problems: [String] = []
    // Collects instead of stopping, so one report lists every invariant the event broke.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }

    if case .refresh(.pullToRefresh) = event { controlSpinning = true }
    if case .dataSourceChanged = event {
      attached = true
      exhausted = false
      failedKind = nil
    }

    // A completion for anything but the live load is stale: nothing may change.
    if let generation = event.completedGeneration {
      if generation != live {
        expect(actions.isEmpty, "stale completion returned \(actions)")
        expect(after.phase == before.phase, "stale completion changed \(before.phase) to \(after.phase)")
        count("stale completion")
        return problems
      }
      live = nil
      failedKind = nil
      switch event {
      case .finished(_, _, let result): exhausted = !result.hasMorePages
      case .failed(_, let kind): failedKind = kind
      default: break
      }
    }
    let started = actions.compactMap { action -> LoadKind? in
      if case .startLoad(let kind, _) = action { kind } else { nil }
    }
    if case .retry = event {
      // Retry runs exactly the failed kind again, and nothing when nothing failed.
      expect(
        started == (failedKind.map { [$0] } ?? []),
        "retry after \(String(describing: failedKind)) started \(started)"
      )
      if failedKind != nil { count("retry") }
    }
    if case .refresh = event, let page = live, kinds[page] == .nextPage {
      // A refresh cancels the page in flight and starts itself.
      expect(
        actions.first == .cancelLoad(page) && started == [.refresh],
        "refresh over page \(page) returned \(actions)"
      )
      count("refresh cancelled a page")
    }

    problems += apply(actions, for: event, after: after)

    // The facts the model kept must be the ones the machine reports.
    expect(
      after.loadInFlight?.generation == live,
      "in flight \(String(describing: after.loadInFlight)), model \(String(describing: live))"
    )
    expect(
      (after.loadingState == .exhausted) == exhausted,
      "exhausted: machine \(after.loadingState), model \(exhausted)"
    )
    expect(
      after.isRefreshControlActive == controlSpinning,
      "refresh control: machine \(after.isRefreshControlActive), model \(controlSpinning)"
    )
    expect(
      after.loadingSection == shownSection,
      "loading section: machine \(after.loadingSection), table \(shownSection)"
    )
    expect(
      after.loadingSectionIndex(clientSectionCount: clientSectionCount) == (attached ? clientSectionCount : nil),
      "loading section index not last for \(clientSectionCount) sections"
    )
    if case .failed(let kind, _) = after.loadingState {
      expect(kind == failedKind, "failed \(kind), model \(String(describing: failedKind))")
    } else {
      expect(failedKind == nil, "model failed \(String(describing: failedKind)), machine \(after.loadingState)")
    }
    if after.loadingState == .exhausted { count("exhausted") }
    return problems
  }

  /// Performs the actions on the model's driver and table, checking order and validity.
  private mutating func apply(
    _ actions: [MediatorStateMachine.Action],
    for event: RandomEvent,
    after: MediatorStateMachine
  ) -> [String] {
    var problems: [String] = []
    var lastRank = -1
    var reloaded = false
    for action in actions {
      let rank: Int
      switch action {
      case .cancelLoad(let generation):
        rank = 0
        if generation != live { problems.append("cancelled \(generation), live \(String(describing: live))") }
        live = nil
        count("cancel")
      case .endRefreshing:
        rank = 1
        if !controlSpinning { problems.append("endRefreshing while the control was stopped") }
        controlSpinning = false
      case .reloadData:
        rank = 2
        reloaded = true
        shownSection = after.loadingSection
      case .appendPage:
        rank = 2
        if case .finished(_, .nextPage, _) = event {} else { problems.append("appendPage after \(event)") }
      case .loadingSectionChanged(let old, let new):
        rank = 2
        if reloaded { problems.append("row update after reloadData") }
        if old != shownSection { problems.append("row update from \(old), table shows \(shownSection)") }
        if old == new { problems.append("row update without a change") }
        shownSection = new
      case .startLoad(let kind, let generation):
        rank = 3
        if let live { problems.append("started \(generation) while \(live) is in flight") }
        if kind == .nextPage && exhausted { problems.append("started a page while exhausted") }
        if !attached { problems.append("started a load with no data source") }
        if generation <= lastStarted { problems.append("generation \(generation) not after \(lastStarted)") }
        if kind == .refresh { exhausted = false }
        live = generation
        lastStarted = generation
        kinds[generation] = kind
        running.append(generation)
        failedKind = nil
        count("start \(kind)")
      }
      if rank < lastRank { problems.append("actions out of order: \(actions)") }
      lastRank = rank
    }
    return problems
  }

  /// Counts one occurrence of a case for the coverage check.
  private mutating func count(_ name: String) {
    coverage[name, default: 0] += 1
  }
}
