extension ConcurrentDelegateList {
  /// Calls `body` with each live delegate, in registration order, with no lock held.
  ///
  /// The delegates visited are those registered when the broadcast began, less any
  /// removed, from any thread, before their turn.
  ///
  /// - Parameter body: The call to make. An error it throws ends the broadcast.
  /// - Complexity: O(*n*), with no allocation.
  @inlinable
  public func forEach<Failure: Error>(_ body: (Delegate) throws(Failure) -> Void) throws(Failure) {
    _ = try _$visit(nil, call: body, accept: { (_: Void) -> Void? in nil })
  }

  /// Asks each live delegate in turn and returns the first non-`nil` answer.
  ///
  /// - Parameter transform: The question to ask; return `nil` to pass to the next delegate.
  /// - Returns: The first answer, or `nil` if no delegate gave one.
  /// - Complexity: O(*k*), where *k* is the position of the delegate that answers.
  @inlinable
  public func firstNonNil<Result, Failure: Error>(
    _ transform: (Delegate) throws(Failure) -> Result?
  ) throws(Failure) -> Result? {
    try _$visit(nil, call: transform, accept: { $0 })
  }

  /// Awaits `body` for each live delegate, one after the other, in registration order.
  ///
  /// - Parameter body: The call to make. An error it throws ends the broadcast.
  /// - Complexity: O(*n*).
  @inlinable
  public func forEach<Failure: Error>(
    _ body: (Delegate) async throws(Failure) -> Void
  ) async throws(Failure) {
    _ = try await _$visit(nil, call: body, accept: { (_: Void) -> Void? in nil })
  }

  /// Awaits each live delegate in turn and returns the first non-`nil` answer.
  ///
  /// - Parameter transform: The question to ask; return `nil` to pass to the next delegate.
  /// - Returns: The first answer, or `nil` if no delegate gave one.
  /// - Complexity: O(*k*), where *k* is the position of the delegate that answers.
  @inlinable
  public func firstNonNil<Result, Failure: Error>(
    _ transform: (Delegate) async throws(Failure) -> Result?
  ) async throws(Failure) -> Result? {
    try await _$visit(nil, call: transform, accept: { $0 })
  }
}
