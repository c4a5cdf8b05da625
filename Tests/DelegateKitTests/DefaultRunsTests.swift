import DelegateKit
import Synchronization
import Testing

/// How many times the default of `Scoring.score()` was evaluated. Its `default:` expression
/// counts, so the test sees every run of the generated default and of the multicast's
/// fallback. Only this file uses it, so parallel tests cannot disturb the count.
private let defaultRuns = Mutex(0)

private func countedDefault() -> Int {
  defaultRuns.withLock { $0 += 1 }
  return 0
}

@Delegate
protocol Scoring: AnyObject {
  @Optional(default: countedDefault()) func score() -> Int
}

/// Relies on the generated default of `score()`.
private final class Unscored: Scoring {}

@Suite("Optional-requirement detection runs each delegate's default at most once")
struct DefaultRunsTests {
  @Test("A default runs once per registration; later calls skip it")
  func oncePerRegistration() {
    let delegates = [Unscored(), Unscored(), Unscored()]
    let multicast = ScoringMulticast()
    for delegate in delegates { multicast.add(delegate) }
    let before = defaultRuns.withLock { $0 }

    // First call: each delegate's default runs once while it is probed, then the
    // multicast falls back to the declared default because nobody implements it.
    #expect(multicast.score() == 0)
    #expect(defaultRuns.withLock { $0 } - before == 3 + 1)

    // Later calls probe nobody: only the multicast's own fallback is evaluated.
    for _ in 0..<5 { _ = multicast.score() }
    #expect(defaultRuns.withLock { $0 } - before == 4 + 5)
    #expect(multicast.responds(to: .score) == false)

    // A new registration is probed again, once.
    multicast.remove(delegates[1])
    multicast.add(delegates[1])
    _ = multicast.score()
    _ = multicast.score()
    #expect(defaultRuns.withLock { $0 } - before == 9 + (1 + 1) + 1)
  }
}
