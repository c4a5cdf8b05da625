import Foundation
public import GRDB

/// The demo's SQLite database of organizations and their units.
///
/// One value per open file. A writable file is opened as a `DatabasePool` (WAL), so the
/// screens read while a write is in progress, and another connection to the same file (a
/// second store, another process) can write beside it; ``ObservedSnapshot`` polls for
/// such writes, which GRDB's observation alone does not see. A file this process may not
/// write opens read-only, as a `DatabaseQueue`, and every edit throws
/// ``DemoStoreError/readOnly``; a read-only file in WAL mode whose directory this process
/// may not write either opens immutable, since SQLite could not make its `-shm` file.
///
/// A file is looked at through a read-only connection before anything is written to it:
/// another application's database (one with tables, none of them the demo's) is refused
/// with ``DemoStoreError/foreignDatabase(path:)`` and left byte for byte as it was.
///
/// Edits are `async`: they wait for the write lock (another process may hold it for
/// seconds) on GRDB's writer queue, never on the caller's thread.
///
/// Every method throws ``DemoStoreError`` only, whose description is one line for the
/// screen: the demo never crashes on a bad file.
public final class DemoStore: Sendable {
  /// The database file, as opened (the default location resolved).
  public let path: String
  /// A file the process can't write opens read-only (GRDB `Configuration.readonly`), and
  /// says so here, so the screen can turn edits off before the user tries one.
  public let isReadOnly: Bool
  /// The connection pool (writable) or queue (read-only).
  let database: any DatabaseWriter

  /// Underlying writer for tests and the benchmark, which write around the store's API
  /// (a second connection is made by opening the same path again).
  public var writer: any DatabaseWriter { database }

  /// Closes the database. As its last connection closes, SQLite folds the write-ahead log
  /// back into the file and removes the `-wal` and `-shm` files beside it; the end of the
  /// process alone closes nothing, so a program calls this on each of its ways out.
  ///
  /// Waits for reads in progress. Every later access throws.
  ///
  /// - Throws: ``DemoStoreError`` when a statement still in use keeps the file open.
  public func close() throws(DemoStoreError) {
    // A pool's readers are read-only connections, which leave the log as it is when they
    // close last: they go first (`releaseMemory` closes idle readers), so the writer is
    // the last connection and removes the files.
    (database as? DatabasePool)?.releaseMemory()
    try access { try database.close() }
  }

  init(path: String, isReadOnly: Bool, database: any DatabaseWriter) {
    self.path = path
    self.isReadOnly = isReadOnly
    self.database = database
  }

  /// The schema version this build of the demo writes; a file with a greater one is
  /// refused with ``DemoStoreError/newerSchema(found:supported:)``.
  public static var supportedSchemaVersion: Int { Schema.version }

  /// Where the demo keeps its database when no path is given, following the XDG base
  /// directory convention so it lands beside other programs' data rather than in the
  /// working directory: `$XDG_DATA_HOME/delegatekit-demo/demo.sqlite`, else
  /// `$HOME/.local/share/delegatekit-demo/demo.sqlite`.
  ///
  /// A relative `XDG_DATA_HOME` is ignored, as the convention requires.
  ///
  /// - Parameter environment: The variables to read, a parameter so tests need not change
  ///   the process's own.
  public static func defaultPath(environment: [String: String]) -> String {
    let dataHome: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      dataHome = xdg
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      dataHome = (home as NSString).appendingPathComponent(".local/share")
    }
    return ((dataHome as NSString).appendingPathComponent("delegatekit-demo") as NSString)
      .appendingPathComponent("demo.sqlite")
  }

  /// Runs a database access and turns whatever it throws into a ``DemoStoreError``.
  func access<T>(_ body: () throws -> T) throws(DemoStoreError) -> T {
    do {
      return try body()
    } catch {
      throw DemoStoreError(error, path: path)
    }
  }
}

extension DemoStore {
  /// SQLite's `PRAGMA data_version` on the writer connection: it changes when, and only
  /// when, another connection commits to the file, which GRDB's observation can't see.
  func dataVersion() async throws -> Int {
    try await database.writeWithoutTransaction { db in
      try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }
  }
}
