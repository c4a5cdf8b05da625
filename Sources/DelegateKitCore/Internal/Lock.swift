#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
public import Synchronization

/// A value guarded by a lock.
///
/// The lock is held only for the closures given to ``withLock(_:)``, which never call a
/// delegate, so no user code runs under it and it cannot deadlock through reentrancy. Those
/// closures copy a reference or edit a short array: the lock is almost never contended, and
/// a broadcast takes it once.
///
/// On Darwin it is an `os_unfair_lock`, which donates priority to its holder. Elsewhere it is
/// one atomic flag, taken by a compare-and-exchange and released by a plain store: a pthread
/// mutex costs a broadcast to one delegate a fifth of its time, in two calls and a second
/// atomic read-modify-write to unlock. A contended waiter spins briefly, then yields.
/// `Synchronization.Mutex` is not used because ThreadSanitizer on Linux does not see its
/// futex; it does see the acquiring and releasing orderings of the flag.
@usableFromInline
final class _LockedBox<State> {
  // The runtime exclusivity check on `state` is redundant (see the conformance below), and
  // it would cost a broadcast a third of its time.
  @usableFromInline @exclusivity(unchecked)
  var state: State
  #if canImport(Darwin)
  @usableFromInline
  let _lock: os_unfair_lock_t
  #else
  /// Whether the lock is held.
  @usableFromInline
  let _held = Atomic<Bool>(false)
  #endif

  @usableFromInline
  init(_ state: State) {
    self.state = state
    #if canImport(Darwin)
    _lock = .allocate(capacity: 1)
    _lock.initialize(to: os_unfair_lock())
    #endif
  }

  #if canImport(Darwin)
  deinit {
    _lock.deinitialize(count: 1)
    _lock.deallocate()
  }
  #endif

  @inlinable
  func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock()
    defer { unlock() }
    return try body(&state)
  }

  @inlinable
  @inline(__always)
  func lock() {
    #if canImport(Darwin)
    os_unfair_lock_lock(_lock)
    #else
    if !_held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
      _waitForLock()
    }
    #endif
  }

  @inlinable
  @inline(__always)
  func unlock() {
    #if canImport(Darwin)
    os_unfair_lock_unlock(_lock)
    #else
    _held.store(false, ordering: .releasing)
    #endif
  }

  #if !canImport(Darwin)
  /// The contended path: spins on a plain load (no cache-line ping-pong) for a while, then
  /// yields the processor, so that a holder that was preempted gets to run.
  @usableFromInline
  @inline(never)
  func _waitForLock() {
    var attempts = 0
    while true {
      if !_held.load(ordering: .relaxed),
        _held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
      {
        return
      }
      attempts += 1
      if attempts > 64 { sched_yield() }
    }
  }
  #endif
}

// @unchecked is sound: `state` is read and written only inside `withLock`, while the lock is
// held, so no two threads touch it at once; and only a `Sendable` state may cross threads
// inside the box.
extension _LockedBox: @unchecked Sendable where State: Sendable {}
