import DelegateKit
import DelegateKitTable
import Foundation
import Testing

@MainActor
@Suite("TableViewControllerPart: the table, its roles and editing")
struct TableViewControllerPartTests {
  @Test("The table becomes the view when the controller loads one it did not make")
  func tableIsTheView() {
    let screen = FruitScreen()
    #expect(!screen.isViewLoaded)
    #expect(screen.view === screen.tableView)
    #expect(screen.table.viewController === screen)
  }

  @Test("A view the controller's loadView made is kept: a wrapper around the table")
  func wrapperKept() {
    final class Wrapper {}
    final class WrappedScreen: ViewController {
      let wrapper = Wrapper()
      override func loadView() { view = wrapper }
    }
    let screen = WrappedScreen()
    let part = screen.attach(TableViewControllerPart())
    #expect(screen.view === screen.wrapper)
    #expect(part.tableView !== screen.view)
  }

  @Test("Attached after the view loaded empty, the table becomes the view at once")
  func attachedAfterLoading() {
    let screen = ViewController()
    screen.loadViewIfNeeded()
    let part = screen.attach(TableViewControllerPart())
    #expect(screen.view === part.tableView)
  }

  @Test("The controller takes the data source and delegate roles when it conforms and nobody else was named")
  func controllerTakesRoles() {
    let screen = FruitScreen()
    #expect(screen.tableView.dataSource === screen)
    #expect(screen.tableView.delegate === screen)

    let other = OtherFruits()
    let named = FruitScreen(part: TableViewControllerPart(dataSource: other, delegate: other))
    #expect(named.tableView.dataSource === other)
    #expect(named.tableView.delegate === other)

    let plain = ViewController()
    let part = plain.attach(TableViewControllerPart(style: .grouped))
    #expect(part.tableView.dataSource == nil)
    #expect(part.tableView.delegate == nil)
    #expect(part.tableView.style == .grouped)
  }

  @Test("A given table keeps the data source it has")
  func givenTableKeepsItsRoles() {
    let other = OtherFruits()
    let table = TableView()
    table.dataSource = other
    let screen = FruitScreen(part: TableViewControllerPart(tableView: table))
    #expect(screen.tableView === table)
    #expect(table.dataSource === other)
    #expect(table.delegate === screen)
  }

  @Test("setEditing reaches the table, through the controller's lifecycle")
  func editingForwarded() {
    let screen = FruitScreen()
    screen.setEditing(true, animated: true)
    #expect(screen.tableView.isEditing)
    screen.isEditing = false
    #expect(!screen.tableView.isEditing)
  }

  @Test("Detached, the part no longer edits the table and gives back the keyboard's inset")
  func detach() {
    let screen = FruitScreen()
    screen.loadViewIfNeeded()
    screen.table.keyboardWillShow(height: 3)
    screen.detach(screen.table)
    #expect(screen.table.viewController == nil)
    #expect(screen.tableView.contentInset.bottom == 0)
    screen.setEditing(true, animated: false)
    #expect(!screen.tableView.isEditing)
    // The table stays the view and keeps its data source: detaching stops behaviour only.
    #expect(screen.view === screen.tableView)
    #expect(screen.tableView.dataSource === screen)
  }

  @Test("A part ignores a controller it is not attached to")
  func ignoresOtherControllers() {
    let screen = FruitScreen()
    let stranger = ViewController()
    stranger.lifecycle.add(screen.table)
    stranger.setEditing(true, animated: false)
    stranger.appearNow()
    #expect(!screen.tableView.isEditing)
    #expect(screen.tableView.scrollIndicatorFlashCount == 0)
  }
}

@MainActor
@Suite("TableViewControllerPart: appearing")
struct TableViewControllerPartAppearanceTests {
  @Test("On first appearance the table reloads; later appearances do not, by default")
  func reloadsOnFirstAppearance() {
    let screen = FruitScreen()
    screen.tableView.layoutIfNeeded()
    screen.names[0] = "Kiwi"
    screen.appearNow()
    #expect(screen.tableView.visibleCells.first?.text == "Kiwi")
    screen.names[0] = "Lime"
    screen.disappearNow()
    screen.appearNow()
    #expect(screen.tableView.visibleCells.first?.text == "Kiwi")
  }

  @Test("onEveryAppearance reloads each time; never leaves it to the screen")
  func reloadingPolicies() {
    let every = FruitScreen()
    every.table.reloading = .onEveryAppearance
    every.appearNow()
    every.disappearNow()
    every.names[0] = "Lime"
    every.appearNow()
    #expect(every.tableView.visibleCells.first?.text == "Lime")

    let never = FruitScreen()
    never.table.reloading = .never
    never.tableView.layoutIfNeeded()
    never.names[0] = "Lime"
    never.appearNow()
    #expect(never.tableView.visibleCells.first?.text == "Fruit 0")
  }

  @Test("The selection is cleared as the controller is about to appear, without telling the delegate")
  func clearsSelection() {
    let screen = FruitScreen()
    screen.appearNow()
    screen.tableView.userSelectRow(at: .at(0, 3))
    screen.disappearNow()
    screen.beginAppearanceTransition(true, animated: true)
    #expect(selectedRows(screen.tableView).isEmpty)
    #expect(screen.tableView.visibleCells[3].isSelected == false)
    screen.endAppearanceTransition()
    #expect(selectedRows(screen.tableView).isEmpty)
    #expect(screen.selections == [.at(0, 3)])
  }

  @Test(
    "clearsSelectionOnViewWillAppear = false keeps the selection, through a reload too",
    arguments: [
      TableViewControllerPart.Reloading.onFirstAppearance, .onEveryAppearance, .never,
    ]
  )
  func keepsSelection(reloading: TableViewControllerPart.Reloading) {
    let screen = FruitScreen()
    screen.table.clearsSelectionOnViewWillAppear = false
    screen.table.reloading = reloading
    screen.tableView.selectRow(at: .at(0, 4), animated: false, scrollPosition: .none)
    screen.appearNow()
    #expect(selectedRows(screen.tableView) == [4])
    screen.disappearNow()
    screen.appearNow()
    #expect(selectedRows(screen.tableView) == [4])
  }

  @Test("A row that no longer exists is not selected again after a reload")
  func keptSelectionSkipsMissingRows() {
    let screen = FruitScreen(rows: 10)
    screen.table.clearsSelectionOnViewWillAppear = false
    screen.table.reloading = .onEveryAppearance
    screen.appearNow()
    screen.tableView.userSelectRow(at: .at(0, 9))
    screen.disappearNow()
    screen.names.removeLast()
    screen.appearNow()
    #expect(selectedRows(screen.tableView).isEmpty)
  }

  @Test("Did-appear flashes the scroll indicators, each time and not before")
  func flashes() {
    let screen = FruitScreen()
    screen.beginAppearanceTransition(true, animated: false)
    #expect(screen.tableView.scrollIndicatorFlashCount == 0)
    screen.endAppearanceTransition()
    #expect(screen.tableView.scrollIndicatorFlashCount == 1)
    screen.disappearNow()
    screen.appearNow()
    #expect(screen.tableView.scrollIndicatorFlashCount == 2)
  }
}

@MainActor
@Suite("TableViewControllerPart: a cancelled appearance gives the selection back")
struct TableViewControllerPartCancelTests {
  /// A table screen A under a detail B on a navigation stack on screen, with A's row 3
  /// selected, as after the user opened that row.
  private func openedRow() -> (NavigationController, FruitScreen, ViewController) {
    let list = FruitScreen()
    let detail = ViewController()
    let navigation = NavigationController(rootViewController: list)
    navigation.appearNow()
    list.tableView.userSelectRow(at: .at(0, 3))
    navigation.pushViewController(detail, animated: true)
    #expect(selectedRows(list.tableView) == [3])
    return (navigation, list, detail)
  }

  @Test("An interactive pop that is cancelled: A will appear, then disappears instead")
  func cancelledInteractivePop() {
    let (_, list, detail) = openedRow()
    // The order UIKit uses for an interactive pop the user abandons: both transitions
    // begin, then each controller goes back where it was.
    list.beginAppearanceTransition(true, animated: true)
    detail.beginAppearanceTransition(false, animated: true)
    #expect(selectedRows(list.tableView).isEmpty)
    list.beginAppearanceTransition(false, animated: true)
    #expect(selectedRows(list.tableView) == [3])
    detail.beginAppearanceTransition(true, animated: true)
    list.endAppearanceTransition()
    detail.endAppearanceTransition()
    #expect(list.appearance == .disappeared)
    #expect(detail.appearance == .appeared)
    #expect(selectedRows(list.tableView) == [3])
    #expect(list.tableView.cellForRow(at: .at(0, 3))?.isSelected == true)
  }

  @Test("A pop that is interrupted: the navigation controller is hidden before A did appear")
  func interruptedPop() {
    let (navigation, list, detail) = openedRow()
    navigation.disappearNow()
    navigation.beginAppearanceTransition(true, animated: true)
    navigation.popViewController(animated: true)
    #expect(list.appearance == .appearing)
    #expect(selectedRows(list.tableView).isEmpty)
    navigation.disappearNow()
    #expect(list.appearance == .disappeared)
    #expect(detail.appearance == .disappeared)
    #expect(selectedRows(list.tableView) == [3])
  }

  @Test("A pop that completes clears the selection for good")
  func completedPop() {
    let (navigation, list, _) = openedRow()
    navigation.popViewController(animated: true)
    #expect(list.appearance == .appeared)
    #expect(selectedRows(list.tableView).isEmpty)
    navigation.disappearNow()
    #expect(selectedRows(list.tableView).isEmpty)
  }
}
