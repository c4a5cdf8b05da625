public import DelegateKit

/// The object that serves one scope of a ``ScopeViewController``: at once the table's data
/// source, the table's delegate and the search bar's delegate.
///
/// Implement the table and search bar requirements as for any table screen. The controller
/// makes one delegate per scope, with a ``ScopeOwner`` for talking back, and routes every
/// call to the selected scope's:
///
/// ```swift
/// final class PeopleScope: ScopeDelegate {
///   let owner: ScopeOwner
///   var people: [String] = []
///   init(owner: ScopeOwner) {
///     self.owner = owner
///     owner.tableView?.register(TableViewCell.self, forCellReuseIdentifier: "person")
///   }
///   func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { people.count }
///   func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
///     cell.text = people[indexPath.row]
///     return cell
///   }
///   func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { … }
/// }
/// ```
///
/// It is a `@Delegate` protocol for its generated router: `ScopeDelegateRouter<Key>`
/// forwards every requirement of the three protocols (and of ``ScrollViewDelegate``, which
/// the table's delegate refines) to the delegate of its selected key, and is itself a
/// `ScopeDelegate`. So the controller needs one router, keyed by scope index, where three
/// (`TableViewDataSourceRouter`, `TableViewDelegateRouter`, `SearchBarDelegateRouter`)
/// would have to be kept on the same key; and a scope with modes registers a router of its
/// modes, built by ``ScopeModes``, where a plain scope registers itself, with no forwarding
/// code written by hand at either level.
///
/// Its own two requirements tell a delegate when calls start and stop reaching it: as its
/// scope is selected and left, and, for the delegate of a mode, as its mode is. Neither is
/// sent for the scope or mode shown first.
@Delegate
@MainActor
public protocol ScopeDelegate: TableViewDataSource, TableViewDelegate, SearchBarDelegate {
  /// Calls reach this delegate from now on: its scope or mode is shown, the table has
  /// reloaded from it, and its saved selection and scroll position are back.
  ///
  /// - Parameter tableView: The table the delegate now fills.
  @Optional func scopeDidBecomeActive(_ tableView: TableView)

  /// Calls stop reaching this delegate: another scope or mode is about to be shown. The
  /// table still shows this delegate's rows, and its selection and scroll position are
  /// saved after this returns.
  ///
  /// - Parameter tableView: The table the delegate filled.
  @Optional func scopeWillResignActive(_ tableView: TableView)
}
