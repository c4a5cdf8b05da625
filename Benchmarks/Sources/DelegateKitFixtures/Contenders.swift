// The containers the broadcast and first-responder rows compare (README.md, "What is
// measured"), each answering both operations with its own inlined code.

import DelegateKit
import Foundation
import OpenCombine

protocol Contender: AnyObject {
  init(_ delegates: [Delegate])
  func broadcast()
  func firstResponder() -> Int?
  /// `times` broadcasts. Each class writes this loop itself so that the measured loop calls
  /// its own inlined `broadcast()` directly; a generic loop over `Contender` would call it
  /// through the witness table.
  func broadcast(times: Int)
  /// `times` lookups; returns the sum of the answers, for `blackHole`.
  func firstResponder(times: Int) -> Int
  /// Unregisters from shared state (NotificationCenter.default).
  func tearDown()
}

extension Contender {
  func tearDown() {}
}

// MARK: - Ours

final class OursDelegateList: Contender {
  let list = DelegateList<any Listener>()

  init(_ delegates: [Delegate]) {
    for delegate in delegates { list.add(delegate) }
  }

  @inline(__always) func broadcast() {
    list.forEach { $0.didChange() }
  }

  @inline(__always) func firstResponder() -> Int? {
    list.firstNonNil { $0.reply() }
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

final class OursConcurrentDelegateList: Contender {
  let list = ConcurrentDelegateList<any Listener>()

  init(_ delegates: [Delegate]) {
    for delegate in delegates { list.add(delegate) }
  }

  @inline(__always) func broadcast() {
    list.forEach { $0.didChange() }
  }

  @inline(__always) func firstResponder() -> Int? {
    list.firstNonNil { $0.reply() }
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

// MARK: - Baselines

/// Strong references, no weak load: a floor, not a delegate container.
final class StrongArray: Contender {
  let items: ContiguousArray<any Listener>

  init(_ delegates: [Delegate]) {
    items = ContiguousArray(delegates.map { $0 as any Listener })
  }

  @inline(__always) func broadcast() {
    for delegate in items { delegate.didChange() }
  }

  @inline(__always) func firstResponder() -> Int? {
    for delegate in items {
      if let answer = delegate.reply() { return answer }
    }
    return nil
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

/// The naive weak loop: `for box in boxes` copies each box.
final class WeakBoxArray: Contender {
  let boxes: [Weak]

  init(_ delegates: [Delegate]) {
    boxes = delegates.map { Weak(value: $0) }
  }

  @inline(__always) func broadcast() {
    for box in boxes { box.value?.didChange() }
  }

  @inline(__always) func firstResponder() -> Int? {
    for box in boxes {
      if let answer = box.value?.reply() { return answer }
    }
    return nil
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

/// THE baseline: each weak reference loaded in place through a pointer.
final class InPlaceWeak: Contender {
  let slots: UnsafeMutablePointer<Weak>
  let count: Int

  init(_ delegates: [Delegate]) {
    count = delegates.count
    slots = .allocate(capacity: delegates.count)
    for (index, delegate) in delegates.enumerated() {
      (slots + index).initialize(to: Weak(value: delegate))
    }
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  @inline(__always) func broadcast() {
    for index in 0..<count { slots[index].value?.didChange() }
  }

  @inline(__always) func firstResponder() -> Int? {
    for index in 0..<count {
      if let answer = slots[index].value?.reply() { return answer }
    }
    return nil
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

/// One closure per delegate capturing it weakly: `[() -> Void]`.
final class WeakClosures: Contender {
  let calls: [() -> Void]
  let questions: [() -> Int?]

  init(_ delegates: [Delegate]) {
    calls = delegates.map { delegate in
      let listener: any Listener = delegate
      return { [weak listener] in listener?.didChange() }
    }
    questions = delegates.map { delegate in
      let listener: any Listener = delegate
      return { [weak listener] in listener?.reply() }
    }
  }

  @inline(__always) func broadcast() {
    for call in calls { call() }
  }

  @inline(__always) func firstResponder() -> Int? {
    for question in questions {
      if let answer = question() { return answer }
    }
    return nil
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

// MARK: - What users pick today

/// jonasman/MulticastDelegate style (MulticastDelegate.swift).
final class MulticastStyle: Contender {
  let multicast = MulticastDelegate<any Listener>()

  init(_ delegates: [Delegate]) {
    for delegate in delegates { multicast.addDelegate(delegate) }
  }

  @inline(__always) func broadcast() {
    multicast.invokeDelegates { $0.didChange() }
  }

  @inline(__always) func firstResponder() -> Int? {
    multicast.firstNonNil { $0.reply() }
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

/// One block observer per delegate, holding it weakly; a lookup posts a reply box (every
/// observer runs: posting cannot stop early, and delivery order is not registration order).
final class NotificationCenterObservers: Contender {
  let center = NotificationCenter.default
  let changed: Notification.Name
  let question: Notification.Name
  let box = ReplyBox()
  var tokens: [any NSObjectProtocol] = []

  init(_ delegates: [Delegate]) {
    let unique = UUID().uuidString
    changed = Notification.Name("DelegateKitBenchmarks.didChange.\(unique)")
    question = Notification.Name("DelegateKitBenchmarks.reply.\(unique)")
    let box = self.box
    for delegate in delegates {
      let listener: any Listener = delegate
      tokens.append(
        center.addObserver(forName: changed, object: nil, queue: nil) { [weak listener] _ in
          listener?.didChange()
        }
      )
      tokens.append(
        center.addObserver(forName: question, object: nil, queue: nil) { [weak listener] _ in
          if box.value == nil { box.value = listener?.reply() }
        }
      )
    }
  }

  @inline(__always) func broadcast() {
    center.post(name: changed, object: nil)
  }

  @inline(__always) func firstResponder() -> Int? {
    box.value = nil
    center.post(name: question, object: nil)
    return box.value
  }

  func tearDown() {
    for token in tokens { center.removeObserver(token) }
    tokens.removeAll()
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

/// One OpenCombine `sink` per delegate, holding it weakly; a lookup sends a reply box.
final class CombineSinks: Contender {
  let changed = PassthroughSubject<Void, Never>()
  let question = PassthroughSubject<ReplyBox, Never>()
  let box = ReplyBox()
  var cancellables: [AnyCancellable] = []

  init(_ delegates: [Delegate]) {
    for delegate in delegates {
      let listener: any Listener = delegate
      changed.sink { [weak listener] _ in listener?.didChange() }.store(in: &cancellables)
      question.sink { [weak listener] box in
        if box.value == nil { box.value = listener?.reply() }
      }.store(in: &cancellables)
    }
  }

  @inline(__always) func broadcast() {
    changed.send(())
  }

  @inline(__always) func firstResponder() -> Int? {
    box.value = nil
    question.send(box)
    return box.value
  }

  func tearDown() {
    cancellables.removeAll()
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
