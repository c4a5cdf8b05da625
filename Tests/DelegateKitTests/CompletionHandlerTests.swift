import DelegateKit
import Dispatch
import Foundation
import Testing

// Completion handlers found by their shape, whatever their names, and called exactly once.

enum Policy: Sendable, Equatable { case allow, cancel }

@Delegate
protocol NavigationDelegate: AnyObject {
  @Optional(completing: Policy.allow)
  func decide(_ url: String, decisionHandler: @escaping @Sendable (Policy) -> Void)
  @Optional func alert(_ message: String, completionHandler: @escaping @Sendable () -> Void)
  @Combining(.all) @Optional(completing: true)
  func confirm(_ message: String, completionHandler: @escaping @Sendable (Bool) -> Void)
  @Combining(.collect) func suggestions(for text: String, reply: @escaping @Sendable ([String]) -> Void)
  @CompletionHandler(nil) @Optional func observe(_ observer: @escaping @Sendable (Int) -> Void)
  @Optional(default: Policy.allow) func decide(_ url: String) async -> Policy
}

/// Decides, confirms and suggests as configured; answers on a background queue when `late`.
final class Navigator: NavigationDelegate {
  let name: String
  let policy: Policy
  let confirms: Bool
  let late: Bool
  let journal = SharedCounter()

  init(_ name: String, policy: Policy = .cancel, confirms: Bool = true, late: Bool = false) {
    self.name = name
    self.policy = policy
    self.confirms = confirms
    self.late = late
  }

  func decide(_ url: String, decisionHandler: @escaping @Sendable (Policy) -> Void) {
    journal.add()
    decisionHandler(policy)
  }

  func confirm(_ message: String, completionHandler: @escaping @Sendable (Bool) -> Void) {
    let confirms = self.confirms
    if late {
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { completionHandler(confirms) }
    } else {
      completionHandler(confirms)
    }
  }

  func suggestions(for text: String, reply: @escaping @Sendable ([String]) -> Void) {
    reply(["\(name):\(text)"])
  }

  func observe(_ observer: @escaping @Sendable (Int) -> Void) { observer(1) }

  func decide(_ url: String) async -> Policy { policy }
}

/// Implements nothing optional.
final class Bystander: NavigationDelegate {
  func suggestions(for text: String, reply: @escaping @Sendable ([String]) -> Void) { reply([]) }
}

/// A thread-safe count.
final class SharedCounter: @unchecked Sendable {
  // @unchecked: a lock box; `value` is only touched under `lock` (NSLock, which
  // ThreadSanitizer sees).
  private let lock = NSLock()
  private var value = 0
  func add(_ amount: Int = 1) { lock.withLock { value += amount } }
  var count: Int { lock.withLock { value } }
}

/// The answers a handler received, from any thread.
final class Answers<Value: Sendable>: @unchecked Sendable {
  // @unchecked: a lock box; `values` is only touched under `lock`. NSLock rather than
  // Synchronization's Mutex, whose futex ThreadSanitizer does not see on Linux.
  private let lock = NSLock()
  private var values: [Value] = []
  func record(_ value: Value) { lock.withLock { values.append(value) } }
  var all: [Value] { lock.withLock { values } }
}

@Suite("Completion handlers: found by their shape, called exactly once")
struct CompletionHandlerTests {
  @Test("decisionHandler: the first implementer answers, once; with none, the 'completing:' policy")
  func firstImplementer() {
    let first = Navigator("first", policy: .cancel)
    let second = Navigator("second", policy: .allow)
    let multicast = NavigationDelegateMulticast()
    multicast.add(Bystander())
    multicast.add(first)
    multicast.add(second)
    let answers = Answers<Policy>()
    multicast.decide("https://ads.example") { answers.record($0) }
    #expect(answers.all == [.cancel])
    #expect(first.journal.count == 1)
    #expect(second.journal.count == 0, "a handler reaches one delegate only")

    let none = Answers<Policy>()
    NavigationDelegateMulticast().decide("x") { none.record($0) }
    NavigationDelegateProxy().decide("x") { none.record($0) }
    NavigationDelegateRouter<Int>().decide("x") { none.record($0) }
    #expect(none.all == [.allow, .allow, .allow])
    withExtendedLifetime((first, second)) {}
  }

  @Test("A () -> Void handler needs no arguments: called once, by nobody's default")
  func voidHandler() {
    let count = SharedCounter()
    let multicast = NavigationDelegateMulticast()
    let bystander = Bystander()
    multicast.add(bystander)
    multicast.alert("Saved") { count.add() }
    #expect(count.count == 1)
    withExtendedLifetime(bystander) {}
  }

  @Test("@Combining(.all): every implementer answers, late or not; the handler runs once, after the last")
  func joinedConcurrently() async {
    let early = Navigator("early", confirms: true)
    let late = Navigator("late", confirms: false, late: true)
    let multicast = NavigationDelegateMulticast()
    multicast.add(early)
    multicast.add(Bystander())
    multicast.add(late)
    let answers = Answers<Bool>()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      multicast.confirm("Delete?") { answer in
        answers.record(answer)
        done.resume()
      }
    }
    try? await Task.sleep(for: .milliseconds(50))
    #expect(answers.all == [false], "one call, with every answer combined")

    let alone = Answers<Bool>()
    NavigationDelegateMulticast().confirm("Delete?") { alone.record($0) }
    #expect(alone.all == [true], "nobody implements it: the 'completing:' answer")
    withExtendedLifetime((early, late)) {}
  }

  @Test("@Combining(.collect) on a required handler: every answer, in registration order")
  func collected() {
    let a = Navigator("a")
    let b = Navigator("b")
    let multicast = NavigationDelegateMulticast()
    multicast.add(a)
    multicast.add(b)
    let answers = Answers<[String]>()
    multicast.suggestions(for: "ad") { answers.record($0) }
    #expect(answers.all == [["a:ad", "b:ad"]])
    withExtendedLifetime((a, b)) {}
  }

  @Test("@CompletionHandler(nil): an observer every delegate receives")
  func observer() {
    let a = Navigator("a")
    let b = Navigator("b")
    let multicast = NavigationDelegateMulticast()
    multicast.add(a)
    multicast.add(b)
    let count = SharedCounter()
    multicast.observe { count.add($0) }
    #expect(count.count == 2)
    withExtendedLifetime((a, b)) {}
  }

  @Test("The async form beside the completion form: each answered by the delegates that implement it")
  func asyncBeside() async {
    let first = Navigator("first", policy: .cancel)
    let multicast = NavigationDelegateMulticast()
    multicast.add(first)
    #expect(await multicast.decide("x") == .cancel)
    #expect(await NavigationDelegateMulticast().decide("x") == .allow)
    withExtendedLifetime(first) {}
  }

  #if !os(Windows)
  @Test("A delegate that calls its share of a joined handler twice stops the program")
  func twice() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        final class Twice: NavigationDelegate {
          func suggestions(for text: String, reply: @escaping @Sendable ([String]) -> Void) {
            reply([])
            reply([])
          }
        }
        let twice = Twice()
        let multicast = NavigationDelegateMulticast()
        multicast.add(twice)
        multicast.suggestions(for: "x") { _ in }
        withExtendedLifetime(twice) {}
      }
    )
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "A delegate called its completion handler twice"
      )
    )
  }
  #endif
}
