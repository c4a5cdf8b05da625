import Foundation
import Testing

@testable import DelegateKitTable
import DelegateKitTestSupport

/// Long random event sequences — requests, scrolls, and completions and failures arriving late,
/// twice or out of order — checked against ``MediatorReferenceModel``, which predicts from the
/// documented rules what each event must do.
@Suite struct MediatorStateMachineRandomizedTests {
  /// Events per seed: enough to pass through every state many times.
  static let eventCount = 60_000

  /// The seeds every run uses, CI's included, so a run is repeatable.
  static let fixedSeeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0x5EED_0003]

  /// `MEDIATOR_SEED` from the environment, if set.
  static let environmentSeed = ProcessInfo.processInfo.environment["MEDIATOR_SEED"]

  /// The fixed seeds, unless `MEDIATOR_SEED` asks for another: `MEDIATOR_SEED=<n>` runs seed n
  /// alone, to replay a failure (each failure and each run prints its seed), and
  /// `MEDIATOR_SEED=random` runs one fresh seed, printed, to explore new sequences. Nothing else
  /// ever draws a fresh seed.
  static let seeds: [UInt64] = requestedSeeds(environmentSeed) ?? fixedSeeds

  /// The seeds a `MEDIATOR_SEED` value asks for.
  ///
  /// - Parameter value: The variable's value, or `nil` when it is not set.
  /// - Returns: One seed, or `nil` when the variable is unset or is neither a number nor `random`.
  static func requestedSeeds(_ value: String?) -> [UInt64]? {
    guard let value else { return nil }
    if value == "random" { return [UInt64.random(in: 1...UInt64.max)] }
    return UInt64(value).map { [$0] }
  }

  /// A `MEDIATOR_SEED` that names no seed is a mistake, not a reason to run the fixed seeds
  /// silently.
  @Test func environmentSeedIsValid() {
    guard let value = Self.environmentSeed else { return }
    #expect(Self.requestedSeeds(value) != nil, "MEDIATOR_SEED must be a decimal UInt64 or \"random\", not \"\(value)\"")
  }

  /// The machine does what the rules say after every event, and the run reaches every
  /// interesting case.
  @Test(arguments: seeds)
  func randomEventsFollowTheRules(seed: UInt64) {
    print("MediatorStateMachine randomized seed: \(seed) (replay with MEDIATOR_SEED=\(seed))")
    var rng = SplitMix64(seed: seed)
    let threshold = Double(rng.int(0...200))
    var machine = MediatorStateMachine(loadMoreThreshold: threshold)
    var model = MediatorReferenceModel(loadMoreThreshold: threshold)

    for step in 0..<Self.eventCount {
      let event = model.randomEvent(using: &rng)
      let before = machine
      let modelBefore = model.phase
      let actions = event.send(to: &machine)
      let problems = model.check(event, after: machine, actions: actions, clientSectionCount: rng.int(0...20))
      guard problems.isEmpty else {
        Issue.record(
          "seed \(seed), step \(step), \(event) from \(before.phase) (model \(modelBefore)), threshold \(threshold): \(problems)"
        )
        return
      }
    }

    print("seed \(seed) coverage: \(model.coverage.sorted { $0.key < $1.key })")
    // Each case the rules speak about must have happened often, or the run proved little.
    let minimums: KeyValuePairs<String, Int> = [
      "stale completion": 200, "exhausted": 200, "retry": 200, "refresh cancelled a page": 200, "cancel": 200,
      "start refresh": 200, "start nextPage": 200, "scroll started a page": 200, "scroll short of the threshold": 200,
      "scroll while failed": 200, "scroll with short content": 20, "scroll at the threshold": 20,
      "page refused after a failed refresh": 20, "page after a failed page": 20,
    ]
    for (name, minimum) in minimums {
      #expect(
        model.coverage[name, default: 0] >= minimum,
        "seed \(seed): only \(model.coverage[name, default: 0]) × \(name), fewer than \(minimum)"
      )
    }
  }
}
