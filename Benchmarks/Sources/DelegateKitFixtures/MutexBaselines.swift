// The thread-safe baselines: what a careful engineer writes by hand when delegates may be
// registered and called from several threads. A `Mutex` guards an array of weak references;
// a call copies the array under the lock (a retain of its buffer, no allocation) and calls
// the delegates outside it, so that a delegate may register another without deadlock. The
// loops read each weak reference in place, through a mutable pointer to the buffer, as the
// in-place baseline does: iterating the array, or subscripting it, its buffer or an
// immutable pointer, copies each element first, a weak retain and release that would make
// the baseline slower than careful code is. The
// thread-safe rows (`ConcurrentDelegateList`, the `Sendable` multicast, proxy and router) are
// held to these; the in-place weak loop, which takes no lock, stays beside them as the floor.

import Synchronization

/// A `Mutex`-guarded array of weak references, snapshotted under the lock.
final class MutexWeakSnapshot: Contender {
  let state: Mutex<[Weak]>

  init(_ delegates: [Delegate]) {
    state = Mutex(delegates.map { Weak(value: $0) })
  }

  @inline(__always) func broadcast() {
    let snapshot = state.withLock { $0 }
    snapshot.withUnsafeBufferPointer { entries in
      guard let base = entries.baseAddress.map(UnsafeMutablePointer.init(mutating:)) else { return }
      for index in 0..<entries.count { base[index].value?.didChange() }
    }
  }

  @inline(__always) func firstResponder() -> Int? {
    let snapshot = state.withLock { $0 }
    return snapshot.withUnsafeBufferPointer { entries in
      guard let base = entries.baseAddress.map(UnsafeMutablePointer.init(mutating:)) else { return nil }
      for index in 0..<entries.count {
        if let answer = base[index].value?.reply() { return answer }
      }
      return nil
    }
  }

  func broadcast(times: Int) {
    for _ in 0..<times { broadcast() }
  }

  func firstResponder(times: Int) -> Int {
    var sum = 0
    for _ in 0..<times { sum &+= firstResponder() ?? 0 }
    return sum
  }
}

/// A weak reference to a `Sendable` protocol's delegate.
struct SendableWeak {
  weak var value: (any SendableBenchDelegate)?
}

/// `didChange()` on every delegate of a `Mutex`-guarded weak array: the `Sendable`
/// multicast's baseline.
final class SendableMutexBroadcast: BenchmarkFixture {
  let delegates: SendableBenchDelegates
  let state: Mutex<[SendableWeak]>

  init(count: Int) {
    delegates = SendableBenchDelegates(count: count)
    state = Mutex(delegates.all.map { SendableWeak(value: $0) })
    expectOneCallEach(Self.self, delegates.changes) { broadcast() }
  }

  @inline(__always) func broadcast() {
    let snapshot = state.withLock { $0 }
    snapshot.withUnsafeBufferPointer { entries in
      guard let base = entries.baseAddress.map(UnsafeMutablePointer.init(mutating:)) else { return }
      for index in 0..<entries.count { base[index].value?.didChange() }
    }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { broadcast() }
    return times
  }
}

/// The first answer of `reply()` from a `Mutex`-guarded weak array: the `Sendable`
/// multicast's first-answer baseline.
final class SendableMutexFirst: BenchmarkFixture {
  let delegates: SendableBenchDelegates
  let state: Mutex<[SendableWeak]>

  init(count: Int) {
    delegates = SendableBenchDelegates(count: count)
    state = Mutex(delegates.all.map { SendableWeak(value: $0) })
    expectFirstAnswers(Self.self, delegates.replies) { reply() }
  }

  @inline(__always) func reply() -> Int? {
    let snapshot = state.withLock { $0 }
    return snapshot.withUnsafeBufferPointer { entries in
      guard let base = entries.baseAddress.map(UnsafeMutablePointer.init(mutating:)) else { return nil }
      for index in 0..<entries.count {
        if let answer = base[index].value?.reply() { return answer }
      }
      return nil
    }
  }

  func run(times: Int) -> Int {
    var sum = 0
    for _ in 0..<times { sum &+= reply() ?? 0 }
    return sum
  }
}

/// One `Mutex`-guarded weak reference, loaded under the lock and called outside it: the
/// `Sendable` proxy's and router's baseline.
final class SendableMutexCall: BenchmarkFixture {
  let delegates: SendableBenchDelegates
  let state: Mutex<SendableWeak>

  init(count: Int) {
    delegates = SendableBenchDelegates(count: 1)
    state = Mutex(SendableWeak(value: delegates.all[0]))
    expectOneCallEach(Self.self, delegates.changes) { call() }
  }

  @inline(__always) func call() {
    let delegate = state.withLock { $0.value }
    delegate?.didChange()
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { call() }
    return times
  }
}
