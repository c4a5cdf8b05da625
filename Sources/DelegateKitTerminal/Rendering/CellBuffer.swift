/// A frame: a grid of cells the UI draws into and the renderer diffs, so
/// drawing code never deals with escape sequences or cursor positions.
///
/// Invariant kept by every mutation: a width-2 cell is always followed by its
/// continuation cell (same style), and a continuation cell always follows a
/// width-2 cell. Overwriting either half of a wide character turns the other
/// half into a blank in the wide character's style, as terminals do.
public struct CellBuffer: Hashable, Sendable {
  /// Columns; fixed for the buffer's life because a resize is a new frame.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Row-major cells.
  var cells: [TerminalCell]

  /// A blank frame; negative sizes are treated as 0 so a transient bogus
  /// terminal size cannot crash the UI.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// Reads or writes one cell, for drawing that is not text (borders, markers).
  ///
  /// Reading outside the buffer returns a blank. Writing outside it is ignored.
  /// A written cell is normalised: its text is cut to its first grapheme and
  /// re-measured; a zero-width grapheme or a continuation becomes a blank; a
  /// wide character in the last column becomes a blank. Wide characters that
  /// are partly overwritten lose their other half (see the type's invariant).
  public subscript(column: Int, row: Int) -> TerminalCell {
    get {
      guard contains(column: column, row: row) else { return .blank }
      return cells[row * width + column]
    }
    set {
      guard contains(column: column, row: row) else { return }
      guard let character = newValue.text.first else {
        place(.blank(style: newValue.style), column: column, row: row)
        return
      }
      place(TerminalCell(character, style: newValue.style), column: column, row: row)
    }
  }

  /// Whether a position lies inside the buffer.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < width && row >= 0 && row < height
  }

  /// Resets every cell to a default-style blank, to start a frame from scratch.
  public mutating func clear() {
    for index in cells.indices {
      cells[index] = .blank
    }
  }

  /// Stores a measured cell (width 1 or 2), repairing any wide character it cuts.
  mutating func place(_ cell: TerminalCell, column: Int, row: Int) {
    defer { checkInvariants(row: row) }
    let start = row * width
    if cell.width == 2 {
      guard column + 1 < width else {
        place(.blank(style: cell.style), column: column, row: row)
        return
      }
      detachWideNeighbour(at: column, rowStart: start)
      detachWideNeighbour(at: column + 1, rowStart: start)
      cells[start + column] = cell
      cells[start + column + 1] = .continuation(style: cell.style)
    } else {
      detachWideNeighbour(at: column, rowStart: start)
      cells[start + column] = cell
    }
  }

  /// Before `column` is overwritten: blanks the other half of a wide character covering it.
  private mutating func detachWideNeighbour(at column: Int, rowStart start: Int) {
    let old = cells[start + column]
    if old.width == 0, column > 0 {
      cells[start + column - 1] = .blank(style: cells[start + column - 1].style)
    } else if old.width == 2, column + 1 < width {
      cells[start + column + 1] = .blank(style: old.style)
    }
  }

  /// Whether row `row` of `self` equals row `otherRow` of `other` (same width assumed).
  func rowEquals(_ row: Int, _ other: CellBuffer, _ otherRow: Int) -> Bool {
    let start = row * width
    let otherStart = otherRow * other.width
    for column in 0..<width where cells[start + column] != other.cells[otherStart + column] {
      return false
    }
    return true
  }
}
