// Allocations per operation and bytes per delegate, measured by ordo-one/benchmark's malloc
// interposer: every point of `BenchmarkRow.allocationSuitePoints` as `<row>.<count>` (README.md,
// "What is measured" and "Memory per registered delegate"). Time ratios come from
// DelegateKitRatios, which interleaves each row with its baseline.

import Benchmark
import BenchmarkCatalog
import DelegateKitFixtures

/// Holds a benchmark's fixture between its setup, iterations and teardown.
/// `@unchecked Sendable`: the harness runs one benchmark at a time.
final class FixtureSlot<Value>: @unchecked Sendable {
  var value: Value?
}

/// `scalingFactor: .kilo`: each iteration runs 1000 operations; the figures that matter
/// here are counts, so a few hundred iterations are enough.
func timingConfiguration(_ row: BenchmarkRow) -> Benchmark.Configuration {
  .init(
    metrics: [.mallocCountTotal, .wallClock, .throughput],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .milliseconds(250),
    maxIterations: 500,
    thresholds: row.spec.hasAllocationThreshold
      ? [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 0])]
      : nil
  )
}

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

func registerTiming(_ point: Point, _ fixtureType: any BenchmarkFixture.Type) {
  let fixture = FixtureSlot<any BenchmarkFixture>()
  if fixtureType.runsOnMainActor {
    // A table's fixture is built, run and released on the main actor; the iteration's
    // hop to it is measured too, so an allocation target covers the hop as well. A
    // metatype is immutable; the protocol is not `Sendable` only because its fixtures aren't.
    nonisolated(unsafe) let fixtureType = fixtureType
    Benchmark(point.benchmarkName, configuration: timingConfiguration(point.row)) { @MainActor benchmark async in
      blackHole(fixture.value!.run(times: benchmark.scaledIterations.count))
    } setup: { @MainActor in
      fixture.value = fixtureType.init(count: point.count)
    } teardown: { @MainActor in
      fixture.value?.tearDown()
      fixture.value = nil
    }
    return
  }
  Benchmark(point.benchmarkName, configuration: timingConfiguration(point.row)) { benchmark in
    blackHole(fixture.value!.run(times: benchmark.scaledIterations.count))
  } setup: {
    fixture.value = fixtureType.init(count: point.count)
  } teardown: {
    fixture.value?.tearDown()
    fixture.value = nil
  }
}

/// What building the container of `point.count` delegates leaves allocated.
func registerMemory(_ point: Point, sideTablesFormed: Bool, build: @escaping @Sendable ([Delegate]) -> Any) {
  let fixture = FixtureSlot<(delegates: [Delegate], references: Any)>()
  Benchmark(point.benchmarkName, configuration: memoryConfiguration) { benchmark in
    let delegates = fixture.value?.delegates ?? makeDelegates(point.count)
    benchmark.startMeasurement()
    let container = build(delegates)
    benchmark.stopMeasurement()
    withExtendedLifetime(container) {}
    withExtendedLifetime(delegates) {}
  } setup: {
    if sideTablesFormed {
      let delegates = makeDelegates(point.count)
      fixture.value = (delegates, weakReferences(to: delegates))
    }
  } teardown: {
    fixture.value = nil
  }
}

let benchmarks: @Sendable () -> Void = {
  requireUncheckedLibrary()
  for point in BenchmarkRow.allocationSuitePoints {
    switch point.row.definition {
    case .timing(let fixtureType):
      registerTiming(point, fixtureType)
    case .memory(let sideTablesFormed, let build):
      registerMemory(point, sideTablesFormed: sideTablesFormed, build: build)
    case .tableMemory:
      preconditionFailure("\(point) is a table memory row, which DelegateKitMemory measures")
    }
  }
}
