public import Foundation
import GRDB

extension DemoStore {
  /// Opens (creating and seeding on first use) the database at `path`, or at
  /// ``defaultPath(environment:)`` when `path` is nil, creating its directory.
  ///
  /// A new database is built beside the target under a temporary name and moved in place
  /// only once migrated and seeded, so a failure never leaves a half-made file that the
  /// next launch would take for a real one. An existing file is checked before use: not a
  /// database, corrupt (`PRAGMA quick_check`, linear in the file's size) and made by a
  /// newer demo are refused with their own error; an older one is migrated.
  ///
  /// - Parameters:
  ///   - path: The database file, or nil for the default location.
  ///   - environment: Where the default location is read from.
  public static func open(
    path: String?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(DemoStoreError) -> DemoStore {
    let resolved: String
    if let path {
      resolved = path
    } else {
      resolved = try defaultPathCreatingDirectory(environment: environment)
    }
    return try openOrCreate(at: resolved)
  }

  /// Opens the file at `path`, creating it first if nothing is there.
  private static func openOrCreate(at path: String) throws(DemoStoreError) -> DemoStore {
    switch DatabaseFile.kind(of: path) {
    case .directory:
      throw .isDirectory(path: path)
    case .missing:
      try create(at: path)
    case .file:
      break
    }
    return try openExisting(at: path)
  }

  /// The default path, after creating its directory.
  private static func defaultPathCreatingDirectory(environment: [String: String]) throws(DemoStoreError) -> String {
    let path = defaultPath(environment: environment)
    let directory = DatabaseFile.directory(of: path)
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .directoryNotWritable(path: directory)
    }
    return path
  }

  /// The configuration of every connection: the case-folding function search needs, and
  /// a busy timeout, since another connection to the file may hold the write lock.
  private static func configuration(readOnly: Bool) -> Configuration {
    var configuration = Configuration()
    configuration.readonly = readOnly
    configuration.busyMode = .timeout(5)
    configuration.prepareDatabase { db in
      db.add(function: CaseFolding.function)
    }
    return configuration
  }

  /// Builds a migrated, seeded database under a temporary name and moves it to `path`.
  private static func create(at path: String) throws(DemoStoreError) {
    let directory = DatabaseFile.directory(of: path)
    guard DatabaseFile.kind(of: directory) == .directory else { throw .directoryMissing(path: path) }
    guard DatabaseFile.isWritable(directory) else { throw .directoryNotWritable(path: path) }
    let name = (path as NSString).lastPathComponent
    let temporary = (directory as NSString).appendingPathComponent(".\(name).creating-\(UUID().uuidString)")
    do {
      // A queue in rollback-journal mode: one file to move. The pool that opens it next
      // switches it to WAL.
      let queue = try DatabaseQueue(path: temporary, configuration: configuration(readOnly: false))
      try Schema.migrator.migrate(queue)
      try queue.close()
      // false: another process created the file meanwhile; open theirs.
      _ = try DatabaseFile.publish(temporary, at: path)
    } catch {
      DatabaseFile.remove(temporary)
      throw DemoStoreError(error, path: path)
    }
  }

  /// Opens a file that exists: makes sure through a read-only connection that it is the
  /// demo's, so nothing is written to another application's file; then opens it for good,
  /// checks it, and migrates it if it is writable.
  private static func openExisting(at path: String) throws(DemoStoreError) -> DemoStore {
    guard try DatabaseFile.hasSQLiteHeader(path).get() else { throw .notADatabase(path: path) }
    // The directory too: SQLite creates the -wal and -shm files beside the database.
    let readOnly =
      !DatabaseFile.isWritable(path) || DatabaseFile.isMarkedReadOnly(path)
      || !DatabaseFile.isWritable(DatabaseFile.directory(of: path))
    let location = readOnly ? DatabaseFile.readOnlyLocation(of: path) : path
    try checkOwnership(location, path: path)
    let database: any DatabaseWriter
    do {
      let configuration = configuration(readOnly: readOnly)
      database =
        readOnly
        ? try DatabaseQueue(path: location, configuration: configuration)
        : try DatabasePool(path: path, configuration: configuration)
    } catch {
      throw DemoStoreError(error, path: path)
    }
    do {
      try check(database, path: path, readOnly: readOnly)
      if !readOnly { try Schema.migrator.migrate(database) }
    } catch {
      try? database.close()
      throw DemoStoreError(error, path: path)
    }
    return DemoStore(path: path, isReadOnly: readOnly, database: database)
  }

  /// Refuses another application's database, reading through a read-only connection that
  /// is closed before the file is opened for good.
  private static func checkOwnership(_ location: String, path: String) throws(DemoStoreError) {
    do {
      let queue = try DatabaseQueue(path: location, configuration: configuration(readOnly: true))
      defer { try? queue.close() }
      if try !queue.read(Schema.isDemoDatabase) { throw DemoStoreError.foreignDatabase(path: path) }
    } catch {
      throw DemoStoreError(error, path: path)
    }
  }

  /// Refuses a damaged file, a newer demo's file, and a read-only file that would need
  /// migrating.
  private static func check(_ database: any DatabaseWriter, path: String, readOnly: Bool) throws {
    try database.read { db in
      let problems = try String.fetchAll(db, sql: "PRAGMA quick_check")
      if problems != ["ok"] {
        throw DemoStoreError.corrupt(path: path, detail: problems.joined(separator: "\n"))
      }
      let found = try Schema.userVersion(db)
      if found > Schema.version {
        throw DemoStoreError.newerSchema(found: found, supported: Schema.version)
      }
      if readOnly, try !Schema.migrator.hasCompletedMigrations(db) {
        throw DemoStoreError.sqlite("\(path) needs upgrading, but it is read-only")
      }
    }
  }
}
