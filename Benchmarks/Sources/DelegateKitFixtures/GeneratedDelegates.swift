// The delegates the generated-code benchmarks (Generated.swift) run on: the `@Delegate`
// protocol `BenchDelegate` with its two conforming classes, the weak buffers of the
// hand-written baselines, and a hand-written protocol whose optional method defaults to a
// no-op.

public import DelegateKit

// MARK: - The protocol and its delegates

/// The delegate protocol the generated types are measured on.
@Delegate
public protocol BenchDelegate: AnyObject {
  /// Required, void: the broadcast.
  func didChange()
  /// Optional, void: reaches only the delegates that implement it.
  @Optional func didScroll()
  /// Optional, returning a value: the first implementer answers.
  @Optional func reply() -> Int?
}

/// Implements every requirement of `BenchDelegate`. Counters as in `Delegate`
/// (Delegates.swift): `@exclusivity(unchecked)`, methods `@inline(never)`.
public final class BenchImplementer: BenchDelegate {
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

/// Implements only the required `didChange()`: `didScroll()` and `reply()` are the
/// macro-generated defaults.
public final class BenchMinimal: BenchDelegate {
  @exclusivity(unchecked) var changes = 0

  init() {}

  @inline(never)
  public func didChange() {
    changes &+= 1
  }
}

/// The generated rows' delegates: even indices implement everything, odd ones only the
/// required requirement. Index 0 answers `reply()` with `firstAnswer`; the others answer nil.
struct BenchDelegates {
  let all: [any BenchDelegate]
  let implementers: [BenchImplementer]
  let minimals: [BenchMinimal]

  init(count: Int) {
    var all: [any BenchDelegate] = []
    var implementers: [BenchImplementer] = []
    var minimals: [BenchMinimal] = []
    for index in 0..<count {
      if index % 2 == 0 {
        let delegate = BenchImplementer(answer: index == 0 ? firstAnswer : nil)
        implementers.append(delegate)
        all.append(delegate)
      } else {
        let delegate = BenchMinimal()
        minimals.append(delegate)
        all.append(delegate)
      }
    }
    self.all = all
    self.implementers = implementers
    self.minimals = minimals
  }

  var changes: [Int] { implementers.map(\.changes) + minimals.map(\.changes) }
  var scrolls: [Int] { implementers.map(\.scrolls) }
  var replies: [Int] { implementers.map(\.replies) }
}

/// A weak box for `any BenchDelegate`, as users write it.
struct BenchWeak {
  weak var value: (any BenchDelegate)?
}

/// The in-place weak loop's storage: one weak box per delegate, loaded through a pointer.
final class BenchWeakBuffer {
  let slots: UnsafeMutablePointer<BenchWeak>
  let count: Int

  init(_ delegates: [any BenchDelegate]) {
    count = delegates.count
    slots = .allocate(capacity: count)
    for (index, delegate) in delegates.enumerated() {
      (slots + index).initialize(to: BenchWeak(value: delegate))
    }
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }
}

// MARK: - Hand-written optional requirement (the no-op default baseline)

/// A hand-written delegate protocol with an optional method: the default is an empty method
/// in a protocol extension, so a delegate that does not implement it is called and returns.
public protocol HandScrollDelegate: AnyObject {
  func didScroll()
}

extension HandScrollDelegate {
  public func didScroll() {}
}

/// Implements `didScroll()`.
public final class HandScroller: HandScrollDelegate {
  @exclusivity(unchecked) var scrolls = 0

  init() {}

  @inline(never)
  public func didScroll() {
    scrolls &+= 1
  }
}

/// Relies on the empty default.
public final class HandNonScroller: HandScrollDelegate {
  init() {}
}

struct HandScrollWeak {
  weak var value: (any HandScrollDelegate)?
}
