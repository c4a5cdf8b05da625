public import DelegateKitTable
public import DemoClient
public import Foundation

/// The People scope: searches the HTTP server as the user types, debounced, the latest
/// request winning. A failure shows as a row naming the problem; selecting it retries.
///
/// Each answer to a new search is a new list: it shows from its top, the header in view
/// and the cursor, if the user had one, on its first row. The server sends the first
/// matches and their total; the header says both when they differ ("first 50 of 3,000
/// people").
@MainActor
public final class PeopleScope: ScopeDelegate {
  /// What the scope shows.
  public enum State: Equatable, Sendable {
    /// Waiting for the first answer.
    case loading
    /// The server's answer for `query`.
    case loaded(PeopleResult)
    /// The request failed; the message names the problem.
    case failed(String)
  }

  /// What the scope shows now.
  public private(set) var state = State.loading
  /// The text searched last.
  public private(set) var query = ""
  private let owner: ScopeOwner
  private let environment: DemoEnvironment
  private let requests = LatestRequest<Result<PeopleResult, ClientError>?>()
  /// Whether the list shown is a new one that has yet to be shown from its top: an answer
  /// that arrives while the other scope is shown starts at its top when People comes back.
  private var startsAtTop = false

  init(owner: ScopeOwner, environment: DemoEnvironment) {
    self.owner = owner
    self.environment = environment
    owner.tableView?.register(TableViewCell.self, forCellReuseIdentifier: "person")
    search("", debounced: false)
  }

  /// Asks the server for `text`, after the debounce unless `debounced` is false.
  func search(_ text: String, debounced: Bool = true) {
    query = text
    let client = environment.client
    let clock = environment.clock
    let pause = debounced ? environment.debounce : .zero
    requests.perform {
      // The next keystroke cancels this task: the sleep throws and no request is sent.
      if pause > .zero {
        do { try await clock.sleep(for: pause) } catch { return nil }
      }
      do throws(ClientError) {
        return .success(try await client.searchPeople(text))
      } catch {
        return .failure(error)
      }
    } deliver: { [weak self] result in
      guard let self, let result else { return }
      let shownQuery = shownAnswer?.query
      switch result {
      case .success(let answer): state = .loaded(answer)
      case .failure(let error): state = .failed(error.description)
      }
      if shownAnswer == nil || shownAnswer?.query != shownQuery { startsAtTop = true }
      _ = owner.reloadData()
      startAtTopIfShown()
    }
  }

  private var shownAnswer: PeopleResult? {
    if case .loaded(let answer) = state { return answer }
    return nil
  }

  /// Shows a new list from its top, when People is the scope shown.
  private func startAtTopIfShown() {
    guard startsAtTop, owner.isActive, let table = owner.tableView else { return }
    startsAtTop = false
    table.showFromTop(withCursor: table.focusedIndexPath != nil)
  }

  private var people: [Person] {
    if case .loaded(let answer) = state { return answer.people }
    return []
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    switch state {
    case .loading, .failed: 1
    case .loaded(let answer): answer.people.count
    }
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
    switch state {
    case .loading:
      cell.text = "Searching…"
      cell.detailText = nil
      cell.accessoryType = .none
    case .failed(let message):
      cell.text = "✗ \(message)"
      cell.detailText = "Enter to retry"
      cell.accessoryType = .none
    case .loaded(let answer):
      let person = answer.people[indexPath.row]
      cell.text = person.name
      cell.detailText = "\(person.title), \(person.city)"
      cell.accessoryType = .disclosureIndicator
    }
    return cell
  }

  /// The count of the answer shown; while another search is on its way, what is searched,
  /// so the list kept on screen is never labelled with the new text.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    guard case .loaded(let answer) = state else { return nil }
    if answer.query != query { return query.isEmpty ? "Searching…" : "Searching “\(query)”…" }
    let what = answer.query.isEmpty ? "people" : "matching “\(answer.query)”"
    guard answer.people.count < answer.total else { return "\(groupedCount(answer.total)) \(what)" }
    return "first \(answer.people.count) of \(groupedCount(answer.total)) \(what)"
  }

  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    if case .loaded = state { return 1 }
    return 0
  }

  /// People are the server's answer: nothing here can be edited or moved, so the terminal
  /// offers no edit key.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// The title bar says the directory: the other scope may have named an organization.
  public func scopeDidBecomeActive(_ tableView: TableView) {
    owner.viewController?.title = "Directory"
    startAtTopIfShown()
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: false)
    switch state {
    case .failed:
      state = .loading
      _ = owner.reloadData()
      search(query, debounced: false)
    case .loaded(let answer):
      _ = owner.push(PersonScreen(answer.people[indexPath.row]), animated: false)
    case .loading:
      break
    }
  }

  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    search(searchText)
  }
}

/// One person, drilled down to from the People scope.
@MainActor
final class PersonScreen: ViewController, TableViewDataSource, TableViewDelegate {
  private let part = TableViewControllerPart()
  private let rows: [(String, String)]

  init(_ person: Person) {
    rows = [("Name", person.name), ("Title", person.title), ("City", person.city), ("Id", "\(person.id)")]
    super.init()
    title = person.name
    part.tableView.rowHeight = 1
    part.tableView.register(TableViewCell.self, forCellReuseIdentifier: "field")
    attach(part)
  }

  /// Nothing here can be deleted: the terminal offers no edit key.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// A field opens nothing: it does not highlight, so the terminal offers no Enter.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
    cell.text = rows[indexPath.row].0
    cell.detailText = rows[indexPath.row].1
    return cell
  }
}
