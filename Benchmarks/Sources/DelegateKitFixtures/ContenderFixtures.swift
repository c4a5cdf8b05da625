// The container rows' fixtures: a contender (Contenders.swift) over new delegates, timed on
// one of its two operations, and the containers the memory rows build.

import DelegateKit

/// Makes `count` delegates for `contender` and checks that it does the same work as every
/// other: one call per delegate per broadcast, and the first delegate's answer.
private func checkedContender<C: Contender>(_: C.Type, count: Int) -> (delegates: [Delegate], contender: C) {
  let delegates = makeDelegates(count)
  let contender = C(delegates)
  let before = delegates.map(\.calls)
  contender.broadcast()
  for (delegate, calls) in zip(delegates, before) {
    precondition(delegate.calls == calls + 1, "\(C.self) did not call every delegate once.")
  }
  precondition(contender.firstResponder() == firstAnswer, "\(C.self) gave a wrong answer.")
  return (delegates, contender)
}

/// `didChange()` on every delegate of a contender.
final class Broadcast<C: Contender>: BenchmarkFixture {
  let delegates: [Delegate]
  let contender: C

  init(count: Int) {
    let checked = checkedContender(C.self, count: count)
    delegates = checked.delegates
    contender = checked.contender
  }

  func run(times: Int) -> Int {
    contender.broadcast(times: times)
    return times
  }

  func tearDown() {
    contender.tearDown()
  }
}

/// The first non-nil `reply()` of a contender's delegates.
final class FirstResponder<C: Contender>: BenchmarkFixture {
  let delegates: [Delegate]
  let contender: C

  init(count: Int) {
    let checked = checkedContender(C.self, count: count)
    delegates = checked.delegates
    contender = checked.contender
  }

  func run(times: Int) -> Int {
    contender.firstResponder(times: times)
  }

  func tearDown() {
    contender.tearDown()
  }
}

// MARK: - Memory rows

@Sendable func buildDelegateList(_ delegates: [Delegate]) -> Any {
  let list = DelegateList<any Listener>()
  for delegate in delegates { list.add(delegate) }
  return list
}

@Sendable func buildConcurrentDelegateList(_ delegates: [Delegate]) -> Any {
  let list = ConcurrentDelegateList<any Listener>()
  for delegate in delegates { list.add(delegate) }
  return list
}

@Sendable func buildInPlaceWeak(_ delegates: [Delegate]) -> Any {
  InPlaceWeak(delegates)
}

/// `[Weak]` grown by `append`, as users write it.
@Sendable func buildWeakBoxArray(_ delegates: [Delegate]) -> Any {
  var boxes: [Weak] = []
  for delegate in delegates { boxes.append(Weak(value: delegate)) }
  return boxes
}
