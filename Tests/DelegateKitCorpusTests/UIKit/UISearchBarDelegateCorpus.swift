// UISearchBarDelegate and its parent UIBarPositioningDelegate, transcribed from
// https://developer.apple.com/documentation/uikit/uisearchbardelegate and its methods' pages
// (.../searchbar(_:shouldchangetextin:replacementtext:),
// .../searchbar(_:shouldchangetextinranges:replacementtext:), iOS 26) and
// https://developer.apple.com/documentation/uikit/uibarpositioningdelegate.
// Left out: nothing; 12 requirements plus the parent's one, all optional as in UIKit.
// Not expressible: the iOS 26 ...InRanges variant stands in for the single-range one in UIKit
// (one of the pair is called); here they are two requirements.
// Unclear: position(for:)'s default is not stated; `.any`, UIKit's "unspecified" position.
// UIView is in UIKitStubs.swift.
import DelegateKit
import Foundation
import Testing

/// `UIBarPosition`, with UIKit's four cases.
enum UIBarPosition: Int, Sendable {
  case any, bottom, top, topAttached
}

/// `UIBarPositioning`: a bar that has a position.
protocol UIBarPositioning: AnyObject {
  var barPosition: UIBarPosition { get }
}

/// `UISearchBar`.
final class UISearchBar: UIView, UIBarPositioning {
  var text: String?
  var selectedScopeButtonIndex = 0
  var barPosition: UIBarPosition { .top }
}

/// UIKit's bar positioning delegate, the parent of UISearchBarDelegate (and of the navigation
/// bar's and toolbar's delegates).
@MainActor
@Delegate
protocol UIBarPositioningDelegate: AnyObject {
  @Optional(default: UIBarPosition.any) func position(for bar: any UIBarPositioning) -> UIBarPosition
}

/// UIKit's search bar delegate. The `should` requirements default to true (editing and the
/// change are allowed unless the delegate refuses).
@MainActor
@Delegate
protocol UISearchBarDelegate: UIBarPositioningDelegate {
  @Optional func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  @Optional(default: true)
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  @Optional(default: true)
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextInRanges ranges: [NSValue], replacementText: String) -> Bool
  @Optional(default: true) func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  @Optional func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  @Optional(default: true) func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  @Optional func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  @Optional func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  @Optional func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  @Optional func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  @Optional func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  @Optional func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

/// Searches one scope as the user types; its members are in its body. It names the parent
/// protocol too, so that `@RespondsExactly` answers for the parent's requirements as well.
@ExactResponder
@MainActor
final class ScopeSearcher: UISearchBarDelegate, UIBarPositioningDelegate {
  let scope: String
  let journal: Journal

  init(scope: String, journal: Journal) {
    self.scope = scope
    self.journal = journal
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    journal.record("\(scope).search(\(searchText))")
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    journal.record("\(scope).submit")
  }
}

/// The screen that owns the bar: scopes, cancel, and the bar's position; in an extension.
final class SearchScreen {
  let journal: Journal
  var isLocked = false

  init(journal: Journal) {
    self.journal = journal
  }
}

extension SearchScreen: UISearchBarDelegate {
  func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }

  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { !isLocked }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    searchBar.text = nil
    journal.record("screen.cancel")
  }

  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    journal.record("screen.scope(\(selectedScope))")
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    journal.record("screen.text(\(searchText))")
  }
}

@MainActor
@Suite("UISearchBarDelegate: a bar positioning parent, scopes routed to their own searchers")
struct UISearchBarDelegateCorpusTests {
  @Test("Void calls reach every implementer in registration order, and no one else")
  func voidCalls() {
    let journal = Journal()
    let people = ScopeSearcher(scope: "people", journal: journal)
    let screen = SearchScreen(journal: journal)
    let multicast = UISearchBarDelegateMulticast()
    multicast.add(people)
    multicast.add(screen)
    let bar = UISearchBar()
    bar.text = "ada"
    multicast.searchBar(bar, textDidChange: "ada")
    multicast.searchBarSearchButtonClicked(bar)
    multicast.searchBar(bar, selectedScopeButtonIndexDidChange: 1)
    multicast.searchBarBookmarkButtonClicked(bar)
    multicast.searchBarCancelButtonClicked(bar)
    let expected = ["people.search(ada)", "screen.text(ada)", "people.submit", "screen.scope(1)", "screen.cancel"]
    #expect(journal.entries == expected)
    #expect(bar.text == nil)
  }

  @Test("Values, the parent's included: the first implementer, or the defaults")
  func values() {
    let journal = Journal()
    let bar = UISearchBar()
    let multicast = UISearchBarDelegateMulticast()
    #expect(multicast.searchBarShouldBeginEditing(bar))
    #expect(multicast.position(for: bar) == UIBarPosition.any, "UIBarPositioningDelegate's default")
    #expect(multicast.searchBar(bar, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a"))
    let people = ScopeSearcher(scope: "people", journal: journal)
    multicast.add(people)
    #expect(multicast.position(for: bar) == UIBarPosition.any, "the searcher leaves it to UIKit")
    let screen = SearchScreen(journal: journal)
    screen.isLocked = true
    multicast.add(screen)
    #expect(multicast.searchBarShouldBeginEditing(bar) == false)
    #expect(multicast.searchBarShouldEndEditing(bar))
    #expect(multicast.position(for: bar) == .topAttached)
    let parentOnly = UIBarPositioningDelegateMulticast()
    parentOnly.add(multicast)
    #expect(parentOnly.position(for: bar) == .topAttached, "a search bar multicast is a bar positioning delegate")
  }

  @Test("A router sends the search text to the selected scope's searcher")
  func scopesRouted() {
    let journal = Journal()
    let people = ScopeSearcher(scope: "people", journal: journal)
    let units = ScopeSearcher(scope: "units", journal: journal)
    let router = UISearchBarDelegateRouter<Int>()
    router.setDelegate(people, for: 0)
    router.setDelegate(units, for: 1)
    let bar = UISearchBar()
    router.searchBar(bar, textDidChange: "nobody selected")
    router.select(0)
    router.searchBar(bar, textDidChange: "ada")
    router.select(1)
    router.searchBar(bar, textDidChange: "lab")
    router.searchBarSearchButtonClicked(bar)
    #expect(journal.entries == ["people.search(ada)", "units.search(lab)", "units.submit"])
    let proxy = UISearchBarDelegateProxy(people)
    proxy.searchBarCancelButtonClicked(bar)
    #expect(proxy.searchBarShouldEndEditing(bar))
    #expect(journal.entries.count == 3)
  }

  @Test("responds(to:) for the child's and the parent's requirements")
  func responds() {
    let journal = Journal()
    let people = ScopeSearcher(scope: "people", journal: journal)
    let screen = SearchScreen(journal: journal)
    let multicast = UISearchBarDelegateMulticast()
    multicast.add(people)
    #expect(multicast.responds(to: .searchBarTextDidChange))
    #expect(!multicast.responds(to: .searchBarCancelButtonClicked), "@RespondsExactly: known at registration")
    #expect(!multicast.responds(to: UIBarPositioningDelegateRequirement.positionFor))
    multicast.add(screen)
    #expect(multicast.responds(to: UIBarPositioningDelegateRequirement.positionFor))
    #expect(multicast.responds(to: .searchBarResultsListButtonClicked), "the screen: not called yet")
    multicast.searchBarResultsListButtonClicked(UISearchBar())
    #expect(!multicast.responds(to: .searchBarResultsListButtonClicked))
  }
}
