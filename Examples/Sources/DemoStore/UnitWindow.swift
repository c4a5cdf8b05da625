import GRDB

/// One organization's units, read a page at a time around the rows on screen, so what it
/// holds in memory follows the window, not the row count: the source of an organization
/// too large to hold whole (a million units are as cheap to show as a thousand).
///
/// It knows the number of units, and keeps at most ``maximumPages`` pages of
/// ``pageSize`` units, dropping the least recently read. A page past the middle is read
/// from the end, in reverse order, so the last page costs what the first does, where an
/// `OFFSET` from the start would step over every row before it.
///
/// Changes are observed as ``ObservedSnapshot`` observes them, from this process's
/// connections and, by polling, from any other; but a change empties the cache and calls
/// ``onChange`` rather than giving a difference, since a difference needs every row's
/// identifier, which is what the window does not hold. The screen reloads, which for a
/// table of fixed-height rows costs the rows on screen, whatever the count.
@MainActor
public final class UnitWindow {
  /// The organization whose units these are.
  public let organizationID: Int64
  /// Units read at once.
  public let pageSize: Int
  /// Pages kept; the rest are read again when shown again.
  public let maximumPages: Int
  /// The number of units, as of the last change observed.
  public private(set) var count: Int
  /// Pages read from the database so far, for tests.
  public private(set) var pageReads = 0
  /// Called when a change was observed, before ``count`` changes and the cache empties:
  /// the last moment the rows on screen can be read as they were.
  public var onWillChange: (@MainActor () -> Void)?
  /// Called after a change was observed, with ``count`` up to date and the cache empty.
  public var onChange: (@MainActor () -> Void)?
  /// Called when the observation, the poll or a page read fails (with a
  /// ``DemoStoreError``).
  public var onError: (@MainActor (any Error) -> Void)?

  private let store: DemoStore
  private var pages: [Int: [Unit]] = [:]
  /// Page numbers, least recently read first.
  private var recency: [Int] = []
  private var observer: DatabaseObserver<Int>?

  /// Prepares a window on `organizationID`'s units; nothing is read until ``start()``.
  ///
  /// - Parameters:
  ///   - store: The database.
  ///   - organizationID: The organization.
  ///   - count: The number of units if known (the organizations list has it), so the
  ///     table has its row count before the first observed value.
  ///   - pageSize: Units read at once; at least 1.
  ///   - maximumPages: Pages kept; at least 1.
  ///   - externalChangePollInterval: How often to look for another connection's writes.
  public init(
    store: DemoStore,
    organizationID: Int64,
    count: Int = 0,
    pageSize: Int = 64,
    maximumPages: Int = 8,
    externalChangePollInterval: Duration = .milliseconds(250)
  ) {
    precondition(pageSize > 0 && maximumPages > 0, "UnitWindow needs a pageSize and maximumPages of at least 1")
    self.store = store
    self.organizationID = organizationID
    self.count = count
    self.pageSize = pageSize
    self.maximumPages = maximumPages
    observer = DatabaseObserver(
      store: store,
      pollInterval: externalChangePollInterval,
      fetch: { db in try Self.count(of: organizationID, in: db) },
      onValue: { [weak self] count in self?.changed(count: count) },
      onError: { [weak self] error in self?.onError?(error) }
    )
  }

  /// Starts observing: the count arrives shortly, then every change.
  public func start() {
    observer?.start()
  }

  /// Stops observing; the cached pages stay.
  public func stop() {
    observer?.stop()
  }

  /// The number of units held in memory now: at most `pageSize × maximumPages`.
  public var cachedUnitCount: Int { pages.values.reduce(0) { $0 + $1.count } }

  /// The unit at `row` in name order, reading its page if it is not held.
  ///
  /// - Returns: `nil` past the end, or when the read failed (reported to ``onError``).
  public func unit(at row: Int) -> Unit? {
    guard row >= 0, row < count else { return nil }
    let page = row / pageSize
    let units: [Unit]
    if let held = pages[page] {
      units = held
    } else {
      do {
        units = try read(page: page)
      } catch {
        onError?(DemoStoreError(error, path: store.path))
        return nil
      }
      pages[page] = units
    }
    touch(page)
    if recency.count > maximumPages { pages[recency.removeFirst()] = nil }
    let offset = row - page * pageSize
    return offset < units.count ? units[offset] : nil
  }

  /// The row of `unit` in name order, or, when it is gone, the row of the unit that took
  /// its place: the first that follows it in name order, else the last; `nil` when there
  /// is no unit. The rule a table's cursor follows when rows change around it.
  ///
  /// - Complexity: One indexed count in the database.
  public func row(following unit: Unit) -> Int? {
    guard count > 0 else { return nil }
    let organizationID = organizationID
    do {
      let before = try store.database.read { db in
        try Int.fetchOne(
          db,
          sql: "SELECT COUNT(*) FROM unit WHERE organizationId = ? AND (name < ? OR (name = ? AND id < ?))",
          arguments: [organizationID, unit.name, unit.name, unit.id]
        ) ?? 0
      }
      return min(before, count - 1)
    } catch {
      onError?(DemoStoreError(error, path: store.path))
      return nil
    }
  }

  private func changed(count: Int) {
    onWillChange?()
    self.count = count
    dropPages()
    onChange?()
  }

  private func dropPages() {
    pages = [:]
    recency = []
  }

  private func touch(_ page: Int) {
    recency.removeAll { $0 == page }
    recency.append(page)
  }

  private func read(page: Int) throws -> [Unit] {
    let start = page * pageSize
    let length = min(pageSize, count - start)
    let organizationID = organizationID
    let count = count
    pageReads += 1
    return try store.database.read { db in
      if start > count / 2 {
        // From the end: OFFSET steps over the rows after the page, not before it.
        return try Unit.fetchAll(
          db,
          sql: "SELECT * FROM unit WHERE organizationId = ? ORDER BY name DESC, id DESC LIMIT ? OFFSET ?",
          arguments: [organizationID, length, count - start - length]
        ).reversed()
      }
      return try Unit.fetchAll(
        db,
        sql: "SELECT * FROM unit WHERE organizationId = ? ORDER BY name, id LIMIT ? OFFSET ?",
        arguments: [organizationID, length, start]
      )
    }
  }

  nonisolated static func count(of organizationID: Int64, in db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM unit WHERE organizationId = ?", arguments: [organizationID]) ?? 0
  }
}
