import Clocks
import DelegateKitTable
import DelegateKitTerminal
import DemoClient
import DemoScreens
import DemoServer
import DemoTestSupport
import Foundation
import Testing

/// The clock and feed screens against a test clock and the real server.
@MainActor
@Suite("Clock and feed, end to end", .serialized)
struct ClockAndFeedEndToEndTests {
  @Test("The clock ticks under a test clock, and its detail screen ticks with it")
  func clock() async throws {
    let clock = TestClock()
    let start = Date(timeIntervalSince1970: 3_600 * 10 + 60 * 20 + 58)  // 10:20:58 UTC
    let demo = try await DemoHarness(
      clock: clock,
      now: { start + TimeInterval(TestClock.Instant().duration(to: clock.now).components.seconds) },
      advancing: { await clock.advance(by: $0) },
      screen: .clock
    )
    defer { Task { await demo.stop() } }
    #expect(await demo.pilot.waitUntil { $0.text.contains("Seconds") && $0.text.contains("58") }, "\(demo.text)")
    #expect(await demo.waitUntilSleeping(on: clock))
    await demo.pilot.advance(by: .seconds(1))
    #expect(await demo.pilot.waitUntil { $0.text.contains("59") }, "\(demo.text)")
    #expect(await demo.waitUntilSleeping(on: clock))
    let bytesBefore = demo.pilot.statistics.bytesWritten
    await demo.pilot.advance(by: .seconds(1))
    #expect(await demo.pilot.waitUntil { $0.text.contains("21") }, "the minute turned: \(demo.text)")
    #expect(demo.pilot.statistics.bytesWritten - bytesBefore < 200, "a tick rewrites a few cells, not the screen")
    demo.pilot.press(.down, .down, .down, .enter)
    #expect(await demo.pilot.waitUntil { $0.text.contains("Value") && $0.text.contains("00") }, "\(demo.text)")
    #expect(await demo.waitUntilSleeping(on: clock))
    await demo.pilot.advance(by: .seconds(30))
    #expect(await demo.pilot.waitUntil { $0.text.contains("30") }, "the detail ticks too: \(demo.text)")
  }

  @Test("The feed pages to its end, showing the end-of-feed row")
  func feedToTheEnd() async throws {
    let demo = try await DemoHarness(configuration: DemoServerConfiguration(feedPages: 3, pageSize: 10), screen: .feed)
    defer { Task { await demo.stop() } }
    #expect(await demo.waitFor { !$0.contains("Loading…") && $0.split(separator: "\n").count > 5 }, "\(demo.text)")
    let feed = try #require(demo.app.navigationController.topViewController as? FeedScreen)
    // End near the last post starts the next page: once it is in, End again, until the
    // server's answer says it was the last.
    for _ in 0..<6 where feed.mediator.loadingState != .exhausted {
      let shown = feed.items.count
      demo.pilot.press(.end)
      let pageIn = await demo.waitFor { _ in
        let state = feed.mediator.loadingState
        return state == .exhausted || (!state.isLoading && feed.items.count > shown)
      }
      #expect(pageIn, "a page after \(shown) posts: \(feed.mediator.loadingState) \(demo.text)")
    }
    #expect(feed.items.count == 30 && feed.mediator.loadingState == .exhausted, "\(feed.items.count) posts")
    demo.pilot.press(.end)
    #expect(await demo.waitFor("end of feed: 30 posts"), "\(demo.text)")
  }

  @Test("A page that fails shows an error row; Enter on it retries, and the feed loads")
  func feedFailsAndRetries() async throws {
    // A port with nobody listening: the first load is refused.
    let reserved = try ReservedPort()
    let url = reserved.url
    let demo = try await DemoHarness(serverURL: url, screen: .feed)
    defer { Task { await demo.stop() } }
    #expect(await demo.waitFor("connection refused"), "\(demo.text)")
    #expect(demo.text.contains("Enter to retry"))
    let port = reserved.port
    reserved.release()
    let server = try DemoServer()
    try await server.start(port: port)
    defer { Task { await server.stop() } }
    demo.pilot.press(.end, .enter)
    #expect(
      await demo.waitFor { !$0.contains("connection refused") && $0.split(separator: "\n").count > 10 },
      "\(demo.text)"
    )
    let feed = try #require(demo.app.navigationController.topViewController as? FeedScreen)
    #expect(feed.items.count >= 20, "the first page arrived on the retry")
  }
}
