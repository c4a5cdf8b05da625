internal import Synchronization

/// The first of several outcomes wins; the losers' tasks are cancelled, not awaited.
///
/// A task group would be the structured choice, but a group waits for every child, so a
/// timed-out call would last until URLSession noticed the cancellation; on Linux that
/// takes up to several hundred milliseconds under load. Here the caller resumes as soon
/// as the timer (or cancellation) fires, and the request task winds down on its own.
final class RequestRace<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Value, Never>?
    var outcome: Value?
    var tasks: [Task<Void, Never>] = []
  }

  private let state = Mutex(State())

  /// Registers the caller's continuation; resumes it at once if an outcome came first
  /// (e.g. the caller was already cancelled).
  func wait(_ continuation: CheckedContinuation<Value, Never>) {
    let ready = state.withLock { state -> Value? in
      guard let outcome = state.outcome else {
        state.continuation = continuation
        return nil
      }
      return outcome
    }
    if let ready { continuation.resume(returning: ready) }
  }

  /// Tracks a competing task so it can be cancelled when another outcome wins.
  func add(_ task: Task<Void, Never>) {
    let finished = state.withLock { state -> Bool in
      if state.outcome == nil { state.tasks.append(task) }
      return state.outcome != nil
    }
    if finished { task.cancel() }
  }

  /// Offers an outcome; only the first one is kept.
  func finish(_ outcome: Value) {
    let (continuation, tasks) = state.withLock { state -> (CheckedContinuation<Value, Never>?, [Task<Void, Never>]) in
      guard state.outcome == nil else { return (nil, []) }
      state.outcome = outcome
      defer {
        state.continuation = nil
        state.tasks = []
      }
      return (state.continuation, state.tasks)
    }
    continuation?.resume(returning: outcome)
    tasks.forEach { $0.cancel() }
  }
}
