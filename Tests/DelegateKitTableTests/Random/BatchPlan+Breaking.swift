import DelegateKitTable
import Foundation
import DelegateKitTestSupport

extension BatchPlan {
  /// Breaks the plan in one way that no valid batch survives, whatever else it holds, and
  /// returns what it did. The data the data source ends with may change too: the table must
  /// refuse the batch and show that data by reloading.
  @MainActor
  mutating func breakRule(old: [ModelSection], model: ReferenceTable, using rng: inout SplitMix64) -> String {
    // Sections whose row counts UIKit checks: on both sides of the update and not reloaded.
    let checked = oldSectionOfNew.indices.filter { new in
      oldSectionOfNew[new].map { !reloadedOldSections.contains($0) } ?? false
    }
    let inserted = oldSectionOfNew.indices.filter { oldSectionOfNew[$0] == nil }
    let deleted = calls.flatMap { call -> [IndexPath] in
      if case .deleteRows(let paths) = call { paths } else { [] }
    }
    let moveSources = calls.compactMap { call -> IndexPath? in
      if case .moveRow(let from, _) = call { from } else { nil }
    }
    let insertCalls = calls.indices.filter {
      if case .insertRows(let paths) = calls[$0] { !paths.isEmpty } else { false }
    }
    let oldRows = old.indices.flatMap { section in
      old[section].rows.indices.map { IndexPath(row: $0, section: section) }
    }
    func pick<T>(_ items: [T]) -> T { items[rng.draw(0...(items.count - 1))] }
    func add(_ call: BatchCall) { calls.insert(call, at: rng.draw(0...calls.count)) }

    for _ in 0..<10 {
      switch rng.draw(0...15) {
      case 0 where !checked.isEmpty:
        let section = pick(checked)
        sections[section].rows.insert(model.makeRow(), at: rng.draw(0...sections[section].rows.count))
        return "the data gains a row in section \(section) with no insert"
      case 1 where checked.contains(where: { !sections[$0].rows.isEmpty }):
        let section = pick(checked.filter { !sections[$0].rows.isEmpty })
        sections[section].rows.remove(at: rng.draw(0...(sections[section].rows.count - 1)))
        return "the data loses a row in section \(section) with no delete"
      case 2 where !insertCalls.isEmpty:
        let index = pick(insertCalls)
        guard case .insertRows(var paths) = calls[index] else { continue }
        let dropped = paths.remove(at: rng.draw(0...(paths.count - 1)))
        calls[index] = .insertRows(paths)
        return "an insert of \(dropped) is left out"
      case 3 where !old.isEmpty:
        let section = rng.draw(0...(old.count - 1))
        let row = rng.percent(30) ? -1 : old[section].rows.count + rng.draw(0...2)
        add(.deleteRows([IndexPath(row: row, section: section)]))
        return "deleting row \(row) of section \(section), out of range"
      case 4 where !deleted.isEmpty:
        let path = pick(deleted)
        add(.reloadRows([path]))
        return "\(path) deleted and reloaded"
      case 5 where !deleted.isEmpty:
        let path = pick(deleted)
        add(.deleteRows([path]))
        return "\(path) deleted twice"
      case 6 where !deleted.isEmpty:
        let path = pick(deleted)
        add(.reconfigureRows([path]))
        return "\(path) deleted and reconfigured"
      case 7:
        let section = rng.draw(0...sections.count)
        add(.insertSections([section]))
        return "inserting section \(section) the data does not have"
      case 8 where !deletedOldSections.isEmpty:
        let section = pick(deletedOldSections)
        add(.reloadSections([section]))
        return "section \(section) deleted and reloaded"
      case 9:
        let section = old.count + rng.draw(0...2)
        add(.deleteSections([section]))
        return "deleting section \(section), out of range"
      case 10:
        let path = rng.percent(50) ? IndexPath(indexes: [0, 0, 0]) : IndexPath(index: 0)
        add(.reloadRows([path]))
        return "reloading the malformed index path \(path)"
      case 11:
        sections.insert(model.makeSection(rows: rng.draw(0...3)), at: rng.draw(0...sections.count))
        return "the data gains a section with no insert"
      case 12 where !inserted.isEmpty && !oldRows.isEmpty:
        let from = pick(oldRows)
        let to = IndexPath(row: 0, section: pick(inserted))
        add(.moveRow(from, to))
        return "moving \(from) into the inserted section \(to.section)"
      case 13 where !sections.isEmpty:
        let section = rng.draw(0...(sections.count - 1))
        let row = sections[section].rows.count + rng.draw(1...3)
        add(.insertRows([IndexPath(row: row, section: section)]))
        return "inserting row \(row) of section \(section), out of range"
      case 14 where !moveSources.isEmpty:
        let path = pick(moveSources)
        let to = IndexPath(row: 0, section: sections.isEmpty ? 0 : rng.draw(0...(sections.count - 1)))
        add(.moveRow(path, to))
        return "\(path) moved twice"
      case 15 where !moveSources.isEmpty:
        let path = pick(moveSources)
        add(rng.percent(50) ? .deleteRows([path]) : .reloadRows([path]))
        return "\(path) moved and deleted or reloaded"
      default:
        continue
      }
    }
    sections.append(model.makeSection(rows: 1))
    return "the data gains a last section with no insert"
  }
}
