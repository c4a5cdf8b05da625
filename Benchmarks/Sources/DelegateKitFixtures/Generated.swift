// The code `@Delegate` generates for `BenchDelegate` (GeneratedDelegates.swift), on
// `DelegateList`, against the hand-written code it replaces (README.md, "Generated code").
// The delegate methods are `@inline(never)` and only bump counters, as in Delegates.swift;
// `BenchDelegate` is public, so calls through `any BenchDelegate` stay witness-table calls.

import DelegateKit

// Broadcast of a required void requirement.

final class GeneratedMulticastBroadcast: BenchmarkFixture {
  let delegates: BenchDelegates
  let multicast = BenchDelegateMulticast()

  init(count: Int) {
    delegates = BenchDelegates(count: count)
    for delegate in delegates.all { multicast.add(delegate) }
    expectOneCallEach(Self.self, delegates.changes) { multicast.didChange() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { multicast.didChange() }
    return times
  }
}

final class GeneratedInPlaceBroadcast: BenchmarkFixture {
  let delegates: BenchDelegates
  let buffer: BenchWeakBuffer

  init(count: Int) {
    delegates = BenchDelegates(count: count)
    buffer = BenchWeakBuffer(delegates.all)
    expectOneCallEach(Self.self, delegates.changes) { broadcast() }
  }

  @inline(__always) func broadcast() {
    let slots = buffer.slots
    for index in 0..<buffer.count { slots[index].value?.didChange() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { broadcast() }
    return times
  }
}

// Broadcast of an optional void requirement that half the delegates implement.

final class GeneratedMulticastOptional: BenchmarkFixture {
  let delegates: BenchDelegates
  let multicast = BenchDelegateMulticast()

  init(count: Int) {
    delegates = BenchDelegates(count: count)
    for delegate in delegates.all { multicast.add(delegate) }
    // The first call probes each delegate (running the non-implementers' defaults once);
    // the second is the steady state that is measured.
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

/// Baseline: `p[i].value?.didScroll()` on every delegate; the non-implementers run the
/// protocol extension's empty default.
final class GeneratedInPlaceOptionalNoOp: BenchmarkFixture {
  let delegates: Alternating<HandScroller, HandNonScroller, any HandScrollDelegate>
  let slots: UnsafeMutablePointer<HandScrollWeak>
  let count: Int

  init(count: Int) {
    delegates = Alternating(count, even: { _ in HandScroller() }, odd: { HandNonScroller() }, { $0 }, { $0 })
    self.count = count
    slots = .allocate(capacity: count)
    for (index, delegate) in delegates.all.enumerated() {
      (slots + index).initialize(to: HandScrollWeak(value: delegate))
    }
    expectOneCallEach(Self.self, of: "implementer", delegates.implementers.map(\.scrolls)) { broadcast() }
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  @inline(__always) func broadcast() {
    for index in 0..<count { slots[index].value?.didScroll() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { broadcast() }
    return times
  }
}

/// Baseline: a cached "responds to didScroll" flag beside each weak box, set at
/// registration; the loop loads and calls only the implementers.
final class GeneratedInPlaceOptionalFlags: BenchmarkFixture {
  struct Slot {
    weak var value: (any BenchDelegate)?
    let respondsToDidScroll: Bool
  }

  let delegates: BenchDelegates
  let slots: UnsafeMutablePointer<Slot>
  let count: Int

  init(count: Int) {
    delegates = BenchDelegates(count: count)
    self.count = count
    slots = .allocate(capacity: count)
    for (index, delegate) in delegates.all.enumerated() {
      (slots + index).initialize(to: Slot(value: delegate, respondsToDidScroll: delegate is BenchImplementer))
    }
    expectOneCallEach(Self.self, of: "implementer", delegates.scrolls, unchanged: delegates.changes) {
      broadcast()
    }
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  @inline(__always) func broadcast() {
    for index in 0..<count where slots[index].respondsToDidScroll {
      slots[index].value?.didScroll()
    }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { broadcast() }
    return times
  }
}

// First responder on an optional value requirement.

final class GeneratedMulticastFirst: BenchmarkFixture {
  let delegates: BenchDelegates
  let multicast = BenchDelegateMulticast()

  init(count: Int) {
    delegates = BenchDelegates(count: count)
    for delegate in delegates.all { multicast.add(delegate) }
    // The first call probes the first delegate; then it is known to implement `reply()`.
    precondition(multicast.reply() == firstAnswer, "\(Self.self): wrong answer")
    expectFirstAnswers(Self.self, delegates.replies) { multicast.reply() }
  }

  func run(times: Int) -> Int {
    var sum = 0
    for _ in 0..<times { sum &+= multicast.reply() ?? 0 }
    return sum
  }
}

/// One delegate behind one weak reference stored in a class, loaded in place.
final class BenchWeakBox {
  weak var value: (any BenchDelegate)?

  init(_ value: any BenchDelegate) {
    self.value = value
  }
}

final class GeneratedDirectWeakFirst: BenchmarkFixture {
  let delegates: BenchDelegates
  let weakBox: BenchWeakBox

  init(count: Int) {
    delegates = BenchDelegates(count: 1)
    weakBox = BenchWeakBox(delegates.all[0])
    expectFirstAnswers(Self.self, delegates.replies) { weakBox.value?.reply() }
  }

  func run(times: Int) -> Int {
    var sum = 0
    for _ in 0..<times { sum &+= weakBox.value?.reply() ?? 0 }
    return sum
  }
}

// Single-delegate calls: proxy and router, against one direct weak call.

final class GeneratedProxyCall: BenchmarkFixture {
  let delegates: BenchDelegates
  let proxy: BenchDelegateProxy

  init(count: Int) {
    delegates = BenchDelegates(count: 1)
    proxy = BenchDelegateProxy(delegates.all[0])
    expectOneCallEach(Self.self, delegates.changes) { proxy.didChange() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { proxy.didChange() }
    return times
  }
}

final class GeneratedRouterCall: BenchmarkFixture {
  let delegates: BenchDelegates
  let router = BenchDelegateRouter<Int>()

  init(count: Int) {
    // Routes to implementers only, so that every route has the same kind of delegate.
    delegates = BenchDelegates(count: 2 * count - 1)
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

final class GeneratedDirectWeakCall: BenchmarkFixture {
  let delegates: BenchDelegates
  let weakBox: BenchWeakBox

  init(count: Int) {
    delegates = BenchDelegates(count: 1)
    weakBox = BenchWeakBox(delegates.all[0])
    expectOneCallEach(Self.self, delegates.changes) { weakBox.value?.didChange() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { weakBox.value?.didChange() }
    return times
  }
}
