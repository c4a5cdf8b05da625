import DelegateKitTable
import DemoScreens
import Foundation
import Testing

@MainActor
@Suite("Clock parts: nothing outlives its controller, and the clock stops")
struct ClockPartLeakTests {
  @Test("A screen released while on screen: its clock part dies and the clock's task stops")
  func releasedOnScreen() async {
    let fixture = ClockFixture()
    weak var screen: RecordingClockScreen?
    weak var part: ClockPart?
    do {
      let shown = RecordingClockScreen()
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
    let screen = RecordingClockScreen()
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
