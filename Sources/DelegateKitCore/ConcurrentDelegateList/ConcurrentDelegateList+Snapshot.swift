public import Synchronization

/// The registrations a broadcast walks, as the list held them when it started.
///
/// Holding the buffer keeps it alive and unchanged, since the list changes only a buffer
/// it alone holds. A removal does not touch this buffer; the list counts it instead. While
/// the count equals ``removals``, no registration here has been removed. Once it differs,
/// each registration still to be called is looked up among the list's current ones, under
/// the lock: a broadcast pays for that only when a removal raced it.
@usableFromInline
struct _SharedSnapshot {
  /// The buffer, held for as long as the broadcast reads it.
  @usableFromInline
  let buffer: _SharedSlots?
  @usableFromInline
  let first: UnsafeMutablePointer<_SharedSlot>?
  @usableFromInline
  let count: Int
  /// The list's removal count when the snapshot was taken.
  @usableFromInline
  let removals: UInt64

  /// Takes the snapshot; called under the list's lock.
  @inlinable
  init(_ buffer: _SharedSlots?, removals: UInt64) {
    self.buffer = buffer
    first = buffer?.slots
    count = buffer?.count ?? 0
    self.removals = removals
  }

  /// The registration at `index`.
  @inlinable
  @inline(__always)
  func slot(_ index: Int) -> UnsafeMutablePointer<_SharedSlot> {
    first.unsafelyUnwrapped + index
  }

  /// Whether the registration at `index` belongs to a delegate that has deallocated.
  @inlinable
  func isDead(at index: Int) -> Bool {
    slot(index).pointee.object == nil
  }
}

/// A registration in a snapshot, as the broadcast step sees it.
@usableFromInline
struct _SharedSlotReference: _BroadcastRegistration {
  @usableFromInline
  let slot: UnsafeMutablePointer<_SharedSlot>

  @inlinable
  init(_ slot: UnsafeMutablePointer<_SharedSlot>) {
    self.slot = slot
  }

  @usableFromInline
  var isForwarder: Bool { slot.pointee.isForwarder }

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

  @usableFromInline
  func record(ranDefault: Bool, mask: UInt64) {
    slot.pointee.record(ranDefault: ranDefault, mask: mask)
  }
}

extension ConcurrentDelegateList {
  /// Runs `body` over the registrations as they are now.
  @inlinable
  @inline(__always)
  func _withSnapshot<Result, Failure: Error>(
    _ body: (_SharedSnapshot) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let snapshot = _snapshot()
    // The slots are read through pointers: the buffer must outlive the last of them.
    defer { extendLifetime(snapshot) }
    return try body(snapshot)
  }

  /// The registrations as they are now; holding it keeps them from being changed in place.
  @inlinable
  @inline(__always)
  func _snapshot() -> _SharedSnapshot {
    _state.withLock { state in _SharedSnapshot(state.slots, removals: _removals.load(ordering: .relaxed)) }
  }

  /// The delegate at `index` of `snapshot`, if it is still registered and alive.
  @inlinable
  @inline(__always)
  func _delegate(at index: Int, of snapshot: _SharedSnapshot) -> Delegate? {
    let slot = snapshot.slot(index)
    if _removals.load(ordering: .relaxed) != snapshot.removals, !_isListed(slot.pointee.serial) {
      return nil
    }
    return slot.pointee.load(as: Delegate.self)
  }

  /// Whether the registration numbered `serial` is still listed.
  @usableFromInline
  @inline(never)
  func _isListed(_ serial: UInt64) -> Bool {
    _state.withLock { state in state.withSlots { _ConcurrentState.lists(serial, in: $0) } }
  }
}
