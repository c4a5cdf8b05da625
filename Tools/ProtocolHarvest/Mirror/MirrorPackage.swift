import DelegateKitTestSupport
import Foundation

/// A Swift package in the machine's package mirror: a bare git repository per package,
/// read at its newest tag, with nothing checked out.
struct MirrorPackage: Sendable {
  /// `owner/name`, as the mirror spells it.
  let path: String
  let repository: URL
  let tag: String

  /// The name SwiftPM knows the package by: the last component of its URL.
  var identity: String { String(path.split(separator: "/").last ?? "") }

  /// The package's URL, as a manifest names it (git reads it from the mirror).
  var url: String { "https://github.com/\(path)" }

  /// Every package of the mirror at `root`, once each: the mirror holds some repositories
  /// under more than one spelling (`JohnSundell/Plot`, `johnsundell/plot`), and those that
  /// moved from `apple` to `swiftlang` under both owners.
  static func all(in root: URL) throws -> [MirrorPackage] {
    var seen: Set<String> = []
    var packages: [MirrorPackage] = []
    let owners = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    for owner in owners {
      let directory = root.appendingPathComponent(owner)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
      for name in names.sorted() where name.hasSuffix(".git") {
        let bare = String(name.dropLast(4))
        let key = Self.key("\(owner)/\(bare)")
        // The capitalized spelling sorts first and is the one manifests name.
        guard !seen.contains(key) else { continue }
        let repository = directory.appendingPathComponent(name)
        guard let tag = try newestTag(of: repository) else { continue }
        seen.insert(key)
        packages.append(MirrorPackage(path: "\(owner)/\(bare)", repository: repository, tag: tag))
      }
    }
    return packages
  }

  /// The package's identity as SwiftPM sees it, its name lowercased: a repository the
  /// mirror holds under two owners (`apple/swift-subprocess` and `swiftlang/swift-subprocess`,
  /// moved) is one package, and a harness depending on both would not resolve.
  static func key(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path)).lowercased()
  }

  /// The newest version tag of the repository, or `nil` when it has none.
  static func newestTag(of repository: URL) throws -> String? {
    let output = try git(repository, ["tag", "--sort=-v:refname"])
    return output.split(separator: "\n").first.map(String.init)
  }

  /// The paths of the Swift files under `Sources/` at the tag.
  func sourceFiles() throws -> [String] {
    try Self.git(repository, ["ls-tree", "-r", "--name-only", tag, "--", "Sources"])
      .split(separator: "\n").map(String.init).filter { $0.hasSuffix(".swift") }
  }

  /// A file's text at the tag.
  func read(_ path: String) throws -> String {
    try Self.git(repository, ["show", "\(tag):\(path)"])
  }

  /// Runs git in `repository` and returns what it printed. The mirror belongs to whoever
  /// installed it, and git refuses a repository another user owns ("dubious ownership"):
  /// this one, which the harvest only reads, is named safe for the command, by its real
  /// path, as git checks it (the mirror links moved repositories under their old owner).
  static func git(_ repository: URL, _ arguments: [String]) throws -> String {
    let (status, output) = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/git"),
      ["-c", "safe.directory=\(repository.resolvingSymlinksInPath().path)", "-C", repository.path] + arguments,
      timeout: 120
    )
    guard status == 0 else { throw HarvestError("git \(arguments.joined(separator: " ")): \(output)") }
    return output
  }
}

/// A harvest's error: one line.
struct HarvestError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
