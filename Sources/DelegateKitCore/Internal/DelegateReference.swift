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
