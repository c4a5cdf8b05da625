import Foundation

// Section edits. Sections are few, so each edit that shifts them simply recomputes the
// section maps; item places name a section key rather than an index and stay untouched.
extension TableViewSnapshot {
  /// Appends empty sections after the last one.
  ///
  /// An identifier already present is stored again; the diff reports it as a duplicate.
  ///
  /// - Complexity: O(k) for k new sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
    for identifier in identifiers {
      let index = sectionIdentifiers.count
      insertSectionStorage(identifier, items: [], at: index)
      sectionIndexByKey[sectionKeys[index]] = index
      if firstSectionIndex[identifier] == nil { firstSectionIndex[identifier] = index }
    }
  }

  /// Inserts empty sections just before a section.
  ///
  /// - Precondition: `anchor` is in the snapshot (its first occurrence is used).
  /// - Complexity: O(s + k) for s sections and k new ones.
  public mutating func insertSections(_ identifiers: [SectionIdentifier], beforeSection anchor: SectionIdentifier) {
    insertSections(identifiers, at: sectionIndex(anchor, call: "insertSections(_:beforeSection:)"))
  }

  /// Inserts empty sections just after a section.
  ///
  /// - Precondition: `anchor` is in the snapshot (its first occurrence is used).
  /// - Complexity: O(s + k) for s sections and k new ones.
  public mutating func insertSections(_ identifiers: [SectionIdentifier], afterSection anchor: SectionIdentifier) {
    insertSections(identifiers, at: sectionIndex(anchor, call: "insertSections(_:afterSection:)") + 1)
  }

  /// Deletes sections and all their items. Every occurrence of each identifier goes;
  /// identifiers not in the snapshot are ignored, since the result is the same.
  ///
  /// - Complexity: O(s + k) for s sections and k items deleted (plus O(n) for n items if this
  ///   leaves a duplicated item identifier with a single occurrence).
  public mutating func deleteSections(_ identifiers: [SectionIdentifier]) {
    let doomed = Set(identifiers)
    guard sectionIdentifiers.contains(where: doomed.contains) else { return }
    var removedItems: [Item] = []
    var keptIdentifiers: [SectionIdentifier] = []
    var keptItems: [[Item]] = []
    var keptKeys: [Int] = []
    for index in sectionIdentifiers.indices {
      if doomed.contains(sectionIdentifiers[index]) {
        removedItems.append(contentsOf: sectionItems[index])
      } else {
        keptIdentifiers.append(sectionIdentifiers[index])
        keptItems.append(sectionItems[index])
        keptKeys.append(sectionKeys[index])
      }
    }
    (sectionIdentifiers, sectionItems, sectionKeys) = (keptIdentifiers, keptItems, keptKeys)
    reindexSections()
    countOut(removedItems)
  }

  /// Moves a section, with its items, to just before another section. Moving a section
  /// before itself changes nothing.
  ///
  /// - Precondition: Both sections are in the snapshot (first occurrences are used).
  /// - Complexity: O(s) for s sections.
  public mutating func moveSection(_ identifier: SectionIdentifier, beforeSection anchor: SectionIdentifier) {
    moveSection(identifier, relativeTo: anchor, after: false, call: "moveSection(_:beforeSection:)")
  }

  /// Moves a section, with its items, to just after another section. Moving a section
  /// after itself changes nothing.
  ///
  /// - Precondition: Both sections are in the snapshot (first occurrences are used).
  /// - Complexity: O(s) for s sections.
  public mutating func moveSection(_ identifier: SectionIdentifier, afterSection anchor: SectionIdentifier) {
    moveSection(identifier, relativeTo: anchor, after: true, call: "moveSection(_:afterSection:)")
  }

  /// Removes every section and item, as UIKit's `deleteAllItems()` does.
  ///
  /// - Complexity: O(1), plus releasing the storage.
  public mutating func deleteAllItems() {
    self = Self()
  }

  /// The index of a section a call works at, stopping with the call's name if it is absent.
  func sectionIndex(_ identifier: SectionIdentifier, call: String) -> Int {
    guard let index = indexOfSection(identifier) else {
      preconditionFailure("TableViewSnapshot.\(call): section \(identifier) is not in the snapshot")
    }
    return index
  }

  /// Inserts empty sections at an index, all at once so the arrays shift only once.
  private mutating func insertSections(_ identifiers: [SectionIdentifier], at index: Int) {
    let keys = nextSectionKey..<(nextSectionKey + identifiers.count)
    nextSectionKey += identifiers.count
    sectionIdentifiers.insert(contentsOf: identifiers, at: index)
    sectionItems.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
    sectionKeys.insert(contentsOf: keys, at: index)
    reindexSections()
  }

  /// Moves a section next to an anchor; shared by both move calls.
  private mutating func moveSection(
    _ identifier: SectionIdentifier,
    relativeTo anchor: SectionIdentifier,
    after: Bool,
    call: String
  ) {
    let source = sectionIndex(identifier, call: call)
    let anchorIndex = sectionIndex(anchor, call: call)
    guard identifier != anchor else { return }
    let items = sectionItems.remove(at: source)
    let key = sectionKeys.remove(at: source)
    sectionIdentifiers.remove(at: source)
    // The anchor shifts down by one if it sat after the section just taken out.
    let destination = (anchorIndex > source ? anchorIndex - 1 : anchorIndex) + (after ? 1 : 0)
    sectionIdentifiers.insert(identifier, at: destination)
    sectionItems.insert(items, at: destination)
    sectionKeys.insert(key, at: destination)
    reindexSections()
  }
}
