import DelegateKit

/// The modes of one scope, each served by its own ``ScopeDelegate``: a scope whose table shows
/// organisations, an organisation's units, or a search across all units has a delegate for
/// each.
///
/// A `ScopeModes` builds a generated `ScopeDelegateRouter<Mode>` over the modes' delegates.
/// The router is a `ScopeDelegate` itself, so it is what the scope's factory returns: the
/// controller routes a call to the scope, and the scope's router to the selected mode,
/// through generated members at both levels. The modes' delegates switch modes through the
/// `ScopeModes` they are given:
///
/// ```swift
/// enum UnitsMode { case organisations, units, search }
///
/// ScopeViewController.Scope("Units") { owner in
///   let modes = ScopeModes(owner: owner, initialMode: UnitsMode.organisations)
///   return modes.makeRouter([
///     .organisations: OrganisationsMode(store: store, modes: modes),
///     .units: UnitsMode(store: store, modes: modes),
///     .search: UnitSearchMode(store: store, modes: modes),
///   ])
/// }
///
/// // In OrganisationsMode:
/// func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
///   store.organisation = store.organisations[indexPath.row]
///   modes.select(.units)
/// }
/// ```
///
/// ### Switching
///
/// ``select(_:)`` saves the leaving mode's scroll position and selection, routes every call
/// to the new mode's delegate, reloads the table and restores the new mode's scroll
/// position and selection (the top, on a first visit): coming back from an organisation's
/// units finds the organisations where the user left them. While the scope is not shown,
/// it only reroutes: the table belongs to another scope, and the controller reloads it when
/// the scope comes back. The search text is the scope's, not a mode's: the controller keeps
/// it, and a search mode reads it.
///
/// ### Ownership
///
/// The controller keeps the router, the router keeps the modes' delegates, and they keep
/// this object: store it in each delegate that switches modes. It holds the router weakly
/// and its ``owner`` holds the controller weakly, so nothing forms a cycle, and popping the
/// controller frees all of them.
@MainActor
public final class ScopeModes<Mode: Hashable> {
  /// The handle of the scope these modes belong to.
  public let owner: ScopeOwner

  /// The mode shown.
  public private(set) var mode: Mode

  /// The router made by ``makeRouter(_:)``, alive while the controller keeps it.
  private weak var router: ScopeDelegateRouter<Mode>?

  /// What each mode showed when it was left.
  private var savedStates: [Mode: TableState] = [:]

  /// Creates the modes of the scope of `owner`; give them their delegates with
  /// ``makeRouter(_:)``.
  ///
  /// - Parameters:
  ///   - owner: The handle the scope's factory was given.
  ///   - initialMode: The mode shown first.
  public init(owner: ScopeOwner, initialMode: Mode) {
    self.owner = owner
    self.mode = initialMode
  }

  /// Makes the router of these modes, which keeps `delegates` and routes to the delegate
  /// of ``mode``. Return it from the scope's factory.
  ///
  /// - Parameter delegates: The delegate of each mode.
  /// - Returns: The router: a ``ScopeDelegate`` to register as the scope's delegate.
  /// - Precondition: Called once, with a delegate for the initial mode.
  public func makeRouter(_ delegates: [Mode: any ScopeDelegate]) -> ScopeDelegateRouter<Mode> {
    precondition(router == nil, "ScopeModes.makeRouter(_:): called twice; one ScopeModes serves one router")
    precondition(delegates[mode] != nil, "ScopeModes.makeRouter(_:): no delegate for the initial mode \(mode)")
    let router = ScopeDelegateRouter<Mode>()
    for (mode, delegate) in delegates {
      router.setDelegate(delegate, for: mode, retention: .strong)
    }
    router.select(mode)
    self.router = router
    return router
  }

  /// Whether `mode` is the mode shown and its scope the scope shown.
  public func isShowing(_ mode: Mode) -> Bool {
    mode == self.mode && owner.isActive
  }

  /// Shows `mode`: saves the leaving mode's scroll position and selection, routes every
  /// call to the new mode's delegate, reloads the table and restores the new mode's. The
  /// leaving mode's delegate hears ``ScopeDelegate/scopeWillResignActive(_:)`` first, and
  /// the new one ``ScopeDelegate/scopeDidBecomeActive(_:)`` last. While the scope is not
  /// shown it only reroutes, and tells no delegate. Selecting the shown mode does nothing.
  ///
  /// - Parameter mode: The mode to show.
  /// - Precondition: ``makeRouter(_:)`` gave `mode` a delegate, if it was called.
  public func select(_ mode: Mode) {
    guard mode != self.mode else { return }
    if let router {
      precondition(router.delegate(for: mode) != nil, "ScopeModes.select(_:): mode \(mode) has no delegate")
    }
    // Before makeRouter(_:) there is nothing to route or redraw: the router selects the mode.
    let table = router != nil && owner.isActive ? owner.tableView : nil
    if let table {
      router?.scopeWillResignActive(table)
      savedStates[self.mode] = TableState(capturing: table)
    }
    self.mode = mode
    router?.select(mode)
    guard let table else { return }
    table.reloadData()
    (savedStates[mode] ?? .top(of: table)).restore(to: table)
    router?.scopeDidBecomeActive(table)
  }

  /// Reloads the table when `mode` is the mode shown and its scope the scope shown: how a
  /// mode's delegate redraws after its data changed without drawing over another mode.
  ///
  /// - Parameter mode: The mode whose data changed.
  /// - Returns: Whether the table reloaded.
  @discardableResult
  public func reloadData(for mode: Mode) -> Bool {
    guard mode == self.mode else { return false }
    return owner.reloadData()
  }
}
