// How a concurrent list's state changes its registrations, under the list's lock. Each
// change is made in place when the state holds the only reference to the buffer, and in a
// copy otherwise: a broadcast holding the buffer keeps iterating what it snapshot.

extension _ConcurrentState {
  /// The number of registrations, live or not.
  var count: Int { slots?.count ?? 0 }

  /// Runs `body` over the registrations.
  func withSlots<Result>(_ body: (UnsafeMutableBufferPointer<_SharedSlot>) -> Result) -> Result {
    body(slots?.buffer ?? UnsafeMutableBufferPointer(start: nil, count: 0))
  }

  /// The position of `object`'s registration. Identities first: only the registration
  /// that matches loads its weak reference, and comparing live objects keeps a dead
  /// delegate's reused address from matching.
  func index(of object: AnyObject) -> Int? {
    let identity = _DelegateSlot.identity(of: object)
    return withSlots { slots in
      slots.indices.first { slots[$0].identity == identity && slots[$0].object === object }
    }
  }

  /// Whether the registration numbered `serial` is listed: serials increase along the
  /// buffer, so a binary search finds it.
  static func lists(_ serial: UInt64, in slots: UnsafeMutableBufferPointer<_SharedSlot>) -> Bool {
    var low = 0
    var high = slots.count
    while low < high {
      let middle = low + (high - low) / 2
      let found = slots[middle].serial
      if found == serial { return true }
      if found < serial { low = middle + 1 } else { high = middle }
    }
    return false
  }

  /// Makes `slots` a buffer that this state alone holds, with room for `needed`
  /// registrations, and returns it.
  ///
  /// A shared buffer is copied, leaving out the registrations of deallocated delegates. A
  /// full buffer of its own first drops those in place, which loads every weak reference,
  /// and grows only if that freed no room, so that a run of additions stays linear in
  /// identity comparisons.
  mutating func uniqueSlots(room needed: Int) -> _SharedSlots {
    // Asked of the stored reference itself: a local copy would be a second reference.
    let isUnique = isKnownUniquelyReferenced(&slots)
    guard let current = slots else {
      let fresh = _SharedSlots(capacity: _SharedSlots.capacity(for: needed))
      slots = fresh
      return fresh
    }
    if !isUnique {
      let copy = _SharedSlots(capacity: _SharedSlots.capacity(for: needed))
      for index in 0..<current.count {
        guard let slot = _SharedSlot(copying: current.slots[index]) else { continue }
        (copy.slots + copy.count).initialize(to: slot)
        copy.count += 1
      }
      slots = copy
      return copy
    }
    if current.capacity >= needed { return current }
    removeDead(from: current)
    if current.capacity >= needed { return current }
    let grown = _SharedSlots(capacity: _SharedSlots.capacity(for: needed))
    grown.slots.moveInitialize(from: current.slots, count: current.count)
    (grown.count, current.count) = (current.count, 0)
    slots = grown
    return grown
  }

  /// Makes the buffer this state's own, and returns where `object`'s registration, found
  /// at `index`, is in it: the same place, unless a copy left out dead registrations.
  mutating func uniqueIndex(_ index: Int, of object: AnyObject) -> Int {
    let shared = slots.map(ObjectIdentifier.init)
    guard ObjectIdentifier(uniqueSlots(room: count)) != shared else { return index }
    return self.index(of: object).unsafelyUnwrapped
  }

  /// Registers `object` at the end.
  mutating func append(object: any AnyObject & Sendable, witness: UInt, retention: DelegateRetention) {
    let slot = _SharedSlot(object: object, witness: witness, retention: retention, serial: nextSerial)
    nextSerial += 1
    let buffer = uniqueSlots(room: count + 1)
    (buffer.slots + buffer.count).initialize(to: slot)
    buffer.count += 1
  }

  /// Replaces the registration at `index` with one of `retention`, keeping its serial and
  /// what it learned, and returns the old one, for the caller to drop after the lock.
  mutating func setRetention(_ retention: DelegateRetention, at index: Int) -> _SharedSlot? {
    let slots = self.slots.unsafelyUnwrapped.slots
    guard let replacement = _SharedSlot(copying: slots[index], retention: retention) else { return nil }
    let old = (slots + index).move()
    (slots + index).initialize(to: replacement)
    return old
  }

  /// Removes the registration at `index` and returns it, for the caller to drop after the
  /// lock: a strong registration's release may end its delegate, whose `deinit` may use
  /// the list.
  mutating func remove(at index: Int) -> _SharedSlot {
    let buffer = slots.unsafelyUnwrapped
    let removed = (buffer.slots + index).move()
    (buffer.slots + index).moveInitialize(from: buffer.slots + index + 1, count: buffer.count - index - 1)
    buffer.count -= 1
    return removed
  }

  /// Takes every registration, for the caller to drop after the lock.
  mutating func removeAllSlots() -> _SharedSlots? {
    defer { slots = nil }
    return slots
  }

  /// Drops the registrations of deallocated delegates from `buffer`, this state's own.
  /// A dead registration holds no retain, so dropping one runs no delegate's code.
  private func removeDead(from buffer: _SharedSlots) {
    let slots = buffer.slots
    var kept = 0
    for index in 0..<buffer.count {
      if slots[index].object == nil {
        (slots + index).deinitialize(count: 1)
      } else {
        if kept != index { (slots + kept).moveInitialize(from: slots + index, count: 1) }
        kept += 1
      }
    }
    buffer.count = kept
  }

  /// Drops the registrations of deallocated delegates.
  mutating func compact() {
    guard withSlots({ slots in slots.indices.contains { slots[$0].object == nil } }) else { return }
    if isKnownUniquelyReferenced(&slots), let slots {
      removeDead(from: slots)
    } else {
      // A shared buffer's copy leaves them out.
      _ = uniqueSlots(room: count)
    }
  }

  /// The lifetime hook, disarmed, if the list is armed and now empty; the caller runs it
  /// after releasing the lock.
  mutating func takeHookIfEmpty() -> (@Sendable () -> Void)? {
    guard armed, count == 0 else { return nil }
    armed = false
    return onLastDelegateGone
  }
}
