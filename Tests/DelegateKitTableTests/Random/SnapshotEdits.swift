import DelegateKitTable
import Foundation
import DelegateKitTestSupport

/// A model row as a diffable item: identified by the row's `id`, compared by everything,
/// so a new content version is a content change the diff must reconfigure.
struct SnapshotItem: Identifiable, Equatable, Sendable {
  var row: ModelRow
  var id: Int { row.id }
}

/// The engine's diffable data source, with section titles, reordering opted into by rule,
/// and a record of calls out of range where a subclass can see them.
@MainActor
final class RecordingDiffableDataSource: TableViewDiffableDataSource<Int, SnapshotItem> {
  let log: ViolationLog

  init(tableView: TableView, log: ViolationLog) {
    self.log = log
    super.init(tableView: tableView) { tableView, indexPath, item in
      RowCells.cell(for: item.row, in: tableView, at: indexPath)
    }
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    guard let identifier = sectionIdentifier(for: section) else {
      log.record("titleForHeaderInSection \(section)")
      return nil
    }
    return RowRules.headerTitle(section: identifier)
  }

  override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    guard let item = item(for: indexPath) else {
      log.record("canMoveRowAt \(indexPath)")
      return false
    }
    return RowRules.canMove(item.id)
  }

  override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    guard let identifier = sectionIdentifier(for: section) else {
      log.record("titleForFooterInSection \(section)")
      return nil
    }
    return RowRules.footerTitle(section: identifier)
  }
}

/// Random edits of the model for the snapshot phase, and what the model expects of them.
enum SnapshotEdits {
  /// The model's sections as a snapshot, duplicates and all: each section is appended and
  /// filled before the next, so a repeated section identifier gets its own items.
  static func snapshot(of sections: [ModelSection]) -> TableViewSnapshot<Int, SnapshotItem> {
    var snapshot = TableViewSnapshot<Int, SnapshotItem>()
    for section in sections {
      snapshot.appendSections([section.id])
      snapshot.appendItems(section.rows.map(SnapshotItem.init(row:)))
    }
    return snapshot
  }

  /// A random edit: sections deleted, inserted and moved; rows deleted, inserted, moved
  /// anywhere and given new content; with `duplicates`, a repeated identifier as well.
  @MainActor
  static func edit(
    _ old: [ModelSection],
    model: ReferenceTable,
    duplicates: Bool,
    using rng: inout SplitMix64
  ) -> [ModelSection] {
    var sections = old
    let touch = [0, 4, 15, 40][rng.draw(0...3)]
    if rng.percent(30) {
      if !sections.isEmpty, rng.percent(50) { sections.remove(at: rng.draw(0...(sections.count - 1))) }
      if sections.count < 6, rng.percent(60) {
        sections.insert(model.makeSection(rows: rng.draw(0...8)), at: rng.draw(0...sections.count))
      }
      if sections.count > 1, rng.percent(60) {
        let moved = sections.remove(at: rng.draw(0...(sections.count - 1)))
        sections.insert(moved, at: rng.draw(0...sections.count))
      }
    }
    var moving: [ModelRow] = []
    for section in sections.indices {
      sections[section].rows = sections[section].rows.compactMap { row in
        guard rng.below(100) < touch else { return row }
        switch rng.below(6) {
        case 0, 1: return nil
        case 2, 3:
          moving.append(rng.percent(25) ? row.changed() : row)
          return nil
        default: return row.changed()
        }
      }
    }
    guard !sections.isEmpty else { return sections }
    for row in moving {
      let section = rng.draw(0...(sections.count - 1))
      sections[section].rows.insert(row, at: rng.draw(0...sections[section].rows.count))
    }
    for section in sections.indices {
      let count = min(max(0, 40 - sections[section].rows.count), rng.below(touch / 8 + 1))
      for _ in 0..<count {
        sections[section].rows.insert(model.makeRow(), at: rng.draw(0...sections[section].rows.count))
      }
    }
    if duplicates { addDuplicate(to: &sections, model: model, using: &rng) }
    return sections
  }

  /// Repeats an item identifier, or a section identifier, already in the data.
  @MainActor
  private static func addDuplicate(
    to sections: inout [ModelSection],
    model: ReferenceTable,
    using rng: inout SplitMix64
  ) {
    let rows = sections.flatMap(\.rows)
    if !rows.isEmpty, rng.percent(70) {
      let twin = ModelRow(key: model.makeKey(), id: rows[rng.draw(0...(rows.count - 1))].id, version: rng.draw(0...2))
      let section = rng.draw(0...(sections.count - 1))
      sections[section].rows.insert(twin, at: rng.draw(0...sections[section].rows.count))
    } else {
      let twin = ModelSection(
        key: model.makeKey(),
        id: sections[rng.draw(0...(sections.count - 1))].id,
        rows: (0..<rng.draw(0...3)).map { _ in model.makeRow() }
      )
      sections.insert(twin, at: rng.draw(0...sections.count))
    }
  }

  /// The data with every repeat of a section or item identifier after the first left out.
  static func withoutDuplicates(_ sections: [ModelSection]) -> [ModelSection] {
    var sectionIDs: Set<Int> = []
    var rowIDs: Set<Int> = []
    return sections.compactMap { section in
      guard sectionIDs.insert(section.id).inserted else { return nil }
      var section = section
      section.rows = section.rows.filter { rowIDs.insert($0.id).inserted }
      return section
    }
  }

  /// Whether the data repeats a section or an item identifier.
  static func hasDuplicates(_ sections: [ModelSection]) -> Bool {
    let rows = sections.flatMap(\.rows)
    return Set(sections.map(\.id)).count != sections.count || Set(rows.map(\.id)).count != rows.count
  }

  /// The keys of rows from `old` that do not continue into `new`: rows continue by
  /// identifier, but only between sections that exist on both sides, since a deleted
  /// section takes its rows with it and an inserted one brings only fresh rows.
  static func ended(from old: [ModelSection], to new: [ModelSection]) -> Set<Int> {
    let oldSectionIDs = Set(old.map(\.id))
    let newSectionIDs = Set(new.map(\.id))
    var newHome: [Int: Int] = [:]
    for section in new {
      for row in section.rows { newHome[row.id] = section.id }
    }
    var ended: Set<Int> = []
    for section in old {
      for row in section.rows {
        let continues =
          newHome[row.id].map { newSectionIDs.contains(section.id) && oldSectionIDs.contains($0) } ?? false
        if !continues { ended.insert(row.key) }
      }
    }
    return ended
  }
}
