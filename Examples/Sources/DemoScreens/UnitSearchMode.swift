import DelegateKitTable
import DemoStore
import Foundation

/// Units of every organization whose name matches the search text.
///
/// The list holds the first ``limit`` matches by name. When it is full, the matches are
/// counted apart, and the header says both: "first 200 of 124,227 units matching “9”".
/// The results of a new search text start at their top; a change to the same search's
/// results (another connection's edit) keeps the cursor on its unit.
@MainActor
final class UnitSearchMode: ObservedListMode<DemoStore.Unit> {
  /// The most units listed.
  static let limit = 200
  private(set) var text = ""
  /// How many units match ``answeredText`` in all, once counted; counted only when the
  /// list is full.
  private var total: (text: String, count: Int)?
  /// The count under way.
  private var counting: Task<Void, Never>?
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
      observe(DemoStore.fetchUnitSearch(text, limit: Self.limit))
    }
  }

  /// Counts the matches of `text` when the list is full, for the header.
  private func countMatches(of text: String) {
    counting?.cancel()
    counting = nil
    guard items.count >= Self.limit else {
      total = (text, items.count)
      return
    }
    let store = environment.store
    counting = Task { [weak self] in
      guard let count = try? await store.countUnitSearch(text), !Task.isCancelled, let self,
        answeredText == text
      else { return }
      total = (text, count)
      modes.owner.tableView?.setNeedsDisplay()
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
    let isNewSearch = answeredText != searchedText
    answeredText = searchedText
    countMatches(of: searchedText)
    if isNewSearch, modes.isShowing(.search), let table = modes.owner.tableView {
      table.showFromTop(withCursor: table.focusedIndexPath != nil)
    }
    modes.owner.tableView?.setNeedsDisplay()
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    guard answeredText == text else { return "Searching “\(text)”…" }
    let shown = snapshot.numberOfItems(inSection: 0)
    guard shown >= Self.limit else { return "\(unitsPhrase(shown)) matching “\(text)”" }
    guard let total, total.text == text else { return "first \(shown) units matching “\(text)” (counting…)" }
    guard total.count > shown else { return "\(unitsPhrase(shown)) matching “\(text)”" }
    return "first \(shown) of \(groupedCount(total.count)) units matching “\(text)”"
  }

  override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 1 }
}
