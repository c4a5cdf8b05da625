import DelegateKit
import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("ScopeModes: a scope with several modes, each its own delegate, behind a generated router")
struct ScopeModesTests {
  /// The screen with scope B shown.
  private func unitsScreen() -> ScopeScreen {
    let screen = ScopeScreen()
    screen.controller.selectScope(at: 1)
    screen.events.clear()
    return screen
  }

  @Test("Scope B's delegate is a router of its modes, and every call reaches the mode shown only")
  func routing() {
    let screen = unitsScreen()
    let router = screen.controller.activeDelegate as? ScopeDelegateRouter<UnitsMode>
    #expect(router?.selectedKey == .organisations)
    #expect(router?.activeDelegate is OrganisationsMode)
    screen.table.userScroll(by: 1)
    screen.table.userSelectRow(at: .at(0, 2))
    #expect(router?.selectedKey == .units)
    screen.table.userSelectRow(at: .at(0, 0))
    screen.navigation.popViewController(animated: false)
    screen.searchBar.userType("x")
    #expect(router?.selectedKey == .search)
    #expect(
      screen.events.all == [
        "organisations didScroll", "organisations didSelect 2", "organisations resign", "units active",
        "units didSelect 0", "units text x", "units resign", "search active",
      ]
    )
  }

  @Test("Drilling down starts at the top; coming back restores the list's scroll and selection")
  func drillDownAndBack() {
    let screen = unitsScreen()
    screen.table.userScroll(by: 5)
    screen.table.userSelectRow(at: .at(0, 8))
    #expect(screen.rows == ["Unit 9.1", "Unit 9.2", "Unit 9.3"])
    #expect(screen.table.rectForHeader(inSection: 0).height == 1, "the units mode's titled header")
    #expect(screen.table.contentOffset.y == 0)
    #expect(screen.table.indexPathForSelectedRow == nil)
    screen.searchBar.userCancel()
    #expect(screen.rows == ["Org 6", "Org 7", "Org 8", "Org 9", "Org 10"])
    #expect(screen.table.contentOffset.y == 5)
    #expect(screen.table.indexPathForSelectedRow == .at(0, 8))

    // Another organisation: the units mode shows it, from the top again.
    screen.table.userSelectRow(at: .at(0, 9))
    #expect(screen.rows == ["Unit 10.1", "Unit 10.2", "Unit 10.3"])
  }

  @Test("Searching from the units of an organisation returns to them when the text is cleared")
  func searchFromUnits() {
    let screen = unitsScreen()
    screen.table.userSelectRow(at: .at(0, 0))
    screen.table.selectRow(at: .at(0, 2), animated: false, scrollPosition: .none)
    screen.searchBar.userType("Unit 2.")
    #expect(screen.rows == ["Unit 2.1 (Org 2)", "Unit 2.2 (Org 2)", "Unit 2.3 (Org 2)"])
    screen.searchBar.userClear()
    #expect(screen.rows == ["Unit 1.1", "Unit 1.2", "Unit 1.3"])
    #expect(screen.table.indexPathForSelectedRow == .at(0, 2))
  }

  @Test("Cancelling the search clears the text and goes back where it started")
  func cancelSearch() {
    let screen = unitsScreen()
    screen.searchBar.userType("Unit 12")
    #expect(screen.rows == ["Unit 12.1 (Org 12)", "Unit 12.2 (Org 12)", "Unit 12.3 (Org 12)"])
    screen.searchBar.userCancel()
    #expect(screen.searchBar.text == "")
    #expect(screen.rows == ["Org 1", "Org 2", "Org 3", "Org 4", "Org 5"])
  }

  @Test("While the scope is not shown, a mode change only reroutes; the table is another scope's")
  func selectWhileHidden() async {
    let screen = ScopeScreen()
    await screen.searchServers(for: "w")
    screen.table.selectRow(at: .at(0, 1), animated: false, scrollPosition: .none)
    let router = screen.controller.delegate(forScopeAt: 1) as? ScopeDelegateRouter<UnitsMode>
    let organisations = router?.delegate(for: .organisations) as? OrganisationsMode
    let modes = organisations?.modes
    #expect(modes?.isShowing(.organisations) == false)
    screen.store.organisation = screen.store.organisations[3]
    modes?.select(.units)
    #expect(modes?.mode == .units)
    #expect(router?.selectedKey == .units)
    #expect(modes?.reloadData(for: .units) == false)
    #expect(screen.rows.first == "w result 1")
    #expect(screen.table.indexPathForSelectedRow == .at(0, 1))
    screen.controller.selectScope(at: 1)
    #expect(modes?.isShowing(.units) == true)
    #expect(screen.rows == ["Unit 4.1", "Unit 4.2", "Unit 4.3"])
  }

  @Test("Modes selected before their router exists: the router starts in the last one")
  func selectBeforeRouter() {
    var router: ScopeDelegateRouter<UnitsMode>?
    let store = UnitsStore.sample()
    _ = ScopeViewController(delegate: { owner in
      let modes = ScopeModes(owner: owner, initialMode: UnitsMode.organisations)
      modes.select(.search)
      let made = modes.makeRouter([
        .organisations: OrganisationsMode(store: store, modes: modes, events: nil),
        .search: UnitSearchMode(store: store, modes: modes, events: nil),
      ])
      router = made
      return made
    })
    #expect(router?.selectedKey == .search)
  }
}
