@testable import DelegateKitTable
import DelegateKitTestSupport

/// An independent reference for ``MediatorStateMachine``: it keeps its own state, predicts from
/// the documented rules what each event must do — the actions, in order, and what the machine
/// reports afterwards — and compares the prediction with what the machine did.
///
/// A prediction reads nothing of the machine: only the event, the threshold the machine was
/// made with, and the model's own state. The rules are those of the state and transition
/// tables in `MediatorStateMachine`'s documentation and of the Mediator article:
///
/// - A scroll starts the next page only in the idle state, and only when the content is
///   shorter than the viewport or the distance to the end is at most `loadMoreThreshold`;
///   NaN is never near. A failure waits for a retry, and exhausted waits for a refresh.
/// - The program's request for a page is honoured when idle or after a failed page; never
///   while a load is in flight, after a failed refresh, when exhausted, or with no data source.
/// - A refresh is honoured in every attached state but a refresh in flight, and cancels a page.
/// - Each load takes the generation after the last one; the first is 1.
/// - Once a data source is attached the loading section is the section after the client's
///   last, so its index is the client's section count; it shows what the state table says.
///
/// The model also plays the driver and the table: it applies the actions to a simulated
/// loading row and refresh control, so an action list that would leave the screen out of step
/// with the state is reported as well.
struct MediatorReferenceModel {
  /// The states of the documentation's state table.
  enum Phase: Equatable {
    /// No data source yet: no loading section, nothing to load into.
    case detached
    /// Attached, nothing loading, more pages may exist.
    case idle
    /// A refresh is in flight; `pulled` when the refresh control shows its progress.
    case refreshing(LoadGeneration, pulled: Bool)
    /// A page is in flight.
    case loadingMore(LoadGeneration)
    /// The last load failed; the error row shows `message`.
    case failed(LoadKind, message: String)
    /// The last load said no more pages exist.
    case exhausted
  }

  /// How close to the end, in points, a scroll starts the next page: the machine's input.
  let loadMoreThreshold: Double

  /// The state the rules say the machine is in.
  private(set) var phase: Phase = .detached

  /// The generation of the last load the rules started: the next start takes its successor.
  private var lastPredicted: LoadGeneration = .none

  /// The kind of every load the machine started, by generation, so completions name the right
  /// kind.
  private(set) var kinds: [LoadGeneration: LoadKind] = [:]

  /// Loads whose tasks have not reported yet, cancelled ones included: they report later, in
  /// random order, as real tasks do.
  private(set) var running: [LoadGeneration] = []

  /// The largest generation the machine handed out, so a made-up late completion names one.
  private var lastIssued: LoadGeneration = .none

  /// Whether the simulated refresh control spins: a pull starts it, `endRefreshing` stops it.
  private var controlSpinning = false

  /// What the loading row shows on the simulated table, after applying the actions.
  private var shownSection: LoadingSection = .empty

  /// How often each interesting case happened, so the run can prove it reached them.
  private(set) var coverage: [String: Int] = [:]

  /// A model of a machine made with `loadMoreThreshold`, before any data source is attached.
  ///
  /// - Parameter loadMoreThreshold: The threshold the machine under test was made with.
  init(loadMoreThreshold: Double) {
    self.loadMoreThreshold = loadMoreThreshold
  }

  // MARK: Events

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
    case 0..<50: return .scrolled(distanceToEnd: randomDistance(using: &rng), shorter: rng.chance(15))
    case 50..<62: return .refresh(rng.chance(50) ? .pullToRefresh : .program)
    case 62..<75: return .loadMore
    case 75..<88: return .retry
    case 88..<97: return .stop
    default: return .dataSourceChanged
    }
  }

  /// Offsets from the threshold that probe the boundary of the rule: at it (twice as often), and
  /// a point or half a point either side.
  private static let boundaryOffsets: [Double] = [-1, -0.5, 0, 0, 0.5, 1]

  /// A distance to the end: mostly anywhere, often right at the threshold or half a point
  /// either side of it, where the rule's boundary lies, and now and then NaN.
  private func randomDistance(using rng: inout SplitMix64) -> Double {
    switch rng.int(0...19) {
    case 0: .nan
    case 1...6: loadMoreThreshold + Self.boundaryOffsets[rng.int(0...(Self.boundaryOffsets.count - 1))]
    default: Double(rng.int(-50...400))
    }
  }

  /// A running task to report (mostly), or an already-reported one to report twice.
  private mutating func pickCompletion(using rng: inout SplitMix64) -> LoadGeneration? {
    if !running.isEmpty && !rng.chance(10) {
      return running.remove(at: rng.int(0...(running.count - 1)))
    }
    guard lastIssued != .none else { return nil }
    return LoadGeneration(rawValue: UInt64(rng.int(1...Int(lastIssued.rawValue))))
  }

  // MARK: Checking

  /// Predicts what `event` must do, compares the machine's actions and state with the
  /// prediction, and plays the actions on the simulated driver and table.
  ///
  /// - Parameters:
  ///   - event: The event sent.
  ///   - after: The machine after the event; only compared with, never consulted.
  ///   - actions: What the machine returned.
  ///   - clientSectionCount: A section count for the client's data source, to check the index.
  /// - Returns: Descriptions of every disagreement; empty when the machine did what the rules say.
  mutating func check(
    _ event: RandomEvent,
    after: MediatorStateMachine,
    actions: [MediatorStateMachine.Action],
    clientSectionCount: Int
  ) -> [String] {
    var problems: [String] = []
    // Collects instead of stopping, so one report lists everything the event got wrong.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }

    if case .refresh(.pullToRefresh) = event { controlSpinning = true }
    let old = phase
    let expected = predict(event)
    countCases(of: event, from: old, expected: expected)
    expect(actions == expected, "expected \(expected) from \(old), machine returned \(actions)")
    problems += apply(actions, for: event)

    // What the machine reports must be what the state table says of the predicted state.
    let section = Self.section(of: phase)
    expect(
      after.loadingState == Self.loadingState(of: phase),
      "state: machine \(after.loadingState), model \(phase)"
    )
    expect(
      after.loadInFlight == Self.inFlight(phase),
      "in flight: machine \(String(describing: after.loadInFlight)), model \(phase)"
    )
    expect(
      after.lastGeneration == lastPredicted,
      "last generation: machine \(after.lastGeneration), model \(lastPredicted)"
    )
    expect(after.loadingSection == section, "loading section: machine \(after.loadingSection), model \(section)")
    expect(shownSection == section, "the table's loading row shows \(shownSection), model \(section)")
    expect(
      after.isRefreshControlActive == Self.isPulledRefresh(phase),
      "refresh control: machine \(after.isRefreshControlActive), model \(phase)"
    )
    expect(
      controlSpinning == Self.isPulledRefresh(phase),
      "the table's refresh control spins: \(controlSpinning), model \(phase)"
    )
    expect(after.isAttached == (phase != .detached), "attached: machine \(after.isAttached), model \(phase)")
    let expectedIndex: Int? = phase == .detached ? nil : clientSectionCount
    let index = after.loadingSectionIndex(clientSectionCount: clientSectionCount)
    expect(
      index == expectedIndex,
      "loading section index for \(clientSectionCount) client sections: machine \(String(describing: index)), "
        + "model \(String(describing: expectedIndex))"
    )
    return problems
  }

  // MARK: The rules

  /// The state `event` leads to by the transition table, and the actions that take the table
  /// and the driver there, in the documented order. Moves ``phase``, and ``lastPredicted`` when
  /// a load starts.
  private mutating func predict(_ event: RandomEvent) -> [MediatorStateMachine.Action] {
    switch event {
    case .refresh(let source):
      let pulled = source == .pullToRefresh
      switch phase {
      case .detached:
        // Nothing to load into; a pull started the control, which must stop again.
        return pulled ? [.endRefreshing] : []
      case .idle, .failed, .exhausted:
        return move(to: .refreshing(takeGeneration(), pulled: pulled))
      case .loadingMore(let page):
        // A refresh wins over a page: the page is cancelled.
        return move(to: .refreshing(takeGeneration(), pulled: pulled), cancelling: page)
      case .refreshing(let generation, pulled: false):
        // A pull hands the refresh in flight to the refresh control; a program refresh is
        // not restarted.
        return pulled ? move(to: .refreshing(generation, pulled: true)) : []
      case .refreshing(_, pulled: true):
        return []
      }

    case .loadMore:
      guard programMayStartPage() else { return [] }
      return move(to: .loadingMore(takeGeneration()))

    case .scrolled(let distance, let shorter):
      guard scrollStartsPage(distanceToEnd: distance, contentShorterThanViewport: shorter) else { return [] }
      return move(to: .loadingMore(takeGeneration()))

    case .finished(let generation, let kind, let result):
      guard isLive(generation) else { return [] }
      // A refresh replaces the client's rows (reload); a page is appended after them.
      return move(
        to: result.hasMorePages ? .idle : .exhausted,
        content: kind == .refresh ? .replaced : .appended
      )

    case .failed(let generation, let kind):
      guard isLive(generation) else { return [] }
      return move(to: .failed(kind, message: RandomEvent.errorDescription(generation)))

    case .declined(let generation):
      guard isLive(generation) else { return [] }
      return move(to: .idle)

    case .retry:
      // Runs the failed kind again; a retried refresh shows the spinner row.
      switch phase {
      case .failed(.refresh, _): return move(to: .refreshing(takeGeneration(), pulled: false))
      case .failed(.nextPage, _): return move(to: .loadingMore(takeGeneration()))
      default: return []
      }

    case .stop:
      // Abandons the load in flight; a failure or the exhausted state is not loading.
      guard let load = Self.inFlight(phase) else { return [] }
      return move(to: .idle, cancelling: load.generation)

    case .dataSourceChanged:
      // Starts over in the idle state with whatever was in flight cancelled, and reloads.
      return move(to: .idle, cancelling: Self.inFlight(phase)?.generation, content: .replaced)
    }
  }

  /// The threshold rule: whether a scroll or a change of content size starts the next page.
  ///
  /// Only the idle state loads: a load in flight is the only one, a failure waits for an
  /// explicit retry, and exhausted waits for a refresh. Then the page starts when the content
  /// is shorter than the viewport, or when the visible end is within the threshold of the
  /// content's end; NaN never counts as near.
  private func scrollStartsPage(distanceToEnd: Double, contentShorterThanViewport: Bool) -> Bool {
    guard phase == .idle else { return false }
    if contentShorterThanViewport { return true }
    return !distanceToEnd.isNaN && distanceToEnd <= loadMoreThreshold
  }

  /// Whether the program's request for the next page starts one: when idle, or after a failed
  /// page (a retry); never after a failed refresh, whose rows are out of date.
  private func programMayStartPage() -> Bool {
    switch phase {
    case .idle, .failed(.nextPage, _): true
    case .detached, .refreshing, .loadingMore, .failed(.refresh, _), .exhausted: false
    }
  }

  /// Whether a completion belongs to the load in flight; any other is stale and changes nothing.
  private func isLive(_ generation: LoadGeneration) -> Bool {
    Self.inFlight(phase)?.generation == generation
  }

  /// The generation the next load takes: one more than the last, the first being 1.
  private mutating func takeGeneration() -> LoadGeneration {
    lastPredicted = LoadGeneration(rawValue: lastPredicted.rawValue + 1)
    return lastPredicted
  }

  /// What happens to the client's rows in a transition.
  private enum Content {
    /// Untouched: only the loading row may change.
    case unchanged
    /// Replaced: the table reloads, which also redraws the loading row.
    case replaced
    /// A page added after the last row, in one batch with the loading row's change.
    case appended
  }

  /// Moves to `next` and lists the actions in the documented order: cancel the abandoned load,
  /// stop the refresh control if a pulled refresh ended, update the table (a reload, or the
  /// page and the loading row's change), then start the new load.
  private mutating func move(
    to next: Phase,
    cancelling cancelled: LoadGeneration? = nil,
    content: Content = .unchanged
  ) -> [MediatorStateMachine.Action] {
    let old = phase
    phase = next
    var actions: [MediatorStateMachine.Action] = []
    if let cancelled { actions.append(.cancelLoad(cancelled)) }
    if Self.isPulledRefresh(old) && !Self.isPulledRefresh(next) { actions.append(.endRefreshing) }
    if content == .replaced {
      actions.append(.reloadData)
    } else {
      if content == .appended { actions.append(.appendPage) }
      if Self.section(of: old) != Self.section(of: next) {
        actions.append(.loadingSectionChanged(from: Self.section(of: old), to: Self.section(of: next)))
      }
    }
    if let load = Self.inFlight(next), load != Self.inFlight(old) {
      actions.append(.startLoad(load.kind, load.generation))
    }
    return actions
  }

  /// The loading section's content in a state, by the state table: a spinner while a page or a
  /// program refresh loads, the error when failed, and nothing otherwise (detached has no
  /// section, which answers no rows).
  private static func section(of phase: Phase) -> LoadingSection {
    switch phase {
    case .refreshing(_, pulled: false), .loadingMore: .spinner
    case .failed(_, let message): .error(message: message)
    case .detached, .idle, .refreshing(_, pulled: true), .exhausted: .empty
    }
  }

  /// The public state of a state; detached reads as idle, since nothing is loading.
  private static func loadingState(of phase: Phase) -> LoadingState {
    switch phase {
    case .detached, .idle: .idle
    case .refreshing: .refreshing
    case .loadingMore: .loadingMore
    case .failed(let kind, let message): .failed(kind, message: message)
    case .exhausted: .exhausted
    }
  }

  /// The load in flight in a state.
  private static func inFlight(_ phase: Phase) -> InFlightLoad? {
    switch phase {
    case .refreshing(let generation, _): InFlightLoad(kind: .refresh, generation: generation)
    case .loadingMore(let generation): InFlightLoad(kind: .nextPage, generation: generation)
    case .detached, .idle, .failed, .exhausted: nil
    }
  }

  /// Whether the refresh control spins in a state: only while a pulled refresh is in flight.
  private static func isPulledRefresh(_ phase: Phase) -> Bool {
    if case .refreshing(_, pulled: true) = phase { return true }
    return false
  }

  // MARK: The driver and the table

  /// Performs the actions on the simulated driver and table, checking that each is valid for
  /// what the table shows; records the loads started, for the events that follow.
  private mutating func apply(_ actions: [MediatorStateMachine.Action], for event: RandomEvent) -> [String] {
    var problems: [String] = []
    var reloaded = false
    for action in actions {
      switch action {
      case .cancelLoad:
        break
      case .endRefreshing:
        if !controlSpinning { problems.append("endRefreshing while the control was stopped") }
        controlSpinning = false
      case .reloadData:
        // The data source answers the loading section from the state: the model's.
        reloaded = true
        shownSection = Self.section(of: phase)
      case .appendPage:
        if case .finished(_, .nextPage, _) = event {} else { problems.append("appendPage after \(event)") }
      case .loadingSectionChanged(let old, let new):
        if reloaded { problems.append("row update after reloadData") }
        if old != shownSection { problems.append("row update from \(old), table shows \(shownSection)") }
        if old == new { problems.append("row update without a change") }
        shownSection = new
      case .startLoad(let kind, let generation):
        kinds[generation] = kind
        running.append(generation)
        lastIssued = max(lastIssued, generation)
      }
    }
    return problems
  }

  /// Counts the cases the run must reach, from the event and the prediction.
  private mutating func countCases(of event: RandomEvent, from old: Phase, expected: [MediatorStateMachine.Action]) {
    for action in expected {
      switch action {
      case .cancelLoad: count("cancel")
      case .startLoad(let kind, _): count("start \(kind)")
      default: break
      }
    }
    let startsPage = expected.contains { if case .startLoad(.nextPage, _) = $0 { true } else { false } }
    switch event {
    case .finished(let generation, _, _), .failed(let generation, _), .declined(let generation):
      if Self.inFlight(old)?.generation != generation { count("stale completion") }
    case .retry:
      if case .failed = old { count("retry") }
    case .refresh:
      if case .loadingMore = old { count("refresh cancelled a page") }
    case .loadMore:
      if case .failed(.refresh, _) = old { count("page refused after a failed refresh") }
      if case .failed(.nextPage, _) = old { count("page after a failed page") }
    case .scrolled(let distance, let shorter):
      if case .failed = old { count("scroll while failed") }
      if old == .idle {
        if !shorter && distance == loadMoreThreshold { count("scroll at the threshold") }
        if !shorter && distance > loadMoreThreshold { count("scroll short of the threshold") }
        if shorter && distance > loadMoreThreshold { count("scroll with short content") }
        if startsPage { count("scroll started a page") }
      }
    default:
      break
    }
    if phase == .exhausted { count("exhausted") }
  }

  /// Counts one occurrence of a case for the coverage check.
  private mutating func count(_ name: String) {
    coverage[name, default: 0] += 1
  }
}
