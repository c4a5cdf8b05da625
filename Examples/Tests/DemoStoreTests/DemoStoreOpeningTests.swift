import DemoStore
import Foundation
import GRDB
import Testing

@Suite("Opening and seeding")
struct DemoStoreOpeningTests {
  @Test func firstOpenCreatesAndSeeds() throws {
    let directory = try TemporaryDirectory()
    let store = try DemoStore.open(path: directory.file("demo.sqlite"))
    #expect(!store.isReadOnly)
    let organizations = try store.organizations()
    #expect(organizations.count == 12)
    #expect(organizations.allSatisfy { (5...40).contains($0.unitCount) })
    let names = Set(organizations.map(\.name))
    #expect(names.isSuperset(of: ["Société Générale", "Ørsted", "東京都庁"]))
    // The counts are real: each matches the organization's units.
    for organization in organizations {
      #expect(try store.units(of: organization.id).count == organization.unitCount)
    }
    let version = try store.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
    #expect(version == DemoStore.supportedSchemaVersion)
    let journalMode = try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    #expect(journalMode == "wal")
    // Only the database and its WAL files: the temporary file it was built in is gone.
    #expect(try directory.contents().filter { !$0.hasPrefix("demo.sqlite") } == [])
  }

  @Test func seedIsDeterministic() throws {
    let first = try TemporaryDirectory()
    let second = try TemporaryDirectory()
    let a = try DemoStore.open(path: first.file("demo.sqlite"))
    let b = try DemoStore.open(path: second.file("demo.sqlite"))
    #expect(try a.organizations() == b.organizations())
    #expect(try a.searchUnits("", limit: 10_000) == b.searchUnits("", limit: 10_000))
  }

  @Test func reopenDoesNotReseed() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("demo.sqlite")
    let store = try DemoStore.open(path: path)
    let organization = try #require(try store.organizations().first)
    let doomed = try #require(try store.units(of: organization.id).first)
    try await store.deleteUnit(id: doomed.id)
    let before = try store.organizations()
    try store.writer.close()

    let reopened = try DemoStore.open(path: path)
    #expect(try reopened.organizations() == before)
    #expect(try reopened.units(of: organization.id).contains { $0.id == doomed.id } == false)
  }

  @Test func defaultPathHonoursXDGDataHome() {
    let path = DemoStore.defaultPath(environment: ["XDG_DATA_HOME": "/data/xdg", "HOME": "/home/ada"])
    #expect(path == "/data/xdg/delegatekit-demo/demo.sqlite")
  }

  @Test func defaultPathFallsBackToHome() {
    #expect(
      DemoStore.defaultPath(environment: ["HOME": "/home/ada"]) == "/home/ada/.local/share/delegatekit-demo/demo.sqlite"
    )
    // The XDG convention: empty or relative values are ignored.
    #expect(
      DemoStore.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/home/ada"])
        == "/home/ada/.local/share/delegatekit-demo/demo.sqlite"
    )
    #expect(
      DemoStore.defaultPath(environment: ["XDG_DATA_HOME": "relative/dir", "HOME": "/home/ada"])
        == "/home/ada/.local/share/delegatekit-demo/demo.sqlite"
    )
  }

  @Test func openWithoutPathCreatesTheDefaultDirectory() throws {
    let directory = try TemporaryDirectory()
    let home = directory.file("home")
    let store = try DemoStore.open(path: nil, environment: ["HOME": home])
    #expect(store.path == home + "/.local/share/delegatekit-demo/demo.sqlite")
    #expect(FileManager.default.fileExists(atPath: store.path))
    #expect(try store.organizations().count == 12)

    let xdg = directory.file("xdg")
    let xdgStore = try DemoStore.open(path: nil, environment: ["XDG_DATA_HOME": xdg, "HOME": home])
    #expect(xdgStore.path == xdg + "/delegatekit-demo/demo.sqlite")
    #expect(FileManager.default.fileExists(atPath: xdgStore.path))
  }
}
