import Foundation

/// The Swift toolchain on the path, for tests and tools that read what it ships.
public enum Toolchain {
  /// The text of the toolchain's interface of the standard library's `Swift` module, or
  /// `nil` when the toolchain ships binary modules only.
  public static func swiftModuleInterface() -> String? {
    guard let library = library() else { return nil }
    for platform in ["swift_static/linux", "swift/linux", "swift/macosx", "swift_static/macosx"] {
      let module = library.appendingPathComponent(platform).appendingPathComponent("Swift.swiftmodule")
      guard
        let file = (try? FileManager.default.contentsOfDirectory(atPath: module.path))?
          .first(where: { $0.hasSuffix(".swiftinterface") && !$0.contains(".private.") }),
        let text = try? String(contentsOf: module.appendingPathComponent(file), encoding: .utf8)
      else { continue }
      return text
    }
    return nil
  }

  /// The toolchain's `usr/lib`, found from the first `swift` on the path.
  static func library() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
      return swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lib")
    }
    return nil
  }
}
