/// A scope delegate's way back to the ``ScopeViewController`` that owns it: typed, and
/// holding the controller weakly.
///
/// The controller gives one to each delegate it makes (see
/// ``ScopeViewController/Scope``). Store it: it is a value with a weak reference inside, so
/// the delegate can keep it for its whole life without keeping the controller alive, and
/// the controller, which keeps its delegates, forms no cycle with them.
///
/// ```swift
/// func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
///   owner.push(PersonScreen(people[indexPath.row]), animated: true)
/// }
/// func show(_ results: [String]) {
///   people = results
///   owner.reloadData()          // redraws only while this scope is selected
/// }
/// ```
///
/// It is typed, holds the controller weakly, and acts for one scope: a notification asking
/// for a reload, which any object can post and which names no sender, or a raw pointer to
/// the controller would be none of these.
///
/// A scope that is not selected does not own the table: ``reloadData()`` and
/// ``push(_:animated:)`` do nothing for it, so a late answer to its search never draws
/// over another scope's rows. The table reloads when the scope is selected again.
@MainActor
public struct ScopeOwner {
  /// The controller, while it is alive.
  public private(set) weak var viewController: ScopeViewController?

  /// The index of the scope this owner was given to, or `nil` for the default delegate of
  /// a controller without scopes.
  public let scopeIndex: Int?

  /// Creates the handle the controller gives the delegate of scope `scopeIndex`.
  init(_ viewController: ScopeViewController, scopeIndex: Int?) {
    self.viewController = viewController
    self.scopeIndex = scopeIndex
  }

  /// Whether the controller is alive and shows this scope: its delegate gets the calls.
  public var isActive: Bool {
    guard let viewController else { return false }
    return viewController.selectedScopeIndex == scopeIndex
  }

  /// The table every scope of the controller fills.
  ///
  /// Use it to register cell classes; to redraw, call ``reloadData()``, which checks that
  /// this scope is the one shown.
  public var tableView: TableView? {
    viewController?.tableView
  }

  /// The controller's search bar.
  public var searchBar: SearchBar? {
    viewController?.searchBar
  }

  /// The navigation controller whose stack holds the controller.
  public var navigationController: NavigationController? {
    viewController?.navigationController
  }

  /// Reloads the table, when this scope is the one shown.
  ///
  /// - Returns: Whether the table reloaded: `false` while another scope is selected or the
  ///   controller is gone.
  @discardableResult
  public func reloadData() -> Bool {
    guard isActive, let viewController else { return false }
    viewController.tableView.reloadData()
    return true
  }

  /// Pushes `viewController` on the controller's navigation stack, when this scope is the
  /// one shown.
  ///
  /// - Parameters:
  ///   - viewController: The controller to show.
  ///   - animated: Passed to the appearance callbacks.
  /// - Returns: Whether it was pushed: `false` while another scope is selected, or when the
  ///   controller is gone or on no navigation stack.
  @discardableResult
  public func push(_ viewController: ViewController, animated: Bool) -> Bool {
    guard isActive, let navigationController else { return false }
    navigationController.pushViewController(viewController, animated: animated)
    return true
  }
}
