/// A zero-based screen position.
struct CursorPosition: Hashable, Sendable {
  var column: Int
  var row: Int
}

/// Accumulates the bytes of one frame while tracking what the terminal's
/// cursor and SGR state will be, so each escape sequence is sent only when needed.
struct RenderEmitter: Sendable {
  let width: Int
  let height: Int
  var bytes: [UInt8] = []
  /// Where the terminal's cursor is; `nil` when unknown. `column == width`
  /// means the last column was just painted (the terminal's pending-wrap state).
  var cursor: CursorPosition?
  /// The SGR state of the terminal; `nil` when unknown.
  var style: TextStyle?
  /// The grapheme printed immediately before, with no escape sequence since:
  /// the next grapheme could fuse with it into one cluster.
  var lastText: String?
  var cellsEmitted = 0
  var cursorMoves = 0
  var styleChanges = 0
  var scrolls = 0

  init(width: Int, height: Int, cursor: CursorPosition?, style: TextStyle?) {
    self.width = width
    self.height = height
    self.cursor = cursor
    self.style = style
  }

  mutating func escape(_ sequence: String) {
    bytes.append(contentsOf: sequence.utf8)
    lastText = nil
  }

  /// CUP, 1-based, omitting parameters that default to 1.
  static func cursorPositionSequence(column: Int, row: Int) -> String {
    if column == 0 {
      return row == 0 ? "\u{1B}[H" : "\u{1B}[\(row + 1)H"
    }
    return "\u{1B}[\(row + 1);\(column + 1)H"
  }

  static func cursorPositionCost(column: Int, row: Int) -> Int {
    cursorPositionSequence(column: column, row: row).utf8.count
  }

  /// CUF: cursor forward.
  static func cursorForwardSequence(_ count: Int) -> String {
    count == 1 ? "\u{1B}[C" : "\u{1B}[\(count)C"
  }

  /// Moves the cursor, preferring CR (1 byte) or CR LF (2 bytes) over CUP for
  /// the start of the current or next row. LF is safe because no scroll
  /// region is left set between operations, so it cannot scroll unless on
  /// the last row, which `row + 1` excludes.
  mutating func move(column: Int, row: Int) {
    let target = CursorPosition(column: column, row: row)
    guard cursor != target else { return }
    if let current = cursor, column == 0, row == current.row || row == current.row + 1 {
      escape(row == current.row ? "\r" : "\r\n")
      cursorMoves += 1
      cursor = target
      return
    }
    forceMove(to: target)
  }

  private mutating func forceMove(to target: CursorPosition) {
    escape(Self.cursorPositionSequence(column: target.column, row: target.row))
    cursorMoves += 1
    cursor = target
  }

  mutating func moveForward(_ count: Int) {
    guard let current = cursor else { return }
    escape(Self.cursorForwardSequence(count))
    cursorMoves += 1
    cursor = CursorPosition(column: current.column + count, row: current.row)
  }

  mutating func setStyle(_ newStyle: TextStyle) {
    guard style != newStyle else { return }
    escape(Self.selectGraphicRendition(newStyle, from: style))
    styleChanges += 1
    style = newStyle
  }

  /// Paints one measured cell (width 1 or 2) at a position.
  ///
  /// A cluster of several scalars is painted over blanks, and leaves the cursor unknown:
  /// a terminal that draws it narrower than measured shows blanks in the rest of its cells,
  /// and one that draws it wider is not trusted about where its cursor went.
  mutating func put(_ cell: TerminalCell, column: Int, row: Int) {
    move(column: column, row: row)
    setStyle(cell.style)
    if cell.isCluster {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: Int(cell.width)))
      forceMove(to: CursorPosition(column: column, row: row))
      bytes.append(contentsOf: cell.text.utf8)
      lastText = nil
      cellsEmitted += Int(cell.width)
      cursor = nil
      return
    }
    if let last = lastText, Self.fuses(last, cell.text) {
      // Printed back to back, the two graphemes would form one cluster
      // (regional indicators, Hangul jamo, emoji modifiers): separate them.
      forceMove(to: CursorPosition(column: column, row: row))
    }
    bytes.append(contentsOf: cell.text.utf8)
    lastText = cell.text
    cellsEmitted += Int(cell.width)
    // After the last column, `end == width` records the terminal's
    // pending-wrap state: the row is known, but only CR, LF or CUP may follow.
    cursor = CursorPosition(column: column + Int(cell.width), row: row)
  }

  static func fuses(_ previous: String, _ next: String) -> Bool {
    if let lastByte = previous.utf8.last, let firstByte = next.utf8.first,
      lastByte < 0x80, firstByte < 0x80
    {
      return false
    }
    // Fused, or regrouped (an odd run of regional indicators re-pairs).
    let joined = previous + next
    guard joined.count == 2, let first = joined.first else { return true }
    return first.unicodeScalars.count != previous.unicodeScalars.count
  }

  /// Ends a frame in the default style so anything the driver prints between
  /// frames (or after exit) is not coloured by the last cell.
  mutating func finish() {
    setStyle(.plain)
  }

  /// SGR as reset-then-set in one sequence (`ESC[0;1;7m`), equivalent to
  /// `ESC[0m` followed by the attributes but shorter.
  /// When the terminal is known to be in the default style the reset is
  /// redundant and left out (`ESC[7m`).
  static func selectGraphicRendition(_ style: TextStyle, from current: TextStyle?) -> String {
    var codes: [String] = current == .plain && style != .plain ? [] : ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.italic { codes.append("3") }
    if style.underline { codes.append("4") }
    if style.inverse { codes.append("7") }
    if let foreground = style.foreground {
      codes.append(colorCode(foreground, normal: 30, bright: 90, extended: 38))
    }
    if let background = style.background {
      codes.append(colorCode(background, normal: 40, bright: 100, extended: 48))
    }
    return "\u{1B}[\(codes.joined(separator: ";"))m"
  }

  private static func colorCode(_ color: TerminalColor, normal: Int, bright: Int, extended: Int) -> String {
    let index = color.paletteIndex
    if index < 8 { return String(normal + index) }
    if index < 16 { return String(bright + index - 8) }
    return "\(extended);5;\(index)"
  }
}
