@testable import DelegateKitMacrosSupport
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import Testing

/// The compiler sends `@Delegate`'s peer and extension roles in separate requests, each with
/// the protocol's text, in either order: the plugin reads a protocol once and finds the
/// model again by that text, unless reading it found a problem.
@Suite("Reading each protocol once per plugin process")
struct ModelReuseTests {
  /// `source`'s first protocol, parsed into a tree of its own, as each request's is.
  static func protocolDeclaration(_ source: String) throws -> ProtocolDeclSyntax {
    let file = Parser.parse(source: source)
    return try #require(file.statements.first?.item.as(ProtocolDeclSyntax.self))
  }

  /// A protocol text no other test reads, so that what this suite finds is its own doing.
  static func uniqueName() -> String {
    "Reused\(UUID().uuidString.filter(\.isLetter))Delegate"
  }

  @Test("A second request with the same text gets the model the first read")
  func sameTextReusesTheModel() throws {
    let source = """
      @Delegate
      protocol \(Self.uniqueName()): AnyObject {
        @Optional func didLoad(_ page: Int)
        func title(for page: Int) -> String
      }
      """
    let first = try Self.protocolDeclaration(source)
    let second = try Self.protocolDeclaration(source)
    #expect(first.id != second.id)
    let firstModel = DelegateMacro.model(of: first)
    let secondModel = DelegateMacro.model(of: second)
    #expect(firstModel.declaration.id == first.id)
    #expect(secondModel.declaration.id == first.id)
    #expect(secondModel.requirements.map(\.displayName) == ["didLoad(_:)", "title(for:)"])
  }

  @Test("A different text is read on its own, even one space apart")
  func differentTextIsReadAgain() throws {
    let name = Self.uniqueName()
    let first = try Self.protocolDeclaration("@Delegate\nprotocol \(name): AnyObject {\n  func a()\n}")
    let second = try Self.protocolDeclaration("@Delegate\nprotocol \(name): AnyObject {\n  func a( )\n}")
    _ = DelegateMacro.model(of: first)
    #expect(DelegateMacro.model(of: second).declaration.id == second.id)
  }

  @Test("A model with a problem is read anew, so its diagnostics point into each request's tree")
  func diagnosedModelIsNotKept() throws {
    let source = """
      @Delegate
      protocol \(Self.uniqueName()): AnyObject {
        static func == (lhs: Self, rhs: Self) -> Bool
        @Optional func didLoad(_ page: Int)
      }
      """
    let first = try Self.protocolDeclaration(source)
    let second = try Self.protocolDeclaration(source)
    let firstModel = DelegateMacro.model(of: first)
    let secondModel = DelegateMacro.model(of: second)
    #expect(!firstModel.diagnostics.isEmpty)
    #expect(secondModel.declaration.id == second.id)
    let root = Syntax(second).root
    #expect(secondModel.diagnostics.allSatisfy { $0.node.root.id == root.id })
  }
}
