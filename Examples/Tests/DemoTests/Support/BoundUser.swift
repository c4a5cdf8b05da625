import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A user whom file permissions bind, for the tests that check what the demo does with a
/// file it may read but not write.
///
/// Root reads and writes whatever a file's mode says, so as root these tests run the binary
/// as `nobody` through `runuser`; as anyone else they run it as that user, whom the modes
/// already bind. `nobody` can reach only what every user may reach, and the build folder is
/// often inside a directory only its owner may enter (a clone under `mktemp -d`, `/root`, a
/// home directory of mode 0700). So the binary is first copied, with the resource bundles
/// beside it, into a directory of its own that every user may enter and read.
enum BoundUser {
  /// `nobody` when this process is root; `nil` (this process's own user) otherwise.
  static var name: String? { geteuid() == 0 ? "nobody" : nil }

  /// Why a test that needs a bound user cannot run here, or `nil` when it can: as root it
  /// needs `runuser`.
  static var unavailableReason: String? {
    guard geteuid() == 0 else { return nil }
    return FileManager.default.isExecutableFile(atPath: runuser) ? nil : "running as root without \(runuser)"
  }

  /// The program that runs a command as another user.
  static let runuser = "/usr/sbin/runuser"

  /// A new directory that every user may enter and list (mode 0755), in the temporary
  /// directory. Records the rule it needs when an ancestor of that directory may not be
  /// entered by every user, which would make the test check where it runs rather than the
  /// demo.
  static func sharedDirectory(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    chmod(url.path, 0o755)
    if let closed = closedAncestor(of: url.path) {
      throw Unreachable(
        description: """
          \(closed) may not be entered by every user (it lacks o+x), so \(name ?? "this user") cannot reach \
          \(url.path): point TMPDIR at a directory every user may enter
          """
      )
    }
    return url
  }

  /// The executable `path` and the resource bundles beside it, copied into a shared
  /// directory of their own: the copy's path. `Bundle.module` finds the bundles next to the
  /// executable it runs as.
  static func stagedExecutable(_ path: String) throws -> String {
    let source = URL(fileURLWithPath: path).deletingLastPathComponent()
    let directory = try sharedDirectory("demo-binary")
    let name = URL(fileURLWithPath: path).lastPathComponent
    let copy = directory.appendingPathComponent(name)
    try FileManager.default.copyItem(atPath: path, toPath: copy.path)
    chmod(copy.path, 0o755)
    for bundle in try FileManager.default.contentsOfDirectory(atPath: source.path)
    where bundle.hasSuffix(".resources") {
      let target = directory.appendingPathComponent(bundle)
      try FileManager.default.copyItem(at: source.appendingPathComponent(bundle), to: target)
      try openToEveryone(target.path)
    }
    return copy.path
  }

  /// Gives every user read access to `path` and, where it is a directory, to what it holds.
  private static func openToEveryone(_ path: String) throws {
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    chmod(path, isDirectory.boolValue ? 0o755 : 0o644)
    guard isDirectory.boolValue else { return }
    for name in try FileManager.default.contentsOfDirectory(atPath: path) {
      try openToEveryone((path as NSString).appendingPathComponent(name))
    }
  }

  /// The nearest ancestor of `path` (itself included) that not every user may enter.
  static func closedAncestor(of path: String) -> String? {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    while true {
      var status = stat()
      if stat(url.path, &status) == 0, status.st_mode & 0o001 == 0 { return url.path }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// A directory on the way to a test's files that `nobody` may not enter.
  struct Unreachable: Error, CustomStringConvertible {
    var description: String
  }
}
