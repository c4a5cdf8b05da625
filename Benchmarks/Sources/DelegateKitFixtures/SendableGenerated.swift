// The code `@Delegate` generates for a `Sendable` protocol: `SendableBenchDelegateMulticast`,
// `…Proxy` and `…Router<Key>`, built on `ConcurrentDelegateList`. The same three
// requirements and the same alternation of delegates as `BenchDelegate` (Generated.swift),
// whose hand-written baselines these rows are compared with: a marker protocol changes
// nothing in the baselines' code.

public import DelegateKit

/// The `Sendable` twin of `BenchDelegate`.
@Delegate
public protocol SendableBenchDelegate: AnyObject, Sendable {
  /// Required, void: the broadcast.
  func didChange()
  /// Optional, void: reaches only the delegates that implement it.
  @Optional func didScroll()
  /// Optional, returning a value: the first implementer answers.
  @Optional func reply() -> Int?
}

/// Implements every requirement. `@unchecked Sendable`: each benchmark touches its
/// delegates from one thread.
public final class SendableBenchImplementer: SendableBenchDelegate, @unchecked Sendable {
  @exclusivity(unchecked) var changes = 0
  @exclusivity(unchecked) var scrolls = 0
  @exclusivity(unchecked) var replies = 0
  let answer: Int?

  init(answer: Int?) {
    self.answer = answer
  }

  @inline(never)
  public func didChange() {
    changes &+= 1
  }

  @inline(never)
  public func didScroll() {
    scrolls &+= 1
  }

  @inline(never)
  public func reply() -> Int? {
    replies &+= 1
    return answer
  }
}

/// Implements only `didChange()`.
public final class SendableBenchMinimal: SendableBenchDelegate, @unchecked Sendable {
  @exclusivity(unchecked) var changes = 0

  init() {}

  @inline(never)
  public func didChange() {
    changes &+= 1
  }
}

/// The `Sendable` rows' delegates; index 0 answers `reply()`.
typealias SendableBenchDelegates = Alternating<
  SendableBenchImplementer, SendableBenchMinimal, any SendableBenchDelegate
>

extension SendableBenchDelegates {
  init(count: Int) {
    self.init(
      count,
      even: { SendableBenchImplementer(answer: $0 == 0 ? firstAnswer : nil) },
      odd: { SendableBenchMinimal() },
      { $0 },
      { $0 }
    )
  }

  var changes: [Int] { implementers.map(\.changes) + minimals.map(\.changes) }
  var scrolls: [Int] { implementers.map(\.scrolls) }
  var replies: [Int] { implementers.map(\.replies) }
}

// MARK: - Fixtures

final class SendableMulticastBroadcast: BenchmarkFixture {
  let delegates: SendableBenchDelegates
  let multicast = SendableBenchDelegateMulticast()

  init(count: Int) {
    delegates = SendableBenchDelegates(count: count)
    for delegate in delegates.all { multicast.add(delegate) }
    expectOneCallEach(Self.self, delegates.changes) { multicast.didChange() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { multicast.didChange() }
    return times
  }
}

final class SendableMulticastOptional: BenchmarkFixture {
  let delegates: SendableBenchDelegates
  let multicast = SendableBenchDelegateMulticast()

  init(count: Int) {
    delegates = SendableBenchDelegates(count: count)
    for delegate in delegates.all { multicast.add(delegate) }
    // The first call probes each delegate; the second is the steady state that is measured.
    multicast.didScroll()
    expectOneCallEach(Self.self, of: "implementer", delegates.scrolls, unchanged: delegates.changes) {
      multicast.didScroll()
    }
    precondition(multicast.responds(to: .didScroll), "\(Self.self): no implementer found")
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { multicast.didScroll() }
    return times
  }
}

final class SendableMulticastFirst: BenchmarkFixture {
  let delegates: SendableBenchDelegates
  let multicast = SendableBenchDelegateMulticast()

  init(count: Int) {
    delegates = SendableBenchDelegates(count: count)
    for delegate in delegates.all { multicast.add(delegate) }
    precondition(multicast.reply() == firstAnswer, "\(Self.self): wrong answer")
    expectFirstAnswers(Self.self, delegates.replies) { multicast.reply() }
  }

  func run(times: Int) -> Int {
    var sum = 0
    for _ in 0..<times { sum &+= multicast.reply() ?? 0 }
    return sum
  }
}

final class SendableProxyCall: BenchmarkFixture {
  let delegates: SendableBenchDelegates
  let proxy: SendableBenchDelegateProxy

  init(count: Int) {
    delegates = SendableBenchDelegates(count: 1)
    proxy = SendableBenchDelegateProxy(delegates.all[0])
    expectOneCallEach(Self.self, delegates.changes) { proxy.didChange() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { proxy.didChange() }
    return times
  }
}

final class SendableRouterCall: BenchmarkFixture {
  let delegates: SendableBenchDelegates
  let router = SendableBenchDelegateRouter<Int>()

  init(count: Int) {
    // Routes to implementers only, so that every route has the same kind of delegate.
    delegates = SendableBenchDelegates(count: 2 * count - 1)
    for (key, delegate) in delegates.implementers.enumerated() {
      router.setDelegate(delegate, for: key)
    }
    router.select(count - 1)
    let before = delegates.changes
    router.didChange()
    var expected = before
    expected[count - 1] += 1
    precondition(delegates.changes == expected, "\(Self.self): not exactly the selected delegate called")
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { router.didChange() }
    return times
  }
}
