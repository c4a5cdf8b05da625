import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("ScopeViewController: a scope delegate per scope button, routed without forwarding code")
struct ScopeViewControllerTests {
  @Test("Scopes become buttons in order, the first is shown, and each delegate gets an owner for its index")
  func construction() {
    let screen = ScopeScreen()
    #expect(screen.controller.scopeTitles == ["Servers", "Units"])
    #expect(screen.searchBar.scopeButtonTitles == ["Servers", "Units"])
    #expect(screen.searchBar.showsScopeBar)
    #expect(screen.searchBar.selectedScopeButtonIndex == 0)
    #expect(screen.controller.selectedScopeIndex == 0)
    #expect(screen.controller.activeDelegate === screen.servers)
    #expect(screen.controller.defaultDelegate == nil)
    #expect(screen.controller.view === screen.table)
    #expect(screen.servers.owner.scopeIndex == 0)
    #expect(screen.servers.owner.viewController === screen.controller)
    #expect(screen.servers.owner.isActive)
    #expect(screen.rows.isEmpty)
  }

  @Test("Server search in A, the three modes of B, and switching back and forth")
  func wholeScenario() async {
    let screen = ScopeScreen()
    // Scope A: typed text goes to the server; the answer to the latest text is the rows,
    // and the answer to older text, arriving last, is dropped.
    screen.searchBar.userType("h")
    await screen.searchServers(for: "a")
    #expect(screen.server.queries == ["h", "ha"])
    #expect(screen.rows == ["ha result 1", "ha result 2", "ha result 3", "ha result 4", "ha result 5"])
    screen.server.respond(to: "h", with: ["hat"])
    #expect(await screen.servers.tasks["h"]?.value == false)
    #expect(screen.rows.first == "ha result 1")
    screen.table.userScroll(by: 2)
    screen.table.userSelectRow(at: .at(0, 3))
    #expect(screen.servers.log.suffix(2) == ["didScroll", "didSelect 3"])

    // Scope B: organisations, from the top, with nothing selected and no text.
    screen.searchBar.userSelectScope(1)
    #expect(screen.controller.selectedScopeIndex == 1)
    #expect(screen.searchBar.text == "")
    #expect(screen.table.contentOffset.y == 0)
    #expect(screen.table.indexPathForSelectedRow == nil)
    #expect(screen.rows == ["Org 1", "Org 2", "Org 3", "Org 4", "Org 5"])
    #expect(screen.servers.log.suffix(2) == ["didSelect 3", "resign 8 rows"])

    // Drill down into an organisation, and back up to where the list was left.
    screen.table.userScroll(by: 4)
    screen.table.userSelectRow(at: .at(0, 6))
    #expect(screen.rows == ["Unit 7.1", "Unit 7.2", "Unit 7.3"])
    #expect(screen.table.dataSource?.tableView(screen.table, titleForHeaderInSection: 0) == "Org 7")
    #expect(screen.table.contentOffset.y == 0)
    screen.searchBar.userCancel()
    #expect(screen.rows == ["Org 5", "Org 6", "Org 7", "Org 8", "Org 9"])
    #expect(screen.table.indexPathForSelectedRow == .at(0, 6))

    // Search across all units; the mode follows the text.
    screen.searchBar.userType("Unit 1.")
    #expect(screen.rows == ["Unit 1.1 (Org 1)", "Unit 1.2 (Org 1)", "Unit 1.3 (Org 1)"])
    screen.searchBar.userType("2")
    #expect(screen.rows == ["Unit 1.2 (Org 1)"])

    #expect(screen.servers.log.last == "resign 8 rows", "scope A heard none of B's calls")

    // Back to A: its text, scroll position, selection and rows come back.
    screen.searchBar.userSelectScope(0)
    #expect(screen.searchBar.text == "ha")
    #expect(screen.table.contentOffset.y == 2)
    #expect(screen.table.indexPathForSelectedRow == .at(0, 3))
    #expect(screen.rows == ["ha result 3", "ha result 4", "ha result 5", "ha result 6", "ha result 7"])
    #expect(screen.servers.log.suffix(2) == ["active", "scope 0"], "the new scope's delegate hears the tap")

    // And to B again, by the program: still searching, with its text.
    screen.controller.selectScope(at: 1)
    #expect(screen.searchBar.selectedScopeButtonIndex == 1)
    #expect(screen.searchBar.text == "Unit 1.2")
    #expect(screen.rows == ["Unit 1.2 (Org 1)"])

    // Clearing the text goes back to the organisations, as they were left.
    screen.searchBar.userClear()
    #expect(screen.rows == ["Org 5", "Org 6", "Org 7", "Org 8", "Org 9"])
    #expect(screen.table.indexPathForSelectedRow == .at(0, 6))
  }

  @Test("Every kind of call reaches the shown scope's delegate, answers included, and nothing else")
  func everyCallRerouted() async {
    let screen = ScopeScreen()
    #expect(!screen.searchBar.userType("hi!"), "scope A refuses punctuation")
    screen.searchBar.userSelectScope(1)
    screen.events.clear()
    #expect(screen.searchBar.userType("Unit 4.!"), "scope B's modes take the default answer")
    #expect(screen.rows.isEmpty)
    screen.searchBar.userClear()
    screen.table.userScroll(by: 1)
    #expect(screen.table.dataSource?.tableView(screen.table, titleForHeaderInSection: 0) == nil)
    #expect(screen.table.numberOfRows(inSection: 0) == 12)
    #expect(
      screen.events.all == [
        "organisations text Unit 4.!", "organisations resign", "search active", "search text ",
        "search resign", "organisations active", "organisations didScroll",
      ]
    )
    #expect(!screen.servers.log.contains("didScroll"), "scope A heard none of it")
  }

  @Test("Delegates hear when calls start and stop reaching them, scopes and modes alike")
  func activation() {
    let screen = ScopeScreen()
    #expect(screen.servers.log.isEmpty, "the first scope shown hears nothing")
    screen.controller.selectScope(at: 1)
    screen.table.userSelectRow(at: .at(0, 0))
    screen.controller.selectScope(at: 0)
    screen.controller.selectScope(at: 0)
    #expect(screen.servers.log == ["resign 0 rows", "active"])
    #expect(
      screen.events.all == [
        "organisations active", "organisations didSelect 0", "organisations resign", "units active",
        "units resign",
      ]
    )
  }
}
