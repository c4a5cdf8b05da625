// DelegateKit benchmark suite (ordo-one/benchmark).
//
// For N = 1, 8 and 64 delegates, every contender (Contenders.swift) is measured on
//
//   broadcast/<contender>/<N>   1000 broadcasts per iteration: `didChange()` on every delegate;
//   first/<contender>/<N>       1000 first-responder lookups per iteration: the first
//                               delegate answers `reply()`;
//
// with wall clock and mallocCountTotal per iteration. And for 10,000 weak delegates, the
// bytes a container keeps per registered delegate:
//
//   memory/<container>/10000    requested bytes still allocated after building the
//                               container (memoryLeakedBytes, from the malloc interposer).
//
// Scripts/benchmark.sh runs this, exports JMH JSON and prints the ratios to the in-place
// weak loop. Names are `kind/contender/N` so the script can parse them.

import Benchmark
import DelegateKit
import Foundation

/// Holds a benchmark's fixture between its setup, iterations and teardown.
/// `@unchecked Sendable`: the harness runs one benchmark at a time.
final class FixtureSlot<Value>: @unchecked Sendable {
  var value: Value?
}

/// The delegates of one timing benchmark and the contender that registered them.
final class TimingFixture<C: Contender> {
  let delegates: [Delegate]
  let contender: C

  init(count: Int) {
    delegates = makeDelegates(count)
    contender = C(delegates)
    // Every contender must do the same work: one call per delegate per broadcast, and the
    // first delegate's answer.
    let before = delegates.map(\.calls)
    contender.broadcast()
    for (delegate, calls) in zip(delegates, before) {
      precondition(delegate.calls == calls + 1, "\(C.label) did not call every delegate once")
    }
    precondition(contender.firstResponder() == firstAnswer, "\(C.label) gave a wrong answer")
  }
}

let delegateCounts = [1, 8, 64]

/// Seconds per benchmark; `DELEGATEKIT_BENCH_SECONDS` shortens a smoke run.
let secondsPerBenchmark: Int = {
  let text = ProcessInfo.processInfo.environment["DELEGATEKIT_BENCH_SECONDS"] ?? ""
  return Int(text).map { max(1, $0) } ?? 1
}()

/// `scalingFactor: .kilo`: each iteration runs 1000 operations, so timer overhead and
/// jitter stay small next to what is measured; the JMH export holds per-iteration totals.
var timingConfiguration: Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(secondsPerBenchmark),
    maxIterations: 1_000_000
  )
}

func registerTiming<C: Contender>(_: C.Type) {
  for count in delegateCounts {
    let broadcastFixture = FixtureSlot<TimingFixture<C>>()
    Benchmark(
      "broadcast/\(C.label)/\(count)",
      configuration: timingConfiguration
    ) { benchmark in
      broadcastFixture.value!.contender.broadcast(times: benchmark.scaledIterations.count)
    } setup: {
      broadcastFixture.value = TimingFixture<C>(count: count)
    } teardown: {
      broadcastFixture.value?.contender.tearDown()
      broadcastFixture.value = nil
    }

    let lookupFixture = FixtureSlot<TimingFixture<C>>()
    Benchmark(
      "first/\(C.label)/\(count)",
      configuration: timingConfiguration
    ) { benchmark in
      blackHole(lookupFixture.value!.contender.firstResponder(times: benchmark.scaledIterations.count))
    } setup: {
      lookupFixture.value = TimingFixture<C>(count: count)
    } teardown: {
      lookupFixture.value?.contender.tearDown()
      lookupFixture.value = nil
    }
  }
}

// MARK: - Memory per registered delegate

let memoryDelegateCount = 10_000

var memoryConfiguration: Benchmark.Configuration {
  .init(
    metrics: [.memoryLeakedBytes, .mallocFreeDelta, .mallocCountTotal, .wallClock, .throughput],
    timeUnits: .microseconds,
    warmupIterations: 1,
    scalingFactor: .one,
    maxDuration: .seconds(5),
    maxIterations: 5
  )
}

/// Registers a benchmark measuring what building a container of `memoryDelegateCount` weak
/// delegates leaves allocated.
///
/// - Parameter sideTablesFormed: When true the delegates were weakly referenced before (as
///   any delegate that ever had a `weak var delegate` pointing at it), so the measurement is
///   the container alone. When false they are new objects and the figure includes the side
///   table the Swift runtime allocates for an object's first weak reference.
func registerMemory(
  _ label: String,
  sideTablesFormed: Bool,
  build: @escaping ([Delegate]) -> Any
) {
  let fixture = FixtureSlot<(delegates: [Delegate], boxes: [Weak])>()
  Benchmark(
    "memory/\(label)/\(memoryDelegateCount)",
    configuration: memoryConfiguration
  ) { benchmark in
    let delegates = fixture.value?.delegates ?? makeDelegates(memoryDelegateCount)
    benchmark.startMeasurement()
    let container = build(delegates)
    benchmark.stopMeasurement()
    withExtendedLifetime(container) {}
    withExtendedLifetime(delegates) {}
  } setup: {
    if sideTablesFormed {
      let delegates = makeDelegates(memoryDelegateCount)
      fixture.value = (delegates, delegates.map { Weak(value: $0) })
    }
  } teardown: {
    fixture.value = nil
  }
}

func registerMemoryBenchmarks() {
  registerMemory("DelegateList", sideTablesFormed: true) { delegates in
    let list = DelegateList<any Listener>()
    for delegate in delegates { list.add(delegate) }
    return list
  }
  registerMemory("DelegateList+sideTables", sideTablesFormed: false) { delegates in
    let list = DelegateList<any Listener>()
    for delegate in delegates { list.add(delegate) }
    return list
  }
  registerMemory("ConcurrentDelegateList", sideTablesFormed: true) { delegates in
    let list = ConcurrentDelegateList<any Listener>()
    for delegate in delegates { list.add(delegate) }
    return list
  }
  registerMemory(InPlaceWeak.label, sideTablesFormed: true) { delegates in
    InPlaceWeak(delegates)
  }
  registerMemory(WeakBoxArray.label, sideTablesFormed: true) { delegates in
    var boxes: [Weak] = []
    for delegate in delegates { boxes.append(Weak(value: delegate)) }
    return boxes
  }
}

// MARK: - The suite

let benchmarks: @Sendable () -> Void = {
  registerTiming(OursDelegateList.self)
  registerTiming(OursConcurrentDelegateList.self)
  registerTiming(InPlaceWeak.self)
  registerTiming(StrongArray.self)
  registerTiming(WeakBoxArray.self)
  registerTiming(WeakClosures.self)
  registerTiming(MulticastStyle.self)
  registerTiming(NotificationCenterObservers.self)
  registerTiming(CombineSinks.self)
  registerMemoryBenchmarks()
  registerGeneratedBenchmarks()
}
