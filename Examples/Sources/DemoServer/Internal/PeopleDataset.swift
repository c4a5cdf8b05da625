internal import DemoText
internal import Foundation

/// The bundled people, pre-folded and pre-sorted once so a search is a linear filter.
struct PeopleDataset: Sendable {
  private struct Entry: Sendable {
    let record: PersonRecord
    let keys: [String]
  }

  /// Sorted by folded name, then name, then id, so equal names keep a stable order.
  private let entries: [Entry]

  var count: Int { entries.count }

  init(records: [PersonRecord]) {
    let entries = records.map { record in
      Entry(record: record, keys: [record.name, record.title, record.city].map(SearchKey.fold))
    }
    self.entries = entries.sorted { lhs, rhs in
      (lhs.keys[0], lhs.record.name, lhs.record.id) < (rhs.keys[0], rhs.record.name, rhs.record.id)
    }
  }

  /// People whose name, title or city contains `query` (folded), sorted by name.
  /// - Returns: the total number of matches and at most `limit` of them.
  func search(_ query: String, limit: Int) -> (total: Int, people: [PersonRecord]) {
    let needle = SearchKey.fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !needle.isEmpty else {
      return (entries.count, entries.prefix(limit).map(\.record))
    }
    var total = 0
    var people: [PersonRecord] = []
    for entry in entries where entry.keys.contains(where: { $0.contains(needle) }) {
      total += 1
      if people.count < limit { people.append(entry.record) }
    }
    return (total, people)
  }

  /// The person at `index` modulo the dataset size, in name order; feeds use it to pick
  /// authors deterministically.
  func person(at index: Int) -> PersonRecord? {
    guard !entries.isEmpty else { return nil }
    return entries[index % entries.count].record
  }
}

extension PeopleDataset {
  /// Why the bundled dataset could not be loaded; only happens if the resource is
  /// missing from the build or edited by hand.
  struct LoadError: Error, CustomStringConvertible {
    let description: String
  }

  /// Decoded once per process: every ``DemoServer`` shares the same immutable dataset.
  static let bundled: Result<PeopleDataset, LoadError> = {
    guard let url = Bundle.module.url(forResource: "people", withExtension: "json") else {
      return .failure(LoadError(description: "people.json is missing from the DemoServer bundle"))
    }
    do {
      let records = try JSONDecoder().decode([PersonRecord].self, from: Data(contentsOf: url))
      return .success(PeopleDataset(records: records))
    } catch {
      return .failure(LoadError(description: "people.json could not be decoded: \(error)"))
    }
  }()
}
