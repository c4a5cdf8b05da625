// Verdicts on the ratio targets of the catalog (the rule is `decide` in BenchmarkCatalog),
// and the two summary lines.

import BenchmarkCatalog
import Foundation

/// A ratio of the catalog with what was measured for it.
struct RatioFigure {
  var check: RatioCheck
  var timing: PairingTiming
  /// Candidate instructions per operation / baseline's.
  var instructionRatio: Double?

  /// The verdict at `limit` (the check's own unless given).
  func decision(limit: Double? = nil) -> (Verdict, Evidence)? {
    guard let limit = limit ?? check.limit else { return nil }
    return decide(time: timing.ratio, instructions: instructionRatio, limit: limit)
  }

  /// `1.03x [1.01-1.05]`, and the instruction ratio if there is one (a ratio below 0.1,
  /// with the speed-up it means).
  var figures: String {
    let time = "\(times(timing.ratio.median)) [\(quartiles(timing.ratio))]\(speedUp(timing.ratio.median))"
    let instructions =
      check.countsInstructions ? "instructions \(instructionRatio.map(times) ?? "n/a")" : "instructions not counted"
    return "time \(time), \(instructions)"
  }
}

/// One line of the targets list: a verdict (none: shown for information) and its text.
struct TargetLine {
  var verdict: Verdict?
  var text: String

  var rendered: String {
    (verdict.map { $0.rawValue } ?? "info").padding(toLength: 8, withPad: " ", startingAt: 0) + text
  }
}

extension BenchmarkRow {
  /// The row's title with its operation, for target lines.
  var label: String {
    switch spec.section {
    case .broadcast: "\(spec.title) broadcast"
    case .firstResponder: "\(spec.title) first responder"
    case .generated, .memory, .scale, .tableMemory: spec.title
    }
  }
}

extension BenchmarkRow.Group {
  /// The summary line's name.
  var summaryName: String {
    switch self {
    case .ours: "worst ours/in-place ratio"
    case .concurrent: "worst concurrent/in-place ratio"
    }
  }

  /// The target on the summary line, if any.
  var limit: Double? {
    switch self {
    case .ours: 1.10
    case .concurrent: nil
    }
  }
}

/// The largest median time ratio of a group's rows against their baselines.
func worst(_ group: BenchmarkRow.Group, in figures: [RatioFigure]) -> RatioFigure? {
  figures
    .filter { $0.check.kind == .versusBaseline && $0.check.group == group }
    .max { $0.timing.ratio.median < $1.timing.ratio.median }
}

/// The verdict on a summary line's target: every ratio of the group within it.
func summaryTarget(_ group: BenchmarkRow.Group, in figures: [RatioFigure]) -> TargetLine? {
  guard let limit = group.limit, let worstFigure = worst(group, in: figures) else { return nil }
  let members = figures.filter { $0.check.kind == .versusBaseline && $0.check.group == group }
  let missed = members.filter { $0.decision(limit: limit)?.0 == .missed }
  let byInstructions = members.filter { $0.decision(limit: limit)?.1 == .instructions }.count
  let unstable = members.filter { $0.decision(limit: limit)?.1 == .timeMedian }.count
  var text =
    "\(group.summaryName) <= \(fixed(limit)): \(fixed(worstFigure.timing.ratio.median))"
    + " (\(describe(worstFigure.check.pairing))); \(missed.count) of \(members.count) ratios above \(fixed(limit))"
  if byInstructions > 0 { text += ", \(byInstructions) decided by instructions" }
  if unstable > 0 { text += ", \(unstable) by the time median alone (not stable)" }
  return TargetLine(verdict: missed.isEmpty ? .met : .missed, text: text)
}

/// `multicast.didScroll(), N=8 / in-place loop, flags`: the candidate at its count, the
/// baseline by its title (and its count when it differs).
func describe(_ pairing: Pairing) -> String {
  let candidate = "\(pairing.candidate.row.label), N=\(pairing.candidate.count)"
  if pairing.candidate.row == pairing.baseline.row {
    return "\(candidate) / N=\(pairing.baseline.count)"
  }
  let baselineCount =
    pairing.baseline.count == pairing.candidate.count ? "" : " (N=\(pairing.baseline.count))"
  return "\(candidate) / \(pairing.baseline.row.spec.title)\(baselineCount)"
}

/// A ratio: two decimals, or four below 0.1 (a speed-up of ten or more), which two would
/// round to nothing.
func ratio(_ value: Double) -> String { value < 0.1 ? fixed(value, 4) : fixed(value) }

func times(_ value: Double) -> String { ratio(value) + "x" }

/// ` (12x faster)` after a ratio below 0.1; nothing after the others.
func speedUp(_ value: Double) -> String {
  value < 0.1 ? " (\(fixed(1 / value, 0))x faster)" : ""
}

/// A limit on a ratio; below 1, with the speed-up it asks for.
func limitText(_ limit: Double) -> String {
  limit < 1 ? "\(times(limit)) (>= \(fixed(1 / limit, 0))x faster)" : times(limit)
}
