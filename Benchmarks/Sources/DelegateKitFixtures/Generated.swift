// The code the `@Delegate` macro generates, against hand-written weak calls.
//
// `BenchDelegate` (GeneratedDelegates.swift) expands, in this module, into
// `BenchDelegateMulticast`, `BenchDelegateProxy` and `BenchDelegateRouter<Key>` (on
// `DelegateList`: the protocol is not `Sendable`). The rows (`BenchmarkRow.generated…`):
//
//   generatedBroadcastMulticast     `multicast.didChange()`, N delegates
//   generatedBroadcastInPlaceWeak   the same delegates in an `UnsafeMutablePointer` of weak
//                                   boxes, `p[i].value?.didChange()`
//   generatedOptionalMulticast      `multicast.didScroll()`: delegates alternate a class that
//                                   implements the optional `didScroll` and one that does not
//                                   (steady state: after the first call has probed each
//                                   delegate)
//   generatedOptionalInPlaceNoOp    hand-written equivalent: the same alternation of classes
//                                   conforming to a hand-written protocol whose `didScroll`
//                                   default is an empty method; `p[i].value?.didScroll()` on
//                                   every delegate
//   generatedOptionalInPlaceFlags   a cached "responds" flag per slot (UIKit's delegate-flags
//                                   pattern), `if p[i].respondsToDidScroll {
//                                   p[i].value?.didScroll() }`: no weak load for the delegates
//                                   that do not implement it
//   generatedFirstMulticast         `multicast.reply()`: the first delegate implements the
//                                   optional `reply()` and answers
//   generatedFirstDirectWeak        one weak call in place, `weakBox.value?.reply()`
//   generatedProxyCall              `proxy.didChange()`, the proxy holding its delegate weakly
//   generatedRouterCall             `router.didChange()`, N routes (keys 0..<N, each with its
//                                   own weak delegate), the last key selected
//   generatedDirectWeakCall         one weak call in place, `weakBox.value?.didChange()`
//
// The delegate methods are `@inline(never)` and only bump counters, as in Delegates.swift;
// `BenchDelegate` is public and has two conforming classes (and the three generated types),
// so calls through `any BenchDelegate` stay witness-table calls.

import DelegateKit

// Broadcast of a required void requirement.

final class GeneratedMulticastBroadcast: BenchmarkFixture {
  let delegates: BenchDelegates
  let multicast = BenchDelegateMulticast()

  init(count: Int) {
    delegates = BenchDelegates(count: count)
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

final class GeneratedInPlaceBroadcast: BenchmarkFixture {
  let delegates: BenchDelegates
  let buffer: BenchWeakBuffer

  init(count: Int) {
    delegates = BenchDelegates(count: count)
    buffer = BenchWeakBuffer(delegates.all)
    let before = delegates.changes
    broadcast()
    precondition(delegates.changes == before.map { $0 + 1 }, "\(Self.self): not every delegate called once")
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

/// Baseline: `p[i].value?.didScroll()` on every delegate; the non-implementers run the
/// protocol extension's empty default.
final class GeneratedInPlaceOptionalNoOp: BenchmarkFixture {
  let scrollers: [HandScroller]
  let nonScrollers: [HandNonScroller]
  let slots: UnsafeMutablePointer<HandScrollWeak>
  let count: Int

  init(count: Int) {
    var all: [any HandScrollDelegate] = []
    var scrollers: [HandScroller] = []
    var nonScrollers: [HandNonScroller] = []
    for index in 0..<count {
      if index % 2 == 0 {
        let delegate = HandScroller()
        scrollers.append(delegate)
        all.append(delegate)
      } else {
        let delegate = HandNonScroller()
        nonScrollers.append(delegate)
        all.append(delegate)
      }
    }
    self.scrollers = scrollers
    self.nonScrollers = nonScrollers
    self.count = count
    slots = .allocate(capacity: count)
    for (index, delegate) in all.enumerated() {
      (slots + index).initialize(to: HandScrollWeak(value: delegate))
    }
    let before = scrollers.map(\.scrolls)
    broadcast()
    precondition(scrollers.map(\.scrolls) == before.map { $0 + 1 }, "\(Self.self): not every implementer called once")
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
    let before = delegates.scrolls
    let changes = delegates.changes
    broadcast()
    precondition(delegates.scrolls == before.map { $0 + 1 }, "\(Self.self): not every implementer called once")
    precondition(delegates.changes == changes, "\(Self.self): a required method was called")
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
    let before = delegates.replies
    precondition(weakBox.value?.reply() == firstAnswer, "\(Self.self): wrong answer")
    precondition(delegates.replies == before.map { $0 + 1 }, "\(Self.self): not called once")
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
    let before = delegates.changes
    proxy.didChange()
    precondition(delegates.changes == before.map { $0 + 1 }, "\(Self.self): not called once")
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
    let before = delegates.changes
    weakBox.value?.didChange()
    precondition(delegates.changes == before.map { $0 + 1 }, "\(Self.self): not called once")
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { weakBox.value?.didChange() }
    return times
  }
}
