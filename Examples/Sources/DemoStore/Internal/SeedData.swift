import GRDB

/// The organizations and units a new database starts with: fixed, so every first launch
/// (and every test) sees the same rows, with names outside ASCII to exercise sorting,
/// search and rendering.
enum SeedData {
  /// The organizations' names and how many units each gets (5 to 40).
  static let organizations: [(name: String, unitCount: Int)] = [
    ("Acme Corporation", 24),
    ("Société Générale", 31),
    ("Ørsted", 12),
    ("東京都庁", 18),
    ("Globex", 5),
    ("Initech", 9),
    ("Umbrella Labs", 40),
    ("Zürich Versicherung", 15),
    ("São Paulo Metrô", 22),
    ("Κέντρο Ερευνών", 7),
    ("Wayne Enterprises", 33),
    ("Łódź Tramways", 11),
  ]

  /// Unit kinds, cycled through.
  static let kinds = ["Team", "Office", "Department", "Lab", "Branch"]

  /// Unit name stems, cycled through; some repeat across organizations so a search
  /// finds units of several.
  static let stems = [
    "Research", "Sales", "Support", "Finance", "Équipe Données", "Logistics", "Legal",
    "Design", "Platform", "Operations", "Marketing", "研究開発", "Security", "Quality",
  ]

  /// The total number of seeded units.
  static var unitCount: Int { organizations.reduce(0) { $0 + $1.unitCount } }

  /// Inserts the organizations and their units.
  static func insert(into db: Database) throws {
    let insertUnit = try db.makeStatement(sql: "INSERT INTO unit (organizationId, name, kind) VALUES (?, ?, ?)")
    for (index, organization) in organizations.enumerated() {
      try db.execute(sql: "INSERT INTO organization (name) VALUES (?)", arguments: [organization.name])
      let organizationID = db.lastInsertedRowID
      for number in 0..<organization.unitCount {
        // A different starting stem per organization, so organizations differ.
        let stem = stems[(index * 5 + number) % stems.count]
        let kind = kinds[(index + number) % kinds.count]
        try insertUnit.execute(arguments: [organizationID, "\(stem) \(number + 1)", kind])
      }
    }
  }
}
