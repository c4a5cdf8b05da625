/// The void calls a multicast receives, as an asynchronous sequence: see
/// ``DelegateCallSource/calls(bufferingPolicy:)->DelegateCalls<Self._$Call>``.
///
/// The sequence is consumed where it was made, in the multicast's isolation: it is not
/// `Sendable`, so a `@MainActor` protocol's calls are consumed on the main actor, and their
/// arguments need not be `Sendable`. One task consumes it at a time.
///
/// Its listener stays registered until the iteration ends (the loop returns or breaks, or
/// its task is cancelled), or, if it is never iterated, until the sequence goes away.
/// When the multicast goes away, the sequence delivers the calls it buffered, then ends.
public struct DelegateCalls<Call>: AsyncSequence {
  public typealias Element = Call
  public typealias Failure = Never

  let lifetime: _CallsLifetime<Call>

  init(_ buffer: _$CallBuffer<Call>, onTermination: @escaping () -> Void) {
    lifetime = _CallsLifetime(buffer, onTermination: onTermination)
  }

  /// Starts the iteration; when it ends, so does the listening.
  public func makeAsyncIterator() -> Iterator {
    Iterator(lifetime)
  }

  /// The iterator of ``DelegateCalls``: the first iteration's end ends the listening.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = Call
    public typealias Failure = Never

    let iteration: _CallsIteration<Call>

    init(_ lifetime: _CallsLifetime<Call>) {
      iteration = _CallsIteration(lifetime)
    }

    /// The next call, waiting for one; `nil` when the listening ended.
    public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> Call? {
      await iteration.lifetime.buffer.next(isolation: actor)
    }

    /// The next call, waiting for one; `nil` when the listening ended.
    public mutating func next() async -> Call? {
      await next(isolation: nil)
    }
  }
}

/// Ends the listening of a calls sequence (``DelegateCalls``, ``ConcurrentDelegateCalls``)
/// when it is no longer wanted: at the end of its first iteration, or when neither the
/// sequence nor an iterator remains. Both sequences are thin wrappers over it.
final class _CallsLifetime<Call>: @unchecked Sendable {
  // @unchecked is sound: `onTermination` is read and cleared only inside the lock box's
  // lock, and so runs once. The closure a `Sendable` sequence gives is `@Sendable`; the one
  // a `DelegateCalls` gives belongs to its isolation, which that sequence, not `Sendable`,
  // never leaves, so the closure runs there.
  let buffer: _$CallBuffer<Call>
  /// Unregisters the listener; `nil` once it ran. A cancelled task ends the buffer from its
  /// cancellation handler, but the listener leaves here, in the sequence's isolation.
  private let onTermination: _LockedBox<(() -> Void)?>

  init(_ buffer: _$CallBuffer<Call>, onTermination: @escaping () -> Void) {
    self.buffer = buffer
    self.onTermination = _LockedBox(onTermination)
  }

  func terminate() {
    buffer.terminate()
    let onTermination = onTermination.withLock { (state) -> (() -> Void)? in
      defer { state = nil }
      return state
    }
    onTermination?()
  }

  deinit { terminate() }
}

/// An iteration of a calls sequence, which ends the listening when it ends.
final class _CallsIteration<Call>: Sendable {
  let lifetime: _CallsLifetime<Call>

  init(_ lifetime: _CallsLifetime<Call>) {
    self.lifetime = lifetime
  }

  deinit { lifetime.terminate() }
}

/// The void calls a `Sendable` protocol's multicast receives, as an asynchronous sequence
/// that may cross tasks: see
/// ``DelegateCallSource/calls(bufferingPolicy:)->ConcurrentDelegateCalls<Self._$Call>``.
///
/// It follows the rules of ``DelegateCalls``; it is `Sendable` because its calls are.
public struct ConcurrentDelegateCalls<Call: Sendable>: AsyncSequence, Sendable {
  public typealias Element = Call
  public typealias Failure = Never

  let lifetime: _CallsLifetime<Call>

  init(_ buffer: _$CallBuffer<Call>, onTermination: @escaping @Sendable () -> Void) {
    lifetime = _CallsLifetime(buffer, onTermination: onTermination)
  }

  /// Starts the iteration; when it ends, so does the listening.
  public func makeAsyncIterator() -> Iterator {
    Iterator(lifetime)
  }

  /// The iterator of ``ConcurrentDelegateCalls``: the first iteration's end ends the
  /// listening.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = Call
    public typealias Failure = Never

    let iteration: _CallsIteration<Call>

    init(_ lifetime: _CallsLifetime<Call>) {
      iteration = _CallsIteration(lifetime)
    }

    /// The next call, waiting for one; `nil` when the listening ended.
    public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> Call? {
      await iteration.lifetime.buffer.next(isolation: actor)
    }

    /// The next call, waiting for one; `nil` when the listening ended.
    public mutating func next() async -> Call? {
      await next(isolation: nil)
    }
  }
}
