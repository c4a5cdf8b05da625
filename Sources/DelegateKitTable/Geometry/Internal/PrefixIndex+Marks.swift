import Foundation

// Marks: a coarse copy of each group's running sums, 2 bytes per value, that usually settles
// which value holds an offset without reading the values themselves.
//
// Why: the last step of a search scans 64 heights. At a million rows the heights are 8 MB,
// and a random read there, past the TLB's reach and fighting for L3, costs several times the
// same read in a 2 MB array. The marks of a million rows are 2 MB. Each group stores, per value, its running sum scaled to 0...65535
// of the group's total. A search compares the offset against those integers with a margin
// that covers the scaling and every floating-point rounding; only when the offset lies within
// that margin of a boundary (a fraction of a point, about one search in a few hundred) does it
// fall back to the exact scan, so results are always those of the exact scan.
extension PrefixIndex {
  /// The mark value a group's padding slots hold; never below a threshold that matters.
  @inline(__always) static var paddingMark: UInt16 { .max }

  /// Rewrites the marks of group `group` (0-based in the window) from its values and its sum.
  /// Slot `j` holds the end of value `j`, as a fraction of the group's sum in 65,535ths,
  /// rounded down; slots past a short last group hold `paddingMark`.
  ///
  /// - Complexity: O(groupSize).
  static func mark(group: Int, _ values: [CGFloat], groups: [CGFloat], _ window: Window, marks: inout [UInt16]) {
    let first = group * groupSize
    let length = Swift.min(groupSize, window.count - first)
    let total = groups[window.groupStart + group]
    let base = (window.groupStart + group) * groupSize
    let scale = total > 0 && total.isFinite ? 65_535 / total : 0
    var sum: CGFloat = 0
    for index in 0..<length {
      sum += values[window.valueStart + first + index]
      marks[base + index] = UInt16(Swift.min(65_535, sum * scale))
    }
    for index in length..<groupSize { marks[base + index] = paddingMark }
  }

  /// Rewrites the marks of every group of `window`.
  ///
  /// - Complexity: O(count).
  static func markAll(_ values: [CGFloat], groups: [CGFloat], _ window: Window, marks: inout [UInt16]) {
    for group in 0..<window.groupCount {
      mark(group: group, values, groups: groups, window, marks: &marks)
    }
  }

  /// The number of marks among the group's 64 slots at or below `threshold`, without branches.
  @inline(__always)
  static func count(_ marks: UnsafeBufferPointer<UInt16>, base: Int, atOrBelow threshold: Int32) -> Int32 {
    var count: Int32 = 0
    for slot in 0..<groupSize {
      count &+= ((threshold &- Int32(marks[base &+ slot])) >> 31) &+ 1
    }
    return count
  }

  /// A scaled offset turned into a mark threshold, clamped to where only its sign and
  /// whether it clears every mark matter.
  @inline(__always)
  static func threshold(_ scaled: CGFloat) -> Int32 {
    scaled < 0 ? -1 : scaled >= 65_536 ? 65_536 : Int32(scaled)
  }

  /// What `scan` would answer for the group at mark slot `base` (its values starting at
  /// `start`, summing to `total` give or take rounding), decided from the marks alone, or
  /// nil when `y` lies too near a boundary for marks to tell.
  ///
  /// A value's end `e` is at or above `y` for sure when its mark `m` has `m + 1 + slack <= u`,
  /// where `u = (y - start) * scale` and `slack` bounds, in mark units, every rounding in the
  /// canonical sums, the marks and `u` (2^-40 of the magnitudes: thousands of times the
  /// worst case for 64 additions). It is below `y` for sure when `m - slack > u`. If no
  /// mark is in between, the values whose end is at or above `y` are exactly the first
  /// `count(<= u - 1 - slack)`, which is `scan`'s answer.
  ///
  /// - Complexity: two branch-free passes over 64 marks.
  @inline(__always)
  static func quickScan(
    _ marks: UnsafeBufferPointer<UInt16>,
    base: Int,
    length: Int,
    endIsMine: Bool,
    total: CGFloat,
    from start: CGFloat,
    atOrBelow y: CGFloat
  ) -> Int? {
    guard total > 0 && total.isFinite else { return nil }
    let scale = 65_535 / total
    let scaled = (y - start) * scale
    let slack = ((start < 0 ? -start : start) + total) * 0x1p-40 * scale
    let sure = threshold(scaled - 1 - slack)
    let possible = threshold(scaled + slack)
    let padding = Int32(groupSize &- length)
    var surely = count(marks, base: base, atOrBelow: sure)
    var possibly = count(marks, base: base, atOrBelow: possible)
    if sure >= Int32(paddingMark) { surely &-= padding }
    if possible >= Int32(paddingMark) { possibly &-= padding }
    guard surely == possibly else { return nil }
    return Swift.min(Int(surely), endIsMine ? length : length &- 1)
  }

  /// `find`, for callers that need only the index: decided from the marks when they can
  /// tell, which at a million values spares the one read that would miss the cache.
  ///
  /// The group's total comes from the level-1 node just read (the difference of two running
  /// sums) rather than from the group sums, another array a random search would miss in. It
  /// differs from the sum the marks were scaled by only in rounding, far inside the slack.
  ///
  /// - Complexity: O(log count).
  @inline(__always)
  static func findIndex(
    from origin: CGFloat,
    atOrBelow y: CGFloat,
    _ values: [CGFloat],
    groups: [CGFloat],
    _ nodes: [CGFloat],
    marks: [UInt16],
    _ window: Window
  ) -> Int {
    let groupCount = window.groupCount
    guard groupCount > 0 else { return 0 }
    let (group, start, total) = nodes.withUnsafeBufferPointer { nodes in
      let found = descend(nodes, window, from: origin, atOrBelow: y)
      guard found.nodeBase >= 0 else { return (found.group, found.start, groups[window.groupStart &+ found.group]) }
      // Unused slots hold +infinity and slot 15 the node's total, so `min` finds the group's end.
      let child = found.group & (fanOut &- 1)
      let end = Swift.min(nodes[found.nodeBase &+ child], nodes[found.nodeBase &+ fanOut &- 1])
      let begin = child > 0 ? nodes[found.nodeBase &+ Swift.max(child, 1) &- 1] : 0
      return (found.group, found.start, end - begin)
    }
    let first = group &* groupSize
    let length = Swift.min(groupSize, window.count &- first)
    let endIsMine = group == groupCount &- 1
    let quick = marks.withUnsafeBufferPointer {
      quickScan(
        $0,
        base: (window.groupStart &+ group) &* groupSize,
        length: length,
        endIsMine: endIsMine,
        total: total,
        from: start,
        atOrBelow: y
      )
    }
    if let quick { return first &+ quick }
    let run = values.withUnsafeBufferPointer {
      scan($0, start: window.valueStart &+ first, length: length, endIsMine: endIsMine, from: start, atOrBelow: y)
    }
    return first &+ run.length
  }
}
