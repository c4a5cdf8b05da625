/// One page of `GET /feed`; `hasMore` tells an infinite-scroll screen when to stop asking.
public struct FeedPage: Codable, Hashable, Sendable {
  /// The zero-based page number that was requested.
  public let page: Int
  /// Whether a later page has items.
  public let hasMore: Bool
  /// The page's entries, newest first; empty past the last page.
  public let items: [FeedItem]

  /// Memberwise; public so previews and tests can build pages without a server.
  public init(page: Int, hasMore: Bool, items: [FeedItem]) {
    self.page = page
    self.hasMore = hasMore
    self.items = items
  }
}
