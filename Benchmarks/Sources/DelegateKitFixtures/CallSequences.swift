// A broadcast to a multicast with one listening `calls()` sequence, against the same
// multicast with a hand-written delegate that yields into an `AsyncStream` continuation: N - 1
// delegates and the listener or the hand-written delegate, both with `.bufferingNewest(64)`.
//
// Nothing consumes either sequence: both buffers stay full, so each call drops the oldest
// waiting one and keeps the new one, the steady state of a consumer slower than its source.
// Each fixture fills its buffer before measuring.

import DelegateKit

/// The policy of both rows: 64 waiting calls.
let benchCallBuffer = 64

final class CallsListenerMulticast: BenchmarkFixture {
  let delegates: BenchDelegates
  let multicast = BenchDelegateMulticast()
  let calls: DelegateCalls<BenchDelegateCall>

  init(count: Int) {
    delegates = BenchDelegates(count: count - 1)
    for delegate in delegates.all { multicast.add(delegate) }
    calls = multicast.calls(bufferingPolicy: .bufferingNewest(benchCallBuffer))
    precondition(multicast.count == count, "\(Self.self): the listener is not registered")
    // Fills the buffer: from here on, each call drops the oldest.
    for _ in 0..<benchCallBuffer { multicast.didChange() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { multicast.didChange() }
    return times
  }
}

/// A hand-written listener: a delegate whose void methods yield into a continuation.
final class BenchStreamListener: BenchDelegate {
  let continuation: AsyncStream<BenchDelegateCall>.Continuation

  init(_ continuation: AsyncStream<BenchDelegateCall>.Continuation) {
    self.continuation = continuation
  }

  @inline(never)
  func didChange() {
    continuation.yield(.didChange)
  }

  @inline(never)
  func didScroll() {
    continuation.yield(.didScroll)
  }
}

final class CallsHandWrittenStream: BenchmarkFixture {
  let delegates: BenchDelegates
  let multicast = BenchDelegateMulticast()
  let stream: AsyncStream<BenchDelegateCall>
  let listener: BenchStreamListener

  init(count: Int) {
    delegates = BenchDelegates(count: count - 1)
    for delegate in delegates.all { multicast.add(delegate) }
    let (stream, continuation) = AsyncStream<BenchDelegateCall>.makeStream(
      bufferingPolicy: .bufferingNewest(benchCallBuffer)
    )
    self.stream = stream
    listener = BenchStreamListener(continuation)
    multicast.add(listener)
    precondition(multicast.count == count, "\(Self.self): the listener is not registered")
    for _ in 0..<benchCallBuffer { multicast.didChange() }
  }

  func run(times: Int) -> Int {
    for _ in 0..<times { multicast.didChange() }
    return times
  }
}
