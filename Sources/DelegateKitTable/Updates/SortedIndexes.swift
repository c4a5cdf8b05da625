/// Strictly increasing indexes in one section (the rows leaving it, or the rows placed into
/// it), with the rank arithmetic that positions every other row without visiting it.
///
/// UIKit's model fills the slots the listed rows leave free, in order, with the rows that
/// stay. So the `k`-th staying row lands on the `k`-th index *not* in the list, and a free
/// index `p` is the `p − (listed indexes below p)`-th free one. Both are binary searches, so a
/// section of a million rows with one insertion costs nothing per unaffected row.
struct SortedIndexes: Sendable {
  /// The listed indexes, strictly increasing.
  private let values: [Int]

  /// Wraps indexes already sorted and free of duplicates.
  init(sorted values: [Int]) {
    self.values = values
  }

  /// An empty list, for sections no row operation touches.
  static let empty = SortedIndexes(sorted: [])

  /// The number of listed indexes.
  var count: Int { values.count }

  /// The number of listed indexes below `index`.
  ///
  /// - Complexity: O(log k) for k listed indexes.
  func count(below index: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = low + (high - low) / 2
      if values[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The `rank`-th (from zero) non-negative index that is not listed.
  ///
  /// Because the list is strictly increasing, `values[j] − j` (how many free indexes lie
  /// below `values[j]`) never decreases; the answer is `rank` plus the number of listed
  /// indexes with at most `rank` free indexes below them.
  ///
  /// - Complexity: O(log k) for k listed indexes.
  func unlisted(rank: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = low + (high - low) / 2
      if values[middle] - middle <= rank { low = middle + 1 } else { high = middle }
    }
    return rank + low
  }
}
