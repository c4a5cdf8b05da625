extension MediatorStateMachine {
  /// An effect the driver performs after an event, once the machine has moved.
  ///
  /// An event returns its actions in one fixed order: ``cancelLoad(_:)``, ``endRefreshing``, one
  /// table update (``reloadData``, or ``appendPage`` and/or ``loadingSectionChanged(from:to:)``),
  /// then ``startLoad(_:_:)``. Any table update may be replaced by a full reload, which is
  /// always valid because the data source answers from the machine's current state.
  enum Action: Sendable, Hashable {
    /// Cancel the task running this load; its completion will arrive stale and be dropped.
    ///
    /// A no-op for a driver whose loads are not tasks (loads through the delegate's
    /// `shouldLoadMore`, which the program ends with `stopLoading`).
    case cancelLoad(LoadGeneration)

    /// Stop the refresh control: the pulled refresh is over, whatever its outcome.
    case endRefreshing

    /// Reload the whole table: a refresh replaced the client's data, or the data source changed.
    ///
    /// Never accompanied by ``loadingSectionChanged(from:to:)``: the reload already asks for the
    /// loading section's new content, and a row update on top would be counted twice.
    case reloadData

    /// A page was appended after the client's last row: insert the new rows (or reload).
    ///
    /// The driver learns which rows are new by comparing the client's row counts before and
    /// after; they are all at the end, so no existing index path moves.
    case appendPage

    /// The loading section's row changed; apply `old.rowUpdate(to: new)` at row 0 of the last
    /// section, in the same batch as an ``appendPage`` if there is one.
    ///
    /// - Parameters:
    ///   - old: What the section showed before the event.
    ///   - new: What it shows now, which ``MediatorStateMachine/loadingSection`` also reports.
    case loadingSectionChanged(from: LoadingSection, to: LoadingSection)

    /// Start a load and report its outcome with this generation.
    ///
    /// The driver runs `load(kind)` in a task and calls ``MediatorStateMachine/loadFinished(generation:kind:result:)``
    /// or ``MediatorStateMachine/loadFailed(generation:kind:error:)`` when it returns, so a load
    /// always ends and the spinner cannot stay. Without a loader, the driver instead asks the
    /// delegate's `shouldLoadMore` (``LoadKind/isLoadingMore``) and reports
    /// ``MediatorStateMachine/loadDeclined(generation:)`` when it answers `false`.
    case startLoad(LoadKind, LoadGeneration)
  }

  /// Who asked for a refresh: it decides who shows progress.
  enum RefreshSource: Sendable, Hashable {
    /// The user pulled the refresh control, which now spins by itself and shows progress.
    case pullToRefresh

    /// The program asked (`startLoadingMore(false)`): the loading section shows a
    /// spinner, since no refresh control is spinning.
    case program
  }

  /// How an event changes the client's rows, which decides the table update.
  enum ContentChange: Sendable, Hashable {
    /// The client's rows did not change; only the loading section may have.
    case unchanged

    /// Everything may have changed: reload.
    case replaced

    /// Rows were added after the last one.
    case appended
  }
}
