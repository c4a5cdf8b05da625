import Testing

/// Waits for `condition` on the main actor, letting the observation's deliveries run,
/// until it holds or `timeout` passes: no fixed sleep, so a fast machine does not wait
/// and a slow one does not fail. The timeout only ends a test that would hang: other tests
/// holding the main actor delay a delivery by seconds, so it is far longer than any of them.
///
/// - Returns: Whether the condition held before the deadline.
@MainActor
@discardableResult
func waitUntil(
  timeout: Duration = .seconds(60),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while clock.now < deadline {
    if condition() { return true }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(10))
  }
  if condition() { return true }
  Issue.record("condition not met within \(timeout)", sourceLocation: sourceLocation)
  return false
}
