import DelegateKitTable
import Foundation

// Scope A: typing queries a server, whose answers are the rows. The server is a
// fake whose answers the test releases one by one, in the order it chooses.

/// A server whose searches wait until the test answers them.
@MainActor
final class SearchServer {
  private var waiting: [String: CheckedContinuation<[String], Never>] = [:]
  private var answered: [String: [String]] = [:]
  private(set) var queries: [String] = []

  func search(_ text: String) async -> [String] {
    queries.append(text)
    if let rows = answered.removeValue(forKey: text) { return rows }
    return await withCheckedContinuation { waiting[text] = $0 }
  }

  /// Answers the search for `text`, now if it is waiting, or as soon as it is made.
  func respond(to text: String, with rows: [String]) {
    if let continuation = waiting.removeValue(forKey: text) {
      continuation.resume(returning: rows)
    } else {
      answered[text] = rows
    }
  }

  /// The rows the server has for `text`: a few per letter, so answers differ by query.
  static func rows(for text: String, count: Int = 8) -> [String] {
    (1...count).map { "\(text) result \($0)" }
  }
}

/// A detail screen pushed by the scope delegates.
@MainActor
final class DetailController: ViewController {
  let item: String

  init(_ item: String) {
    self.item = item
    super.init()
    title = item
  }
}

/// Scope A: server results for the typed text, the latest request winning.
@MainActor
final class ServerScope: ScopeDelegate {
  let owner: ScopeOwner
  let search: @MainActor (String) async -> [String]
  let requests = LatestRequest<[String]>()
  private(set) var results: [String] = []
  /// Each request's task, by query, for the test to await.
  private(set) var tasks: [String: Task<Bool, Never>] = [:]
  /// What each `owner.reloadData()` answered.
  private(set) var reloads: [Bool] = []
  private(set) var log: [String] = []

  init(owner: ScopeOwner, search: @escaping @MainActor (String) async -> [String]) {
    self.owner = owner
    self.search = search
    owner.tableView?.register(TableViewCell.self, forCellReuseIdentifier: "result")
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    results.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
    cell.text = results[indexPath.row]
    cell.accessoryType = .detailButton
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }

  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    owner.push(DetailController(results[indexPath.row]), animated: false)
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    log.append("didScroll")
  }

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    log.append("text \(searchText)")
    guard !searchText.isEmpty else {
      requests.cancel()
      show([])
      return
    }
    // The operation captures the search function and the text, never `self`.
    let search = search
    tasks[searchText] = requests.perform {
      await search(searchText)
    } deliver: { [weak self] rows in
      self?.show(rows)
    }
  }

  func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    log.append("scope \(selectedScope)")
  }

  /// A server search takes no punctuation: a value answer, routed like the rest.
  func searchBar(
    _ searchBar: SearchBar,
    shouldChangeTextIn range: Range<String.Index>,
    replacementText text: String
  ) -> Bool {
    !text.contains("!")
  }

  func scopeDidBecomeActive(_ tableView: TableView) {
    log.append("active")
  }

  func scopeWillResignActive(_ tableView: TableView) {
    log.append("resign \(tableView.numberOfRows(inSection: 0)) rows")
  }

  private func show(_ rows: [String]) {
    results = rows
    reloads.append(owner.reloadData())
  }
}
