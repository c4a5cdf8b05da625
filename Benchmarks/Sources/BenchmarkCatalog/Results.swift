// The files the measuring executables write and the report reads, and the formatting of
// their figures. Benchmarks are named by `BenchmarkRow`, so a file from an older suite fails
// to decode instead of losing a row.

import Foundation

/// The median and quartiles of a sample.
public struct Spread: Codable, Sendable, Equatable {
  /// The 25th percentile.
  public var lower: Double
  /// The median.
  public var median: Double
  /// The 75th percentile.
  public var upper: Double

  /// Creates a spread from its three figures.
  public init(lower: Double, median: Double, upper: Double) {
    self.lower = lower
    self.median = median
    self.upper = upper
  }

  /// The spread of `values` (nearest rank; at least one value).
  public init(of values: [Double]) {
    precondition(!values.isEmpty, "A spread needs at least one value.")
    let sorted = values.sorted()
    func rank(_ fraction: Double) -> Double {
      sorted[min(sorted.count - 1, Int((fraction * Double(sorted.count - 1)).rounded()))]
    }
    self.init(lower: rank(0.25), median: rank(0.5), upper: rank(0.75))
  }
}

/// A pairing timed in interleaved rounds (README.md, "How time ratios are measured").
public struct PairingTiming: Codable, Sendable {
  /// What was timed.
  public var pairing: Pairing
  /// Measured rounds, over all passes.
  public var rounds: Int
  /// The candidate's time per operation over the rounds, in nanoseconds.
  public var candidateNanoseconds: Spread
  /// The baseline's time per operation over the rounds, in nanoseconds.
  public var baselineNanoseconds: Spread
  /// Candidate time / baseline time, one ratio per round.
  public var ratio: Spread

  /// Creates a timing; see the properties.
  public init(
    pairing: Pairing,
    rounds: Int,
    candidateNanoseconds: Spread,
    baselineNanoseconds: Spread,
    ratio: Spread
  ) {
    self.pairing = pairing
    self.rounds = rounds
    self.candidateNanoseconds = candidateNanoseconds
    self.baselineNanoseconds = baselineNanoseconds
    self.ratio = ratio
  }
}

/// Instructions per operation of one point, counted by `valgrind --tool=callgrind`: the
/// difference between two processes that differ only in the number of operations, so the
/// process start and the fixture's setup cancel.
public struct InstructionCount: Codable, Sendable {
  /// What was counted.
  public var point: Point
  /// Instructions per operation.
  public var perCall: Double

  /// Creates a count; see the properties.
  public init(point: Point, perCall: Double) {
    self.point = point
    self.perCall = perCall
  }
}

/// What `DelegateKitRatios measure` writes.
public struct RatioResults: Codable, Sendable {
  /// Target duration of one batch, in microseconds.
  public var batchMicroseconds: Double
  /// Passes through all the pairings, each on new fixtures.
  public var passes: Int
  /// Every timed pairing.
  public var timings: [PairingTiming]
  /// The instruction counts of the targeted points; empty when they could not be counted.
  public var instructions: [InstructionCount]
  /// Why there are no instruction counts, if there are none.
  public var instructionsUnavailable: String?

  /// Creates results; see the properties.
  public init(
    batchMicroseconds: Double,
    passes: Int,
    timings: [PairingTiming],
    instructions: [InstructionCount],
    instructionsUnavailable: String?
  ) {
    self.batchMicroseconds = batchMicroseconds
    self.passes = passes
    self.timings = timings
    self.instructions = instructions
    self.instructionsUnavailable = instructionsUnavailable
  }
}

/// One container (or, for a table memory row, one table) built by `DelegateKitMemory`, from
/// the C allocator's statistics.
public struct MemoryMeasurement: Codable, Sendable {
  /// The memory row.
  public var row: BenchmarkRow
  /// Delegates registered, or the table's rows.
  public var count: Int
  /// Growth of the heap in use, the median over the runs, in bytes.
  public var bytes: Int
  /// `bytes / count`: per delegate, or per row for a table.
  public var bytesPerDelegate: Double
  /// The fastest build, in milliseconds.
  public var buildMilliseconds: Double

  /// Creates a measurement; see the properties.
  public init(row: BenchmarkRow, count: Int, bytes: Int, bytesPerDelegate: Double, buildMilliseconds: Double) {
    self.row = row
    self.count = count
    self.bytes = bytes
    self.bytesPerDelegate = bytesPerDelegate
    self.buildMilliseconds = buildMilliseconds
  }
}

/// `value` with `digits` decimals, as the executables print figures: `fixed(1.234) == "1.23"`.
public func fixed(_ value: Double, _ digits: Int = 2) -> String {
  String(format: "%.\(digits)f", value)
}

/// `duration` in nanoseconds.
public func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}
