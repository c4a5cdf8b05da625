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
