import DelegateKitTestSupport
import Foundation
import Testing

/// Shapes the harvest of the package mirror's protocols found compiling to more than the
/// macro's refusal, each shrunk to a client the compiler reads here: the outcome must be a
/// refusal at the user's line, with nothing else after it.
@Suite("Harvest findings")
struct HarvestFindingTests {
  /// The outcome of compiling `source`, which must hold `refusals` distinct refusals.
  static func outcome(of source: String) throws -> (Outcome?, String) {
    let output = try CompilerClient.typecheck(source)
    let refusals = Set(Outcome.refusals(in: output.text)).count
    return (
      Outcome.classify(compilerOutput: output.text, status: output.status, expectsRefusals: refusals), output.text
    )
  }

  @Test("Codable, a standard library composition, is refused as a parent by its name")
  func codableParent() throws {
    // vapor/fluent-kit's `Fields`, and vapor/jwt-kit's `JWTPayload`.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        public protocol Fields: AnyObject, Codable, Sendable {
          var properties: [Int] { get }
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    #expect(text.contains("'Codable' is a standard library protocol"), "\(text)")
    #expect(!text.contains("does not conform to protocol 'Decodable'"), "\(text)")
  }

  @Test("A protocol refining a refused one is refused at its own line, pointing at the parent")
  func childOfRefusedParent() throws {
    // vapor/fluent-kit's `Schema: Fields`, after its parent's refusal.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        public protocol Fields: AnyObject, Codable, Sendable {
          var properties: [Int] { get }
        }

        @Delegate
        public protocol Schema: Fields, AnyObject, Sendable {
          func didMigrate()
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    let errors = CompilerClient.errorLines(in: text)
    #expect(errors.allSatisfy { $0.contains("main.swift:4:") || $0.contains("main.swift:9:") }, "\(text)")
    #expect(text.contains("is unavailable: @Delegate refused 'Fields'"), "\(text)")
  }

  @Test("A protocol refining one refused for an associated type is refused at its own line")
  func childOfAssociatedTypeParent() throws {
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        public protocol Source: AnyObject {
          associatedtype Row
          func rows() -> [Row]
        }

        @Delegate
        public protocol Feed: Source {
          @Optional func didRefresh()
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    #expect(text.contains("is unavailable: @Delegate refused 'Source'"), "\(text)")
  }

  @Test("A nonmutating setter is refused at its line, with the compiler's own error there")
  func nonmutatingSetter() throws {
    // apple/swift-distributed-tracing's `Span`, made class-bound.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        public protocol Span: AnyObject, Sendable {
          var attributes: [String] { get nonmutating set }
          func end()
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    #expect(text.contains("so an accessor cannot be 'nonmutating': remove it"), "\(text)")
    #expect(CompilerClient.errorLines(in: text).allSatisfy { $0.contains("main.swift:5:") }, "\(text)")
  }

  @Test("A throwing closure is work handed over, not a completion handler: the default leaves it")
  func throwingClosure() throws {
    // kylef/Spectre's `ContextType`: `it(_:file:line:closure:)` takes a test's body.
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit

      @Delegate
      public protocol ContextType: AnyObject {
        func before(_ closure: @escaping () -> Void)
        @Optional func it(_ name: String, file: String, line: Int, closure: @escaping () throws -> Void)
        @Optional func run(_ operation: @escaping () async -> Void)
      }
      """,
      compiling: true
    )
    #expect(output.status == 0, "\(output.text)")
    #expect(!output.text.contains("warning:"), "\(output.text)")
  }
}
