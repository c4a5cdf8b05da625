import ArgumentParser
import DelegateKitTestSupport
import Foundation

/// Reads the public protocols of the packages in the machine's package mirror and compiles
/// each through `@Delegate`, in the form its author would write and as a foreign protocol
/// restated, then reports how each compile ended.
@main
struct ProtocolHarvest: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delegatekit-harvest",
    abstract: "Compile every public protocol of real packages through @Delegate, and report.",
    discussion: """
      The packages are read from the mirror's bare repositories at their newest tag, and \
      built once, with DelegateKit, in a harness package; nothing of theirs is copied into \
      this repository. A client compiles with no warning, or is refused by @Delegate's own \
      errors at its lines; anything else is a finding, listed with its client file.
      """
  )

  @Option(help: "The package mirror: a bare git repository per package, OWNER/NAME.git.")
  var mirror = "/opt/swift-packages"

  @Option(help: "OWNER/NAME of each package to harvest; every package of the mirror when absent.")
  var package: [String] = []

  @Option(help: "OWNER/NAME of a package to leave out, such as one whose dependencies the mirror lacks.")
  var exclude: [String] = []

  @Option(help: "At most this many protocols of each package, in declaration order.")
  var limit: Int?

  @Option(help: "DelegateKit's package, which the harness builds against.")
  var root = FileManager.default.currentDirectoryPath

  @Option(
    help: """
      Build products that already hold DelegateKit, its macro plugin and the harvested packages' \
      modules (this package's own, for the packages it depends on): no harness is built.
      """
  )
  var products: String?

  @Option(help: "Where the harness and the clients are written; kept between runs.")
  var work = NSTemporaryDirectory() + "delegatekit-harvest"

  @Option(help: "Clients compiled at once.")
  var jobs = 2

  @Option(help: "Where to write the report; standard output when absent.")
  var report: String?

  @Option(
    help: """
      The findings expected, one per line, as --record-findings writes them: the run fails \
      when its findings differ, a new one or one fixed, instead of when there are any.
      """
  )
  var expectFindings: String?

  @Option(help: "Where to write this run's findings, one per line.")
  var recordFindings: String?

  mutating func validate() throws {
    guard jobs > 0, (limit ?? 1) > 0 else { throw ValidationError("--jobs and --limit must be positive") }
  }

  func run() throws {
    let started = Date()
    var packages = try MirrorPackage.all(in: URL(fileURLWithPath: mirror))
    if !package.isEmpty {
      let wanted = Set(package.map(MirrorPackage.key))
      packages = packages.filter { wanted.contains(MirrorPackage.key($0.path)) }
      let missing = wanted.subtracting(packages.map { MirrorPackage.key($0.path) })
      guard missing.isEmpty else {
        throw HarvestError("not in the mirror: \(missing.sorted().joined(separator: ", "))")
      }
    }
    let standard = StandardLibrary.protocols()
    say(
      standard.isEmpty
        ? "no interface of the Swift module found: requirements inherited from it are not restated"
        : "\(standard.count) protocols of the Swift module, from its interface"
    )
    let excluded = Set(exclude.map(MirrorPackage.key))
    packages = packages.filter { !excluded.contains(MirrorPackage.key($0.path)) }
    var scans: [PackageScan] = []
    for package in packages {
      var scan = try PackageScan.scan(package)
      scan.resolveStandardAncestors(standard)
      say("\(package.path) \(package.tag): \(scan.protocols.count) protocols")
      if !scan.protocols.isEmpty { scans.append(scan) }
    }
    PackageScan.resolveSendable(across: &scans)
    if let limit {
      scans = scans.map { scan in
        var scan = scan
        scan.protocols = Array(scan.protocols.prefix(limit))
        return scan
      }
    }
    let protocols = scans.flatMap(\.protocols)
    say("\(protocols.count) protocols in \(scans.count) packages")
    let workURL = URL(fileURLWithPath: work)
    let harness =
      try products.map { Harness(products: URL(fileURLWithPath: $0)) }
      ?? Harness.build(
        for: scans,
        root: URL(fileURLWithPath: root).standardizedFileURL,
        in: workURL.appendingPathComponent("harness"),
        log: say
      )
    let importable = protocols.filter { harness.canImport($0.module) }
    if importable.count < protocols.count {
      say("\(protocols.count - importable.count) protocols left out: their modules are not among the products")
    }
    let results = try Harvest(harness: harness, work: workURL, jobs: jobs).run(importable, log: say)
    let seconds = Int(Date().timeIntervalSince(started))
    let text = HarvestReport.markdown(results, scans: scans, seconds: seconds)
    if let report {
      try text.write(toFile: report, atomically: true, encoding: .utf8)
      say("report: \(report)")
    } else {
      print(text, terminator: "")
    }
    let findings = results.filter(\.isFinding)
    for finding in findings.prefix(50) { say("finding: \(finding.file.path): \(finding.outcome)") }
    let lines = Set(findings.map(\.findingLine))
    if let recordFindings {
      try (lines.sorted().joined(separator: "\n") + "\n").write(
        toFile: recordFindings,
        atomically: true,
        encoding: .utf8
      )
    }
    guard let expectFindings else {
      if !findings.isEmpty { throw ExitCode(1) }
      return
    }
    let expected = Set(
      try String(contentsOfFile: expectFindings, encoding: .utf8).split(separator: "\n").map(String.init)
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    )
    let new = lines.subtracting(expected).sorted()
    let fixed = expected.subtracting(lines).sorted()
    for line in new { say("new finding: \(line)") }
    for line in fixed { say("no longer a finding (remove it from \(expectFindings)): \(line)") }
    say("\(lines.count) findings, \(new.count) new, \(fixed.count) fixed")
    if !new.isEmpty || !fixed.isEmpty { throw ExitCode(1) }
  }
}

/// Prints a line of progress to standard error.
func say(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
