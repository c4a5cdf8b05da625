import DelegateKit
import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("ScopeViewController lifetime: popped, everything it made is freed")
struct ScopeLeakTests {
  /// The objects of a scope screen that must go with it.
  private struct Watched {
    weak var controller: ScopeViewController?
    weak var table: TableView?
    weak var searchBar: SearchBar?
    weak var servers: ServerScope?
    weak var unitsRouter: ScopeDelegateRouter<UnitsMode>?
    weak var organisations: OrganisationsMode?
    weak var units: OrganisationUnitsMode?
    weak var search: UnitSearchMode?
    weak var modes: ScopeModes<UnitsMode>?
    weak var requests: LatestRequest<[String]>?
    /// The task of the search left under way, if any: it holds none of the above.
    var openRequest: Task<Bool, Never>?

    var alive: [String] {
      let objects: [(String, AnyObject?)] = [
        ("controller", controller), ("table", table), ("search bar", searchBar), ("scope A", servers),
        ("scope B's router", unitsRouter), ("organisations mode", organisations), ("units mode", units),
        ("search mode", search), ("modes", modes), ("requests", requests),
      ]
      return objects.filter { $0.1 != nil }.map(\.0)
    }
  }

  /// Pushes a scope screen, uses every part of it (answers, both scopes, the three modes, a
  /// pushed detail), leaves a search unanswered if asked, and pops it.
  private func useAndPop(leavingRequestOpen: Bool, server: SearchServer) async -> Watched {
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.appearNow()
    var watched = Watched()
    do {
      let controller = ScopeViewController(
        scopes: [
          .init("Servers") { ServerScope(owner: $0, search: server.search) },
          .init("Units") { UnitsStore.scope(owner: $0, store: UnitsStore.sample()) },
        ],
        tableFrame: CGRect(x: 0, y: 0, width: 40, height: 5)
      )
      configure(controller.tableView)
      navigation.pushViewController(controller, animated: false)
      let servers = controller.delegate(forScopeAt: 0) as? ServerScope
      controller.searchBar.userType("a")
      server.respond(to: "a", with: ["alpha", "atom"])
      _ = await servers?.tasks["a"]?.value
      controller.tableView.userTapAccessoryButton(at: .at(0, 0))
      navigation.popViewController(animated: false)
      if leavingRequestOpen { controller.searchBar.userType("b") }

      controller.searchBar.userSelectScope(1)
      let router = controller.activeDelegate as? ScopeDelegateRouter<UnitsMode>
      controller.tableView.userSelectRow(at: .at(0, 0))
      controller.tableView.userSelectRow(at: .at(0, 0))
      navigation.popViewController(animated: false)
      controller.searchBar.userType("Unit")
      controller.searchBar.userSelectScope(0)

      watched.controller = controller
      watched.table = controller.tableView
      watched.searchBar = controller.searchBar
      watched.servers = servers
      watched.requests = servers?.requests
      watched.openRequest = leavingRequestOpen ? servers?.tasks["ab"] : nil
      watched.unitsRouter = router
      watched.organisations = router?.delegate(for: .organisations) as? OrganisationsMode
      watched.units = router?.delegate(for: .units) as? OrganisationUnitsMode
      watched.search = router?.delegate(for: .search) as? UnitSearchMode
      watched.modes = watched.organisations?.modes
      #expect(watched.alive.count == 10, "every watched object was reached")
      navigation.popViewController(animated: false)
    }
    #expect(navigation.viewControllers.count == 1)
    return watched
  }

  @Test("Popped after use, the controller, its table, scope delegates, modes and runner are freed")
  func poppedIsFreed() async {
    let server = SearchServer()
    let watched = await useAndPop(leavingRequestOpen: false, server: server)
    #expect(watched.alive == [])
  }

  @Test("A search still under way keeps none of them alive, and its late answer goes nowhere")
  func openRequestKeepsNothing() async {
    let server = SearchServer()
    let watched = await useAndPop(leavingRequestOpen: true, server: server)
    #expect(watched.alive == [])
    server.respond(to: "ab", with: ["late"])
    #expect(await watched.openRequest?.value == false)
    #expect(server.queries == ["a", "ab"])
  }
}
