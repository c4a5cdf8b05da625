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
    // Copied to locals rather than named in a capture list: the compiler opens a local's
    // existential for the generic call, and not a capture list's.
    let clock = clock
    let interval = interval
    task = Task {
      await Self.run(on: clock, every: interval, tick: tickIfCurrent)
    }
  }

  /// Stops the clock: its task is cancelled, which ends its sleep.
  func stop() {
    task?.cancel()
    task = nil
  }

  /// Sleeps until each deadline of the schedule and ticks, until the sleep is cancelled or
  /// `tick` answers `false`.
  ///
  /// Deadlines are counted from the start rather than from each wake-up, so the ticks do
  /// not drift later by the time each one takes, as a repeating `NSTimer` does not.
  ///
  /// - Parameters:
  ///   - clock: The clock to sleep on; generic so that its instants can be named.
  ///   - interval: The time between ticks.
  ///   - tick: Reads the time; `false` stops the loop.
  private static func run<C: Clock>(
    on clock: C,
    every interval: Duration,
    tick: @MainActor () -> Bool
  ) async where C.Duration == Duration {
    var deadline = clock.now
    repeat {
      deadline = deadline.advanced(by: interval)
      // After a stall past a deadline (the main actor busy, the machine asleep), one tick
      // at once and the schedule starts again from now, rather than a burst of the ticks
      // missed: each tick reads the time anyway.
      let now = clock.now
      if deadline < now { deadline = now }
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
