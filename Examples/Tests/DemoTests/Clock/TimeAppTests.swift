import DelegateKitTable
import DemoScreens
import Foundation
import Testing

@MainActor
@Suite("A time app: a table screen and a detail screen sharing the clock part")
struct TimeAppTests {
  @Test("The table shows the time and follows the clock; a row opens its detail, which follows it instead")
  func timeApp() async throws {
    let fixture = ClockFixture()
    let list = TimeTableScreen { fixture.part() }
    let navigation = NavigationController(rootViewController: list)
    navigation.appearNow()
    #expect(list.rows == ["12 hour", "34 minute", "56 second"])
    #expect(await fixture.waitUntilSleeping(1))

    #expect(await fixture.advance(seconds: 1))
    #expect(list.rows == ["12 hour", "34 minute", "57 second"])

    // The user opens the seconds: the detail shows them at once, and the table's clock
    // stops while it is covered.
    list.table.tableView.userSelectRow(at: TimeComponent.second.indexPath)
    let detail = try #require(navigation.topViewController as? DetailScreen)
    #expect(detail.component == .second)
    #expect(detail.label.text == "57 second")
    #expect(list.part(ofType: ClockPart.self)?.isRunning == false)
    #expect(detail.part(ofType: ClockPart.self)?.isRunning == true)
    #expect(await fixture.waitUntilSleeping(1))

    #expect(await fixture.advance(seconds: 2))
    #expect(detail.label.text == "59 second")
    #expect(list.rows == ["12 hour", "34 minute", "57 second"])

    // Back: the table catches up as it appears, its selection cleared.
    navigation.popViewController(animated: true)
    #expect(list.rows == ["12 hour", "34 minute", "59 second"])
    #expect(list.table.tableView.indexPathForSelectedRow == nil)
    #expect(await fixture.waitUntilSleeping(1))
    #expect(await fixture.advance(seconds: 1))
    #expect(list.rows == ["12 hour", "35 minute", "00 second"])
    #expect(detail.label.text == "59 second")
  }

  @Test("The minutes detail hears every second and shows the minute as it turns")
  func minuteDetail() async throws {
    let fixture = ClockFixture()
    let list = TimeTableScreen { fixture.part() }
    let navigation = NavigationController(rootViewController: list)
    navigation.appearNow()
    list.table.tableView.userSelectRow(at: TimeComponent.minute.indexPath)
    let detail = try #require(navigation.topViewController as? DetailScreen)
    #expect(detail.label.text == "34 minute")
    #expect(await fixture.waitUntilSleeping(1))
    #expect(await fixture.advance(seconds: 4))
    #expect(detail.label.text == "35 minute")
  }
}
