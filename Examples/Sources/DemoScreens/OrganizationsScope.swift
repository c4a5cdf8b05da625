import DelegateKitTable
import DemoStore
import Foundation
import GRDB

/// The Organizations scope's modes: seed 000's scope B, whose table lists organizations,
/// drills down into one's units, or searches all units.
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
      externalChangePollInterval: environment.externalChangePollInterval,
      fetch: fetch
    ) { [weak self] _, new in self?.present(new) }
    observation.onError = { [environment] error in environment.showStatus("\(error)") }
    self.observation = observation
    observation.start()
  }

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

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: false)
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

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: false)
    guard let organization = snapshot.item(at: indexPath),
      let directory = modes.owner.viewController as? DirectoryScreen
    else { return }
    directory.units?.show(organization)
    modes.select(.units)
  }
}

/// One organization's units, editable: a delete is committed to the database before the row
/// goes.
///
/// An organization of up to ``DemoEnvironment/unitWindowThreshold`` units is observed whole
/// and updated by difference, like the other lists; a larger one is read through a
/// ``UnitWindow``, a page at a time around the rows on screen, so memory follows the screen
/// rather than the organization, and a change reloads what is shown.
@MainActor
final class OrganizationUnitsMode: ObservedListMode<DemoStore.Unit> {
  private(set) var organization: Organization?
  /// The window on a large organization's units; `nil` when they are observed whole.
  private(set) var window: UnitWindow?

  init(modes: ScopeModes<UnitsMode>, environment: DemoEnvironment) {
    super.init(modes: modes, mode: .units, environment: environment)
  }

  /// Starts observing `organization`'s units.
  func show(_ organization: Organization) {
    self.organization = organization
    observation = nil
    window?.stop()
    window = nil
    show([])
    guard organization.unitCount > environment.unitWindowThreshold else {
      observe(DemoStore.fetchUnits(of: organization.id))
      return
    }
    let window = UnitWindow(
      store: environment.store,
      organizationID: organization.id,
      count: organization.unitCount,
      externalChangePollInterval: environment.externalChangePollInterval
    )
    window.onChange = { [weak self] in self?.modes.reloadData(for: .units) }
    window.onError = { [environment] error in environment.showStatus("\(error)") }
    self.window = window
    window.start()
  }

  private var rowCount: Int { window?.count ?? snapshot.numberOfItems(inSection: 0) }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let window else { return super.tableView(tableView, cellForRowAt: indexPath) }
    let cell = tableView.dequeueReusableCell(withIdentifier: "unit", for: indexPath)
    if let unit = window.unit(at: indexPath.row) {
      configure(cell, with: unit)
    } else {
      (cell.text, cell.detailText) = ("", nil)
    }
    return cell
  }

  override func configure(_ cell: TableViewCell, with item: DemoStore.Unit) {
    cell.text = item.name
    cell.detailText = item.kind
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    organization.map { "\($0.name): \(unitsPhrase(rowCount))" }
  }

  override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 1 }

  override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  override func tableView(
    _ tableView: TableView,
    commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete,
      let unit = window.map({ $0.unit(at: indexPath.row) }) ?? snapshot.item(at: indexPath)
    else { return }
    do {
      try environment.store.deleteUnit(id: unit.id)
    } catch {
      environment.showStatus(error.description)
      return
    }
    // Committed: the row goes now, and the observation's next value agrees.
    if let window {
      window.removeRow(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    } else {
      show(items.filter { $0.id != unit.id })
    }
  }
}

/// Units of every organization whose name matches the search text.
@MainActor
final class UnitSearchMode: ObservedListMode<DemoStore.Unit> {
  private(set) var text = ""
  /// The text of the search observed now, which the header names.
  private var searchedText = ""
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

  override func configure(_ cell: TableViewCell, with item: DemoStore.Unit) {
    cell.text = item.name
    cell.detailText = item.kind
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    "\(unitsPhrase(snapshot.numberOfItems(inSection: 0))) matching “\(searchedText)”"
  }

  override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 1 }
}

/// “1 unit”, “24 units”.
func unitsPhrase(_ count: Int) -> String {
  count == 1 ? "1 unit" : "\(count) units"
}
