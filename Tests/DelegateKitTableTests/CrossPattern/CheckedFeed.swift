import DelegateKitTable
import Foundation
import Synchronization

/// Whether a load's task was cancelled: set by its cancellation handler, on whatever thread
/// cancels it, so an atomic.
final class CancelFlag: Sendable {
  private let flag = Atomic<Bool>(false)
  var isSet: Bool { flag.load(ordering: .acquiring) }
  func set() { flag.store(true, ordering: .releasing) }
}

/// A load the feed's loader is waiting on, answered by the harness in any order.
@MainActor
final class HeldLoad {
  let id: Int
  let kind: LoadKind
  /// The refresh epoch the rows will carry: a refresh opens a new one, a page keeps the
  /// epoch its data had when it was asked for.
  let epoch: Int
  fileprivate let continuation: CheckedContinuation<[String]?, any Error>
  fileprivate let cancelled: CancelFlag
  /// Whether the mediator abandoned this load, cancelling its task.
  var isCancelled: Bool { cancelled.isSet }
  /// Set when the loader returned or threw, after which the mediator has handled it.
  var isDone = false

  fileprivate init(
    id: Int,
    kind: LoadKind,
    epoch: Int,
    continuation: CheckedContinuation<[String]?, any Error>,
    cancelled: CancelFlag
  ) {
    self.cancelled = cancelled
    self.id = id
    self.kind = kind
    self.epoch = epoch
    self.continuation = continuation
  }

  /// Returns `count` rows, with or without more pages after them (`nil` rows: no more).
  func reply(count: Int, more: Bool) {
    let rows = (0..<count).map { "e\(epoch) l\(id) r\($0)" }
    continuation.resume(returning: more ? rows : rows + ["<end>"])
  }

  /// Throws.
  func fail() {
    continuation.resume(throwing: CrossPatternError.serverFailed(id))
  }
}

enum CrossPatternError: Error {
  case serverFailed(Int)
}

/// A mediated feed whose every data-source and delegate call checks its index path against
/// the feed's own rows, and whose loader waits for the harness.
@MainActor
final class CheckedFeed: TableViewMediatorDataSource, TableViewMediatorDelegate {
  var rows: [String] = []
  /// The epoch of the rows shown: that of the last refresh applied.
  private(set) var epoch = 0
  private var nextEpoch = 1
  private var nextLoad = 0
  private(set) var held: [HeldLoad] = []
  /// Calls whose index path was outside the feed's rows, described.
  private(set) var violations: [String] = []
  /// How many loads the mediator started.
  private(set) var loadsStarted = 0

  /// The loads still waiting that the mediator has not abandoned.
  var liveLoads: [HeldLoad] { held.filter { !$0.isCancelled && !$0.isDone } }

  func load(_ kind: LoadKind) async throws -> LoadResult {
    loadsStarted += 1
    nextLoad += 1
    let loadEpoch: Int
    if kind == .refresh {
      loadEpoch = nextEpoch
      nextEpoch += 1
    } else {
      loadEpoch = epoch
    }
    var record: HeldLoad?
    defer { record?.isDone = true }
    let id = nextLoad
    let cancelled = CancelFlag()
    let reply = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let load = HeldLoad(id: id, kind: kind, epoch: loadEpoch, continuation: continuation, cancelled: cancelled)
        record = load
        held.append(load)
      }
    } onCancel: {
      cancelled.set()
    }
    try Task.checkCancellation()
    let more = reply?.last != "<end>"
    let page = (reply ?? []).filter { $0 != "<end>" }
    if kind == .refresh {
      rows = page
      epoch = loadEpoch
    } else {
      rows += page
    }
    return LoadResult(hasMorePages: more)
  }

  /// Forgets the loads that are over.
  func prune() {
    held.removeAll { $0.isDone }
  }

  private func check(_ indexPath: IndexPath, _ call: String) -> Bool {
    guard indexPath.section == 0, rows.indices.contains(indexPath.row) else {
      violations.append("\(call) at \(indexPath) with \(rows.count) rows")
      return false
    }
    return true
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    if section != 0 { violations.append("numberOfRows in section \(section)") }
    return rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.text = check(indexPath, "cellForRowAt") ? rows[indexPath.row] : "?"
    return cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    check(indexPath, "canEditRowAt")
  }

  func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  {
    guard check(indexPath, "commit"), editingStyle == .delete else { return }
    rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    _ = check(indexPath, "willSelectRowAt")
    return indexPath
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    _ = check(indexPath, "didSelectRowAt")
  }
}
