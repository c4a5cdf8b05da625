import Synchronization

extension _ConcurrentState {
  /// Checks, under the lock, what every mutation leaves true, when the library is built
  /// with `DELEGATEKIT_INTERNAL_CHECKS` (its own tests are): it is O(*n*) and runs after
  /// every mutation.
  ///
  /// - Each registration in the list is live for broadcasts: a removed one has left it.
  /// - A delegate is registered once.
  /// - A forwarder's answers are never cached: they change with its own delegates.
  /// - A list holding registrations is armed, so that its last delegate going away fires
  ///   ``ConcurrentDelegateList/onLastDelegateGone``.
  ///
  /// What a probe caches is not checked here: probes record without the lock.
  func checkInvariants() {
    #if DELEGATEKIT_INTERNAL_CHECKS
    var identities = Set<UInt>()
    for slot in slots {
      precondition(!slot.isRemoved.load(ordering: .relaxed), "Invalid state. A removed registration is still listed.")
      if slot.isForwarder {
        precondition(
          slot.probed.load(ordering: .relaxed) | slot.implemented.load(ordering: .relaxed) == 0,
          "Invalid state. A forwarder's answers were cached."
        )
      }
      guard slot.object != nil else { continue }
      precondition(identities.insert(slot.identity).inserted, "Invalid state. A delegate is registered twice.")
    }
    precondition(slots.isEmpty || armed, "Invalid state. A list with registrations is not armed.")
    #endif
  }
}
