/// Runs asynchronous requests of which only the latest one's answer is delivered: a scope
/// delegate's search as the user types.
///
/// ```swift
/// let searches = LatestRequest<[String]>()
///
/// func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
///   searches.perform { [search] in await search(searchText) } deliver: { [weak self] results in
///     self?.results = results
///     self?.owner.reloadData()
///   }
/// }
/// ```
///
/// Each ``perform(_:deliver:)`` takes a ticket from a ``RequestGeneration`` and cancels the
/// request before it. An answer is delivered only if its ticket is still current when it
/// arrives, so an answer to older text, arriving after the newer one or before it, is
/// dropped; cancelling is only a courtesy to an operation that checks for it. Delivery runs
/// on the main actor. Only the latest `deliver` closure is kept, by this object, not by the
/// request's task: a delegate freed while a request is under way is not kept alive by it,
/// and its answer goes nowhere.
///
/// Combine it with ``ScopeOwner/reloadData()``, which does nothing while another scope is
/// shown: the answer for one scope then never draws over another's rows.
@MainActor
public final class LatestRequest<Value> {
  private var generation = RequestGeneration()
  private var pending: (ticket: RequestGeneration.Ticket, deliver: @MainActor (Value) -> Void)?
  private var task: Task<Bool, Never>?

  /// Creates a runner with no request under way.
  public init() {}

  /// Whether a request is under way whose answer would be delivered.
  public var isPending: Bool {
    pending != nil
  }

  /// Starts a request, making every earlier one stale, and delivers its answer if no
  /// later request or ``cancel()`` came first.
  ///
  /// - Parameters:
  ///   - operation: The request: a server call, a query. Give it what it needs as values
  ///     (the search text), not the delegate, so it does not keep the delegate alive.
  ///   - deliver: Called with the answer, on the main actor, if it is still wanted.
  /// - Returns: The request's task, whose value says whether the answer was delivered;
  ///   tests await it to know the answer has been handled.
  @discardableResult
  public func perform(
    _ operation: @escaping @MainActor () async -> Value,
    deliver: @escaping @MainActor (Value) -> Void
  ) -> Task<Bool, Never> {
    task?.cancel()
    let ticket = generation.begin()
    pending = (ticket, deliver)
    let task = Task { [weak self] in
      let value = await operation()
      return self?.finish(ticket, with: value) ?? false
    }
    self.task = task
    return task
  }

  /// Drops every request under way: none of their answers will be delivered.
  public func cancel() {
    generation.invalidate()
    pending = nil
    task?.cancel()
    task = nil
  }

  /// Delivers `value` if `ticket` is still the latest.
  private func finish(_ ticket: RequestGeneration.Ticket, with value: Value) -> Bool {
    guard generation.isCurrent(ticket), let pending, pending.ticket == ticket else { return false }
    self.pending = nil
    task = nil
    pending.deliver(value)
    return true
  }

  deinit {
    task?.cancel()
  }
}
