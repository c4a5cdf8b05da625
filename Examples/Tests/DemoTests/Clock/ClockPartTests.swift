import DelegateKit
import DelegateKitTable
import DemoScreens
import Foundation
import Testing

@MainActor
@Suite("ClockPart: the per-second clock")
struct ClockPartTests {
  @Test("Attached, the clock waits for the screen to appear; will-appear starts it and reads the time at once")
  func startsOnWillAppear() async {
    let fixture = ClockFixture()
    let screen = RecordingClockScreen()
    let clock = screen.attach(fixture.part())
    #expect(clock.delegates.contains(screen))
    #expect(clock.delegates.count == 1)
    #expect(!clock.isRunning)
    #expect(fixture.clock.sleepsBegun == 0)
    screen.beginAppearanceTransition(true, animated: false)
    #expect(clock.isRunning)
    #expect(screen.updates == ["12:34:56"])
    #expect(hms(clock.dateComponents) == "12:34:56")
    screen.endAppearanceTransition()
    #expect(await fixture.waitUntilSleeping(1))
  }

  @Test("Each second that passes is one update")
  func updatesEverySecond() async {
    let fixture = ClockFixture()
    let screen = RecordingClockScreen()
    screen.attach(fixture.part())
    screen.appearNow()
    #expect(await fixture.waitUntilSleeping(1))
    #expect(await fixture.advance(seconds: 5))
    #expect(screen.updates == ["12:34:56", "12:34:57", "12:34:58", "12:34:59", "12:35:00", "12:35:01"])
  }

  @Test("The ticks fall on the wall clock's seconds: a start at .5 s ticks 0.5 s later, then every second")
  func ticksOnTheSecond() async {
    let fixture = ClockFixture()
    let screen = RecordingClockScreen()
    let clock = fixture.clock
    // Halves add up exactly in binary, so the reading at the second is not a hair short.
    let start = fixture.start.addingTimeInterval(0.5)
    let part = ClockPart(clock: clock, calendar: fixture.calendar) {
      let (seconds, attoseconds) = clock.elapsed.components
      return start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }
    screen.attach(part)
    screen.appearNow()
    #expect(await fixture.waitUntilSleeping(1))
    await clock.advance(by: .milliseconds(500))
    #expect(await fixture.settle { screen.updates.count == 2 }, "\(screen.updates)")
    #expect(await fixture.waitUntilSleeping(1))
    await clock.advance(by: .seconds(1))
    #expect(await fixture.settle { screen.updates.count == 3 })
    #expect(screen.updates == ["12:34:56", "12:34:57", "12:34:58"])
  }

  @Test("Ticks that read the same second are dropped: a quarter-second interval still updates once a second")
  func dropsUnchangedReadings() async {
    let fixture = ClockFixture()
    let screen = RecordingClockScreen()
    screen.attach(fixture.part(interval: .milliseconds(250)))
    screen.appearNow()
    #expect(await fixture.waitUntilSleeping(1))
    for _ in 0..<8 {
      let begun = fixture.clock.sleepsBegun
      await fixture.clock.advance(by: .milliseconds(250))
      #expect(await fixture.settle { fixture.clock.sleepsBegun > begun })
    }
    #expect(fixture.clock.sleepsBegun == 9)
    #expect(screen.updates == ["12:34:56", "12:34:57", "12:34:58"])
  }

  @Test("Did-disappear stops the clock and ends its sleep; will-appear starts it again")
  func stopsOnDisappear() async {
    let fixture = ClockFixture()
    let screen = RecordingClockScreen()
    let clock = screen.attach(fixture.part())
    screen.appearNow()
    #expect(await fixture.waitUntilSleeping(1))
    #expect(await fixture.advance(seconds: 1))
    screen.beginAppearanceTransition(false, animated: false)
    #expect(clock.isRunning)
    screen.endAppearanceTransition()
    #expect(!clock.isRunning)
    #expect(await fixture.waitUntilSleeping(0))
    await fixture.clock.advance(by: .seconds(3))
    #expect(screen.updates == ["12:34:56", "12:34:57"])
    screen.appearNow()
    #expect(screen.updates == ["12:34:56", "12:34:57", "12:35:00"])
    #expect(await fixture.waitUntilSleeping(1))
    #expect(await fixture.advance(seconds: 1))
    #expect(screen.updates.last == "12:35:01")
  }

  @Test("Back on screen within the same second, the screen hears nothing: it still shows that second")
  func sameSecondAgain() async {
    let fixture = ClockFixture()
    let screen = RecordingClockScreen()
    screen.attach(fixture.part())
    screen.appearNow()
    screen.disappearNow()
    screen.appearNow()
    #expect(screen.updates == ["12:34:56"])
    #expect(await fixture.waitUntilSleeping(1))
  }

  @Test("A cancelled disappearance keeps the one running task")
  func cancelledDisappearance() async {
    let fixture = ClockFixture()
    let screen = RecordingClockScreen()
    screen.attach(fixture.part())
    screen.appearNow()
    #expect(await fixture.waitUntilSleeping(1))
    screen.beginAppearanceTransition(false, animated: true)
    screen.beginAppearanceTransition(true, animated: true)
    screen.endAppearanceTransition()
    #expect(await fixture.advance(seconds: 2))
    #expect(fixture.clock.sleeping == 1)
    #expect(screen.updates == ["12:34:56", "12:34:57", "12:34:58"])
  }

  @Test("Attached to a screen already on screen, the clock starts at once")
  func attachedOnScreen() async {
    let fixture = ClockFixture()
    let screen = RecordingClockScreen()
    screen.appearNow()
    let clock = screen.attach(fixture.part())
    #expect(clock.isRunning)
    #expect(screen.updates == ["12:34:56"])
    #expect(await fixture.waitUntilSleeping(1))
  }

  @Test("Detached, the clock stops and the part lets the controller go")
  func detachStops() async {
    let fixture = ClockFixture()
    let screen = RecordingClockScreen()
    let clock = screen.attach(fixture.part())
    screen.appearNow()
    #expect(await fixture.waitUntilSleeping(1))
    screen.detach(clock)
    #expect(!clock.isRunning)
    #expect(clock.viewController == nil)
    #expect(await fixture.waitUntilSleeping(0))
  }

  @Test("A delegate given to the part is kept; the controller does not listen")
  func givenDelegate() async {
    let fixture = ClockFixture()
    let listener = RecordingClockScreen()
    let screen = RecordingClockScreen()
    let clock = screen.attach(fixture.part(delegate: listener))
    screen.appearNow()
    #expect(listener.updates == ["12:34:56"])
    #expect(screen.updates.isEmpty)
    #expect(!clock.delegates.contains(screen))
    screen.disappearNow()
    #expect(await fixture.waitUntilSleeping(0))
  }

  @Test("The hour, minute and second are read in the calendar's time zone")
  func timeZone() {
    let fixture = ClockFixture()
    var tokyo = Calendar(identifier: .gregorian)
    tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    let start = fixture.start
    let screen = RecordingClockScreen()
    let clock = screen.attach(ClockPart(clock: fixture.clock, calendar: tokyo) { start })
    #expect(clock.calendar.timeZone.identifier == "Asia/Tokyo")
    screen.beginAppearanceTransition(true, animated: false)
    #expect(screen.updates == ["21:34:56"])
    screen.detach(clock)
  }
}
