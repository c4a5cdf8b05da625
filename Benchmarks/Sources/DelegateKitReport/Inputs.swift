// The measurements the report reads, decoded with Codable and looked up by `Point`: the
// ordo-one/benchmark JMH export (allocations, memory), DelegateKitRatios' ratios and
// instruction counts, and DelegateKitMemory's heap figures. A point the catalog names that
// a file lacks is an error, collected so that one run lists every missing row.

import BenchmarkCatalog
import Foundation

/// One benchmark of ordo-one/benchmark's JMH export (the fields the report reads).
///
/// The 1.38.1 export builds every element's `secondaryMetrics` from one dictionary that it
/// never clears, so an element also carries the metrics of the elements before it that it
/// did not measure itself. The report reads each metric only on benchmarks that measure it
/// (`mallocCountTotal` on all, the memory metrics on memory rows).
struct JMHElement: Codable {
  /// `package.benchmark.<target>.<name>`.
  var benchmark: String
  var secondaryMetrics: [String: JMHMetric]?
}

/// A metric of the JMH export. Countable metrics are per iteration; times in microseconds.
struct JMHMetric: Codable {
  /// The mean.
  var score: Double
  /// Percentiles by their value as text ("50.0").
  var scorePercentiles: [String: Double]

  var median: Double? { scorePercentiles["50.0"] }

  /// The iteration with the fewest or the most, by its percentile.
  enum Extreme: String, CustomStringConvertible {
    case fewest = "0.0"
    case most = "100.0"

    var description: String { self == .fewest ? "fewest" : "most" }
  }
}

/// The ordo-one/benchmark metric names the report reads (`BenchmarkMetric.description`).
enum JMHMetricName {
  static let mallocs = "Malloc (total)"
  static let bytesKept = "Malloc / free Δ (bytes)"
  static let allocationsKept = "Malloc / free Δ"
  static let wallClock = "Time (wall clock)"
}

/// The name of the ordo-one/benchmark executable target, in every JMH benchmark name.
let benchmarkTarget = "DelegateKitBenchmarks"

/// Why the report cannot be made: what is missing or unreadable.
struct MissingResults: Error, CustomStringConvertible {
  var problems: [String]

  var description: String {
    var seen = Set<String>()
    let distinct = problems.filter { seen.insert($0).inserted }
    return
      (["the results are incomplete; run Scripts/benchmark.sh again (no filter):"]
      + distinct.map { "  - " + $0 }).joined(separator: "\n")
  }
}

/// Everything measured, by point.
final class Inputs {
  /// JMH elements by benchmark name (`Point.benchmarkName`).
  var jmh: [String: JMHElement]
  var ratios: RatioResults
  var memory: [Point: MemoryMeasurement]
  var timings: [Pairing: PairingTiming]
  var instructions: [Point: InstructionCount]

  /// Problems found while looking things up; the report fails if there are any.
  private(set) var problems: [String] = []

  init(directory: URL) throws {
    let decoder = JSONDecoder()
    let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
    let jmhFiles = files.filter { $0.lastPathComponent.hasSuffix(".jmh.json") }
    guard jmhFiles.count == 1, let jmhFile = jmhFiles.first else {
      throw MissingResults(problems: [
        "expected one ordo-one/benchmark JMH export (*.jmh.json) in \(directory.path), found \(jmhFiles.count)"
      ])
    }
    let prefix = "package.benchmark.\(benchmarkTarget)."
    let elements = try decoder.decode([JMHElement].self, from: Data(contentsOf: jmhFile))
    jmh = Dictionary(
      elements.map { (String($0.benchmark.dropFirst(prefix.count)), $0) },
      uniquingKeysWith: { _, last in last }
    )

    ratios = try decoder.decode(
      RatioResults.self,
      from: Data(contentsOf: directory.appendingPathComponent("ratios.json"))
    )
    timings = Dictionary(ratios.timings.map { ($0.pairing, $0) }, uniquingKeysWith: { _, last in last })
    instructions = Dictionary(ratios.instructions.map { ($0.point, $0) }, uniquingKeysWith: { _, last in last })

    let heap = try decoder.decode(
      [MemoryMeasurement].self,
      from: Data(contentsOf: directory.appendingPathComponent("memory.json"))
    )
    memory = Dictionary(heap.map { (Point($0.row, $0.count), $0) }, uniquingKeysWith: { _, last in last })
  }

  /// Records a missing result.
  func missing(_ what: String) {
    problems.append(what)
  }

  /// A metric of a point from the JMH export; records its absence.
  func metric(_ name: String, of point: Point) -> JMHMetric? {
    guard let element = jmh[point.benchmarkName] else {
      missing("no ordo-one/benchmark result for '\(point.benchmarkName)' (JMH export)")
      return nil
    }
    let metric = element.secondaryMetrics?[name]
    if metric == nil {
      missing("no '\(name)' for '\(point.benchmarkName)' in the JMH export")
    }
    return metric
  }

  /// Mean `malloc` calls per operation (1000 operations per iteration).
  func mallocsPerOperation(_ point: Point) -> Double? {
    metric(JMHMetricName.mallocs, of: point).map { $0.score / 1_000 }
  }

  /// `malloc` calls per operation in the iteration with the fewest (`.fewest`) or the most
  /// (`.most`); records their absence.
  func mallocsPerOperation(_ point: Point, in iteration: JMHMetric.Extreme) -> Double? {
    guard let metric = metric(JMHMetricName.mallocs, of: point) else { return nil }
    guard let value = metric.scorePercentiles[iteration.rawValue] else {
      missing("no \(iteration) '\(JMHMetricName.mallocs)' for '\(point.benchmarkName)' in the JMH export")
      return nil
    }
    return value / 1_000
  }

  /// The interleaved timing of a pairing; records its absence.
  func timing(_ pairing: Pairing) -> PairingTiming? {
    let timing = timings[pairing]
    if timing == nil {
      missing("no interleaved timing of '\(pairing)' (ratios.json)")
    }
    return timing
  }

  /// Instructions per operation of a point; records its absence unless instruction
  /// counting was unavailable for the whole run.
  func instructionsPerCall(_ point: Point) -> Double? {
    if let count = instructions[point] { return count.perCall }
    if ratios.instructionsUnavailable == nil {
      missing("no instruction count for '\(point.benchmarkName)' (ratios.json)")
    }
    return nil
  }

  /// The median time per operation of a point over every pairing it was timed in.
  func nanoseconds(_ point: Point) -> Double? {
    let medians =
      ratios.timings.filter { $0.pairing.candidate == point }.map(\.candidateNanoseconds.median)
      + ratios.timings.filter { $0.pairing.baseline == point }.map(\.baselineNanoseconds.median)
    return medians.isEmpty ? nil : Spread(of: medians).median
  }

  /// A heap measurement from DelegateKitMemory; records its absence.
  func heapMeasurement(_ point: Point) -> MemoryMeasurement? {
    let measurement = memory[point]
    if measurement == nil {
      missing("no heap measurement of '\(point.benchmarkName)' (memory.json)")
    }
    return measurement
  }

  /// Heap growth per delegate from DelegateKitMemory; records its absence.
  func heapBytesPerDelegate(_ point: Point) -> Double? {
    heapMeasurement(point)?.bytesPerDelegate
  }
}
