import ArgumentParser
import DelegateKitTerminal
import DemoScreens
import Foundation

/// Keystroke to results: the time from the last key typed in the People scope's search
/// field to the first frame showing the server's answer for that text.
struct LatencyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "latency",
    abstract: "Keystroke-to-results latency of the People search, median and p99."
  )

  @Option(help: "Searches to time.")
  var searches = 1_000

  @Option(
    name: .customLong("debounce-ms"),
    help: "The pause typing must make before a search is sent (the demo's: 150)."
  )
  var debounce = 150

  @Option(name: .customLong("server-latency-ms"), help: "Extra time the embedded server takes to answer.")
  var serverLatency = 0

  func validate() throws {
    guard searches > 0 else { throw ValidationError("--searches must be at least 1") }
    guard debounce >= 0, serverLatency >= 0 else { throw ValidationError("times must be 0 or more milliseconds") }
  }

  @MainActor
  func run() async throws {
    let session = try await BenchmarkSession(
      debounce: .milliseconds(debounce),
      serverLatency: .milliseconds(serverLatency)
    )
    defer { session.removeFiles() }
    guard await session.waitForFrame(containing: "people") else {
      throw BenchmarkFailure("the first page of people never arrived: \(session.pilot.text)")
    }
    session.pilot.press(.character("/"))
    var samples: [Duration] = []
    samples.reserveCapacity(searches)
    var typed = ""
    let clock = ContinuousClock()
    for query in Self.queries(count: searches) {
      for _ in typed { session.pilot.press(.backspace) }
      session.pilot.type(String(query.dropLast()))
      let start = clock.now
      session.pilot.press(.character(query.last!))
      guard await session.waitForFrame(containing: "matching “\(query)”") else {
        throw BenchmarkFailure("no results for “\(query)” within 10 s: \(session.pilot.text)")
      }
      samples.append(clock.now - start)
      typed = query
    }
    await session.stop()
    let summary = Percentiles(samples)
    print(
      """
      keystroke to results, \(searches) searches (debounce \(debounce) ms, server latency \(serverLatency) ms)
        median \(summary.median.milliseconds) ms   p99 \(summary.p99.milliseconds) ms   \
      min \(summary.minimum.milliseconds) ms   max \(summary.maximum.milliseconds) ms
        beyond the debounce: median \((summary.median - .milliseconds(debounce)).milliseconds) ms   \
      p99 \((summary.p99 - .milliseconds(debounce)).milliseconds) ms
      """
    )
  }

  /// Two- and three-letter searches, each differing from the one before, so a frame of the
  /// previous answer never passes for this one's.
  static func queries(count: Int) -> [String] {
    let consonants = Array("bcdfghjklmnprstvwz")
    let vowels = Array("aeiou")
    var all: [String] = []
    for consonant in consonants {
      for vowel in vowels {
        all.append(String([consonant, vowel]))
        all.append(String([vowel, consonant]))
        all.append(String([consonant, vowel, "n"]))
      }
    }
    return (0..<count).map { all[$0 % all.count] }
  }
}
