import GRDB

/// The demo's schema: its migrations and the version stamped in `PRAGMA user_version`.
enum Schema {
  /// The schema version this code writes and reads. A file with a greater
  /// `user_version` was made by a newer demo and is refused, never migrated.
  static let version = 1

  /// The migrations, by name. GRDB records which ran in its own table; `user_version`
  /// carries the version for tools (and older demos) that know nothing of GRDB.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration(firstMigration) { db in
      try db.create(table: "organization") { table in
        table.primaryKey("id", .integer)
        table.column("name", .text).notNull().unique()
      }
      try db.create(table: "unit") { table in
        table.primaryKey("id", .integer)
        table.column("organizationId", .integer).notNull().references("organization", onDelete: .cascade)
        table.column("name", .text).notNull()
        table.column("kind", .text).notNull()
      }
      // The screens list an organization's units by name: one index serves the filter, the
      // order and the foreign key's cascade.
      try db.create(index: "unit_on_organizationId_name", on: "unit", columns: ["organizationId", "name"])
    }
    migrator.registerMigration("v1: seed") { db in
      try SeedData.insert(into: db)
    }
    migrator.registerMigration("v1: stamp user_version") { db in
      try db.execute(sql: "PRAGMA user_version = \(version)")
    }
    return migrator
  }

  /// The first migration's name: a file whose migrations table lists it is the demo's.
  static let firstMigration = "v1: organizations and units"

  /// Whether the file is the demo's to open and migrate: it has no tables yet (new, or
  /// empty), or GRDB's record of migrations lists the demo's first one. Any other file with
  /// tables is another application's.
  static func isDemoDatabase(_ db: Database) throws -> Bool {
    let tables = try String.fetchAll(
      db,
      sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )
    guard !tables.isEmpty else { return true }
    guard tables.contains("grdb_migrations") else { return false }
    return try Bool.fetchOne(
      db,
      sql: "SELECT EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier = ?)",
      arguments: [firstMigration]
    ) ?? false
  }

  /// The schema version stamped in the file.
  static func userVersion(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
  }
}
