import Synchronization

extension _ConcurrentState {
  /// Checks, under the lock, what every mutation leaves true, when the library is built
  /// with `DELEGATEKIT_INTERNAL_CHECKS` (its own tests are): it is O(*n*) and runs after
  /// every mutation.
  ///
  /// - Serials increase along the list and are below the next one to give, so that a
  ///   broadcast that raced a removal finds a registration by binary search.
  /// - A delegate is registered once.
  /// - A forwarder's answers are never cached: they change with its own delegates.
  /// - A list holding registrations is armed, so that its last delegate going away fires
  ///   ``ConcurrentDelegateList/onLastDelegateGone``.
  ///
  /// What a probe caches is not checked here: probes record without the lock.
  func checkInvariants() {
    #if DELEGATEKIT_INTERNAL_CHECKS
    var identities = Set<UInt>()
    var previous: UInt64?
    withSlots { slots in
      for index in slots.indices {
        let serial = slots[index].serial
        precondition(
          serial < nextSerial && previous.map { $0 < serial } ?? true,
          "Invalid state. Registrations are out of registration order."
        )
        previous = serial
        if slots[index].isForwarder {
          precondition(
            slots[index].probed.load(ordering: .relaxed) | slots[index].implemented.load(ordering: .relaxed) == 0,
            "Invalid state. A forwarder's answers were cached."
          )
        }
        guard slots[index].object != nil else { continue }
        precondition(
          identities.insert(slots[index].identity).inserted,
          "Invalid state. A delegate is registered twice."
        )
      }
    }
    precondition(count == 0 || armed, "Invalid state. A list with registrations is not armed.")
    #endif
  }
}
