// The delegate protocol and the one delegate class every implementation calls.
//
// Every contender registers the same kind of object and makes the same protocol call on it,
// through the protocol's witness table: `any Listener` everywhere, never the concrete class,
// so no implementation gets a devirtualized call that another does not. The protocol is
// public and has a second conformer: an internal protocol with a single conforming class is
// devirtualized by whole-module optimization, which real delegate protocols are not.

/// The delegate protocol. `Sendable` so that `ConcurrentDelegateList` can hold it too; being
/// a marker protocol it changes nothing at run time for the others.
public protocol Listener: AnyObject, Sendable {
  /// The broadcast: a void call every delegate receives.
  func didChange()
  /// The first-responder question: `nil` passes to the next delegate.
  func reply() -> Int?
}

/// A delegate whose methods do the least observable work: bump a counter.
///
/// The methods are `@inline(never)` so the call survives optimization in every contender.
/// The counter is `@exclusivity(unchecked)` so the callee is two instructions rather than two
/// runtime calls to the exclusivity checker; that would add the same constant to every
/// contender and hide the differences between the containers, which are what is measured.
/// `@unchecked Sendable`: each benchmark touches its delegates from one thread at a time.
public final class Delegate: Listener, @unchecked Sendable {
  @exclusivity(unchecked) var calls = 0
  let answer: Int?

  init(answer: Int?) {
    self.answer = answer
  }

  @inline(never)
  public func didChange() {
    calls &+= 1
  }

  @inline(never)
  public func reply() -> Int? {
    calls &+= 1
    return answer
  }
}

/// The second conformer (see the top of this file); registered nowhere in the measurements.
public final class OtherDelegate: Listener {
  public init() {}
  public func didChange() {}
  public func reply() -> Int? { nil }
}

/// The value the first delegate of every fixture answers with; the others answer `nil`.
let firstAnswer = 1

/// Makes `count` delegates; only the first answers the first-responder question.
public func makeDelegates(_ count: Int) -> [Delegate] {
  (0..<count).map { Delegate(answer: $0 == 0 ? firstAnswer : nil) }
}

/// Weak references to `delegates`, to keep alive while they matter: a delegate that was
/// ever the target of a weak reference has its Swift side table, as any delegate that had a
/// `weak var delegate` pointing at it.
public func weakReferences(to delegates: [Delegate]) -> Any {
  delegates.map { Weak(value: $0) }
}

/// A weak box, as users write it.
struct Weak {
  weak var value: (any Listener)?
}

/// Where observers that cannot return a value (notifications, Combine sinks) put the answer
/// to a first-responder question. `@unchecked Sendable`: used from one thread at a time.
final class ReplyBox: @unchecked Sendable {
  var value: Int?
}
