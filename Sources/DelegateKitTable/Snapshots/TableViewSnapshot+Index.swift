import Foundation

// The index behind O(1) lookups by identifier. Every edit keeps it exact for identifiers
// stored once; an identifier stored more than once only has its count kept, and lookups fall
// back to a scan for it, because duplicates are a misuse the diff reports, not a state worth
// making fast.
extension TableViewSnapshot {
  /// Where an item identifier's first occurrence is, or `nil` if it does not occur.
  ///
  /// - Complexity: O(1), or O(n) while the identifier is duplicated.
  func location(ofItem identifier: Item.ID) -> RowSlot? {
    guard let entry = itemEntries[identifier] else { return nil }
    if entry.count == 1, let section = sectionIndexByKey[entry.sectionKey] {
      return RowSlot(section: section, row: entry.row)
    }
    return firstOccurrence(of: identifier)
  }

  /// Finds an item identifier by visiting the items in order.
  ///
  /// - Complexity: O(n).
  private func firstOccurrence(of identifier: Item.ID) -> RowSlot? {
    for (section, items) in sectionItems.enumerated() {
      if let row = items.firstIndex(where: { $0.id == identifier }) {
        return RowSlot(section: section, row: row)
      }
    }
    return nil
  }

  /// Every place an item identifier occurs, in order.
  ///
  /// - Complexity: O(1) if it occurs once, O(n) otherwise.
  func allLocations(ofItem identifier: Item.ID) -> [RowSlot] {
    guard let entry = itemEntries[identifier] else { return [] }
    if entry.count == 1, let location = location(ofItem: identifier) { return [location] }
    return sectionItems.enumerated().flatMap { section, items in
      items.indices.filter { items[$0].id == identifier }.map { RowSlot(section: section, row: $0) }
    }
  }

  /// Recomputes both section maps after sections were inserted, removed or reordered.
  ///
  /// - Complexity: O(s) for s sections.
  mutating func reindexSections() {
    sectionIndexByKey = Dictionary(uniqueKeysWithValues: sectionKeys.enumerated().map { ($1, $0) })
    var first: [SectionIdentifier: Int] = [:]
    first.reserveCapacity(sectionIdentifiers.count)
    for (index, identifier) in sectionIdentifiers.enumerated() where first[identifier] == nil {
      first[identifier] = index
    }
    firstSectionIndex = first
  }

  /// Adds a section at an index, with a fresh key, leaving the section maps to the caller.
  mutating func insertSectionStorage(_ identifier: SectionIdentifier, items: [Item], at index: Int) {
    sectionIdentifiers.insert(identifier, at: index)
    sectionItems.insert(items, at: index)
    sectionKeys.insert(nextSectionKey, at: index)
    nextSectionKey += 1
  }

  /// Counts in items just stored at `row` of a section and records their places, one
  /// dictionary access per item; the items after them are left to
  /// ``relocateRows(inSection:from:)``.
  ///
  /// - Complexity: O(k) for k items.
  mutating func register(_ items: [Item], inSection section: Int, at row: Int) {
    let key = sectionKeys[section]
    for index in items.indices {
      let count = itemEntries[items[index].id, default: SnapshotItemEntry(count: 0, sectionKey: key, row: -1)]
        .addOccurrence(sectionKey: key, row: row + index)
      if count == 2 { duplicatedItemIdentifierCount += 1 }
    }
  }

  /// Counts removed occurrences out. An identifier left with a single occurrence has a stale
  /// place, so the places of all such identifiers are looked up again in one scan.
  ///
  /// - Complexity: O(k) for k items, plus O(n) if a duplicate became single.
  mutating func countOut(_ items: some Sequence<Item>) {
    var nowSingle = Set<Item.ID>()
    for item in items {
      guard let count = itemEntries[item.id]?.count else { continue }
      if count == 1 {
        itemEntries[item.id] = nil
        nowSingle.remove(item.id)
      } else {
        itemEntries[item.id]?.count = count - 1
        if count == 2 {
          duplicatedItemIdentifierCount -= 1
          nowSingle.insert(item.id)
        }
      }
    }
    guard !nowSingle.isEmpty else { return }
    for (section, items) in sectionItems.enumerated() {
      for (row, item) in items.enumerated() where nowSingle.contains(item.id) {
        itemEntries[item.id]?.place(sectionKey: sectionKeys[section], row: row)
      }
    }
  }

  /// Forgets an identifier entirely, once every occurrence has been removed.
  mutating func forget(_ identifier: Item.ID) {
    guard let entry = itemEntries.removeValue(forKey: identifier) else { return }
    if entry.count > 1 { duplicatedItemIdentifierCount -= 1 }
  }

  /// Records the places of a section's items from a row to the end, after items there were
  /// added, removed or shifted.
  ///
  /// - Complexity: O(m − row) for m items in the section.
  mutating func relocateRows(inSection section: Int, from row: Int) {
    let key = sectionKeys[section]
    let items = sectionItems[section]
    for index in max(row, 0)..<items.count {
      itemEntries[items[index].id]?.place(sectionKey: key, row: index)
    }
  }
}
