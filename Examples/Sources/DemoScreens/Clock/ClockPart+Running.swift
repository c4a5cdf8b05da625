import DelegateKitTable
import Foundation

// The driver around `tick()`: a main-actor task that sleeps on the injected clock. The
// decision (did the time change?) is `tick()`'s; this file only decides when to ask.

extension ClockPart {
  /// Reads the time now, then every ``interval`` until ``stop()``. Starting a running
  /// clock does nothing, so a cancelled disappearance (`willDisappear`, then `willAppear`
  /// again) keeps the one task.
  func start() {
    guard task == nil else { return }
    generation &+= 1
    let generation = generation
    tick()
    // Weak: the task must not keep the part alive, or a released screen's clock would run
    // on; it stops at the first tick that finds the part gone or restarted.
    let tickIfCurrent: @MainActor () -> Bool = { [weak self] in
      guard let self, self.generation == generation else { return false }
      self.tick()
      return true
    }
    let interval = interval
    let untilNextTick: @MainActor () -> Duration = { [weak self] in
      guard let self else { return interval }
      return Self.delay(toNextMultipleOf: interval, after: self.now())
    }
    // Copied to a local rather than named in a capture list: the compiler opens a local's
    // existential for the generic call, and not a capture list's.
    let clock = clock
    task = Task {
      await Self.run(on: clock, until: untilNextTick, tick: tickIfCurrent)
    }
  }

  /// Stops the clock: its task is cancelled, which ends its sleep.
  func stop() {
    task?.cancel()
    task = nil
  }

  /// How long from `date` until the wall clock next reaches a whole multiple of
  /// `interval` (the next second, for one second): when the seconds on screen must change.
  ///
  /// A tick that wakes a little early reads the old second and sleeps the remaining
  /// moment; one that wakes late counts the next wait from where it is, so the ticks never
  /// drift from the wall clock's seconds.
  static func delay(toNextMultipleOf interval: Duration, after date: Date) -> Duration {
    let (seconds, attoseconds) = interval.components
    let length = Double(seconds) + Double(attoseconds) / 1e18
    let phase = date.timeIntervalSince1970.truncatingRemainder(dividingBy: length)
    let remaining = length - (phase < 0 ? phase + length : phase)
    return .seconds(remaining)
  }

  /// Sleeps for the delay `next` gives and ticks, until the sleep is cancelled or `tick`
  /// answers `false`.
  ///
  /// Each delay is read from the date at the time, so the ticks fall on the wall clock's
  /// seconds (a clock started at .4 s ticks 0.6 s later), where a timer counting from its
  /// start would show each second up to a second late. After a stall (the main actor busy,
  /// the machine asleep), one tick at once reads the time, rather than a burst of the ticks
  /// missed.
  ///
  /// - Parameters:
  ///   - clock: The clock to sleep on; generic so that its instants can be named.
  ///   - next: The time until the next tick.
  ///   - tick: Reads the time; `false` stops the loop.
  private static func run<C: Clock>(
    on clock: C,
    until next: @MainActor () -> Duration,
    tick: @MainActor () -> Bool
  ) async where C.Duration == Duration {
    repeat {
      let deadline = clock.now.advanced(by: next())
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return
      }
      // A clock that does not throw on cancellation still stops here.
      if Task.isCancelled { return }
    } while tick()
  }
}
