// A refining protocol's generated multicast calling its parent's requirements,
// and delegates whose classes are `@RespondsExactly`. The rows (`BenchmarkRow.…`):
//
//   generatedInheritedBroadcastMulticast  `child.didChange()`: `BenchChildDelegate` refines
//                                         `BenchDelegate`, whose required `didChange()` the
//                                         child's multicast forwards with the parent's member
//   generatedInheritedOptionalMulticast   `child.didScroll()`: the parent's optional
//                                         requirement, half the delegates implementing it,
//                                         after the child's own optional requirement was
//                                         called (so the list keeps two requirement types)
//   generatedInheritedOptionalInPlaceFlags its baseline: the flags loop of
//                                         `generatedOptionalInPlaceFlags` over the same
//                                         `BenchChildImplementer`/`BenchChildMinimal`
//                                         delegates, called as `any BenchChildDelegate`, so
//                                         both sides run the same classes' witnesses
//   generatedExactOptionalMulticast       `multicast.didScroll()` over `@RespondsExactly`
//                                         delegates: what the registration learned replaces
//                                         the first call's probe; the steady state is the same
//                                         loop as `generatedOptionalMulticast`'s

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

/// `BenchImplementer` with `@RespondsExactly`.
@RespondsExactly
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

/// `BenchMinimal` with `@RespondsExactly`.
@RespondsExactly
public final class BenchExactMinimal: BenchDelegate {
  @exclusivity(unchecked) var changes = 0

  init() {}

  @inline(never)
  public func didChange() { changes &+= 1 }
}

/// Even indices implement everything, odd ones only the required requirement.
struct BenchChildDelegates {
  let implementers: [BenchChildImplementer]
  let minimals: [BenchChildMinimal]
  let all: [any BenchChildDelegate]

  init(count: Int) {
    implementers = (0..<(count + 1) / 2).map { _ in BenchChildImplementer() }
    minimals = (0..<count / 2).map { _ in BenchChildMinimal() }
    var all: [any BenchChildDelegate] = []
    for index in 0..<count {
      if index % 2 == 0 { all.append(implementers[index / 2]) } else { all.append(minimals[index / 2]) }
    }
    self.all = all
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
    let before = delegates.changes
    multicast.didChange()
    precondition(delegates.changes == before.map { $0 + 1 }, "\(Self.self): not every delegate called once")
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
    let before = delegates.scrolls
    multicast.didScroll()
    precondition(delegates.scrolls == before.map { $0 + 1 }, "\(Self.self): not every implementer called once")
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

final class GeneratedExactOptional: BenchmarkFixture {
  let implementers: [BenchExactImplementer]
  let minimals: [BenchExactMinimal]
  let multicast = BenchDelegateMulticast()

  init(count: Int) {
    implementers = (0..<(count + 1) / 2).map { _ in BenchExactImplementer() }
    minimals = (0..<count / 2).map { _ in BenchExactMinimal() }
    for index in 0..<count {
      if index % 2 == 0 { multicast.add(implementers[index / 2]) } else { multicast.add(minimals[index / 2]) }
    }
    precondition(multicast.responds(to: .didScroll) == !implementers.isEmpty, "\(Self.self): not exact")
    multicast.didScroll()
    let before = implementers.map(\.scrolls)
    multicast.didScroll()
    precondition(
      implementers.map(\.scrolls) == before.map { $0 + 1 },
      "\(Self.self): not every implementer called once"
    )
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { multicast.didScroll() }
    return times
  }
}
