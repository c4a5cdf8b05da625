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
    migrator.registerMigration("v1: organizations and units") { db in
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

  /// The schema version stamped in the file.
  static func userVersion(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
  }
}
