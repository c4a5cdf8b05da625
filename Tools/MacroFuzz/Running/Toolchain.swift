import DelegateKitTestSupport
import Foundation

/// Compiles and runs generated files against a build of DelegateKit: its module, its macro
/// plugin, and the objects of its runtime.
struct Toolchain: Sendable {
  /// The build products folder (`swift build --show-bin-path`).
  let products: URL
  let swiftc: URL

  init(products: URL) throws {
    self.products = products
    guard FileManager.default.fileExists(atPath: products.appendingPathComponent("DelegateKitMacros-tool").path) else {
      throw FuzzError("no macro plugin in \(products.path): build the package first (swift build)")
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    guard
      let swiftc = path.split(separator: ":").lazy
        .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw FuzzError("no swiftc on PATH") }
    self.swiftc = swiftc
  }

  /// The runtime's object files, which a generated program links.
  private func objects() throws -> [String] {
    try ["DelegateKitCore.build", "DelegateKit.build"].flatMap { folder in
      let directory = products.appendingPathComponent(folder)
      return try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".o") }
        .map { directory.appendingPathComponent($0).path }
    }
  }

  /// Compiles `source` into an executable in `directory`, and runs it if it compiled.
  func outcome(of source: String, expectsRefusals: Int, in directory: URL) throws -> (Outcome, compilerOutput: String) {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let executable = directory.appendingPathComponent("fuzz")
    let arguments =
      [
        "-swift-version", "6", "-parse-as-library", "-I", products.appendingPathComponent("Modules").path,
        "-load-plugin-executable",
        products.appendingPathComponent("DelegateKitMacros-tool").path + "#DelegateKitMacros",
        file.path, "-o", executable.path,
      ] + (try objects())
    let (status, output) = try ProcessRunner.run(swiftc, arguments, timeout: 600)
    if let outcome = Outcome.classify(compilerOutput: output, status: status, expectsRefusals: expectsRefusals) {
      return (outcome, output)
    }
    let (runStatus, runOutput) = try ProcessRunner.run(executable, [], timeout: 60)
    return (Outcome.classify(runOutput: runOutput, status: runStatus), output)
  }
}

/// A fuzzing run's error: one line.
struct FuzzError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
