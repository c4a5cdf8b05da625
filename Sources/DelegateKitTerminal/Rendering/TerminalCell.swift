/// One column of the screen, so a frame is a plain grid of values that can be
/// compared cell by cell.
public struct TerminalCell: Hashable, Sendable {
  /// The grapheme drawn: `" "` for a blank, `""` for the right half of a wide
  /// character. Short strings are stored inline, so blank cells never allocate.
  public var text: String
  /// Columns the grapheme covers: 1, 2 for the left half of a wide character,
  /// 0 for the right half (the continuation cell).
  public var width: UInt8
  /// How the cell is drawn; a continuation cell repeats its wide character's style.
  public var style: TextStyle

  /// An empty cell in the default style: what a cleared screen holds.
  public static let blank = TerminalCell(text: " ", width: 1, style: .plain)

  /// Stores the fields as given; `CellBuffer` re-measures text on the way in,
  /// so a wrong `width` here cannot corrupt a buffer.
  public init(text: String, width: UInt8, style: TextStyle = .plain) {
    self.text = text
    self.width = width
    self.style = style
  }

  /// A cell for one grapheme, measured with `TerminalText`, so callers never
  /// compute widths by hand. Zero-width graphemes become a blank.
  public init(_ character: Character, style: TextStyle = .plain) {
    let columns = TerminalText.width(of: character)
    if columns == 0 {
      self.init(text: " ", width: 1, style: style)
    } else {
      self.init(text: String(character), width: UInt8(columns), style: style)
    }
  }

  /// A blank in a style, for backgrounds and highlight bars.
  public static func blank(style: TextStyle) -> TerminalCell {
    TerminalCell(text: " ", width: 1, style: style)
  }

  /// The right half of a wide character in `style`; only buffers create these.
  static func continuation(style: TextStyle) -> TerminalCell {
    TerminalCell(text: "", width: 0, style: style)
  }

  /// Whether the grapheme is made of several scalars (an emoji with a skin tone, a flag, a
  /// letter with a combining mark), whose width terminals do not all agree on.
  var isCluster: Bool {
    text.utf8.count > 1 && text.unicodeScalars.count > 1
  }

  /// Whether this is the right half of a wide character, which is never drawn on its own.
  public var isContinuation: Bool { width == 0 }
}
