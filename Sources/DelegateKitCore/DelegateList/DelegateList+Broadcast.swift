extension DelegateList {
  /// Calls `body` with each live delegate, in registration order.
  ///
  /// This is a broadcast: the call the source makes to all its delegates. The delegates
  /// visited are those registered when it began, less any removed before their turn.
  /// `body` may add and remove delegates and start further broadcasts.
  ///
  /// ```swift
  /// delegates.forEach { $0.downloadDidFinish(url) }
  /// ```
  ///
  /// - Parameter body: The call to make. An error it throws ends the broadcast, and the
  ///   delegates after the one that threw are not called.
  /// - Complexity: O(*n*), with no allocation.
  @inlinable
  public func forEach<Failure: Error>(_ body: (Delegate) throws(Failure) -> Void) throws(Failure) {
    let end = _slotCount
    if end == 0 { return }
    _broadcastDepth &+= 1
    var live = 0
    defer { _endBroadcast(visited: end, live: live) }
    var index = 0
    while index < end {
      // Re-read `_slots` each step: the previous call may have grown the buffer.
      if let object = _slots[index].object {
        live &+= 1
        try body(_DelegateReference<Delegate>.join(consume object, _slots[index].witness))
      }
      index &+= 1
    }
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
  public func firstNonNil<Result, Failure: Error>(
    _ transform: (Delegate) throws(Failure) -> Result?
  ) throws(Failure) -> Result? {
    let end = _slotCount
    if end == 0 { return nil }
    _broadcastDepth &+= 1
    var visited = 0
    var live = 0
    defer { _endBroadcast(visited: visited, live: live) }
    while visited < end {
      let index = visited
      visited &+= 1
      if let object = _slots[index].object {
        live &+= 1
        if let result = try transform(_DelegateReference<Delegate>.join(consume object, _slots[index].witness)) {
          return result
        }
      }
    }
    return nil
  }

  /// Awaits `body` for each live delegate, one after the other, in registration order.
  ///
  /// The same rules as ``forEach(_:)`` apply; a delegate removed while an earlier one is
  /// suspended is skipped. The calls run on the caller's actor.
  ///
  /// - Parameter body: The call to make. An error it throws ends the broadcast.
  /// - Complexity: O(*n*).
  @inlinable
  public func forEach<Failure: Error>(
    _ body: (Delegate) async throws(Failure) -> Void
  ) async throws(Failure) {
    let end = _slotCount
    if end == 0 { return }
    _broadcastDepth &+= 1
    var live = 0
    defer { _endBroadcast(visited: end, live: live) }
    for index in 0..<end {
      if let object = _slots[index].object {
        live &+= 1
        try await body(_DelegateReference<Delegate>.join(consume object, _slots[index].witness))
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
    let end = _slotCount
    if end == 0 { return nil }
    _broadcastDepth &+= 1
    var visited = 0
    var live = 0
    defer { _endBroadcast(visited: visited, live: live) }
    while visited < end {
      let index = visited
      visited &+= 1
      if let object = _slots[index].object {
        live &+= 1
        if let result = try await transform(_DelegateReference<Delegate>.join(consume object, _slots[index].witness)) {
          return result
        }
      }
    }
    return nil
  }

  /// Closes a broadcast; the outermost one reclaims slots that it found empty.
  ///
  /// Inlined, so that the common case (nothing to reclaim) costs two instructions.
  @inlinable
  @inline(__always)
  func _endBroadcast(visited: Int, live: Int) {
    _broadcastDepth &-= 1
    if live < visited || _hasVacantSlots { _settleAfterBroadcast(foundVacancy: live < visited) }
  }

  @usableFromInline
  func _settleAfterBroadcast(foundVacancy: Bool) {
    if foundVacancy { _hasVacantSlots = true }
    if _broadcastDepth == 0 { settle() }
  }
}
