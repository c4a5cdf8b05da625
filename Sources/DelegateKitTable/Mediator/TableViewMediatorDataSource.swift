public import DelegateKit
public import Foundation

/// The data source of a table run by a ``TableViewMediator``: a ``TableViewDataSource`` that
/// knows nothing of the mediator's loading row.
///
/// Write it as you would for the table alone. The mediator adds its loading section after
/// your last one and answers for it itself, so this object is never asked about it, and your
/// index paths are the table's: row 3 of your section 0 is row 3 of the table's section 0.
///
/// ```swift
/// extension FeedScreen: TableViewMediatorDataSource {
///   func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { posts.count }
///   func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
///     cell.text = posts[indexPath.row].title
///     return cell
///   }
/// }
/// ```
///
/// `@Delegate` gives it the `TableViewMediatorDataSourceMulticast` the mediator installs as the
/// table's data source and the `TableViewMediatorDataSourceProxy` through which it calls you.
@Delegate
@MainActor
public protocol TableViewMediatorDataSource: TableViewDataSource {
  /// The cell of the loading row, to draw it your way; `nil` (the default) for the
  /// mediator's own, which reads "Loading…" or the error with "Tap to retry".
  ///
  /// The one question you are asked about the loading section, and only if you implement
  /// it. Read ``TableViewMediator/loadingState`` for what the row shows.
  ///
  /// ```swift
  /// func tableView(_ tableView: TableView, mediator: TableViewMediator, cellForLoadingRowAt indexPath: IndexPath) -> TableViewCell? {
  ///   let cell = tableView.dequeueReusableCell(withIdentifier: "spinner", for: indexPath)
  ///   cell.text = mediator.loadingState.isLoading ? "Fetching posts…" : "Couldn't load. Tap to retry."
  ///   return cell
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - tableView: The mediated table.
  ///   - mediator: The mediator asking.
  ///   - indexPath: The loading row: row 0 of the last section.
  /// - Returns: A cell, usually dequeued from `tableView`, or `nil` for the mediator's.
  @Optional
  func tableView(
    _ tableView: TableView,
    mediator: TableViewMediator,
    cellForLoadingRowAt indexPath: IndexPath
  ) -> TableViewCell?
}
