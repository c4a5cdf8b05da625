import DelegateKitTable
import DelegateKitTerminal
import DemoClient
import DemoScreens
import DemoServer
import DemoStore
import Foundation
import Testing

/// The directory screen against the real server and a temporary database.
@MainActor
@Suite("Directory, end to end", .serialized)
struct DirectoryEndToEndTests {
  @Test("People: results from the server, a search as you type, a drill-down and back")
  func people() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    #expect(await demo.waitForPeople(), "the first page of people: \(demo.text)")
    demo.pilot.press(.character("/"))
    demo.pilot.type("zoe")
    #expect(await demo.waitFor("matching “zoe”"), "\(demo.text)")
    #expect(demo.text.contains("Zoë"), "diacritics ignored: \(demo.text)")
    demo.pilot.press(.escape, .down, .enter)
    #expect(await demo.waitFor("City"), "the person's screen: \(demo.text)")
    demo.pilot.press(.escape)
    #expect(await demo.waitFor("matching “zoe”"))
  }

  @Test("Organizations: drill down into units, delete one in edit mode, and it stays deleted")
  func organizationsEditing() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    demo.pilot.press(.tab)
    let first = try #require(try demo.store.organizations().first)
    #expect(await demo.waitFor(first.name), "\(demo.text)")
    demo.pilot.press(.down, .enter)
    let units = try demo.store.units(of: first.id)
    let victim = try #require(units.first)
    #expect(await demo.waitFor(victim.name), "\(demo.text)")
    #expect(demo.text.contains("\(first.name): \(units.count) units"))
    demo.pilot.press(.character("e"))
    #expect(demo.text.contains("⊖ \(victim.name)"), "\(demo.text)")
    #expect(!demo.text.contains("J/K") && !demo.text.contains("≡"), "units are ordered by name: no moving")
    demo.pilot.press(.home, .character("d"))
    #expect(await demo.waitFor { !$0.contains(victim.name) }, "\(demo.text)")
    // Committed before the row went: another connection no longer sees it.
    let reopened = try DemoStore.open(path: demo.store.path)
    #expect(try reopened.units(of: first.id).map(\.id).contains(victim.id) == false)
    demo.pilot.press(.character("e"), .escape)
    #expect(await demo.waitFor("\(units.count - 1) units"), "the organization's count follows: \(demo.text)")
  }

  @Test("A change written from a second connection appears on screen as an update")
  func externalChange() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    demo.pilot.press(.tab)
    let first = try #require(try demo.store.organizations().first)
    #expect(await demo.waitFor(first.name))
    demo.pilot.press(.down, .enter)
    let units = try demo.store.units(of: first.id)
    #expect(await demo.waitFor(units[0].name), "the organization's units: \(demo.text)")
    let other = try DemoStore.open(path: demo.store.path)
    try other.insertUnits([(organizationID: first.id, name: "AAA Written elsewhere", kind: "team")])
    #expect(await demo.waitFor("AAA Written elsewhere"), "\(demo.text)")
  }

  @Test("The cursor stays on its unit while another connection inserts one above it, and d deletes that unit")
  func cursorFollowsUnit() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    demo.environment.externalChangePollInterval = .milliseconds(20)
    let (first, units) = try await demo.openFirstOrganization()
    let pointed = units[2]
    #expect(await demo.waitFor(pointed.name), "\(demo.text)")
    demo.pilot.press(.home, .down, .down)
    #expect(demo.cursorLine?.contains(pointed.name) == true, "\(demo.text)")
    let other = try DemoStore.open(path: demo.store.path)
    try other.insertUnits([(organizationID: first.id, name: "AAA Written elsewhere", kind: "team")])
    #expect(await demo.waitFor("AAA Written elsewhere"), "\(demo.text)")
    #expect(demo.cursorLine?.contains(pointed.name) == true, "the highlight stays on its unit: \(demo.text)")
    demo.pilot.press(.character("e"), .character("d"))
    #expect(await demo.waitFor { !$0.contains(pointed.name) }, "\(demo.text)")
    let left = try other.units(of: first.id).map(\.name)
    #expect(!left.contains(pointed.name), "the unit pointed at is deleted")
    #expect(left.contains(units[1].name) && left.contains("AAA Written elsewhere"), "no other unit is: \(left)")
  }

  @Test("While another process holds the write lock, d marks the row, keys keep working, and the delete lands after")
  func deleteWhileLocked() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    let (first, units) = try await demo.openFirstOrganization()
    let lock = try SQLiteShell(path: demo.store.path)
    try lock.run("BEGIN IMMEDIATE; DELETE FROM unit WHERE id = -1;")
    demo.pilot.press(.character("e"), .home, .character("d"))
    #expect(demo.text.contains("deleting…"), "the row shows the delete is pending: \(demo.text)")
    demo.pilot.press(.down)
    #expect(demo.app.focusedIndexPath == IndexPath(row: 1, section: 0), "keys work meanwhile")
    try lock.run("COMMIT;")
    #expect(await demo.waitFor { !$0.contains(units[0].name) }, "\(demo.text)")
    #expect(try demo.store.units(of: first.id).map(\.id).contains(units[0].id) == false, "committed")
    lock.close()
  }

  @Test("A write lock held past the busy timeout: the row stays, and the status line says why with its keys whole")
  func deleteOutlastedByLock() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    let (first, units) = try await demo.openFirstOrganization()
    let lock = try SQLiteShell(path: demo.store.path)
    try lock.run("BEGIN IMMEDIATE; DELETE FROM unit WHERE id = -1;")
    demo.pilot.press(.character("e"), .home)
    let keys = try #require(demo.text.split(separator: "\n").last).trimmingCharacters(in: .whitespaces)
    demo.pilot.press(.character("d"))
    #expect(await demo.waitFor { $0.contains("another program is writing") }, "\(demo.text)")
    let status = try #require(demo.text.split(separator: "\n").last).trimmingCharacters(in: .whitespaces)
    #expect(status == DemoStoreError.busy.description, "one whole line: \(status)")
    #expect(demo.text.contains(units[0].name) && !demo.text.contains("deleting…"), "the row stays: \(demo.text)")
    demo.pilot.press(.down)
    #expect(
      try #require(demo.text.split(separator: "\n").last).trimmingCharacters(in: .whitespaces) == keys,
      "the next key brings the keys back"
    )
    try lock.run("COMMIT;")
    lock.close()
    #expect(try demo.store.units(of: first.id).map(\.id).contains(units[0].id), "nothing deleted")
  }

  @Test("Searching units covers every organization, and clearing the search comes back")
  func unitSearch() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    demo.pilot.press(.tab)
    let organizations = try demo.store.organizations()
    #expect(await demo.waitFor(organizations[0].name))
    let target = try #require(try demo.store.units(of: organizations.last!.id).first)
    demo.pilot.press(.character("/"))
    demo.pilot.type(String(target.name.prefix(6)))
    #expect(await demo.waitFor(target.name), "\(demo.text)")
    #expect(demo.text.contains("units matching"))
    for _ in 0..<6 { demo.pilot.press(.backspace) }
    #expect(await demo.waitFor(organizations[0].name), "\(demo.text)")
  }

  @Test("An organization over the window threshold: paged rows, a delete, another connection's insert, the end")
  func windowedUnits() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    // The seeded organizations are small; a low threshold sends them through the window.
    demo.environment.unitWindowThreshold = 10
    demo.environment.externalChangePollInterval = .milliseconds(20)
    demo.pilot.press(.tab)
    let first = try #require(try demo.store.organizations().first)
    let units = try demo.store.units(of: first.id)
    #expect(units.count > 10)
    #expect(await demo.waitFor(first.name))
    demo.pilot.press(.down, .enter)
    #expect(await demo.waitFor(units[0].name), "\(demo.text)")
    #expect(demo.text.contains("\(first.name): \(units.count) units"), "\(demo.text)")
    let screen = try #require(demo.app.navigationController.topViewController as? DirectoryScreen)
    let window = try #require(screen.unitWindow, "read through the window")
    #expect(window.cachedUnitCount < units.count || units.count <= window.pageSize)
    demo.pilot.press(.end)
    #expect(await demo.waitFor(units[units.count - 1].name), "the last row, read from the end: \(demo.text)")
    demo.pilot.press(.home, .character("e"), .character("d"))
    #expect(
      await demo.waitFor { !$0.contains("⊖ \(units[0].name)") && $0.contains("\(units.count - 1) units") },
      "\(demo.text)"
    )
    #expect(try demo.store.units(of: first.id).map(\.id).contains(units[0].id) == false, "committed")
    demo.pilot.press(.character("e"))
    let other = try DemoStore.open(path: demo.store.path)
    try other.insertUnits([(organizationID: first.id, name: "AAA Written elsewhere", kind: "team")])
    // The rows are read again and the count observed apart: wait for both.
    #expect(
      await demo.waitFor { $0.contains("AAA Written elsewhere") && $0.contains("\(units.count) units") },
      "\(demo.text)"
    )
  }

  @Test("Switching scope keeps each scope's own text and rows")
  func switchScope() async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    #expect(await demo.waitForPeople(), "\(demo.text)")
    demo.pilot.press(.character("/"))
    demo.pilot.type("an")
    #expect(await demo.waitFor("matching “an”"))
    demo.pilot.press(.escape, .tab)
    let first = try #require(try demo.store.organizations().first)
    #expect(await demo.waitFor(first.name))
    #expect(!demo.text.contains("/ an"), "the Organizations scope has its own empty text")
    demo.pilot.press(.tab)
    #expect(await demo.waitFor("matching “an”"))
    #expect(demo.text.contains("/ an"))
  }

  @Test("A read-only database: the header says so, e is not offered, and nothing is lost")
  func readOnly() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-ro-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("demo.sqlite").path
    // Created and seeded, then closed as the store goes.
    _ = try DemoStore.open(path: path)
    chmod(path, 0o444)
    let demo = try await DemoHarness(screen: .directory, databasePath: path)
    defer { Task { await demo.stop() } }
    #expect(demo.store.isReadOnly)
    demo.pilot.press(.tab)
    let first = try #require(try demo.store.organizations().first)
    let units = try demo.store.units(of: first.id)
    #expect(await demo.waitFor(first.name))
    demo.pilot.press(.down, .enter)
    #expect(await demo.waitFor(units[0].name))
    #expect(demo.text.contains("read-only"), "\(demo.text)")
    #expect(!demo.text.contains("e edit"), "no edit key is offered: \(demo.text)")
    demo.pilot.press(.character("e"), .home, .character("d"))
    #expect(!demo.text.contains("Editing"), "\(demo.text)")
    #expect(demo.text.contains(units[0].name), "the row stays")
    #expect(try demo.store.units(of: first.id).count == units.count)
  }
}

/// The `sqlite3` shell on a database, as another process: each ``run(_:)`` returns once the
/// shell has carried the statements out.
final class SQLiteShell {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()

  init(path: String) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [path]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
  }

  /// Runs `sql` and waits for the shell's answer to a marker printed after it.
  func run(_ sql: String) throws {
    input.fileHandleForWriting.write(Data("\(sql)\nSELECT 'done';\n".utf8))
    var seen = ""
    while !seen.contains("done\n") {
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { throw CocoaError(.fileReadUnknown) }
      seen += String(decoding: data, as: UTF8.self)
    }
  }

  func close() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
