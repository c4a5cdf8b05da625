import GRDB

/// Observes one value of the database, from this process's connections and from any
/// other: what ``ObservedSnapshot`` and ``UnitWindow`` share.
///
/// GRDB's `ValueObservation` sees the writes of the store's own connections, not those of
/// another connection to the same file (a second ``DemoStore`` or another process). Those
/// change SQLite's `PRAGMA data_version` on the store's writer connection, so the observer
/// polls it and restarts the observation when it changes; a restarted observation fetches
/// afresh. A write from anywhere therefore reaches `onValue` within one poll interval.
@MainActor
final class DatabaseObserver<Value: Sendable> {
  private let store: DemoStore
  private let fetch: @Sendable (Database) throws -> Value
  private let pollInterval: Duration
  private let onValue: @MainActor (Value) -> Void
  private let onError: @MainActor (DemoStoreError) -> Void
  private var cancellable: AnyDatabaseCancellable?
  private var pollTask: Task<Void, Never>?

  /// Prepares to observe; nothing is fetched until ``start()``.
  ///
  /// - Parameters:
  ///   - onValue: Called on the main actor with the first value and after every
  ///     transaction that touched what `fetch` read, equal or not.
  ///   - onError: Called when the observation or the poll fails; that part stops, as a
  ///     GRDB observation does on error.
  init(
    store: DemoStore,
    pollInterval: Duration,
    fetch: @escaping @Sendable (Database) throws -> Value,
    onValue: @escaping @MainActor (Value) -> Void,
    onError: @escaping @MainActor (DemoStoreError) -> Void
  ) {
    self.store = store
    self.pollInterval = pollInterval
    self.fetch = fetch
    self.onValue = onValue
    self.onError = onError
  }

  /// Whether ``start()`` was called and ``stop()`` not since.
  var isObserving: Bool { pollTask != nil }

  /// Starts observing, and polling for other connections' writes.
  func start() {
    guard pollTask == nil else { return }
    pollTask = Task { [weak self, store, pollInterval] in
      // The version is read before the first fetch, so a write committed between the two
      // is seen as a change rather than missed.
      var known: Int?
      do {
        known = try await store.dataVersion()
      } catch {
        self?.report(error)
      }
      guard !Task.isCancelled else { return }
      self?.startObservation()
      guard known != nil else { return }
      // `self` is bound only between suspensions, never across one: an observer whose
      // owner went away stops here instead of being kept alive to deliver to it.
      while true {
        do { try await Task.sleep(for: pollInterval) } catch { return }
        let version: Int
        do {
          version = try await store.dataVersion()
        } catch {
          if !Task.isCancelled { self?.report(error) }
          return
        }
        guard let self, !Task.isCancelled else { return }
        if version != known {
          known = version
          startObservation()
        }
      }
    }
  }

  /// Stops observing and polling.
  func stop() {
    pollTask?.cancel()
    pollTask = nil
    cancellable?.cancel()
    cancellable = nil
  }

  private func startObservation() {
    cancellable?.cancel()
    cancellable = ValueObservation.tracking(fetch)
      .start(
        in: store.database,
        scheduling: .mainActor,
        onError: { [weak self] error in self?.report(error) },
        onChange: { [weak self] value in self?.onValue(value) }
      )
  }

  private func report(_ error: any Error) {
    onError(DemoStoreError(error, path: store.path))
  }
}
