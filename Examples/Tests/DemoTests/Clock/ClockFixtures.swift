import Clocks
import DelegateKitTable
import DemoScreens
import Foundation
import Synchronization

/// A manual clock that counts the sleeps on it, so a test knows when a clock part's task has
/// ticked and gone back to sleep, and when it has stopped, without waiting in real time.
///
/// A sleep is counted and registered in one step, under one lock, and a cancelled one is
/// removed as it is cancelled: ``sleeping`` is exactly the sleeps an ``advance(by:)`` would
/// wake. (A `TestClock` registers a sleep a moment after it is called, on another thread,
/// and drops a cancelled one a moment later, so its `checkSuspension()` can answer for a
/// cancelled sleep while the one a test means has not reached the clock: an advance then
/// misses it, and the clock shows the second before.)
final class CountingClock: Clock, Sendable {
  typealias Duration = Swift.Duration
  typealias Instant = TestClock<Duration>.Instant

  private struct Sleeper: Sendable {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant()
    var begun = 0
    var lastID = 0
    var sleepers: [Sleeper] = []
  }

  private let state = Mutex(State())

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Duration { .zero }

  /// How many sleeps began, finished or not.
  var sleepsBegun: Int { state.withLock { $0.begun } }
  /// How many sleeps wait for the clock: one per running clock part.
  var sleeping: Int { state.withLock { $0.sleepers.count } }
  /// The time since the clock was made.
  var elapsed: Duration { Instant().duration(to: now) }

  /// Moves time on by `duration`, waking the sleeps whose deadline it reaches.
  func advance(by duration: Duration) async {
    let woken: [Sleeper] = state.withLock { locked in
      locked.now = locked.now.advanced(by: duration)
      let now = locked.now
      let due = locked.sleepers.filter { $0.deadline <= now }
      locked.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id: Int = state.withLock { locked in
      locked.lastID += 1
      return locked.lastID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // The handler runs at the cancellation; a task cancelled before its sleep was
        // registered is seen here instead, under the same lock.
        let outcome: Result<Void, any Error>? = state.withLock { locked in
          locked.begun += 1
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= locked.now { return .success(()) }
          locked.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let cancelled: Sleeper? = state.withLock { locked in
        guard let index = locked.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return locked.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
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

  /// Lets the app's tasks run until `condition` holds; the bound (real time) only ends a
  /// test that would hang, so it is generous for a loaded machine. Returns whether it held.
  func settle(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(20))
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(1))
    }
    return true
  }

  /// Waits until exactly `count` sleeps wait for the clock: then an advance wakes each
  /// running clock part, and none that has stopped.
  func waitUntilSleeping(_ count: Int) async -> Bool {
    await settle { clock.sleeping == count }
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

/// A screen that records the updates it hears, and writes them to `log` as "screen
/// 12:34:56" when it has one.
@MainActor
final class RecordingClockScreen: ViewController, DateComponentsUpdating {
  private(set) var updates: [String] = []
  var log: ClockLog?

  func update(with dateComponents: DateComponents) {
    updates.append(hms(dateComponents))
    log?.entries.append("screen \(hms(dateComponents))")
  }
}

/// What several clock listeners heard, in the order they heard it.
@MainActor
final class ClockLog {
  var entries: [String] = []
}

/// A listener that is not a controller: it writes each update to a log as "name 12:34:56".
@MainActor
final class ClockListener: DateComponentsUpdating {
  let name: String
  let log: ClockLog

  init(_ name: String, log: ClockLog) {
    self.name = name
    self.log = log
  }

  func update(with dateComponents: DateComponents) {
    log.entries.append("\(name) \(hms(dateComponents))")
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
