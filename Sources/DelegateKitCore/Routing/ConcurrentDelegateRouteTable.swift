/// Routes every call to one `Sendable` delegate, chosen by a selected key, from any thread.
///
/// The thread-safe form of ``DelegateRouteTable``, with the same rules: the active delegate is
/// the selected key's delegate while it is alive, and otherwise the default delegate. The
/// lock is held to read or change the routes and the selection, never during a call.
///
/// ```swift
/// let routes = ConcurrentDelegateRouteTable<Scope, any SearchDelegate>()
/// routes.setDelegate(unitSearch, for: .units)
/// routes.select(.units)
/// routes.route { $0.searchTextDidChange(text) }
/// ```
public final class ConcurrentDelegateRouteTable<Key: Hashable & Sendable, Delegate: Sendable>: Sendable {
  @usableFromInline
  struct _State: Sendable {
    var routes: [Key: ConcurrentDelegateList<Delegate>] = [:]
    var selectedKey: Key?
    @usableFromInline
    var selected: ConcurrentDelegateList<Delegate>?
  }

  @usableFromInline
  let _state = _LockedBox(_State())
  @usableFromInline
  let _default = ConcurrentDelegateList<Delegate>()

  /// Creates a router with no routes, no selection and no default delegate.
  public init() {}

  /// The key whose delegate receives calls; `nil` routes to the default delegate.
  public var selectedKey: Key? {
    _state.withLock { $0.selectedKey }
  }

  /// Selects the key whose delegate receives calls from now on; `nil` selects the default.
  ///
  /// - Complexity: O(1) on average.
  public func select(_ key: Key?) {
    _state.withLock { state in
      state.selectedKey = key
      state.selected = key.flatMap { state.routes[$0] }
    }
  }

  /// Registers the delegate for `key`, replacing any earlier one; `nil` removes the route.
  ///
  /// - Parameters:
  ///   - delegate: The delegate for calls while `key` is selected.
  ///   - key: The key.
  ///   - retention: Whether the router keeps the delegate alive. Weak by default.
  public func setDelegate(_ delegate: Delegate?, for key: Key, retention: DelegateRetention = .weak) {
    let list = ConcurrentDelegateList<Delegate>()
    if let delegate { list.add(delegate, retention: retention) }
    _state.withLock { state in
      state.routes[key] = delegate == nil ? nil : list
      if key == state.selectedKey { state.selected = state.routes[key] }
    }
  }

  /// The live delegate registered for `key`.
  public func delegate(for key: Key) -> Delegate? {
    _state.withLock { $0.routes[key] }?.firstNonNil { $0 }
  }

  /// Sets the delegate for calls when no key is selected or the selected key has no live
  /// delegate.
  ///
  /// - Parameters:
  ///   - delegate: The delegate, or `nil` for none.
  ///   - retention: Whether the router keeps it alive. Weak by default.
  public func setDefaultDelegate(_ delegate: Delegate?, retention: DelegateRetention = .weak) {
    _default.removeAll()
    if let delegate { _default.add(delegate, retention: retention) }
  }

  /// The default delegate.
  public var defaultDelegate: Delegate? { _default.firstNonNil { $0 } }

  /// The selected key's list, read under the lock; for ``DelegateRouteStorage``.
  @inlinable
  public var _$selectedList: ConcurrentDelegateList<Delegate>? {
    _state.withLock { $0.selected }
  }

  /// The default delegate's list; for ``DelegateRouteStorage``.
  @inlinable
  public var _$defaultList: ConcurrentDelegateList<Delegate> { _default }
}

extension ConcurrentDelegateRouteTable: DelegateRouteStorage {}
