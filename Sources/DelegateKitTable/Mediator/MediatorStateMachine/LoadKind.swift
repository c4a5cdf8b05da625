/// Which load the mediator asks the client's code for.
///
/// ``TableViewMediatorDelegate/tableView(_:mediator:shouldLoadMore:)`` takes a `Bool` (`true`
/// for the next page, `false` for a reload); this enum names both so an `async` loader can
/// switch over them instead of decoding a flag.
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
  /// Started by pull-to-refresh or by the program (`startLoadingMore(false)`); the
  /// table reloads all of its data when it finishes.
  case refresh

  /// Append the page after the last one loaded.
  ///
  /// Started when the user scrolls near the end, when the content is shorter than the viewport,
  /// or by the program (`startLoadingMore(true)`); rows are appended after the
  /// client's last row, so no existing index path moves.
  case nextPage

  /// The `shouldLoadMore` flag for this kind: `true` for a page, `false` for a reload.
  ///
  /// Lets a driver call ``TableViewMediatorDelegate/tableView(_:mediator:shouldLoadMore:)``
  /// without a translation table.
  public var isLoadingMore: Bool { self == .nextPage }

  /// The kind a `shouldLoadMore` flag names.
  ///
  /// - Parameter loadingMore: The `shouldLoadMore` flag: `true` for the next page, `false` for
  ///   a reload.
  public init(loadingMore: Bool) {
    self = loadingMore ? .nextPage : .refresh
  }
}
