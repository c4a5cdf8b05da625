// A registration as the lists hold it, and what a broadcast does with it: the slot
// (`_DelegateSlot`), the bit a requirement has in the slot's words (`_RequirementBanks`),
// the rule that decides, from those bits, whether a call skips, calls or learns (`_Visit`),
// and the split of a delegate into its object and witness table that the slot stores
// (`_DelegateReference`). The banks, the rule and the split serve `ConcurrentDelegateList`
// too.

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

/// What a broadcast does with one registration, decided from what the registration knows of
/// the requirement called (`BroadcastStep.swift`, cases 1 to 3).
///
/// The rule is written here once. Every loop of every list (synchronous and `async`), a
/// list's `responds(to:)` and its answer to a forwarder's assurance question ask it, and
/// differ only in how they load a registration, which their storage decides.
@usableFromInline
@frozen
enum _Visit: Equatable {
  /// Known to run the generated default: skipped, without loading its reference.
  case skip
  /// Known to implement the requirement, or any registration of a required one: loaded and
  /// called.
  case call
  /// Not known: a first call, a forwarder, or an optional requirement past the cached bits.
  /// Called inside a probe (`_BroadcastStep`), which learns the answer.
  case watch

  /// The rule.
  ///
  /// - Parameters:
  ///   - implemented: The registration's bits of requirements seen implemented.
  ///   - probed: The registration's bits of requirements it was called for.
  ///   - mask: The requirement's bit: 0 for a required requirement, and for an optional one
  ///     past the cached bits, which is then never known.
  ///   - isOptional: Whether the requirement is `@Optional`.
  @inlinable
  @inline(__always)
  init(implemented: UInt64, probed: UInt64, mask: UInt64, isOptional: Bool) {
    if implemented & mask != 0 {
      self = .call
    } else if probed & mask != 0 {
      self = .skip
    } else {
      self = isOptional ? .watch : .call
    }
  }
}

/// Splits a class-bound delegate value into the object and its witness table, and back.
///
/// Swift cannot store `weak var d: (any P)?` when `any P` is a generic parameter: the
/// `weak` storage class needs a type the compiler knows to be a class. A delegate list is
/// generic over the existential, so it stores the object weakly as `AnyObject` and keeps the
/// protocol witness table beside it. Rebuilding `any P` from the two is a register move,
/// where a dynamic cast (`object as! any P`) would search the conformance tables on every
/// call; that difference is the whole gap between a cast loop and an in-place weak loop.
///
/// The layout relied on is the class existential container, which is ABI on Apple
/// platforms and the same on Linux: the object reference first, then one witness table
/// per protocol. A class type is the reference alone. ``validate(_:)`` refuses anything
/// else before a value is ever split.
@usableFromInline
enum _DelegateReference<Delegate> {
  /// Whether `Delegate` carries a witness table after the object reference.
  @inlinable
  static var hasWitness: Bool {
    @inline(__always) get { MemoryLayout<Delegate>.size == 2 * MemoryLayout<UInt>.size }
  }

  /// Checks that `Delegate` is a class or a single class-bound protocol existential.
  ///
  /// The check needs a value because Swift offers no public way to ask whether a generic
  /// type is class-bound; lists run it once, on their first insertion.
  @usableFromInline
  static func validate(_ delegate: Delegate) {
    let size = MemoryLayout<Delegate>.size
    precondition(
      (size == MemoryLayout<UInt>.size || size == 2 * MemoryLayout<UInt>.size)
        && Mirror(reflecting: delegate).displayStyle == .class,
      """
      A delegate list holds class instances: use a class type or an existential of one \
      class-bound protocol (protocol P: AnyObject), not '\(Delegate.self)'. For a \
      composition such as 'any P & Q', declare 'protocol PQ: P, Q {}' and use 'any PQ'.
      """
    )
  }

  /// The object and witness table of `delegate`.
  @inlinable
  @inline(__always)
  static func split(_ delegate: Delegate) -> (object: AnyObject, witness: UInt) {
    if hasWitness {
      let parts = unsafeBitCast(delegate, to: (AnyObject, UInt).self)
      return (parts.0, parts.1)
    }
    // A type of any other size cannot be split: stop with the rule it breaks, before the
    // cast would stop with a size mismatch. Folded away for the sizes a list accepts.
    if MemoryLayout<Delegate>.size != MemoryLayout<UInt>.size { validate(delegate) }
    return (unsafeBitCast(delegate, to: AnyObject.self), 0)
  }

  /// Rebuilds the delegate value from a live object and the witness table `split` gave.
  ///
  /// The object is consumed: the strong reference a weak load produced becomes the
  /// delegate's, with no retain. Borrowing it instead costs a retain and a release per
  /// call, which on a weakly referenced object take the runtime's slow path.
  @inlinable
  @inline(__always)
  static func join(_ object: consuming AnyObject, _ witness: UInt) -> Delegate {
    if hasWitness {
      return unsafeBitCast((consume object, witness), to: Delegate.self)
    }
    return unsafeBitCast(consume object, to: Delegate.self)
  }
}

/// Where each requirement type's `@Optional` requirements sit in a delegate list's
/// per-slot caches.
///
/// A slot caches, one bit per optional requirement, whether its delegate implements it. The
/// generated types of a protocol that refines others call the parents' requirements too, so
/// one list is called with several requirement types. Each type gets its own range of
/// bits, in the order the types are first called: the first type's range starts at 0 and is
/// recognised with one comparison, the next two with one more each (a three-level hierarchy,
/// such as a mediator's delegate refining a table's refining a scroll view's, stays on this
/// path), and the others are looked up. A requirement whose bit would
/// fall past the 64 a slot caches is probed on every call instead: it costs time, never a
/// wrong answer.
@usableFromInline
struct _RequirementBanks: Sendable {
  /// The first requirement type called, whose bits start at 0.
  @usableFromInline
  var first: ObjectIdentifier?
  /// The second and third, with the bit their range starts at.
  @usableFromInline
  var second: ObjectIdentifier?
  @usableFromInline
  var secondBase = 0
  @usableFromInline
  var third: ObjectIdentifier?
  @usableFromInline
  var thirdBase = 0
  /// The others, with the bit their range starts at.
  var others: [(type: ObjectIdentifier, base: Int)] = []
  /// The bit after the last range given.
  var end = 0

  @usableFromInline
  init() {}

  /// The bit of `requirement` in a slot's caches; 0 for a required requirement, and for
  /// an optional one that is not cached (see ``_Visit``).
  @inlinable
  @inline(__always)
  mutating func mask<Requirement: DelegateRequirement>(for requirement: Requirement) -> UInt64 {
    guard requirement.isOptional else { return 0 }
    let type = ObjectIdentifier(Requirement.self)
    let base =
      first == type ? 0 : second == type ? secondBase : third == type ? thirdBase : base(of: Requirement.self)
    return Self.bit(requirement.rawValue &+ base)
  }

  /// Bit `index`, or 0 past the cached 64.
  @inlinable
  @inline(__always)
  static func bit(_ index: Int) -> UInt64 {
    index < 64 ? 1 &<< UInt64(truncatingIfNeeded: index) : 0
  }

  /// The first bit of `type`'s range, giving it the next range on its first call.
  @usableFromInline
  @inline(never)
  mutating func base<Requirement: DelegateRequirement>(of type: Requirement.Type) -> Int {
    let identifier = ObjectIdentifier(type)
    guard let first else {
      self.first = identifier
      end = type._$optionalNames.count
      return 0
    }
    if first == identifier { return 0 }
    if second == identifier { return secondBase }
    if third == identifier { return thirdBase }
    if let bank = others.first(where: { $0.type == identifier }) { return bank.base }
    let base = end
    end += type._$optionalNames.count
    if second == nil {
      (second, secondBase) = (identifier, base)
    } else if third == nil {
      (third, thirdBase) = (identifier, base)
    } else {
      others.append((identifier, base))
    }
    return base
  }
}
