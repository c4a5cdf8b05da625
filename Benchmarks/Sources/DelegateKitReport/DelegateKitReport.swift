// The benchmark report: reads what Scripts/benchmark.sh measured, prints the tables and the
// verdict on every target of the catalog, and writes them to RESULTS.md. Its last two lines
// are the summary lines:
//
//   worst concurrent/in-place ratio: X.XX   ConcurrentDelegateList and the Sendable
//                                           generated types against their baselines
//   worst ours/in-place ratio: X.XX         DelegateList and the other generated types
//                                           (target <= 1.10)
//
// It fails, before writing anything, when a benchmark the catalog names has no result.

import ArgumentParser
import BenchmarkCatalog
import Foundation

@main
struct DelegateKitReport: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Report on the DelegateKit benchmarks.",
    subcommands: [Report.self, Thresholds.self],
    defaultSubcommand: Report.self
  )
}

struct Report: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the tables and verdicts; write RESULTS.md."
  )

  @Option(help: "The folder with the JMH export, ratios.json and memory.json.")
  var results: String

  @Option(help: "The exit status of `swift package benchmark thresholds check`.")
  var thresholdsStatus: Int32

  @Option(help: "The Markdown file to write.")
  var write: String

  @Option(help: "The command that produced the results, for RESULTS.md.")
  var command = "Scripts/benchmark.sh"

  @Option(help: "The Swift version line, for RESULTS.md.")
  var swiftVersion = "unknown"

  @Option(help: "The library's commit, for RESULTS.md.")
  var library = "unknown"

  func run() throws {
    let inputs = try Inputs(directory: URL(fileURLWithPath: results))
    let contents = try ReportContents(inputs, thresholds: ThresholdsCheck(exitStatus: thresholdsStatus))
    for (section, table) in contents.tables {
      print()
      print(section.heading)
      print(table.text)
    }
    print()
    print("Targets (verdict: time quartiles on one side of the limit, else instructions)")
    for line in contents.lines {
      print("  " + line.rendered)
    }
    for (group, figure) in contents.summary {
      print("  \(group.summaryName) at: \(figure.map { describe($0.check.pairing) } ?? "n/a")")
    }

    let document = ResultsDocument(
      command: command,
      swiftVersion: swiftVersion,
      library: library,
      ratios: inputs.ratios,
      contents: contents
    )
    try document.markdown.write(toFile: write, atomically: true, encoding: .utf8)
    print()
    print("wrote \(write)")
    for (group, figure) in contents.summary {
      print("\(group.summaryName): \(figure.map { fixed($0.timing.ratio.median) } ?? "n/a")")
    }
  }
}

/// Everything the report shows, from complete inputs.
struct ReportContents {
  var tables: [(BenchmarkRow.Section, Table)]
  var lines: [TargetLine]
  /// The summary lines' figures, concurrent first: the report ends with them in this order.
  var summary: [(BenchmarkRow.Group, RatioFigure?)]

  /// - Throws: `MissingResults` if a benchmark of the catalog has no result in `inputs`.
  init(_ inputs: Inputs, thresholds: ThresholdsCheck) throws {
    let figures = ratioFigures(inputs)
    tables = [
      (.broadcast, containerTable(.broadcast, inputs: inputs, figures: figures)),
      (.firstResponder, containerTable(.firstResponder, inputs: inputs, figures: figures)),
      (.generated, generatedTable(inputs: inputs, figures: figures)),
      (.memory, memoryTable(inputs: inputs)),
      (.scale, scaleTable(figures: figures, inputs: inputs)),
      (.tableMemory, tableMemoryTable(inputs: inputs)),
    ]
    lines = targetLines(inputs, figures: figures, thresholds: thresholds)
    guard inputs.problems.isEmpty else {
      throw MissingResults(problems: inputs.problems)
    }
    summary = [BenchmarkRow.Group.concurrent, .ours].map { group in (group, worst(group, in: figures)) }
  }
}

struct Thresholds: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the static thresholds of the allocation-free benchmarks (p90 mallocCountTotal = 0).",
    discussion: """
      ordo-one/benchmark checks each benchmark's p90 against <folder>/<target>.<name>.p90.json, \
      within the tolerance its `thresholds:` configuration gives (0 for mallocCountTotal).
      """
  )

  @Option(help: "The folder to write the threshold files to.")
  var path: String

  func run() throws {
    let folder = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for point in BenchmarkRow.points where point.row.spec.hasAllocationThreshold {
      let file = folder.appendingPathComponent("\(benchmarkTarget).\(point.benchmarkName).p90.json")
      try Data(#"{ "mallocCountTotal" : 0 }"#.utf8).write(to: file)
    }
  }
}

extension BenchmarkRow.Section {
  var heading: String {
    switch self {
    case .broadcast:
      "Broadcast: time per operation (median) and its ratio to the in-place weak loop, interleaved; mallocs per operation (mean)"
    case .firstResponder:
      "First responder: time per operation (median) and its ratio to the in-place weak loop, interleaved; mallocs per operation (mean)"
    case .generated:
      "Generated code (@Delegate): time per call and its ratio to the hand-written baseline, interleaved; mallocs per call (mean)"
    case .memory:
      "Memory per registered weak delegate"
    case .scale:
      "Table at scale: each operation at 1,000,000 rows against itself at 1,000, interleaved; apply(snapshot) against Array.difference(from:); a mediator's forwarding against a direct call"
    case .tableMemory:
      "Table memory: heap kept after loading and laying out the rows"
    }
  }
}
