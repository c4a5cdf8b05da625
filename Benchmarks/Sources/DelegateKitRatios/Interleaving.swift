// Time ratios that hold from run to run.
//
// Timing each benchmark on its own, one after the other, compares measurements taken
// seconds apart, under whatever else the machine does meanwhile: on a shared machine the
// same ratio moves from run to run by more than any target's margin. Here the candidate and its
// baseline live in one process and take turns: each round times one batch of calls of each
// (about `batch` long, the same number of calls for both), the candidate first in even
// rounds and the baseline first in odd ones, so that a slow stretch of the machine lands on
// both sides of a round and what is left is the ratio.
//
// What a round cannot cancel is a slow stretch that hurts one side more than the other (a
// neighbour thrashing the shared cache slows a loop over 64 delegates more than one that
// skips half of them), and the memory layout of one set of fixtures. So each pairing's
// rounds are spread over `passes` passes through all the pairings, each pass on newly built
// fixtures. The figure reported is the median of all the rounds' ratios, with its quartiles;
// a round whose batch was preempted is an outlier that the median ignores.
//
// A few operations take milliseconds to seconds (a snapshot diff of 100,000 rows, and the
// standard library's diff it is compared with): their rows name their own, small, number
// of rounds (`Spec.rounds`), each round one call of each side, with no calibration and no
// warm-up round, spread over the passes like the others.

import BenchmarkCatalog
import DelegateKitFixtures

/// Times pairings in interleaved rounds.
struct Interleaving {
  /// Measured rounds per pairing, over all passes.
  var rounds: Int
  /// Passes through all the pairings.
  var passes: Int
  /// Target duration of one batch.
  var batch: Duration
  /// Unmeasured rounds at the start of each pass, to settle caches and the branch
  /// predictor.
  var warmupRounds = 10

  private let clock = ContinuousClock()

  /// Times every pairing; `progress` is told of each pass's end.
  func measure(_ pairings: [Pairing], progress: (_ pass: Int) -> Void) -> [PairingTiming] {
    var samples = Array(repeating: Samples(), count: pairings.count)
    for pass in 0..<passes {
      for (index, pairing) in pairings.enumerated() {
        let total = pairing.slowRounds ?? rounds
        let roundsThisPass = total / passes + (pass < total % passes ? 1 : 0)
        guard roundsThisPass > 0 else { continue }
        measure(pairing, rounds: roundsThisPass, into: &samples[index])
      }
      progress(pass)
    }
    return zip(pairings, samples).map { pairing, samples in
      PairingTiming(
        pairing: pairing,
        callsPerBatch: samples.calls,
        rounds: samples.ratios.count,
        candidateNanoseconds: Spread(of: samples.candidate),
        baselineNanoseconds: Spread(of: samples.baseline),
        ratio: Spread(of: samples.ratios)
      )
    }
  }

  /// One pairing's measurements so far.
  struct Samples {
    /// Calls per batch, set on the first pass.
    var calls = 0
    var candidate: [Double] = []
    var baseline: [Double] = []
    var ratios: [Double] = []
  }

  private func measure(_ pairing: Pairing, rounds: Int, into samples: inout Samples) {
    let candidate = pairing.candidate.row.makeFixture(count: pairing.candidate.count)
    let baseline = pairing.baseline.row.makeFixture(count: pairing.baseline.count)
    defer {
      candidate.tearDown()
      baseline.tearDown()
    }
    let slow = pairing.slowRounds != nil
    if samples.calls == 0 {
      samples.calls = slow ? 1 : callsPerBatch(candidate, baseline)
    }
    let calls = samples.calls
    for round in -(slow ? 0 : warmupRounds)..<rounds {
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
      samples.candidate.append(candidateTime / Double(calls))
      samples.baseline.append(baselineTime / Double(calls))
      samples.ratios.append(candidateTime / baselineTime)
    }
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
