// Time ratios that hold from run to run.
//
// Timing each benchmark on its own, one after the other, compares measurements taken
// seconds apart, under whatever else the machine did meanwhile: on a shared 2-core machine
// the same ratio came out anywhere between 0.9x and 1.9x. Here the candidate and its
// baseline live in one process and take turns: each round times one batch of calls of each
// (about `batch` long, the same number of calls for both), the candidate first in even
// rounds and the baseline first in odd ones, so that a slow stretch of the machine lands on
// both sides of a round and what is left is the ratio. The figure reported is the median of
// the rounds' ratios with its quartiles; a round whose batch was preempted is an outlier
// that the median ignores.

import BenchmarkCatalog
import DelegateKitFixtures

/// Times pairings in interleaved rounds.
struct Interleaving {
  /// Measured rounds per pairing.
  var rounds: Int
  /// Target duration of one batch.
  var batch: Duration
  /// Unmeasured rounds first, to settle caches and the branch predictor.
  var warmupRounds = 20

  private let clock = ContinuousClock()

  func measure(_ pairing: Pairing) -> PairingTiming {
    let candidate = pairing.candidate.row.makeFixture(count: pairing.candidate.count)
    let baseline = pairing.baseline.row.makeFixture(count: pairing.baseline.count)
    defer {
      candidate.tearDown()
      baseline.tearDown()
    }
    let calls = callsPerBatch(candidate, baseline)
    var candidateTimes: [Double] = []
    var baselineTimes: [Double] = []
    var ratios: [Double] = []
    candidateTimes.reserveCapacity(rounds)
    baselineTimes.reserveCapacity(rounds)
    ratios.reserveCapacity(rounds)
    for round in -warmupRounds..<rounds {
      let candidateTime: Double
      let baselineTime: Double
      if round & 1 == 0 {
        candidateTime = time(candidate, calls)
        baselineTime = time(baseline, calls)
      } else {
        baselineTime = time(baseline, calls)
        candidateTime = time(candidate, calls)
      }
      guard round >= 0 else { continue }
      candidateTimes.append(candidateTime / Double(calls))
      baselineTimes.append(baselineTime / Double(calls))
      ratios.append(candidateTime / baselineTime)
    }
    return PairingTiming(
      pairing: pairing, callsPerBatch: calls, rounds: rounds,
      candidateNanoseconds: Spread(of: candidateTimes), baselineNanoseconds: Spread(of: baselineTimes),
      ratio: Spread(of: ratios))
  }

  /// The number of calls that makes the slower of the two take about `batch`: doubled until
  /// a batch takes a quarter of it, then scaled, from the fastest of a few tries.
  private func callsPerBatch(_ candidate: any BenchmarkFixture, _ baseline: any BenchmarkFixture) -> Int {
    let target = nanoseconds(batch)
    var calls = 1
    while true {
      let slower = (0..<3).map { _ in max(time(candidate, calls), time(baseline, calls)) }.min()!
      if slower >= target / 4 || calls >= 1 << 24 {
        return max(1, Int((Double(calls) * target / max(slower, 1)).rounded()))
      }
      calls *= 2
    }
  }

  /// Nanoseconds that `calls` operations of `fixture` take.
  private func time(_ fixture: any BenchmarkFixture, _ calls: Int) -> Double {
    let start = clock.now
    let result = fixture.run(times: calls)
    let end = clock.now
    keep(result)
    return nanoseconds(end - start)
  }
}

func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// Keeps a result observable, so that the operations that produced it are not removed.
@inline(never)
func keep(_ value: Int) {
  if value == .min { print("", terminator: "") }
}
