import DelegateKitTerminal

extension TerminalEmulator {
  /// Cells that differ from `expected` (styles resolved for `colors`, as the
  /// renderer is allowed to degrade them), described for test failures.
  func mismatches(
    against expected: CellBuffer,
    colors: TerminalCapabilities.ColorMode,
    limit: Int = 5
  ) -> [String] {
    guard expected.width == width, expected.height == height else {
      return ["size \(width)x\(height), expected \(expected.width)x\(expected.height)"]
    }
    var found: [String] = []
    for row in 0..<height {
      for column in 0..<width {
        var want = expected[column, row]
        want.style = want.style.resolved(for: colors)
        let got = self[column, row]
        if got != want {
          found.append("(\(column),\(row)): got \(got), expected \(want)")
          if found.count >= limit { return found }
        }
      }
    }
    return found
  }
}
