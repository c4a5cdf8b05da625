import CDemoHeap
import DelegateKitTerminal
import DemoStore
import Foundation
import GRDB

/// One measurement of the units screen's heap, made in a process of its own so one
/// database size's allocations never sit in another's figure.
enum MemoryProbe {
  struct Result {
    /// Heap held after scrolling, less what was held with the organizations list shown.
    var heapGrowth: Int
    /// From Enter on the organization to its first unit on screen.
    var openTime: Duration

    var line: String {
      "heap-growth \(heapGrowth) open-ns \(openTime.components.seconds * 1_000_000_000 + openTime.components.attoseconds / 1_000_000_000)"
    }

    init(heapGrowth: Int, openTime: Duration) {
      self.heapGrowth = heapGrowth
      self.openTime = openTime
    }

    /// Reads ``line``.
    init?(line: String) {
      let words = line.split(separator: " ")
      guard words.count == 4, words[0] == "heap-growth", words[2] == "open-ns",
        let growth = Int(words[1]), let nanoseconds = Int64(words[3])
      else { return nil }
      self.init(heapGrowth: growth, openTime: .nanoseconds(nanoseconds))
    }
  }

  /// Builds a database whose first organization has `units` units, opens the directory
  /// screen on it, and measures what opening and scrolling that organization holds.
  @MainActor
  static func measure(units: Int, unitWindowThreshold: Int) async throws -> Result {
    let directory = try BenchmarkSession.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("demo.sqlite").path
    let organization = try fill(path: path, units: units)

    let session = try await BenchmarkSession(databasePath: path, unitWindowThreshold: unitWindowThreshold)
    session.pilot.press(.tab)
    guard await session.waitForFrame(containing: "\(organization.name)") else {
      throw BenchmarkFailure("the organizations never showed: \(session.pilot.text)")
    }
    let rowOfOrganization = try session.store.organizations().firstIndex { $0.id == organization.id } ?? 0
    for _ in 0...rowOfOrganization { session.pilot.press(.down) }
    demo_heap_trim()
    let before = demo_heap_bytes_in_use()
    let clock = ContinuousClock()
    let start = clock.now
    session.pilot.press(.enter)
    guard await session.waitForFrame(containing: "\(organization.name): \(units) units") else {
      throw BenchmarkFailure("the units never showed: \(session.pilot.text)")
    }
    let openTime = clock.now - start
    // Down through the first pages, to the end, up through the last pages, to the top.
    for _ in 0..<50 { session.pilot.press(.pageDown) }
    session.pilot.press(.end)
    for _ in 0..<50 { session.pilot.press(.pageUp) }
    session.pilot.press(.home)
    demo_heap_trim()
    let after = demo_heap_bytes_in_use()
    await session.stop()
    session.removeFiles()
    return Result(heapGrowth: after - before, openTime: openTime)
  }

  /// Creates the database and gives its first organization `units` units in all, in one
  /// statement: a million rows inserted one by one from Swift would take minutes.
  private static func fill(path: String, units: Int) throws -> Organization {
    let store = try DemoStore.open(path: path)
    let first = try store.organizations()[0]
    let extra = units - first.unitCount
    if extra > 0 {
      try store.writer.write { db in
        try db.execute(
          sql: """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
            INSERT INTO unit (organizationId, name, kind)
            SELECT ?, 'Unit ' || printf('%07d', (i * 7919) % ?), 'Team' FROM n
            """,
          arguments: [extra, first.id, max(extra, 1)]
        )
      }
    }
    return first
  }

  /// Runs this executable's `memory --measure-only` for `units`, and reads its result.
  static func runChild(units: Int, unitWindowThreshold: Int) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL
    process.arguments = [
      "memory", "--measure-only", "--units", "\(units)", "--unit-window-threshold", "\(unitWindowThreshold)",
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0,
      let line = text.split(separator: "\n").last, let result = Result(line: String(line))
    else {
      throw BenchmarkFailure("the measurement of \(units) units failed (status \(process.terminationStatus)): \(text)")
    }
    return result
  }
}
