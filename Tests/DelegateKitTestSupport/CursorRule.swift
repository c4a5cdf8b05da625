/// The documented rule for where the cursor goes in an update (`TableView`'s focus
/// documentation and `UpdateMapping.followingIndexPath(forOld:)` in DelegateKitTable), computed
/// from the items alone:
///
/// - an item that is still there keeps the cursor, wherever it moved;
/// - when the item is deleted, the cursor goes to the row that took its place: the first row
///   below it in its section that stays, else the last one above it that stays;
/// - when no row of its section stays, to the nearest row after the update: the same place if
///   it exists, else the last row of that section, else the last row of the closest section
///   before, else the first row of the closest section after; none in an empty table.
///
/// A row stays when the update neither deletes nor moves it. Which rows move is the diff's
/// choice among runs of equal length, so it is read from the batch the diff produced; the rule
/// checks only that the choice is one the diff documents: a longest run of continuing rows
/// already in order stays, and the rest move.
public struct CursorRule: Sendable {
  /// Item identifiers per section before the update.
  public let old: [[Int]]
  /// Item identifiers per section after it.
  public let new: [[Int]]
  /// Per section before the update, the rows that stay: neither deleted nor moved.
  public let staying: [Set<Int>]
  /// Where the diff's choice of staying rows breaks its documented rule.
  public let problems: [String]

  /// The rule for one update from `old` to `new`, which deleted `deletedRows` and moved the
  /// rows at `movedFrom` (places before the update).
  public init(
    old: [[Int]],
    new: [[Int]],
    deletedRows: [(section: Int, row: Int)],
    movedFrom: [(section: Int, row: Int)]
  ) {
    self.old = old
    self.new = new
    var leaving = old.map { _ in Set<Int>() }
    for place in deletedRows { leaving[place.section].insert(place.row) }
    for place in movedFrom { leaving[place.section].insert(place.row) }
    let staying = old.indices.map { section in Set(old[section].indices).subtracting(leaving[section]) }
    self.staying = staying
    var problems: [String] = []
    for section in old.indices where section < new.count {
      // The old rows of the items that continue within the section, in their new order.
      let continuing = new[section].compactMap { id in old[section].firstIndex(of: id) }
      let kept = continuing.filter { staying[section].contains($0) }
      if kept != kept.sorted() { problems.append("section \(section): rows \(kept) stay out of order") }
      let longest = Self.longestIncreasingRun(continuing)
      if kept.count != longest {
        problems.append("section \(section): \(kept.count) rows stay where \(longest) can")
      }
    }
    self.problems = problems
  }

  /// The item the cursor must be on after the update, if it was on `id` before.
  ///
  /// - Parameter id: The item under the cursor before the update.
  /// - Returns: The item under the cursor after it, or `nil` when the table has no rows.
  public func item(after id: Int) -> Int? {
    if new.contains(where: { $0.contains(id) }) { return id }
    guard let section = old.firstIndex(where: { $0.contains(id) }), let row = old[section].firstIndex(of: id) else {
      return nil
    }
    let stays = old[section].indices.filter { staying[section].contains($0) }
    if let below = stays.first(where: { $0 > row }) { return old[section][below] }
    if let above = stays.last(where: { $0 < row }) { return old[section][above] }
    return nearestItem(toRow: row, inSection: section)
  }

  /// The item at the row nearest to a place after the update.
  private func nearestItem(toRow row: Int, inSection section: Int) -> Int? {
    guard !new.isEmpty else { return nil }
    let section = min(section, new.count - 1)
    if !new[section].isEmpty { return new[section][min(row, new[section].count - 1)] }
    if let before = new[..<section].last(where: { !$0.isEmpty }) { return before.last }
    return new[(section + 1)...].first(where: { !$0.isEmpty })?.first
  }

  /// The length of a longest strictly increasing subsequence of `values`, by the quadratic
  /// recurrence: plain enough to check the diff's patience sort against.
  static func longestIncreasingRun(_ values: [Int]) -> Int {
    var lengths: [Int] = []
    for index in values.indices {
      let before = values.indices.prefix(index).filter { values[$0] < values[index] }.map { lengths[$0] }
      lengths.append((before.max() ?? 0) + 1)
    }
    return lengths.max() ?? 0
  }
}
