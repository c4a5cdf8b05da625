import Clocks
import DelegateKitTable
import DemoScreens
import Foundation
import Synchronization

/// A test clock that counts the sleeps on it, so a test knows when a clock part's task has
/// ticked and gone back to sleep, and when it has stopped, without waiting in real time.
final class CountingClock: Clock, Sendable {
  typealias Duration = Swift.Duration
  typealias Instant = TestClock<Duration>.Instant

  let base = TestClock()
  private let counts = Mutex((begun: 0, ended: 0))

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  /// How many sleeps began, finished or not.
  var sleepsBegun: Int { counts.withLock { $0.begun } }
  /// How many sleeps are under way: one per running clock part.
  var sleeping: Int { counts.withLock { $0.begun - $0.ended } }
  /// The time since the clock was made.
  var elapsed: Duration { Instant().duration(to: base.now) }

  /// Moves time on by `duration`, waking the sleeps it passes (`TestClock.advance(by:)`).
  func advance(by duration: Duration) async {
    await base.advance(by: duration)
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    counts.withLock { $0.begun += 1 }
    defer { counts.withLock { $0.ended += 1 } }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}

/// A clock, a date source that follows it from 12:34:56 UTC, and the parts that read them.
@MainActor
struct ClockFixture {
  let clock = CountingClock()
  let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
  /// 1970-01-01 12:34:56 UTC.
  let start = Date(timeIntervalSince1970: 12 * 3600 + 34 * 60 + 56)

  /// A clock part on this fixture's clock, dates and calendar.
  func part(interval: Duration = .seconds(1), delegate: (any DateComponentsUpdating)? = nil) -> ClockPart {
    let clock = clock
    let start = start
    return ClockPart(clock: clock, interval: interval, calendar: calendar, delegate: delegate) {
      let (seconds, attoseconds) = clock.elapsed.components
      return start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }
  }

  /// Yields to the main actor until `condition` holds, a bounded number of times: never
  /// in real time. Returns whether it held.
  func settle(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }

  /// Waits until `count` clock parts are asleep on the clock, and (for a count above
  /// zero) their sleeps have reached the test clock.
  func waitUntilSleeping(_ count: Int) async -> Bool {
    guard await settle({ clock.sleeping == count }) else { return false }
    guard count > 0 else { return true }
    // A begun sleep may not have reached the test clock yet; its suspension shows there.
    for _ in 0..<100 {
      do {
        try await clock.base.checkSuspension()
      } catch {
        return clock.sleeping == count
      }
    }
    return false
  }

  /// Advances the clock by `seconds`, one second at a time, and waits after each for the
  /// `running` parts to tick and sleep again.
  func advance(seconds: Int, running: Int = 1) async -> Bool {
    for _ in 0..<seconds {
      let begun = clock.sleepsBegun
      await clock.advance(by: .seconds(1))
      guard await settle({ clock.sleepsBegun >= begun + running }), await waitUntilSleeping(running) else {
        return false
      }
    }
    return true
  }
}

/// A screen that records the updates it hears.
@MainActor
final class RecordingClockScreen: ViewController, DateComponentsUpdating {
  private(set) var updates: [String] = []

  func update(with dateComponents: DateComponents) {
    updates.append(hms(dateComponents))
  }
}

/// "12:34:56" for components holding an hour, minute and second.
func hms(_ components: DateComponents?) -> String {
  guard let components else { return "--:--:--" }
  let fields = [components.hour, components.minute, components.second].map { $0.map(String.init) ?? "--" }
  return fields.map { $0.count == 1 ? "0" + $0 : $0 }.joined(separator: ":")
}

extension ViewController {
  /// Puts the controller on screen, as a window would.
  func appearNow(animated: Bool = false) {
    beginAppearanceTransition(true, animated: animated)
    endAppearanceTransition()
  }

  /// Takes the controller off screen.
  func disappearNow(animated: Bool = false) {
    beginAppearanceTransition(false, animated: animated)
    endAppearanceTransition()
  }
}
