extension MediatorStateMachine {
  /// The user pulled to refresh, or the program asked for a reload.
  ///
  /// A refresh wins over a page: a page in flight is cancelled (its late result will be stale),
  /// and the exhausted and failed states are left, since new data may have new pages. A refresh
  /// already in flight is not restarted — one is already coming — but a pull during a program
  /// refresh hands progress to the refresh control, so the user never sees two spinners.
  ///
  /// ```swift
  /// machine.refreshRequested(source: .pullToRefresh)
  /// // [.startLoad(.refresh, #1)] — the refresh control already spins by itself
  /// ```
  ///
  /// - Parameter source: Who asked, which decides who shows progress.
  /// - Returns: The actions to perform, in order.
  mutating func refreshRequested(source: RefreshSource) -> [Action] {
    let pulled = source == .pullToRefresh
    switch phase {
    case .detached:
      // Nothing to load into. A pull started the control spinning, so stop it again, as a
      // declined load does.
      return pulled ? [.endRefreshing] : []

    case .idle, .failed, .exhausted:
      return move(to: .refreshing(takeGeneration(), pulled: pulled))

    case .loadingMore(let page):
      return move(to: .refreshing(takeGeneration(), pulled: pulled), cancelling: page)

    case .refreshing(let generation, pulled: false) where pulled:
      return move(to: .refreshing(generation, pulled: true))

    case .refreshing:
      // One refresh is already in flight, and restarting it would only delay the data.
      return []
    }
  }

  /// The program asked for the next page (`startLoadingMore(true)`).
  ///
  /// Honoured when nothing is loading and more pages may exist. In the failed state it is
  /// honoured only after a failed page, where it is the same as a retry: after a failed
  /// refresh the rows on screen are out of date, and appending to them would mix old and new.
  ///
  /// - Returns: The actions to perform, in order; empty when the request is ignored.
  mutating func loadMoreRequested() -> [Action] {
    switch phase {
    case .idle, .failed(.nextPage, _):
      return move(to: .loadingMore(takeGeneration()))

    case .detached, .refreshing, .loadingMore, .failed(.refresh, _), .exhausted:
      // Detached: nothing to load into. In flight: at most one load. Exhausted: no more pages
      // until a refresh.
      return []
    }
  }

  /// The table scrolled or its content changed size; may start the next page.
  ///
  /// The page starts when the visible end is within ``loadMoreThreshold`` of the content's
  /// end, or when the content is shorter than the viewport — then no scroll can ever reach the
  /// end, so without this rule a short first page would never be followed by a second. The
  /// driver reports this after every scroll and after every content change, so short content
  /// keeps filling until it covers the viewport or the pages run out.
  ///
  /// Only the idle state loads: a failure waits for an explicit retry, or every scroll would
  /// repeat the failing request.
  ///
  /// - Parameters:
  ///   - distanceToEnd: Points between the bottom of the viewport and the end of the content;
  ///     negative when overscrolled past the end. NaN never counts as near.
  ///   - contentShorterThanViewport: Whether all the content fits in the viewport.
  /// - Returns: The actions to perform, in order; empty when no page starts.
  mutating func scrolled(distanceToEnd: Double, contentShorterThanViewport: Bool) -> [Action] {
    guard phase == .idle, contentShorterThanViewport || distanceToEnd <= loadMoreThreshold else {
      return []
    }
    return move(to: .loadingMore(takeGeneration()))
  }

  /// The user tapped retry on the error row: run the failed kind again.
  ///
  /// A retried refresh shows the spinner row even if the failed one was pulled: the tap came
  /// from the error row at the end, where the user is looking, not from the refresh control.
  ///
  /// - Returns: The actions to perform, in order; empty when nothing failed.
  mutating func retry() -> [Action] {
    switch phase {
    case .failed(.refresh, _):
      return move(to: .refreshing(takeGeneration(), pulled: false))

    case .failed(.nextPage, _):
      return move(to: .loadingMore(takeGeneration()))

    case .detached, .idle, .refreshing, .loadingMore, .exhausted:
      // No error row is on screen, so a retry can only be a late tap: nothing to run.
      return []
    }
  }

  /// The client's data source or delegate was replaced (`setDataSource(_:delegate:)`).
  ///
  /// Whatever was loading, failing or exhausted belonged to the old source: the load in flight
  /// is cancelled, and the machine starts over in the idle state. The table reloads, which also
  /// brings in the loading section the first time a source is attached.
  ///
  /// - Returns: The actions to perform, in order; always ends with ``Action/reloadData``.
  mutating func dataSourceChanged() -> [Action] {
    move(to: .idle, cancelling: loadInFlight?.generation, content: .replaced)
  }
}
