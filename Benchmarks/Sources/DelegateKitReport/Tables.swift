// The report's tables, in Markdown.

import BenchmarkCatalog
import Foundation

struct Table {
  var header: [String]
  var rows: [[String]] = []

  var markdown: String {
    ([
      "| " + header.joined(separator: " | ") + " |",
      "|" + (["---"] + Array(repeating: "---:", count: header.count - 1)).joined(separator: "|") + "|",
    ]
      + rows.map { "| " + $0.joined(separator: " | ") + " |" })
      .joined(separator: "\n")
  }
}

func optional(_ value: Double?, _ digits: Int = 2, suffix: String = "") -> String {
  value.map { fixed($0, digits) + suffix } ?? "n/a"
}

func quartiles(_ spread: Spread) -> String {
  "\(ratio(spread.lower))-\(ratio(spread.upper))"
}

/// A time in the unit that suits it: `85.2 ns`, `12.3 µs`, `4.56 ms`, `7.71 s`.
func duration(nanoseconds: Double) -> String {
  switch nanoseconds {
  case ..<1_000: fixed(nanoseconds, 1) + " ns"
  case ..<1_000_000: fixed(nanoseconds / 1e3, 2) + " µs"
  case ..<1_000_000_000: fixed(nanoseconds / 1e6, 2) + " ms"
  default: fixed(nanoseconds / 1e9, 2) + " s"
  }
}

/// The figure of a row against a baseline at `count`, if the catalog compares them.
func figure(_ candidate: Point, versus baseline: BenchmarkRow, in figures: [RatioFigure]) -> RatioFigure? {
  figures.first {
    $0.check.kind == .versusBaseline && $0.check.pairing.candidate == candidate
      && $0.check.pairing.baseline.row == baseline
  }
}

/// The broadcast or first-responder table: every container against the in-place weak loop.
func containerTable(_ section: BenchmarkRow.Section, inputs: Inputs, figures: [RatioFigure]) -> Table {
  var table = Table(header: [
    "implementation", "N", "ns / op", "/ in-place", "quartiles", "instructions / op", "instructions / in-place",
    "mallocs / op",
  ])
  for row in BenchmarkRow.allCases where row.spec.section == section {
    for count in row.spec.counts {
      let point = Point(row, count)
      let versus = row.spec.comparisons.first.flatMap { figure(point, versus: $0.baseline, in: figures) }
      table.rows.append([
        row.spec.title, String(count),
        optional(inputs.nanoseconds(point), 1),
        versus.map { times($0.timing.ratio.median) } ?? "1.00x",
        versus.map { quartiles($0.timing.ratio) } ?? "-",
        optional(inputs.instructions[point]?.perCall, 1),
        versus.map { optional($0.instructionRatio, suffix: "x") }
          ?? (inputs.instructions[point] == nil ? "n/a" : "1.00x"),
        optional(inputs.mallocsPerOperation(point), 3),
      ])
    }
  }
  return table
}

/// The generated-code table: each generated call against each of its baselines.
func generatedTable(inputs: Inputs, figures: [RatioFigure]) -> Table {
  var table = Table(header: [
    "generated code", "N", "ns / call", "baseline", "baseline ns", "ratio", "quartiles", "instructions",
    "baseline instructions", "instructions ratio", "target", "mallocs / call",
  ])
  for row in BenchmarkRow.allCases where row.spec.section == .generated {
    for comparison in row.spec.comparisons {
      for count in row.spec.counts {
        let point = Point(row, count)
        guard let versus = figure(point, versus: comparison.baseline, in: figures) else { continue }
        let baseline = versus.check.pairing.baseline
        table.rows.append([
          row.spec.title, String(count),
          fixed(versus.timing.candidateNanoseconds.median, 1),
          comparison.baseline.spec.title,
          fixed(versus.timing.baselineNanoseconds.median, 1),
          times(versus.timing.ratio.median), quartiles(versus.timing.ratio),
          optional(inputs.instructions[point]?.perCall, 1),
          optional(inputs.instructions[baseline]?.perCall, 1),
          optional(versus.instructionRatio, suffix: "x"),
          comparison.limit.map { "<= " + times($0) } ?? "-",
          optional(inputs.mallocsPerOperation(point), 3),
        ])
      }
    }
  }
  return table
}

/// Bytes per registered delegate: requested (malloc interposer) and heap (C allocator).
func memoryTable(inputs: Inputs) -> Table {
  var table = Table(header: [
    "container", "requested B/delegate (10,000)", "heap B/delegate (10,000)", "heap B/delegate (64)",
    "allocations kept (10,000)", "ms to add 10,000",
  ])
  for row in BenchmarkRow.allCases where row.spec.section == .memory {
    let point = Point(row, BenchmarkRow.memoryCount)
    let requested = inputs.metric(JMHMetricName.bytesKept, of: point)?.median
    table.rows.append([
      row.spec.title,
      optional(requested.map { $0 / Double(point.count) }, 1),
      optional(inputs.heapBytesPerDelegate(point), 1),
      optional(inputs.heapBytesPerDelegate(Point(row, 64)), 1),
      optional(inputs.metric(JMHMetricName.allocationsKept, of: point)?.median, 0),
      optional(inputs.metric(JMHMetricName.wallClock, of: point)?.median.map { $0 / 1_000 }, 1),
    ])
  }
  return table
}

/// The scale table: each table operation at its large row count against the same at the
/// small one, and the snapshot diff against the standard library's.
func scaleTable(figures: [RatioFigure], inputs: Inputs) -> Table {
  var table = Table(header: [
    "operation", "N (rows)", "time / op", "compared with", "its time / op", "ratio", "quartiles",
    "instructions / op", "its instructions / op", "instructions ratio", "target",
  ])
  for figure in figures where figure.check.pairing.candidate.row.spec.section == .scale {
    let pairing = figure.check.pairing
    let baseline =
      pairing.baseline.row == pairing.candidate.row
      ? "itself at N=\(pairing.baseline.count)" : "\(pairing.baseline.row.spec.title), N=\(pairing.baseline.count)"
    let median = figure.timing.ratio.median
    let counted = figure.check.countsInstructions
    table.rows.append([
      pairing.candidate.row.spec.title, String(pairing.candidate.count),
      duration(nanoseconds: figure.timing.candidateNanoseconds.median),
      baseline,
      duration(nanoseconds: figure.timing.baselineNanoseconds.median),
      times(median) + speedUp(median),
      quartiles(figure.timing.ratio),
      counted ? optional(inputs.instructions[pairing.candidate]?.perCall, 1) : "not counted",
      counted ? optional(inputs.instructions[pairing.baseline]?.perCall, 1) : "not counted",
      counted ? optional(figure.instructionRatio, suffix: "x") : "-",
      figure.check.limit.map { "<= " + limitText($0) } ?? "-",
    ])
  }
  return table
}

/// What a table keeps after loading and laying out its rows, at each row count.
func tableMemoryTable(inputs: Inputs) -> Table {
  var table = Table(header: ["table", "N (rows)", "heap kept (bytes)", "bytes / row", "ms to load and lay out"])
  for row in BenchmarkRow.allCases where row.spec.section == .tableMemory {
    for count in row.spec.counts {
      let measurement = inputs.heapMeasurement(Point(row, count))
      table.rows.append([
        row.spec.title, String(count),
        measurement.map { String($0.bytes) } ?? "n/a",
        optional(measurement?.bytesPerDelegate, 3),
        optional(measurement?.buildMilliseconds, 2),
      ])
    }
  }
  return table
}
