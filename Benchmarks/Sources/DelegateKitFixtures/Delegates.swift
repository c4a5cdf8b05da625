// The delegate protocol and the one delegate class every container calls, always through
// `any Listener` (README.md, "What is measured").

/// The delegate protocol. `Sendable` so that `ConcurrentDelegateList` can hold it too; being
/// a marker protocol it changes nothing at run time for the others.
public protocol Listener: AnyObject, Sendable {
  /// The broadcast: a void call every delegate receives.
  func didChange()
  /// The first-responder question: `nil` passes to the next delegate.
  func reply() -> Int?
}

/// A delegate whose `@inline(never)` methods only bump a counter, free of exclusivity checks
/// (README.md). `@unchecked Sendable`: each benchmark touches its delegates from one thread at
/// a time.
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
