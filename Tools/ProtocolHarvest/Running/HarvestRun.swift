import DelegateKitTestSupport
import Foundation

/// One harvest: the command's options, and the run that reads the mirror, builds the
/// harness, compiles each protocol's clients and reports (see `delegatekit-harvest --help`).
///
/// Its properties are the command's options, under the same names.
package struct HarvestRun: Sendable {
  package var mirror: String
  package var package: [String]
  package var exclude: [String]
  package var limit: Int?
  package var root: String
  package var products: String?
  package var work: String
  package var jobs: Int
  package var report: String?
  package var expectFindings: String?
  package var recordFindings: String?

  package init(
    mirror: String,
    package: [String],
    exclude: [String],
    limit: Int?,
    root: String,
    products: String?,
    work: String,
    jobs: Int,
    report: String?,
    expectFindings: String?,
    recordFindings: String?
  ) {
    self.mirror = mirror
    self.package = package
    self.exclude = exclude
    self.limit = limit
    self.root = root
    self.products = products
    self.work = work
    self.jobs = jobs
    self.report = report
    self.expectFindings = expectFindings
    self.recordFindings = recordFindings
  }

  /// Harvests, reports, and returns the exit status: 1 when there are findings, or when
  /// they differ from those expected.
  package func run() throws -> Int32 {
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
    PackageScan.resolveOtherPackageAncestors(across: &scans)
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
      return findings.isEmpty ? 0 : 1
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
    return new.isEmpty && fixed.isEmpty ? 0 : 1
  }
}

/// Prints a line of progress to standard error.
func say(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
