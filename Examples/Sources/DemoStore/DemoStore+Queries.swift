public import GRDB

extension DemoStore {
  /// All organizations by name, each with its unit count.
  public func organizations() throws(DemoStoreError) -> [Organization] {
    try access { try database.read(Self.fetchOrganizations) }
  }

  /// An organization's units by name (then id, as names repeat).
  public func units(of organizationID: Int64) throws(DemoStoreError) -> [Unit] {
    try access { try database.read(Self.fetchUnits(of: organizationID)) }
  }

  /// Units of every organization whose name contains `text`, ignoring case (Unicode
  /// lowercasing, not only ASCII) and treating `%`, `_` and `\` in `text` literally, so
  /// what the user types is what is found.
  ///
  /// - Parameters:
  ///   - text: What the name must contain; empty matches every unit.
  ///   - limit: The most units returned, by name, so a one-letter search stays cheap.
  public func searchUnits(_ text: String, limit: Int = 200) throws(DemoStoreError) -> [Unit] {
    guard limit > 0 else { return [] }
    return try access { try database.read(Self.fetchUnitSearch(text, limit: limit)) }
  }

  /// Fetches what ``searchUnits(_:limit:)`` returns, for an observation of a search.
  public static func fetchUnitSearch(_ text: String, limit: Int = 200) -> @Sendable (Database) throws -> [Unit] {
    { db in
      guard limit > 0 else { return [] }
      return try Unit.fetchAll(
        db,
        sql: "SELECT * FROM unit WHERE demo_fold(name) LIKE ? ESCAPE '\\' ORDER BY name, id LIMIT ?",
        arguments: [CaseFolding.containsPattern(text), limit]
      )
    }
  }

  /// Counts the units ``searchUnits(_:limit:)`` finds with no limit: what a search's header
  /// says match in all when it lists only the first ones.
  ///
  /// The count reads every unit's name (a search's `LIKE` uses no index), on GRDB's reader:
  /// the caller, the main actor of a screen, is free meanwhile.
  ///
  /// - Parameter text: What the name must contain; empty matches every unit.
  /// - Returns: How many units match.
  public func countUnitSearch(_ text: String) async throws(DemoStoreError) -> Int {
    do {
      return try await database.read(Self.fetchUnitSearchCount(text))
    } catch {
      throw DemoStoreError(error, path: path)
    }
  }

  /// Fetches what ``countUnitSearch(_:)`` returns.
  public static func fetchUnitSearchCount(_ text: String) -> @Sendable (Database) throws -> Int {
    { db in
      try Int.fetchOne(
        db,
        sql: "SELECT COUNT(*) FROM unit WHERE demo_fold(name) LIKE ? ESCAPE '\\'",
        arguments: [CaseFolding.containsPattern(text)]
      ) ?? 0
    }
  }

  /// Deletes in a write transaction, committed before it returns: the screen removes the
  /// row only after this returns, so a row never disappears for a delete that failed.
  ///
  /// The wait for the write lock (up to the busy timeout, 5 s, while another process
  /// writes) happens on GRDB's writer queue: the caller, the main actor of a screen, is
  /// free meanwhile.
  ///
  /// - Throws: ``DemoStoreError/readOnly`` on a read-only file, and
  ///   ``DemoStoreError/unitNotFound(id:)`` when no unit has `id` (another connection may
  ///   have deleted it).
  public func deleteUnit(id: Int64) async throws(DemoStoreError) {
    guard !isReadOnly else { throw .readOnly }
    do {
      try await database.write { db in
        guard try Unit.deleteOne(db, id: id) else { throw DemoStoreError.unitNotFound(id: id) }
      }
    } catch {
      throw DemoStoreError(error, path: path)
    }
  }

  /// Inserts units in one transaction, so observers see them arrive as one change (the
  /// benchmark and the tests add thousands at once).
  ///
  /// - Throws: ``DemoStoreError/readOnly`` on a read-only file; a unit naming an
  ///   organization that does not exist fails the foreign key, and none is inserted.
  public func insertUnits(_ units: [(organizationID: Int64, name: String, kind: String)]) throws(DemoStoreError) {
    guard !isReadOnly else { throw .readOnly }
    try access {
      try database.write { db in
        let statement = try db.makeStatement(sql: "INSERT INTO unit (organizationId, name, kind) VALUES (?, ?, ?)")
        for unit in units {
          try statement.execute(arguments: [unit.organizationID, unit.name, unit.kind])
        }
      }
    }
  }

  /// Fetches what ``organizations()`` returns, for an observation of the list: the
  /// screen observes the same query it would read once.
  public static let fetchOrganizations: @Sendable (Database) throws -> [Organization] = { db in
    try Organization.fetchAll(
      db,
      sql: """
        SELECT organization.*,
          (SELECT COUNT(*) FROM unit WHERE unit.organizationId = organization.id) AS unitCount
        FROM organization
        ORDER BY name, id
        """
    )
  }

  /// Fetches what ``units(of:)`` returns, for an observation of one organization's units.
  public static func fetchUnits(of organizationID: Int64) -> @Sendable (Database) throws -> [Unit] {
    { db in
      try Unit.fetchAll(
        db,
        sql: "SELECT * FROM unit WHERE organizationId = ? ORDER BY name, id",
        arguments: [organizationID]
      )
    }
  }
}
