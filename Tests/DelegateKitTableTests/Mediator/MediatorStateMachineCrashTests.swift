import Testing

@testable import DelegateKitTable

/// Driver bugs stop the process instead of being dropped as stale, where they would hide.
@Suite struct MediatorStateMachineCrashTests {
  /// A completion whose generation is in flight but whose kind is not means two loads were
  /// mixed up.
  @Test func completionWithTheWrongKindStops() async {
    await #expect(processExitsWith: .failure) {
      var machine = MediatorStateMachine.loading(.nextPage)
      _ = machine.loadFinished(generation: 1, kind: .refresh, result: .morePages)
    }
  }

  /// A completion for a generation never handed out cannot come from a real load.
  @Test func completionOfANeverStartedLoadStops() async {
    await #expect(processExitsWith: .failure) {
      var machine = MediatorStateMachine.loading(.nextPage)
      _ = machine.loadFailed(generation: 9, kind: .nextPage, error: LoadError(description: "x"))
    }
  }

  /// A negative threshold has no meaning.
  @Test func negativeThresholdStops() async {
    await #expect(processExitsWith: .failure) {
      _ = MediatorStateMachine(loadMoreThreshold: -1)
    }
  }
}
