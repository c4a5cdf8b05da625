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
    var visited = 0
    var live = 0
    defer { if live < visited { compact() } }
    try _withSnapshot { (slots) throws(Failure) in
      for slot in slots {
        visited &+= 1
        if let delegate = slot._withUnsafeGuaranteedRef({ $0.load(as: Delegate.self) }) {
          live &+= 1
          try body(delegate)
        }
      }
    }
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
    var visited = 0
    var live = 0
    defer { if live < visited { compact() } }
    return try _withSnapshot { (slots) throws(Failure) -> Result? in
      for slot in slots {
        visited &+= 1
        if let delegate = slot._withUnsafeGuaranteedRef({ $0.load(as: Delegate.self) }) {
          live &+= 1
          if let result = try transform(delegate) { return result }
        }
      }
      return nil
    }
  }

  /// Awaits `body` for each live delegate, one after the other, in registration order.
  ///
  /// - Parameter body: The call to make. An error it throws ends the broadcast.
  /// - Complexity: O(*n*).
  @inlinable
  public func forEach<Failure: Error>(
    _ body: (Delegate) async throws(Failure) -> Void
  ) async throws(Failure) {
    let slots = _snapshot()
    var live = 0
    defer { if live < slots.count { compact() } }
    for slot in slots {
      if let delegate = slot.load(as: Delegate.self) {
        live &+= 1
        try await body(delegate)
      }
    }
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
    let slots = _snapshot()
    var visited = 0
    var live = 0
    defer { if live < visited { compact() } }
    for slot in slots {
      visited &+= 1
      if let delegate = slot.load(as: Delegate.self) {
        live &+= 1
        if let result = try await transform(delegate) { return result }
      }
    }
    return nil
  }
}
