// The benchmark report: reads what Scripts/benchmark.sh measured, writes RESULTS.md, prints
// it and ends with the two summary lines (README.md, "Running"). It fails, before writing
// anything, when a benchmark the catalog names has no result.

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
    let markdown = ResultsDocument(
      command: command,
      swiftVersion: swiftVersion,
      library: library,
      ratios: inputs.ratios,
      contents: contents
    ).markdown
    try markdown.write(toFile: write, atomically: true, encoding: .utf8)
    print(markdown)
    print("wrote \(write)")
    for line in contents.summaryLines {
      print(line)
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

  /// The summary lines, `worst ours/in-place ratio: 1.04`, in `summary`'s order.
  var summaryLines: [String] {
    summary.map { group, figure in "\(group.summaryName): \(figure.map { fixed($0.timing.ratio.median) } ?? "n/a")" }
  }

  /// The pairing behind each summary line's figure.
  var summaryLocations: [String] {
    summary.map { group, figure in "\(group.summaryName) at: \(figure.map { describe($0.check.pairing) } ?? "n/a")" }
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
