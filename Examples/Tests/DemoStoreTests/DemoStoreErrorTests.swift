import DemoServer
import DemoStore
import DemoTestSupport
import Foundation
import GRDB
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Files the store refuses")
struct DemoStoreErrorTests {
  /// Opens `path`, expecting `expected`, and checks the description is one line.
  private func expectOpen(_ path: String, throws expected: DemoStoreError) {
    do {
      _ = try DemoStore.open(path: path)
      Issue.record("opened \(path); expected \(expected)")
    } catch {
      #expect(error == expected)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func foreignDatabase() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("other.sqlite")
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(
        sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO note (body) VALUES ('mine')"
      )
    }
    try queue.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    expectOpen(path, throws: .foreignDatabase(path: path))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "byte for byte as it was")
    #expect(try directory.contents() == ["other.sqlite"])
  }

  @Test func directory() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("folder")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    expectOpen(path, throws: .isDirectory(path: path))
    #expect(DemoStoreError.isDirectory(path: "/tmp/x").description == "/tmp/x is a directory, not a database file")
    #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
  }

  @Test(
    .enabled(
      if: !isRoot,
      "running as root, whom chmod does not bind: the demo binary's tests run this case as nobody"
    )
  )
  func unwritableDirectory() throws {
    let directory = try TemporaryDirectory()
    let locked = directory.file("locked")
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
    chmod(locked, 0o500)
    let path = (locked as NSString).appendingPathComponent("demo.sqlite")
    expectOpen(path, throws: .directoryNotWritable(path: path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
  }

  @Test func missingDirectory() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("no/such/demo.sqlite")
    expectOpen(path, throws: .directoryMissing(path: path))
    #expect(DemoStoreError.directoryMissing(path: path).description.hasSuffix("its directory does not exist"))
    #expect(try directory.contents().isEmpty)
  }

  @Test func textFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("notes.txt")
    try Data("Dear diary,\nthis is not a database.\n".utf8).write(to: URL(fileURLWithPath: path))
    expectOpen(path, throws: .notADatabase(path: path))
    #expect(DemoStoreError.notADatabase(path: "/a/b").description == "/a/b is not a SQLite database")
    // SQLite left nothing beside it, and the file is untouched.
    #expect(try directory.contents() == ["notes.txt"])
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("Dear diary"))
  }

  @Test func randomBytes() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("noise.sqlite")
    var generator = SplitMix64(seed: 42)
    let bytes = (0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    expectOpen(path, throws: .notADatabase(path: path))
    #expect(try directory.contents() == ["noise.sqlite"])
  }

  @Test func corruptDatabase() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("demo.sqlite")
    let store = try DemoStore.open(path: path)
    let pageSize = try #require(try store.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") })
    try store.writer.close()
    // Page 1 (the header and the schema) intact; every later page garbage.
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    let size = try handle.seekToEnd()
    #expect(size > UInt64(pageSize))
    try handle.seek(toOffset: UInt64(pageSize))
    var generator = SplitMix64(seed: 7)
    try handle.write(
      contentsOf: Data((0..<(Int(size) - pageSize)).map { _ in UInt8.random(in: 0...255, using: &generator) })
    )
    try handle.close()

    do {
      _ = try DemoStore.open(path: path)
      Issue.record("opened a corrupt database")
    } catch {
      guard case .corrupt(let reported, let detail) = error else {
        Issue.record("expected .corrupt, got \(error)")
        return
      }
      #expect(reported == path)
      #expect(!detail.isEmpty)
      #expect(error.description.hasPrefix("\(path) is corrupt: "))
      #expect(!error.description.contains("\n"))
      // One line a person reads: the first problem, and how many more.
      #expect(error.description.count < path.count + 200, "\(error.description.count) characters: \(error.description)")
    }
  }

  @Test func newerSchema() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("demo.sqlite")
    try DemoStore.open(path: path).writer.close()
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 99") }
    let migrations = try queue.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
    try queue.close()

    expectOpen(path, throws: .newerSchema(found: 99, supported: 1))
    #expect(
      DemoStoreError.newerSchema(found: 3, supported: 1).description
        == "this database was made by a newer demo (schema 3; this demo knows 1)"
    )
    // Left as it was: not migrated, not re-stamped.
    let after = try DatabaseQueue(path: path)
    #expect(try after.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 99)
    #expect(
      try after.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") } == migrations
    )
  }

  // Runs as root too: the store honours the file's mode, not only access(2).
  @Test func readOnlyFile() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("demo.sqlite")
    let organization: Organization
    let unit: DemoStore.Unit
    do {
      let store = try DemoStore.open(path: path)
      organization = try #require(store.organizations().first)
      unit = try #require(store.units(of: organization.id).first)
      try store.writer.close()
    }
    chmod(path, 0o444)

    let store = try DemoStore.open(path: path)
    #expect(store.isReadOnly)
    #expect(try store.organizations().count == 12)
    await #expect(throws: DemoStoreError.readOnly) { try await store.deleteUnit(id: unit.id) }
    #expect(throws: DemoStoreError.readOnly) { try store.insertUnits([(organization.id, "New", "Team")]) }
    // Even around the store's guard, SQLite refuses.
    #expect(throws: (any Error).self) {
      try store.writer.write { db in try db.execute(sql: "DELETE FROM unit") }
    }
    #expect(try store.units(of: organization.id).count == organization.unitCount)
    #expect(try store.units(of: organization.id).contains(unit))
    #expect(DemoStoreError.readOnly.description == "the database is read-only: edits are off")
  }
}
