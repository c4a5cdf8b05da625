import DelegateKit
import Testing

// Unusual requirement signatures: each compiles and forwards under the client's settings
// (default, and main-actor default isolation through the symlinked target).

// MARK: Requirements inside #if

// The generated members and defaults sit inside the same `#if` clauses.
@Delegate
protocol ConditionalDelegate: AnyObject {
  func always() -> String
  #if swift(>=6.0)
  func modern() -> String
  @Optional(default: 1) func modernLimit() -> Int
  #else
  func legacy() -> String
  #endif
}

final class Modern: ConditionalDelegate {
  func always() -> String { "always" }
  func modern() -> String { "modern" }
}

// MARK: A requirement named like a generated member

// `count()` is a method: the multicast's `count` property comes from `DelegateMulticast`, so
// the two coexist. `remove(_:)` taking an `Int` overloads the multicast's `remove(_:)`.
@Delegate
protocol CountingDelegate: AnyObject {
  func count() -> Int
}

final class Counter: CountingDelegate {
  func count() -> Int { 3 }
}

// MARK: @autoclosure parameters

// An autoclosure is forwarded by calling it into the delegate's autoclosure: evaluated
// only when a delegate uses it.
@Delegate
protocol LazyDelegate: AnyObject {
  func log(_ message: @autoclosure () -> String)
  @Optional(default: 0) func measure(_ value: @autoclosure () -> Int) -> Int
}

final class Logger: LazyDelegate {
  let journal: Journal
  let evaluates: Bool
  init(journal: Journal, evaluates: Bool) {
    self.journal = journal
    self.evaluates = evaluates
  }
  func log(_ message: @autoclosure () -> String) {
    if evaluates { journal.record(message()) }
  }
  func measure(_ value: @autoclosure () -> Int) -> Int { value() * 2 }
}

// MARK: -> Self

// Refused by the macro with a fix-it: see DelegateMacroDiagnosticTests.

// MARK: Implicitly unwrapped optional returns

// The forwarder keeps the `!` return; nothing in the generated closures names the type.
@Delegate
protocol LegacyDelegate: AnyObject {
  func legacyName() -> String!
  @Optional func legacySubtitle() -> String!
}

final class Legacy: LegacyDelegate {
  func legacyName() -> String! { "legacy" }
}

@Suite("Unusual requirement signatures")
struct SignatureCaseTests {
  @Test("Requirements inside #if are forwarded, inside the same #if")
  func conditionalRequirements() {
    let modern = Modern()
    let multicast = ConditionalDelegateMulticast()
    multicast.add(modern)
    #expect(multicast.always() == "always")
    #expect(multicast.modern() == "modern")
    #expect(multicast.modernLimit() == 1)
    #expect(ConditionalDelegateProxy(modern).modern() == "modern")
    let router = ConditionalDelegateRouter<Int>()
    router.setDefaultDelegate(modern)
    #expect(router.modern() == "modern")
  }

  @Test("A requirement named count() is forwarded")
  func countRequirement() {
    let counter = Counter()
    let multicast = CountingDelegateMulticast()
    multicast.add(counter)
    #expect(multicast.count() == 3)
    #expect(CountingDelegateProxy(counter).count() == 3)
    let router = CountingDelegateRouter<Int>()
    router.setDefaultDelegate(counter)
    #expect(router.count() == 3)
  }

  @Test("@autoclosure arguments reach every delegate and stay lazy")
  func autoclosures() {
    let journal = Journal()
    var evaluations = 0
    func message() -> String {
      evaluations += 1
      return "hello"
    }
    let multicast = LazyDelegateMulticast()
    multicast.add(Logger(journal: journal, evaluates: false), retention: .strong)
    multicast.log(message())
    #expect(evaluations == 0, "no delegate evaluated it")
    let logger = Logger(journal: journal, evaluates: true)
    multicast.add(logger)
    multicast.log(message())
    #expect(journal.entries == ["hello"])
    #expect(multicast.measure(21) == 42)
    #expect(LazyDelegateProxy(logger).measure(1) == 2)
    let router = LazyDelegateRouter<Int>()
    #expect(router.measure(5) == 0, "no delegate: the default")
  }

  @Test("Implicitly unwrapped optional returns")
  func implicitlyUnwrapped() {
    let legacy = Legacy()
    let multicast = LegacyDelegateMulticast()
    multicast.add(legacy)
    let name: String = multicast.legacyName()
    #expect(name == "legacy")
    #expect(multicast.legacySubtitle() == nil)
    #expect(LegacyDelegateProxy(legacy).legacyName() == "legacy")
    let router = LegacyDelegateRouter<Int>()
    router.setDefaultDelegate(legacy)
    #expect(router.legacyName() == "legacy")
  }

  @Test("borrowing parameters are forwarded")
  func borrowingParameters() {
    let journal = Journal()
    let reader = Reader(journal: journal)
    let multicast = ReadingDelegateMulticast()
    multicast.add(reader)
    multicast.add(Reader(journal: journal), retention: .strong)
    multicast.read([1, 2, 3])
    #expect(journal.entries == ["3", "3"])
    #expect(ReadingDelegateProxy(reader).size(of: [1]) == 1)
    let router = ReadingDelegateRouter<Int>()
    router.setDefaultDelegate(reader)
    #expect(router.size(of: [1, 2]) == 2)
  }
}

@Delegate
protocol ReadingDelegate: AnyObject {
  func read(_ values: borrowing [Int])
  func size(of values: borrowing [Int]) -> Int
}

final class Reader: ReadingDelegate {
  let journal: Journal
  init(journal: Journal) { self.journal = journal }
  func read(_ values: borrowing [Int]) { journal.record("\(values.count)") }
  func size(of values: borrowing [Int]) -> Int { values.count }
}
