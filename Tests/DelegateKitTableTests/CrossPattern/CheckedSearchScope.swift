import DelegateKitTable
import Foundation

/// A search the scope's server holds until the harness answers it.
@MainActor
final class HeldSearch {
  let query: String
  let scope: Int
  fileprivate let continuation: CheckedContinuation<[String], Never>
  /// Set when the search returned to the scope's request, which then delivered or dropped
  /// it in the same job.
  fileprivate(set) var isDone = false

  fileprivate init(query: String, scope: Int, continuation: CheckedContinuation<[String], Never>) {
    self.query = query
    self.scope = scope
    self.continuation = continuation
  }

  /// Answers with `count` rows naming the scope and the query.
  func reply(count: Int) {
    continuation.resume(returning: (0..<count).map { "s\(scope) \(query) \($0)" })
  }
}

/// The searches of every scope, held.
@MainActor
final class SearchDesk {
  private(set) var held: [HeldSearch] = []

  func search(_ query: String, scope: Int) async -> [String] {
    var search: HeldSearch?
    let rows = await withCheckedContinuation { continuation in
      let held = HeldSearch(query: query, scope: scope, continuation: continuation)
      search = held
      self.held.append(held)
    }
    search?.isDone = true
    return rows
  }

  /// Takes out the search at `index`, to answer it.
  func take(at index: Int) -> HeldSearch {
    held.remove(at: index)
  }
}

/// A scope delegate whose results come from the desk, the latest request winning, and whose
/// every call checks its index path against the rows it has.
@MainActor
final class CheckedSearchScope: ScopeDelegate {
  let owner: ScopeOwner
  let index: Int
  let desk: SearchDesk
  let requests = LatestRequest<[String]>()
  private(set) var results: [String] = []
  /// The text this scope last saw typed: its own search text.
  private(set) var text = ""
  private(set) var violations: [String] = []

  init(owner: ScopeOwner, index: Int, desk: SearchDesk) {
    self.owner = owner
    self.index = index
    self.desk = desk
  }

  private func check(_ indexPath: IndexPath, _ call: String) -> Bool {
    if !owner.isActive { violations.append("\(call) reached scope \(index) while inactive") }
    guard indexPath.section == 0, results.indices.contains(indexPath.row) else {
      violations.append("\(call) at \(indexPath) with \(results.count) rows in scope \(index)")
      return false
    }
    return true
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    if !owner.isActive { violations.append("numberOfRows reached scope \(index) while inactive") }
    return results.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.text = check(indexPath, "cellForRowAt") ? results[indexPath.row] : "?"
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    _ = check(indexPath, "didSelectRowAt")
  }

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    if !owner.isActive { violations.append("textDidChange reached scope \(index) while inactive") }
    text = searchText
    guard !searchText.isEmpty else {
      requests.cancel()
      show([], for: "")
      return
    }
    let desk = desk
    let scope = index
    requests.perform {
      await desk.search(searchText, scope: scope)
    } deliver: { [weak self] rows in
      self?.show(rows, for: searchText)
    }
  }

  private func show(_ rows: [String], for query: String) {
    if query != text { violations.append("scope \(index) drew \"\(query)\" while its text is \"\(text)\"") }
    if let stranger = rows.first(where: { !$0.hasPrefix("s\(index) \(query) ") }) {
      violations.append("scope \(index) drew \"\(stranger)\" for \"\(query)\"")
    }
    results = rows
    _ = owner.reloadData()
  }
}
