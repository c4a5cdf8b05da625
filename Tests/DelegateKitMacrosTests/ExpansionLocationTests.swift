import DelegateKitMacrosSupport
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// A context that counts the questions an expansion asks it about places: the compiler's
/// answers each by computing the line table of the whole file, so an expansion that asks
/// once per requirement spends most of its time there.
final class CountingContext: MacroExpansionContext {
  let base: BasicMacroExpansionContext
  private(set) var locationQuestions = 0

  init(_ base: BasicMacroExpansionContext) { self.base = base }

  var lexicalContext: [Syntax] { base.lexicalContext }

  func makeUniqueName(_ name: String) -> TokenSyntax { base.makeUniqueName(name) }

  func diagnose(_ diagnostic: Diagnostic) { base.diagnose(diagnostic) }

  func location(
    of node: some SyntaxProtocol,
    at position: PositionInSyntaxNode,
    filePathMode: SourceLocationFilePathMode
  ) -> AbstractSourceLocation? {
    locationQuestions += 1
    return base.location(of: node, at: position, filePathMode: filePathMode)
  }
}

@Suite struct ExpansionLocationTests {
  /// A protocol of `count` requirements, every other one refused (`static`), after some
  /// lines of other code.
  static func source(requirements count: Int) -> String {
    let members = (0..<count).map { index in
      index.isMultiple(of: 2) ? "  @Optional func event\(index)(_ value: Int)" : "  static func make\(index)() -> Int"
    }
    return "import DelegateKit\n\nstruct Other {}\n\n@Delegate\nprotocol Screen: AnyObject {\n"
      + members.joined(separator: "\n") + "\n}\n"
  }

  /// The places each role asks about, for a protocol of `count` requirements, and the
  /// expansions' text.
  static func expand(requirements count: Int) throws -> (questions: [Int], text: String) {
    let file = Parser.parse(source: source(requirements: count))
    let declaration = try #require(file.statements.lazy.compactMap { $0.item.as(ProtocolDeclSyntax.self) }.first)
    let attribute = try #require(declaration.attributes.first?.as(AttributeSyntax.self))
    func context() -> CountingContext {
      CountingContext(
        BasicMacroExpansionContext(
          lexicalContext: [],
          sourceFiles: [file: .init(moduleName: "Client", fullFilePath: "Client.swift")]
        )
      )
    }
    let peers = context()
    let extensions = context()
    var text = try DelegateMacro.expansion(of: attribute, providingPeersOf: declaration, in: peers)
      .map(\.description).joined()
    text += try DelegateMacro.expansion(
      of: attribute,
      attachedTo: declaration,
      providingExtensionsOf: TypeSyntax(IdentifierTypeSyntax(name: .identifier("Screen"))),
      conformingTo: [],
      in: extensions
    ).map(\.description).joined()
    return ([peers.locationQuestions, extensions.locationQuestions], text)
  }

  @Test func eachRoleAsksWhereTheProtocolIsOnce() throws {
    let few = try Self.expand(requirements: 4)
    let many = try Self.expand(requirements: 40)
    #expect(few.questions == [1, 1])
    #expect(many.questions == [1, 1])
  }

  @Test func eachRefusedRequirementIsPlacedAtItsOwnLine() throws {
    let expansion = try Self.expand(requirements: 6)
    // The protocol's name is on line 6, requirement k on line 7 + k; the odd ones are
    // refused, and their stubs are mapped there.
    #expect(expansion.text.contains(#"#sourceLocation(file: "Client.swift", line: 6)"#))
    for index in stride(from: 1, to: 6, by: 2) {
      #expect(expansion.text.contains(#"#sourceLocation(file: "Client.swift", line: \#(7 + index))"#))
    }
  }
}
