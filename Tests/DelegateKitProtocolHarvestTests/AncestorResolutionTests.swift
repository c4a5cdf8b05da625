import Foundation
import Testing

@testable import DelegateKitProtocolHarvestSupport

/// How the harvest finds what a protocol inherits from other packages, read from the
/// machine's package mirror: a restatement that leaves those requirements out cannot
/// compile, whatever the macro does.
@Suite struct AncestorResolutionTests {
  static let mirror = URL(fileURLWithPath: "/opt/swift-packages")

  /// The mirror's packages at `paths`, scanned and resolved as a harvest run resolves them.
  static func scans(_ paths: [String]) throws -> [PackageScan] {
    let wanted = Set(paths.map(MirrorPackage.key))
    let packages = try MirrorPackage.all(in: mirror).filter { wanted.contains(MirrorPackage.key($0.path)) }
    try #require(packages.count == paths.count, "the mirror holds \(paths)")
    let standard = StandardLibrary.protocols()
    var scans = try packages.map { package in
      var scan = try PackageScan.scan(package)
      scan.resolveStandardAncestors(standard)
      return scan
    }
    PackageScan.resolveSendable(across: &scans)
    PackageScan.resolveOtherPackageAncestors(across: &scans)
    return scans
  }

  static func named(_ name: String, in scans: [PackageScan]) throws -> HarvestedProtocol {
    try #require(scans.flatMap(\.protocols).first { $0.name == name })
  }

  @Test func aParentOfAnotherPackageIsRestated() throws {
    let scans = try Self.scans(["vapor/fluent", "vapor/fluent-kit", "vapor/vapor"])
    let child = try Self.named("ModelAuthenticatable", in: scans)
    let others = child.otherPackageAncestors.map { "\($0.module).\($0.name)" }
    #expect(others.contains("FluentKit.Model"))
    #expect(others.contains("Vapor.Authenticatable"))
    #expect(Set(others).count == others.count, "each ancestor once: \(others)")
    // Each after those it refines: `Model`'s own ancestors come first.
    let model = try Self.named("Model", in: scans)
    let modelIndex = try #require(others.firstIndex(of: "FluentKit.Model"))
    for ancestor in model.ancestors {
      let index = try #require(others.firstIndex(of: "\(ancestor.module).\(ancestor.name)"))
      #expect(index < modelIndex)
    }
    // The foreign form restates `Model`'s requirements and imports its module; the own
    // form leaves `Model` to its package.
    let requirements = child.allRequirements.map(\.text)
    #expect(requirements.contains { $0.contains("schema") })
    let foreign = HarvestForm.foreign.source(for: child)
    #expect(foreign.contains("import FluentKit"))
    #expect(!HarvestForm.own.source(for: child).contains("protocol Model:"))
  }

  @Test func aParentWithPrimaryAssociatedTypesIsFoundByItsName() throws {
    let scans = try Self.scans([
      "hummingbird-project/hummingbird-websocket", "hummingbird-project/hummingbird",
      "hummingbird-project/swift-websocket",
    ])
    let context = try Self.named("WebSocketRequestContext", in: scans)
    #expect(context.parents.contains { $0.hasPrefix("InitializableFromSource<") })
    let others = context.otherPackageAncestors.map { "\($0.module).\($0.name)" }
    #expect(others.contains("Hummingbird.InitializableFromSource"))
    #expect(others.contains("WSCore.WebSocketContext"))
    #expect(context.isSendable)
    #expect(context.allRequirements.contains { $0.text.hasPrefix("init(source:") })
  }

  @Test func aProtocolOfTheSamePackageStaysAnAncestorOfItsOwn() throws {
    let scans = try Self.scans(["vapor/fluent-kit"])
    let all = scans.flatMap(\.protocols)
    #expect(all.allSatisfy { $0.otherPackageAncestors.isEmpty })
    #expect(all.contains { !$0.ancestors.isEmpty })
  }

  @Test(arguments: [
    ("import FluentKit", "FluentKit"),
    ("@_exported import NIOCore", "NIOCore"),
    ("public import struct FluentKit.Fields", "FluentKit"),
    ("import Foundation.NSURL", "Foundation"),
  ])
  func anImportNamesItsModule(line: String, module: String) {
    #expect(PackageScan.importedModule(line) == module)
  }
}

/// The compilation conditions a client takes from the module it restates.
@Suite struct HarnessConditionTests {
  @Test func eachModuleKeepsTheConditionsItWasBuiltWith() {
    // Lines of the shape SwiftPM writes in `.build/debug.yaml`, paths shortened.
    let manifest = #"""
      "<OpenAPIKit-debug.module>":
        tool: shell
        args: ["/usr/bin/swiftc","-module-name","OpenAPIKit","-emit-module","-DSWIFT_PACKAGE","-DDEBUG","-D","ExternalLoading","-swift-version","5"]
      "<Plain-debug.module>":
        args: ["/usr/bin/swiftc","-module-name","Plain","-emit-module"]
      "<link>":
        args: ["/usr/bin/swiftc","-emit-executable","-DNOT_A_MODULE"]
      """#
    let conditions = Harness.conditions(inManifest: manifest)
    #expect(conditions["OpenAPIKit"] == ["DEBUG", "ExternalLoading", "SWIFT_PACKAGE"])
    #expect(conditions["Plain"] == [])
    #expect(conditions.count == 2)
    var harness = Harness(directory: URL(fileURLWithPath: "/"), flags: [])
    harness.conditions = conditions
    #expect(
      harness.conditionFlags(for: "OpenAPIKit") == ["-D", "DEBUG", "-D", "ExternalLoading", "-D", "SWIFT_PACKAGE"]
    )
    #expect(harness.conditionFlags(for: "Elsewhere").isEmpty)
  }
}
