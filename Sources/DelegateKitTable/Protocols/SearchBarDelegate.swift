public import DelegateKit

/// What a ``SearchBar`` tells about its text and scope buttons: UIKit's
/// `UISearchBarDelegate` without the prefix. ``ScopeViewController`` routes these, with the
/// table's, to the selected scope's delegate through a generated `ScopeDelegateRouter`.
@Delegate
@MainActor
public protocol SearchBarDelegate: AnyObject {
  /// Whether the search bar may start editing; `true` by default.
  @Optional(default: true) func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
  /// Editing began.
  @Optional func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  /// Editing ended.
  @Optional func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  /// Whether the user's edit of `range` into `text` is accepted; `true` by default.
  @Optional(default: true)
  func searchBar(
    _ searchBar: SearchBar,
    shouldChangeTextIn range: Range<String.Index>,
    replacementText text: String
  ) -> Bool
  /// The text changed, by the user.
  @Optional func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// The user picked another scope button.
  @Optional func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
  /// The user asked to search.
  @Optional func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The user tapped Cancel.
  @Optional func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}
