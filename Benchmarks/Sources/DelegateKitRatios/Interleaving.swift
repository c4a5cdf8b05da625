// Time ratios that hold from run to run: the candidate and its baseline take turns in one
// process, a batch of calls each per round, the rounds spread over passes on new fixtures
// (README.md, "How time ratios are measured").

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

/// Keeps a result observable, so that the operations that produced it are not removed.
@inline(never)
func keep(_ value: Int) {
  if value == .min { print("", terminator: "") }
}
