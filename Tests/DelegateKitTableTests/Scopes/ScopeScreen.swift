import DelegateKitTable
import Foundation

/// A screen with two scopes: scope A (server search) and scope B (organisations, units, search),
/// on a navigation stack that is on screen, with a table five rows high.
@MainActor
final class ScopeScreen {
  let server = SearchServer()
  let store = UnitsStore.sample()
  let events = UnitsEvents()
  let navigation = NavigationController(rootViewController: ViewController())
  let controller: ScopeViewController

  init() {
    let server = server
    let store = store
    let events = events
    controller = ScopeViewController(
      scopes: [
        .init("Servers") { owner in ServerScope(owner: owner, search: server.search) },
        .init("Units") { owner in UnitsStore.scope(owner: owner, store: store, events: events) },
      ],
      tableFrame: CGRect(x: 0, y: 0, width: 40, height: 5)
    )
    configure(controller.tableView)
    navigation.appearNow()
    navigation.pushViewController(controller, animated: false)
  }

  var table: TableView { controller.tableView }
  var searchBar: SearchBar { controller.searchBar }

  /// Scope A's delegate.
  var servers: ServerScope {
    guard let servers = controller.delegate(forScopeAt: 0) as? ServerScope else {
      preconditionFailure("scope 0 is served by a ServerScope")
    }
    return servers
  }

  /// The text of the visible rows.
  var rows: [String?] { table.visibleCells.map(\.text) }

  /// Types `text` into scope A and delivers the server's answer for it.
  func searchServers(for text: String, rows count: Int = 8) async {
    searchBar.userType(text)
    let query = searchBar.text ?? ""
    server.respond(to: query, with: SearchServer.rows(for: query, count: count))
    _ = await servers.tasks[query]?.value
  }
}

/// One point per row and per header, as the terminal draws them.
@MainActor
func configure(_ table: TableView) {
  table.rowHeight = 1
  table.sectionHeaderHeight = 1
  table.sectionFooterHeight = 1
}
