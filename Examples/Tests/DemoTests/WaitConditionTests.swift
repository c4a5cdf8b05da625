import DelegateKitTable
import DelegateKitTerminal
import DemoScreens
import DemoServer
import Testing

/// The Directory's tests wait for a loaded list, not for words the screen shows before
/// anything loaded: these waits can fail.
@MainActor
@Suite("Waits that can fail", .serialized)
struct WaitConditionTests {
  @Test("A first page that never comes: a wait on the word \"people\" passes, the wait on the count does not")
  func firstPageNeverLoads() async throws {
    // The server holds every /people request until it stops; the client waits longer than
    // the test does.
    let demo = try await DemoHarness(
      configuration: DemoServerConfiguration(fault: .hang),
      clientTimeout: .seconds(60),
      screen: .directory
    )
    defer { Task { await demo.stop() } }
    // Why a wait on the word is no wait: the search field's placeholder has both words.
    let start = ContinuousClock.now
    #expect(await demo.waitFor("people", seconds: 2), "\(demo.text)")
    #expect(await demo.waitFor("units", seconds: 2), "\(demo.text)")
    #expect(ContinuousClock.now - start < .seconds(2), "both held at once")
    #expect(demo.text.contains("Search people or units"), "\(demo.text)")
    // The waits the tests use need a count, which only a loaded list draws.
    #expect(await demo.waitForPeople(seconds: 1.5) == false, "no answer, no count: \(demo.text)")
    #expect(!DirectoryFrame.showsUnitCount(demo.text), "\(demo.text)")
    let screen = try #require(demo.app.navigationController.topViewController as? DirectoryScreen)
    #expect(screen.people?.state == .loading, "the first page is still on its way")
  }
}
