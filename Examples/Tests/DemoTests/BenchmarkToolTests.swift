import Foundation
import Testing

/// `delegatekit-demo-benchmarks` measures what it says, with counts small enough for a test.
///
/// Its child processes keep both cores of a small machine busy for a few seconds, long
/// enough to stretch the timing bounds of the fault tests running beside them, so
/// `Scripts/test.sh` runs this suite on its own, after the others.
@Suite("The benchmark tool", .serialized)
struct BenchmarkToolTests {
  static func run(_ arguments: [String]) throws -> DemoBinaryTests.Run {
    try DemoBinaryTests.run(arguments, executable: "delegatekit-demo-benchmarks")
  }

  /// The `ratio 0.47x` line of the memory command.
  static func ratio(in output: String) -> Double? {
    output.split(separator: "\n").lazy.compactMap { line -> Double? in
      let words = line.split(separator: " ")
      guard words.first == "ratio", words.count == 2 else { return nil }
      return Double(words[1].dropLast())
    }.first
  }

  @Test("Latency: every search answered, median and p99 reported")
  func latency() throws {
    let run = try Self.run(["latency", "--searches", "12", "--debounce-ms", "5"])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("12 searches (debounce 5 ms"), "\(run.output)")
    #expect(run.output.contains("median") && run.output.contains("p99"), "\(run.output)")
  }

  @Test("Memory: a windowed organization of 30,000 units holds no more than one of 1,000 observed whole")
  func memoryIsBoundedByTheWindow() throws {
    let run = try Self.run(["memory", "--units", "30000", "--baseline", "1000"])
    #expect(run.status == 0, "\(run.error)")
    let ratio = try #require(Self.ratio(in: run.output), "\(run.output)")
    #expect(ratio < 1.5, "\(run.output)")
  }

  @Test("Memory: the measure sees an organization held whole grow with its rows")
  func memoryMeasureSeesGrowth() throws {
    let run = try Self.run(["memory", "--units", "30000", "--baseline", "1000", "--unit-window-threshold", "100000000"])
    #expect(run.status == 0, "\(run.error)")
    let ratio = try #require(Self.ratio(in: run.output), "\(run.output)")
    #expect(ratio > 5, "30 times the rows, held whole: \(run.output)")
  }

  @Test("A bad flag: argument-parser's message and exit code 64")
  func badFlag() throws {
    let run = try Self.run(["latency", "--searches", "0"])
    #expect(run.status == 64)
    #expect(run.error.contains("--searches must be at least 1"), "\(run.error)")
  }
}
