/// One registration in a ``DelegateList``: the object held weakly, its identity and the
/// protocol witness table needed to call it. 40 bytes.
///
/// A removed slot keeps its place until the list compacts (never during a broadcast), with
/// its object cleared so that loading it yields nothing.
///
/// A strong registration of an object that is not a forwarder forms no weak reference:
/// the list's retain keeps the object at the address in `tag`, so it is loaded from there.
/// A weak reference gives its object a side table for good, after which every retain and
/// release of it, anywhere, takes the runtime's slow path; an object the list owns, such as
/// a handler a mediator registers strongly, keeps the fast one.
@usableFromInline
struct _DelegateSlot {
  /// The object, for a weak registration and for a forwarder's; `nil` for a strong
  /// registration of any other object, which ``object`` reads from `tag` instead.
  @usableFromInline
  weak var _weakObject: AnyObject?
  /// The identity of `object` while it is registered, with bit 0 set when the list holds
  /// a strong reference to it and bit 1 when it is a ``DelegateForwarder`` (objects and
  /// witness tables are at least 8-byte aligned, so both bits are free); 0 once the slot
  /// is vacated.
  ///
  /// For a forwarder, the witness table of its `_$ForwarderAssurance` conformance instead
  /// of its identity: the list asks a forwarder on every call, and keeping the table here
  /// leaves `probed` and `implemented` at 0, so that the loop may test `implemented` first
  /// (see invariant 6 in `DelegateList+Visit.swift`). A forwarder's identity is read from
  /// its object, which only mutations need.
  @usableFromInline
  var tag: UInt
  @usableFromInline
  var witness: UInt
  /// Bit *k* is set once the delegate was asked for optional requirement *k*; never for a
  /// forwarder, whose answer may change from one call to the next.
  @usableFromInline
  var probed: UInt64 = 0
  /// Bit *k* is set once the delegate was seen to implement optional requirement *k*;
  /// never for a forwarder.
  @usableFromInline
  var implemented: UInt64 = 0

  init(object: AnyObject, witness: UInt, retention: DelegateRetention) {
    let assurance = _ForwarderAssurance.witness(of: object)
    self.tag = assurance.map { $0 | 2 } ?? Self.identity(of: object)
    self.witness = witness
    if retention == .weak || assurance != nil { _weakObject = object }
    setRetention(retention, of: object)
  }

  /// The registered object, if it is alive; `nil` once the slot is vacated. Loops read it
  /// through the slot's pointer instead (see the extension below).
  var object: AnyObject? {
    _weakObject ?? Self.strongObject(tag: tag)
  }

  /// The object of a strong registration that formed no weak reference (`tag` bits
  /// `01`: strong, not a forwarder), from the address in `tag`; the list's retain keeps it
  /// there.
  ///
  /// Out of line: the loops call it only where the weak load gave `nil`, and inlined it
  /// would lengthen the loop that every weak registration runs.
  @usableFromInline
  @inline(never)
  static func strongObject(tag: UInt) -> AnyObject? {
    guard tag & 3 == 1, let address = UnsafeRawPointer(bitPattern: tag & ~3) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue()
  }

  /// The witness table of a forwarder's `_$ForwarderAssurance` conformance.
  @inlinable
  var assuranceWitness: UInt { tag & ~3 }

  static func identity(of object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
  }

  var isVacant: Bool { tag == 0 }
  var isStrong: Bool { tag & 1 != 0 }
  @usableFromInline
  var isForwarder: Bool { tag & 2 != 0 }
  /// Whether the slot holds `object`, whose identity is `identity`, alive.
  func holds(_ object: AnyObject, identity: UInt) -> Bool {
    // A dead delegate's address can be reused by a new object: compare live objects.
    (isForwarder || tag & ~3 == identity) && self.object === object
  }

  /// The identity of the live object in the slot, if any.
  var liveIdentity: UInt? {
    object.map { Self.identity(of: $0) }
  }

  /// Takes or drops the list's strong reference. A strong slot keeps one unbalanced
  /// retain on its object, released by ``vacate()``.
  mutating func setRetention(_ retention: DelegateRetention, of object: AnyObject) {
    switch (retention, isStrong) {
    case (.strong, false):
      _ = Unmanaged.passUnretained(object).retain()
      tag |= 1
    // Pinning a weak registration: its object has a side table already, and keeping the
    // weak reference leaves `object` one load.
    case (.weak, true):
      if !isForwarder { _weakObject = object }
      Unmanaged.passUnretained(object).release()
      tag &= ~1
    default:
      break
    }
  }

  /// Clears the slot, releasing the list's strong reference if it held one.
  mutating func vacate() {
    if isStrong, let object {
      Unmanaged.passUnretained(object).release()
    }
    _weakObject = nil
    tag = 0
  }
}

extension UnsafeMutablePointer where Pointee == _DelegateSlot {
  /// The slot's object, read field by field in place. A computed property of the slot
  /// itself, read through `pointee`, copies the whole slot first, weak reference included:
  /// three more runtime calls per delegate in a loop.
  ///
  /// The weak reference first: for a weak registration, the loop's common case, this costs
  /// nothing more than the weak load, and the `tag` test runs only where it gave `nil`.
  @inlinable
  var object: AnyObject? {
    pointee._weakObject ?? _DelegateSlot.strongObject(tag: pointee.tag)
  }
}
