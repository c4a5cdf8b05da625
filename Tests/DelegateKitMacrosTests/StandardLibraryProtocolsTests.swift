import DelegateKitTestSupport
import Foundation
import Testing

@testable import DelegateKitMacrosSupport

/// The macro's list of the standard library's protocols, against the toolchain's own
/// interface of the `Swift` module: a protocol a new toolchain adds is refused as a parent
/// only once it is listed.
@Suite("The standard library's protocols, as the macro knows them")
struct StandardLibraryProtocolsTests {
  /// The toolchain's interface of the `Swift` module, when it ships one.
  static let interface = Toolchain.swiftModuleInterface()

  @Test(
    "Every public protocol of the toolchain's Swift module is listed, as a marker or a refused parent",
    .enabled(if: interface != nil, "this toolchain ships no interface of the Swift module")
  )
  func everyProtocolIsListed() throws {
    let text = try #require(Self.interface)
    let expression = try NSRegularExpression(pattern: #"public protocol ([A-Za-z_0-9]+)"#)
    let found = Set(
      expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
        Range($0.range(at: 1), in: text).map { String(text[$0]) }
      }
    )
    #expect(found.count > 50, "the interface was read")
    let listed = StandardLibraryProtocols.names.union(StandardLibraryProtocols.markers)
    #expect(found.subtracting(listed).sorted() == [], "protocols to add to StandardLibraryProtocols")
    #expect(StandardLibraryProtocols.names.isDisjoint(with: StandardLibraryProtocols.markers))
  }

  @Test(
    "Every public type alias of a protocol composition in the toolchain's Swift module is listed",
    .enabled(if: interface != nil, "this toolchain ships no interface of the Swift module")
  )
  func everyCompositionIsListed() throws {
    let text = try #require(Self.interface)
    let expression = try NSRegularExpression(pattern: #"public typealias ([A-Za-z_0-9]+) = [A-Za-z_.]+ &"#)
    let found = Set(
      expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
        Range($0.range(at: 1), in: text).map { String(text[$0]) }
      }
    )
    #expect(found.contains("Codable"), "the interface was read")
    #expect(found.subtracting(StandardLibraryProtocols.names).sorted() == [], "compositions to add")
  }

  @Test("A parent is matched by its name, qualified with Swift or not, and nothing else")
  func matching() {
    #expect(StandardLibraryProtocols.parent("Hashable") == "Hashable")
    #expect(StandardLibraryProtocols.parent("Swift.Hashable") == "Hashable")
    #expect(StandardLibraryProtocols.parent("Codable") == "Codable")
    #expect(StandardLibraryProtocols.parent("MyModule.Hashable") == nil)
    #expect(StandardLibraryProtocols.parent("ScrollViewDelegate") == nil)
    #expect(StandardLibraryProtocols.isMarker("Swift.Sendable"))
  }
}
