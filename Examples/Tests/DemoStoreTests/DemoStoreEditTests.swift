import DemoStore
import Foundation
import GRDB
import Testing

@Suite("Reading and editing")
struct DemoStoreEditTests {
  @Test func deleteUnitIsCommittedBeforeItReturns() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("demo.sqlite")
    let store = try DemoStore.open(path: path)
    let organization = try #require(try store.organizations().first { $0.name == "Ørsted" })
    let unit = try #require(try store.units(of: organization.id).dropFirst(3).first)
    try await store.deleteUnit(id: unit.id)
    // Another connection sees it at once: the transaction was committed.
    let other = try DemoStore.open(path: path)
    #expect(try other.units(of: organization.id).contains { $0.id == unit.id } == false)
    try other.writer.close()
    try store.writer.close()

    let reopened = try DemoStore.open(path: path)
    let units = try reopened.units(of: organization.id)
    #expect(units.count == organization.unitCount - 1)
    #expect(units.contains { $0.id == unit.id } == false)
    #expect(try reopened.organizations().first { $0.id == organization.id }?.unitCount == organization.unitCount - 1)
  }

  @Test func deletingAMissingUnitThrows() async throws {
    let directory = try TemporaryDirectory()
    let store = try DemoStore.open(path: directory.file("demo.sqlite"))
    await #expect(throws: DemoStoreError.unitNotFound(id: 999_999)) { try await store.deleteUnit(id: 999_999) }
    #expect(DemoStoreError.unitNotFound(id: 999_999).description == "unit 999999 is not in the database")
  }

  @Test func searchCoversAllOrganizationsIgnoringCase() throws {
    let directory = try TemporaryDirectory()
    let store = try DemoStore.open(path: directory.file("demo.sqlite"))
    let all = try store.organizations().flatMap { try store.units(of: $0.id) }
    let expected = all.filter { $0.name.lowercased().contains("research") }
    let found = try store.searchUnits("rEsEaRcH", limit: 10_000)
    #expect(Set(found) == Set(expected))
    #expect(Set(found.map(\.organizationId)).count > 1)
    #expect(found.map(\.name) == found.map(\.name).sorted())
    // Beyond ASCII, which SQLite's LIKE alone would not fold.
    let accented = try store.searchUnits("ÉQUIPE DONNÉES", limit: 10_000)
    #expect(!accented.isEmpty)
    #expect(accented.count == all.filter { $0.name.hasPrefix("Équipe Données") }.count)
    #expect(try store.searchUnits("research", limit: 3).count == 3)
    #expect(try store.searchUnits("no such unit anywhere").isEmpty)
  }

  @Test("Unit search folds as people search does: accents and letters such as Ł")
  func searchFoldsAsPeopleSearchDoes() throws {
    let directory = try TemporaryDirectory()
    let store = try DemoStore.open(path: directory.file("demo.sqlite"))
    let all = try store.organizations().flatMap { try store.units(of: $0.id) }
    let equipes = all.filter { $0.name.hasPrefix("Équipe") }
    #expect(!equipes.isEmpty)
    #expect(Set(try store.searchUnits("equipe", limit: 10_000)) == Set(equipes))
    let organization = try #require(try store.organizations().first)
    try store.insertUnits([(organization.id, "Łódź Depot", "Team"), (organization.id, "Zoë's crew", "Team")])
    #expect(try store.searchUnits("lodz depot").map(\.name) == ["Łódź Depot"])
    #expect(try store.searchUnits("ZOE'S").map(\.name) == ["Zoë's crew"])
  }

  @Test func searchTreatsWildcardsLiterally() throws {
    let directory = try TemporaryDirectory()
    let store = try DemoStore.open(path: directory.file("demo.sqlite"))
    let organization = try #require(try store.organizations().first)
    try store.insertUnits([
      (organization.id, "Growth 100% club", "Team"),
      (organization.id, "Growth 1000 club", "Team"),
      (organization.id, "snake_case crew", "Team"),
      (organization.id, "snakeXcase crew", "Team"),
      (organization.id, "back\\slash", "Team"),
    ])
    #expect(try store.searchUnits("100%").map(\.name) == ["Growth 100% club"])
    #expect(try store.searchUnits("snake_case").map(\.name) == ["snake_case crew"])
    #expect(try store.searchUnits("%").map(\.name) == ["Growth 100% club"])
    #expect(try store.searchUnits("_").map(\.name) == ["snake_case crew"])
    #expect(try store.searchUnits("k\\s").map(\.name) == ["back\\slash"])
  }

  @Test func insertUnitsIsOneTransaction() throws {
    let directory = try TemporaryDirectory()
    let store = try DemoStore.open(path: directory.file("demo.sqlite"))
    let organization = try #require(try store.organizations().first)
    // The second row names no organization: the foreign key fails, and the first row
    // is rolled back with it.
    #expect(throws: DemoStoreError.self) {
      try store.insertUnits([(organization.id, "Kept?", "Team"), (987_654, "Orphan", "Team")])
    }
    #expect(try store.searchUnits("Kept?").isEmpty)
    try store.insertUnits([(organization.id, "Kept!", "Team")])
    #expect(try store.searchUnits("Kept!").count == 1)
  }
}
