import DelegateKitTable
import Foundation
import Testing

/// Seeded random operations on a table, checked after every one against a reference model
/// over plain arrays: data changes by batch updates (valid and invalid) and by snapshots,
/// interleaved with scrolling, selection, editing, resizing and reloading.
///
/// Four seeds per case, 6,250 operations per seed: 100,000 operations in all. A failure
/// names its mode, seed and step; `RandomTableHarness(seed:mode:variableHeights:)` and
/// `run(steps:)` replay it.
@MainActor
@Suite("Random operations against a reference model")
struct RandomTableTests {
  static let steps = 6_250

  @Test("Batch updates, fixed row heights", arguments: [UInt64(11), 12, 13, 14])
  func batchesWithFixedHeights(seed: UInt64) {
    run(seed: seed, mode: .batches, variableHeights: false)
  }

  @Test("Batch updates, a height per row", arguments: [UInt64(21), 22, 23, 24])
  func batchesWithVariableHeights(seed: UInt64) {
    run(seed: seed, mode: .batches, variableHeights: true)
  }

  @Test("Snapshots, fixed row heights", arguments: [UInt64(31), 32, 33, 34])
  func snapshotsWithFixedHeights(seed: UInt64) {
    run(seed: seed, mode: .snapshots, variableHeights: false)
  }

  @Test("Snapshots, a height per row", arguments: [UInt64(41), 42, 43, 44])
  func snapshotsWithVariableHeights(seed: UInt64) {
    run(seed: seed, mode: .snapshots, variableHeights: true)
  }

  private func run(seed: UInt64, mode: RandomTableHarness.Mode, variableHeights: Bool) {
    let harness = RandomTableHarness(seed: seed, mode: mode, variableHeights: variableHeights)
    if let failure = harness.run(steps: Self.steps) {
      Issue.record(Comment(rawValue: failure))
      return
    }
    #expect(harness.operations == Self.steps)
    // Every kind of operation ran often enough to matter.
    for kind in [
      "valid update", "refused update", "user scroll", "userSelectRow", "userCommitEditing", "userMoveRow", "resize",
    ] {
      #expect(harness.counts[kind, default: 0] > 150, "\(kind) ran \(harness.counts[kind, default: 0]) times")
    }
  }
}
