import DelegateKitTable
import DemoStore
import Foundation
import GRDB

/// The Organizations scope's modes: its table lists organizations, drills down into one's
/// units, or searches all units.
enum UnitsMode: Hashable {
  case organizations
  case units
  case search
}

/// A mode showing an observed list: each new value from the database becomes a snapshot,
/// applied to the table by difference while the mode is on screen, so rows move, appear
/// and go instead of the table reloading.
@MainActor
class ObservedListMode<Item: Identifiable & Equatable & Sendable>: ScopeDelegate where Item.ID: Sendable {
  let modes: ScopeModes<UnitsMode>
  let mode: UnitsMode
  let environment: DemoEnvironment
  private(set) var snapshot = TableViewSnapshot<Int, Item>()
  /// The database observation feeding this mode, replaced when what it shows changes.
  var observation: ObservedSnapshot<Int, Item>? {
    didSet { oldValue?.stop() }
  }
  /// Updates applied to the table, for tests.
  private(set) var updates = 0
  /// Whether the current observation delivered its first value or an error: until then
  /// the mode has nothing to show but its empty list.
  private(set) var hasAnswered = false

  init(modes: ScopeModes<UnitsMode>, mode: UnitsMode, environment: DemoEnvironment) {
    self.modes = modes
    self.mode = mode
    self.environment = environment
    snapshot.appendSections([0])
  }

  var items: [Item] { snapshot.items(inSection: 0) }

  /// Observes `fetch`, showing each new value.
  func observe(_ fetch: @escaping @Sendable (Database) throws -> [Item]) {
    let observation = ObservedSnapshot<Int, Item>(
      in: environment.store,
      section: 0,
      shown: snapshot,
      externalChangePollInterval: environment.externalChangePollInterval,
      fetch: fetch
    ) { [weak self] _, new in self?.present(new) }
    observation.onValue = { [weak self] in
      self?.hasAnswered = true
      self?.didShowObservedValue()
    }
    observation.onError = { [weak self, environment] error in
      self?.hasAnswered = true
      environment.showStatus("\(error)")
    }
    hasAnswered = false
    self.observation = observation
    observation.start()
  }

  /// Called after each value of the observation, shown or equal to the rows shown.
  func didShowObservedValue() {}

  /// Shows `items` now, without waiting for the database.
  func show(_ items: [Item]) {
    var new = TableViewSnapshot<Int, Item>()
    new.appendSections([0])
    new.appendItems(items, toSection: 0)
    present(new)
  }

  /// Shows `new`: by difference if this mode is on screen; otherwise the table is another
  /// mode's or scope's, and it reloads when this mode comes back.
  func present(_ new: TableViewSnapshot<Int, Item>) {
    let old = snapshot
    snapshot = new
    guard old != new, modes.isShowing(mode), modes.owner.isActive, let table = modes.owner.tableView else { return }
    updates += 1
    table.applyDifference(from: old, to: new)
  }

  func configure(_ cell: TableViewCell, with item: Item) {}

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    snapshot.numberOfItems(inSection: 0)
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "unit", for: indexPath)
    if let item = snapshot.item(at: indexPath) { configure(cell, with: item) }
    return cell
  }

  /// Typing switches to the search mode; clearing the text comes back.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    guard let search = modes.owner.viewController.flatMap({ $0 as? DirectoryScreen })?.unitSearch else { return }
    search.search(searchText)
  }

  // The requirements the modes answer differently are all declared here, in the class
  // that conforms: a subclass's method is only a witness if it overrides one.

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// The database orders the rows by name: a row moved by hand would only move back.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  {}

  /// Only a row that opens something highlights, so the terminal offers Enter only there.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: false)
  }

  /// The title bar says where the user is: the directory, or the organization open.
  func scopeDidBecomeActive(_ tableView: TableView) {
    modes.owner.viewController?.title = "Directory"
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
}

/// Every organization, with its unit count; selecting one shows its units.
@MainActor
final class OrganizationsMode: ObservedListMode<Organization> {
  init(modes: ScopeModes<UnitsMode>, environment: DemoEnvironment) {
    super.init(modes: modes, mode: .organizations, environment: environment)
    observe(DemoStore.fetchOrganizations)
  }

  override func configure(_ cell: TableViewCell, with item: Organization) {
    cell.text = item.name
    cell.detailText = unitsPhrase(item.unitCount)
    cell.accessoryType = .disclosureIndicator
  }

  override func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: false)
    guard let organization = snapshot.item(at: indexPath),
      let directory = modes.owner.viewController as? DirectoryScreen
    else { return }
    directory.units?.show(organization)
    modes.select(.units)
  }
}

/// “1 unit”, “24 units”.
func unitsPhrase(_ count: Int) -> String {
  count == 1 ? "1 unit" : "\(count) units"
}

/// “3,000”: a count with its thousands grouped by commas, the same in every locale.
func groupedCount(_ count: Int) -> String {
  let digits = String(count.magnitude)
  var groups: [Substring] = []
  var end = digits.endIndex
  while end > digits.startIndex {
    let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
    groups.insert(digits[start..<end], at: 0)
    end = start
  }
  return (count < 0 ? "-" : "") + groups.joined(separator: ",")
}
