// The rule that turns a measured ratio into a verdict on its target (README.md, "Verdicts").

/// Whether a target is met.
public enum Verdict: String, Sendable {
  /// Within the target.
  case met = "met"
  /// Outside it.
  case missed = "MISSED"
}

/// What a ratio's verdict rests on.
public enum Evidence: String, Sendable {
  /// The quartiles of the time ratio lie on one side of the limit.
  case time
  /// The quartiles straddle the limit; the instruction ratio decides.
  case instructions
  /// The quartiles straddle the limit and there is no instruction count: the median
  /// decides, and may not in the next run.
  case timeMedian = "time median, not stable"
}

/// The verdict on `ratio <= limit`, and what it rests on.
///
/// - Parameters:
///   - ratio: The time ratio's median and quartiles over the interleaved rounds.
///   - instructions: The instruction ratio, if it was counted.
///   - limit: The target.
public func decide(time ratio: Spread, instructions: Double?, limit: Double) -> (Verdict, Evidence) {
  if ratio.upper <= limit { return (.met, .time) }
  if ratio.lower > limit { return (.missed, .time) }
  if let instructions { return (instructions <= limit ? .met : .missed, .instructions) }
  return (ratio.median <= limit ? .met : .missed, .timeMedian)
}
