import Foundation

extension PrefixIndex {
  /// Checks, when the package is built with `DELEGATEKIT_INTERNAL_CHECKS` (its own tests
  /// are), that the sums of `window` are its values': each group's sum is the fold of its
  /// values, and each node is what ``refreshNode(_:level:depth:_:groups:nodes:)`` makes of
  /// its children. With `group`, only that group and the nodes above it, as a change of one
  /// value touches; otherwise all of them, as a build does. Runs after each, so its cost is
  /// that of the operation checked, plus a copy of the nodes.
  static func checkInvariants(
    _ values: [CGFloat],
    _ window: Window,
    groups: [CGFloat],
    nodes: [CGFloat],
    group: Int? = nil
  ) {
    #if DELEGATEKIT_INTERNAL_CHECKS
    let groupCount = window.groupCount
    let checked = group.map { [$0] } ?? Array(0..<groupCount)
    values.withUnsafeBufferPointer { values in
      for group in checked {
        let first = group * groupSize
        let sum = fold(0, values, start: window.valueStart + first, length: Swift.min(groupSize, window.count - first))
        precondition(
          sum == groups[window.groupStart + group],
          "Invalid state. Group \(group)'s sum is not the sum of its values."
        )
      }
    }
    let depth = depth(forGroups: groupCount)
    guard depth > 0 else { return }
    var expected = nodes
    for level in 1...depth {
      let shift = 4 * level
      let levelNodes = group.map { [$0 >> shift] } ?? Array(0..<Self.nodes(atLevel: level, groups: groupCount))
      for node in levelNodes {
        refreshNode(node, level: level, depth: depth, window, groups: groups, nodes: &expected)
      }
    }
    precondition(expected == nodes, "Invalid state. A node's sums are not its children's.")
    #endif
  }
}
