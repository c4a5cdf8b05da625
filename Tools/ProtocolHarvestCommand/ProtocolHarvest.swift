import ArgumentParser
import DelegateKitProtocolHarvestSupport
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
    let status = try HarvestRun(
      mirror: mirror,
      package: package,
      exclude: exclude,
      limit: limit,
      root: root,
      products: products,
      work: work,
      jobs: jobs,
      report: report,
      expectFindings: expectFindings,
      recordFindings: recordFindings
    ).run()
    if status != 0 { throw ExitCode(status) }
  }
}
