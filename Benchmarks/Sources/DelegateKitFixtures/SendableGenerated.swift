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

/// Even indices implement everything, odd ones only the required requirement; index 0
/// answers `reply()`.
struct SendableBenchDelegates {
  let all: [any SendableBenchDelegate]
  let implementers: [SendableBenchImplementer]
  let minimals: [SendableBenchMinimal]

  init(count: Int) {
    let implementers = stride(from: 0, to: count, by: 2).map {
      SendableBenchImplementer(answer: $0 == 0 ? firstAnswer : nil)
    }
    let minimals = stride(from: 1, to: count, by: 2).map { _ in SendableBenchMinimal() }
    all = (0..<count).map { index in
      index % 2 == 0 ? implementers[index / 2] as any SendableBenchDelegate : minimals[index / 2]
    }
    self.implementers = implementers
    self.minimals = minimals
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
    let before = delegates.changes
    multicast.didChange()
    precondition(delegates.changes == before.map { $0 + 1 }, "\(Self.self): not every delegate called once")
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
    let before = delegates.scrolls
    let changes = delegates.changes
    multicast.didScroll()
    precondition(delegates.scrolls == before.map { $0 + 1 }, "\(Self.self): not every implementer called once")
    precondition(delegates.changes == changes, "\(Self.self): a required method was called")
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
    let before = delegates.replies
    precondition(multicast.reply() == firstAnswer, "\(Self.self): wrong answer")
    var expected = before
    expected[0] += 1
    precondition(delegates.replies == expected, "\(Self.self): asked more than the first delegate")
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
    let before = delegates.changes
    proxy.didChange()
    precondition(delegates.changes == before.map { $0 + 1 }, "\(Self.self): not called once")
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
