import DelegateKit

extension ScopeViewController {
  /// Shows scope `index`, as the user's tap on its button does, but without telling the new
  /// scope's delegate (a program's change of the search bar tells no delegate, as in
  /// UIKit).
  ///
  /// The leaving scope's delegate hears ``ScopeDelegate/scopeWillResignActive(_:)``, and its
  /// scroll position, selection and search text are saved; every call then goes to the new
  /// scope's delegate; its search text comes back, the table reloads, its selection and
  /// scroll position come back, and it hears ``ScopeDelegate/scopeDidBecomeActive(_:)``.
  /// Selecting the shown scope does nothing.
  ///
  /// - Parameter index: The index of the scope to show.
  /// - Precondition: `index` is the index of a scope.
  public func selectScope(at index: Int) {
    checkScope(index, operation: "selectScope(at:)")
    searchBar.selectedScopeButtonIndex = index
    switchScope(to: index)
  }

  /// Saves the shown scope, reroutes to `index`, reloads and restores. The search bar
  /// already shows `index` selected.
  func switchScope(to index: Int) {
    guard index != selectedScopeIndex, scopeTitles.indices.contains(index) else { return }
    router.scopeWillResignActive(tableView)
    if let leaving = selectedScopeIndex {
      savedStates[leaving] = ScopeState(table: TableState(capturing: tableView), searchText: searchBar.text ?? "")
    }
    // Selected before the reload, so the table asks the new delegate, and an owner asked
    // during the reload knows its scope is shown.
    selectedScopeIndex = index
    router.select(index)
    let saved = savedStates[index]
    searchBar.text = saved?.searchText ?? ""
    tableView.reloadData()
    (saved?.table ?? .top(of: tableView)).restore(to: tableView)
    router.scopeDidBecomeActive(tableView)
  }

  /// Stops the program unless `index` is the index of a scope.
  func checkScope(_ index: Int, operation: StaticString) {
    precondition(
      scopeTitles.indices.contains(index),
      "ScopeViewController.\(operation): scope \(index) is out of range: the controller has \(scopeTitles.count) scopes"
    )
  }
}
