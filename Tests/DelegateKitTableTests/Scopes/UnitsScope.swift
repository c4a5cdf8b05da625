import DelegateKitTable
import Foundation

// Scope B: organisations, a drill-down into one organisation's units, and a
// search across the units of all organisations: three modes, each its own delegate, behind
// a router of modes made by ScopeModes.

struct Organisation: Equatable {
  let name: String
  let units: [String]
}

enum UnitsMode: Hashable {
  case organisations, units, search
}

/// The data the three modes share.
@MainActor
final class UnitsStore {
  let organisations: [Organisation]
  /// The organisation drilled into.
  var organisation: Organisation?
  /// The mode the search started from, shown again when the text is cleared.
  var modeBeforeSearch = UnitsMode.organisations

  init(organisations: [Organisation]) {
    self.organisations = organisations
  }

  /// Twelve organisations of three units each: more rows than the table shows.
  static func sample() -> UnitsStore {
    UnitsStore(
      organisations: (1...12).map { n in Organisation(name: "Org \(n)", units: (1...3).map { "Unit \(n).\($0)" }) }
    )
  }

  /// The units of every organisation whose name contains `text`, as "unit (organisation)".
  func units(matching text: String) -> [String] {
    organisations.flatMap { organisation in
      organisation.units.filter { $0.localizedCaseInsensitiveContains(text) }.map { "\($0) (\(organisation.name))" }
    }
  }

  /// Scope B's delegate: the router of its three modes.
  static func scope(owner: ScopeOwner, store: UnitsStore, events: UnitsEvents? = nil) -> any ScopeDelegate {
    let modes = ScopeModes(owner: owner, initialMode: UnitsMode.organisations)
    return modes.makeRouter([
      .organisations: OrganisationsMode(store: store, modes: modes, events: events),
      .units: OrganisationUnitsMode(store: store, modes: modes, events: events),
      .search: UnitSearchMode(store: store, modes: modes, events: events),
    ])
  }
}

/// What the modes heard, tagged with the mode, so a test sees which delegate got a call.
@MainActor
final class UnitsEvents {
  private(set) var all: [String] = []
  func record(_ event: String) { all.append(event) }
  func clear() { all = [] }
}

/// What the three modes share: rows drawn from a list, and the search bar's behaviour,
/// which moves to the search mode on typing and back on clearing. It implements every
/// requirement the modes use, and the modes override its hooks: a subclass's own method
/// would not be the witness of a requirement its superclass leaves to the default.
@MainActor
class UnitsModeDelegate: ScopeDelegate {
  let store: UnitsStore
  let modes: ScopeModes<UnitsMode>
  let events: UnitsEvents?

  init(store: UnitsStore, modes: ScopeModes<UnitsMode>, events: UnitsEvents?) {
    self.store = store
    self.modes = modes
    self.events = events
    modes.owner.tableView?.register(TableViewCell.self, forCellReuseIdentifier: "unit")
  }

  var name: String { "mode" }
  var rows: [String] { [] }
  var header: String? { nil }
  func didSelect(row: Int) {}
  func cancel(_ searchBar: SearchBar) {}

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "unit", for: indexPath)
    cell.text = rows[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    header
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    events?.record("\(name) didSelect \(indexPath.row)")
    didSelect(row: indexPath.row)
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    events?.record("\(name) didScroll")
  }

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    events?.record("\(name) text \(searchText)")
    if searchText.isEmpty {
      modes.select(store.modeBeforeSearch)
    } else if modes.mode == .search {
      modes.reloadData(for: .search)
    } else {
      store.modeBeforeSearch = modes.mode
      modes.select(.search)
    }
  }

  func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
    events?.record("\(name) cancel")
    cancel(searchBar)
  }

  func scopeDidBecomeActive(_ tableView: TableView) {
    events?.record("\(name) active")
  }

  func scopeWillResignActive(_ tableView: TableView) {
    events?.record("\(name) resign")
  }
}

final class OrganisationsMode: UnitsModeDelegate {
  override var name: String { "organisations" }
  override var rows: [String] { store.organisations.map(\.name) }

  /// A tap drills down into the organisation's units.
  override func didSelect(row: Int) {
    store.organisation = store.organisations[row]
    modes.select(.units)
  }
}

final class OrganisationUnitsMode: UnitsModeDelegate {
  override var name: String { "units" }
  override var rows: [String] { store.organisation?.units ?? [] }
  override var header: String? { store.organisation?.name }

  override func didSelect(row: Int) {
    modes.owner.push(DetailController(rows[row]), animated: false)
  }

  /// Cancel goes back up to the organisations, as a drill-down table's back button does.
  override func cancel(_ searchBar: SearchBar) {
    modes.select(.organisations)
  }
}

final class UnitSearchMode: UnitsModeDelegate {
  override var name: String { "search" }
  override var rows: [String] { store.units(matching: modes.owner.searchBar?.text ?? "") }

  override func didSelect(row: Int) {
    modes.owner.push(DetailController(rows[row]), animated: false)
  }

  /// Cancel clears the text and goes back where the search started.
  override func cancel(_ searchBar: SearchBar) {
    searchBar.text = ""
    modes.select(store.modeBeforeSearch)
  }
}
