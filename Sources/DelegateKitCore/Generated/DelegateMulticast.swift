/// The multicast the `@Delegate` macro generates for a protocol: many delegates behind one
/// object that is itself a delegate. Its members are documented here once.
///
/// ```swift
/// let delegates = DownloadDelegateMulticast()   // generated for `@Delegate protocol DownloadDelegate`
/// delegates.add(screen)
/// delegates.add(logger, retention: .strong)
/// delegates.downloadDidFinish(url)              // every delegate, in order
/// let title = delegates.downloadTitle(url)      // the first that implements it
/// task.delegate = delegates                     // a multicast is a DownloadDelegate
/// ```
///
/// ## Rules
///
/// - **Void requirements** reach every delegate that implements them, in registration
///   order; with ``isBreaking``, only the first. A void requirement that takes an
///   `@escaping` closure (a completion handler) reaches only the first implementer, so the
///   handler is called exactly once.
/// - **Value requirements** are answered by the first implementer, unless the requirement
///   is marked `@Combining(…)` (see ``DelegateCombineStrategy``). With no implementer, an
///   `@Optional` requirement answers its default; a required one stops the program with a
///   message naming it.
/// - **Lifetime.** Delegates are held weakly unless registered `.strong`, in the rules of
///   ``DelegateList`` (or ``ConcurrentDelegateList`` for a `Sendable` protocol).
/// - **Nesting.** A multicast, proxy or router may be registered in another. When none of
///   its delegates implements an `@Optional` requirement, the enclosing one moves on to
///   the delegates after it.
/// - **Isolation.** The multicast of a `@MainActor` protocol is main-actor isolated, and so
///   is its conformance to this protocol.
public protocol DelegateMulticast<_$Delegate>: DelegateForwarder {
  /// The list the delegates are stored in.
  associatedtype _$Storage: DelegateStorage where _$Storage.Delegate == _$Delegate

  /// The delegates; for generated code.
  var _$delegates: _$Storage { get }

  /// Whether a void call stops at the first delegate that implements it, as a breaking
  /// delegate chain does. Fixed at creation for a `Sendable` protocol's multicast.
  var isBreaking: Bool { get }
}

extension DelegateMulticast {
  /// Registers a delegate at the end of the chain, unless it is already there.
  ///
  /// Adding a registered delegate keeps its place and applies the new `retention`.
  ///
  /// - Parameters:
  ///   - delegate: The delegate.
  ///   - retention: Whether the multicast keeps it alive. Weak by default.
  /// - Returns: `true` if the delegate was not registered before.
  @discardableResult
  public func add(_ delegate: _$Delegate, retention: DelegateRetention = .weak) -> Bool {
    _$delegates.add(delegate, retention: retention)
  }

  /// Unregisters a delegate.
  ///
  /// - Returns: `true` if the delegate was registered.
  @discardableResult
  public func remove(_ delegate: _$Delegate) -> Bool {
    _$delegates.remove(delegate)
  }

  /// Whether `delegate` is registered and alive.
  public func contains(_ delegate: _$Delegate) -> Bool {
    _$delegates.contains(delegate)
  }

  /// Unregisters every delegate.
  public func removeAll() {
    _$delegates.removeAll()
  }

  /// The number of live delegates.
  public var count: Int {
    _$delegates.count
  }

  /// Whether no live delegate is registered.
  public var isEmpty: Bool {
    _$delegates.isEmpty
  }

  /// The live delegates, in registration order.
  public var delegates: [_$Delegate] {
    _$delegates.delegates
  }

  /// Whether some live delegate conforms to `type`, as `conformsToProtocol:` answers for
  /// a delegate chain.
  ///
  /// - Parameter type: A protocol existential or class type.
  public func conforms<T>(to type: T.Type) -> Bool {
    _$delegates.containsDelegate(conformingTo: type)
  }

  /// Whether a call to `requirement` reaches a delegate that implements it.
  ///
  /// For a required requirement, whether there is a delegate. For an `@Optional` one,
  /// whether some delegate implements it or has not been called for it yet: a delegate
  /// is known to rely on the default after its first call.
  public func responds(to requirement: _$Requirement) -> Bool {
    _$delegates._$responds(requirement)
  }

  /// Calls the delegates; for generated code.
  @inlinable
  @inline(__always)
  public func _$visit<Value, Result, Failure: Error>(
    _ requirement: _$Requirement,
    call: (_$Delegate) throws(Failure) -> Value,
    accept: (Value) -> Result?
  ) throws(Failure) -> Result? {
    try _$delegates._$visit(requirement, call: call, accept: accept)
  }

  /// Awaits the delegates; for generated code.
  @inlinable
  public func _$visit<Value, Result, Failure: Error>(
    _ requirement: _$Requirement,
    call: (_$Handover<_$Delegate>) async throws(Failure) -> Value,
    accept: (Value) -> Result?
  ) async throws(Failure) -> Result? {
    try await _$delegates._$visit(requirement, call: call, accept: accept)
  }

  /// A void call: every implementer, or the first with ``isBreaking``.
  ///
  /// - Important: For code generated by the `@Delegate` macro.
  @inlinable
  @inline(__always)
  public func _$call<Failure: Error>(
    _ requirement: _$Requirement,
    _ call: (_$Delegate) throws(Failure) -> Void
  ) throws(Failure) {
    let breaking = isBreaking
    var reached = false
    _ = try _$delegates._$visit(requirement, call: call, accept: { (_: Void) -> Void? in
      reached = true
      return breaking ? () : nil
    })
    if !reached { _ = _$fallback(requirement, required: false) }
  }

  /// The asynchronous ``_$call(_:_:)``.
  ///
  /// - Important: For code generated by the `@Delegate` macro.
  @inlinable
  public func _$call<Failure: Error>(
    _ requirement: _$Requirement,
    _ call: (_$Handover<_$Delegate>) async throws(Failure) -> Void
  ) async throws(Failure) {
    let breaking = isBreaking
    var reached = false
    _ = try await _$delegates._$visit(requirement, call: call, accept: { (_: Void) -> Void? in
      reached = true
      return breaking ? () : nil
    })
    if !reached { _ = _$fallback(requirement, required: false) }
  }
}

extension DelegateMulticast where _$Storage == DelegateList<_$Delegate> {
  /// Called when the multicast, having held a delegate, is found empty.
  ///
  /// See ``DelegateList/onLastDelegateGone`` for when it fires. To keep a multicast alive
  /// exactly as long as its delegates, have each delegate hold it strongly and clear the
  /// source's reference here.
  public var onLastDelegateGone: (() -> Void)? {
    get { _$delegates.onLastDelegateGone }
    set { _$delegates.onLastDelegateGone = newValue }
  }
}

extension DelegateMulticast where _$Storage == ConcurrentDelegateList<_$Delegate> {
  /// Called when the multicast, having held a delegate, is found empty.
  ///
  /// See ``ConcurrentDelegateList/onLastDelegateGone`` for when it fires.
  public var onLastDelegateGone: (@Sendable () -> Void)? {
    get { _$delegates.onLastDelegateGone }
    set { _$delegates.onLastDelegateGone = newValue }
  }
}
