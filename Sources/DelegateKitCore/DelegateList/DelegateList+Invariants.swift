extension DelegateList {
  /// Checks the invariants written at the top of `DelegateList+Visit.swift`, when the library
  /// is built with `DELEGATEKIT_INTERNAL_CHECKS` (its own tests are): it is O(*n*) and runs
  /// after every settle.
  func _checkInvariants() {
    #if DELEGATEKIT_INTERNAL_CHECKS
    precondition(_slotCount >= 0 && _slotCount <= _capacity, "Invalid state. Slot count out of bounds.")
    precondition(_broadcastDepth >= 0, "Invalid state. Unbalanced broadcast depth.")
    var identities = Set<UInt>()
    for index in 0..<_slotCount {
      let slot = _slots[index]
      if slot.isVacant {
        precondition(slot.object == nil, "Invalid state. A vacant slot holds an object.")
        continue
      }
      if slot.isForwarder {
        precondition(slot.probed | slot.implemented == 0, "Invalid state. A forwarder's answers were cached.")
      } else {
        precondition(slot.implemented & ~slot.probed == 0, "Invalid state. Implemented without a probe.")
      }
      guard let identity = slot.liveIdentity else { continue }
      precondition(identities.insert(identity).inserted, "Invalid state. A delegate is registered twice.")
    }
    #endif
  }
}

/// Whether this build of DelegateKitCore checks its internal invariants, as the package's own
/// tests build it (`DELEGATEKIT_INTERNAL_CHECKS`): the invariant tests run only then.
#if DELEGATEKIT_INTERNAL_CHECKS
package let checksInternalInvariants = true
#else
package let checksInternalInvariants = false
#endif
