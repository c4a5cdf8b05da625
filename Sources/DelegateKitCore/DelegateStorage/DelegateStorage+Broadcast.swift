// swift-format-ignore: AmbiguousTrailingClosureOverload
// Each call has a synchronous and an `async` overload, chosen by context as the standard
// library's are.
extension DelegateStorage {
  /// Calls `body` with each live delegate, in registration order.
  ///
  /// This is a broadcast: the call the source makes to all its delegates. The delegates
  /// visited are those registered when it began, less any removed (from any thread, for a
  /// ``ConcurrentDelegateList``) before their turn. `body` may add and remove delegates and
  /// start further broadcasts.
  ///
  /// ```swift
  /// delegates.forEach { $0.downloadDidFinish(url) }
  /// ```
  ///
  /// - Parameter body: The call to make. An error it throws ends the broadcast, and the
  ///   delegates after the one that threw are not called.
  /// - Complexity: O(*n*), with no allocation.
  @inlinable
  @inline(__always)
  public func forEach<Failure: Error>(_ body: (Delegate) throws(Failure) -> Void) throws(Failure) {
    _ = try _$visit(_AnyCall.call, call: body, accept: { (_: Void) -> Void? in nil })
  }

  /// Asks each live delegate in turn and returns the first non-`nil` answer.
  ///
  /// This is the first-responder lookup: the delegates after the one that answers are not
  /// asked, so the cost does not grow with the list when the first delegate answers.
  ///
  /// ```swift
  /// let title = delegates.firstNonNil { $0.downloadTitle(url) }
  /// ```
  ///
  /// - Parameter transform: The question to ask; return `nil` to pass to the next delegate.
  /// - Returns: The first answer, or `nil` if no delegate gave one.
  /// - Complexity: O(*k*), where *k* is the position of the delegate that answers.
  @inlinable
  @inline(__always)
  public func firstNonNil<Result, Failure: Error>(
    _ transform: (Delegate) throws(Failure) -> Result?
  ) throws(Failure) -> Result? {
    try _$visit(_AnyCall.call, call: transform, accept: { $0 })
  }

  /// Awaits `body` for each live delegate, one after the other, in registration order.
  ///
  /// The same rules as `forEach(_:)` apply; a delegate removed while an earlier one is
  /// suspended is skipped. The calls run on the caller's actor.
  ///
  /// - Parameter body: The call to make. An error it throws ends the broadcast.
  /// - Complexity: O(*n*).
  @inlinable
  public func forEach<Failure: Error>(
    _ body: (Delegate) async throws(Failure) -> Void
  ) async throws(Failure) {
    _ = try await _$visit(
      _AnyCall.call,
      call: { (handover) async throws(Failure) in try await body(handover.value) },
      accept: { (_: Void) -> Void? in nil }
    )
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
    try await _$visit(
      _AnyCall.call,
      call: { (handover) async throws(Failure) in try await transform(handover.value) },
      accept: { $0 }
    )
  }

  /// Whether some live delegate conforms to `type`, as `conformsToProtocol:` answered for
  /// a delegate chain.
  ///
  /// ```swift
  /// delegates.containsDelegate(conformingTo: (any EditingDelegate).self)
  /// ```
  ///
  /// - Parameter type: A protocol existential or class type.
  /// - Complexity: O(*n*).
  public func containsDelegate<T>(conformingTo type: T.Type) -> Bool {
    firstNonNil { $0 is T ? true : nil } ?? false
  }
}
