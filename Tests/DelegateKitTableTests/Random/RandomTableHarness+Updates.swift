import DelegateKitTable
import Foundation

// Data changes: batches (valid or broken on purpose), snapshots (with or without duplicate
// identifiers), reloads and replaced tables.
extension RandomTableHarness {
  /// A random batch, valid unless `breaking`, made in one of the ways UIKit allows: one
  /// `performBatchUpdates`, two nested ones, `beginUpdates`/`endUpdates`, or a lone call.
  func batchUpdate(breaking: Bool) -> String {
    var plan = BatchPlan(from: model.sections, model: model, using: &rng)
    let broken = breaking ? plan.breakRule(old: model.sections, model: model, using: &rng) : nil
    return perform(plan, valid: !breaking, note: broken)
  }

  func perform(_ plan: BatchPlan, valid: Bool, note: String?) -> String {
    let anchor = model.anchor()
    let errorsBefore = errors.count
    var completion: Bool?
    var inner: Bool?
    let style = rng.draw(0...9)
    switch style {
    case 0 where plan.calls.count == 1:
      // Outside a batch a call applies at once, so the data must already have changed.
      model.sections = plan.sections
      plan.calls[0].make(on: table)
    case 1:
      table.beginUpdates()
      model.sections = plan.sections
      for call in plan.calls { call.make(on: table) }
      completion = table.endUpdates()
    case 2:
      let cut = rng.draw(0...plan.calls.count)
      table.performBatchUpdates(
        {
          self.model.sections = plan.sections
          for call in plan.calls[..<cut] { call.make(on: self.table) }
          self.table.performBatchUpdates(
            {
              for call in plan.calls[cut...] { call.make(on: self.table) }
            },
            completion: { inner = $0 }
          )
        },
        completion: { completion = $0 }
      )
      // A nested call only records: the outer one applies, or refuses, the whole batch.
      if inner != true { pending.append("a nested batch completed with \(String(describing: inner))") }
    default:
      table.performBatchUpdates(
        {
          self.model.sections = plan.sections
          for call in plan.calls { call.make(on: self.table) }
        },
        completion: { completion = $0 }
      )
    }
    checkOutcome(accepted: valid, completion: completion, errorsBefore: errorsBefore)
    if valid {
      model.forget(plan.ended)
      checkAnchor(anchor, ended: plan.ended, clamped: model.reanchor(anchor, ended: plan.ended))
    } else {
      // Refused: the table reloads the data source's data, which clears the selection.
      model.selected = []
      model.offset = model.clamped(model.offset)
    }
    lastCalls = plan.calls
    return describe(note.map { "broken by \($0), style \(style)" } ?? "style \(style)")
  }

  /// A random snapshot: identifiers unique, or repeated on purpose (which must be reported,
  /// and the table reloaded).
  func snapshotUpdate(duplicates: Bool) -> String {
    // An app whose data repeated an identifier mostly fixes it the next time.
    let base = dataHasDuplicates && rng.percent(80) ? SnapshotEdits.withoutDuplicates(model.sections) : model.sections
    return apply(SnapshotEdits.edit(base, model: model, duplicates: duplicates, using: &rng))
  }

  func apply(_ sections: [ModelSection]) -> String {
    guard let diffable else { return describe("no diffable data source") }
    let old = model.sections
    let anchor = model.anchor()
    let errorsBefore = errors.count
    let snapshot = SnapshotEdits.snapshot(of: sections)
    var completed = false
    diffable.apply(snapshot, animatingDifferences: rng.percent(50)) { completed = true }
    model.sections = sections
    if !completed { pending.append("apply did not call its completion") }
    if diffable.snapshot() != snapshot { pending.append("the data source does not hold the snapshot applied") }
    // The diff cannot describe a change while either side repeats an identifier.
    let repeats = SnapshotEdits.hasDuplicates(sections)
    let refused = repeats || dataHasDuplicates
    dataHasDuplicates = repeats
    checkOutcome(accepted: !refused, completion: nil, errorsBefore: errorsBefore)
    if refused {
      var named = false
      if errors.count > errorsBefore, case .duplicateIdentifiers = errors[errors.count - 1].reason { named = true }
      if !named { pending.append("duplicate identifiers were not reported as such") }
      model.selected = []
      model.offset = model.clamped(model.offset)
    } else {
      let ended = SnapshotEdits.ended(from: old, to: sections)
      model.forget(ended)
      checkAnchor(anchor, ended: ended, clamped: model.reanchor(anchor, ended: ended))
    }
    return describe("\(refused ? "duplicates, " : "")rows \(sections.map(\.rows.count))")
  }

  /// `reloadData()`, sometimes after the data changed behind the table's back; in the
  /// snapshot phase also `applySnapshotUsingReloadData`.
  func reload() -> String {
    var what = "reloadData"
    switch mode {
    case .batches:
      if rng.percent(50) {
        model.sections = BatchPlan(from: model.sections, model: model, using: &rng).sections
        what = "data changed, then reloadData"
      }
      table.reloadData()
    case .snapshots:
      if rng.percent(50) {
        table.reloadData()
      } else {
        let sections = SnapshotEdits.edit(model.sections, model: model, duplicates: rng.percent(10), using: &rng)
        diffable?.applySnapshotUsingReloadData(SnapshotEdits.snapshot(of: sections))
        model.sections = sections
        dataHasDuplicates = SnapshotEdits.hasDuplicates(sections)
        checkSnapshot()
        what = "applySnapshotUsingReloadData"
      }
    }
    model.selected = []
    model.offset = model.clamped(model.offset)
    return what
  }

  /// A new random table: by reloading, by replacing every section in one batch, or (in the
  /// snapshot phase) by applying it.
  func replaceTable() -> String {
    let sections = randomTable()
    let rows = sections.map(\.rows.count)
    if mode == .snapshots { return describe("\(rows) ") + apply(sections) }
    if rng.percent(50) {
      model.sections = sections
      table.reloadData()
      model.selected = []
      model.offset = model.clamped(model.offset)
      return describe("\(rows) by reloadData")
    }
    return describe("\(rows) ") + perform(BatchPlan(replacing: model.sections, with: sections), valid: true, note: nil)
  }

  /// The diffable data source holds the model's data, after an operation that changed it.
  func checkSnapshot() {
    if let diffable, diffable.snapshot() != SnapshotEdits.snapshot(of: model.sections) {
      pending.append("the diffable data source's snapshot is not the model's data")
    }
  }
}
