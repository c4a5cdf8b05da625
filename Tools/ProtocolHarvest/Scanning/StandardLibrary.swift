import DelegateKitTestSupport
import Foundation

/// The standard library's public protocols, read from the toolchain's module interface of
/// `Swift`, for the requirements a harvested protocol inherits from them.
enum StandardLibrary {
  /// The protocols of the `Swift` module by name; empty when no interface is found (a
  /// toolchain shipping binary modules only), which the caller reports.
  static func protocols(interface: String? = Toolchain.swiftModuleInterface()) -> [String: HarvestedProtocol] {
    guard let interface else { return [:] }
    let scanner = ProtocolScanner(
      package: "swift",
      module: "Swift",
      file: "Swift.swiftinterface",
      readsConditionals: true
    )
    scanner.scan(interface)
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
}
