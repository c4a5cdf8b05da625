extension ConcurrentDelegateList {
  /// Registers a delegate at the end of the list, unless it is already registered.
  ///
  /// Adding a registered delegate keeps its entry and position and applies the new
  /// `retention`.
  ///
  /// - Parameters:
  ///   - delegate: The delegate to register.
  ///   - retention: Whether the list keeps the delegate alive. Weak by default.
  /// - Returns: `true` if the delegate was not registered before.
  /// - Complexity: O(*n*).
  @discardableResult
  public func add(_ delegate: Delegate, retention: DelegateRetention = .weak) -> Bool {
    let (object, witness) = _DelegateReference<Delegate>.split(delegate)
    // `Delegate: Sendable`, so the object it wraps is safe to share.
    let sendable = unsafeBitCast(object, to: (any AnyObject & Sendable).self)
    return _state.withLock { state in
      if !state.validatedType {
        _DelegateReference<Delegate>.validate(delegate)
        state.validatedType = true
      }
      state.armed = true
      // Dropping dead registrations loads every weak reference: do it only when the
      // array would otherwise grow, so a run of adds stays linear in integer compares.
      if state.slots.count == state.slots.capacity {
        state.slots.removeAll { $0.object == nil }
      }
      let slot = _SharedSlot(object: sendable, witness: witness, retention: retention)
      defer { state.checkInvariants() }
      if let index = state.index(of: object) {
        // Broadcasts holding the old slot still reach the delegate once through it.
        state.slots[index] = slot
        return false
      }
      state.slots.append(slot)
      return true
    }
  }

  /// Unregisters a delegate. Broadcasts that have not reached it yet, on any thread,
  /// skip it.
  ///
  /// - Parameter delegate: The delegate to unregister.
  /// - Returns: `true` if the delegate was registered.
  /// - Complexity: O(*n*).
  @discardableResult
  public func remove(_ delegate: Delegate) -> Bool {
    let object = _DelegateReference<Delegate>.split(delegate).object
    let (removed, hook) = _state.withLock { state in
      defer { state.checkInvariants() }
      guard let index = state.index(of: object) else { return (false, state.takeHookIfEmpty()) }
      state.slots.remove(at: index).markRemoved()
      return (true, state.takeHookIfEmpty())
    }
    hook?()
    return removed
  }

  /// Unregisters every delegate.
  ///
  /// - Complexity: O(*n*).
  public func removeAll() {
    let hook = _state.withLock { state in
      for slot in state.slots { slot.markRemoved() }
      state.slots.removeAll()
      defer { state.checkInvariants() }
      return state.takeHookIfEmpty()
    }
    hook?()
  }

  /// Makes `delegate` the only registration, or empties the list for `nil`, atomically:
  /// a concurrent broadcast sees either the old registrations or the new one.
  ///
  /// - Parameters:
  ///   - delegate: The new sole delegate, or `nil`.
  ///   - retention: Whether the list keeps it alive. Weak by default.
  /// - Complexity: O(*n*).
  public func replaceAll(with delegate: Delegate?, retention: DelegateRetention = .weak) {
    let replacement = delegate.map { delegate -> _SharedSlot in
      let (object, witness) = _DelegateReference<Delegate>.split(delegate)
      return _SharedSlot(
        object: unsafeBitCast(object, to: (any AnyObject & Sendable).self),
        witness: witness,
        retention: retention
      )
    }
    let hook = _state.withLock { state in
      if let delegate, !state.validatedType {
        _DelegateReference<Delegate>.validate(delegate)
        state.validatedType = true
      }
      for slot in state.slots { slot.markRemoved() }
      state.slots.removeAll()
      if let replacement {
        state.slots.append(replacement)
        state.armed = true
      }
      defer { state.checkInvariants() }
      return state.takeHookIfEmpty()
    }
    hook?()
  }

  /// Whether `delegate` is registered and alive.
  ///
  /// - Complexity: O(*n*).
  public func contains(_ delegate: Delegate) -> Bool {
    let object = _DelegateReference<Delegate>.split(delegate).object
    return _state.withLock { $0.index(of: object) != nil }
  }

  /// The number of live delegates, exact even right after one deallocated.
  ///
  /// - Complexity: O(*n*).
  public var count: Int {
    _state.withLock { state in state.slots.count { $0.object != nil } }
  }

  /// Whether no live delegate is registered.
  ///
  /// - Complexity: O(*n*) in the worst case.
  public var isEmpty: Bool {
    _state.withLock { state in !state.slots.contains { $0.object != nil } }
  }

  /// The live delegates, in registration order, as a new array.
  ///
  /// - Complexity: O(*n*).
  public var delegates: [Delegate] {
    _snapshot().compactMap { $0.load(as: Delegate.self) }
  }

  /// Drops the registrations of deallocated delegates now, and fires
  /// ``onLastDelegateGone`` if that leaves the list empty.
  ///
  /// - Complexity: O(*n*).
  public func compact() {
    let hook = _state.withLock { state in
      state.slots.removeAll { $0.object == nil }
      defer { state.checkInvariants() }
      return state.takeHookIfEmpty()
    }
    hook?()
  }

  /// The registrations as they are now; holding it keeps them from being mutated in place.
  @inlinable
  func _snapshot() -> ContiguousArray<_SharedSlot> {
    _state.withLock { $0.slots }
  }

  /// Runs `body` over a snapshot of the registrations, seen as unretained references.
  ///
  /// The snapshot array keeps every slot alive until `body` returns, so the loop needs no
  /// reference counting per slot; that halves the cost of a broadcast's bookkeeping.
  @inlinable
  @inline(__always)
  func _withSnapshot<Result, Failure: Error>(
    _ body: (UnsafeBufferPointer<Unmanaged<_SharedSlot>>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let slots = _snapshot()
    return try slots.withUnsafeBufferPointer { (buffer) throws(Failure) -> Result in
      try buffer.withMemoryRebound(to: Unmanaged<_SharedSlot>.self) { (slots) throws(Failure) -> Result in
        try body(slots)
      }
    }
  }
}

extension _ConcurrentState {
  func index(of object: AnyObject) -> Int? {
    let identity = _DelegateSlot.identity(of: object)
    return slots.firstIndex { $0.identity == identity && $0.object === object }
  }

  /// The lifetime hook, disarmed, if the list is armed and now empty; the caller runs it
  /// after releasing the lock.
  mutating func takeHookIfEmpty() -> (@Sendable () -> Void)? {
    guard armed, slots.isEmpty else { return nil }
    armed = false
    return onLastDelegateGone
  }
}
