public import DelegateKitTable
public import DelegateKitTerminal
public import DemoStore
public import Foundation

/// One table and a search bar with two scopes, each served by its own delegate.
/// People searches the HTTP server; Organizations reads the SQLite database and has three
/// modes of its own (organizations, one organization's units, a search of all units).
@MainActor
public final class DirectoryScreen: ScopeViewController, TerminalScreenContent {
  /// The scopes' objects, filled in by the factories while the controller is created.
  final class Parts {
    weak var people: PeopleScope?
    weak var modes: ScopeModes<UnitsMode>?
    weak var organizations: OrganizationsMode?
    weak var units: OrganizationUnitsMode?
    weak var unitSearch: UnitSearchMode?
  }

  private let parts: Parts

  /// Creates the screen.
  public init(_ environment: DemoEnvironment) {
    let parts = Parts()
    self.parts = parts
    super.init(
      scopes: [
        Scope("People") { owner in
          let people = PeopleScope(owner: owner, environment: environment)
          parts.people = people
          return people
        },
        Scope("Organizations") { owner in
          owner.tableView?.register(TableViewCell.self, forCellReuseIdentifier: "unit")
          let modes = ScopeModes(owner: owner, initialMode: UnitsMode.organizations)
          let organizations = OrganizationsMode(modes: modes, environment: environment)
          let units = OrganizationUnitsMode(modes: modes, environment: environment)
          let search = UnitSearchMode(modes: modes, environment: environment)
          (parts.modes, parts.organizations, parts.units, parts.unitSearch) = (modes, organizations, units, search)
          return modes.makeRouter([.organizations: organizations, .units: units, .search: search])
        },
      ]
    )
    title = "Directory"
    tableView.rowHeight = 1
    searchBar.placeholder = "Search people or units"
    if environment.store.isReadOnly {
      environment.showStatus("The database is read-only: edits are off")
    }
  }

  /// The People scope.
  public var people: PeopleScope? { parts.people }
  var units: OrganizationUnitsMode? { parts.units }
  var unitSearch: UnitSearchMode? { parts.unitSearch }
  var modes: ScopeModes<UnitsMode>? { parts.modes }

  /// The window the open organization's units are read through, when it has more than
  /// ``DemoEnvironment/unitWindowThreshold``; `nil` when they are observed whole.
  public var unitWindow: UnitWindow? { parts.units?.window }

  public var terminalTableView: TableView? { tableView }

  /// Busy until the list shown has its first rows, so that a script's `idle` waits for them
  /// rather than a moment:
  /// - People, until the server's first answer;
  /// - the organizations, until their database observation delivered its first value (or
  ///   an error, shown in the status line), which arrives after the screen is made, from a
  ///   read on the database's queue;
  /// - an organization's units, likewise, until their observation answers: not waited for
  ///   when they are read through a ``UnitWindow``, which reads the rows on screen as they
  ///   are drawn.
  ///
  /// A unit search is not waited for: its header says "Searching" until it has an answer.
  public var terminalIsBusy: Bool {
    if selectedScopeIndex == 0 { return people?.state == .loading }
    guard selectedScopeIndex == 1, let mode = modes?.mode else { return false }
    switch mode {
    case .organizations: return !(parts.organizations?.hasAnswered ?? true)
    case .units: return units?.awaitsFirstRows ?? false
    case .search: return false
    }
  }

  public var terminalSearchBar: SearchBar? { searchBar }

  /// The name of the organization `id`, from the organizations listed.
  func organizationName(id: Int64) -> String? {
    parts.organizations?.items.first { $0.id == id }?.name
  }

  /// In an organization's units, Esc goes back to the organizations; in a unit search, it
  /// clears the search and goes back where the search started.
  public var terminalCanGoBack: Bool {
    selectedScopeIndex == 1 && (modes?.mode == .units || modes?.mode == .search)
  }

  /// What Enter does on a row: People's error row retries, and the row saying
  /// "Searching…" opens nothing; everywhere else Enter opens the row (a person, an
  /// organization).
  public func terminalEnterAction(at indexPath: IndexPath) -> String? {
    guard selectedScopeIndex == 0, let people else { return "open" }
    switch people.state {
    case .loading: return nil
    case .failed: return "retry"
    case .loaded: return "open"
    }
  }

  public func terminalGoBack() -> Bool {
    guard terminalCanGoBack, let modes else { return false }
    if modes.mode == .search {
      searchBar.text = ""
      unitSearch?.search("")
    } else {
      modes.select(.organizations)
    }
    return true
  }
}

extension OrganizationUnitsMode {
  /// Whether the organization shown has no rows on screen yet: its observation has not
  /// answered. Read through a ``UnitWindow``, the rows on screen are read as drawn.
  var awaitsFirstRows: Bool {
    guard window == nil, organization != nil else { return false }
    return !hasAnswered
  }
}
