import DelegateKitMacrosSupport
import DelegateKitTestSupport
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// The reading side, fuzzed: random damage to the source under `@Delegate` and
/// `@RespondsExactly` (truncated declarations, tokens dropped, doubled or swapped, markers in
/// odd places) never crashes the expansion, always ends in a diagnostic when the source is
/// broken, and, when the macro diagnoses nothing, expands into source that parses.
@Suite("@Delegate reading, fuzzed with damaged source")
struct DelegateMacroReadingFuzzTests {
  /// Sources to damage: the shapes real delegate protocols have.
  static let sources = [
    """
    @MainActor
    @Delegate
    public protocol NavigationDelegate: AnyObject {
      @Optional(completing: Policy.allow)
      func webView(_ webView: WebView, decidePolicyFor action: Action, decisionHandler: @escaping @Sendable (Policy) -> Void)
      @Combining(.all) @Optional(default: true) func shouldStart(_ url: String) -> Bool
      @Optional(default: { (height: Double) in height * 2 }) func size(for height: Double) -> Double
      var title: String { get }
      #if os(Linux)
      @Optional func didFinish<T: Equatable>(_ value: T) async throws
      #endif
    }
    """,
    """
    @Delegate(foreign: FileManagerDelegate.self, subclassing: NSObject.self)
    protocol Removal: FileManagerDelegate, Sendable where Element == String {
      @Optional(default: .inherited) func fileManager(_ fm: FileManager, shouldRemoveItemAt url: URL) -> Bool
      @CompletionHandler("reply") func fetch(progress: @escaping (Double) -> Void, reply: @escaping (Int) -> Void)
      func adjust(_ value: inout Int, _ body: () -> Void, _ value2: @autoclosure () -> Int) rethrows
    }
    """,
    """
    @RespondsExactly
    extension Screen: TableViewDelegate, ScrollViewDelegate {
      func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
      var rowHeight: Double { 44 }
    }
    """,
  ]

  static let markers = [
    "@Optional", "@Optional(default: 1)", "@Optional(completing: 1, 2)", "@Optional(returning: \"x\")",
    "@Combining(.all)", "@Combining(.nonsense)", "@CompletionHandler(nil)", "@CompletionHandler(\"x\")",
    "@Optional(default: .inherited)", "@Optional(default: .delete)", "@Delegate", "@RespondsExactly", "@ExactResponder",
    "@MainActor",
    "#if false", "#endif", "static", "mutating", "subscript", "init(", "associatedtype A", "{", "}", "(", ")", "->",
  ]

  @Test("Damaged sources never crash the expansion, and are never expanded silently into broken code")
  func damaged() throws {
    let rounds = ProcessInfo.processInfo.environment["DELEGATEKIT_READING_FUZZ_ROUNDS"].flatMap(Int.init) ?? 600
    var random = SplitMix64(seed: 0xDE1E_6A7E)
    for round in 0..<rounds {
      let source = Self.damage(Self.sources[round % Self.sources.count], with: &random)
      try Self.expandAll(in: source, round: round)
    }
  }

  /// The source with one to three kinds of damage.
  static func damage(_ source: String, with random: inout SplitMix64) -> String {
    var tokens = Parser.parse(source: source).tokens(viewMode: .sourceAccurate).map { $0.description }
    for _ in 0..<random.int(1...3) {
      guard !tokens.isEmpty else { break }
      let index = random.int(0...tokens.count - 1)
      switch random.int(0...4) {
      case 0: tokens = Array(tokens.prefix(index))
      case 1: tokens.remove(at: index)
      case 2: tokens.insert(tokens[index], at: index)
      case 3: tokens.swapAt(index, random.int(0...tokens.count - 1))
      default: tokens.insert(" \(markers[random.int(0...markers.count - 1)]) ", at: index)
      }
    }
    return tokens.joined()
  }

  /// `expansion` as this swift-syntax's parser can read it. The expansions name some helpers
  /// by raw identifiers (`` `did finish` ``) and write isolated conformances
  /// (`@MainActor P`, `nonisolated P`), which its parser reads from 602 on (the compiler,
  /// which parses them for real, always does); before 602 each backticked name becomes a
  /// plain one and the isolation before a conformance goes, so the rest of the expansion is
  /// still checked on every version.
  static func readable(_ expansion: String) -> String {
    #if canImport(SwiftSyntax602)
    expansion
    #else
    expansion.replacing(/`[^`\n]+`/, with: "_$raw")
      .replacing(/([:,] )(?:@MainActor |nonisolated )/) { "\($0.1)" }
    #endif
  }

  /// Expands every `@Delegate` protocol, `@ExactResponder` class and `@RespondsExactly` declaration of `source`, each
  /// role, and checks what came out.
  static func expandAll(in source: String, round: Int) throws {
    let file = Parser.parse(source: source)
    let parseFailed = file.hasError
    final class Collector: SyntaxVisitor {
      var groups: [(AttributeSyntax, any DeclGroupSyntax)] = []
      override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        collect(node)
        return .visitChildren
      }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        collect(node)
        return .visitChildren
      }
      override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        collect(node)
        return .visitChildren
      }
      private func collect(_ node: some DeclGroupSyntax) {
        for case .attribute(let attribute) in node.attributes
        where ["Delegate", "RespondsExactly", "ExactResponder"].contains(attribute.attributeName.trimmedDescription) {
          groups.append((attribute, node))
        }
      }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(file)
    for (attribute, declaration) in collector.groups {
      let context = BasicMacroExpansionContext(
        lexicalContext: [],
        sourceFiles: [file: .init(moduleName: "Fuzzed", fullFilePath: "fuzzed.swift")]
      )
      var expansions: [String] = []
      let name = declaration.as(ProtocolDeclSyntax.self)?.name.text ?? "Screen"
      if attribute.attributeName.trimmedDescription == "Delegate" {
        expansions += try DelegateMacro.expansion(of: attribute, providingPeersOf: declaration, in: context)
          .map(\.description)
        expansions += try DelegateMacro.expansion(
          of: attribute,
          providingMembersOf: declaration,
          conformingTo: [],
          in: context
        ).map(\.description)
        expansions += try DelegateMacro.expansion(
          of: attribute,
          attachedTo: declaration,
          providingExtensionsOf: TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))),
          conformingTo: [],
          in: context
        ).map(\.description)
      } else if attribute.attributeName.trimmedDescription == "ExactResponder" {
        expansions += try ExactResponderMacro.expansion(
          of: attribute,
          providingMembersOf: declaration,
          conformingTo: [],
          in: context
        ).map(\.description)
        expansions += try ExactResponderMacro.expansion(
          of: attribute,
          attachedTo: declaration,
          providingExtensionsOf: TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))),
          conformingTo: [TypeSyntax(IdentifierTypeSyntax(name: .identifier("ExactResponder")))],
          in: context
        ).map(\.description)
      } else {
        expansions += try RespondsExactlyMacro.expansion(
          of: attribute,
          providingMembersOf: declaration,
          conformingTo: [],
          in: context
        ).map(\.description)
      }
      let diagnosed = !context.diagnostics.isEmpty
      if !diagnosed, !parseFailed {
        // Nothing reported: what the compiler receives must parse, or its errors would be
        // inside the expansion.
        for expansion in expansions {
          let parsed = Parser.parse(source: Self.readable(expansion))
          #expect(
            !parsed.hasError,
            "round \(round): an undiagnosed expansion does not parse\n\(source)\n---\n\(expansion)"
          )
        }
      }
    }
    if parseFailed {
      #expect(
        !ParseDiagnosticsGenerator.diagnostics(for: file).isEmpty,
        "round \(round): broken source with no diagnostic\n\(source)"
      )
    }
  }
}
