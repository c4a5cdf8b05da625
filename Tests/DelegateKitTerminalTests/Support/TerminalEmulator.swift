import DelegateKitTerminal

/// A small terminal emulator used as an oracle: feed it the renderer's bytes
/// and read back the grid a real terminal would show.
///
/// It understands exactly these sequences and throws `Failure` on anything
/// else, so the renderer cannot start emitting something no test interprets:
/// printable UTF-8; CR, LF; `ESC D` (IND), `ESC M` (RI); CSI `H`/`f` (CUP),
/// `C` (CUF), `J` (ED 0/1/2), `K` (EL 0/1/2), `m` (SGR 0 1 2 3 4 7 22 23 24 27
/// 30–37 38;5;n 39 40–47 48;5;n 49 90–97 100–107), `r` (DECSTBM, homes the
/// cursor), `S` (SU), `T` (SD); private modes `?2026`, `?25`, `?1049` h/l.
///
/// Semantics follow xterm with these documented simplifications:
/// - Autowrap is always on: printing in the last column sets a pending-wrap
///   flag; the next printable wraps to the next line (scrolling at the bottom
///   of the scroll region). CUP, CUF, CR, DECSTBM clear the flag.
/// - A wide character that does not fit in the last column wraps first.
/// - Erased and scrolled-in cells take the current background colour (BCE),
///   as xterm does, so a renderer that forgets to reset SGR is caught.
/// - Graphemes are segmented with Swift's rules within each contiguous run of
///   printable bytes; any control or escape sequence ends the run. Widths come
///   from `TerminalText`. A zero-width grapheme is an error.
/// - Overwriting one half of a wide character turns the other half into a
///   visible `?` marker cell (real terminals blank it), so output that relies
///   on terminal-specific repair shows up as a mismatch.
/// - `?1049h` saves the grid and cursor and clears; `?1049l` restores them.
/// - `?2004` (bracketed paste) is accepted and changes nothing on screen.
/// - With ``splitsClusters``, a grapheme of several scalars is drawn scalar by scalar, as
///   tmux 3.3 draws an emoji with a skin tone in four cells: a terminal that disagrees
///   with `TerminalText` about a cluster's width.
struct TerminalEmulator {
  /// Why the emulator rejected its input.
  struct Failure: Error, CustomStringConvertible {
    var message: String
    var offset: Int
    var description: String { "TerminalEmulator: \(message) at byte \(offset)" }
  }

  /// The marker left where half of a wide character was overwritten.
  static let orphanMarker = TerminalCell(text: "?", width: 1, style: .plain)

  var width: Int
  var height: Int
  var cells: [TerminalCell]
  var cursorColumn = 0
  var cursorRow = 0
  var wrapPending = false
  var style = TextStyle.plain
  var scrollTop = 0
  var scrollBottom: Int
  var synchronizedUpdate = false
  var cursorVisible = true
  var alternateScreen = false
  var savedScreen: (cells: [TerminalCell], column: Int, row: Int)?
  /// Whether clusters of several scalars are drawn a scalar at a time.
  var splitsClusters = false

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: .blank, count: width * height)
    scrollBottom = height - 1
  }

  subscript(column: Int, row: Int) -> TerminalCell {
    cells[row * width + column]
  }

  /// A row as plain text with trailing blanks trimmed, like `CellBuffer.line`.
  func line(_ row: Int) -> String {
    var text = ""
    var spaces = 0
    for column in 0..<width {
      let cell = self[column, row]
      if cell.text == " " {
        spaces += 1
      } else if !cell.text.isEmpty {
        text += String(repeating: " ", count: spaces) + cell.text
        spaces = 0
      }
    }
    return text
  }

  /// Changes the window size keeping the top-left content (no reflow) and
  /// resetting the scroll region, like a terminal window being resized.
  mutating func resize(width newWidth: Int, height newHeight: Int) {
    var resized = Array(repeating: TerminalCell.blank, count: newWidth * newHeight)
    for row in 0..<min(height, newHeight) {
      for column in 0..<min(width, newWidth) {
        resized[row * newWidth + column] = self[column, row]
      }
      if newWidth < width, newWidth > 0, resized[row * newWidth + newWidth - 1].width == 2 {
        resized[row * newWidth + newWidth - 1] = .blank
      }
    }
    width = newWidth
    height = newHeight
    cells = resized
    scrollTop = 0
    scrollBottom = newHeight - 1
    cursorColumn = min(cursorColumn, max(0, newWidth - 1))
    cursorRow = min(cursorRow, max(0, newHeight - 1))
    wrapPending = false
  }

  /// Interprets bytes, stopping at the first one it does not understand.
  mutating func feed(_ bytes: [UInt8]) throws(Failure) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        index = try escapeSequence(bytes, at: index)
      case 0x0D:
        cursorColumn = 0
        wrapPending = false
        index += 1
      case 0x0A:
        lineFeed()
        index += 1
      case 0x00..<0x20, 0x7F:
        throw Failure(message: "unsupported control byte \(byte)", offset: index)
      default:
        var end = index
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F {
          end += 1
        }
        try printRun(bytes[index..<end], offset: index)
        index = end
      }
    }
  }

  private mutating func escapeSequence(_ bytes: [UInt8], at start: Int) throws(Failure) -> Int {
    guard start + 1 < bytes.count else {
      throw Failure(message: "truncated escape sequence", offset: start)
    }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      return try controlSequence(bytes, at: start)
    case UInt8(ascii: "D"):
      wrapPending = false
      lineFeed()
      return start + 2
    case UInt8(ascii: "M"):
      wrapPending = false
      reverseIndex()
      return start + 2
    default:
      throw Failure(message: "unsupported escape ESC \(Character(Unicode.Scalar(bytes[start + 1])))", offset: start)
    }
  }

  private mutating func controlSequence(_ bytes: [UInt8], at start: Int) throws(Failure) -> Int {
    var index = start + 2
    var isPrivate = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
      isPrivate = true
      index += 1
    }
    var parameters: [Int?] = []
    var current: Int?
    var sawParameter = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        current = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
        sawParameter = true
      } else if byte == UInt8(ascii: ";") {
        parameters.append(current)
        current = nil
        sawParameter = true
      } else {
        break
      }
      index += 1
    }
    if sawParameter { parameters.append(current) }
    guard index < bytes.count, bytes[index] >= 0x40, bytes[index] <= 0x7E else {
      throw Failure(message: "malformed control sequence", offset: start)
    }
    let final = Character(Unicode.Scalar(bytes[index]))
    if isPrivate {
      try privateMode(final, parameters, offset: start)
    } else {
      try dispatch(final, parameters, offset: start)
    }
    return index + 1
  }
}
