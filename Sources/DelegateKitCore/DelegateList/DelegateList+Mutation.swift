extension DelegateList {
  /// Registers a delegate at the end of the list, unless it is already registered.
  ///
  /// Adding a delegate that is already in the list keeps its single entry and position and
  /// applies the new `retention`, so `add(d, retention: .strong)` pins a weak delegate.
  ///
  /// ```swift
  /// delegates.add(screen)
  /// delegates.add(screen)     // false: still one entry
  /// ```
  ///
  /// - Parameters:
  ///   - delegate: The delegate to register.
  ///   - retention: Whether the list keeps the delegate alive. Weak by default.
  /// - Returns: `true` if the delegate was not registered before.
  /// - Complexity: O(*n*).
  @discardableResult
  public func add(_ delegate: Delegate, retention: DelegateRetention = .weak) -> Bool {
    if !_validatedType {
      _DelegateReference<Delegate>.validate(delegate)
      _validatedType = true
    }
    let (object, witness) = _DelegateReference<Delegate>.split(delegate)
    _armed = true
    if let index = _index(of: object) {
      _slots[index].setRetention(retention, of: object)
      return false
    }
    if _slotCount == _capacity {
      // Reclaim vacant and dead slots before growing; never during a broadcast, which
      // relies on indices staying put.
      if _broadcastDepth == 0 { compactSlots() }
      if _slotCount == _capacity { grow() }
    }
    (_slots + _slotCount).initialize(to: _DelegateSlot(object: object, witness: witness, retention: retention))
    _slotCount += 1
    return true
  }

  /// Unregisters a delegate.
  ///
  /// Removing a delegate while a broadcast runs means that broadcast will not reach it,
  /// if it has not already.
  ///
  /// - Parameter delegate: The delegate to unregister.
  /// - Returns: `true` if the delegate was registered.
  /// - Complexity: O(*n*).
  @discardableResult
  public func remove(_ delegate: Delegate) -> Bool {
    let object = _DelegateReference<Delegate>.split(delegate).object
    guard let index = _index(of: object) else { return false }
    vacate(index)
    settle()
    return true
  }

  /// Unregisters every delegate.
  ///
  /// - Complexity: O(*n*).
  public func removeAll() {
    for index in 0..<_slotCount where !_slots[index].isVacant {
      vacate(index)
    }
    settle()
  }

  /// Makes `delegate` the only registration, or empties the list for `nil`.
  ///
  /// This is how a single-delegate holder, such as a generated proxy, changes its delegate.
  ///
  /// - Parameters:
  ///   - delegate: The new sole delegate, or `nil`.
  ///   - retention: Whether the list keeps it alive. Weak by default.
  /// - Complexity: O(*n*).
  public func replaceAll(with delegate: Delegate?, retention: DelegateRetention = .weak) {
    for index in 0..<_slotCount where !_slots[index].isVacant {
      vacate(index)
    }
    if let delegate { add(delegate, retention: retention) } else { settle() }
  }

  /// Whether `delegate` is registered and alive.
  ///
  /// - Complexity: O(*n*).
  public func contains(_ delegate: Delegate) -> Bool {
    _index(of: _DelegateReference<Delegate>.split(delegate).object) != nil
  }

  /// The number of live delegates, exact even right after one deallocated.
  ///
  /// - Complexity: O(*n*): each slot's weak reference is checked.
  public var count: Int {
    var live = 0
    for index in 0..<_slotCount where (_slots + index).object != nil {
      live += 1
    }
    return live
  }

  /// Whether no live delegate is registered.
  ///
  /// - Complexity: O(*n*) in the worst case; stops at the first live delegate.
  public var isEmpty: Bool {
    for index in 0..<_slotCount where (_slots + index).object != nil {
      return false
    }
    return true
  }

  /// The live delegates, in registration order, as a new array.
  ///
  /// Prefer `forEach(_:)` on hot paths: this allocates the array.
  ///
  /// - Complexity: O(*n*).
  public var delegates: [Delegate] {
    var result: [Delegate] = []
    result.reserveCapacity(_slotCount)
    for index in 0..<_slotCount {
      if let object = (_slots + index).object {
        result.append(_DelegateReference<Delegate>.join(consume object, _slots[index].witness))
      }
    }
    return result
  }

  /// Reclaims the slots of deallocated delegates now, and fires ``onLastDelegateGone``
  /// if that leaves the list empty.
  ///
  /// Lists compact themselves on mutation and broadcast; call this to learn promptly that
  /// the last delegate is gone without waiting for either.
  ///
  /// - Complexity: O(*n*).
  public func compact() {
    _hasVacantSlots = true
    settle()
  }

  /// The slot holding `object` while it is alive.
  @usableFromInline
  func _index(of object: AnyObject) -> Int? {
    let identity = _DelegateSlot.identity(of: object)
    // Through the pointer: a method of the slot itself would copy each slot, weak
    // reference included (a runtime call per slot, 3 s for 10,000 `add` calls).
    for index in 0..<_slotCount where (_slots + index).holds(object, identity: identity) {
      return index
    }
    return nil
  }

  private func vacate(_ index: Int) {
    _slots[index].vacate()
    _hasVacantSlots = true
  }

  /// Grows by half, not double: a slot is 40 bytes, so a list just past a growth step
  /// still spends at most 60 bytes per delegate.
  private func grow() {
    let capacity = Swift.max(4, _capacity + _capacity / 2)
    let slots = UnsafeMutablePointer<_DelegateSlot>.allocate(capacity: capacity)
    slots.moveInitialize(from: _slots, count: _slotCount)
    _slots.deallocate()
    _slots = slots
    _capacity = capacity
  }
}
