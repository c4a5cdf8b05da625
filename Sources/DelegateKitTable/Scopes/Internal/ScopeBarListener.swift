/// Tells its controller of the user's taps on scope buttons, so that the controller, which
/// routes the search bar's calls, need not be a search bar delegate itself.
@MainActor
final class ScopeBarListener: SearchBarDelegate {
  weak var controller: ScopeViewController?

  func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    controller?.switchScope(to: selectedScope)
  }
}
