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
/// without deadlock. A removal marks the registration before it returns; a broadcast that
/// has not yet reached that delegate, on any thread, then skips it. A registration made
/// while a broadcast runs is first seen by the next broadcast.
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
  /// Copy-on-write: broadcasts hold the buffer they snapshot, so a mutation that races
  /// one copies rather than changing what it iterates.
  @usableFromInline
  var slots: ContiguousArray<_SharedSlot> = []
  var validatedType = false
  var armed = false
  var onLastDelegateGone: (@Sendable () -> Void)?
  /// Where each requirement type's bits are in the slots' caches.
  var banks = _RequirementBanks()

  @usableFromInline
  init() {}
}

/// One registration in a ``ConcurrentDelegateList``. Immutable but for its removal flag,
/// so broadcasts may read it without the list's lock.
@usableFromInline
final class _SharedSlot: Sendable {
  @usableFromInline
  weak let object: (any AnyObject & Sendable)?
  @usableFromInline
  let identity: UInt
  @usableFromInline
  let witness: UInt
  let strong: (any AnyObject & Sendable)?
  /// Whether the delegate is a ``DelegateForwarder``, whose answers are never cached.
  @usableFromInline
  let isForwarder: Bool
  /// Whether the delegate, not a forwarder, answers `responds(to:)` for itself
  /// (``SelfAnsweringDelegate``).
  let answersForItself: Bool
  /// Set when the registration is removed, so that in-flight broadcasts skip it.
  @usableFromInline
  let isRemoved = Atomic<Bool>(false)
  /// Bit *k* is set once the delegate was asked for optional requirement *k*.
  @usableFromInline
  let probed = Atomic<UInt64>(0)
  /// Bit *k* is set once the delegate was seen to implement optional requirement *k*.
  @usableFromInline
  let implemented = Atomic<UInt64>(0)

  init(object: any AnyObject & Sendable, witness: UInt, retention: DelegateRetention) {
    self.object = object
    self.identity = UInt(bitPattern: ObjectIdentifier(object))
    self.witness = witness
    self.strong = retention == .strong ? object : nil
    self.isForwarder = object is any DelegateForwarder
    self.answersForItself = !isForwarder && object is any SelfAnsweringDelegate
  }

  /// What a broadcast does with this registration for the requirement whose bit is `mask`
  /// (the rule: ``_Visit``).
  @inlinable
  func visit(mask: UInt64, isOptional: Bool) -> _Visit {
    // `probed` first, acquiring: a set bit there makes the matching `implemented` bit,
    // written before it, visible, so a reader never takes an implementer for a default.
    let probed = probed.load(ordering: .acquiring)
    return _Visit(
      implemented: implemented.load(ordering: .relaxed),
      probed: probed,
      mask: mask,
      isOptional: isOptional
    )
  }

  /// Caches what a probe learned. Two threads may probe at once; both learn the same.
  @usableFromInline
  func record(ranDefault: Bool, mask: UInt64) {
    guard !isForwarder else { return }
    if !ranDefault { implemented.bitwiseOr(mask, ordering: .relaxed) }
    probed.bitwiseOr(mask, ordering: .releasing)
  }

  /// Whether the delegate deallocated while still registered: a broadcast that meets one
  /// compacts the list afterwards. A removed registration is not dead; it is already gone
  /// from the list.
  @usableFromInline
  var isDead: Bool {
    !isRemoved.load(ordering: .relaxed) && object == nil
  }

  /// Makes broadcasts in flight skip this registration.
  func markRemoved() {
    isRemoved.store(true, ordering: .releasing)
  }

  /// The delegate, if it is still registered and alive.
  @inlinable
  @inline(__always)
  func load<Delegate>(as _: Delegate.Type) -> Delegate? {
    guard !isRemoved.load(ordering: .acquiring), let object else { return nil }
    // Consumed: the weak load's strong reference becomes the delegate's, with no retain.
    return _DelegateReference<Delegate>.join(consume object, witness)
  }
}

extension _SharedSlot: _BroadcastRegistration {
  /// Never known: a forwarder in a concurrent list is watched on every call. An assurance
  /// holds only while nothing changes what stands behind the forwarder between the question
  /// and the call, and here another thread may.
  @usableFromInline
  func assurance<Requirement: DelegateRequirement>(
    of requirement: Requirement,
    forwarder object: AnyObject
  )
    -> _$Assurance
  {
    .unknown
  }
}
