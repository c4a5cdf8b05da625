#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value guarded by a heap-allocated pthread mutex.
///
/// `Synchronization.Mutex` would do, but ThreadSanitizer on Linux does not see its futex
/// and reports races on the state it guards. A pthread mutex is understood by every
/// sanitizer, and keeping it on the heap gives it the stable address pthreads require.
///
/// The lock is held only for the closures given to ``withLock(_:)``, which never call a
/// delegate, so no user code runs under it and it cannot deadlock through reentrancy.
@usableFromInline
final class _LockedBox<State> {
  // The runtime exclusivity check on `state` is redundant (see the conformance below), and
  // it would cost a broadcast a third of its time.
  @usableFromInline @exclusivity(unchecked)
  var state: State
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  @usableFromInline
  init(_ state: State) {
    self.state = state
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let result = pthread_mutex_init(mutex, nil)
    precondition(result == 0, "pthread_mutex_init failed with \(result)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  @inlinable
  func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock()
    defer { unlock() }
    return try body(&state)
  }

  @usableFromInline
  func lock() {
    pthread_mutex_lock(mutex)
  }

  @usableFromInline
  func unlock() {
    pthread_mutex_unlock(mutex)
  }
}

// @unchecked is sound: `state` is read and written only inside `withLock`, while `mutex` is
// held, so no two threads touch it at once; and only a `Sendable` state may cross threads
// inside the box.
extension _LockedBox: @unchecked Sendable where State: Sendable {}
