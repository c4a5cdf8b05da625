/// An ordered list of delegates: what ``DelegateList`` and ``ConcurrentDelegateList`` have
/// in common, and what the types the `@Delegate` macro generates store delegates in.
///
/// Generic code that accepts either list takes `some DelegateStorage<any P>`. Broadcasts
/// (`forEach(_:)`, `firstNonNil(_:)`) are defined once, here, for both.
public protocol DelegateStorage<Delegate>: _$DelegateVisiting {
  /// The delegate type: a class, or an existential of one class-bound protocol.
  associatedtype Delegate

  /// Registers a delegate at the end of the list, unless it is already registered.
  ///
  /// - Returns: `true` if the delegate was not registered before.
  @discardableResult
  func add(_ delegate: Delegate, retention: DelegateRetention) -> Bool

  /// Unregisters a delegate.
  ///
  /// - Returns: `true` if the delegate was registered.
  @discardableResult
  func remove(_ delegate: Delegate) -> Bool

  /// Unregisters every delegate.
  func removeAll()

  /// Makes `delegate` the only registration, or empties the list for `nil`.
  func replaceAll(with delegate: Delegate?, retention: DelegateRetention)

  /// Whether `delegate` is registered and alive.
  func contains(_ delegate: Delegate) -> Bool

  /// The number of live delegates.
  var count: Int { get }

  /// Whether no live delegate is registered.
  var isEmpty: Bool { get }

  /// The live delegates, in registration order, as a new array.
  var delegates: [Delegate] { get }

  /// Reclaims the registrations of deallocated delegates now.
  func compact()
}

extension DelegateStorage {
  /// Calls each delegate that implements `requirement`, in order, stopping after the first
  /// when `stopsAtFirst()` is true. It is asked once, before the first call: a generated
  /// multicast's `isBreaking` is a stored property read without an exclusivity check, so
  /// the question costs a load, and the loop that calls every implementer keeps no state
  /// about it.
  ///
  /// - Returns: Whether a delegate that implements `requirement` was called.
  @inlinable
  @inline(__always)
  func _$broadcast<Requirement: DelegateRequirement, Failure: Error>(
    _ requirement: Requirement,
    stopsAtFirst: () -> Bool,
    call: (Delegate) throws(Failure) -> Void
  ) throws(Failure) -> Bool {
    if stopsAtFirst() { return try _$callFirst(requirement, call: call) }
    var reached = false
    _ = try _$visit(
      requirement,
      call: call,
      accept: { (_: Void) -> Void? in
        reached = true
        return nil
      }
    )
    return reached
  }

  /// The breaking broadcast: the first implementer only. Outlined, so that the loop of the
  /// common broadcast is the only one inlined into each generated member.
  ///
  /// - Returns: Whether a delegate that implements `requirement` was called.
  @usableFromInline
  @inline(never)
  func _$callFirst<Requirement: DelegateRequirement, Failure: Error>(
    _ requirement: Requirement,
    call: (Delegate) throws(Failure) -> Void
  ) throws(Failure) -> Bool {
    try _$visit(requirement, call: call, accept: { (_: Void) -> Void? in () }) != nil
  }
}

extension DelegateList: DelegateStorage {}
extension ConcurrentDelegateList: DelegateStorage {}
