extension DelegateList {
  /// Whether a call of `requirement`, a requirement of a `@Delegate` protocol, reaches an
  /// implementation.
  ///
  /// For an `@Optional` requirement, whether some live delegate implements it, or has not
  /// been called for it yet and so may; for a required one, whether any delegate lives. A
  /// registered forwarder (a generated multicast, proxy or router) is asked in turn, as is a
  /// delegate that answers for itself (the table's mediator).
  ///
  /// ```swift
  /// if delegates.responds(to: DownloadDelegateRequirement.downloadTitle) { ... }
  /// ```
  public func responds<Requirement: DelegateRequirement>(to requirement: Requirement) -> Bool {
    guard requirement.isOptional else { return !isEmpty }
    let mask = _banks.mask(for: requirement)
    for index in 0..<_slotCount {
      guard let object = (_slots + index).object else { continue }
      if _slots[index].isForwarder || _slots[index].answersForItself {
        if ownAnswer(of: object, to: requirement) { return true }
        continue
      }
      switch _Visit(implemented: _slots[index].implemented, probed: _slots[index].probed, mask: mask, isOptional: true)
      {
      case .call: return true
      case .skip: continue
      // Not yet called: a marked delegate's declarations say; any other may.
      case .watch: if !requirement._isDeclaredAbsent(on: object) { return true }
      }
    }
    return false
  }

  /// What is known, before a call of `requirement`, of how it is answered. The visit skips
  /// known non-implementers and dead slots, then calls the first delegate left; nothing runs
  /// between this answer and that call to remove it. So the call is answered by that
  /// delegate when it is known to implement the requirement, by nobody when no delegate is
  /// left, and a forwarder in that place is asked in turn.
  ///
  /// - Important: For the runtime (`DelegateForwarder._$assurance(of:)`).
  @inlinable
  @inline(__always)
  public func _$assurance<Requirement: DelegateRequirement>(of requirement: Requirement) -> _$Assurance {
    let mask = _banks.mask(for: requirement)
    if mask == 0 { return .unknown }
    for index in 0..<_slotCount {
      let slot = _slots + index
      let visit = _Visit(
        implemented: slot.pointee.implemented,
        probed: slot.pointee.probed,
        mask: mask,
        isOptional: requirement.isOptional
      )
      if visit == .skip { continue }
      guard let object = slot.object else { continue }
      if slot.pointee.isForwarder {
        let (assurance, _) = _ForwarderAssurance.assurance(
          of: requirement,
          consuming: object,
          witness: slot.pointee.assuranceWitness
        )
        if case .unanswered = assurance { continue }
        return assurance
      }
      return visit == .call ? .answered(by: object) : .unknown
    }
    return .unanswered
  }
}
