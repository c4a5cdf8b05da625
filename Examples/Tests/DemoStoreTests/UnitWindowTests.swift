import DemoStore
import Foundation
import Testing

@MainActor
@Suite("Unit window: a large organization read a page at a time")
struct UnitWindowTests {
  /// A store whose first organization gets `extra` more units, in one transaction.
  private func store(adding extra: Int, in directory: TemporaryDirectory) throws -> (DemoStore, Organization) {
    let store = try DemoStore.open(path: directory.file("demo.sqlite"))
    let organization = try #require(try store.organizations().first)
    // Names that sort in another order than they are inserted, some equal (ties by id).
    try store.insertUnits((0..<extra).map { (organization.id, "Unit \(($0 * 7_919) % 1_000)", "Team") })
    return (store, try #require(try store.organizations().first { $0.id == organization.id }))
  }

  @Test("Every row in name order, from either end, holding at most the pages it may keep")
  func everyRowInOrder() throws {
    let directory = try TemporaryDirectory()
    let (store, organization) = try store(adding: 3_000, in: directory)
    let expected = try store.units(of: organization.id)
    let window = UnitWindow(
      store: store,
      organizationID: organization.id,
      count: organization.unitCount,
      pageSize: 50,
      maximumPages: 4
    )
    #expect(window.count == expected.count)
    var largestCache = 0
    for row in expected.indices {
      #expect(window.unit(at: row) == expected[row], "row \(row)")
      largestCache = max(largestCache, window.cachedUnitCount)
    }
    #expect(largestCache <= 200)
    #expect(window.pageReads == (expected.count + 49) / 50, "each page read once, walking forward")
    // Backwards, from the end: the pages past the middle are read from the end.
    for row in expected.indices.reversed() { #expect(window.unit(at: row) == expected[row], "row \(row)") }
    #expect(window.cachedUnitCount <= 200)
    #expect(window.unit(at: expected.count) == nil && window.unit(at: -1) == nil)
  }

  @Test("Going back to a page still held reads nothing")
  func heldPagesAreNotReadAgain() throws {
    let directory = try TemporaryDirectory()
    let (store, organization) = try store(adding: 1_000, in: directory)
    let window = UnitWindow(store: store, organizationID: organization.id, count: organization.unitCount, pageSize: 10)
    for row in 0..<30 { _ = window.unit(at: row) }
    let reads = window.pageReads
    for row in (0..<30).reversed() { _ = window.unit(at: row) }
    #expect(window.pageReads == reads)
  }

  @Test("Another connection's insert is observed: the count follows and the cache empties")
  func anotherConnectionsWrite() async throws {
    let directory = try TemporaryDirectory()
    let (store, organization) = try store(adding: 500, in: directory)
    let window = UnitWindow(
      store: store,
      organizationID: organization.id,
      count: organization.unitCount,
      externalChangePollInterval: .milliseconds(20)
    )
    var changes = 0
    window.onChange = { changes += 1 }
    window.start()
    defer { window.stop() }
    #expect(await waitUntil { changes >= 1 })
    _ = window.unit(at: 0)
    let other = try DemoStore.open(path: store.path)
    try other.insertUnits([(organization.id, "AAA Written elsewhere", "Team")])
    #expect(await waitUntil { window.count == organization.unitCount + 1 })
    #expect(window.unit(at: 0)?.name == "AAA Written elsewhere")
  }

  @Test("A deleted unit's row takes its successor once the window observes the delete")
  func removeRow() async throws {
    let directory = try TemporaryDirectory()
    let (store, organization) = try store(adding: 200, in: directory)
    let window = UnitWindow(store: store, organizationID: organization.id, count: organization.unitCount, pageSize: 16)
    let victim = try #require(window.unit(at: 5))
    let next = try #require(window.unit(at: 6))
    window.start()
    defer { window.stop() }
    try await store.deleteUnit(id: victim.id)
    #expect(await waitUntil { window.count == organization.unitCount - 1 })
    #expect(window.unit(at: 5) == next)
  }
}
