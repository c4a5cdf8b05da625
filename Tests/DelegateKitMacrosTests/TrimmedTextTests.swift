@testable import DelegateKitMacrosSupport
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// `trimmedText`, which the macro reads its protocols with, is `trimmedDescription` for every
/// node of real delegate protocols: the transcribed platform protocols of the corpus tests,
/// with their doc comments, attributes and `#if` blocks, and this file.
@Suite("Reading a node's text without its trivia")
struct TrimmedTextTests {
  static var files: [URL] {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let corpus = tests.appendingPathComponent("DelegateKitCorpusTests")
    let found = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
    return (found ?? []).sorted { $0.path < $1.path } + [URL(fileURLWithPath: #filePath)]
  }

  /// Compares the two for every node up to two lines long (longer ones are their
  /// children's text, and the trimmed copy of each would make the test slow).
  final class Comparer: SyntaxAnyVisitor {
    var compared = 0
    var mismatches: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      if node.totalLength.utf8Length <= 160 {
        compared += 1
        if node.trimmedText != node.trimmedDescription, mismatches.count < 10 {
          mismatches.append("\(node.kind): \(node.trimmedDescription)")
        }
      }
      return .visitChildren
    }
  }

  @Test("Every node's trimmed text is its trimmed description")
  func everyNode() throws {
    let files = Self.files
    #expect(files.count > 5, "the corpus is found")
    let comparer = Comparer()
    for file in files {
      comparer.walk(Parser.parse(source: try String(contentsOf: file, encoding: .utf8)))
    }
    #expect(comparer.mismatches == [])
    #expect(comparer.compared > 10_000)
  }
}
