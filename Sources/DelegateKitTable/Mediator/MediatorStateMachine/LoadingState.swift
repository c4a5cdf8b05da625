/// What the mediator is doing about loading, as its `loadingState` property reports it.
///
/// Besides whether a load is in flight (``isLoading``), it names the two states a paging table
/// needs to explain itself: a failure the user can retry, and the end of the data.
///
/// ```swift
/// switch mediator.loadingState {
/// case .failed(let kind, let message): log("\(kind) failed: \(message)")
/// case .exhausted: footer.text = "That's everything"
/// default: break
/// }
/// ```
public enum LoadingState: Sendable, Hashable {
  /// Nothing is loading; scrolling near the end may start the next page.
  case idle

  /// A ``LoadKind/refresh`` is in flight, started by pull-to-refresh or by the program.
  case refreshing

  /// A ``LoadKind/nextPage`` is in flight; the loading section shows a spinner.
  case loadingMore

  /// The last load failed; the loading section shows the error with a retry button.
  ///
  /// - Parameters:
  ///   - kind: The kind of the load that failed, which retry runs again.
  ///   - message: A description of the error, for the error row.
  case failed(LoadKind, message: String)

  /// The last load said no more pages exist: nothing is requested again until a refresh.
  case exhausted

  /// Whether a load is in flight: a refresh or a page.
  public var isLoading: Bool {
    switch self {
    case .refreshing, .loadingMore: true
    case .idle, .failed, .exhausted: false
    }
  }
}
