// Instructions per operation, the deterministic figure beside each time ratio (README.md,
// "How time ratios are measured"): `DelegateKitRatios run` counted with two numbers of calls.
//
// valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug information Swift emits and
// gives up, so the executable it runs is a copy stripped of its debug information.

import BenchmarkCatalog
import Foundation

struct Callgrind {
  /// The two numbers of operations.
  var calls = (few: 1_000, many: 11_000)
  /// This executable.
  var executable: URL
  /// The valgrind executable.
  var valgrind: URL

  /// Finds a tool on the `PATH`; `nil` if there is none (valgrind on macOS on Apple
  /// silicon, say).
  static func locate(_ tool: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(tool)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// A copy of `executable` in `directory` without debug information, for valgrind.
  static func strippedCopy(of executable: URL, in directory: URL) throws -> URL {
    guard let strip = locate("strip") else { throw CallgrindError("strip not found") }
    let copy = directory.appendingPathComponent(executable.lastPathComponent)
    try FileManager.default.copyItem(at: executable, to: copy)
    let process = Process()
    process.executableURL = strip
    process.arguments = ["--strip-debug", copy.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CallgrindError("strip --strip-debug exited with \(process.terminationStatus)")
    }
    return copy
  }

  func count(_ point: Point, in directory: URL) throws -> InstructionCount {
    let few = try total(point, calls: calls.few, in: directory)
    let many = try total(point, calls: calls.many, in: directory)
    guard many > few else {
      throw CallgrindError(
        "\(point): \(calls.many) calls counted \(many) instructions, not more than \(few) for \(calls.few)"
      )
    }
    return InstructionCount(point: point, perCall: Double(many - few) / Double(calls.many - calls.few))
  }

  /// Instructions executed by `DelegateKitRatios run` for `calls` operations of `point`.
  private func total(_ point: Point, calls: Int, in directory: URL) throws -> UInt64 {
    let output = directory.appendingPathComponent("\(point.benchmarkName).\(calls).callgrind")
    let process = Process()
    process.executableURL = valgrind
    process.arguments = [
      "--tool=callgrind", "--callgrind-out-file=\(output.path)",
      executable.path, "run", point.row.rawValue, String(point.count), String(calls),
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    let log = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = log
    try process.run()
    let messages = log.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CallgrindError(
        "valgrind exited with \(process.terminationStatus) for \(point), \(calls) calls:\n"
          + String(decoding: messages, as: UTF8.self)
      )
    }
    let text = try String(contentsOf: output, encoding: .utf8)
    // The out file's `totals:` line (older valgrind: `summary:`) holds the instruction count.
    for line in text.split(separator: "\n").reversed() {
      for prefix in ["totals:", "summary:"] where line.hasPrefix(prefix) {
        if let value = UInt64(line.dropFirst(prefix.count).split(separator: " ").first ?? "") {
          return value
        }
      }
    }
    throw CallgrindError("no instruction total in \(output.path)")
  }
}

struct CallgrindError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
