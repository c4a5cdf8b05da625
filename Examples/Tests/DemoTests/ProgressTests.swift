import DelegateKitTable
import DelegateKitTerminal
import DemoScreens
import DemoServer
import DemoStore
import Foundation
import Testing

/// Work under way is on screen: a search after the first, the next page of the feed.
@MainActor
@Suite("Progress is visible", .serialized)
struct ProgressTests {
  /// The line under the scope bar: the section header of the list.
  static func header(_ demo: DemoHarness) -> String {
    let lines = demo.text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.count > 3 ? String(lines[3]) : ""
  }

  @Test("A People search after the first says it is searching, and keeps the old list meanwhile")
  func peopleSearchShowsProgress() async throws {
    let demo = try await DemoHarness(
      configuration: DemoServerConfiguration(latency: .milliseconds(300)),
      screen: .directory
    )
    defer { Task { await demo.stop() } }
    demo.pilot.press(.character("/"))
    demo.pilot.type("zo")
    #expect(await demo.waitFor("matching “zo”"), "\(demo.text)")
    let shown = demo.text.split(separator: "\n")[4]
    demo.pilot.type("e")
    #expect(Self.header(demo).contains("Searching “zoe”…"), "\(demo.text)")
    #expect(demo.text.contains(shown), "the old list stays until the answer: \(demo.text)")
    #expect(await demo.waitFor("matching “zoe”"), "\(demo.text)")
  }

  @Test("A unit search never counts the previous search's rows under the new text")
  func unitSearchShowsProgress() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    demo.pilot.press(.tab)
    let first = try #require(try demo.store.organizations().first)
    #expect(await demo.waitFor(first.name), "\(demo.text)")
    demo.pilot.press(.character("/"))
    demo.pilot.type("Fin")
    #expect(await demo.waitFor("matching “Fin”"), "\(demo.text)")
    demo.pilot.type("x")
    #expect(Self.header(demo).contains("Searching “Finx”…"), "\(demo.text)")
    #expect(await demo.waitFor("0 units matching “Finx”"), "\(demo.text)")
  }

  @Test("After End in the feed, the next page's loading row is on screen")
  func feedLoadingRowInView() async throws {
    let demo = try await DemoHarness(
      configuration: DemoServerConfiguration(latency: .milliseconds(400), feedPages: 3, pageSize: 30),
      screen: .feed
    )
    defer { Task { await demo.stop() } }
    #expect(await demo.waitFor { !$0.contains("Loading…") && $0.split(separator: "\n").count > 5 }, "\(demo.text)")
    demo.pilot.press(.end)
    #expect(await demo.waitFor("Loading…"), "the loading row, in view: \(demo.text)")
  }
}
