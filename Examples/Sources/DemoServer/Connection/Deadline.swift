/// Runs `body` for at most `timeout`: its value, or `nil` when the time ran out first (and
/// `body` was cancelled). A cancelled caller cancels `body` and gets its error.
func withDeadline<T: Sendable>(
  _ timeout: Duration,
  _ body: @escaping @Sendable () async throws -> T
) async throws -> T? {
  try await withThrowingTaskGroup(of: T?.self) { group in
    group.addTask { try await body() }
    group.addTask {
      try await Task.sleep(for: timeout)
      return nil
    }
    defer { group.cancelAll() }
    return try await group.next() ?? nil
  }
}
