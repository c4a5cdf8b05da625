/// The decisions of the table mediator — when to load, what the loading section shows, when the
/// refresh control stops — as a pure value: events go in, ``Action``s come out.
///
/// The mediator sits between a table and the client's data source and delegate and adds a
/// loading section, pull-to-refresh and load-more at the end. Every rule about loading lives
/// here, with no clock, no task and no table, so each rule is a plain unit test; the driver
/// (``TableViewMediator``, on the main actor, so it needs no lock) only reports events and
/// performs the returned actions.
///
/// ```swift
/// var machine = MediatorStateMachine(loadMoreThreshold: 120)
/// for action in machine.dataSourceChanged() + machine.refreshRequested(source: .program) {
///   perform(action) // .reloadData, .loadingSectionChanged(from: .empty, to: .spinner), .startLoad(.refresh, #1)
/// }
/// ```
///
/// ## States
///
/// | State | Loading section | Refresh control | Load in flight |
/// |---|---|---|---|
/// | detached | none (no section yet) | stopped | none |
/// | idle | empty | stopped | none |
/// | refreshing (pulled) | empty | spinning | one `.refresh` |
/// | refreshing (program) | spinner | stopped | one `.refresh` |
/// | loading more | spinner | stopped | one `.nextPage` |
/// | failed(kind) | error row with retry | stopped | none |
/// | exhausted | empty | stopped | none |
///
/// ## Transitions
///
/// A completion (`loadFinished`, `loadFailed`, `loadDeclined`) whose generation is not the one
/// in flight is stale: it changes nothing and returns no action, in every state. Events not
/// listed for a state are ignored the same way.
///
/// | From | Event | To | Actions (in order) |
/// |---|---|---|---|
/// | detached | dataSourceChanged | idle | reloadData |
/// | detached | refresh (pull) | detached | endRefreshing |
/// | idle, exhausted, failed | refresh | refreshing | section → spinner (program) or empty (pull); startLoad(.refresh) |
/// | loading more | refresh | refreshing | cancelLoad(page); section; startLoad(.refresh) |
/// | refreshing (program) | refresh (pull) | refreshing (pulled) | section spinner → empty |
/// | idle | loadMore; scrolled near end or short | loading more | section → spinner; startLoad(.nextPage) |
/// | failed(.nextPage) | loadMore | loading more | section → spinner; startLoad(.nextPage) |
/// | failed(kind) | retry | refreshing (program) or loading more | section → spinner; startLoad(kind) |
/// | refreshing | loadFinished | idle, or exhausted if no more pages | endRefreshing (pulled); reloadData |
/// | loading more | loadFinished | idle, or exhausted if no more pages | appendPage; section → empty |
/// | refreshing, loading more | loadFailed | failed(kind) | endRefreshing (pulled); section → error |
/// | refreshing, loading more | loadDeclined | idle | endRefreshing (pulled); section → empty |
/// | refreshing, loading more | stopLoading | idle | cancelLoad; endRefreshing (pulled); section → empty |
/// | any attached | dataSourceChanged | idle | cancelLoad (if any); endRefreshing (pulled); reloadData |
///
/// Actions always come in one order — ``Action/cancelLoad(_:)``, ``Action/endRefreshing``, the
/// table update, ``Action/startLoad(_:_:)`` — so the old load is cancelled before anything else
/// happens, and the spinner is on screen before a synchronous loader (the delegate's
/// `shouldLoadMore`) runs.
///
/// ## Invariants
///
/// - At most one load is in flight, and only its generation's completion is accepted.
/// - No ``LoadKind/nextPage`` load starts in the exhausted state; only a refresh (or a new data
///   source) leaves it.
/// - The loading section is the last section, so the client's index paths never shift.
/// - The refresh control spins only while a pulled refresh is in flight.
struct MediatorStateMachine: Sendable {
  /// Where the machine is; see the state table in the type's documentation.
  enum Phase: Sendable, Hashable {
    /// No data source is attached yet, so there is nothing to load into and no loading section.
    case detached

    /// Attached and quiet: more pages may exist.
    case idle

    /// A refresh is in flight.
    ///
    /// - Parameters:
    ///   - generation: The refresh's generation.
    ///   - pulled: Whether the user pulled to refresh: then the refresh control shows progress
    ///     and the loading section stays empty, so the user never sees two spinners.
    case refreshing(LoadGeneration, pulled: Bool)

    /// A next-page load is in flight, shown by the spinner row.
    ///
    /// - Parameter generation: The page load's generation.
    case loadingMore(LoadGeneration)

    /// The last load failed and nothing is in flight; the error row offers a retry.
    ///
    /// - Parameters:
    ///   - kind: The failed load's kind, which ``retry()`` starts again.
    ///   - message: The error's description, shown in the error row.
    case failed(LoadKind, message: String)

    /// The last load returned no more pages: only a refresh starts a load again.
    case exhausted
  }

  /// The current state.
  private(set) var phase: Phase = .detached

  /// The generation of the most recently started load: the next start takes its successor.
  ///
  /// Kept apart from ``phase`` because it must keep growing across idle periods, or a stale
  /// completion from long ago could match a new load.
  private(set) var lastGeneration: LoadGeneration = .none

  /// How close to the end, in points, a scroll starts the next page.
  ///
  /// A positive value starts the page before the user reaches the last row, hiding latency; 0
  /// starts it only at the very end.
  let loadMoreThreshold: Double

  /// A machine with no data source attached and no load started.
  ///
  /// - Parameter loadMoreThreshold: How close to the end, in points, a scroll starts the next
  ///   page. Must be finite and not negative.
  init(loadMoreThreshold: Double = 0) {
    precondition(
      loadMoreThreshold.isFinite && loadMoreThreshold >= 0,
      "Invalid threshold. loadMoreThreshold must be finite and >= 0, got \(loadMoreThreshold)."
    )
    self.loadMoreThreshold = loadMoreThreshold
  }

  /// Whether a data source is attached, that is, whether the table has a loading section.
  var isAttached: Bool { phase != .detached }

  /// The load in flight, if any; at most one exists by construction.
  var loadInFlight: InFlightLoad? {
    switch phase {
    case .refreshing(let generation, _): InFlightLoad(kind: .refresh, generation: generation)
    case .loadingMore(let generation): InFlightLoad(kind: .nextPage, generation: generation)
    case .detached, .idle, .failed, .exhausted: nil
    }
  }

  /// What the public `loadingState` reports; detached reads as idle, since nothing is loading.
  var loadingState: LoadingState {
    switch phase {
    case .detached, .idle: .idle
    case .refreshing: .refreshing
    case .loadingMore: .loadingMore
    case .failed(let kind, let message): .failed(kind, message: message)
    case .exhausted: .exhausted
    }
  }

  /// What the loading section shows now: what the data source answers for the last section.
  var loadingSection: LoadingSection {
    switch phase {
    case .detached, .idle, .exhausted, .refreshing(_, pulled: true): .empty
    case .refreshing(_, pulled: false), .loadingMore: .spinner
    case .failed(_, let message): .error(message: message)
    }
  }

  /// Whether the refresh control should be spinning: only while a pulled refresh is in flight.
  var isRefreshControlActive: Bool {
    if case .refreshing(_, pulled: true) = phase { return true }
    return false
  }

  /// The index of the loading section for a data source with `clientSectionCount` sections.
  ///
  /// Always the last index, so appending the section never shifts the client's index paths: the
  /// driver forwards every section below it to the client's data source unchanged.
  ///
  /// - Parameter clientSectionCount: How many sections the client's data source has (1 when it
  ///   does not implement `numberOfSections(in:)`).
  /// - Returns: `clientSectionCount`, or `nil` while no data source is attached.
  /// - Complexity: O(1).
  func loadingSectionIndex(clientSectionCount: Int) -> Int? {
    precondition(
      clientSectionCount >= 0,
      "Invalid section count. A data source cannot have \(clientSectionCount) sections."
    )
    return isAttached ? clientSectionCount : nil
  }

  // MARK: Transitions

  /// Moves to `next` and returns the actions that take the table and the driver there.
  ///
  /// One place builds every action list, so the order documented on ``Action`` holds for every
  /// event, and the refresh control and loading section updates are derived from the states
  /// themselves rather than restated by each event. Internal only so the event methods in the
  /// other files can reach it; nothing else calls it.
  ///
  /// - Parameters:
  ///   - next: The new state.
  ///   - cancelled: A load in flight that the move abandons.
  ///   - content: What happened to the client's rows.
  /// - Returns: The actions, in the documented order.
  mutating func move(
    to next: Phase,
    cancelling cancelled: LoadGeneration? = nil,
    content: ContentChange = .unchanged
  ) -> [Action] {
    let oldSection = loadingSection
    let wasRefreshControlActive = isRefreshControlActive
    let oldLoad = loadInFlight
    phase = next

    var actions: [Action] = []
    if let cancelled {
      actions.append(.cancelLoad(cancelled))
    }
    if wasRefreshControlActive && !isRefreshControlActive {
      actions.append(.endRefreshing)
    }
    switch content {
    case .replaced:
      actions.append(.reloadData)
    case .appended:
      actions.append(.appendPage)
      fallthrough
    case .unchanged:
      if oldSection != loadingSection {
        actions.append(.loadingSectionChanged(from: oldSection, to: loadingSection))
      }
    }
    if let load = loadInFlight, load != oldLoad {
      actions.append(.startLoad(load.kind, load.generation))
    }
    return actions
  }

  /// Takes the next generation for a load about to start; only event methods call it.
  ///
  /// - Returns: A generation larger than every one handed out before.
  mutating func takeGeneration() -> LoadGeneration {
    lastGeneration = lastGeneration.next
    return lastGeneration
  }
}
