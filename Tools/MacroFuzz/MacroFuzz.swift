import ArgumentParser
import DelegateKitTestSupport
import Foundation

/// Generates random valid delegate protocols with delegates and scenarios, compiles them
/// against a build of DelegateKit, runs them, and reports and shrinks every file that does
/// not end in a passing run or in the macro's own refusal at the user's line.
@main
struct MacroFuzz: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delegatekit-fuzz",
    abstract: "Fuzz @Delegate with generated protocols, delegates and self-checking scenarios.",
    discussion: """
      Each generated file must either compile with no warning and run with every check \
      passing, or be refused by @Delegate's own diagnostics at the lines of the shapes it \
      refuses, with no other error. Anything else is a finding: it is shrunk to a minimal \
      file and written, as a Swift Testing test, to --regressions.
      """
  )

  @Option(help: "How many protocols to generate.")
  var count = 100

  @Option(help: "The seed; the same seed generates the same files.")
  var seed: UInt64 = 1

  @Option(help: "Protocols per generated file (per compiler invocation).")
  var perFile = 12

  @Option(help: "Files compiled at once.")
  var jobs = 2

  @Option(help: "One file in this many holds shapes @Delegate refuses; 0 for none.")
  var refusalEvery = 8

  @Option(help: "The build products of DelegateKit (swift build --show-bin-path).")
  var products: String

  @Option(help: "Where to write the generated files.")
  var work = NSTemporaryDirectory() + "delegatekit-fuzz"

  @Option(help: "Where to write each shrunk finding as a regression test; none when absent.")
  var regressions: String?

  @Flag(help: "Do not shrink findings.")
  var noShrink = false

  mutating func validate() throws {
    guard count > 0, perFile > 0, jobs > 0, refusalEvery >= 0 else {
      throw ValidationError("--count, --per-file and --jobs must be positive, --refusal-every not negative")
    }
  }

  func run() throws {
    let campaign = Campaign(
      toolchain: try Toolchain(products: URL(fileURLWithPath: products)),
      work: URL(fileURLWithPath: work),
      regressions: regressions.map { URL(fileURLWithPath: $0) },
      seed: seed,
      protocols: count,
      perFile: perFile,
      jobs: jobs,
      refusalEvery: refusalEvery
    )
    let started = Date()
    let outcomes = try campaign.run(log: say)
    var counts: [String: Int] = [:]
    for (_, outcome) in outcomes { counts[outcome.kind, default: 0] += 1 }
    let protocols = outcomes.map(\.0.protocols.count).reduce(0, +)
    say("\(protocols) protocols in \(outcomes.count) files, \(Int(Date().timeIntervalSince(started))) s:")
    for (kind, number) in counts.sorted(by: { $0.key < $1.key }) { say("  \(kind): \(number) files") }
    // Each row of the GeneratedCode article's grammar table, with the protocols that used it.
    say("protocols per row of the grammar table:")
    let rows = GrammarRow.counts(in: outcomes.flatMap(\.0.protocols))
    for (row, number) in rows { say("  \(row.rawValue): \(number)") }
    let unused = rows.filter { $0.protocols == 0 }.map(\.row.rawValue)
    if !unused.isEmpty { say("no protocol used: \(unused.joined(separator: "; "))") }
    let findings = outcomes.filter { $0.1.isFinding }
    for (file, outcome) in findings {
      say("finding, seed \(file.seed): \(outcome)")
      guard !noShrink else { continue }
      if let url = try campaign.shrink(file, outcome) { say("  shrunk to \(url.path)") }
    }
    if !findings.isEmpty || !unused.isEmpty { throw ExitCode(1) }
  }
}

/// Writes a line to standard output at once, so that a long run shows its progress through a
/// pipe.
@Sendable
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
