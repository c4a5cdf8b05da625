public import GRDB

/// An organization the demo lists on its first screen.
///
/// `unitCount` is not a column: queries that show organizations compute it with a
/// subquery, so the list shows sizes without a second query per row; it is left out when
/// the record is saved.
public struct Organization: Codable, FetchableRecord, PersistableRecord, Hashable, Sendable, Identifiable {
  /// The row id, stable across launches, so the table can diff by it.
  public var id: Int64
  /// The display name, unique across organizations.
  public var name: String
  /// How many units the organization has, when fetched with the count; 0 otherwise.
  public var unitCount: Int

  /// Makes an organization value, for tests and seeding.
  public init(id: Int64, name: String, unitCount: Int = 0) {
    self.id = id
    self.name = name
    self.unitCount = unitCount
  }

  /// Reads a row that may lack the computed `unitCount` column (a plain `fetchAll`).
  public init(row: Row) throws {
    id = row["id"]
    name = row["name"]
    unitCount = row.hasColumn("unitCount") ? row["unitCount"] : 0
  }

  /// Writes only the table's columns: `unitCount` is computed, not stored.
  public func encode(to container: inout PersistenceContainer) throws {
    container["id"] = id
    container["name"] = name
  }
}
