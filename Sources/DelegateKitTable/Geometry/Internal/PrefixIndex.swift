import Foundation

/// Prefix sums over a sequence of non-negative extents (row heights, or section extents):
/// the values, a sum per group of 64 values, and a 16-ary tree whose nodes hold running
/// sums of their children. Each level lives in a window of a flat array, so one array can
/// hold the index of every section. Rows also get marks (`PrefixIndex+Marks`).
///
/// ## Why not a Fenwick tree
/// A Fenwick tree over the values takes ~20 dependent, cache-missing loads to find the value
/// at an offset in a million (8 MB), and its nodes drift from the values as rounded deltas
/// pile up. Here a search reads one node per level (four levels at a million values, each
/// 15 comparisons that do not depend on one another), then one group of 64 values:
/// contiguous, summed eight at a time. Per value the sums cost 1/4 byte. An update re-sums
/// the value's group and one node per level from the level below, so every stored sum is a
/// pure function of the values: no drift, and a layout updated in place is bit-for-bit the
/// layout built afresh.
///
/// ## One canonical sum per offset
/// Positions are absolute: a sum starts at the sequence's origin (the top of a section's
/// rows, or 0), adds one node's running sum per level, then folds the group's values in
/// whole chunks and then singly. `offset(at:from:)` computes exactly that, and `find`
/// compares exactly those running sums, so the value found at a position starts there to the
/// last bit. A group's start is judged only by the tree (a node's last running sum is never
/// searched; the level above owns that boundary), and other boundaries only by the values.
///
/// Hot paths read through unsafe buffer pointers; the windows come from the geometry's own
/// layout, and debug builds still check every read.
enum PrefixIndex {
  /// Values per group: 64 doubles, eight cache lines, scanned in at most 8 + 7 steps.
  @inline(__always) static var groupSize: Int { 64 }
  /// Children per node; a node's 16 slots are two cache lines.
  @inline(__always) static var fanOut: Int { 16 }
  /// Values added pairwise into one sum while scanning, shortening the addition chain.
  @inline(__always) static var chunkSize: Int { 8 }

  /// Where one sequence's levels sit in their flat arrays.
  struct Window: Sendable {
    /// Index of the first value.
    var valueStart: Int
    /// Number of values.
    var count: Int
    /// Index of the first group sum.
    var groupStart: Int
    /// Index (in nodes of `fanOut` slots) of the first node; the root comes first, then
    /// each level below it.
    var nodeStart: Int

    /// Number of group sums: one per `groupSize` values, the last possibly short.
    var groupCount: Int { PrefixIndex.groups(for: count) }
  }

  /// The number of groups that hold `count` values.
  @inline(__always)
  static func groups(for count: Int) -> Int { (count + groupSize - 1) / groupSize }

  /// Levels of nodes above `groupCount` groups: enough that `16^depth >= groupCount`. A
  /// single group needs none (a search scans it directly), which keeps a small section down
  /// to its heights and one group sum.
  @inline(__always)
  static func depth(forGroups groupCount: Int) -> Int {
    guard groupCount > 1 else { return 0 }
    let bits = Int.bitWidth - (groupCount - 1).leadingZeroBitCount
    return (bits + 3) / 4
  }

  /// Nodes at `level` (1 is just above the groups): one per `16^level` groups.
  @inline(__always)
  static func nodes(atLevel level: Int, groups groupCount: Int) -> Int {
    let shift = 4 * level
    return (groupCount + (1 << shift) - 1) >> shift
  }

  /// All nodes above `groupCount` groups.
  static func nodeCount(forGroups groupCount: Int) -> Int {
    var total = 0
    for level in stride(from: depth(forGroups: groupCount), through: 1, by: -1) {
      total += nodes(atLevel: level, groups: groupCount)
    }
    return total
  }

  /// The sum of the eight values from `index`, added pairwise so the additions overlap.
  @inline(__always)
  static func chunkSum(_ array: UnsafeBufferPointer<CGFloat>, at index: Int) -> CGFloat {
    let a = (array[index] + array[index &+ 1]) + (array[index &+ 2] + array[index &+ 3])
    let b = (array[index &+ 4] + array[index &+ 5]) + (array[index &+ 6] + array[index &+ 7])
    return a + b
  }

  /// `sum` plus the first `length` values of the run at `start`: whole chunks first, then
  /// single values, each folded into the running sum.
  ///
  /// - Complexity: O(length).
  @inline(__always)
  static func fold(_ sum: CGFloat, _ array: UnsafeBufferPointer<CGFloat>, start: Int, length: Int) -> CGFloat {
    var sum = sum
    var index = start
    let wholeChunksEnd = start &+ length / chunkSize * chunkSize
    while index < wholeChunksEnd {
      sum = sum + chunkSum(array, at: index)
      index &+= chunkSize
    }
    let end = start &+ length
    while index < end {
      sum = sum + array[index]
      index &+= 1
    }
    return sum
  }

  /// The longest prefix of the group at `start` (0...`length`) whose end, folded onto `sum`,
  /// lies at or above `y`; with that end. Unless `endIsMine` (the last group, whose end is
  /// the end of everything), the group's end belongs to the tree and is never reported.
  ///
  /// - Complexity: at most 8 chunk steps and 7 single steps.
  @inline(__always)
  static func scan(
    _ values: UnsafeBufferPointer<CGFloat>,
    start: Int,
    length: Int,
    endIsMine: Bool,
    from sum: CGFloat,
    atOrBelow y: CGFloat
  ) -> (length: Int, end: CGFloat) {
    let lastReportable = endIsMine ? length : length &- 1
    var sum = sum
    var taken = 0
    while taken &+ chunkSize <= lastReportable {
      let candidate = sum + chunkSum(values, at: start &+ taken)
      if !(candidate <= y) { break }
      sum = candidate
      taken &+= chunkSize
    }
    // Single steps never cross a chunk's end: `fold` reaches that boundary with the chunk's
    // sum, and the chunk loop above already judged it.
    let limit = Swift.min(taken &+ chunkSize &- 1, lastReportable)
    while taken < limit {
      let candidate = sum + values[start &+ taken]
      if !(candidate <= y) { break }
      sum = candidate
      taken &+= 1
    }
    return (taken, sum)
  }

  /// The child of the node at slot `base` whose span holds `y`, given the node starts at
  /// `sum`: the number of children whose end (`sum` + running sum) lies at or above `y`.
  /// Slot 15 (the node's own end) is never compared, and unused slots hold +infinity.
  ///
  /// For finite `y`, `end <= y` exactly when `y - end` is +0 or positive (a difference of
  /// unequal doubles is never zero), so the sign bit counts without a branch: the slots are
  /// sorted, and a branch per slot would mispredict on every search.
  @inline(__always)
  static func childIndex(
    _ nodes: UnsafeBufferPointer<CGFloat>,
    base: Int,
    from sum: CGFloat,
    atOrBelow y: CGFloat
  ) -> Int {
    var beyond = 0
    for slot in 0..<(fanOut - 1) {
      let gap = y - (sum + nodes[base &+ slot])
      beyond &+= Int(truncatingIfNeeded: gap.bitPattern >> 63)
    }
    return fanOut - 1 - beyond
  }

  /// The start of `child` of the node at slot `base`, given the node starts at `sum`.
  @inline(__always)
  static func childStart(_ nodes: UnsafeBufferPointer<CGFloat>, base: Int, child: Int, from sum: CGFloat) -> CGFloat {
    // Adding 0 is exact, so child 0 takes the same path without reading before the node.
    let before = nodes[base &+ Swift.max(child, 1) &- 1]
    return sum + (child > 0 ? before : 0)
  }
}
