// The rules of a broadcast, written once for every delegate list.
//
// A broadcast walks a list's registrations in order and, for each, does one of three
// things, decided by what the registration knows of the requirement called:
//
// 1. Known to run the generated default (probed, not implemented): skipped, without
//    loading its reference.
// 2. Known to implement it, or any registration for a required requirement: loaded and
//    called; a registration found dead is skipped, and the list compacts afterwards.
// 3. Not known: the step below. A forwarder (a generated multicast, proxy or router
//    registered in the list) is never known, since its answer changes with its own
//    delegates: its registration is asked first what they are known to do, and the
//    forwarder is skipped, called, or watched accordingly (a concurrent list's registration
//    never knows: another thread may change what stands behind the forwarder between the
//    question and the call). Any other delegate is watched (called inside a probe), which
//    tells whether its generated default ran; its registration remembers the answer.
//
// Which case applies is decided in one place, `_Visit` (`Internal/DelegateSlot.swift`). Each list's
// loop is a driver over it: it loads a registration the way its storage allows
// (`DelegateList`'s slots in place, `ConcurrentDelegateList`'s snapshot), does cases 1 and 2
// inline, and hands case 3 to `_BroadcastStep`. The step exists twice, synchronous and `async`, because
// Swift cannot abstract over `async`; the two bodies are the same statements.

/// A registration as case 3 of a broadcast sees it, whatever list holds it.
@usableFromInline
protocol _BroadcastRegistration {
  /// Whether the registered object is a ``DelegateForwarder``.
  var isForwarder: Bool { get }
  /// What the forwarder `object`, registered here, knows of a call of `requirement`.
  func assurance<Requirement: DelegateRequirement>(
    of requirement: Requirement,
    forwarder object: AnyObject
  )
    -> _$Assurance
  /// Caches what watching a call learned; a forwarder's answers are never cached.
  func record(ranDefault: Bool, mask: UInt64)
}

/// Case 3 of a broadcast: a call of an optional requirement on a delegate whose answer is
/// not known.
@usableFromInline
enum _BroadcastStep {
  /// Calls `delegate`, registered as `registration`, for the optional `requirement` whose
  /// cache bit is `mask` (0 when the requirement is past the cached ones and so watched on
  /// every call).
  ///
  /// - Returns: The delegate's answer, or `nil` when it has none: a forwarder that nobody
  ///   behind it answers, or a delegate whose generated default ran.
  @usableFromInline
  static func callUnknown<
    Registration: _BroadcastRegistration,
    Delegate,
    Requirement: DelegateRequirement,
    Value,
    Failure: Error
  >(
    _ delegate: Delegate,
    registration: Registration,
    requirement: Requirement,
    mask: UInt64,
    call: (Delegate) throws(Failure) -> Value
  ) throws(Failure) -> Value? {
    let object = _DelegateReference<Delegate>.split(delegate).object
    if registration.isForwarder, mask != 0 {
      switch registration.assurance(of: requirement, forwarder: object) {
      case .unanswered:
        return nil
      case .answered(let held):
        // Held until the call returns, so the forwarder is sure to reach it.
        let value = try call(delegate)
        extendLifetime(held)
        return value
      case .unknown:
        break
      }
    }
    let (value, ranDefault) = try _DefaultImplementation.detect(on: object, requirement) { () throws(Failure) in
      try call(delegate)
    }
    learned(ranDefault: ranDefault, on: object, registration, requirement, mask: mask)
    return ranDefault ? nil : value
  }

  /// The asynchronous ``callUnknown(_:registration:requirement:mask:call:)``.
  @usableFromInline
  static func callUnknown<
    Registration: _BroadcastRegistration,
    Delegate,
    Requirement: DelegateRequirement,
    Value,
    Failure: Error
  >(
    _ delegate: _$Handover<Delegate>,
    registration: Registration,
    requirement: Requirement,
    mask: UInt64,
    call: (_$Handover<Delegate>) async throws(Failure) -> Value
  ) async throws(Failure) -> Value? {
    let object = _DelegateReference<Delegate>.split(delegate.value).object
    if registration.isForwarder, mask != 0 {
      switch registration.assurance(of: requirement, forwarder: object) {
      case .unanswered:
        return nil
      case .answered(let held):
        // Held until the call returns, so the forwarder is sure to reach it.
        let value = try await call(delegate)
        extendLifetime(held)
        return value
      case .unknown:
        break
      }
    }
    let (value, ranDefault) = try await _DefaultImplementation.detect(on: object, requirement) {
      () async throws(Failure) in try await call(delegate)
    }
    learned(ranDefault: ranDefault, on: object, registration, requirement, mask: mask)
    return ranDefault ? nil : value
  }

  /// Records what a watched call learned. A marked (`@ExactResponder`, `@RespondsExactly`) delegate's first call also
  /// checks what its declarations said.
  @usableFromInline
  static func learned<Registration: _BroadcastRegistration, Requirement: DelegateRequirement>(
    ranDefault: Bool,
    on object: AnyObject,
    _ registration: Registration,
    _ requirement: Requirement,
    mask: UInt64
  ) {
    if !ranDefault, requirement._isDeclaredAbsent(on: object) {
      requirement._declaredAbsentButImplemented(by: object)
    }
    registration.record(ranDefault: ranDefault, mask: mask)
  }
}
