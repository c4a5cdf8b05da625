import Testing

@testable import DelegateKitTable

/// Driver bugs stop the process instead of being dropped as stale, where they would hide.
@Suite struct MediatorStateMachineCrashTests {
  /// A completion whose generation is in flight but whose kind is not means two loads were
  /// mixed up.
  @Test func completionWithTheWrongKindStops() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var machine = MediatorStateMachine.loading(.nextPage)
        _ = machine.loadFinished(generation: 1, kind: .refresh, result: .morePages)
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(" load, not a "))
  }

  /// A completion for a generation never handed out cannot come from a real load.
  @Test func completionOfANeverStartedLoadStops() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var machine = MediatorStateMachine.loading(.nextPage)
        _ = machine.loadFailed(generation: 9, kind: .nextPage, error: LoadError(description: "x"))
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("was never started"))
  }

  /// A negative threshold has no meaning.
  @Test func negativeThresholdStops() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = MediatorStateMachine(loadMoreThreshold: -1)
      }
    )
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains("loadMoreThreshold must be finite and >= 0")
    )
  }
}
