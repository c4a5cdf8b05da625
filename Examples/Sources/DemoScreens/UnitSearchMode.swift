import DelegateKitTable
import DemoStore
import Foundation

/// Units of every organization whose name matches the search text.
@MainActor
final class UnitSearchMode: ObservedListMode<DemoStore.Unit> {
  private(set) var text = ""
  /// The text of the search observed now.
  private var searchedText = ""
  /// The text whose results are on screen: until it is ``text``, the header says that the
  /// search is under way rather than count the previous search's rows under the new text.
  private var answeredText: String?
  private var returnMode = UnitsMode.organizations
  /// The search waiting out the debounce: each key cancels the one before, so typing a
  /// word over a million units scans them once, not once per letter.
  private var pending: Task<Void, Never>?

  init(modes: ScopeModes<UnitsMode>, environment: DemoEnvironment) {
    super.init(modes: modes, mode: .search, environment: environment)
  }

  /// Searches `text`, switching to this mode; empty text goes back where the user was.
  func search(_ text: String) {
    self.text = text
    pending?.cancel()
    pending = nil
    guard !text.isEmpty else {
      observation = nil
      show([])
      if modes.isShowing(.search) { modes.select(returnMode) }
      return
    }
    if !modes.isShowing(.search) {
      returnMode = modes.mode
      show([])
      modes.select(.search)
    }
    let (clock, pause) = (environment.clock, environment.debounce)
    pending = Task { [weak self] in
      do { try await clock.sleep(for: pause) } catch { return }
      guard let self, !Task.isCancelled, self.text == text else { return }
      searchedText = text
      observe(DemoStore.fetchUnitSearch(text))
    }
  }

  /// A unit's kind and its organization: the results come from every organization.
  override func configure(_ cell: TableViewCell, with item: DemoStore.Unit) {
    cell.text = item.name
    let directory = modes.owner.viewController as? DirectoryScreen
    let organization = directory?.organizationName(id: item.organizationId)
    cell.detailText = organization.map { "\(item.kind) · \($0)" } ?? item.kind
  }

  override func didShowObservedValue() {
    answeredText = searchedText
    modes.owner.tableView?.setNeedsDisplay()
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    guard answeredText == text else { return "Searching “\(text)”…" }
    return "\(unitsPhrase(snapshot.numberOfItems(inSection: 0))) matching “\(text)”"
  }

  override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 1 }
}
