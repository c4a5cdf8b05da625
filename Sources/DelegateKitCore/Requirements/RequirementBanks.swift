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
