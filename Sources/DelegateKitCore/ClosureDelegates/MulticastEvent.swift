/// An event with any number of closure subscribers, each held by a cancellation token.
///
/// The closure-based form of a multi-delegate: every subscriber receives each value sent.
/// A subscription lasts as long as its ``EventSubscription`` token: drop the token, or call
/// ``EventSubscription/cancel()``, and the closure is released.
///
/// ```swift
/// let progress = MulticastEvent<Double>()
/// let token = progress.subscribe(on: screen) { screen, fraction in
///   screen.bar.progress = fraction
/// }
/// progress.send(0.5)        // reaches the screen
/// token.cancel()            // or let `token` go out of scope
/// ```
///
/// Sending follows the rule of ``DelegateList``: a send reaches the subscriptions that
/// existed when it began, less any cancelled before their turn; subscriptions made during
/// a send first receive the next one. `MulticastEvent` is not `Sendable`: use it, and drop
/// its tokens, in one isolation domain.
///
/// The event holds each handler, and whatever the handler captures, until its subscription
/// ends. A handler that captures the event itself, or an object that owns the event, keeps
/// it alive that long; if the token is kept by the handler or by that object, nothing ends
/// the subscription and none of them is ever freed. Capture the event weakly, and reach the
/// subscriber through ``subscribe(on:_:)`` rather than a capture:
///
/// ```swift
/// let retry = MulticastEvent<Int>()
/// token = retry.subscribe { [weak retry] attempt in
///   if attempt < 3 { retry?.send(attempt + 1) }   // weak: the event holds this closure
/// }
/// ```
public final class MulticastEvent<Value> {
  private var handlers: ContiguousArray<_EventHandler<Value>> = []

  /// Creates an event with no subscribers.
  public init() {}

  /// The number of active subscriptions.
  public var subscriberCount: Int { handlers.count }

  /// Subscribes `handler` until the returned token is cancelled or deallocated.
  ///
  /// The event keeps `handler` and what it captures until then, so a handler that uses
  /// the event captures it weakly, as the discussion of ``MulticastEvent`` shows.
  ///
  /// - Parameter handler: The closure to call with each value sent.
  /// - Returns: The token that keeps the subscription alive.
  public func subscribe(_ handler: @escaping (Value) -> Void) -> EventSubscription {
    let entry = _EventHandler(handler)
    handlers.append(entry)
    return EventSubscription { [weak self, weak entry] in
      guard let self, let entry else { return }
      entry.isCancelled = true
      self.handlers.removeAll { $0 === entry }
    }
  }

  /// Subscribes `handler` on behalf of `owner`, held weakly and passed to each call.
  ///
  /// The closure stops being called once `owner` deallocates, even if the token lives on.
  ///
  /// - Parameters:
  ///   - owner: The object the closure acts for.
  ///   - handler: The closure to call with the owner and each value sent.
  /// - Returns: The token that keeps the subscription alive.
  public func subscribe<Owner: AnyObject>(
    on owner: Owner,
    _ handler: @escaping (Owner, Value) -> Void
  ) -> EventSubscription {
    subscribe { [weak owner] value in
      if let owner { handler(owner, value) }
    }
  }

  /// Calls every subscriber with `value`, in subscription order.
  ///
  /// - Parameter value: The value to deliver.
  /// - Complexity: O(*n*); no allocation unless a subscriber subscribes or cancels.
  public func send(_ value: Value) {
    let snapshot = handlers
    for entry in snapshot where !entry.isCancelled {
      entry.handler(value)
    }
  }
}

extension MulticastEvent where Value == Void {
  /// Calls every subscriber.
  public func send() {
    send(())
  }
}

/// A subscriber's closure and whether it was cancelled, shared with sends in flight.
final class _EventHandler<Value> {
  let handler: (Value) -> Void
  var isCancelled = false

  init(_ handler: @escaping (Value) -> Void) {
    self.handler = handler
  }
}

/// A token that keeps a ``MulticastEvent`` subscription alive.
///
/// Cancelling is idempotent, and happens by itself when the token deallocates, so the
/// usual pattern is to store tokens in the subscriber:
///
/// ```swift
/// final class Screen {
///   var subscriptions: [EventSubscription] = []
///   func bind(_ progress: MulticastEvent<Double>) {
///     subscriptions.append(progress.subscribe(on: self) { $0.update($1) })
///   }
/// }
/// ```
public final class EventSubscription {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  deinit {
    onCancel?()
  }

  /// Ends the subscription now. Later calls do nothing.
  public func cancel() {
    let onCancel = onCancel
    self.onCancel = nil
    onCancel?()
  }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool { onCancel == nil }
}
