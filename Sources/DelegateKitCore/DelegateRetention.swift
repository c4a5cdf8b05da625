/// How a delegate list holds on to a delegate.
///
/// Delegation in Cocoa is weak by convention: the delegating object must not keep its
/// delegate alive, or the two form a cycle. Some delegates have no other owner, though
/// (a small adapter object created just to be registered), and would die at once. For
/// those, ask for ``strong`` retention, which FastElegantDelegation called a strong delegate.
///
/// ```swift
/// list.add(screen)                                  // weak, the default
/// list.add(LoggingDelegate(), retention: .strong)   // kept alive by the list
/// ```
public enum DelegateRetention: Sendable, Hashable {
  /// The list does not keep the delegate alive; it disappears when its last owner lets go.
  case weak
  /// The list keeps the delegate alive until it is removed or the list is deallocated.
  ///
  /// A ``DelegateList`` forms no weak reference to a delegate it holds strongly (unless
  /// the delegate is itself a multicast, proxy or router). Swift gives an object a side
  /// table the first time anything references it weakly, and from then on every retain and
  /// release of that object takes the runtime's slower path. So an object you own anyway,
  /// registered strongly, stays as cheap to call as one you call directly.
  case strong
}
