import DelegateKit
import DelegateKitTable
import Foundation
import Testing

/// Screens and parts die when their controller is popped or released: the controller holds
/// its parts, and nothing holds the controller back.
@MainActor
@Suite("Parts: nothing outlives its controller")
struct PartLeakTests {
  @Test("A released table screen takes its part and table with it, after appearing, editing and a keyboard")
  func releasedTableScreen() {
    weak var controller: ViewController?
    weak var part: TableViewControllerPart?
    weak var tableView: TableView?
    weak var recording: RecordingPart?
    do {
      let screen = FruitScreen()
      controller = screen
      part = screen.table
      tableView = screen.tableView
      recording = screen.attach(RecordingPart())
      screen.appearNow()
      screen.tableView.userSelectRow(at: .at(0, 2))
      screen.setEditing(true, animated: false)
      screen.table.keyboardWillShow(height: 4)
      screen.disappearNow()
    }
    #expect(controller == nil)
    #expect(part == nil)
    #expect(tableView == nil)
    #expect(recording == nil)
  }

  @Test("A popped table screen dies with its part once the navigation controller lets it go")
  func poppedTableScreen() {
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.appearNow()
    weak var screen: FruitScreen?
    weak var part: TableViewControllerPart?
    do {
      let pushed = FruitScreen()
      screen = pushed
      part = pushed.table
      navigation.pushViewController(pushed, animated: true)
      pushed.tableView.userSelectRow(at: .at(0, 1))
    }
    #expect(screen != nil)
    navigation.popViewController(animated: true)
    #expect(screen == nil)
    #expect(part == nil)
  }

  @Test("A part kept elsewhere outlives its controller and forgets it")
  func partOutlivesController() {
    let part = TableViewControllerPart()
    weak var controller: ViewController?
    do {
      let screen = ViewController()
      controller = screen
      screen.attach(part)
      screen.appearNow()
    }
    #expect(controller == nil)
    #expect(part.viewController == nil)
  }
}
