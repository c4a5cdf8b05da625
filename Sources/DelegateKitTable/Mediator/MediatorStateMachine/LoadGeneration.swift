/// The number the state machine gives each load it starts, so a completion can be matched to
/// the load it belongs to.
///
/// A cancelled load's task may still return (cancellation is cooperative), and pages may finish
/// in any order. Matching a completion on its kind alone would let a page that was started
/// before a refresh land after it and append old rows to new data. Each start takes a new,
/// larger generation, and only the generation in flight is accepted: every other completion is
/// stale and dropped.
struct LoadGeneration: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The counter's value; the first load is 1, so 0 means "no load started yet".
  var rawValue: UInt64

  /// A generation with a given counter value; tests use it to name loads directly.
  ///
  /// - Parameter rawValue: The counter's value.
  init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// The generation before any load: never in flight, so no completion can match it.
  static var none: LoadGeneration { LoadGeneration(rawValue: 0) }

  /// The generation the next load takes.
  ///
  /// Wrapping is not checked: 2⁶⁴ loads do not happen in one table's lifetime.
  var next: LoadGeneration { LoadGeneration(rawValue: rawValue &+ 1) }

  /// Generations are ordered by when their loads started.
  static func < (lhs: LoadGeneration, rhs: LoadGeneration) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `#n`, short enough for precondition messages and test failures.
  var description: String { "#\(rawValue)" }
}

/// The one load the state machine has in flight: its kind and its generation.
///
/// Kept as a value so the driver and tests can ask "what is running?" with one comparison.
struct InFlightLoad: Sendable, Hashable {
  /// What is being loaded.
  var kind: LoadKind

  /// Which start this is; only a completion with this generation is accepted.
  var generation: LoadGeneration
}
