import DelegateKitTable
import DelegateKitTerminal
import DemoScreens
import DemoStore
import Foundation
import Testing

/// Every key the status line offers does what it says, and no key is offered that does
/// nothing: walked through the demo as a user would.
@MainActor
@Suite("The keys the demo offers", .serialized)
struct OfferedKeysTests {
  /// The status line: the frame's last line.
  static func statusLine(_ demo: DemoHarness) -> String {
    String(demo.text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
  }

  @Test("People are server results: no edit key, and e and J do nothing")
  func peopleAreNotEditable() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    #expect(await demo.waitForPeople(), "\(demo.text)")
    demo.pilot.press(.home)
    #expect(!Self.statusLine(demo).contains("e edit"), "\(Self.statusLine(demo))")
    let before = demo.text
    demo.pilot.press(.character("e"), .character("J"))
    #expect(!demo.text.contains("Editing"))
    #expect(demo.text == before, "nothing moved")
  }

  @Test("Esc leaves edit mode, and no scope inherits it")
  func escapeLeavesEditing() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    let (first, _) = try await demo.openFirstOrganization()
    demo.pilot.press(.character("e"))
    #expect(demo.text.contains("Editing") && Self.statusLine(demo).contains("e done"))
    demo.pilot.press(.escape)
    #expect(!demo.text.contains("Editing") && Self.statusLine(demo).contains("e edit"), "\(demo.text)")
    #expect(demo.text.contains("\(first.name): "), "still in the organization: \(demo.text)")
    demo.pilot.press(.character("e"), .tab)
    #expect(await demo.waitForPeople(), "\(demo.text)")
    #expect(!demo.text.contains("Editing") && !Self.statusLine(demo).contains("e done"), "\(demo.text)")
  }

  @Test("Esc from a unit search comes back to the organization's units, not the menu")
  func escapeFromUnitSearch() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    let (first, units) = try await demo.openFirstOrganization()
    demo.pilot.press(.character("/"))
    demo.pilot.type(String(units[0].name.prefix(4)))
    #expect(await demo.waitFor("matching"), "\(demo.text)")
    demo.pilot.press(.escape, .escape)
    #expect(await demo.waitFor("\(first.name): \(units.count) units"), "\(demo.text)")
    #expect(demo.app.navigationController.viewControllers.count == 2, "still in the directory: \(demo.text)")
  }

  @Test("Enter is offered only where it opens something", arguments: ["search", "feed", "clock detail"])
  func enterOfferedOnlyWhereItWorks(place: String) async throws {
    let demo = try await DemoHarness(
      screen: place == "search" ? .directory : place == "feed" ? .feed : .clock
    )
    defer { Task { await demo.stop() } }
    switch place {
    case "search":
      demo.pilot.press(.tab)
      let first = try #require(try demo.store.organizations().first)
      #expect(await demo.waitFor(first.name), "\(demo.text)")
      demo.pilot.press(.character("/"))
      demo.pilot.type("Fin")
      #expect(await demo.waitFor("matching “Fin”"), "\(demo.text)")
      demo.pilot.press(.escape, .home)
    case "feed":
      #expect(await demo.waitFor { !$0.contains("Loading…") && $0.split(separator: "\n").count > 5 }, "\(demo.text)")
      demo.pilot.press(.home)
    default:
      demo.pilot.press(.home, .enter)
      #expect(await demo.waitFor("Value"), "\(demo.text)")
      demo.pilot.press(.home)
    }
    #expect(!Self.statusLine(demo).contains("⏎"), "\(place): \(Self.statusLine(demo))")
    let before = demo.app.navigationController.viewControllers.count
    demo.pilot.press(.enter)
    #expect(demo.app.navigationController.viewControllers.count == before)
  }

  @Test("Enter before any arrow opens the first row in view, as the status line offers")
  func enterWithoutCursor() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    demo.pilot.press(.tab)
    let first = try #require(try demo.store.organizations().first)
    #expect(await demo.waitFor(first.name))
    #expect(Self.statusLine(demo).contains("⏎ open"))
    demo.pilot.press(.enter)
    #expect(await demo.waitFor("\(first.name): "), "\(demo.text)")
  }

  @Test("The menu starts on its first row, and keeps its row when the user comes back")
  func menuCursor() async throws {
    let demo = try await DemoHarness()
    defer { Task { await demo.stop() } }
    #expect(demo.cursorLine?.contains("Directory") == true, "\(demo.text)")
    demo.pilot.press(.down, .enter)
    #expect(await demo.waitFor("Seconds"), "\(demo.text)")
    demo.pilot.press(.escape)
    #expect(demo.cursorLine?.contains("Clock") == true, "\(demo.text)")
  }

  @Test("A drill-down names the organization in the title; unit search results name theirs")
  func whereYouAre() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    let (first, units) = try await demo.openFirstOrganization()
    let title = String(demo.text.split(separator: "\n").first ?? "")
    #expect(title.contains(first.name), "\(title)")
    demo.pilot.press(.escape)
    #expect(await demo.waitFor { !$0.contains("\(first.name): ") })
    #expect(!String(demo.text.split(separator: "\n").first ?? "").contains(first.name))
    demo.pilot.press(.character("/"))
    demo.pilot.type(units[0].name)
    #expect(await demo.waitFor("matching"), "\(demo.text)")
    #expect(demo.text.contains(first.name), "each result says its organization: \(demo.text)")
  }
}
