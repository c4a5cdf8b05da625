/// One answer of `GET /people`: a window of at most `limit` matches plus the total, so a
/// screen can say "showing 50 of 312".
public struct PeopleResult: Codable, Hashable, Sendable {
  /// The query as the server received it, so a late answer can be matched to (or
  /// discarded against) the text currently in the search field.
  public let query: String
  /// How many people match, ignoring the limit.
  public let total: Int
  /// The first matches, sorted by name.
  public let people: [Person]

  /// Memberwise; public so previews and tests can build results without a server.
  public init(query: String, total: Int, people: [Person]) {
    self.query = query
    self.total = total
    self.people = people
  }
}
