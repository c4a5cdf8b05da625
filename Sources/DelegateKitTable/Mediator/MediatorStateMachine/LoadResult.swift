/// What a finished load tells the mediator beyond "it worked".
///
/// The only thing the mediator needs to know about the data is whether asking for another page
/// can bring anything: when it cannot, the mediator stops asking (the state becomes
/// ``LoadingState/exhausted``) until the next refresh. The rows themselves stay in the client's
/// data source; the mediator never sees them.
///
/// ```swift
/// return LoadResult(hasMorePages: response.nextCursor != nil)
/// ```
public struct LoadResult: Sendable, Hashable {
  /// Whether a later ``LoadKind/nextPage`` load can return more rows.
  ///
  /// `false` ends infinite scrolling until a refresh; a refresh that returns `false` means the
  /// first page was also the last.
  public var hasMorePages: Bool

  /// A result that says whether more pages exist.
  ///
  /// - Parameter hasMorePages: Whether a later ``LoadKind/nextPage`` load can return more rows.
  public init(hasMorePages: Bool) {
    self.hasMorePages = hasMorePages
  }

  /// A load after which another page may follow.
  public static var morePages: LoadResult { LoadResult(hasMorePages: true) }

  /// A load that returned the last page: no page is requested again until a refresh.
  public static var lastPage: LoadResult { LoadResult(hasMorePages: false) }
}
