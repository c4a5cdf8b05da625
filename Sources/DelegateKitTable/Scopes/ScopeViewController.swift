import DelegateKit
public import Foundation

/// A table with a search bar whose scope buttons each select a delegate object, with ordered,
/// typed scopes and no forwarding code.
///
/// Each scope has a title and a factory for its ``ScopeDelegate``, which is at once the
/// table's data source, the table's delegate and the search bar's delegate:
///
/// ```swift
/// let screen = ScopeViewController(scopes: [
///   .init("Servers") { owner in ServerScope(owner: owner, search: api.search) },
///   .init("Units") { owner in UnitsScope.router(owner: owner, store: store) },
/// ])
/// navigation.pushViewController(screen, animated: true)
/// ```
///
/// ### Routing
///
/// The table's ``TableView/dataSource`` and ``TableView/delegate`` are a generated
/// `ScopeDelegateRouter<Int>` keyed by scope index, which forwards every call to the
/// selected scope's delegate; the search bar's delegate is a `SearchBarDelegateMulticast`
/// of the controller's scope-bar listener and the same router. The controller implements no
/// requirement itself: a call reaches a scope delegate through one generated member.
///
/// ### Switching
///
/// The user's tap on a scope button (``SearchBar/userSelectScope(_:)``) or
/// ``selectScope(at:)`` tells the leaving scope's delegate
/// (``ScopeDelegate/scopeWillResignActive(_:)``), saves that scope's scroll position,
/// selection and search text, routes every call to the new scope's delegate, restores that
/// scope's search text, reloads the table, restores its selection and scroll position (the
/// top, on a first visit) and tells its delegate (``ScopeDelegate/scopeDidBecomeActive(_:)``).
/// A saved row that no longer exists is not selected again, and a saved offset past the new
/// content is clamped. The new scope's delegate then hears
/// ``SearchBarDelegate/searchBar(_:selectedScopeButtonIndexDidChange:)`` from a user's tap,
/// and nothing from a program's, as in UIKit. Change scopes through these two only: setting
/// ``SearchBar/selectedScopeButtonIndex`` yourself moves the button and nothing else.
///
/// ### No scopes
///
/// Made with no scopes, the controller makes a default delegate, which serves every call,
/// and hides the scope bar.
///
/// ### Lifetime
///
/// The controller keeps its scope delegates; each holds a ``ScopeOwner``, which holds the
/// controller weakly. Popping the controller off its navigation stack frees it, its table
/// and its delegates.
@MainActor
open class ScopeViewController: ViewController {
  /// A function that makes a scope's delegate, given the handle through which the delegate
  /// talks to the controller.
  public typealias DelegateFactory = @MainActor (ScopeOwner) -> any ScopeDelegate

  /// The table every scope fills. It is the controller's ``ViewController/view``.
  public let tableView: TableView

  /// The search bar, with a scope button per scope.
  public let searchBar: SearchBar

  /// The scopes' titles, in the order of their buttons; empty for a controller without
  /// scopes.
  public let scopeTitles: [String]

  /// The index of the shown scope, or `nil` for a controller without scopes.
  public internal(set) var selectedScopeIndex: Int?

  /// Every call of the table and the search bar goes to the selected scope's delegate
  /// through this router.
  let router = ScopeDelegateRouter<Int>()

  /// The search bar's delegate: the scope-bar listener, then the router.
  let searchBarDelegates = SearchBarDelegateMulticast()

  /// Hears the user's scope taps for the controller, which is no search bar delegate itself.
  let scopeBarListener = ScopeBarListener()

  /// What each scope showed when it was left, by scope index.
  var savedStates: [Int: ScopeState] = [:]

  /// Creates a controller with a scope per element of `scopes`, and a delegate for each,
  /// made now in order. The first scope is selected.
  ///
  /// - Parameters:
  ///   - scopes: The scopes, in the order of their buttons.
  ///   - makeDefaultDelegate: Makes the delegate that serves when `scopes` is empty; called
  ///     only then.
  ///   - tableFrame: The table's frame.
  /// - Precondition: `scopes` is not empty, or `makeDefaultDelegate` is given.
  public init(scopes: [Scope], defaultDelegate makeDefaultDelegate: DelegateFactory? = nil, tableFrame: CGRect = .zero)
  {
    precondition(
      !scopes.isEmpty || makeDefaultDelegate != nil,
      "ScopeViewController: no scopes and no default delegate; give one or the other"
    )
    tableView = TableView(frame: tableFrame)
    searchBar = SearchBar()
    scopeTitles = scopes.map(\.title)
    selectedScopeIndex = scopes.isEmpty ? nil : 0
    super.init()
    searchBar.scopeButtonTitles = scopeTitles
    searchBar.showsScopeBar = !scopes.isEmpty
    // Selected before the factories run, so an owner asked from one already knows whether
    // its scope is shown.
    router.select(selectedScopeIndex)
    for (index, scope) in scopes.enumerated() {
      router.setDelegate(scope.makeDelegate(ScopeOwner(self, scopeIndex: index)), for: index, retention: .strong)
    }
    if scopes.isEmpty, let makeDefaultDelegate {
      router.setDefaultDelegate(makeDefaultDelegate(ScopeOwner(self, scopeIndex: nil)), retention: .strong)
    }
    scopeBarListener.controller = self
    // The listener first: the new scope's delegate is in place when the router passes the
    // tap on.
    searchBarDelegates.add(scopeBarListener)
    searchBarDelegates.add(router)
    searchBar.delegate = searchBarDelegates
    tableView.dataSource = router
    tableView.delegate = router
  }

  /// Creates a controller without scopes: one delegate serves every call and the scope bar
  /// is hidden.
  ///
  /// - Parameters:
  ///   - makeDelegate: Makes the delegate.
  ///   - tableFrame: The table's frame.
  public convenience init(delegate makeDelegate: @escaping DelegateFactory, tableFrame: CGRect = .zero) {
    self.init(scopes: [], defaultDelegate: makeDelegate, tableFrame: tableFrame)
  }

  /// The delegate of scope `index`.
  ///
  /// - Precondition: `index` is the index of a scope.
  public func delegate(forScopeAt index: Int) -> any ScopeDelegate {
    checkScope(index, operation: "delegate(forScopeAt:)")
    guard let delegate = router.delegate(for: index) else {
      preconditionFailure("ScopeViewController lost the delegate of scope \(index), which it keeps strongly")
    }
    return delegate
  }

  /// The delegate that serves a controller without scopes; `nil` when there are scopes.
  public var defaultDelegate: (any ScopeDelegate)? {
    router.defaultDelegate
  }

  /// The delegate that gets the table's and the search bar's calls now.
  public var activeDelegate: (any ScopeDelegate)? {
    router.activeDelegate
  }

  /// Makes the table the controller's view.
  open override func loadView() {
    view = tableView
  }
}
