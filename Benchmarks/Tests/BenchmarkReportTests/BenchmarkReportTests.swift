import BenchmarkCatalog
import Foundation
import Testing

@testable import DelegateKitReport

@Suite struct CatalogTests {
  @Test func benchmarkNamesAreUniqueAndUsableAsFileNames() {
    let names = BenchmarkRow.points.map(\.benchmarkName)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(!name.contains("/") && !name.contains(" "), "\(name)")
    }
  }

  @Test(arguments: BenchmarkRow.ratioChecks)
  func everyPairingIsOfTimedRowsAtTheirCounts(_ check: RatioCheck) {
    for point in [check.pairing.candidate, check.pairing.baseline] {
      #expect(point.row.spec.section != .memory, "\(point) is a memory row")
      #expect(point.row.spec.counts.contains(point.count), "\(point) is not measured at that count")
    }
  }

  @Test(arguments: BenchmarkRow.allCases)
  func targetsSitOnRowsThatCanHaveThem(_ row: BenchmarkRow) {
    let spec = row.spec
    if spec.section == .memory {
      #expect(spec.comparisons.isEmpty && !spec.allocationFree && spec.constantInCount == nil)
    } else {
      #expect(spec.bytesPerDelegate == nil)
    }
    if spec.group != nil {
      #expect(!spec.comparisons.isEmpty, "a row in a summary line needs a baseline")
    }
    if spec.section == .tableMemory {
      #expect(spec.comparisons.isEmpty && spec.constantInCount == nil && spec.bytesPerDelegate == nil)
    } else {
      #expect(spec.tableBytes == nil && spec.bytesPerRow == nil)
    }
    if spec.rounds != nil || !spec.countsInstructions {
      #expect(spec.section == .scale, "only the table's slow rows leave the suite's timing method")
    }
  }

  /// A comparison's `candidateCount` pairs only that count of the row.
  @Test func theMillionRowApplyIsTimedAgainstItselfOnly() {
    let checks = BenchmarkRow.ratioChecks
    func check(_ row: BenchmarkRow, _ high: Int, versus baseline: BenchmarkRow, _ low: Int) -> RatioCheck? {
      checks.first { $0.pairing == Pairing(Point(row, high), Point(baseline, low)) }
    }
    let million = 1_000_000
    // The million-row apply is timed (against itself at 100,000), with no target, and never
    // against the standard library's diff at another size.
    #expect(check(.tableSnapshotApply, million, versus: .tableSnapshotApply, 100_000)?.limit == nil)
    #expect(check(.tableSnapshotApply, million, versus: .tableSnapshotApply, 100_000) != nil)
    #expect(check(.tableSnapshotApply, million, versus: .tableSnapshotArrayDifference, 100_000) == nil)
  }

  @Test func slowPairingsTakeTheirOwnRoundsAndTheHarnessTakesOnlyTargetedTableRows() {
    let slow = Pairing(Point(.tableSnapshotApply, 100_000), Point(.tableSnapshotArrayDifference, 100_000))
    #expect(slow.slowRounds == 5)
    #expect(
      Pairing(Point(.tableReloadFixedHeights, 1_000_000), Point(.tableReloadFixedHeights, 1_000)).slowRounds == nil
    )
    let harness = BenchmarkRow.allocationSuitePoints
    #expect(harness.contains { $0.row == .broadcastDelegateList })
    // The one table row with an allocation target is measured there, at each of its counts.
    #expect(harness.filter { $0.row == .tableScrollSteadyState }.count == BenchmarkRow.tableRowCounts.count)
    #expect(!harness.contains { $0.row == .tableScrollFixedHeights })
    // Its iterations hop to the main actor: what they allocate without a step is measured
    // beside it, at the same counts, and it has no static threshold.
    #expect(BenchmarkRow.tableScrollSteadyState.spec.allocationsBeyond == .tableIdleIteration)
    #expect(harness.filter { $0.row == .tableIdleIteration }.count == BenchmarkRow.tableRowCounts.count)
    #expect(!BenchmarkRow.tableScrollSteadyState.spec.hasAllocationThreshold)
  }
}

@Suite struct VerdictTests {
  @Test func quartilesOnOneSideOfTheLimitDecide() {
    let below = Spread(lower: 1.00, median: 1.03, upper: 1.06)
    let above = Spread(lower: 1.12, median: 1.15, upper: 1.18)
    #expect(decide(time: below, instructions: 1.5, limit: 1.10) == (.met, .time))
    #expect(decide(time: above, instructions: 0.9, limit: 1.10) == (.missed, .time))
  }

  @Test func instructionsDecideWhenTheQuartilesStraddleTheLimit() {
    let straddling = Spread(lower: 1.05, median: 1.09, upper: 1.14)
    #expect(decide(time: straddling, instructions: 1.12, limit: 1.10) == (.missed, .instructions))
    #expect(decide(time: straddling, instructions: 1.02, limit: 1.10) == (.met, .instructions))
    #expect(decide(time: straddling, instructions: nil, limit: 1.10) == (.met, .timeMedian))
  }
}

@Suite struct ReportTests {
  @Test func completeResultsMakeAReportEndingWithTheConcurrentThenOursLine() throws {
    let folder = try ResultsFolder()
    try folder.write(omitting: nil)
    let contents = try ReportContents(Inputs(directory: folder.url), thresholds: ThresholdsCheck(exitStatus: 0))
    #expect(contents.summary.map(\.0) == [.concurrent, .ours])
    #expect(contents.lines.allSatisfy { $0.verdict == .met })
  }

  /// The steady scroll's iterations allocate what its control's do, which ordo-one/benchmark
  /// counts as one in some iterations and two in others: only an allocation in the steps,
  /// a thousand more in every iteration, misses.
  @Test(arguments: [(2.0, Verdict.met), (1_002, .missed)])
  func anAllocationRowIsSetAgainstTheMostItsControlAllocated(steady: Double, verdict: Verdict) throws {
    func iterations(_ fewest: Double, _ most: Double) -> JMHMetric {
      JMHMetric(
        score: (fewest + most) / 2,
        scorePercentiles: ["0.0": fewest, "50.0": most, "90.0": most, "100.0": most]
      )
    }
    var mallocs: [Point: JMHMetric] = [:]
    for count in BenchmarkRow.tableRowCounts {
      mallocs[Point(.tableIdleIteration, count)] = iterations(1, 2)
      mallocs[Point(.tableScrollSteadyState, count)] = iterations(steady, steady)
    }
    let folder = try ResultsFolder()
    try folder.write(omitting: nil, mallocs: mallocs)
    let contents = try ReportContents(Inputs(directory: folder.url), thresholds: ThresholdsCheck(exitStatus: 0))
    let line = contents.lines.first { $0.text.hasPrefix("\(BenchmarkRow.tableScrollSteadyState.label) 0 allocations") }
    #expect(line?.verdict == verdict)
  }

  @Test(arguments: [
    BenchmarkRow.generatedRouterCall, .broadcastInPlaceWeak, .memoryDelegateList, .tableReloadFixedHeights,
    .tableSnapshotArrayDifference, .tableMemoryVariableHeights,
  ])
  func aMissingRowFailsTheReport(_ row: BenchmarkRow) throws {
    let folder = try ResultsFolder()
    try folder.write(omitting: row)
    let error = #expect(throws: MissingResults.self) {
      try ReportContents(Inputs(directory: folder.url), thresholds: ThresholdsCheck(exitStatus: 0))
    }
    // The row is named first in its own results, or as the baseline of a pairing.
    #expect(
      error?.problems.contains { $0.contains("'\(row.rawValue).") || $0.contains(" / \(row.rawValue).") } == true
    )
  }
}

/// A results folder as Scripts/benchmark.sh leaves it, with every point of the catalog
/// measured at ratio 1 (or at its limit, where that is below 1), no allocation, 16 bytes per
/// delegate and 1 KiB per table, except one row.
struct ResultsFolder {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-tests-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes the folder; `mallocs` replaces the allocations of the points it names.
  func write(omitting omitted: BenchmarkRow?, mallocs: [Point: JMHMetric] = [:]) throws {
    let points = BenchmarkRow.points.filter { $0.row != omitted }
    func metric(_ value: Double) -> JMHMetric {
      JMHMetric(score: value, scorePercentiles: ["0.0": value, "50.0": value, "90.0": value, "100.0": value])
    }
    let jmh = points.map { point in
      JMHElement(
        benchmark: "package.benchmark.\(benchmarkTarget).\(point.benchmarkName)",
        secondaryMetrics: [
          JMHMetricName.mallocs: mallocs[point] ?? metric(0), JMHMetricName.bytesKept: metric(16 * Double(point.count)),
          JMHMetricName.allocationsKept: metric(1), JMHMetricName.wallClock: metric(100),
        ]
      )
    }
    let one = Spread(lower: 1, median: 1, upper: 1)
    let timings = BenchmarkRow.ratioChecks
      .filter { $0.pairing.candidate.row != omitted && $0.pairing.baseline.row != omitted }
      .map { check in
        let ratio = min(check.limit ?? 1, 1)
        return PairingTiming(
          pairing: check.pairing,
          rounds: 1,
          candidateNanoseconds: one,
          baselineNanoseconds: one,
          ratio: Spread(lower: ratio, median: ratio, upper: ratio)
        )
      }
    let instructions = points.map { InstructionCount(point: $0, perCall: 10) }
    let memory =
      (points + points.map { Point($0.row, 64) })
      .filter { $0.row.spec.section == .memory }
      .map {
        MemoryMeasurement(
          row: $0.row,
          count: $0.count,
          bytes: 16 * $0.count,
          bytesPerDelegate: 16,
          buildMilliseconds: 1
        )
      }
      + points.filter { $0.row.spec.section == .tableMemory }.map {
        MemoryMeasurement(
          row: $0.row,
          count: $0.count,
          bytes: 1_024,
          bytesPerDelegate: 1_024 / Double($0.count),
          buildMilliseconds: 1
        )
      }

    let encoder = JSONEncoder()
    try encoder.encode(jmh).write(to: url.appendingPathComponent("delegatekit-report.jmh.json"))
    try encoder.encode(
      RatioResults(
        batchMicroseconds: 50,
        passes: 1,
        timings: timings,
        instructions: instructions,
        instructionsUnavailable: nil
      )
    ).write(to: url.appendingPathComponent("ratios.json"))
    try encoder.encode(memory).write(to: url.appendingPathComponent("memory.json"))
  }
}
