/// A delegate that stands in front of objects of its own and so answers for itself whether a
/// call of a requirement reaches an implementation, as an Objective-C object that overrides
/// `responds(to:)` does.
///
/// Such a delegate implements every requirement by answering some calls itself and
/// forwarding the others, so its calls say nothing about what stands behind it. A delegate
/// list asks it instead: ``DelegateList/responds(to:)`` and
/// ``ConcurrentDelegateList/responds(to:)``, and through them every generated type's
/// `responds(to:)`, take its answer for every optional requirement. Calls reach it as they
/// reach any delegate.
///
/// Within this package, the table's mediator conforms: it answers what its interception
/// list says it answers, and what the client's objects answer for the rest.
package protocol SelfAnsweringDelegate: AnyObject {
  /// Whether a call of the optional `requirement` reaches an implementation.
  func responds<Requirement: DelegateRequirement>(to requirement: Requirement) -> Bool
}

/// The answer of `object`, a forwarder or a ``SelfAnsweringDelegate``, to whether a call of
/// the optional `requirement` reaches an implementation: what both lists' `responds(to:)` ask
/// of a registration flagged as either, rather than reading what its calls taught them.
func ownAnswer<Requirement: DelegateRequirement>(of object: AnyObject, to requirement: Requirement) -> Bool {
  if let forwarder = object as? any DelegateForwarder { return forwarder.responds(to: requirement) }
  return (object as? any SelfAnsweringDelegate)?.responds(to: requirement) ?? true
}
