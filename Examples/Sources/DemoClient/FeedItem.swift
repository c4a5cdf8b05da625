/// One entry of the paged feed sent by `GET /feed`.
public struct FeedItem: Codable, Hashable, Sendable, Identifiable {
  /// Unique and increasing across pages, so appended pages never collide in a list.
  public let id: Int
  /// The entry's headline.
  public let title: String
  /// A name from the people dataset.
  public let author: String
  /// An ISO 8601 timestamp (e.g. `2025-06-01T11:13:00Z`), kept as text because the demo
  /// only displays it and parsing would add a failure mode unrelated to networking.
  public let published: String

  /// Memberwise; public so previews and tests can build items without a server.
  public init(id: Int, title: String, author: String, published: String) {
    self.id = id
    self.title = title
    self.author = author
    self.published = published
  }
}
