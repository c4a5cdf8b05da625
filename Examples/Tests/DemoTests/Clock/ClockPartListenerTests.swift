import DelegateKit
import DelegateKitTable
import DemoScreens
import Foundation
import Testing

@MainActor
@Suite("ClockPart listeners: one clock, told to every listener through the generated multicast")
struct ClockPartListenerTests {
  @Test("Two listeners hear each change, in the order they were added")
  func twoListenersInOrder() async {
    let fixture = ClockFixture()
    let log = ClockLog()
    let first = ClockListener("first", log: log)
    let second = ClockListener("second", log: log)
    let screen = RecordingClockScreen()
    let clock = screen.attach(fixture.part(delegate: first))
    clock.delegates.add(second)
    screen.appearNow()
    #expect(await fixture.waitUntilSleeping(1))
    #expect(await fixture.advance(seconds: 2))
    #expect(
      log.entries == [
        "first 12:34:56", "second 12:34:56",
        "first 12:34:57", "second 12:34:57",
        "first 12:34:58", "second 12:34:58",
      ]
    )
    #expect(screen.updates.isEmpty)
    screen.disappearNow()
    #expect(await fixture.waitUntilSleeping(0))
  }

  @Test("A listener added before attachment goes first, and the controller still listens after it")
  func listenerBeforeController() async {
    let fixture = ClockFixture()
    let log = ClockLog()
    let listener = ClockListener("listener", log: log)
    let screen = RecordingClockScreen()
    screen.log = log
    let clock = fixture.part()
    clock.delegates.add(listener)
    screen.attach(clock)
    screen.appearNow()
    #expect(await fixture.waitUntilSleeping(1))
    #expect(await fixture.advance(seconds: 1))
    #expect(log.entries == ["listener 12:34:56", "screen 12:34:56", "listener 12:34:57", "screen 12:34:57"])
    screen.disappearNow()
    #expect(await fixture.waitUntilSleeping(0))
  }

  @Test("A released listener is not kept alive by the part and hears nothing more; the others still do")
  func releasedListenerLeaves() async {
    let fixture = ClockFixture()
    let log = ClockLog()
    let stays = ClockListener("stays", log: log)
    let screen = RecordingClockScreen()
    weak var given: ClockListener?
    weak var added: ClockListener?
    let clock: ClockPart
    do {
      let givenListener = ClockListener("given", log: log)
      let addedListener = ClockListener("added", log: log)
      given = givenListener
      added = addedListener
      clock = screen.attach(fixture.part(delegate: givenListener))
      clock.delegates.add(addedListener)
      clock.delegates.add(stays)
      screen.appearNow()
      #expect(await fixture.waitUntilSleeping(1))
    }
    #expect(given == nil)
    #expect(added == nil)
    #expect(clock.delegates.count == 1)
    #expect(await fixture.advance(seconds: 1))
    #expect(log.entries == ["given 12:34:56", "added 12:34:56", "stays 12:34:56", "stays 12:34:57"])
    screen.disappearNow()
    #expect(await fixture.waitUntilSleeping(0))
  }

  @Test("Moved to another controller, the part stops telling the first and tells the second")
  func movedToAnotherController() async {
    let fixture = ClockFixture()
    let first = RecordingClockScreen()
    let second = RecordingClockScreen()
    let clock = first.attach(fixture.part())
    first.appearNow()
    #expect(await fixture.waitUntilSleeping(1))
    first.detach(clock)
    #expect(await fixture.waitUntilSleeping(0))
    #expect(!clock.delegates.contains(first))
    #expect(clock.delegates.isEmpty)
    second.attach(clock)
    #expect(clock.delegates.contains(second))
    await fixture.clock.advance(by: .seconds(1))
    second.appearNow()
    #expect(first.updates == ["12:34:56"])
    #expect(second.updates == ["12:34:57"])
    #expect(await fixture.waitUntilSleeping(1))
    #expect(await fixture.advance(seconds: 1))
    #expect(first.updates == ["12:34:56"])
    #expect(second.updates == ["12:34:57", "12:34:58"])
    second.disappearNow()
    #expect(await fixture.waitUntilSleeping(0))
  }

  @Test("A controller that does not adopt the protocol is not added; the clock still runs")
  func controllerWithoutTheProtocol() async {
    let fixture = ClockFixture()
    let screen = ViewController()
    let clock = screen.attach(fixture.part())
    screen.appearNow()
    #expect(clock.delegates.isEmpty)
    #expect(hms(clock.dateComponents) == "12:34:56")
    screen.disappearNow()
    #expect(await fixture.waitUntilSleeping(0))
  }
}
