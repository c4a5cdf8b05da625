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

  @Test("A parent's refused initializer is met for its children's generated types too")
  func childOfParentWithRefusedInitializer() throws {
    // apple/swift-asn1's `DERImplicitlyTaggable: DERParseable, DERSerializable`, own form.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        public protocol Parseable: AnyObject {
          init(node: Int) throws
        }

        @Delegate
        public protocol ImplicitlyTaggable: Parseable, AnyObject {
          static var defaultIdentifier: Int { get }
          init(node: Int, withIdentifier identifier: Int) throws
          func serialize(into coder: inout [UInt8], withIdentifier identifier: Int) throws
        }

        let multicast = ImplicitlyTaggableMulticast()
        let proxy = ParseableProxy()
        """
    )
    #expect(outcome == .refused, "\(text)")
    let errors = CompilerClient.errorLines(in: text)
    let refusalLines = ["main.swift:5:", "main.swift:10:", "main.swift:11:"]
    #expect(errors.allSatisfy { error in refusalLines.contains { error.contains($0) } }, "\(text)")
    #expect(!text.contains("does not conform"), "\(text)")
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

  @Test("A foreign default that does not throw answers a requirement that does, with no warning")
  func effectlessForeignDefault() throws {
    // vapor/console-kit's `AnyAsyncCommand`: `outputHelp(using:)` throws, its default does not.
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit

      public protocol AnyCommand: AnyObject {
        var help: String { get }
        func outputHelp(using context: inout [String]) throws
      }

      extension AnyCommand {
        public func outputHelp(using context: inout [String]) { context.append(help) }
      }

      @Delegate(foreign: AnyCommand.self)
      protocol AnyCommandRestated: AnyCommand {
        var help: String { get }
        @Optional(default: .inherited) func outputHelp(using context: inout [String]) throws
      }
      """,
      compiling: true
    )
    #expect(output.status == 0, "\(output.text)")
    #expect(!output.text.contains("warning:"), "\(output.text)")
  }

  @Test("A kept foreign default the library only has as an overload is refused at the user's line")
  func overloadedForeignDefault() throws {
    // vapor/vapor's `Cache`: `get(_:as:)` returns a future and has no default; the
    // library's extension has an `async` overload of the same name, returning the value.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        public final class Future<Value> {
          public init() {}
        }

        public protocol Cache: AnyObject {
          func get<T: Decodable>(_ key: String, as type: T.Type) -> Future<T?>
        }

        extension Cache {
          public func get<T: Decodable>(_ key: String, as type: T.Type) async throws -> T? { nil }
        }

        @Delegate(foreign: Cache.self)
        protocol CacheRestated: Cache {
          @Optional(default: .inherited) func get<T: Decodable>(_ key: String, as type: T.Type) -> Future<T?>
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    #expect(text.contains("has no default in the foreign protocol it restates"), "\(text)")
    #expect(!text.contains("cannot convert"), "\(text)")
  }

  @Test("A grandchild of a refused protocol is refused at its own line too")
  func grandchildOfRefusedParent() throws {
    // swiftlang/swift-syntax's `_LeafDeclSyntaxNodeProtocol: DeclSyntaxProtocol`, whose
    // parent `SyntaxProtocol` refines the standard library's protocols.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        public protocol SyntaxProtocol: AnyObject, Hashable {
          var id: Int { get }
        }

        @Delegate
        public protocol DeclSyntaxProtocol: SyntaxProtocol {
          func didParse()
        }

        @Delegate
        public protocol LeafDeclSyntaxNodeProtocol: DeclSyntaxProtocol {
          @Optional func didVisit()
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    #expect(text.contains("_$SyntaxProtocol was refused by @Delegate: fix the error at its declaration"), "\(text)")
    let lines = Set(CompilerClient.errorLines(in: text).map { Outcome.fileAndLine(String($0)) })
    #expect(lines.count == 3, "one line per protocol: \(text)")
  }

  @Test("A protocol refining Actor is refused at the parent's name")
  func actorParent() throws {
    // modelcontextprotocol/swift-sdk's `Transport: Actor`.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        public protocol Transport: Actor {
          var logger: String { get }
          func connect() async throws
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    #expect(text.contains("'Actor' makes the protocol's conformers actors"), "\(text)")
    #expect(CompilerClient.errorLines(in: text).allSatisfy { $0.contains("main.swift:4:") }, "\(text)")
  }

  @Test("Using a type a refused protocol did not get reads as the refusal")
  func refusedTypeUse() throws {
    // vapor/leaf-kit's `LeafCache`, whose `count` is the multicast's own member.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        public protocol LeafCache: AnyObject {
          associatedtype Document
          func insert(_ document: Document)
        }

        func use() {
          _ = LeafCacheMulticast()
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    #expect(text.contains("@Delegate could not generate this type: see the error on protocol 'LeafCache'"), "\(text)")
  }

  @Test("Members of a refused protocol's generated types read as the refusal, at each use")
  func refusedTypeMembers() throws {
    // vapor/leaf-kit's `LeafCache`, whose `count` is the multicast's own member: the code
    // that registers delegates and reads the count is told about the refusal, line by line.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        public protocol LeafCache: AnyObject {
          var count: Int { get }
          func remove(_ name: String)
        }

        final class Cache: LeafCache {
          var count: Int { 0 }
          func remove(_ name: String) {}
        }

        @MainActor func use() {
          let cache = Cache()
          let multicast = LeafCacheMulticast()
          multicast.add(cache)
          multicast.add(cache, retention: .strong)
          _ = multicast.count
          multicast.remove("index")
          let proxy = LeafCacheProxy()
          proxy.setDelegate(cache)
          let router = LeafCacheRouter<String>()
          router.select("a")
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    let refusals = Set(Outcome.refusals(in: text).map(Outcome.fileAndLine))
    let errors = CompilerClient.errorLines(in: text)
    #expect(errors.allSatisfy { refusals.contains(Outcome.fileAndLine(String($0))) }, "\(text)")
    #expect(refusals.count == 10, "the requirement, and each use: \(text)")
  }

  @Test("Primary associated types are refused at the protocol, with nothing inside the expansion")
  func primaryAssociatedTypes() throws {
    // pointfreeco/swift-parsing's `ParserPrinter<Input, Output>: Parser`, whose requirement
    // takes the parent's associated types, which no existential can call it with.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        public protocol Parser<Input, Output> {
          associatedtype Input
          associatedtype Output
        }

        @Delegate
        public protocol ParserPrinter<Input, Output>: Parser, AnyObject {
          func print(_ output: Output, into input: inout Input) throws
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    let refusal = "main.swift:9:30: error: @Delegate protocols cannot have primary associated types"
    #expect(text.contains(refusal), "\(text)")
    #expect(!text.contains("macro expansion"), "\(text)")
  }

  @Test("A synchronous and an async method of one name are overloads, both forwarded")
  func asyncOverload() throws {
    // vapor/vapor's `Server`: `start(address:) throws` beside `start(address:) async throws`.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        public protocol Server: AnyObject, Sendable {
          func start(port: Int) throws
          func start(port: Int) async throws
          func shutdown()
          func shutdown() async
        }

        final class Node: Server {
          func start(port: Int) throws {}
          func start(port: Int) async throws {}
          func shutdown() {}
          func shutdown() async {}
        }

        func use(_ servers: ServerMulticast) throws {
          try servers.start(port: 80)
          servers.shutdown()
        }

        func useLater(_ servers: ServerMulticast) async throws {
          try await servers.start(port: 80)
          await servers.shutdown()
        }
        """
    )
    #expect(outcome == nil, "\(text)")
  }

  @Test("A method declared twice, once throwing, is refused at the second, and only there")
  func redeclaredWithOtherEffects() throws {
    // vapor/postgres-nio's `PostgresNonThrowingEncodable` restates its parent's throwing
    // `encode(into:context:)` without `throws`; a protocol that declares both declares one
    // method twice, which the compiler reports at the second too.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        @Delegate
        protocol EncodingDelegate: AnyObject {
          func encode(into buffer: inout [UInt8]) throws
          func encode(into buffer: inout [UInt8])
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    let errors = CompilerClient.errorLines(in: text)
    #expect(errors.allSatisfy { $0.contains("main.swift:6:8:") }, "\(text)")
    #expect(text.contains("'encode(into:)' is declared twice, differing only in 'throws'"), "\(text)")
  }

  @Test("A consuming parameter of a noncopyable type is refused at the specifier, and only there")
  func consumingNoncopyable() throws {
    // apple/swift-nio's `EventLoop.enqueue(_ job: consuming ExecutorJob)`: several delegates
    // cannot each consume one job, and no copy of it can be made.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        public struct Job: ~Copyable { public var id = 0 }

        @Delegate
        public protocol Executor: AnyObject {
          func enqueue(_ job: consuming Job)
          func didStart()
        }

        final class Pool: Executor {
          func enqueue(_ job: consuming Job) {}
          func didStart() {}
        }
        """
    )
    #expect(outcome == .refused, "\(text)")
    let errors = CompilerClient.errorLines(in: text)
    #expect(errors.allSatisfy { $0.contains("main.swift:7:23:") }, "\(text)")
    #expect(text.contains("cannot forward the 'consuming' parameter 'job'"), "\(text)")
  }

  @Test("A foreign parent's operators and Self-typed static property are refused at their lines, and only there")
  func foreignOperatorsAndSelfTypedStatic() throws {
    // apple/swift-numerics' `ElementaryFunctions: AdditiveArithmetic`, and OpenAPIKit's
    // `Condition: Equatable`, foreign form: the operator stubs met no requirement, and the
    // refusal of `zero` had no location.
    let (outcome, text) = try Self.outcome(
      of: """
        import DelegateKit

        prefix operator ~~
        public protocol Additive: AdditiveArithmetic {}

        @Delegate(foreign: Additive.self)
        protocol AdditiveRestated: Additive, AnyObject {
          static func == (lhs: Self, rhs: Self) -> Swift.Bool
          static var zero: Self { get }
          static func + (lhs: Self, rhs: Self) -> Self
          static func += (lhs: inout Self, rhs: Self)
          static func - (lhs: Self, rhs: Self) -> Self
          static func -= (lhs: inout Self, rhs: Self)
          prefix static func ~~ (operand: Self) -> Self
        }

        let multicast = AdditiveRestatedMulticast()
        """
    )
    #expect(outcome == .refused, "\(text)")
    let errors = CompilerClient.errorLines(in: text)
    #expect(errors.allSatisfy { error in (8...14).contains { error.contains("main.swift:\($0):") } }, "\(text)")
    #expect(errors.contains { $0.contains("main.swift:9:20:") && $0.contains("cannot forward 'zero'") }, "\(text)")
    #expect(!text.contains("<unknown>"), "\(text)")
    #expect(!text.contains("does not conform"), "\(text)")
  }
}
