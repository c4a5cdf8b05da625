import DelegateKitTable
import DemoStore
import Foundation
import GRDB
import Testing

/// A table of one organization's units, fed by an ``ObservedSnapshot``.
@MainActor
final class UnitsScreen {
  let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
  let dataSource: TableViewDiffableDataSource<Int, DemoStore.Unit>
  let observed: ObservedSnapshot<Int, DemoStore.Unit>
  var updateErrors: [TableViewUpdateError] = []
  var observationErrors: [String] = []
  var changes = 0

  init(store: DemoStore, organizationID: Int64) {
    table.rowHeight = 1
    table.register(TableViewCell.self, forCellReuseIdentifier: "unit")
    dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, unit in
      let cell = table.dequeueReusableCell(withIdentifier: "unit", for: indexPath)
      cell.text = unit.name
      cell.detailText = unit.kind
      return cell
    }
    observed = ObservedSnapshot(
      in: store,
      dataSource: dataSource,
      section: 0,
      externalChangePollInterval: .milliseconds(20),
      fetch: DemoStore.fetchUnits(of: organizationID)
    )
    // Weak, not unowned: a delivery already on its way when the test ends must find nothing.
    table.updateErrorHandler = { [weak self] error in self?.updateErrors.append(error) }
    observed.onError = { [weak self] error in self?.observationErrors.append("\(error)") }
    observed.onChange = { [weak self] in self?.changes += 1 }
  }

  /// The rows the table shows, or nil before the first snapshot.
  var rowCount: Int? {
    table.numberOfSections == 1 ? table.numberOfRows(inSection: 0) : nil
  }

  /// The visible rows' text, top to bottom.
  var visibleTexts: [String?] { table.visibleCells.map(\.text) }
}

@MainActor
@Suite("Observed snapshot")
struct ObservedSnapshotTests {
  @Test func anotherConnectionsWritesArriveAsUpdates() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("demo.sqlite")
    let store = try DemoStore.open(path: path)
    let organization = try #require(try store.organizations().first { $0.name == "Ørsted" })
    let units = try store.units(of: organization.id)
    let screen = UnitsScreen(store: store, organizationID: organization.id)
    screen.observed.start()
    #expect(await waitUntil { screen.rowCount == units.count })
    #expect(screen.observed.updateCount == 1)
    #expect(screen.visibleTexts == units.map(\.name))

    // A selected row survives an update, moving with its item; a reload would clear it.
    screen.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    let cells = screen.table.visibleCells

    // A second store on the same file: another connection, which GRDB does not see.
    let other = try DemoStore.open(path: path)
    try other.insertUnits([(organization.id, "AAA New Team", "Team")])
    #expect(await waitUntil { screen.rowCount == units.count + 1 })
    #expect(screen.observed.updateCount == 2)
    #expect(screen.visibleTexts == ["AAA New Team"] + units.map(\.name))
    #expect(screen.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    // Every row that stayed visible kept its cell: the rows moved, nothing reloaded.
    for (row, cell) in cells.enumerated() {
      #expect(screen.table.cellForRow(at: IndexPath(row: row + 1, section: 0)) === cell)
    }

    // A rename in place reconfigures the row's own cell.
    let renamed = units[4]
    try await other.writer.write { db in
      try db.execute(
        sql: "UPDATE unit SET name = ? WHERE id = ?",
        arguments: [renamed.name + " (renamed)", renamed.id]
      )
    }
    #expect(await waitUntil { screen.observed.updateCount == 3 })
    let renamedCell = screen.table.cellForRow(at: IndexPath(row: 5, section: 0))
    #expect(renamedCell === cells[4])
    #expect(renamedCell?.text == renamed.name + " (renamed)")
    #expect(screen.rowCount == units.count + 1)

    // A delete removes one row; the others keep their cells.
    try await other.deleteUnit(id: units[0].id)
    #expect(await waitUntil { screen.rowCount == units.count })
    #expect(screen.observed.updateCount == 4)
    #expect(screen.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cells[1])
    #expect(screen.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(!screen.visibleTexts.contains(units[0].name))

    #expect(screen.changes == screen.observed.updateCount)
    #expect(screen.updateErrors.isEmpty)
    #expect(screen.observationErrors.isEmpty)
    screen.observed.stop()
  }

  @Test func tenThousandInsertsInOneTransactionAreOneUpdate() async throws {
    let directory = try TemporaryDirectory()
    let store = try DemoStore.open(path: directory.file("demo.sqlite"))
    let organization = try #require(try store.organizations().first { $0.name == "Globex" })
    let screen = UnitsScreen(store: store, organizationID: organization.id)
    screen.observed.start()
    #expect(await waitUntil { screen.rowCount == organization.unitCount })
    let before = screen.observed.updateCount

    try store.insertUnits((0..<10_000).map { (organization.id, "Bulk \($0)", "Team") })
    #expect(await waitUntil { screen.rowCount == organization.unitCount + 10_000 })
    #expect(screen.observed.updateCount == before + 1)
    // A later write is the next update: nothing else arrived in between.
    try await store.deleteUnit(id: try #require(try store.units(of: organization.id).first).id)
    #expect(await waitUntil { screen.rowCount == organization.unitCount + 9_999 })
    #expect(screen.observed.updateCount == before + 2)
    #expect(screen.updateErrors.isEmpty)
    screen.observed.stop()
  }

  @Test func tenThousandInsertsFromAnotherConnectionAreOneUpdate() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("demo.sqlite")
    let store = try DemoStore.open(path: path)
    let organization = try #require(try store.organizations().first { $0.name == "Globex" })
    let screen = UnitsScreen(store: store, organizationID: organization.id)
    screen.observed.start()
    #expect(await waitUntil { screen.rowCount == organization.unitCount })
    let other = try DemoStore.open(path: path)
    let before = screen.observed.updateCount

    try other.insertUnits((0..<10_000).map { (organization.id, "Bulk \($0)", "Team") })
    #expect(await waitUntil { screen.rowCount == organization.unitCount + 10_000 })
    #expect(screen.observed.updateCount == before + 1)
    try await other.deleteUnit(id: try #require(try other.units(of: organization.id).first).id)
    #expect(await waitUntil { screen.rowCount == organization.unitCount + 9_999 })
    #expect(screen.observed.updateCount == before + 2)
    #expect(screen.updateErrors.isEmpty)
    screen.observed.stop()
  }

  @Test func stopKeepsTheRowsAndIgnoresLaterWrites() async throws {
    let directory = try TemporaryDirectory()
    let store = try DemoStore.open(path: directory.file("demo.sqlite"))
    let organization = try #require(try store.organizations().first)
    let screen = UnitsScreen(store: store, organizationID: organization.id)
    screen.observed.start()
    #expect(screen.observed.isObserving)
    #expect(await waitUntil { screen.rowCount == organization.unitCount })
    screen.observed.stop()
    #expect(!screen.observed.isObserving)
    try store.insertUnits([(organization.id, "After stop", "Team")])
    // Restarting is the barrier: its first value includes the write above.
    let count = screen.observed.updateCount
    screen.observed.start()
    #expect(await waitUntil { screen.rowCount == organization.unitCount + 1 })
    #expect(screen.observed.updateCount == count + 1)
    screen.observed.stop()
  }

  @Test func organizationsListFollowsUnitCounts() async throws {
    let directory = try TemporaryDirectory()
    let store = try DemoStore.open(path: directory.file("demo.sqlite"))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    table.rowHeight = 1
    table.register(TableViewCell.self, forCellReuseIdentifier: "org")
    let dataSource = TableViewDiffableDataSource<String, Organization>(tableView: table) {
      table,
      indexPath,
      organization in
      let cell = table.dequeueReusableCell(withIdentifier: "org", for: indexPath)
      cell.text = "\(organization.name) (\(organization.unitCount))"
      return cell
    }
    let observed = ObservedSnapshot(
      in: store,
      dataSource: dataSource,
      section: "all",
      fetch: DemoStore.fetchOrganizations
    )
    observed.start()
    #expect(await waitUntil { observed.updateCount == 1 })
    let organizations = try store.organizations()
    #expect(table.numberOfRows(inSection: 0) == 12)
    let globex = try #require(organizations.firstIndex { $0.name == "Globex" })
    try store.insertUnits([(organizations[globex].id, "One more", "Team")])
    // A unit's insert changes the count shown by its organization's row.
    #expect(await waitUntil { observed.updateCount == 2 })
    #expect(table.cellForRow(at: IndexPath(row: globex, section: 0))?.text == "Globex (6)")
    observed.stop()
  }
}
