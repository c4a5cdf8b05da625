import DelegateKitTestSupport
import Foundation
import Synchronization

/// One compiled client: a protocol in one form, and how the compile ended.
struct HarvestResult: Sendable {
  let harvested: HarvestedProtocol
  let form: HarvestForm
  let outcome: Outcome
  /// The macro's messages at the user's lines, for counting refusals by kind.
  let refusals: [String]
  /// Where the client was written.
  let file: URL
  /// For an unexpected error, the same error as the client's that its declarations give with
  /// no attribute of the macro's: the restatement cannot compile outside its package (a
  /// name two imported modules declare, say), so the macro is not at fault.
  var withoutMacro: String?

  /// The outcome's column in the report: the outcome's class, or, for an error the
  /// declarations give without the macro too, a column of its own.
  var reportKind: String { withoutMacro == nil ? outcome.kind : HarvestReport.withoutMacroKind }

  /// Whether the report lists the result as a finding.
  var isFinding: Bool { withoutMacro == nil && outcome.isFinding }

  /// The result as a line of a findings list: package, protocol, form and outcome class.
  var findingLine: String {
    "\(harvested.package) \(harvested.module).\(harvested.name) \(form.rawValue): \(outcome.kind)"
  }
}

/// Compiles each protocol's clients against the harness.
struct Harvest: Sendable {
  let harness: Harness
  let work: URL
  let jobs: Int

  /// Compiles both forms of every protocol, `jobs` at a time.
  func run(_ protocols: [HarvestedProtocol], log: @escaping @Sendable (String) -> Void) throws -> [HarvestResult] {
    let swiftc = try Harness.tool("swiftc")
    let clients = protocols.flatMap { harvested in HarvestForm.allCases.map { (harvested, $0) } }
    let results = Mutex<[Int: HarvestResult]>([:])
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = jobs
    for (index, (harvested, form)) in clients.enumerated() {
      queue.addOperation {
        let result = compile(harvested, form: form, index: index, swiftc: swiftc)
        let done = results.withLock { results in
          results[index] = result
          return results.count
        }
        if done % 50 == 0 { log("  \(done) of \(clients.count) clients compiled") }
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    return results.withLock { results in clients.indices.compactMap { results[$0] } }
  }

  /// Writes and compiles one client.
  func compile(_ harvested: HarvestedProtocol, form: HarvestForm, index: Int, swiftc: URL) -> HarvestResult {
    let directory = work.appendingPathComponent("clients/\(index)")
    let file = directory.appendingPathComponent("\(harvested.name)+\(form.rawValue).swift")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try form.source(for: harvested).write(to: file, atomically: true, encoding: .utf8)
      let arguments =
        [
          "-swift-version", "6", "-parse-as-library", "-c", file.path, "-o",
          directory.appendingPathComponent("client.o").path,
        ]
        + harness.flags + harness.conditionFlags(for: harvested.module)
      let (status, output) = try ProcessRunner.run(swiftc, arguments, timeout: 600)
      var result = HarvestResult(
        harvested: harvested,
        form: form,
        outcome: Self.classify(output, status: status),
        refusals: Self.refusals(in: output),
        file: file
      )
      if case .unexpectedError = result.outcome {
        result.withoutMacro = try control(harvested, form: form, in: directory, swiftc: swiftc, errors: output)
      }
      return result
    } catch {
      return HarvestResult(
        harvested: harvested,
        form: form,
        outcome: .unexpectedError("\(error)"),
        refusals: [],
        file: file
      )
    }
  }

  /// Type-checks the client's declarations with no attribute of the macro's, and returns
  /// the first of its errors that the client's compile (`errors`, its output) also gave.
  func control(
    _ harvested: HarvestedProtocol,
    form: HarvestForm,
    in directory: URL,
    swiftc: URL,
    errors: String
  ) throws -> String? {
    let file = directory.appendingPathComponent("\(harvested.name)+\(form.rawValue)+plain.swift")
    try form.plainSource(for: harvested).write(to: file, atomically: true, encoding: .utf8)
    let arguments =
      ["-swift-version", "6", "-parse-as-library", "-typecheck", file.path] + harness.flags
      + harness.conditionFlags(for: harvested.module)
    let (status, output) = try ProcessRunner.run(swiftc, arguments, timeout: 600)
    guard status != 0 else { return nil }
    let clientMessages = Set(Self.errorMessages(in: errors))
    return Self.errorMessages(in: output).first { clientMessages.contains($0) }
  }

  /// The message of each error the compiler reports at a line of a file, without its place.
  static func errorMessages(in output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("/"), let range = line.range(of: ": error: ") else { return nil }
      return String(line[range.upperBound...])
    }
  }

  /// The outcome of a compile: the fuzzer's classes, with every refusal of the macro's at
  /// the user's line expected (a real protocol's refusals are not known beforehand).
  static func classify(_ output: String, status: Int32) -> Outcome {
    let refused = Set(Outcome.refusals(in: output)).count
    return Outcome.classify(compilerOutput: output, status: status, expectsRefusals: refused) ?? .passed
  }

  /// The macro's error messages at the user's lines.
  static func refusals(in output: String) -> [String] {
    Outcome.refusals(in: output).map { line in
      let message = line.components(separatedBy: ": error: ").dropFirst().joined(separator: ": error: ")
      return message.components(separatedBy: " (from macro '").first ?? message
    }
  }
}
