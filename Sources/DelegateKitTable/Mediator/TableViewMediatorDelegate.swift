public import DelegateKit

/// The delegate of a table run by a ``TableViewMediator``: a ``TableViewDelegate`` that the
/// mediator also asks to load.
///
/// Every ``TableViewDelegate`` and ``ScrollViewDelegate`` message you implement reaches you
/// with your own index paths, `scrollViewDidScroll(_:)` included: the mediator watches the
/// scroll position too, but does not take the message from you.
///
/// ```swift
/// extension FeedScreen: TableViewMediatorDelegate {
///   func tableView(_ tableView: TableView, mediator: TableViewMediator, shouldLoadMore more: Bool) -> Bool {
///     api.fetch(page: more ? nextPage : 0) { [weak self] posts in
///       self?.append(posts, replacing: !more)
///       mediator.stopLoading()
///     }
///     return true
///   }
/// }
/// ```
@Delegate
@MainActor
public protocol TableViewMediatorDelegate: TableViewDelegate {
  /// Starts a load that you end: `more` is `true` for the next page and `false` for a
  /// reload. Return `true` if the load started, then call
  /// ``TableViewMediator/stopLoading(updatesTable:)`` when your data is in; return `false` if
  /// it cannot start, and the mediator goes back to idle.
  ///
  /// Not asked when a loader is set with ``TableViewMediator/setLoader(on:_:)``; not
  /// implemented, it answers `false`, so nothing loads.
  ///
  /// - Parameters:
  ///   - tableView: The mediated table.
  ///   - mediator: The mediator asking.
  ///   - more: `true` to load the next page, `false` to reload from the start.
  /// - Returns: Whether the load started.
  @Optional(default: false)
  func tableView(_ tableView: TableView, mediator: TableViewMediator, shouldLoadMore more: Bool) -> Bool
}
