import Foundation

/// The standard library's public protocols, read from the toolchain's module interface of
/// `Swift`, for the requirements a harvested protocol inherits from them.
enum StandardLibrary {
  /// The interface files looked for, under the toolchain's `usr/lib`.
  static let interfaceDirectories = ["swift_static/linux", "swift/linux", "swift/macosx", "swift_static/macosx"]

  /// The protocols of the `Swift` module by name; empty when no interface is found (a
  /// toolchain shipping binary modules only), which the caller reports.
  static func protocols(toolchainLibrary: URL? = toolchainLibrary()) -> [String: HarvestedProtocol] {
    guard let library = toolchainLibrary else { return [:] }
    for directory in interfaceDirectories {
      let module = library.appendingPathComponent(directory).appendingPathComponent("Swift.swiftmodule")
      guard
        let file = (try? FileManager.default.contentsOfDirectory(atPath: module.path))?
          .first(where: { $0.hasSuffix(".swiftinterface") && !$0.contains(".private.") }),
        let text = try? String(contentsOf: module.appendingPathComponent(file), encoding: .utf8)
      else { continue }
      let scanner = ProtocolScanner(package: "swift", module: "Swift", file: file, readsConditionals: true)
      scanner.scan(text)
      var byName: [String: HarvestedProtocol] = [:]
      for var found in scanner.protocols where byName[found.name] == nil {
        let implemented = scanner.defaults[found.name] ?? []
        found.members = found.members.map { member in
          var member = member
          member.hasDefault = implemented.contains(member.name)
          return member
        }
        byName[found.name] = found
      }
      return byName
    }
    return [:]
  }

  /// The toolchain's `usr/lib`, found from the `swift` on the path.
  static func toolchainLibrary() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
      let resolved = swift.resolvingSymlinksInPath()
      return resolved.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
    }
    return nil
  }
}
