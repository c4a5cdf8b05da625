/// What a storage knows, before a call, of how its delegates answer it: what a delegate list
/// asks a registered forwarder before calling it, so that a call it is sure to answer skips
/// the probe.
///
/// A list cannot cache a forwarder's answers, since they change with its delegates and a
/// router's selection. Without this question it would watch every call of an `@Optional`
/// requirement on a forwarder for the forwarder reporting "nobody implemented this" (see
/// ``DelegateForwarder``), which costs a task-local value and an allocation per call, many
/// times the call itself when a table asks a mediator's multicast for a row height. Most
/// calls need no watching. When the delegate a call reaches first is alive and already
/// known to implement the requirement, the forwarder will answer: the list holds that
/// delegate for the length of the call, so it cannot vanish before the forwarder reaches
/// it, and calls the forwarder as it calls any known implementer. When every delegate
/// behind the forwarder is known to rely on the default, or is gone, the forwarder would
/// only report that nobody answered: the list skips it without a call.
///
/// - Important: For the runtime.
@frozen
public enum _$Assurance {
  /// Not known: the call must be watched.
  case unknown
  /// The call reaches this delegate first, alive, held here, and known to implement it.
  case answered(by: AnyObject)
  /// No delegate will answer: each is gone or known to rely on the default.
  case unanswered
}

extension _$DelegateVisiting {
  /// Not known, for a storage that keeps no record of what its delegates implement: every
  /// call of a forwarder over it is watched.
  ///
  /// - Important: For the runtime.
  public func _$assurance<Requirement: DelegateRequirement>(of requirement: Requirement) -> _$Assurance {
    .unknown
  }
}

extension DelegateForwarder {
  /// What its storage knows of how a call of `requirement` is answered.
  ///
  /// - Important: For delegate lists.
  @inlinable
  @inline(__always)
  public func _$assurance<Requirement: DelegateRequirement>(of requirement: Requirement) -> _$Assurance {
    _$storage._$assurance(of: requirement)
  }
}

/// The ``DelegateForwarder`` witness table of a forwarder, which a ``DelegateList``
/// keeps in the forwarder's slot, beside the delegate protocol's: asking the object for
/// its conformance on every call would cost a dynamic cast.
@usableFromInline
enum _ForwarderAssurance {
  /// The witness table of `object`'s conformance, or `nil` when it is no forwarder.
  static func witness(of object: AnyObject) -> UInt? {
    guard let forwarder = object as? any DelegateForwarder else { return nil }
    return _DelegateReference<any DelegateForwarder>.split(forwarder).witness
  }

  /// Asks the forwarder `object`, whose conformance's witness table is `witness`.
  @inlinable
  static func assurance<Requirement: DelegateRequirement>(
    of requirement: Requirement,
    on object: AnyObject,
    witness: UInt
  ) -> _$Assurance {
    _DelegateReference<any DelegateForwarder>.join(object, witness)._$assurance(of: requirement)
  }

  /// Asks the forwarder `object` and hands the object back, with no reference counting.
  ///
  /// A list's loop owns the strong reference its weak load produced. Lending it to the
  /// forwarder's existential would copy it for the length of the call: a retain and a
  /// release that, on a weakly referenced object (a forwarder registered in a list always
  /// is), take the runtime's slow path, several times the cost of the call. Moved in and out,
  /// the only copy is taken after the call, right before the existential dies, and the
  /// optimizer removes the pair.
  @inlinable
  @inline(__always)
  static func assurance<Requirement: DelegateRequirement>(
    of requirement: Requirement,
    consuming object: consuming AnyObject,
    witness: UInt
  ) -> (_$Assurance, AnyObject) {
    let forwarder = _DelegateReference<any DelegateForwarder>.join(consume object, witness)
    let assurance = forwarder._$assurance(of: requirement)
    return (assurance, _DelegateReference<any DelegateForwarder>.split(forwarder).object)
  }
}
