import DelegateKit
import Foundation

extension TableViewMediator {
  /// Starts a load: the next page when `more` is `true`, a reload from the start when it is
  /// `false`.
  ///
  /// A page starts only when nothing is loading and more pages may exist (or after a failed
  /// page, where it is a retry). A reload always starts, except while one is already in
  /// flight: it cancels a page in flight, whose result is then dropped, and leaves the
  /// exhausted and failed states. The loading row shows a spinner while it runs.
  ///
  /// ```swift
  /// override func viewWillAppear(_ animated: Bool) {
  ///   super.viewWillAppear(animated)
  ///   mediator.startLoadingMore(false)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - more: `true` for the next page, `false` to reload.
  ///   - updatesTable: `true` (the default) to bring the whole table up to date, your rows
  ///     included. `false` to only record the loading row's change, for a caller inside its
  ///     own ``TableView/performBatchUpdates(_:completion:)`` (the change joins that batch)
  ///     or one that has already told the table about its rows.
  public func startLoadingMore(_ more: Bool, updatesTable: Bool = true) {
    let actions = more ? machine.loadMoreRequested() : machine.refreshRequested(source: .program)
    perform(actions, sync: updatesTable ? .all : .loadingRowOnly)
  }

  /// Ends the load in flight: call it when your data is in.
  ///
  /// The mediator goes back to idle, the spinner row goes and the refresh control stops.
  /// With `updatesTable`, the table learns your new data too: by a reload after a reload,
  /// and by inserting your new rows after a page (or a reload, if your rows did not only
  /// grow). Then, if the content is still shorter than the view, the next page starts.
  ///
  /// With an `async` loader there is no need to call it, since a load ends when the loader
  /// returns; calling it abandons the load in flight, whose task is cancelled.
  ///
  /// - Parameter updatesTable: `true` (the default) to bring the whole table up to date;
  ///   `false` to only record the loading row's change, as for
  ///   ``startLoadingMore(_:updatesTable:)``.
  public func stopLoading(updatesTable: Bool = true) {
    let kind = machine.loadInFlight?.kind
    let sync: TableSync = updatesTable ? (kind == .refresh ? .replacingContent : .all) : .loadingRowOnly
    let changed = perform(machine.stopLoading(), sync: sync)
    if changed { checkContent() }
  }

  /// Runs the failed load again, as a tap on the error row does.
  ///
  /// Does nothing unless ``loadingState`` is ``LoadingState/failed(_:message:)``.
  public func retry() {
    perform(machine.retry())
  }

  /// Sets the `async` loader, which the mediator calls instead of
  /// ``TableViewMediatorDelegate/tableView(_:mediator:shouldLoadMore:)``.
  ///
  /// The mediator calls `load` on the main actor in a task of its own for each load. A load
  /// ends when `load` returns, with whether more pages exist, or throws, which shows the
  /// error row; the spinner can never be left behind. A load that a refresh or
  /// ``stopLoading(updatesTable:)`` abandons has its task cancelled and its result dropped:
  /// change your data only after checking for cancellation after your last `await`, so that
  /// an abandoned page never lands on newer data:
  ///
  /// ```swift
  /// mediator.setLoader(on: self) { screen, kind in
  ///   let page = try await screen.api.page(kind == .refresh ? 0 : screen.nextPage)
  ///   try Task.checkCancellation()
  ///   screen.apply(page, replacing: kind == .refresh)
  ///   return LoadResult(hasMorePages: page.hasMore)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - owner: The object that loads, held weakly and passed to `load`, so that `load`
  ///     need not capture it. Once it is gone, a load ends as though declined.
  ///   - load: Loads `kind` into your data source and says whether more pages exist.
  public func setLoader<Owner: AnyObject>(
    on owner: Owner,
    _ load: @escaping @MainActor (Owner, LoadKind) async throws -> LoadResult
  ) {
    loader = { [weak owner] kind in
      guard let owner else { return nil }
      return try await load(owner, kind)
    }
  }

  /// Removes the `async` loader: loads go to
  /// ``TableViewMediatorDelegate/tableView(_:mediator:shouldLoadMore:)`` again.
  public func removeLoader() {
    loader = nil
  }

  /// Returns once every load task running now has returned: the one in flight and any
  /// abandoned one still running. A load its completion starts (the next page, when the
  /// content is still short) is not awaited: call it again.
  ///
  /// ```swift
  /// mediator.startLoadingMore(false)
  /// await mediator.waitForLoad()   // the refresh is on screen
  /// ```
  public func waitForLoad() async {
    for task in tasks.running.values {
      await task.value
    }
  }

  /// The user pulled the refresh control.
  func refreshPulled() {
    perform(machine.refreshRequested(source: .pullToRefresh))
  }

  /// The table scrolled: the interceptor's `scrollViewDidScroll(_:)`.
  func tableDidScroll() {
    // The mediator's own updates scroll the table; it checks the content after them.
    guard !isUpdatingTable else { return }
    checkContent()
  }

  /// Tells the machine how far the visible end is from the content's end, which may start
  /// the next page.
  func checkContent() {
    // A table with no size, or one about to reload, has no meaningful content end yet.
    guard tableView.hasCurrentLayout, tableView.bounds.height > 0 else { return }
    let viewport = tableView.bounds.height - tableView.contentInset.top - tableView.contentInset.bottom
    let distance = tableView.maximumContentOffsetY - tableView.contentOffset.y
    let actions = machine.scrolled(
      distanceToEnd: Double(distance),
      contentShorterThanViewport: tableView.contentSize.height < viewport
    )
    perform(actions)
  }
}
