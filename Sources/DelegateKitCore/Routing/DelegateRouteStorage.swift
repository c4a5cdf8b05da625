/// A router of delegates by a selected key: what ``DelegateRouteTable`` and
/// ``ConcurrentDelegateRouteTable`` have in common, and what the routers the `@Delegate` macro
/// generates store their routes in. Routing is defined once, here, for both.
///
/// The active delegate is the selected key's delegate while it is alive, and otherwise the
/// default delegate. The default delegate answers only when the selected key has no live
/// delegate, never because that delegate relies on an `@Optional` requirement's default.
public protocol DelegateRouteStorage<Key, Delegate>: _$DelegateVisiting {
  /// The key that selects a route.
  associatedtype Key: Hashable
  /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
  func select(_ key: Key?)

  /// The selected key.
  var selectedKey: Key? { get }

  /// Registers the delegate for `key`, replacing any earlier one; `nil` removes the route.
  func setDelegate(_ delegate: Delegate?, for key: Key, retention: DelegateRetention)

  /// Sets the delegate for calls when no key is selected or the selected key has none.
  func setDefaultDelegate(_ delegate: Delegate?, retention: DelegateRetention)

  /// The live delegate registered for `key`.
  func delegate(for key: Key) -> Delegate?

  /// The default delegate.
  var defaultDelegate: Delegate? { get }
}

// swift-format-ignore: AmbiguousTrailingClosureOverload
// Each call has a synchronous and an `async` overload, chosen by context as the standard
// library's are.
extension DelegateRouteStorage {
  /// The delegate that calls reach now.
  public var activeDelegate: Delegate? { route { $0 } }

  /// Makes a call on the active delegate.
  ///
  /// ```swift
  /// router.route { $0.searchTextDidChange(text) }   // reaches the selected scope's delegate
  /// ```
  ///
  /// - Parameter body: The call.
  /// - Returns: Its result, or `nil` when there is no active delegate.
  /// - Complexity: O(1).
  @inlinable
  public func route<Result, Failure: Error>(_ body: (Delegate) throws(Failure) -> Result) throws(Failure) -> Result? {
    try _$visit(_AnyCall.call, call: body, accept: { $0 })
  }

  /// Awaits a call on the active delegate.
  ///
  /// - Parameter body: The call.
  /// - Returns: Its result, or `nil` when there is no active delegate.
  @inlinable
  public func route<Result, Failure: Error>(
    _ body: (Delegate) async throws(Failure) -> Result
  ) async throws(Failure) -> Result? {
    try await _$visit(
      _AnyCall.call,
      call: { (handover) async throws(Failure) in try await body(handover.value) },
      accept: { $0 }
    )
  }
}

/// The lists a router keeps, and routing over them: the route tables implement the
/// ``_$DelegateVisiting`` requirements with these, so the rule of which list answers is
/// written once for both.
///
/// The active delegate is the selected key's while it is alive, and otherwise the default
/// delegate: the default list answers only when the selected one holds no live delegate,
/// never because that delegate relies on an `@Optional` requirement's default.
@usableFromInline
protocol _RouteLists<Delegate>: AnyObject {
  associatedtype Delegate
  /// The list each route keeps its delegate in.
  associatedtype List: DelegateStorage where List.Delegate == Delegate
  /// How a synchronous call holds the selected list while it visits it: the list itself,
  /// or an unretained reference that ``_borrow(_:_:)`` turns back into the list.
  associatedtype HeldList

  /// The selected key's list, if it has a route.
  var _selectedList: List? { get }

  /// The selected key's list as a synchronous call holds it, if it has a route.
  var _selectedForCall: HeldList? { get }

  /// Runs `body` on the list `held` refers to.
  func _borrow<Result, Failure: Error>(
    _ held: HeldList,
    _ body: (List) throws(Failure) -> Result
  ) throws(Failure) -> Result

  /// Called before a synchronous call visits the selected list.
  func _willVisitSelected()

  /// Called after a synchronous call visited the selected list: a table that lends it
  /// unretained releases here the lists replaced while the outermost call ran.
  func _didVisitSelected()

  /// The default delegate's list.
  var _defaultList: List { get }
}

extension _RouteLists {
  /// Whether the call, having visited the selected list, stays with it: a delegate answered
  /// (it is alive), or the list holds a live one that relies on the default. Only when
  /// neither does is the list asked whether it holds one, which loads its weak references a
  /// second time.
  @inlinable
  @inline(__always)
  static func _keepsCall(answered: Bool, in selected: List) -> Bool {
    answered || !selected.isEmpty
  }

  /// The rule, for a synchronous call: the selected list, if the selected key has a route,
  /// keeps the call when ``_keepsCall(answered:in:)`` says so; otherwise the default list
  /// takes it. The selected list is held as the table lends it (``_borrow(_:_:)``).
  @inlinable
  @inline(__always)
  func _route<Requirement: DelegateRequirement, Value, Result, Failure: Error>(
    _ requirement: Requirement,
    call: (Delegate) throws(Failure) -> Value,
    accept: (Value) -> Result?
  ) throws(Failure) -> Result? {
    if let held = _selectedForCall {
      _willVisitSelected()
      defer { _didVisitSelected() }
      let (result, keepsCall) = try _borrow(held) { (selected) throws(Failure) in
        var answered = false
        let result = try selected._$visit(requirement, call: call) { (value) -> Result? in
          answered = true
          return accept(value)
        }
        return (result, result != nil || Self._keepsCall(answered: answered, in: selected))
      }
      if keepsCall { return result }
    }
    return try _defaultList._$visit(requirement, call: call, accept: accept)
  }

  /// The rule, for an `async` call: the synchronous one's statements, with the selected
  /// list retained, since a suspension may outlast any lending.
  @inlinable
  func _route<Requirement: DelegateRequirement, Value, Result, Failure: Error>(
    _ requirement: Requirement,
    call: (_$Handover<Delegate>) async throws(Failure) -> Value,
    accept: (Value) -> Result?
  ) async throws(Failure) -> Result? {
    if let selected = _selectedList {
      var answered = false
      let result = try await selected._$visit(requirement, call: call) { (value) -> Result? in
        answered = true
        return accept(value)
      }
      if result != nil || Self._keepsCall(answered: answered, in: selected) { return result }
    }
    return try await _defaultList._$visit(requirement, call: call, accept: accept)
  }

  /// The list that answers a question about the route now: the selected one unless it is
  /// empty.
  @usableFromInline
  var _answeringList: List {
    if let selected = _selectedList, !selected.isEmpty { return selected }
    return _defaultList
  }
}
