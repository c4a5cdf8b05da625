import DelegateKitTable
import Foundation
import Testing

@MainActor
final class SearchRecorder: SearchBarDelegate {
  var log: [String] = []
  var refuse: Set<String> = []
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("begin") }
  func searchBarTextDidEndEditing(_ searchBar: SearchBar) { log.append("end") }
  func searchBar(
    _ searchBar: SearchBar,
    shouldChangeTextIn range: Range<String.Index>,
    replacementText text: String
  ) -> Bool {
    !refuse.contains(text)
  }
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
  func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    log.append("scope \(selectedScope)")
  }
  func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
}

@MainActor
@Suite("SearchBar runs UIKit's delegate messages for the user's actions")
struct SearchBarTests {
  @Test("Typing, refusing, scopes, search and cancel")
  func userActions() {
    let bar = SearchBar()
    let recorder = SearchRecorder()
    bar.delegate = recorder
    bar.scopeButtonTitles = ["All", "People", "Places"]
    bar.userType("a")
    bar.userType("b")
    recorder.refuse = ["!"]
    #expect(!bar.userType("!"))
    bar.userDeleteBackward()
    bar.userSelectScope(2)
    bar.userSelectScope(2)
    bar.userSelectScope(7)
    bar.userSearch()
    bar.userCancel()
    #expect(recorder.log == ["begin", "text a", "text ab", "text a", "scope 2", "search", "cancel", "end"])
    #expect(bar.text == "a")
    #expect(bar.selectedScopeButtonIndex == 2)
  }

  @Test("Setting text or scope in code tells the delegate nothing")
  func programmatic() {
    let bar = SearchBar()
    let recorder = SearchRecorder()
    bar.delegate = recorder
    bar.scopeButtonTitles = ["A", "B"]
    bar.text = "hello"
    bar.selectedScopeButtonIndex = 1
    #expect(recorder.log.isEmpty)
    bar.scopeButtonTitles = ["Only"]
    #expect(bar.selectedScopeButtonIndex == 0)
  }
}
