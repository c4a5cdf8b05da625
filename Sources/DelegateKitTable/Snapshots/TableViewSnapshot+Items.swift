import Foundation

// Item edits. Each one records the new places of exactly the items it shifted, which is the
// same work the array shift itself does, so the index never needs a full rebuild.
extension TableViewSnapshot {
  /// Appends items at the end of a section, or of the last section if `identifier` is `nil`.
  ///
  /// An item identifier already present is stored again; the diff reports it as a duplicate.
  ///
  /// - Precondition: The section is in the snapshot; with `nil`, the snapshot has a section.
  /// - Complexity: O(k) for k new items.
  public mutating func appendItems(_ items: [Item], toSection identifier: SectionIdentifier? = nil) {
    let section: Int
    if let identifier {
      section = sectionIndex(identifier, call: "appendItems(_:toSection:)")
    } else {
      guard !sectionIdentifiers.isEmpty else {
        preconditionFailure("TableViewSnapshot.appendItems(_:toSection:): the snapshot has no section to append to")
      }
      section = sectionIdentifiers.count - 1
    }
    insertItems(items, section: section, row: sectionItems[section].count)
  }

  /// Inserts items just before an item, in that item's section.
  ///
  /// - Precondition: `anchor` is in the snapshot (its first occurrence is used).
  /// - Complexity: O(k + m) for k new items and m items in the anchor's section.
  public mutating func insertItems(_ items: [Item], beforeItem anchor: Item.ID) {
    let place = itemLocation(anchor, call: "insertItems(_:beforeItem:)")
    insertItems(items, section: place.section, row: place.row)
  }

  /// Inserts items just after an item, in that item's section.
  ///
  /// - Precondition: `anchor` is in the snapshot (its first occurrence is used).
  /// - Complexity: O(k + m) for k new items and m items in the anchor's section.
  public mutating func insertItems(_ items: [Item], afterItem anchor: Item.ID) {
    let place = itemLocation(anchor, call: "insertItems(_:afterItem:)")
    insertItems(items, section: place.section, row: place.row + 1)
  }

  /// Deletes items. Every occurrence of each identifier goes; identifiers not in the
  /// snapshot are ignored, since the result is the same.
  ///
  /// - Complexity: O(k + m) for k identifiers and m items in the sections they were in
  ///   (plus O(n) for n items per identifier that was duplicated).
  public mutating func deleteItems(_ identifiers: [Item.ID]) {
    var doomedRows: [Int: [Int]] = [:]
    for identifier in Set(identifiers) {
      for place in allLocations(ofItem: identifier) { doomedRows[place.section, default: []].append(place.row) }
      forget(identifier)
    }
    for (section, rows) in doomedRows {
      let sortedRows = rows.sorted()
      var kept: [Item] = []
      kept.reserveCapacity(sectionItems[section].count - sortedRows.count)
      var next = 0
      for (row, item) in sectionItems[section].enumerated() {
        if next < sortedRows.count, sortedRows[next] == row { next += 1 } else { kept.append(item) }
      }
      sectionItems[section] = kept
      relocateRows(inSection: section, from: sortedRows[0])
    }
  }

  /// Moves an item to just before another item, possibly in another section. Moving an item
  /// before itself changes nothing.
  ///
  /// - Precondition: Both items are in the snapshot (first occurrences are used).
  /// - Complexity: O(m) for m items in the two sections involved.
  public mutating func moveItem(_ identifier: Item.ID, beforeItem anchor: Item.ID) {
    moveItem(identifier, relativeTo: anchor, after: false, call: "moveItem(_:beforeItem:)")
  }

  /// Moves an item to just after another item, possibly in another section. Moving an item
  /// after itself changes nothing.
  ///
  /// - Precondition: Both items are in the snapshot (first occurrences are used).
  /// - Complexity: O(m) for m items in the two sections involved.
  public mutating func moveItem(_ identifier: Item.ID, afterItem anchor: Item.ID) {
    moveItem(identifier, relativeTo: anchor, after: true, call: "moveItem(_:afterItem:)")
  }

  /// Replaces the content of items already in the snapshot, matched by identifier; each
  /// keeps its place and identity, so the diff reports a reconfigure rather than a
  /// delete and insert. Every occurrence of a duplicated identifier is replaced.
  ///
  /// - Precondition: Every item's identifier is in the snapshot.
  /// - Complexity: O(k) for k items (plus O(n) for n items per duplicated identifier).
  public mutating func reconfigureItems(_ items: [Item]) {
    for item in items {
      let places = allLocations(ofItem: item.id)
      guard !places.isEmpty else {
        preconditionFailure("TableViewSnapshot.reconfigureItems(_:): item \(item.id) is not in the snapshot")
      }
      for place in places { sectionItems[place.section][place.row] = item }
    }
  }

  /// The place of an item a call works at, stopping with the call's name if it is absent.
  private func itemLocation(_ identifier: Item.ID, call: String) -> RowSlot {
    guard let place = location(ofItem: identifier) else {
      preconditionFailure("TableViewSnapshot.\(call): item \(identifier) is not in the snapshot")
    }
    return place
  }

  /// Inserts items at a row of a section and records the places that shifted.
  private mutating func insertItems(_ items: [Item], section: Int, row: Int) {
    guard !items.isEmpty else { return }
    sectionItems[section].insert(contentsOf: items, at: row)
    register(items, inSection: section, at: row)
    relocateRows(inSection: section, from: row + items.count)
  }

  /// Moves the item at `source` to `destination`, counted once it has left `source`: a row
  /// the user reordered. Places outside the snapshot change nothing.
  mutating func moveItem(from source: RowSlot, to destination: RowSlot) {
    guard sectionItems.indices.contains(source.section), sectionItems[source.section].indices.contains(source.row),
      sectionItems.indices.contains(destination.section)
    else { return }
    let item = sectionItems[source.section].remove(at: source.row)
    guard (0...sectionItems[destination.section].count).contains(destination.row) else {
      sectionItems[source.section].insert(item, at: source.row)
      return
    }
    relocateRows(inSection: source.section, from: source.row)
    sectionItems[destination.section].insert(item, at: destination.row)
    relocateRows(inSection: destination.section, from: destination.row)
  }

  /// Moves an item next to an anchor; shared by both move calls.
  private mutating func moveItem(_ identifier: Item.ID, relativeTo anchor: Item.ID, after: Bool, call: String) {
    let source = itemLocation(identifier, call: call)
    _ = itemLocation(anchor, call: call)
    guard identifier != anchor else { return }
    let item = sectionItems[source.section].remove(at: source.row)
    relocateRows(inSection: source.section, from: source.row)
    // Looked up again: taking the item out may have shifted the anchor up by one.
    let target = itemLocation(anchor, call: call)
    let row = target.row + (after ? 1 : 0)
    sectionItems[target.section].insert(item, at: row)
    relocateRows(inSection: target.section, from: row)
  }
}
