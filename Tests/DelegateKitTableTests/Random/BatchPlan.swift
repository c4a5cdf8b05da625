import DelegateKitTable
import Foundation
import DelegateKitTestSupport

/// One call of a batch, as the harness makes it on the table.
enum BatchCall: CustomStringConvertible {
  case insertRows([IndexPath])
  case deleteRows([IndexPath])
  case reloadRows([IndexPath])
  case reconfigureRows([IndexPath])
  case moveRow(IndexPath, IndexPath)
  case insertSections(IndexSet)
  case deleteSections(IndexSet)
  case reloadSections(IndexSet)
  case moveSection(Int, Int)

  @MainActor
  func make(on table: TableView) {
    switch self {
    case .insertRows(let paths): table.insertRows(at: paths, with: .automatic)
    case .deleteRows(let paths): table.deleteRows(at: paths, with: .fade)
    case .reloadRows(let paths): table.reloadRows(at: paths, with: .none)
    case .reconfigureRows(let paths): table.reconfigureRows(at: paths)
    case .moveRow(let from, let to): table.moveRow(at: from, to: to)
    case .insertSections(let sections): table.insertSections(sections, with: .top)
    case .deleteSections(let sections): table.deleteSections(sections, with: .bottom)
    case .reloadSections(let sections): table.reloadSections(sections, with: .middle)
    case .moveSection(let from, let to): table.moveSection(from, toSection: to)
    }
  }

  var description: String {
    func list(_ paths: [IndexPath]) -> String {
      paths.map { $0.count == 2 ? "\($0[0])-\($0[1])" : "\($0)" }.joined(separator: ",")
    }
    return switch self {
    case .insertRows(let paths): "insertRows[\(list(paths))]"
    case .deleteRows(let paths): "deleteRows[\(list(paths))]"
    case .reloadRows(let paths): "reloadRows[\(list(paths))]"
    case .reconfigureRows(let paths): "reconfigureRows[\(list(paths))]"
    case .moveRow(let from, let to): "moveRow \(list([from]))->\(list([to]))"
    case .insertSections(let sections): "insertSections\(Array(sections))"
    case .deleteSections(let sections): "deleteSections\(Array(sections))"
    case .reloadSections(let sections): "reloadSections\(Array(sections))"
    case .moveSection(let from, let to): "moveSection \(from)->\(to)"
    }
  }
}

/// A random edit of the model's sections and the batch that tells the table of it, in
/// UIKit's conventions: deletes, reloads, reconfigures and move sources indexed before the
/// update, inserts and move destinations after. The edit is made on plain arrays first and
/// the calls are read off it, so the model knows the outcome without the engine's arithmetic.
struct BatchPlan {
  /// The data after the update.
  var sections: [ModelSection]
  var calls: [BatchCall] = []
  /// Keys of rows from before that nothing continues: deleted, reloaded, or in a deleted or
  /// reloaded section. They lose their selection and cannot anchor the scroll position.
  var ended: Set<Int> = []
  /// For each section after the update, its index before, or `nil` if inserted.
  var oldSectionOfNew: [Int?] = []
  var deletedOldSections: [Int] = []
  var reloadedOldSections: Set<Int> = []

  enum SectionFate { case keep, delete, reload, move }
  enum RowFate { case keep, delete, reload, move, reconfigure }
  /// What happens to a row that is touched, by weight.
  static let rowFates: [RowFate] = [.delete, .delete, .reload, .move, .move, .reconfigure]

  @MainActor
  init(from old: [ModelSection], model: ReferenceTable, using rng: inout SplitMix64) {
    sections = []
    let touch = [3, 12, 35][rng.draw(0...2)]
    let sectionOps = rng.percent(30)
    let fates: [SectionFate] = old.map { _ in
      guard sectionOps, rng.percent(40) else { return .keep }
      return [.delete, .reload, .move, .move][rng.draw(0...3)]
    }
    var layout: [Int?] = old.indices.filter { fates[$0] == .keep || fates[$0] == .reload }.map { $0 }
    var placed: [Int?] = old.indices.filter { fates[$0] == .move }.map { $0 }
    if sectionOps, old.count < 6 { placed += Array(repeating: nil, count: rng.draw(0...2)) }
    placed.shuffle(using: &rng)
    for source in placed { layout.insert(source, at: rng.draw(0...layout.count)) }
    oldSectionOfNew = layout

    for (section, fate) in fates.enumerated() where fate == .delete || fate == .reload {
      ended.formUnion(old[section].rows.map(\.key))
      if fate == .delete { deletedOldSections.append(section) } else { reloadedOldSections.insert(section) }
    }
    if !deletedOldSections.isEmpty { calls.append(.deleteSections(IndexSet(deletedOldSections))) }
    if !reloadedOldSections.isEmpty { calls.append(.reloadSections(IndexSet(reloadedOldSections))) }

    var surviving: [(new: Int, old: Int)] = []
    for (newIndex, source) in layout.enumerated() {
      guard let source else {
        sections.append(model.makeSection(rows: rng.draw(0...8)))
        calls.append(.insertSections([newIndex]))
        continue
      }
      var section = old[source]
      if fates[source] == .reload {
        // Some rows come back with new content, some are new; all are fresh to the table.
        section.rows = section.rows.filter { _ in rng.below(100) < 60 }.map { $0.changed() }
        section.rows += (0..<rng.draw(0...3)).map { _ in model.makeRow() }
        section.rows.shuffle(using: &rng)
      } else {
        if fates[source] == .move { calls.append(.moveSection(source, newIndex)) }
        section.rows = []
        surviving.append((newIndex, source))
      }
      sections.append(section)
    }
    placeRows(old, surviving: surviving, touch: touch, model: model, using: &rng)
    calls = Self.split(calls, using: &rng)
  }

  /// Every section deleted and the new ones inserted, in one batch.
  init(replacing old: [ModelSection], with new: [ModelSection]) {
    sections = new
    if !old.isEmpty { calls.append(.deleteSections(IndexSet(old.indices))) }
    if !new.isEmpty { calls.append(.insertSections(IndexSet(new.indices))) }
    ended = Set(old.flatMap { $0.rows.map(\.key) })
    oldSectionOfNew = new.map { _ in nil }
    deletedOldSections = Array(old.indices)
  }

  /// Decides each row of the surviving sections, then places moved and inserted rows.
  @MainActor
  private mutating func placeRows(
    _ old: [ModelSection],
    surviving: [(new: Int, old: Int)],
    touch: Int,
    model: ReferenceTable,
    using rng: inout SplitMix64
  ) {
    var arrivals: [Int: [ModelRow]] = [:]
    var sources: [Int: IndexPath] = [:]
    var fresh: Set<Int> = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var reconfigured: [IndexPath] = []
    for (newIndex, oldIndex) in surviving {
      let rows = old[oldIndex].rows
      // Most rows are kept: they are copied in runs, and only touched rows are looked at.
      var kept = 0
      for row in rows.indices {
        guard rng.below(100) < touch else { continue }
        sections[newIndex].rows += rows[kept..<row]
        kept = row + 1
        let content = rows[row]
        let here = IndexPath(row: row, section: oldIndex)
        switch Self.rowFates[rng.below(Self.rowFates.count)] {
        case .keep:
          sections[newIndex].rows.append(content)
        case .reconfigure:
          sections[newIndex].rows.append(content.changed())
          reconfigured.append(here)
        case .reload:
          sections[newIndex].rows.append(content.changed())
          reloaded.append(here)
          ended.insert(content.key)
        case .delete:
          deleted.append(here)
          ended.insert(content.key)
        case .move:
          // A moved row may also be reconfigured: it keeps its identity either way.
          var moved = content
          if rng.percent(20) {
            moved = content.changed()
            reconfigured.append(here)
          }
          arrivals[surviving[rng.draw(0...(surviving.count - 1))].new, default: []].append(moved)
          sources[content.key] = here
        }
      }
      sections[newIndex].rows += rows[kept...]
    }
    var changed: [Int] = []
    for (newIndex, _) in surviving {
      let room = max(0, 40 - sections[newIndex].rows.count)
      let inserted = (0..<min(room, rng.below(touch / 8 + 1))).map { _ in model.makeRow() }
      fresh.formUnion(inserted.map(\.key))
      let arriving = arrivals[newIndex, default: []] + inserted
      if !arriving.isEmpty { changed.append(newIndex) }
      for row in arriving.shuffled(using: &rng) {
        sections[newIndex].rows.insert(row, at: rng.draw(0...sections[newIndex].rows.count))
      }
    }
    var inserts: [IndexPath] = []
    for newIndex in changed {
      let rows = sections[newIndex].rows
      for row in rows.indices where sources[rows[row].key] != nil || fresh.contains(rows[row].key) {
        let here = IndexPath(row: row, section: newIndex)
        if let source = sources[rows[row].key] { calls.append(.moveRow(source, here)) } else { inserts.append(here) }
      }
    }
    let lists: [([IndexPath], ([IndexPath]) -> BatchCall)] = [
      (deleted, BatchCall.deleteRows), (reloaded, BatchCall.reloadRows),
      (reconfigured, BatchCall.reconfigureRows), (inserts, BatchCall.insertRows),
    ]
    for (paths, call) in lists where !paths.isEmpty {
      calls.append(call(paths.shuffled(using: &rng)))
    }
  }

  /// Splits list calls into several calls at random and shuffles the order: UIKit reads a
  /// batch as a whole, so neither may matter.
  private static func split(_ calls: [BatchCall], using rng: inout SplitMix64) -> [BatchCall] {
    func chunks(_ paths: [IndexPath]) -> [[IndexPath]] {
      guard paths.count > 1, rng.percent(40) else { return [paths] }
      let cut = rng.draw(1...(paths.count - 1))
      return [Array(paths[..<cut]), Array(paths[cut...])]
    }
    var result: [BatchCall] = []
    for call in calls {
      switch call {
      case .deleteRows(let paths): result += chunks(paths).map(BatchCall.deleteRows)
      case .insertRows(let paths): result += chunks(paths).map(BatchCall.insertRows)
      case .reloadRows(let paths): result += chunks(paths).map(BatchCall.reloadRows)
      case .reconfigureRows(let paths): result += chunks(paths).map(BatchCall.reconfigureRows)
      default: result.append(call)
      }
    }
    return result.shuffled(using: &rng)
  }
}
