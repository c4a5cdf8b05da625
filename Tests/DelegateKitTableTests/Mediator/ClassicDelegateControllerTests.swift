import Foundation
import Testing

@testable import DelegateKitTable

/// A controller that loads through the delegate: a view controller whose `loadView` makes the
/// table and the mediator and whose `viewWillAppear` starts the first load, loading through
/// the `shouldLoadMore` delegate method and ending each load with `stopLoading()`.
@MainActor
final class ClassicDelegateViewController: ViewController {
  private(set) var tableView: TableView!
  private(set) var mediator: TableViewMediator!
  var items: [String] = []
  /// The `more` argument of each `shouldLoadMore` call.
  private(set) var requests: [Bool] = []
  /// What `shouldLoadMore` answers.
  var acceptsLoads = true

  override func loadView() {
    super.loadView()
    tableView = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    tableView.rowHeight = 1
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
    tableView.updateErrorHandler = { Issue.record("the table refused an update: \($0)") }
    view = tableView
    mediator = TableViewMediator(tableView: tableView)
    mediator.setDataSource(self, delegate: self)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    mediator.startLoadingMore(false)  // shows the indicator and asks shouldLoadMore
  }

  /// The network answered: apply the rows and stop loading.
  func receive(_ page: [String], appending: Bool) {
    items = appending ? items + page : page
    mediator.stopLoading()
  }
}

extension ClassicDelegateViewController: TableViewMediatorDataSource {
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    cell.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }
}

extension ClassicDelegateViewController: TableViewMediatorDelegate {
  func tableView(_ tableView: TableView, mediator: TableViewMediator, shouldLoadMore more: Bool) -> Bool {
    requests.append(more)
    return acceptsLoads
  }
}

@MainActor
@Suite("TableViewMediator: a controller loading through shouldLoadMore")
struct ClassicDelegateControllerTests {
  /// A controller on screen, its first reload answered with 20 rows.
  private func appeared() -> ClassicDelegateViewController {
    let screen = ClassicDelegateViewController()
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    screen.receive(rows(20), appending: false)
    screen.tableView.layoutIfNeeded()  // the front end draws the screen
    return screen
  }

  @Test("viewWillAppear starts a reload with the spinner row; stopLoading shows the rows")
  func appearingReloads() {
    let screen = ClassicDelegateViewController()
    screen.beginAppearanceTransition(true, animated: false)
    #expect(screen.requests == [false])
    #expect(screen.mediator.loadingState.isLoading)
    #expect(screen.tableView.visibleCells.map(\.text) == ["Loading…"])
    screen.endAppearanceTransition()
    screen.receive(rows(20), appending: false)
    #expect(!screen.mediator.loadingState.isLoading)
    #expect(screen.tableView.visibleCells.map(\.text) == rows(10))
    #expect(screen.mediator.loadingIndicatorSection == 1)
  }

  @Test("Scrolling to the end asks shouldLoadMore(true); the page's rows are inserted")
  func scrollingPages() {
    let screen = appeared()
    screen.tableView.userScroll(by: 100)
    #expect(screen.requests == [false, true])
    #expect(screen.mediator.loadingState == .loadingMore)
    screen.receive(rows(5, from: 20), appending: true)
    #expect(screen.mediator.loadingState == .idle)
    #expect(screen.tableView.numberOfRows(inSection: 0) == 25)
    #expect(screen.tableView.numberOfRows(inSection: 1) == 0)
  }

  @Test("A delegate that declines leaves the mediator idle, with no spinner")
  func declined() {
    let screen = appeared()
    screen.acceptsLoads = false
    screen.tableView.userScroll(by: 100)
    #expect(screen.requests == [false, true])
    #expect(screen.mediator.loadingState == .idle)
    #expect(screen.tableView.numberOfRows(inSection: 1) == 0)
  }

  @Test("Pull to refresh asks shouldLoadMore(false); stopLoading ends the refresh control")
  func pullToRefresh() throws {
    let screen = appeared()
    let control = try #require(screen.tableView.refreshControl)
    screen.tableView.userPullToRefresh()
    #expect(screen.requests == [false, false])
    #expect(control.isRefreshing)
    screen.receive(rows(12, from: 40), appending: false)
    #expect(!control.isRefreshing)
    #expect(screen.tableView.visibleCells.first?.text == "r40")
  }

  @Test("Leaving the screen frees the controller, its table, the mediator and the refresh control")
  func noLeaks() {
    weak var weakScreen: ClassicDelegateViewController?
    weak var weakTable: TableView?
    weak var weakMediator: TableViewMediator?
    weak var weakControl: RefreshControl?
    do {
      let screen = appeared()
      screen.tableView.userScroll(by: 100)
      screen.receive(rows(5, from: 20), appending: true)
      weakScreen = screen
      weakTable = screen.tableView
      weakMediator = screen.mediator
      weakControl = screen.mediator.refreshControl
    }
    #expect(weakScreen == nil)
    #expect(weakTable == nil)
    #expect(weakMediator == nil)
    #expect(weakControl == nil)
  }
}
