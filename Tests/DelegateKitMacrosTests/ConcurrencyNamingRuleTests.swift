import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The ThreadSanitizer stage of `Scripts/test.sh` runs every test whose function name or
/// enclosing type name contains “concurrent” (in either case). This suite keeps that rule
/// whole: it parses every test source and fails on a test that runs code on several threads
/// or tasks at once (a task group, a detached task, a global Dispatch queue, a thread),
/// directly or through a function of the same file, under a name the stage would not pick.
///
/// It lives here because this target already depends on SwiftParser.
@Suite struct ConcurrencyNamingRuleTests {
  /// Calls that run code at the same time as their caller.
  static let spawning = [
    "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
    "Task.detached", "DispatchQueue.global", "concurrentPerform", "Thread(",
  ]

  /// The `Tests` folder, found from this file.
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

  @Test("Every test that runs code at once is named so that ThreadSanitizer runs it")
  func concurrentTestsAreNamedSo() throws {
    var found = 0
    var misnamed: [String] = []
    for file in try Self.swiftFiles() {
      let tests = try Self.tests(in: file)
      for test in tests where test.spawns {
        found += 1
        if !test.names.contains(where: { $0.lowercased().contains("concurren") }) {
          misnamed.append("\(file.lastPathComponent): \(test.names.joined(separator: "."))")
        }
      }
    }
    #expect(misnamed.isEmpty, "rename these so that their name or their type's says “concurrent”: \(misnamed)")
    // The rule must be looking at something: the core's stress tests alone are several.
    #expect(found >= 8, "only \(found) tests found that run code at once")
  }

  @Test("The rule sees a task group through a helper of the same file, and a misnamed test")
  func ruleSeesThroughHelpers() throws {
    let source = """
      struct PlainTests {
        @Test func stress() async { await hammer() }
        @Test func quiet() {}
        private func hammer() async { await withTaskGroup(of: Void.self) { _ in } }
      }
      """
    let tests = Self.tests(in: Parser.parse(source: source))
    #expect(tests.map(\.names) == [["PlainTests", "stress"], ["PlainTests", "quiet"]])
    #expect(tests.map(\.spawns) == [true, false])
  }

  /// A `@Test` function: its enclosing types' names and its own, and whether it runs code at
  /// once.
  struct FoundTest: Equatable {
    var names: [String]
    var spawns: Bool
  }

  static func swiftFiles() throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: testsFolder, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  static func tests(in file: URL) throws -> [FoundTest] {
    tests(in: Parser.parse(source: try String(contentsOf: file, encoding: .utf8)))
  }

  static func tests(in tree: SourceFileSyntax) -> [FoundTest] {
    let collector = FunctionCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    // A function spawns if its body does, or calls a function of this file that does.
    var spawners = Set<String>(
      collector.functions.filter { function in Self.spawning.contains { function.body.contains($0) } }.map(\.name)
    )
    var grew = true
    while grew {
      grew = false
      for function in collector.functions where !spawners.contains(function.name) {
        if spawners.contains(where: { function.body.contains("\($0)(") }) {
          spawners.insert(function.name)
          grew = true
        }
      }
    }
    return collector.functions.filter(\.isTest).map {
      FoundTest(names: $0.types + [$0.name], spawns: spawners.contains($0.name))
    }
  }

  /// Every function declaration of a file, with its enclosing types.
  final class FunctionCollector: SyntaxVisitor {
    struct Function {
      var name: String
      var types: [String]
      var body: String
      var isTest: Bool
    }
    var functions: [Function] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      let isTest = node.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
      }
      functions.append(
        Function(
          name: node.name.text,
          types: enclosingTypes(of: Syntax(node)),
          body: node.body?.description ?? "",
          isTest: isTest
        )
      )
      return .visitChildren
    }

    private func enclosingTypes(of node: Syntax) -> [String] {
      var names: [String] = []
      var current = node.parent
      while let parent = current {
        if let type = parent.asProtocol((any NamedDeclSyntax).self), !parent.is(FunctionDeclSyntax.self) {
          names.insert(type.name.text, at: 0)
        } else if let extended = parent.as(ExtensionDeclSyntax.self) {
          names.insert(extended.extendedType.trimmedDescription, at: 0)
        }
        current = parent.parent
      }
      return names
    }
  }
}
