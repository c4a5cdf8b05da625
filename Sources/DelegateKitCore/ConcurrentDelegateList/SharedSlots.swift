public import Synchronization

/// One registration in a ``ConcurrentDelegateList``, stored inline in the list's buffer
/// (``_SharedSlots``): 48 bytes.
///
/// Broadcasts read it without the list's lock, so nothing in it changes after it is made
/// but what probes learn, which it keeps in atomics. Removal does not touch it: a removed
/// registration leaves the list's current buffer, and a broadcast still iterating an older
/// buffer learns of it from the list's removal count (``_SharedSnapshot``).
///
/// A strong registration keeps one unbalanced retain on its object, taken when the slot is
/// made and released when it is destroyed, so each buffer holding a copy keeps the object
/// alive on its own.
@usableFromInline
struct _SharedSlot: ~Copyable {
  @usableFromInline
  weak let object: (any AnyObject & Sendable)?
  /// The object's identity in the bits above 2, with ``_DelegateSlot/strongBit``,
  /// ``_DelegateSlot/forwarderBit`` and ``_DelegateSlot/selfAnsweringBit`` below.
  @usableFromInline
  let bits: UInt
  @usableFromInline
  let witness: UInt
  /// The registration's number, given in registration order and kept when a registration's
  /// retention changes, so that serials increase along every buffer of the list.
  @usableFromInline
  let serial: UInt64
  /// Bit *k* is set once the delegate was asked for optional requirement *k*.
  @usableFromInline
  let probed: Atomic<UInt64>
  /// Bit *k* is set once the delegate was seen to implement optional requirement *k*.
  @usableFromInline
  let implemented: Atomic<UInt64>

  init(
    object: any AnyObject & Sendable,
    witness: UInt,
    retention: DelegateRetention,
    serial: UInt64,
    probed: UInt64 = 0,
    implemented: UInt64 = 0
  ) {
    var bits = _DelegateSlot.identity(of: object)
    if object is any DelegateForwarder {
      bits |= _DelegateSlot.forwarderBit
    } else if object is any SelfAnsweringDelegate {
      bits |= _DelegateSlot.selfAnsweringBit
    }
    if retention == .strong {
      _ = Unmanaged.passUnretained(object).retain()
      bits |= _DelegateSlot.strongBit
    }
    self.object = object
    self.bits = bits
    self.witness = witness
    self.serial = serial
    self.probed = Atomic(probed)
    self.implemented = Atomic(implemented)
  }

  /// A copy of `other` for another buffer, with `retention` if given; `nil` when its
  /// delegate has deallocated.
  init?(copying other: borrowing _SharedSlot, retention: DelegateRetention? = nil) {
    guard let object = other.object else { return nil }
    self.init(
      object: object,
      witness: other.witness,
      retention: retention ?? (other.isStrong ? .strong : .weak),
      serial: other.serial,
      probed: other.probed.load(ordering: .relaxed),
      implemented: other.implemented.load(ordering: .relaxed)
    )
  }

  deinit {
    if isStrong, let address = UnsafeRawPointer(bitPattern: identity) {
      Unmanaged<AnyObject>.fromOpaque(address).release()
    }
  }

  /// The object's identity: its address, which the list's retain or weak reference pins
  /// while the object lives.
  @usableFromInline
  var identity: UInt { bits & ~_DelegateSlot.flagBits }
  var isStrong: Bool { bits & _DelegateSlot.strongBit != 0 }
  /// Whether the delegate is a ``DelegateForwarder``, whose answers are never cached.
  @usableFromInline
  var isForwarder: Bool { bits & _DelegateSlot.forwarderBit != 0 }
  /// Whether the delegate, not a forwarder, answers `responds(to:)` for itself
  /// (``SelfAnsweringDelegate``).
  var answersForItself: Bool { bits & _DelegateSlot.selfAnsweringBit != 0 }

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

  /// The delegate, if it is alive.
  @inlinable
  @inline(__always)
  func load<Delegate>(as _: Delegate.Type) -> Delegate? {
    guard let object else { return nil }
    // Consumed: the weak load's strong reference becomes the delegate's, with no retain.
    return _DelegateReference<Delegate>.join(consume object, witness)
  }
}

/// A ``ConcurrentDelegateList``'s registrations, inline, in registration order.
///
/// The buffer is written in place only under the list's lock and only while the list's
/// state holds the sole reference to it. A broadcast holds a reference for as long as it
/// reads, so a mutation that races one copies the registrations into a new buffer instead,
/// and the broadcast's buffer never changes under it but for the slots' atomics.
@usableFromInline
final class _SharedSlots {
  /// The first registration.
  @usableFromInline
  let slots: UnsafeMutablePointer<_SharedSlot>
  /// The room allocated.
  let capacity: Int
  /// The registrations initialized, from `slots` on. The runtime exclusivity check is
  /// redundant here (see the conformance below), and it would cost a broadcast a quarter
  /// of its time.
  @usableFromInline @exclusivity(unchecked)
  var count = 0

  /// An empty buffer with room for `capacity` registrations.
  init(capacity: Int) {
    self.capacity = capacity
    slots = .allocate(capacity: capacity)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  /// The room to allocate for `needed` registrations: a quarter more, so that a run of
  /// additions copies each registration a bounded number of times while a full buffer
  /// keeps at most a fifth of its room empty.
  static func capacity(for needed: Int) -> Int {
    max(4, needed + needed / 4)
  }

  /// The registrations, for reads that hold a reference to the buffer.
  var buffer: UnsafeMutableBufferPointer<_SharedSlot> {
    UnsafeMutableBufferPointer(start: slots, count: count)
  }
}

// @unchecked is sound: the buffer is a lock box's storage. Its count and slots are written
// only under the owning list's lock while the list's state holds the one reference to it
// (`isKnownUniquelyReferenced`); a thread that reads it without the lock holds a reference
// first, taken under the lock, so no write happens while it reads. What broadcasts change
// in a shared buffer (the slots' learned bits) is atomic.
extension _SharedSlots: @unchecked Sendable {}
