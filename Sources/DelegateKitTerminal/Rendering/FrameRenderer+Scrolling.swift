/// A band of rows that moved by one row between two frames.
struct ScrollCandidate: Hashable, Sendable {
  /// The scroll region (zero-based, inclusive).
  var band: ClosedRange<Int>
  /// Content moved up (SU) rather than down (SD).
  var up: Bool
}

extension FrameRenderer {
  /// The best band shifted up and the best band shifted down, if any: maximal
  /// runs of rows where the new frame equals the screen one row below (or
  /// above), ranked by how many of those rows actually changed. The caller
  /// renders each and keeps the cheapest, so estimates never decide.
  static func scrollCandidates(front: CellBuffer, next: CellBuffer) -> [ScrollCandidate] {
    let height = next.height
    guard height >= 2 else { return [] }
    var candidates: [ScrollCandidate] = []
    for up in [true, false] {
      let offset = up ? 1 : -1
      let last = up ? height - 2 : height - 1
      var bestScore = 0
      var bestRun: ClosedRange<Int>?
      var row = up ? 0 : 1
      while row <= last {
        guard next.rowEquals(row, front, row + offset) else {
          row += 1
          continue
        }
        let start = row
        var score = 0
        while row <= last, next.rowEquals(row, front, row + offset) {
          if !next.rowEquals(row, front, row) { score += 1 }
          row += 1
        }
        if score > bestScore {
          bestScore = score
          bestRun = start...(row - 1)
        }
      }
      if let run = bestRun {
        let band =
          up
          ? run.lowerBound...(run.upperBound + 1)
          : (run.lowerBound - 1)...run.upperBound
        candidates.append(ScrollCandidate(band: band, up: up))
      }
    }
    return candidates
  }
}

extension CellBuffer {
  /// The buffer as a terminal shows it after scrolling `band` by one row:
  /// the exposed row is a default-style blank.
  func shifted(band: ClosedRange<Int>, up: Bool) -> CellBuffer {
    var copy = self
    let rows = up ? Array(band.dropLast()) : Array(band.dropFirst().reversed())
    for row in rows {
      let source = up ? row + 1 : row - 1
      for column in 0..<width {
        copy.cells[row * width + column] = cells[source * width + column]
      }
    }
    let exposed = up ? band.upperBound : band.lowerBound
    for column in 0..<width {
      copy.cells[exposed * width + column] = .blank
    }
    return copy
  }
}
