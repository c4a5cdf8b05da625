public import Foundation

/// The state of a table's data at one moment: ordered sections, each holding ordered items,
/// modelled on UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Sections are identified by `SectionIdentifier`; items are identified by `Item.ID` and
/// compared by content with `==`. Diffing two snapshots (see `difference(from:to:)`) turns
/// an identity that stays with changed content into a reconfigure, and a changed identity
/// into a delete and an insert.
///
/// Unlike UIKit, a snapshot may hold the same section or item identifier more than once:
/// UIKit traps at the call, this type stores it and the diff reports every duplicate, so the
/// table can log it and fall back to a full reload. While an identifier is duplicated,
/// lookups by it answer its first occurrence (sections in order, then items in order).
///
/// Calls that name something absent as the place to work at (an anchor item or section, a
/// section to append to) are programming errors, as in UIKit; they stop with a precondition
/// failure naming the rule. Queries never trap: they answer `nil`, zero or an empty array.
///
/// Lookups by identifier cost O(1): the snapshot maintains an index as it is edited. The
/// index is plain stored values, so copies stay independent like any Swift value.
public struct TableViewSnapshot<
  SectionIdentifier: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
>: Sendable, Equatable where Item.ID: Sendable {
  /// The section identifiers, in order.
  public internal(set) var sectionIdentifiers: [SectionIdentifier] = []
  /// The items of each section, parallel to ``sectionIdentifiers``.
  var sectionItems: [[Item]] = []
  /// A key per stored section, parallel to ``sectionIdentifiers``, that never changes while
  /// the section exists: item locations name it instead of a section index, so inserting or
  /// moving a section does not disturb the location of every item after it.
  var sectionKeys: [Int] = []
  /// The key the next new section gets.
  var nextSectionKey = 0
  /// The current index of each section key.
  var sectionIndexByKey: [Int: Int] = [:]
  /// The index of each section identifier's first occurrence.
  var firstSectionIndex: [SectionIdentifier: Int] = [:]
  /// How often each item identifier occurs, and where; the place is exact when it occurs once.
  var itemEntries: [Item.ID: SnapshotItemEntry] = [:]
  /// How many item identifiers occur more than once, so the diff can skip looking for
  /// duplicates when there are none.
  var duplicatedItemIdentifierCount = 0

  /// Creates an empty snapshot, with no sections and no items.
  public init() {}

  /// Whether two snapshots hold the same sections in the same order, with equal items
  /// (`==`, so content counts) in the same order. The index is not compared.
  ///
  /// - Complexity: O(n) for n items.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.sectionItems == rhs.sectionItems
  }
}

/// How often one item identifier occurs in a snapshot, and where one occurrence is.
struct SnapshotItemEntry: Sendable {
  /// The number of stored items with this identifier.
  var count: Int
  /// The key of the section holding the occurrence recorded here.
  var sectionKey: Int
  /// The row of that occurrence; exact when `count` is 1, stale otherwise.
  var row: Int

  /// Counts one more occurrence, records its place, and returns the new count, all in a
  /// single dictionary access.
  mutating func addOccurrence(sectionKey: Int, row: Int) -> Int {
    count += 1
    place(sectionKey: sectionKey, row: row)
    return count
  }

  /// Records the place of the occurrence, in a single dictionary access.
  mutating func place(sectionKey: Int, row: Int) {
    self.sectionKey = sectionKey
    self.row = row
  }
}

// MARK: - Queries

extension TableViewSnapshot {
  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(s) for s sections.
  public var numberOfItems: Int { sectionItems.reduce(0) { $0 + $1.count } }

  /// The number of items in a section, or 0 if the snapshot has no such section.
  ///
  /// - Complexity: O(1).
  public func numberOfItems(inSection identifier: SectionIdentifier) -> Int {
    indexOfSection(identifier).map { sectionItems[$0].count } ?? 0
  }

  /// The identifiers of all items, section by section, in order.
  ///
  /// - Complexity: O(n) for n items.
  public var itemIdentifiers: [Item.ID] { sectionItems.flatMap { $0.map(\.id) } }

  /// The identifiers of a section's items in order, or `[]` if there is no such section.
  ///
  /// - Complexity: O(m) for m items in the section.
  public func itemIdentifiers(inSection identifier: SectionIdentifier) -> [Item.ID] {
    items(inSection: identifier).map(\.id)
  }

  /// A section's items in order, or `[]` if there is no such section.
  ///
  /// - Complexity: O(1); the array is shared until modified.
  public func items(inSection identifier: SectionIdentifier) -> [Item] {
    indexOfSection(identifier).map { sectionItems[$0] } ?? []
  }

  /// The item at an index path, or `nil` if the index path names no item.
  ///
  /// - Complexity: O(1).
  public func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section),
      sectionItems[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return sectionItems[indexPath.section][indexPath.row]
  }

  /// The item with an identifier (its first occurrence), or `nil` if there is none.
  ///
  /// - Complexity: O(1), or O(n) while the identifier is duplicated.
  public func item(withIdentifier identifier: Item.ID) -> Item? {
    location(ofItem: identifier).map { sectionItems[$0.section][$0.row] }
  }

  /// The index of a section (its first occurrence), or `nil` if there is none.
  ///
  /// - Complexity: O(1).
  public func indexOfSection(_ identifier: SectionIdentifier) -> Int? {
    firstSectionIndex[identifier]
  }

  /// The index path of an item (its first occurrence), or `nil` if there is none.
  ///
  /// - Complexity: O(1), or O(n) while the identifier is duplicated.
  public func indexPath(ofItem identifier: Item.ID) -> IndexPath? {
    location(ofItem: identifier)?.indexPath
  }

  /// The identifier of the section holding an item (its first occurrence), or `nil` if
  /// there is no such item.
  ///
  /// - Complexity: O(1), or O(n) while the identifier is duplicated.
  public func sectionIdentifier(containingItem identifier: Item.ID) -> SectionIdentifier? {
    location(ofItem: identifier).map { sectionIdentifiers[$0.section] }
  }
}
