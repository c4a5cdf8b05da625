import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory of its own for one test, removed (permissions restored first) when the
/// value goes away.
final class TemporaryDirectory {
  let path: String

  init() throws {
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent("demo-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// A path inside the directory.
  func file(_ name: String) -> String {
    (path as NSString).appendingPathComponent(name)
  }

  /// The names in the directory, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  deinit {
    // A test may have taken write permission away from a subdirectory or file.
    if let enumerator = FileManager.default.enumerator(atPath: path) {
      chmod(path, 0o700)
      for case let name as String in enumerator {
        chmod((path as NSString).appendingPathComponent(name), 0o700)
      }
    }
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// Whether chmod binds this process: root reads and writes whatever the mode says.
let isRoot = geteuid() == 0
