import Foundation
import Testing

@testable import DelegateKitTable
import DelegateKitTestSupport

/// Long random event sequences — requests, scrolls, and completions and failures arriving late,
/// twice or out of order — checked against ``MediatorReferenceModel`` after every event.
@Suite struct MediatorStateMachineRandomizedTests {
  /// Events per seed: enough to pass through every state many times.
  static let eventCount = 60_000

  /// A fixed seed, so CI always covers one known run, plus `MEDIATOR_SEED` when set (to replay
  /// a printed failure) or else a fresh one, so each run also explores new sequences.
  static let seeds: [UInt64] = [
    0x5EED_0003,
    ProcessInfo.processInfo.environment["MEDIATOR_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max),
  ]

  /// Every invariant holds after every event, and the run reaches every interesting case.
  @Test(arguments: seeds)
  func randomEventsKeepTheInvariants(seed: UInt64) {
    print("MediatorStateMachine randomized seed: \(seed) (replay with MEDIATOR_SEED=\(seed))")
    var rng = SplitMix64(seed: seed)
    var machine = MediatorStateMachine(loadMoreThreshold: Double(rng.int(0...200)))
    var model = MediatorReferenceModel()

    for step in 0..<Self.eventCount {
      let event = model.randomEvent(using: &rng)
      let before = machine
      let actions = event.send(to: &machine)
      let problems = model.check(
        event,
        before: before,
        after: machine,
        actions: actions,
        clientSectionCount: rng.int(0...20)
      )
      guard problems.isEmpty else {
        Issue.record("seed \(seed), step \(step), \(event) from \(before.phase): \(problems)")
        return
      }
    }

    print("seed \(seed) coverage: \(model.coverage.sorted { $0.key < $1.key })")
    // Each case the invariants speak about must have happened often, or the run proved little.
    for name in [
      "stale completion", "exhausted", "retry", "refresh cancelled a page", "cancel", "start refresh", "start nextPage",
    ] {
      #expect(
        model.coverage[name, default: 0] >= 200,
        "seed \(seed): only \(model.coverage[name, default: 0]) × \(name)"
      )
    }
  }
}
