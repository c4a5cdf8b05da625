import DelegateKitTestSupport
import Foundation

/// The standard library's public protocols, read from the toolchain's module interface of
/// `Swift`, for the requirements a harvested protocol inherits from them; its compositions
/// (`Codable`) are read as protocols with no members of their own.
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
        member.hasDefault = implemented.contains(member.key.isEmpty ? member.name : member.key)
        return member
      }
      byName[found.name] = found
    }
    // A composition (`Codable`) stands for the protocols it joins: a protocol naming it
    // refines each, and a restatement restates their requirements.
    for (name, parts) in scanner.compositions where byName[name] == nil && parts.allSatisfy({ byName[$0] != nil }) {
      byName[name] = HarvestedProtocol(
        package: "swift",
        module: "Swift",
        name: name,
        file: "Swift.swiftinterface",
        declaration: "",
        imports: [],
        isClassBound: false,
        parents: parts,
        members: []
      )
    }
    return byName
  }
}
