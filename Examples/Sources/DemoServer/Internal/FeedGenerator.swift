internal import Foundation

/// One `/feed` item on the wire (see `API.md`).
struct FeedItemRecord: Codable, Hashable, Sendable {
  let id: Int
  let title: String
  let author: String
  let published: String
}

/// One `/feed` answer on the wire (see `API.md`).
struct FeedPageRecord: Codable, Hashable, Sendable {
  let page: Int
  let hasMore: Bool
  let items: [FeedItemRecord]
}

/// Builds feed pages on demand from the seed: nothing is stored, and page `n` is the same
/// no matter which pages were requested before it.
struct FeedGenerator: Sendable {
  let pages: Int
  let pageSize: Int
  let seed: UInt64
  let people: PeopleDataset

  /// Items are dated newest first, counting back from this fixed instant
  /// (2025-06-01T12:00:00Z), so dates do not depend on the wall clock.
  private static let newest = Date(timeIntervalSince1970: 1_748_779_200)

  func page(_ index: Int) -> FeedPageRecord {
    guard index < pages else { return FeedPageRecord(page: index, hasMore: false, items: []) }
    let firstID = index * pageSize + 1
    let items = (firstID..<firstID + pageSize).map(item)
    return FeedPageRecord(page: index, hasMore: index + 1 < pages, items: items)
  }

  private func item(id: Int) -> FeedItemRecord {
    var rng = SplitMix64(seed: seed &+ UInt64(id))
    let title = "\(Self.adjectives.randomElement(using: &rng)!) \(Self.topics.randomElement(using: &rng)!)"
    let author = people.person(at: Int(rng.next() % UInt64(max(people.count, 1))))?.name ?? "Anonymous"
    let minutesAgo = (id - 1) * 47 + Int(rng.next() % 40)
    let date = Self.newest.addingTimeInterval(-Double(minutesAgo) * 60)
    return FeedItemRecord(id: id, title: title, author: author, published: date.formatted(.iso8601))
  }

  private static let adjectives = [
    "Notes on", "A field guide to", "Why we rewrote", "Debugging", "Lessons from",
    "The quiet cost of", "Measuring", "Rethinking", "Shipping", "Untangling",
  ]
  private static let topics = [
    "terminal layouts", "delegate chains", "async cancellation", "wide characters",
    "backpressure", "keyboard focus", "retry budgets", "cache invalidation",
    "structured concurrency", "error rows", "infinite scroll", "Unicode widths",
  ]
}
