// Time ratios of every pairing in `BenchmarkRow.ratioChecks`, interleaved in one process
// (Interleaving.swift), and instructions per operation of every targeted point
// (Callgrind.swift). Scripts/benchmark.sh runs `measure`; `run` is what callgrind runs.

import ArgumentParser
import BenchmarkCatalog
import DelegateKitFixtures
import Foundation

@main
struct DelegateKitRatios: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Time ratios of the DelegateKit benchmarks, interleaved, and instruction counts.",
    subcommands: [Measure.self, Run.self],
    defaultSubcommand: Measure.self
  )
}

struct Measure: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Time every pairing in interleaved rounds, count instructions, write JSON."
  )

  @Option(help: "The JSON file to write.")
  var output: String

  @Option(help: "Measured rounds per pairing, over all passes (the slow table rows keep their own).")
  var rounds = 2_000

  @Option(help: "Passes through all the pairings, each on new fixtures.")
  var passes = 5

  @Option(help: "Target duration of one batch of calls, in microseconds.")
  var batchMicroseconds = 50.0

  @Flag(inversion: .prefixedNo, help: "Count instructions per operation with valgrind --tool=callgrind.")
  var instructions = true

  @Option(help: "Only pairings whose candidate's benchmark name contains this (a quick look; the report then fails).")
  var filter: String?

  func run() throws {
    requireUncheckedLibrary()
    let checks = BenchmarkRow.ratioChecks.filter { check in
      filter.map { check.pairing.candidate.benchmarkName.contains($0) } ?? true
    }
    var pairings: [Pairing] = []
    for check in checks where !pairings.contains(check.pairing) {
      pairings.append(check.pairing)
    }

    let interleaving = Interleaving(
      rounds: rounds,
      passes: passes,
      batch: .nanoseconds(Int64(batchMicroseconds * 1_000))
    )
    let timings = interleaving.measure(pairings) { pass in
      log("pass \(pass + 1) of \(passes): \(pairings.count) pairings")
    }
    for timing in timings {
      log(
        "\(timing.pairing): \(fixed(timing.ratio.median))x"
          + " [\(fixed(timing.ratio.lower))-\(fixed(timing.ratio.upper))]"
      )
    }

    var counts: [InstructionCount] = []
    var unavailable: String?
    if !instructions {
      unavailable = "not requested (--no-instructions)"
    } else if let valgrind = Callgrind.locate("valgrind") {
      var points: [Point] = []
      // Targeted ratios, and the table section's untargeted ones (see isInstructionCounted).
      for check in checks where check.isInstructionCounted {
        for point in [check.pairing.candidate, check.pairing.baseline] where !points.contains(point) {
          points.append(point)
        }
      }
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("delegatekit-callgrind-\(ProcessInfo.processInfo.processIdentifier)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let executable = try Callgrind.strippedCopy(of: Self.executable, in: directory)
      let callgrind = Callgrind(executable: executable, valgrind: valgrind)
      for (index, point) in points.enumerated() {
        let count = try callgrind.count(point, in: directory)
        counts.append(count)
        log("[\(index + 1)/\(points.count)] \(point): \(fixed(count.perCall, 1)) instructions per operation")
      }
    } else {
      unavailable = "valgrind not found"
      log("valgrind not found: no instruction counts")
    }

    let results = RatioResults(
      batchMicroseconds: batchMicroseconds,
      passes: passes,
      timings: timings,
      instructions: counts,
      instructionsUnavailable: unavailable
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(results).write(to: URL(fileURLWithPath: output))
  }

  /// This executable, to run under callgrind.
  static var executable: URL {
    Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
  }
}

struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Build one row's fixture and run its operation; what callgrind counts."
  )

  @Argument(
    help: "The row (a BenchmarkRow case name).",
    transform: { name in
      guard let row = BenchmarkRow(rawValue: name) else {
        throw ValidationError("No benchmark row named '\(name)'.")
      }
      return row
    }
  )
  var row: BenchmarkRow

  @Argument(help: "Delegates.")
  var count: Int

  @Argument(help: "Operations.")
  var calls: Int

  func run() {
    requireUncheckedLibrary()
    let fixture = row.makeFixture(count: count)
    keep(fixture.run(times: calls))
    fixture.tearDown()
  }
}

func log(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
