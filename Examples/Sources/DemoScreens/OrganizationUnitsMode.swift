import DelegateKitTable
import DemoStore
import Foundation

/// One organization's units, editable unless the database is read-only: a delete is
/// committed to the database before the row goes. While the database answers (another
/// process may hold the write lock for seconds) the row says "deleting…" and every key
/// keeps working; an error comes back in the status line and the row stays.
///
/// A burst of `d` deletes the row under the cursor once: the cursor stays on the row
/// marked "deleting…" until the database answers, and each further `d` on it is ignored,
/// with "already deleting" in the status line. Once the row goes, the cursor is on the
/// row that took its place, which the next `d` deletes.
///
/// A newly opened organization starts at its top, the cursor on its first unit: the
/// scroll position and cursor of the organization open before are not carried over.
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
  /// Units whose delete was sent and not yet answered.
  private(set) var pendingDeletes: Set<Int64> = []

  init(modes: ScopeModes<UnitsMode>, environment: DemoEnvironment) {
    super.init(modes: modes, mode: .units, environment: environment)
  }

  /// Starts observing `organization`'s units.
  func show(_ organization: Organization) {
    self.organization = organization
    startsAtTop = true
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
    window.onWillChange = { [weak self] in self?.rememberFocusedUnit() }
    window.onChange = { [weak self] in self?.windowChanged() }
    window.onError = { [environment] error in environment.showStatus("\(error)") }
    self.window = window
    window.start()
  }

  private var rowCount: Int { window?.count ?? snapshot.numberOfItems(inSection: 0) }

  /// Whether the organization just opened has yet to be shown from its top: its rows may
  /// arrive after the mode is shown.
  private var startsAtTop = false

  /// Shows the organization just opened from its top, with the cursor on its first unit,
  /// once it is on screen with rows.
  private func startAtTopIfShown() {
    guard startsAtTop, rowCount > 0, modes.isShowing(.units), let table = modes.owner.tableView else { return }
    startsAtTop = false
    table.showFromTop(withCursor: true)
  }

  override func didShowObservedValue() {
    startAtTopIfShown()
  }

  /// The unit under the cursor when a windowed change arrived, read before the window
  /// dropped its rows.
  private var focusedUnit: DemoStore.Unit?

  private func rememberFocusedUnit() {
    focusedUnit = nil
    guard let window, modes.isShowing(.units), let row = modes.owner.tableView?.focusedIndexPath?.row else { return }
    focusedUnit = window.unit(at: row)
  }

  /// A windowed change reloads the rows, which keeps the cursor on a row number: it is put
  /// back on its unit, or on the unit that took its place, as a change by difference does
  /// for a smaller organization, and kept in view.
  private func windowChanged() {
    guard modes.reloadData(for: .units), let window, let focusedUnit, let table = modes.owner.tableView else { return }
    self.focusedUnit = nil
    guard let row = window.row(following: focusedUnit) else { return }
    let indexPath = IndexPath(row: row, section: 0)
    table.focusRow(at: indexPath)
    table.scrollToRow(at: indexPath, at: .none, animated: false)
  }

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
    cell.detailText = pendingDeletes.contains(item.id) ? "deleting…" : item.kind
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    let readOnly = environment.store.isReadOnly ? " · read-only" : ""
    return organization.map { "\($0.name): \(unitsPhrase(rowCount))\(readOnly)" }
  }

  override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 1 }

  override func scopeDidBecomeActive(_ tableView: TableView) {
    modes.owner.viewController?.title = organization?.name ?? "Directory"
    startAtTopIfShown()
  }

  override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !environment.store.isReadOnly
  }

  override func tableView(
    _ tableView: TableView,
    commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete,
      let unit = window.map({ $0.unit(at: indexPath.row) }) ?? snapshot.item(at: indexPath)
    else { return }
    guard !pendingDeletes.contains(unit.id) else {
      environment.showStatus("\(unit.name): already deleting, waiting for the database")
      return
    }
    pendingDeletes.insert(unit.id)
    refreshRow(of: unit.id)
    let store = environment.store
    Task { [weak self] in
      let result: Result<Void, DemoStoreError>
      do throws(DemoStoreError) {
        try await store.deleteUnit(id: unit.id)
        result = .success(())
      } catch {
        result = .failure(error)
      }
      self?.deleteFinished(unit.id, result)
    }
  }

  /// The database answered a delete: the row goes (a window's observation reloads it), or
  /// stays with the error in the status line.
  private func deleteFinished(_ id: Int64, _ result: Result<Void, DemoStoreError>) {
    pendingDeletes.remove(id)
    switch result {
    case .success:
      if window == nil { show(items.filter { $0.id != id }) }
    case .failure(let error):
      environment.showStatus(error.description)
      refreshRow(of: id)
    }
  }

  /// Redraws the row of unit `id`, wherever it is now.
  private func refreshRow(of id: Int64) {
    guard modes.isShowing(.units), let table = modes.owner.tableView else { return }
    if window != nil {
      modes.reloadData(for: .units)
    } else if let row = items.firstIndex(where: { $0.id == id }) {
      table.reconfigureRows(at: [IndexPath(row: row, section: 0)])
    }
  }
}
