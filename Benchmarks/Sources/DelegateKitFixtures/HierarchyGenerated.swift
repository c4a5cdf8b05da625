// A refining protocol's generated multicast calling its parent's requirements, and delegates
// whose classes are `@ExactResponder` (README.md, "Generated code"). The inherited rows'
// baseline runs the same child classes, called as `any BenchChildDelegate`.

public import DelegateKit

/// A protocol refining `BenchDelegate`, with one optional requirement of its own.
@Delegate
public protocol BenchChildDelegate: BenchDelegate {
  /// Optional, void: the child's own.
  @Optional func didZoom()
}

/// Implements every requirement of both protocols.
public final class BenchChildImplementer: BenchChildDelegate {
  @exclusivity(unchecked) var changes = 0
  @exclusivity(unchecked) var scrolls = 0

  init() {}

  @inline(never)
  public func didChange() { changes &+= 1 }

  @inline(never)
  public func didScroll() { scrolls &+= 1 }

  @inline(never)
  public func reply() -> Int? { nil }

  @inline(never)
  public func didZoom() {}
}

/// Implements only the required `didChange()`.
public final class BenchChildMinimal: BenchChildDelegate {
  @exclusivity(unchecked) var changes = 0

  init() {}

  @inline(never)
  public func didChange() { changes &+= 1 }
}

/// `BenchImplementer` with `@ExactResponder`.
@ExactResponder
public final class BenchExactImplementer: BenchDelegate {
  @exclusivity(unchecked) var changes = 0
  @exclusivity(unchecked) var scrolls = 0

  init() {}

  @inline(never)
  public func didChange() { changes &+= 1 }

  @inline(never)
  public func didScroll() { scrolls &+= 1 }

  @inline(never)
  public func reply() -> Int? { nil }
}

/// `BenchMinimal` with `@ExactResponder`.
@ExactResponder
public final class BenchExactMinimal: BenchDelegate {
  @exclusivity(unchecked) var changes = 0

  init() {}

  @inline(never)
  public func didChange() { changes &+= 1 }
}

/// The inherited rows' delegates.
typealias BenchChildDelegates = Alternating<BenchChildImplementer, BenchChildMinimal, any BenchChildDelegate>

extension BenchChildDelegates {
  init(count: Int) {
    self.init(count, even: { _ in BenchChildImplementer() }, odd: { BenchChildMinimal() }, { $0 }, { $0 })
  }

  var changes: [Int] { implementers.map(\.changes) + minimals.map(\.changes) }
  var scrolls: [Int] { implementers.map(\.scrolls) }
}

final class GeneratedInheritedBroadcast: BenchmarkFixture {
  let delegates: BenchChildDelegates
  let multicast = BenchChildDelegateMulticast()

  init(count: Int) {
    delegates = BenchChildDelegates(count: count)
    for delegate in delegates.all { multicast.add(delegate) }
    expectOneCallEach(Self.self, delegates.changes) { multicast.didChange() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { multicast.didChange() }
    return times
  }
}

final class GeneratedInheritedOptional: BenchmarkFixture {
  let delegates: BenchChildDelegates
  let multicast = BenchChildDelegateMulticast()

  init(count: Int) {
    delegates = BenchChildDelegates(count: count)
    for delegate in delegates.all { multicast.add(delegate) }
    multicast.didZoom()
    multicast.didScroll()
    expectOneCallEach(Self.self, of: "implementer", delegates.scrolls) { multicast.didScroll() }
    precondition(multicast.responds(to: BenchDelegateRequirement.didScroll), "\(Self.self): no implementer found")
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { multicast.didScroll() }
    return times
  }
}

/// Baseline of the inherited optional broadcast: a cached "responds to didScroll" flag beside
/// each weak box of the child's existential, set at registration.
final class GeneratedInheritedInPlaceFlags: BenchmarkFixture {
  struct Slot {
    weak var value: (any BenchChildDelegate)?
    let respondsToDidScroll: Bool
  }

  let delegates: BenchChildDelegates
  let slots: UnsafeMutablePointer<Slot>
  let count: Int

  init(count: Int) {
    delegates = BenchChildDelegates(count: count)
    self.count = count
    slots = .allocate(capacity: count)
    for (index, delegate) in delegates.all.enumerated() {
      (slots + index).initialize(to: Slot(value: delegate, respondsToDidScroll: delegate is BenchChildImplementer))
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

/// `@ExactResponder` delegates: their registration tells the list what each implements, so
/// no call probes them.
final class GeneratedExactOptional: BenchmarkFixture {
  let delegates: Alternating<BenchExactImplementer, BenchExactMinimal, any BenchDelegate>
  let multicast = BenchDelegateMulticast()

  init(count: Int) {
    delegates = Alternating(count, even: { _ in BenchExactImplementer() }, odd: { BenchExactMinimal() }, { $0 }, { $0 })
    for delegate in delegates.all { multicast.add(delegate) }
    precondition(multicast.responds(to: .didScroll) == !delegates.implementers.isEmpty, "\(Self.self): not exact")
    multicast.didScroll()
    expectOneCallEach(Self.self, of: "implementer", delegates.implementers.map(\.scrolls)) { multicast.didScroll() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { multicast.didScroll() }
    return times
  }
}
