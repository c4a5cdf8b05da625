// The delegates the generated-code benchmarks (Generated.swift) run on: the `@Delegate`
// protocol `BenchDelegate` with its two conforming classes, the sets of delegates and the
// fixtures' checks, the weak buffers of the hand-written baselines, and a hand-written
// protocol whose optional method defaults to a no-op.

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

/// `count` delegates in registration order: at even indices a class that implements every
/// requirement, at odd ones a class that implements only the required ones.
struct Alternating<Implementer, Minimal, Existential> {
  private(set) var all: [Existential] = []
  private(set) var implementers: [Implementer] = []
  private(set) var minimals: [Minimal] = []

  /// Makes the delegates in index order, `even(index)` at even indices and `odd()` at odd ones;
  /// the last two closures type a delegate as the protocol's existential.
  init(
    _ count: Int,
    even implementer: (_ index: Int) -> Implementer,
    odd minimal: () -> Minimal,
    _ implementerAsExistential: (Implementer) -> Existential,
    _ minimalAsExistential: (Minimal) -> Existential
  ) {
    for index in 0..<count {
      if index % 2 == 0 {
        let delegate = implementer(index)
        implementers.append(delegate)
        all.append(implementerAsExistential(delegate))
      } else {
        let delegate = minimal()
        minimals.append(delegate)
        all.append(minimalAsExistential(delegate))
      }
    }
  }
}

/// The generated rows' delegates. Index 0 answers `reply()` with `firstAnswer`; the others
/// answer nil.
typealias BenchDelegates = Alternating<BenchImplementer, BenchMinimal, any BenchDelegate>

extension BenchDelegates {
  init(count: Int) {
    self.init(
      count,
      even: { BenchImplementer(answer: $0 == 0 ? firstAnswer : nil) },
      odd: { BenchMinimal() },
      { $0 },
      { $0 }
    )
  }

  var changes: [Int] { implementers.map(\.changes) + minimals.map(\.changes) }
  var scrolls: [Int] { implementers.map(\.scrolls) }
  var replies: [Int] { implementers.map(\.replies) }
}

// MARK: - The fixtures' checks

/// Runs `operation` and stops the process unless it added one to each of `counts` (the calls
/// each of the fixture's `what`s received), and changed none of `unchanged`.
func expectOneCallEach(
  _ fixture: Any.Type,
  of what: String = "delegate",
  _ counts: @autoclosure () -> [Int],
  unchanged: @autoclosure () -> [Int] = [],
  during operation: () -> Void
) {
  let before = counts()
  let others = unchanged()
  operation()
  precondition(counts() == before.map { $0 + 1 }, "\(fixture): not every \(what) called once")
  precondition(unchanged() == others, "\(fixture): a required method was called")
}

/// Stops the process unless `ask` returns `firstAnswer` and asks the first delegate only, of
/// those whose answers `replies` counts.
func expectFirstAnswers(_ fixture: Any.Type, _ replies: @autoclosure () -> [Int], _ ask: () -> Int?) {
  let before = replies()
  precondition(ask() == firstAnswer, "\(fixture): wrong answer")
  var expected = before
  expected[0] += 1
  precondition(replies() == expected, "\(fixture): asked more than the first delegate")
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
