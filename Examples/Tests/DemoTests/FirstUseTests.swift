import DelegateKitTable
import DelegateKitTerminal
import DemoClient
import DemoScreens
import DemoServer
import DemoStore
import Foundation
import Testing

/// What a stranger expects of the demo from fzf, less, htop or tig: Backspace edits the
/// search, a new list starts at its top, a burst of keys does what the status line says,
/// Enter is offered by what it does, and a count says what it counts.
@MainActor
@Suite("A stranger's expectations", .serialized)
struct FirstUseTests {
  static func statusLine(_ demo: DemoHarness) -> String {
    OfferedKeysTests.statusLine(demo)
  }

  static func directory(_ demo: DemoHarness) throws -> DirectoryScreen {
    try #require(demo.app.navigationController.topViewController as? DirectoryScreen)
  }

  /// The People answer for `query` on screen, if it is there.
  static func peopleAnswer(_ demo: DemoHarness, query: String) -> PeopleResult? {
    let directory = demo.app.navigationController.topViewController as? DirectoryScreen
    guard case .loaded(let answer) = directory?.people?.state, answer.query == query else { return nil }
    return answer
  }

  @Test("Backspace after a search edits it, ← does nothing, and only Esc leaves the Directory")
  func backspaceEditsTheSearch() async throws {
    let demo = try await DemoHarness()
    defer { Task { await demo.stop() } }
    demo.pilot.press(.home, .enter)
    #expect(await demo.waitForPeople(), "\(demo.text)")
    demo.pilot.press(.character("/"))
    demo.pilot.type("zoe")
    demo.pilot.press(.enter)
    #expect(await demo.waitFor("matching “zoe”"), "\(demo.text)")
    demo.pilot.press(.backspace)
    #expect(demo.app.navigationController.viewControllers.count == 2, "still in the Directory: \(demo.text)")
    #expect(demo.app.isSearchFocused, "the field is open again")
    #expect(try Self.directory(demo).searchBar.text == "zo", "one character deleted")
    #expect(await demo.waitFor("matching “zo”"), "\(demo.text)")
    demo.pilot.press(.escape, .left)
    #expect(demo.app.navigationController.viewControllers.count == 2, "← goes nowhere: \(demo.text)")
    demo.pilot.press(.escape)
    #expect(demo.app.navigationController.viewControllers.count == 1, "Esc goes back: \(demo.text)")
    demo.pilot.press(.enter)
    #expect(try Self.directory(demo).searchBar.text == "zo", "the search comes back: \(demo.text)")
    #expect(await demo.waitFor("matching “zo”"), "and its results: \(demo.text)")
    demo.pilot.press(.tab, .escape, .enter)
    #expect(try Self.directory(demo).selectedScopeIndex == 1, "the scope comes back: \(demo.text)")
  }

  @Test("Backspace on a screen without a search field does nothing")
  func backspaceWithoutSearch() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    #expect(await demo.waitForPeople(), "\(demo.text)")
    demo.pilot.press(.home, .enter)
    #expect(await demo.waitFor("City"), "\(demo.text)")
    demo.pilot.press(.backspace, .left)
    #expect(demo.app.navigationController.viewControllers.count == 3, "\(demo.text)")
  }

  @Test("A burst of d deletes the unit once and says the later presses wait for it")
  func deleteBurst() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    let (first, units) = try await demo.openFirstOrganization()
    demo.pilot.press(.character("e"), .home, .character("d"), .character("d"), .character("d"))
    #expect(Self.statusLine(demo).contains("already deleting"), "\(Self.statusLine(demo))")
    #expect(
      await demo.waitFor { _ in (try? demo.store.units(of: first.id).count) == units.count - 1 },
      "\(demo.text)"
    )
    #expect(await demo.waitFor { !$0.contains("deleting…") }, "\(demo.text)")
    let left = try demo.store.units(of: first.id).map(\.id)
    #expect(left == units.dropFirst().map(\.id), "only the unit under the cursor is deleted")
  }

  @Test("A new People search starts at its first row, with its header in view")
  func newSearchStartsAtTop() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    #expect(await demo.waitForPeople(), "\(demo.text)")
    demo.pilot.press(.end)
    demo.pilot.press(.character("/"))
    demo.pilot.type("a")
    demo.pilot.press(.enter)
    #expect(await demo.waitFor { _ in Self.peopleAnswer(demo, query: "a") != nil }, "\(demo.text)")
    let answer = try #require(Self.peopleAnswer(demo, query: "a"))
    #expect(demo.cursorLine?.contains(answer.people[0].name) == true, "\(demo.text)")
    #expect(demo.text.contains("matching “a”"), "the header: \(demo.text)")
  }

  @Test(
    "An organization opened after End in another starts at its first unit, observed whole or through a window",
    arguments: [false, true]
  )
  func newOrganizationStartsAtTop(windowed: Bool) async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    if windowed { demo.environment.unitWindowThreshold = 4 }
    _ = try await demo.openFirstOrganization()
    demo.pilot.press(.end, .escape)
    let organizations = try demo.store.organizations()
    let index = try #require(
      organizations.indices.dropFirst().max { organizations[$0].unitCount < organizations[$1].unitCount }
    )
    let second = organizations[index]
    #expect(await demo.waitFor(organizations[0].name), "\(demo.text)")
    demo.pilot.press(.home)
    for _ in 0..<index { demo.pilot.press(.down) }
    demo.pilot.press(.enter)
    let units = try demo.store.units(of: second.id)
    #expect(await demo.waitFor(seconds: 5) { $0.contains(units.last!.name) || $0.contains(units[0].name) })
    #expect(demo.cursorLine?.contains(units[0].name) == true, "\(demo.text)")
    #expect(demo.text.contains("\(second.name): \(units.count) units"), "the header: \(demo.text)")
  }

  @Test("Enter is named by what it does: nothing on a person's fields, retry on an error row", arguments: [0, 1, 2])
  func enterNamedByItsAction(place: Int) async throws {
    let demo = try await DemoHarness(
      configuration: place == 0 ? .init() : DemoServerConfiguration(fault: .serverError),
      screen: place == 2 ? .feed : .directory
    )
    defer { Task { await demo.stop() } }
    if place == 0 {
      #expect(await demo.waitForPeople(), "\(demo.text)")
      demo.pilot.press(.home, .enter)
      #expect(await demo.waitFor("City"), "\(demo.text)")
      demo.pilot.press(.down)
      #expect(!Self.statusLine(demo).contains("⏎"), "\(Self.statusLine(demo))")
    } else {
      #expect(await demo.waitFor("HTTP 500"), "\(demo.text)")
      #expect(Self.statusLine(demo).contains("⏎ retry"), "\(Self.statusLine(demo))")
      #expect(!Self.statusLine(demo).contains("⏎ open"), "\(Self.statusLine(demo))")
    }
  }

  @Test("The People header says how many of the matches it lists")
  func peopleCountIsTrue() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    #expect(await demo.waitFor { _ in Self.peopleAnswer(demo, query: "") != nil }, "\(demo.text)")
    let answer = try #require(Self.peopleAnswer(demo, query: ""))
    try #require(answer.people.count < answer.total)
    let total = answer.total.formatted(.number.locale(Locale(identifier: "en_US")))
    #expect(demo.text.contains("first \(answer.people.count) of \(total) people"), "\(demo.text)")
  }

  @Test("A unit search past its limit says how many units match in all")
  func unitSearchCountIsTrue() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    let first = try #require(try demo.store.organizations().first)
    try demo.store.insertUnits((0..<300).map { (organizationID: first.id, name: "Bulk 9-\($0)", kind: "team") })
    let matching = try demo.store.searchUnits("9", limit: 1_000_000).count
    try #require(matching > 200)
    demo.pilot.press(.tab)
    #expect(await demo.waitFor(first.name), "\(demo.text)")
    demo.pilot.press(.character("/"))
    demo.pilot.type("9")
    let total = matching.formatted(.number.locale(Locale(identifier: "en_US")))
    #expect(await demo.waitFor("first 200 of \(total) units matching “9”"), "\(demo.text)")
  }
}
