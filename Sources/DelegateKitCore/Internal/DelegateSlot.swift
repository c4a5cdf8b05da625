/// One registration in a ``DelegateList``: the object held weakly, its identity and the
/// protocol witness table needed to call it. 40 bytes.
///
/// A removed slot keeps its place until the list compacts (never during a broadcast), with
/// its object cleared so that loading it yields nothing.
///
/// A strong registration of an object that is not a forwarder forms no weak reference:
/// the list's retain keeps the object at its address, so it is loaded from there.
/// A weak reference gives its object a side table for good, after which every retain and
/// release of it, anywhere, takes the runtime's slow path; an object the list owns, such as
/// a handler a mediator registers strongly, keeps the fast one.
@usableFromInline
struct _DelegateSlot {
  /// The object, for a weak registration and for a forwarder's; `nil` for a strong
  /// registration of any other object, which ``object`` reads from its address instead.
  @usableFromInline
  weak var _weakObject: AnyObject?
  /// The registration in one word, read through the accessors below (``isVacant``,
  /// ``isStrong``, ``isForwarder``, ``answersForItself``, ``address``): 0 once the slot is
  /// vacated; otherwise an address in the bits above 2 (objects and witness tables are at
  /// least 8-byte aligned, so the three low bits are free), ``strongBit`` when the list
  /// holds a strong reference, ``forwarderBit`` when the object is a ``DelegateForwarder``,
  /// and ``selfAnsweringBit`` when it is a ``SelfAnsweringDelegate``.
  ///
  /// The address is the object's own for any delegate but a forwarder. For a forwarder it
  /// is the witness table of its `DelegateForwarder._$assurance(of:)` conformance: the list asks a
  /// forwarder on every call, and keeping the table here leaves `probed` and `implemented`
  /// at 0, so that the loop may test `implemented` first (see invariant 6 in
  /// `DelegateList+Visit.swift`). A forwarder's identity is read from its object, which only
  /// mutations need.
  @usableFromInline
  var _bits: UInt
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
    self._bits =
      assurance.map { $0 | Self.forwarderBit }
      ?? (Self.identity(of: object) | (object is any SelfAnsweringDelegate ? Self.selfAnsweringBit : 0))
    self.witness = witness
    if retention == .weak || assurance != nil { _weakObject = object }
    setRetention(retention, of: object)
  }

  /// The registered object, if it is alive; `nil` once the slot is vacated. Loops read it
  /// through the slot's pointer instead (see the extension below).
  var object: AnyObject? {
    _weakObject ?? Self.strongObject(bits: _bits)
  }

  /// Set in ``_bits`` while the list holds a strong reference to the object.
  @usableFromInline
  static var strongBit: UInt { 1 }
  /// Set in ``_bits`` when the object is a ``DelegateForwarder``.
  @usableFromInline
  static var forwarderBit: UInt { 2 }
  /// Set in ``_bits`` when the object, not a forwarder, is a ``SelfAnsweringDelegate``.
  @usableFromInline
  static var selfAnsweringBit: UInt { 4 }
  /// Every flag.
  @usableFromInline
  static var flagBits: UInt { strongBit | forwarderBit | selfAnsweringBit }

  /// The address kept for the registration: the object's identity, or a forwarder's
  /// assurance witness table.
  @inlinable
  var address: UInt { _bits & ~Self.flagBits }

  /// The object of a strong registration that formed no weak reference (strong, not a
  /// forwarder), from its address; the list's retain keeps it there.
  ///
  /// Out of line: the loops call it only where the weak load gave `nil`, and inlined it
  /// would lengthen the loop that every weak registration runs.
  @usableFromInline
  @inline(never)
  static func strongObject(bits: UInt) -> AnyObject? {
    guard bits & (strongBit | forwarderBit) == strongBit, let address = UnsafeRawPointer(bitPattern: bits & ~flagBits)
    else {
      return nil
    }
    return Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue()
  }

  /// The witness table of a forwarder's `DelegateForwarder._$assurance(of:)` conformance.
  @inlinable
  var assuranceWitness: UInt { address }

  static func identity(of object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
  }

  var isVacant: Bool { _bits == 0 }
  var isStrong: Bool { _bits & Self.strongBit != 0 }
  @usableFromInline
  var isForwarder: Bool { _bits & Self.forwarderBit != 0 }
  /// Whether the object answers `responds(to:)` for itself (``SelfAnsweringDelegate``).
  var answersForItself: Bool { _bits & Self.selfAnsweringBit != 0 }
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
      _bits |= Self.strongBit
    // Pinning a weak registration: its object has a side table already, and keeping the
    // weak reference leaves `object` one load.
    case (.weak, true):
      if !isForwarder { _weakObject = object }
      Unmanaged.passUnretained(object).release()
      _bits &= ~Self.strongBit
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
    _bits = 0
  }
}

extension UnsafeMutablePointer where Pointee == _DelegateSlot {
  /// The slot's object, read field by field in place. A computed property of the slot
  /// itself, read through `pointee`, copies the whole slot first, weak reference included:
  /// three more runtime calls per delegate in a loop.
  ///
  /// The weak reference first: for a weak registration, the loop's common case, this costs
  /// nothing more than the weak load, and the flag test runs only where it gave `nil`.
  @inlinable
  var object: AnyObject? {
    pointee._weakObject ?? _DelegateSlot.strongObject(bits: pointee._bits)
  }

  /// Whether the slot holds `object`, whose identity is `identity`, alive; read in place,
  /// as ``object`` is. The bits first: only the slot that matches loads its object.
  func holds(_ object: AnyObject, identity: UInt) -> Bool {
    let bits = pointee._bits
    // A dead delegate's address can be reused by a new object: compare live objects.
    guard bits & _DelegateSlot.forwarderBit != 0 || bits & ~_DelegateSlot.flagBits == identity else { return false }
    return self.object === object
  }
}
