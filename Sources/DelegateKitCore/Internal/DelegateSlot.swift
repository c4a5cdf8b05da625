/// One registration in a ``DelegateList``: the object held weakly, its identity and the
/// protocol witness table needed to call it. 40 bytes.
///
/// A removed slot keeps its place until the list compacts (never during a broadcast), with
/// its object cleared so that loading it yields nothing.
@usableFromInline
struct _DelegateSlot {
  @usableFromInline
  weak var object: AnyObject?
  /// The identity of `object` while it is registered, with bit 0 set when the list holds
  /// a strong reference to it and bit 1 when it is a ``DelegateForwarder`` (objects are
  /// at least 8-byte aligned, so both bits are free); 0 once the slot is vacated.
  @usableFromInline
  var tag: UInt
  @usableFromInline
  var witness: UInt
  /// Bit *k* is set once the delegate was asked for optional requirement *k*; never for a
  /// forwarder, whose answer may change from one call to the next.
  @usableFromInline
  var probed: UInt64 = 0
  /// Bit *k* is set once the delegate was seen to implement optional requirement *k*.
  ///
  /// For a forwarder, whose `probed` stays 0, the witness table of its
  /// `_$ForwarderAssurance` conformance instead: the bits would never be used, and a
  /// field of its own would cost every slot 8 bytes. Calls test `implemented & probed`,
  /// never `implemented` alone, so the table's bits read as nothing known.
  @usableFromInline
  var implemented: UInt64 = 0

  init(object: AnyObject, witness: UInt, retention: DelegateRetention) {
    self.object = object
    let assurance = _ForwarderAssurance.witness(of: object)
    self.tag = Self.identity(of: object) | (assurance != nil ? 2 : 0)
    self.witness = witness
    self.implemented = UInt64(assurance ?? 0)
    setRetention(retention, of: object)
  }

  /// The witness table of a forwarder's `_$ForwarderAssurance` conformance.
  @inlinable
  var assuranceWitness: UInt { UInt(implemented) }

  static func identity(of object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
  }

  var isVacant: Bool { tag == 0 }
  var isStrong: Bool { tag & 1 != 0 }
  @usableFromInline
  var isForwarder: Bool { tag & 2 != 0 }
  var identity: UInt { tag & ~3 }

  /// Takes or drops the list's strong reference. A strong slot keeps one unbalanced
  /// retain on its object, released by ``vacate()``.
  mutating func setRetention(_ retention: DelegateRetention, of object: AnyObject) {
    switch (retention, isStrong) {
    case (.strong, false):
      _ = Unmanaged.passUnretained(object).retain()
      tag |= 1
    case (.weak, true):
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
    object = nil
    tag = 0
  }
}
