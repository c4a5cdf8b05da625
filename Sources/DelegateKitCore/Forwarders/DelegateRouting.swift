/// The router the `@Delegate` macro generates for a protocol: every call goes to the
/// delegate of the selected key, or to a default delegate. Its members are documented here
/// once.
///
/// ```swift
/// let router = SearchDelegateRouter<Scope>()     // generated for `@Delegate protocol SearchDelegate`
/// router.setDelegate(people, for: .people, retention: .strong)
/// router.setDelegate(units, for: .units, retention: .strong)
/// router.setDefaultDelegate(everything)
/// router.select(.units)
/// searchBar.delegate = router                     // a router is a SearchDelegate
/// ```
///
/// The active delegate is the selected key's delegate while it is alive, and otherwise the
/// default delegate. When the active delegate does not implement an `@Optional`
/// requirement, the requirement's default answers (the default delegate is not asked).
/// Delegates are held weakly unless set `.strong`.
public protocol DelegateRouting<_$Key, _$Delegate>: DelegateForwarder
where _$Storage: DelegateRouteStorage, _$Storage.Key == _$Key {
  /// The key that selects a route.
  associatedtype _$Key: Hashable
}

extension DelegateRouting {
  /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
  ///
  /// - Complexity: O(1) on average.
  public func select(_ key: _$Key?) {
    _$storage.select(key)
  }

  /// The selected key.
  public var selectedKey: _$Key? {
    _$storage.selectedKey
  }

  /// Registers the delegate for `key`, replacing any earlier one; `nil` removes the route.
  ///
  /// - Parameters:
  ///   - delegate: The delegate for calls while `key` is selected.
  ///   - key: The key.
  ///   - retention: Whether the router keeps the delegate alive. Weak by default.
  public func setDelegate(_ delegate: _$Delegate?, for key: _$Key, retention: DelegateRetention = .weak) {
    _$storage.setDelegate(delegate, for: key, retention: retention)
  }

  /// Sets the delegate used when no key is selected or the selected key has none.
  ///
  /// - Parameters:
  ///   - delegate: The delegate, or `nil` for none.
  ///   - retention: Whether the router keeps it alive. Weak by default.
  public func setDefaultDelegate(_ delegate: _$Delegate?, retention: DelegateRetention = .weak) {
    _$storage.setDefaultDelegate(delegate, retention: retention)
  }

  /// The live delegate registered for `key`.
  public func delegate(for key: _$Key) -> _$Delegate? {
    _$storage.delegate(for: key)
  }

  /// The delegate used when no key is selected or the selected key has none.
  public var defaultDelegate: _$Delegate? {
    _$storage.defaultDelegate
  }

  /// The delegate that calls reach now.
  public var activeDelegate: _$Delegate? {
    _$storage.activeDelegate
  }

}
