import DelegateKitTable
import Foundation
import Testing

/// The delegate of a controller without scopes: every row of a fixed list, filtered by the
/// text.
@MainActor
final class EverythingDelegate: ScopeDelegate {
  let owner: ScopeOwner
  let all = ["Apple", "Apricot", "Banana", "Cherry"]
  private(set) var shown: [String]
  private(set) var reloads: [Bool] = []

  init(owner: ScopeOwner) {
    self.owner = owner
    shown = all
    owner.tableView?.register(TableViewCell.self, forCellReuseIdentifier: "thing")
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "thing", for: indexPath)
    cell.text = shown[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    owner.push(DetailController(shown[indexPath.row]), animated: false)
  }

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    shown = searchText.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(searchText) }
    reloads.append(owner.reloadData())
  }
}

@MainActor
@Suite("ScopeOwner and the default delegate: talking back to the controller")
struct ScopeOwnerTests {
  @Test("Without scopes, the default delegate serves every call and the scope bar is hidden")
  func noScopes() {
    let controller = ScopeViewController(
      delegate: { EverythingDelegate(owner: $0) },
      tableFrame: CGRect(x: 0, y: 0, width: 40, height: 5)
    )
    configure(controller.tableView)
    let everything = try? #require(controller.defaultDelegate as? EverythingDelegate)
    #expect(controller.scopeTitles.isEmpty)
    #expect(controller.searchBar.scopeButtonTitles.isEmpty)
    #expect(!controller.searchBar.showsScopeBar)
    #expect(controller.selectedScopeIndex == nil)
    #expect(controller.activeDelegate === everything)
    #expect(everything?.owner.scopeIndex == nil)
    #expect(everything?.owner.isActive == true)
    #expect(controller.tableView.visibleCells.map(\.text) == ["Apple", "Apricot", "Banana", "Cherry"])
    controller.searchBar.userType("ap")
    #expect(controller.tableView.visibleCells.map(\.text) == ["Apple", "Apricot"])
    #expect(everything?.reloads == [true])
    controller.searchBar.userSelectScope(0)
    #expect(controller.selectedScopeIndex == nil, "there is no scope button to tap")
  }

  @Test("Scopes given with a default delegate: the default is never made")
  func defaultUnusedWithScopes() {
    var made = 0
    let controller = ScopeViewController(
      scopes: [.init("Only") { EverythingDelegate(owner: $0) }],
      defaultDelegate: { owner in
        made += 1
        return EverythingDelegate(owner: owner)
      }
    )
    #expect(made == 0)
    #expect(controller.defaultDelegate == nil)
    #expect(controller.searchBar.showsScopeBar)
  }

  @Test("A scope delegate pushes a detail controller through its owner, onto the controller's stack")
  func pushThroughOwner() async {
    let screen = ScopeScreen()
    await screen.searchServers(for: "k", rows: 3)
    screen.table.userTapAccessoryButton(at: .at(0, 1))
    let detail = screen.navigation.topViewController as? DetailController
    #expect(detail?.item == "k result 2")
    #expect(screen.servers.owner.navigationController === screen.navigation)
    #expect(screen.servers.owner.isActive, "pushing over the controller leaves its scope selected")

    // In scope B, a unit reached by drilling down or by searching pushes too.
    screen.navigation.popViewController(animated: false)
    screen.searchBar.userSelectScope(1)
    screen.table.userSelectRow(at: .at(0, 1))
    screen.table.userSelectRow(at: .at(0, 2))
    #expect((screen.navigation.topViewController as? DetailController)?.item == "Unit 2.3")
    screen.navigation.popViewController(animated: false)
    screen.searchBar.userType("3.3")
    screen.table.userSelectRow(at: .at(0, 0))
    #expect((screen.navigation.topViewController as? DetailController)?.item == "Unit 3.3 (Org 3)")
  }

  @Test("An owner reloads only while its scope is shown, and pushes only then")
  func inactiveOwnerDoesNothing() async {
    let screen = ScopeScreen()
    let owner = screen.servers.owner
    #expect(owner.reloadData())
    screen.controller.selectScope(at: 1)
    #expect(!owner.isActive)
    #expect(!owner.reloadData())
    #expect(!owner.push(DetailController("nope"), animated: false))
    #expect(screen.navigation.topViewController === screen.controller)
    #expect(owner.tableView === screen.table, "the table is still reachable, to register cells")
    #expect(owner.searchBar === screen.searchBar)
  }

  @Test("A controller on no navigation stack: pushing does nothing")
  func noNavigationController() {
    let controller = ScopeViewController(delegate: { EverythingDelegate(owner: $0) })
    let owner = (controller.defaultDelegate as? EverythingDelegate)?.owner
    #expect(owner?.navigationController == nil)
    #expect(owner?.push(DetailController("x"), animated: false) == false)
  }
}
