/// Which load the mediator asks the user's code for.
///
/// The seed's delegate answered one question with a `Bool` (`shouldLoadMore: true` for the next
/// page, `false` for a reload); this enum names both answers so an `async` loader can switch
/// over them instead of decoding a flag.
///
/// ```swift
/// func load(_ kind: LoadKind) async throws -> LoadResult {
///   switch kind {
///   case .refresh: items = try await api.page(0)
///   case .nextPage: items += try await api.page(items.count / pageSize)
///   }
///   return LoadResult(hasMorePages: items.count < total)
/// }
/// ```
public enum LoadKind: Sendable, Hashable {
  /// Replace everything the table shows with a fresh first page.
  ///
  /// Started by pull-to-refresh or by the program (the seed's `startLoadingMore(false)`); the
  /// table reloads all of its data when it finishes.
  case refresh

  /// Append the page after the last one loaded.
  ///
  /// Started when the user scrolls near the end, when the content is shorter than the viewport,
  /// or by the program (the seed's `startLoadingMore(true)`); rows are appended after the
  /// user's last row, so no existing index path moves.
  case nextPage

  /// The seed's `shouldLoadMore` flag for this kind: `true` for a page, `false` for a reload.
  ///
  /// Kept so a driver can call the seed's delegate method without a translation table.
  public var isLoadingMore: Bool { self == .nextPage }

  /// The kind the seed's `shouldLoadMore` flag names.
  ///
  /// - Parameter loadingMore: The seed's flag: `true` for the next page, `false` for a reload.
  public init(loadingMore: Bool) {
    self = loadingMore ? .nextPage : .refresh
  }
}
