import DelegateKit
import Foundation

extension TableViewMediator {
  /// How much of the table an event's actions bring up to date.
  enum TableSync {
    /// Everything: the loading row and the client's rows (appended rows are inserted, any
    /// other change reloads).
    case all
    /// Everything, and the client's rows were replaced (a refresh ended): reload.
    case replacingContent
    /// Only the loading row's change, recorded with the table's row calls so that it joins
    /// a batch the caller has open.
    case loadingRowOnly
  }

  /// Performs the machine's actions in the order it gives them: cancellations, the refresh
  /// control, one table update, then the load to start.
  ///
  /// - Parameters:
  ///   - actions: What an event of the machine returned.
  ///   - sync: How much of the table to bring up to date.
  /// - Returns: Whether the client's rows changed on the table (grew, or were reloaded).
  @discardableResult
  func perform(_ actions: [MediatorStateMachine.Action], sync: TableSync = .all) -> Bool {
    guard !actions.isEmpty else { return false }
    var reload = sync == .replacingContent
    var rowChange: (from: LoadingSection, to: LoadingSection)?
    var starts: [(LoadKind, LoadGeneration)] = []
    for action in actions {
      switch action {
      case .cancelLoad(let generation): tasks.running[generation]?.cancel()
      case .endRefreshing: refreshControl?.endRefreshing()
      case .reloadData: reload = true
      // The rows a page appended are found by comparing counts, below.
      case .appendPage: break
      case .loadingSectionChanged(let old, let new): rowChange = (old, new)
      case .startLoad(let kind, let generation): starts.append((kind, generation))
      }
    }
    var changed = false
    if reload || rowChange != nil || actions.contains(.appendPage) {
      if sync == .loadingRowOnly, !reload {
        recordLoadingRowChange(rowChange)
      } else {
        changed = updateTable(reload: reload, rowChange: rowChange)
      }
    }
    for (kind, generation) in starts { startLoad(kind, generation) }
    return changed
  }

  /// Brings the table up to date in one validated batch, or reloads it.
  ///
  /// The client's rows are compared with what the table shows: when they only grew (a page),
  /// the new rows and sections are inserted before the loading section, in the same batch
  /// as the loading row's change, so the update always validates; any other difference
  /// reloads, which is always valid.
  ///
  /// - Returns: Whether the client's rows changed on the table.
  private func updateTable(reload: Bool, rowChange: (from: LoadingSection, to: LoadingSection)?) -> Bool {
    // Nothing on screen yet: the table's next layout loads everything as it now is.
    guard tableView.hasCurrentLayout else { return true }
    isUpdatingTable = true
    defer { isUpdatingTable = false }
    // The table's last section is the loading section, unless it was loaded before the
    // mediator was attached, which the reload that attaching asks for fixes.
    let shownSections = tableView.numberOfSections - 1
    let current = interceptor.clientRowCounts(in: tableView)
    guard !reload, shownSections >= 0 else {
      tableView.reloadData()
      return true
    }
    let shown = (0..<shownSections).map { tableView.numberOfRows(inSection: $0) }
    guard let growth = AppendedRows(old: shown, new: current) else {
      tableView.reloadData()
      return true
    }
    if growth.isEmpty && rowChange.map({ $0.from.rowUpdate(to: $0.to) == nil }) ?? true { return false }
    tableView.performBatchUpdates { [self] in
      if !growth.insertedSections.isEmpty {
        tableView.insertSections(growth.insertedSections, with: .automatic)
      }
      if !growth.insertedRows.isEmpty {
        tableView.insertRows(at: growth.insertedRows, with: .automatic)
      }
      if let rowChange {
        applyLoadingRowChange(rowChange, oldSection: shown.count, newSection: current.count)
      }
    }
    return !growth.isEmpty
  }

  /// Records the loading row's change alone, for `updatesTable: false`: inside the caller's
  /// batch it joins that batch; outside one, it is applied at once.
  private func recordLoadingRowChange(_ rowChange: (from: LoadingSection, to: LoadingSection)?) {
    guard let rowChange, tableView.hasCurrentLayout, tableView.numberOfSections > 0 else { return }
    isUpdatingTable = true
    defer { isUpdatingTable = false }
    applyLoadingRowChange(
      rowChange,
      oldSection: tableView.numberOfSections - 1,
      newSection: interceptor.clientSectionCount(in: tableView)
    )
  }

  /// The one row operation on the loading section: deletes and reloads name the section as
  /// the table knew it, inserts as it will be, as UIKit's batch rules want.
  private func applyLoadingRowChange(
    _ rowChange: (from: LoadingSection, to: LoadingSection),
    oldSection: Int,
    newSection: Int
  ) {
    switch rowChange.from.rowUpdate(to: rowChange.to) {
    case .insert: tableView.insertRows(at: [IndexPath(row: 0, section: newSection)], with: .fade)
    case .delete: tableView.deleteRows(at: [IndexPath(row: 0, section: oldSection)], with: .fade)
    case .reload: tableView.reloadRows(at: [IndexPath(row: 0, section: oldSection)], with: .fade)
    case nil: break
    }
  }

  /// Starts a load: in a task running the `async` loader, or by asking the delegate's
  /// `shouldLoadMore`.
  private func startLoad(_ kind: LoadKind, _ generation: LoadGeneration) {
    guard let loader else {
      let started = interceptor.clientDelegate.tableView(tableView, mediator: self, shouldLoadMore: kind.isLoadingMore)
      if !started { perform(machine.loadDeclined(generation: generation)) }
      return
    }
    tasks.running[generation] = Task { [weak self] in
      let outcome: Result<LoadResult?, any Error>
      do {
        outcome = .success(try await loader(kind))
      } catch {
        outcome = .failure(error)
      }
      self?.loadReturned(generation, kind, outcome)
    }
  }

  /// A load task returned. The machine drops it when it is stale (cancelled, or older than
  /// the load in flight); otherwise the table shows the new rows or the error.
  private func loadReturned(_ generation: LoadGeneration, _ kind: LoadKind, _ outcome: Result<LoadResult?, any Error>) {
    tasks.running[generation] = nil
    switch outcome {
    case .success(let result?):
      if perform(machine.loadFinished(generation: generation, kind: kind, result: result)) {
        // Still shorter than the view, or still near the end: the next page.
        checkContent()
      }
    case .success(nil):
      perform(machine.loadDeclined(generation: generation))
    case .failure(let error):
      perform(machine.loadFailed(generation: generation, kind: kind, error: error))
    }
  }
}

/// The running load tasks, in a box whose end cancels them: the mediator going away abandons
/// its loads.
final class LoadTasks {
  /// The tasks by generation, cancelled ones included until they return.
  var running: [LoadGeneration: Task<Void, Never>] = [:]

  deinit {
    for task in running.values { task.cancel() }
  }
}
