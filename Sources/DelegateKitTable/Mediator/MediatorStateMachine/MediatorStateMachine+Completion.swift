extension MediatorStateMachine {
  /// A load returned its result.
  ///
  /// Only the load in flight counts. A stale generation — a page cancelled by a refresh, a load
  /// abandoned by ``stopLoading()`` or ``dataSourceChanged()`` — changes nothing, so old rows are
  /// never applied over newer data. A refresh reloads the table; a page is appended. When the
  /// result has no more pages, the machine is exhausted until the next refresh.
  ///
  /// ```swift
  /// // A page started as #1, then a refresh (#2) cancelled it; the page returns anyway:
  /// machine.loadFinished(generation: #1, kind: .nextPage, result: .morePages) // []
  /// ```
  ///
  /// - Parameters:
  ///   - generation: The generation from the load's ``Action/startLoad(_:_:)``.
  ///   - kind: The load's kind, checked against the load in flight to catch driver mix-ups.
  ///   - result: What the client's loader returned.
  /// - Returns: The actions to perform, in order; empty for a stale completion.
  mutating func loadFinished(generation: LoadGeneration, kind: LoadKind, result: LoadResult) -> [Action] {
    guard isInFlight(generation, kind: kind) else { return [] }
    let next: Phase = result.hasMorePages ? .idle : .exhausted
    return move(to: next, content: kind == .refresh ? .replaced : .appended)
  }

  /// A load threw.
  ///
  /// The loading section shows the error with a retry button, which runs the same kind again.
  /// A stale failure changes nothing — in particular a cancelled task's `CancellationError`,
  /// which is how most cancelled loads end.
  ///
  /// - Parameters:
  ///   - generation: The generation from the load's ``Action/startLoad(_:_:)``.
  ///   - kind: The load's kind, checked against the load in flight.
  ///   - error: What the loader threw; kept as its description, so the state stays `Hashable`
  ///     and `Sendable` whatever the error type.
  /// - Returns: The actions to perform, in order; empty for a stale failure.
  mutating func loadFailed(generation: LoadGeneration, kind: LoadKind, error: any Error) -> [Action] {
    guard isInFlight(generation, kind: kind) else { return [] }
    return move(to: .failed(kind, message: String(describing: error)))
  }

  /// The delegate answered `false` to `shouldLoadMore`: the load never started.
  ///
  /// Back to idle. Checked by generation because the delegate runs client code
  /// synchronously, and that code may already have started or stopped another load.
  ///
  /// - Parameter generation: The generation from the declined ``Action/startLoad(_:_:)``.
  /// - Returns: The actions to perform, in order; empty if that load is no longer in flight.
  mutating func loadDeclined(generation: LoadGeneration) -> [Action] {
    guard let load = loadInFlight, load.generation == generation else {
      checkIssued(generation)
      return []
    }
    return move(to: .idle)
  }

  /// The program stopped loading (`TableViewMediator.stopLoading(updatesTable:)`).
  ///
  /// For a driver that loads through `shouldLoadMore` this is how a load ends, with no word on
  /// further pages, so the machine goes back to idle; for an `async` driver it abandons the
  /// load in flight, whose task is cancelled. A failure or the exhausted state is not loading,
  /// so it is left alone.
  ///
  /// - Returns: The actions to perform, in order; empty when nothing is loading.
  mutating func stopLoading() -> [Action] {
    guard let load = loadInFlight else { return [] }
    return move(to: .idle, cancelling: load.generation)
  }

  /// Whether a completion belongs to the load in flight.
  ///
  /// - Parameters:
  ///   - generation: The completion's generation.
  ///   - kind: The completion's kind, which must match the load in flight when the generation
  ///     does: a mismatch means the driver mixed up two loads, and guessing would hide it.
  /// - Returns: `true` for the load in flight, `false` for a stale completion.
  private func isInFlight(_ generation: LoadGeneration, kind: LoadKind) -> Bool {
    guard let load = loadInFlight, load.generation == generation else {
      checkIssued(generation)
      return false
    }
    precondition(
      load.kind == kind,
      "Invalid completion. Load \(generation) is a \(load.kind) load, not a \(kind) load."
    )
    return true
  }

  /// Stops on a generation that was never handed out: only a driver bug can produce one, and
  /// dropping it silently as stale would hide that bug.
  ///
  /// - Parameter generation: The completion's generation.
  private func checkIssued(_ generation: LoadGeneration) {
    precondition(
      generation != .none && generation <= lastGeneration,
      "Invalid completion. Load \(generation) was never started (last started: \(lastGeneration))."
    )
  }
}
