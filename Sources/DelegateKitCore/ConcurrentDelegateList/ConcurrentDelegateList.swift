public import Synchronization

/// An ordered list of delegates, weak by default, safe to share across threads.
///
/// `ConcurrentDelegateList` has the rules of ``DelegateList`` (identity, order, weak
/// lifetime, mutation during a callback) and adds thread safety: any thread may add,
/// remove and broadcast at the same time as any other.
///
/// ```swift
/// protocol CacheObserver: AnyObject, Sendable {
///   func cacheDidEvict(_ key: String)
/// }
///
/// let observers = ConcurrentDelegateList<any CacheObserver>()
/// observers.add(metrics)
/// observers.forEach { $0.cacheDidEvict(key) }   // from any thread
/// ```
///
/// ## Concurrency
///
/// A broadcast takes the lock just long enough to take a snapshot of the registrations
/// (one reference-count increment, no copy), then calls the delegates with the lock
/// released, so a delegate may call back into the list from the same or another thread
/// without deadlock. A removal is counted before it returns; a broadcast that has not yet
/// reached that delegate, on any thread, then skips it. A registration made while a
/// broadcast runs is first seen by the next broadcast.
///
/// Registrations are stored inline, 48 bytes each, in one buffer that mutations change in
/// place unless a broadcast holds it.
///
/// - Complexity: Broadcasts are O(*n*) and allocate nothing unless a mutation is running
///   at the same time (which then copies the registrations once). Mutations are O(*n*).
public final class ConcurrentDelegateList<Delegate: Sendable>: Sendable {
  @usableFromInline
  let _state: _LockedBox<_ConcurrentState>
  /// The identities of the first three requirement types called (see
  /// ``_RequirementBanks``), and where the second's and third's bits start, read without
  /// the lock. A base is stored before its identity is published, with release ordering.
  @usableFromInline
  let _firstBank = Atomic<UInt>(0)
  @usableFromInline
  let _secondBank = Atomic<UInt>(0)
  @usableFromInline
  let _secondBase = Atomic<Int>(0)
  @usableFromInline
  let _thirdBank = Atomic<UInt>(0)
  @usableFromInline
  let _thirdBase = Atomic<Int>(0)
  /// How many removals the list has made, counted under the lock before each returns. A
  /// broadcast compares it with the count its snapshot was taken at: while they agree, no
  /// registration in the snapshot has been removed (``_SharedSnapshot``).
  @usableFromInline
  let _removals = Atomic<UInt64>(0)

  /// Creates an empty list.
  public init() {
    _state = _LockedBox(_ConcurrentState())
  }

  /// Called when the list, having held at least one delegate, is found empty.
  ///
  /// It fires at most once per run of delegates, with no lock held, at the end of the
  /// first ``remove(_:)``, ``removeAll()``, `forEach(_:)`, `firstNonNil(_:)` or
  /// ``compact()`` that finds no live delegate after the last was removed or deallocated.
  /// Adding a delegate arms it again. Set it before delegates are added.
  public var onLastDelegateGone: (@Sendable () -> Void)? {
    get { _state.withLock { $0.onLastDelegateGone } }
    set { _state.withLock { $0.onLastDelegateGone = newValue } }
  }
}

/// The lock-protected part of a ``ConcurrentDelegateList``.
@usableFromInline
struct _ConcurrentState: Sendable {
  /// The registrations; `nil` until the first. Copy-on-write: broadcasts hold the buffer
  /// they snapshot, so a mutation that races one copies rather than changing what it
  /// iterates (``_SharedSlots``).
  @usableFromInline
  var slots: _SharedSlots?
  /// The serial of the next registration.
  var nextSerial: UInt64 = 0
  var validatedType = false
  var armed = false
  var onLastDelegateGone: (@Sendable () -> Void)?
  /// Where each requirement type's bits are in the slots' caches.
  var banks = _RequirementBanks()

  @usableFromInline
  init() {}
}
