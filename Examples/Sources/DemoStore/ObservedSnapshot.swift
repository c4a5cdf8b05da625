public import DelegateKitTable
public import GRDB

/// Observes a GRDB request and applies every new value to a diffable data source as a
/// snapshot, so rows move, appear and go instead of reloading: the part of a
/// fetched-results controller that keeps a table in step with the database.
///
/// Values are delivered by `ValueObservation` with the `.mainActor` scheduler, so the
/// table is only touched on the main actor. GRDB sees the writes of the store's own
/// connections, not those of another connection to the same file (a second
/// ``DemoStore`` or another process); to see those too, the observer polls SQLite's
/// `PRAGMA data_version` on the store's writer connection, which changes exactly when
/// another connection commits, and restarts the observation when it does (as
/// ``UnitWindow`` does). A write from anywhere is therefore on screen within one poll
/// interval.
///
/// One transaction is one update, however many rows it touches, and a value equal to the
/// one shown (a restart, a write that changed nothing visible) applies nothing.
///
/// The snapshot goes to a diffable data source, or to any code that applies it: a scope's
/// delegate behind a router keeps its own snapshot and updates the table with
/// `TableView.applyDifference(from:to:)`, since the router, not a diffable data source, is
/// the table's data source.
@MainActor
public final class ObservedSnapshot<Section: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
  /// A snapshot of one section.
  public typealias Snapshot = TableViewSnapshot<Section, Item>

  private let apply: @MainActor (_ old: Snapshot, _ new: Snapshot) -> Void
  private let section: Section
  /// The snapshot last applied.
  public private(set) var current: Snapshot
  private var observer: DatabaseObserver<[Item]>?

  /// Snapshots applied so far, for tests and the benchmark: 10,000 inserts in one
  /// transaction arrive as one update.
  public private(set) var updateCount = 0
  /// Called when the observation or the poll fails (with a ``DemoStoreError``); that
  /// part stops, as a GRDB observation does on error.
  public var onError: (@MainActor (any Error) -> Void)?
  /// Called after each snapshot is applied, to refresh what depends on the rows (a count
  /// in a title, an empty state).
  public var onChange: (@MainActor () -> Void)?
  /// Called after every value the observation delivers, applied or equal to the rows
  /// shown: the first call says the rows are the request's, even when there are none.
  public var onValue: (@MainActor () -> Void)?

  /// Whether ``start()`` was called and ``stop()`` not since.
  public var isObserving: Bool { observer?.isObserving ?? false }

  /// Prepares to show `fetch`'s rows in `section` of `dataSource`'s table; nothing is
  /// fetched until ``start()``.
  ///
  /// - Parameters:
  ///   - store: The database to observe.
  ///   - dataSource: The table's data source; the snapshot it shows is replaced whole,
  ///     with one section.
  ///   - section: The identifier of that section.
  ///   - externalChangePollInterval: How often to look for another connection's writes:
  ///     the longest such a write waits before it is on screen.
  ///   - fetch: The rows, in order; for example ``DemoStore/fetchUnits(of:)``.
  public convenience init(
    in store: DemoStore,
    dataSource: TableViewDiffableDataSource<Section, Item>,
    section: Section,
    externalChangePollInterval: Duration = .milliseconds(250),
    fetch: @escaping @Sendable (Database) throws -> [Item]
  ) {
    self.init(
      in: store,
      section: section,
      externalChangePollInterval: externalChangePollInterval,
      fetch: fetch,
      apply: { [weak dataSource] _, new in dataSource?.apply(new, animatingDifferences: true) }
    )
    current = dataSource.snapshot()
  }

  /// Prepares to hand each new snapshot of `fetch`'s rows, with the one before it, to
  /// `apply`; nothing is fetched until ``start()``.
  ///
  /// ```swift
  /// let units = ObservedSnapshot(in: store, section: 0, fetch: DemoStore.fetchUnits(of: id)) { old, new in
  ///   self.snapshot = new
  ///   tableView.applyDifference(from: old, to: new)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - store: The database to observe.
  ///   - section: The identifier of the snapshots' one section.
  ///   - shown: What the table shows now (the rows of an earlier observation), so a first
  ///     value equal to it applies nothing and one that differs (no rows at all, say)
  ///     replaces it; `nil` for an empty table.
  ///   - externalChangePollInterval: How often to look for another connection's writes.
  ///   - fetch: The rows, in order.
  ///   - apply: Shows the new snapshot; the first call's `old` is `shown`.
  public init(
    in store: DemoStore,
    section: Section,
    shown: Snapshot? = nil,
    externalChangePollInterval: Duration = .milliseconds(250),
    fetch: @escaping @Sendable (Database) throws -> [Item],
    apply: @escaping @MainActor (_ old: Snapshot, _ new: Snapshot) -> Void
  ) {
    self.apply = apply
    self.section = section
    var empty = Snapshot()
    empty.appendSections([section])
    current = shown ?? empty
    observer = DatabaseObserver(
      store: store,
      pollInterval: externalChangePollInterval,
      fetch: fetch,
      onValue: { [weak self] items in self?.show(items) },
      onError: { [weak self] error in self?.onError?(error) }
    )
  }

  /// Starts observing: the current rows arrive shortly, then every change. Does nothing
  /// if already started.
  public func start() {
    observer?.start()
  }

  /// Stops observing; the table keeps the rows it shows.
  public func stop() {
    observer?.stop()
  }

  /// Applies `items` as the section's rows, unless the table already shows exactly them.
  private func show(_ items: [Item]) {
    defer { onValue?() }
    var snapshot = Snapshot()
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
    guard snapshot != current else { return }
    let old = current
    current = snapshot
    apply(old, snapshot)
    updateCount += 1
    onChange?()
  }

}
