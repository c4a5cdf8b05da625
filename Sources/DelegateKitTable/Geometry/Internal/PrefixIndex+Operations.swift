import Foundation

// Building, updating and querying a `PrefixIndex` window.
extension PrefixIndex {
  /// The first node of `level`, counted from the window's first node: the root level comes
  /// first in memory, level 1 (just above the groups) last.
  ///
  /// - Complexity: O(depth).
  static func levelStart(_ level: Int, depth: Int, groups groupCount: Int) -> Int {
    var start = 0
    var above = depth
    while above > level {
      start += Self.nodes(atLevel: above, groups: groupCount)
      above -= 1
    }
    return start
  }

  /// Rewrites node `node` of `level` from its children's totals (group sums at level 1,
  /// otherwise the last slot of each child node): running sums in slots `0..<children - 1`,
  /// +infinity up to slot 14 (never counted by a search for a finite offset), and the node's
  /// total in slot 15, where its parent and nothing else reads it.
  ///
  /// - Complexity: O(fanOut + depth).
  static func refreshNode(
    _ node: Int,
    level: Int,
    depth: Int,
    _ window: Window,
    groups: [CGFloat],
    nodes: inout [CGFloat]
  ) {
    let groupCount = window.groupCount
    let base = (window.nodeStart + levelStart(level, depth: depth, groups: groupCount) + node) * fanOut
    let first = node * fanOut
    let belowCount = level == 1 ? groupCount : Self.nodes(atLevel: level - 1, groups: groupCount)
    let belowBase = level == 1 ? 0 : window.nodeStart + levelStart(level - 1, depth: depth, groups: groupCount) + first
    let children = Swift.min(fanOut, belowCount - first)
    var sum: CGFloat = 0
    for index in 0..<children {
      let total =
        level == 1 ? groups[window.groupStart + first + index] : nodes[(belowBase + index) * fanOut + fanOut - 1]
      sum = sum + total
      if index < children - 1 { nodes[base + index] = sum }
    }
    for slot in Swift.max(children - 1, 0)..<(fanOut - 1) { nodes[base + slot] = .infinity }
    nodes[base + fanOut - 1] = sum
  }

  /// Computes the group sums and every node of `window` from its values.
  ///
  /// - Complexity: O(count).
  static func build(_ values: [CGFloat], _ window: Window, groups: inout [CGFloat], nodes: inout [CGFloat]) {
    let groupCount = window.groupCount
    values.withUnsafeBufferPointer { values in
      for group in 0..<groupCount {
        let first = group * groupSize
        groups[window.groupStart + group] = fold(
          0,
          values,
          start: window.valueStart + first,
          length: Swift.min(groupSize, window.count - first)
        )
      }
    }
    let depth = depth(forGroups: groupCount)
    for level in stride(from: 1, through: depth, by: 1) {
      for node in 0..<Self.nodes(atLevel: level, groups: groupCount) {
        refreshNode(node, level: level, depth: depth, window, groups: groups, nodes: &nodes)
      }
    }
    checkInvariants(values, window, groups: groups, nodes: nodes)
  }

  /// Re-sums the group holding value `index` (0-based in the window) after it changed, and
  /// the one node per level above it.
  ///
  /// - Complexity: O(groupSize + fanOut · log count).
  static func valueChanged(
    at index: Int,
    _ values: [CGFloat],
    _ window: Window,
    groups: inout [CGFloat],
    nodes: inout [CGFloat]
  ) {
    let group = index / groupSize
    let first = group * groupSize
    defer { checkInvariants(values, window, groups: groups, nodes: nodes, group: group) }
    let sum = values.withUnsafeBufferPointer {
      fold(0, $0, start: window.valueStart + first, length: Swift.min(groupSize, window.count - first))
    }
    guard sum != groups[window.groupStart + group] else { return }
    groups[window.groupStart + group] = sum
    let depth = depth(forGroups: window.groupCount)
    for level in stride(from: 1, through: depth, by: 1) {
      refreshNode(group >> (4 * level), level: level, depth: depth, window, groups: groups, nodes: &nodes)
    }
  }

  /// `origin` plus the first `index` values (`0...count`), in the canonical order.
  ///
  /// - Complexity: O(log count) plus one short fold.
  static func offset(
    at index: Int,
    from origin: CGFloat,
    _ values: [CGFloat],
    _ nodes: [CGFloat],
    _ window: Window
  ) -> CGFloat {
    let groupCount = window.groupCount
    guard groupCount > 0 else { return origin }
    // The end of everything is folded from the last group's start, as `find` judges it.
    let group = Swift.min(index / groupSize, groupCount - 1)
    let depth = depth(forGroups: groupCount)
    var sum = origin
    nodes.withUnsafeBufferPointer { nodes in
      var levelBase = window.nodeStart
      var level = depth
      while level > 0 {
        let node = group >> (4 * level)
        let child = (group >> (4 * (level - 1))) & (fanOut - 1)
        sum = childStart(nodes, base: (levelBase + node) * fanOut, child: child, from: sum)
        levelBase += Self.nodes(atLevel: level, groups: groupCount)
        level -= 1
      }
    }
    return values.withUnsafeBufferPointer {
      fold(sum, $0, start: window.valueStart + group * groupSize, length: index - group * groupSize)
    }
  }

  /// The group whose span holds `y`, its start, and the first slot of the level-1 node that
  /// holds its running sums (-1 when there are no nodes), by one node per level from the
  /// root. Groups of zero extent that start at `y` are skipped, except the last group.
  ///
  /// - Complexity: O(log count).
  @inline(__always)
  static func descend(
    _ nodes: UnsafeBufferPointer<CGFloat>,
    _ window: Window,
    from origin: CGFloat,
    atOrBelow y: CGFloat
  ) -> (group: Int, start: CGFloat, nodeBase: Int) {
    let groupCount = window.groupCount
    var sum = origin
    var node = 0
    var base = -1
    var levelBase = window.nodeStart
    var level = depth(forGroups: groupCount)
    while level > 0 {
      base = (levelBase &+ node) &* fanOut
      let child = childIndex(nodes, base: base, from: sum, atOrBelow: y)
      sum = childStart(nodes, base: base, child: child, from: sum)
      levelBase &+= Self.nodes(atLevel: level, groups: groupCount)
      node = node &* fanOut &+ child
      level &-= 1
    }
    return (node, sum, base)
  }

  /// The largest `index` (`0...count`) whose canonical position, `origin` plus the values
  /// before it, lies at or above `y`, with that position. The caller guarantees
  /// `origin <= y` and a finite `y`. Zero values starting at `y` are skipped, so an index
  /// below `count` names a value that is positive or last.
  ///
  /// - Complexity: O(log count): one node per level and a scan of one group.
  @inline(__always)
  static func find(
    from origin: CGFloat,
    atOrBelow y: CGFloat,
    _ values: [CGFloat],
    _ nodes: [CGFloat],
    _ window: Window
  ) -> (index: Int, position: CGFloat) {
    let groupCount = window.groupCount
    guard groupCount > 0 else { return (0, origin) }
    let (group, start, _) = nodes.withUnsafeBufferPointer { descend($0, window, from: origin, atOrBelow: y) }
    let first = group &* groupSize
    let run = values.withUnsafeBufferPointer {
      scan(
        $0,
        start: window.valueStart &+ first,
        length: Swift.min(groupSize, window.count &- first),
        endIsMine: group == groupCount &- 1,
        from: start,
        atOrBelow: y
      )
    }
    return (first &+ run.length, run.end)
  }
}
