import DelegateKitTable
import Foundation
import Testing

/// The mediator and the scoped controller, driven together by seeded random operations
/// with async answers released in random order: 4 seeds of 25,000 operations, 100,000 in all.
/// A failure names the seed and step; `CrossPatternHarness(seed:)` and `run(steps:)` replay it.
@MainActor
@Suite("Random operations across the mediator and the scopes")
struct CrossPatternRandomTests {
  static let steps = 25_000

  /// How long the screens may take to be released once the harness is gone: far longer than
  /// the last tasks need to end, even while other tests hold the main actor and the
  /// cooperative threads for tens of seconds, so only a leak reaches it.
  static let releaseDeadline = Duration.seconds(60)

  @Test("Mediated feed and scoped search, answers in random order", arguments: [UInt64(101), 102, 103, 104])
  func crossPattern(seed: UInt64) async {
    weak var mediator: TableViewMediator?
    weak var scopes: ScopeViewController?
    weak var feed: CheckedFeed?
    do {
      let harness = CrossPatternHarness(seed: seed)
      (mediator, scopes, feed) = (harness.mediator, harness.scopes, harness.feed)
      let failure = await harness.run(steps: Self.steps)
      await harness.drain()
      if let failure {
        Issue.record(Comment(rawValue: "seed \(seed), \(failure)"))
        return
      }
      #expect(harness.operations == Self.steps)
      for kind in [
        "feed answer", "feed late answer", "feed failure", "feed retry", "feed pull to refresh", "feed delete",
        "feed insert", "feed select", "search answer", "switch scope", "type", "scope select",
      ] {
        #expect(harness.counts[kind, default: 0] > 50, "\(kind) ran \(harness.counts[kind, default: 0]) times")
      }
      #expect(harness.feed.loadsStarted > 500)
    }
    // Every load and search has been answered, so the tasks that still hold the screens are
    // ending. Wait for the references to clear, not for a fixed number of turns: releasing
    // them later is correct; only a leak outlasts the deadline.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: Self.releaseDeadline)
    while mediator != nil || scopes != nil || feed != nil, clock.now < deadline {
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(mediator == nil, "the mediator outlived the test by \(Self.releaseDeadline)")
    #expect(scopes == nil, "the scope controller outlived the test by \(Self.releaseDeadline)")
    #expect(feed == nil, "the feed outlived the test by \(Self.releaseDeadline)")
  }
}
