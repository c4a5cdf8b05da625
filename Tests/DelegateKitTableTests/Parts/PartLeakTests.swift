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

#if DELEGATEKIT_TEST_CLOCK
@MainActor
@Suite("Clock parts: nothing outlives its controller, and the clock stops")
struct ClockPartLeakTests {
  @Test("A screen released while on screen: its clock part dies and the clock's task stops")
  func releasedOnScreen() async {
    let fixture = ClockFixture()
    weak var screen: ClockScreen?
    weak var part: ClockPart?
    do {
      let shown = ClockScreen()
      screen = shown
      part = shown.attach(fixture.part())
      shown.appearNow()
      #expect(await fixture.waitUntilSleeping(1))
    }
    #expect(screen == nil)
    #expect(part == nil)
    #expect(await fixture.waitUntilSleeping(0))
  }

  @Test("A detached clock part is released at once, and its task ends")
  func detachedPartReleased() async {
    let fixture = ClockFixture()
    let screen = ClockScreen()
    weak var part: ClockPart?
    do {
      let clock = fixture.part()
      part = clock
      screen.attach(clock)
      screen.appearNow()
      #expect(await fixture.waitUntilSleeping(1))
      screen.detach(clock)
    }
    #expect(part == nil)
    #expect(await fixture.waitUntilSleeping(0))
  }

  @Test("A popped detail screen dies with its clock part, and only the table's clock runs")
  func poppedDetail() async throws {
    let fixture = ClockFixture()
    let list = TimeTableScreen { fixture.part() }
    let navigation = NavigationController(rootViewController: list)
    navigation.appearNow()
    weak var detail: DetailScreen?
    weak var detailClock: ClockPart?
    list.table.tableView.userSelectRow(at: TimeComponent.hour.indexPath)
    detail = navigation.topViewController as? DetailScreen
    detailClock = detail?.part(ofType: ClockPart.self)
    #expect(detail != nil)
    #expect(detailClock?.isRunning == true)
    #expect(await fixture.waitUntilSleeping(1))

    navigation.popViewController(animated: true)
    #expect(detail == nil)
    #expect(detailClock == nil)
    #expect(await fixture.waitUntilSleeping(1))
    #expect(list.part(ofType: ClockPart.self)?.isRunning == true)
  }

  @Test("A whole navigation stack released on screen: every screen, part and clock task goes")
  func releasedStack() async {
    let fixture = ClockFixture()
    weak var list: TimeTableScreen?
    weak var detail: ViewController?
    weak var navigation: NavigationController?
    do {
      let root = TimeTableScreen { fixture.part() }
      let stack = NavigationController(rootViewController: root)
      list = root
      navigation = stack
      stack.appearNow()
      root.table.tableView.userSelectRow(at: TimeComponent.minute.indexPath)
      detail = stack.topViewController
      #expect(await fixture.waitUntilSleeping(1))
    }
    #expect(navigation == nil)
    #expect(list == nil)
    #expect(detail == nil)
    #expect(await fixture.waitUntilSleeping(0))
  }
}
#endif
