extension RenderEmitter {
  /// Paints the cells where `next` differs from `front` (same size), row by
  /// row, left to right. A run of changed cells costs one cursor move; a short
  /// gap of unchanged cells between runs is bridged by repainting it when
  /// that is fewer bytes than moving (CUF or CUP, whichever is shorter).
  mutating func paintDifferences(from front: CellBuffer, to next: CellBuffer) {
    var marks = [Bool](repeating: false, count: width)
    for row in 0..<height {
      let start = row * width
      var anyChange = false
      for column in 0..<width {
        let changed = front.cells[start + column] != next.cells[start + column]
        marks[column] = changed
        anyChange = anyChange || changed
      }
      guard anyChange else { continue }
      Self.widenToWholeCharacters(&marks, front: front, next: next, rowStart: start)
      Self.widenPastClusters(&marks, front: front, next: next, rowStart: start)
      var column = 0
      while column < width {
        guard marks[column] else {
          column += 1
          continue
        }
        approach(column: column, row: row, next: next)
        while column < width, marks[column] {
          let cell = next.cells[start + column]
          if cell.isContinuation {
            column += 1
            continue
          }
          put(cell, column: column, row: row)
          column += Int(cell.width)
        }
      }
    }
  }

  /// Marks both halves of any wide character (old or new) touched by a
  /// change, so a wide character is always painted whole and never left half
  /// overwritten on screen. With `CellBuffer`'s invariant this never adds a
  /// mark (changes already cover whole characters); it guards the rule cheaply.
  static func widenToWholeCharacters(
    _ marks: inout [Bool],
    front: CellBuffer,
    next: CellBuffer,
    rowStart start: Int
  ) {
    let width = marks.count
    var grew = true
    while grew {
      grew = false
      for column in 0..<width where marks[column] {
        for cell in [front.cells[start + column], next.cells[start + column]] {
          if cell.width == 0, column > 0, !marks[column - 1] {
            marks[column - 1] = true
            grew = true
          }
          if cell.width == 2, column + 1 < width, !marks[column + 1] {
            marks[column + 1] = true
            grew = true
          }
        }
      }
    }
  }

  /// Marks the rest of the row after a changed cell holding a cluster of several scalars
  /// (an emoji with a skin tone, a ZWJ sequence, a letter with a combining mark), old or
  /// new: terminals disagree about such a cluster's width (tmux draws `👍🏽` in four cells),
  /// so the cells after it may not be where the front buffer says, and are all repainted.
  static func widenPastClusters(_ marks: inout [Bool], front: CellBuffer, next: CellBuffer, rowStart start: Int) {
    let width = marks.count
    for column in 0..<width where marks[column] {
      if next.cells[start + column].isCluster || front.cells[start + column].isCluster {
        for rest in column..<width { marks[rest] = true }
        return
      }
    }
  }

  /// Gets the cursor to the start of a run by the cheapest means.
  private mutating func approach(column: Int, row: Int, next: CellBuffer) {
    guard let current = cursor, current.row == row, current.column <= column else {
      move(column: column, row: row)
      return
    }
    let gap = column - current.column
    guard gap > 0 else { return }
    let forwardCost = Self.cursorForwardSequence(gap).utf8.count
    let positionCost = Self.cursorPositionCost(column: column, row: row)
    let start = row * width
    if gap < min(forwardCost, positionCost) {
      let gapCells = next.cells[(start + current.column)..<(start + column)]
      if gapCells.allSatisfy({ $0.style == style && $0.width == 1 && $0.text.utf8.count == 1 }) {
        for offset in current.column..<column {
          put(next.cells[start + offset], column: offset, row: row)
        }
        return
      }
    }
    if forwardCost <= positionCost {
      moveForward(gap)
    } else {
      move(column: column, row: row)
    }
  }

  /// Shifts rows `band` by one with a scroll region: up (SU) moves row
  /// `band.lowerBound + 1` to `band.lowerBound` and exposes a blank last row;
  /// down (SD) is the reverse. The style is reset first because terminals
  /// fill the exposed row with the current background colour.
  mutating func scroll(band: ClosedRange<Int>, up: Bool) {
    setStyle(.plain)
    let isWholeScreen = band.lowerBound == 0 && band.upperBound == height - 1
    if !isWholeScreen {
      // DECSTBM homes the cursor.
      escape("\u{1B}[\(band.lowerBound + 1);\(band.upperBound + 1)r")
      cursor = CursorPosition(column: 0, row: 0)
    }
    escape(up ? "\u{1B}[S" : "\u{1B}[T")
    if let current = cursor, current.column >= width {
      cursor = nil  // Whether SU/SD keep the pending-wrap state varies.
    }
    if !isWholeScreen {
      escape("\u{1B}[r")
      cursor = CursorPosition(column: 0, row: 0)
    }
    scrolls += 1
  }
}
