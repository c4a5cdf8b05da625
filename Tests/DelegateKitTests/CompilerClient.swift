import Foundation
import Testing

/// Compiles small clients with the `swiftc` of the toolchain that runs the tests, against
/// this build's DelegateKit module and macro plugin, to read the compiler's own words: what
/// a user sees, outside any expansion test.
enum CompilerClient {
  /// The lines of `text`, a compile's output, that report an error where it is located:
  /// `path:line:column: error: …`, or `macro expansion …` inside an expansion buffer.
  static func errorLines(in text: String) -> [Substring] {
    text.split(separator: "\n").filter {
      ($0.hasPrefix("/") || $0.hasPrefix("macro expansion")) && $0.contains(": error: ")
    }
  }

  /// What `swiftc -typecheck` prints for `source` and how it exits; with `compiling`, what
  /// a full compile prints, which expands every macro (type-checking alone expands only
  /// those a lookup needs).
  ///
  /// `topLevelCode` compiles `source` as a `main.swift`, whose statements run in order.
  static func typecheck(
    _ source: String,
    compiling: Bool = false,
    topLevelCode: Bool = false
  ) throws -> (status: Int32, text: String) {
    let products = try #require(Self.productsDirectory, "no build products beside the test bundle")
    let modules = products.appendingPathComponent("Modules")
    let plugin = products.appendingPathComponent("DelegateKitMacros-tool")
    try #require(FileManager.default.fileExists(atPath: plugin.path), "no macro plugin at \(plugin.path)")
    let compiler = try #require(Self.swiftc, "no swiftc on PATH")

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("delegatekit-client-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = compiler
    let mode =
      compiling
      ? (topLevelCode ? [] : ["-parse-as-library"]) + ["-c", "-o", directory.appendingPathComponent("main.o").path]
      : ["-typecheck"]
    process.arguments =
      mode + [
        "-swift-version", "6", "-I", modules.path, "-load-plugin-executable", "\(plugin.path)#DelegateKitMacros",
        file.path,
      ]
    // Under the sanitizer pass the plugin is instrumented too; its exit must not report
    // leaks of its own as a failure of the compile.
    var environment = ProcessInfo.processInfo.environment
    environment["ASAN_OPTIONS"] = "detect_leaks=0"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The directory holding this build's modules and tools: the test bundle's.
  private static var productsDirectory: URL? {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.pathComponents.count > 1 {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Modules").path) { return url }
    }
    return nil
  }

  private static var swiftc: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
