import Synchronization

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
    var inserted = false
    let replaced = _state.withLock { state -> _SharedSlot? in
      if !state.validatedType {
        _DelegateReference<Delegate>.validate(delegate)
        state.validatedType = true
      }
      state.armed = true
      defer { state.checkInvariants() }
      if let index = state.index(of: object) {
        guard state.withSlots({ $0[index].isStrong }) != (retention == .strong) else { return nil }
        // Broadcasts holding the old registration still reach the delegate once through it.
        return state.setRetention(retention, at: state.uniqueIndex(index, of: object))
      }
      state.append(object: sendable, witness: witness, retention: retention)
      inserted = true
      return nil
    }
    // Dropped after the lock: releasing a strong registration may end its delegate.
    extendLifetime(replaced)
    return inserted
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
    var hook: (@Sendable () -> Void)?
    let removed = _state.withLock { state -> _SharedSlot? in
      defer {
        hook = state.takeHookIfEmpty()
        state.checkInvariants()
      }
      guard let index = state.index(of: object) else { return nil }
      _removals.add(1, ordering: .relaxed)
      return state.remove(at: state.uniqueIndex(index, of: object))
    }
    let wasRegistered = removed != nil
    extendLifetime(removed)
    hook?()
    return wasRegistered
  }

  /// Unregisters every delegate.
  ///
  /// - Complexity: O(*n*).
  public func removeAll() {
    var hook: (@Sendable () -> Void)?
    let removed = _state.withLock { state in
      defer {
        hook = state.takeHookIfEmpty()
        state.checkInvariants()
      }
      if state.count > 0 { _removals.add(1, ordering: .relaxed) }
      return state.removeAllSlots()
    }
    extendLifetime(removed)
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
    let replacement = delegate.map { delegate in
      let (object, witness) = _DelegateReference<Delegate>.split(delegate)
      return (object: unsafeBitCast(object, to: (any AnyObject & Sendable).self), witness: witness)
    }
    var hook: (@Sendable () -> Void)?
    let removed = _state.withLock { state in
      if let delegate, !state.validatedType {
        _DelegateReference<Delegate>.validate(delegate)
        state.validatedType = true
      }
      defer {
        hook = state.takeHookIfEmpty()
        state.checkInvariants()
      }
      if state.count > 0 { _removals.add(1, ordering: .relaxed) }
      let removed = state.removeAllSlots()
      if let replacement {
        state.append(object: replacement.object, witness: replacement.witness, retention: retention)
        state.armed = true
      }
      return removed
    }
    extendLifetime(removed)
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
    _state.withLock { state in state.withSlots { slots in slots.indices.count { slots[$0].object != nil } } }
  }

  /// Whether no live delegate is registered.
  ///
  /// - Complexity: O(*n*) in the worst case.
  public var isEmpty: Bool {
    _state.withLock { state in state.withSlots { slots in !slots.indices.contains { slots[$0].object != nil } } }
  }

  /// The live delegates, in registration order, as a new array.
  ///
  /// - Complexity: O(*n*).
  public var delegates: [Delegate] {
    _withSnapshot { snapshot in
      var delegates: [Delegate] = []
      delegates.reserveCapacity(snapshot.count)
      for index in 0..<snapshot.count {
        if let delegate = _delegate(at: index, of: snapshot) { delegates.append(delegate) }
      }
      return delegates
    }
  }

  /// Drops the registrations of deallocated delegates now, and fires
  /// ``onLastDelegateGone`` if that leaves the list empty.
  ///
  /// - Complexity: O(*n*).
  public func compact() {
    let hook = _state.withLock { state in
      state.compact()
      defer { state.checkInvariants() }
      return state.takeHookIfEmpty()
    }
    hook?()
  }
}
