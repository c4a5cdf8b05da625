/// One row of the people directory, as sent by `GET /people`.
///
/// `Identifiable` by the server's stable `id`, so list diffing survives re-sorting and
/// repeated searches.
public struct Person: Codable, Hashable, Sendable, Identifiable {
  /// Unique within the dataset and stable across runs.
  public let id: Int
  /// May contain non-ASCII and double-width characters (e.g. "王芳").
  public let name: String
  /// The person's job title.
  public let title: String
  /// The person's city.
  public let city: String

  /// Memberwise; public so previews and tests can build rows without a server.
  public init(id: Int, name: String, title: String, city: String) {
    self.id = id
    self.name = name
    self.title = title
    self.city = city
  }
}
