/// A table of delegates by key, one of them selected: every call goes to the selected
/// key's delegate, or to a default delegate.
///
/// This is the scoped delegate of a search screen with scope buttons: each scope has its
/// own delegate object, and the screen forwards every data-source and delegate call to the
/// delegate of the selected scope, or to a default delegate when there are no scopes.
///
/// ```swift
/// let routes = DelegateRouteTable<Scope, any SearchDelegate>()
/// routes.setDelegate(peopleSearch, for: .people, retention: .strong)
/// routes.setDelegate(unitSearch, for: .units, retention: .strong)
/// routes.defaultDelegate = allSearch
/// routes.selectedKey = .units
/// routes.route { $0.searchTextDidChange(text) }   // reaches unitSearch only
/// ```
///
/// The active delegate is the selected key's delegate while it is alive, and otherwise the
/// default delegate. Selecting a key is one dictionary lookup; calls then cost one weak
/// load more than a direct call.
///
/// `DelegateRouteTable` is not `Sendable`; use ``ConcurrentDelegateRouteTable`` across threads.
public final class DelegateRouteTable<Key: Hashable, Delegate> {
  private var routes: [Key: DelegateList<Delegate>] = [:]
  // Every access is a single load or store of a reference, which cannot overlap another:
  // the runtime exclusivity check would only add cost to each routed call.
  @usableFromInline @exclusivity(unchecked)
  var _selected: DelegateList<Delegate>? {
    didSet {
      // A list replaced while a call visits it stays alive until the outermost call
      // returns (see `_$visit`).
      if _visits > 0, let oldValue, oldValue !== _selected { _parked.append(oldValue) }
      _selectedUnmanaged = _selected.map { Unmanaged.passUnretained($0) }
    }
  }
  /// `_selected`, unretained: a routed call borrows the list instead of retaining it.
  @usableFromInline @exclusivity(unchecked)
  var _selectedUnmanaged: Unmanaged<DelegateList<Delegate>>?
  /// The routed calls running, nested through callbacks.
  @usableFromInline @exclusivity(unchecked)
  var _visits = 0
  /// Selected lists replaced while a call ran, kept alive until the outermost call returns.
  @usableFromInline @exclusivity(unchecked)
  var _parked: [DelegateList<Delegate>] = []
  @usableFromInline
  let _default = DelegateList<Delegate>()

  /// Creates a router with no routes, no selection and no default delegate.
  public init() {}

  /// The key whose delegate receives calls; `nil` routes to the default delegate.
  ///
  /// - Complexity: Setting it is O(1) on average.
  public var selectedKey: Key? {
    didSet { _selected = selectedKey.flatMap { routes[$0] } }
  }

  /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
  ///
  /// - Parameter key: The key to select.
  /// - Complexity: O(1) on average.
  public func select(_ key: Key?) {
    selectedKey = key
  }

  /// Registers the delegate for `key`, replacing any earlier one; `nil` removes the route.
  ///
  /// - Parameters:
  ///   - delegate: The delegate for calls while `key` is selected.
  ///   - key: The key.
  ///   - retention: Whether the router keeps the delegate alive. Weak by default.
  public func setDelegate(_ delegate: Delegate?, for key: Key, retention: DelegateRetention = .weak) {
    guard let delegate else {
      routes[key] = nil
      if key == selectedKey { _selected = nil }
      return
    }
    let list = routes[key] ?? DelegateList()
    list.removeAll()
    list.add(delegate, retention: retention)
    routes[key] = list
    if key == selectedKey { _selected = list }
  }

  /// The live delegate registered for `key`.
  public func delegate(for key: Key) -> Delegate? {
    routes[key]?.firstNonNil { $0 }
  }

  /// The keys that have a route, in no particular order.
  public var keys: some Collection<Key> { routes.keys }

  /// The delegate for calls when no key is selected or the selected key has no live delegate.
  ///
  /// Setting it holds the delegate weakly; use ``setDefaultDelegate(_:retention:)`` to
  /// keep it alive.
  public var defaultDelegate: Delegate? {
    get { _default.firstNonNil { $0 } }
    set { setDefaultDelegate(newValue) }
  }

  /// Sets the default delegate.
  ///
  /// - Parameters:
  ///   - delegate: The delegate, or `nil` for none.
  ///   - retention: Whether the router keeps it alive. Weak by default.
  public func setDefaultDelegate(_ delegate: Delegate?, retention: DelegateRetention = .weak) {
    _default.removeAll()
    if let delegate { _default.add(delegate, retention: retention) }
  }

  /// The selected key's list.
  @inlinable
  var _selectedList: DelegateList<Delegate>? { _selected }

  /// The default delegate's list.
  @inlinable
  var _defaultList: DelegateList<Delegate> { _default }
}

extension DelegateRouteTable: DelegateRouteStorage, _RouteLists {
  /// Calls the active delegate through its list, as ``DelegateRouteStorage`` defines it,
  /// borrowing the selected list rather than retaining it.
  ///
  /// A retain and release of the list would cost about as much as the rest of the routing,
  /// so this overrides the shared routing (`_RouteLists._route`) for synchronous calls, the
  /// same rule with the list borrowed. A callback may select another key or remove the
  /// route while the list is visited; the list it replaces is then parked, and released
  /// when the outermost routed call returns.
  ///
  /// - Important: For code generated by the `@Delegate` macro.
  @inlinable
  @inline(__always)
  public func _$visit<Requirement: DelegateRequirement, Value, Result, Failure: Error>(
    _ requirement: Requirement,
    call: (Delegate) throws(Failure) -> Value,
    accept: (Value) -> Result?
  ) throws(Failure) -> Result? {
    if let unmanaged = _selectedUnmanaged {
      _visits &+= 1
      defer {
        _visits &-= 1
        if _visits == 0, !_parked.isEmpty { _releaseParked() }
      }
      let (result, keepsCall) = try _borrowing(unmanaged) { (selected) throws(Failure) in
        var answered = false
        let result = try selected._$visit(requirement, call: call) { (value) -> Result? in
          answered = true
          return accept(value)
        }
        return (result, result != nil || Self._keepsCall(answered: answered, in: selected))
      }
      if keepsCall { return result }
    }
    return try _default._$visit(requirement, call: call, accept: accept)
  }

  /// Awaits the active delegate through its list; for code generated by the `@Delegate`
  /// macro.
  @inlinable
  public func _$visit<Requirement: DelegateRequirement, Value, Result, Failure: Error>(
    _ requirement: Requirement,
    call: (_$Handover<Delegate>) async throws(Failure) -> Value,
    accept: (Value) -> Result?
  ) async throws(Failure) -> Result? {
    try await _route(requirement, call: call, accept: accept)
  }

  /// What the active route's list knows of how `requirement` is answered; for the runtime.
  public func _$assurance<Requirement: DelegateRequirement>(of requirement: Requirement) -> _$Assurance {
    _answeringList._$assurance(of: requirement)
  }

  /// Whether a call of `requirement`, a requirement of a `@Delegate` protocol, reaches an
  /// implementation: the selected key's delegate's, or the default delegate's when the
  /// selected key has no live delegate.
  public func responds<Requirement: DelegateRequirement>(to requirement: Requirement) -> Bool {
    _answeringList.responds(to: requirement)
  }

  /// Runs `body` on the list `unmanaged` refers to, which the caller keeps alive.
  @inlinable
  @inline(__always)
  func _borrowing<Result, Failure: Error>(
    _ unmanaged: Unmanaged<DelegateList<Delegate>>,
    _ body: (DelegateList<Delegate>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    do {
      return try unmanaged._withUnsafeGuaranteedRef { try body($0) }
    } catch {
      // `body` throws only `Failure`; the standard library's wrapper rethrows untyped.
      throw error as! Failure
    }
  }

  /// Releases the lists replaced during the calls that just ended.
  @usableFromInline
  @inline(never)
  func _releaseParked() {
    _parked.removeAll()
  }
}
