/// How long a polling wait has waited, counting only the time it ran on schedule.
///
/// A wait that polls every few milliseconds measures the gap between two polls. A gap far
/// longer than the poll's own sleep is time the waiter could not run at all: its executor
/// was busy with other work (other tests on the main actor, cooperative threads blocked by
/// child processes). The work it waits for is held up by the same load, so that time
/// counts only up to ``longestGap``: a loaded machine makes the wait longer rather than
/// ending it before the work could run. A wait for something that never happens still
/// ends, after `timeout` of polls on schedule.
struct WaitBudget {
  /// The time on schedule after which the wait gives up.
  let timeout: Duration
  /// The most one gap between polls counts for.
  let longestGap: Duration
  /// The time counted so far.
  private(set) var waited: Duration = .zero

  /// A budget of `timeout`, each gap counted up to `longestGap`.
  init(timeout: Duration, longestGap: Duration = .milliseconds(50)) {
    self.timeout = timeout
    self.longestGap = longestGap
  }

  /// Whether the wait has used its budget.
  var isSpent: Bool { waited >= timeout }

  /// Counts the gap between two polls.
  mutating func spend(_ gap: Duration) {
    waited += min(max(gap, .zero), longestGap)
  }
}

extension WaitBudget {
  /// Polls `condition` until it holds or the budget of `timeout` is spent: the driver of
  /// the rule above, for every wait of the headless pilot and its tests.
  ///
  /// - Parameters:
  ///   - timeout: The time on schedule after which the wait gives up.
  ///   - interval: The sleep between two polls.
  ///   - condition: The condition; asked first at once.
  /// - Returns: Whether `condition` held.
  static func poll(
    timeout: Duration,
    interval: Duration = .milliseconds(2),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () async -> Bool
  ) async -> Bool {
    var budget = WaitBudget(timeout: timeout)
    let clock = ContinuousClock()
    var last = clock.now
    while true {
      if await condition() { return true }
      let now = clock.now
      budget.spend(now - last)
      last = now
      if budget.isSpent { return false }
      await Task.yield()
      try? await Task.sleep(for: interval)
    }
  }
}
