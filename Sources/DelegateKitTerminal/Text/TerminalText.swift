/// Measures and fits text in terminal columns.
///
/// Terminals lay text out on a grid of cells, not in characters or bytes, so
/// every piece of layout (column widths, truncation, cursor arithmetic) must
/// agree on how many cells a grapheme occupies. This is the single place that
/// decides it; the cell buffer, the renderer and the test emulator all use it.
///
/// The rules follow what current terminals (xterm, iTerm2, kitty, WezTerm,
/// Windows Terminal) do for the common cases. East Asian *Ambiguous* characters
/// (including "…") count as one column.
public enum TerminalText {
  /// The ellipsis appended when text is cut; one column wide.
  public static let ellipsis: Character = "…"

  /// Columns a grapheme cluster takes, so layout can reserve the cells a
  /// terminal will actually paint.
  ///
  /// - 0: control characters (callers never write them) and clusters made only
  ///   of zero-width scalars (a lone combining mark, a lone zero-width joiner).
  /// - 2: East Asian Wide/Fullwidth, emoji presentation, regional-indicator
  ///   flags, and emoji followed by VS16 (U+FE0F).
  /// - 1: everything else.
  public static func width(of character: Character) -> Int {
    if character.isASCII {
      guard let value = character.asciiValue else { return 0 }
      return value >= 0x20 && value != 0x7F ? 1 : 0
    }
    var base: Unicode.Scalar?
    var hasEmojiSelector = false
    var hasTextSelector = false
    for scalar in character.unicodeScalars {
      switch scalar.value {
      case 0xFE0F: hasEmojiSelector = true
      case 0xFE0E: hasTextSelector = true
      case 0x1F1E6...0x1F1FF: return 2
      default: break
      }
      if base == nil, !isZeroWidth(scalar) {
        base = scalar
      }
    }
    guard let base else { return 0 }
    if base.properties.generalCategory == .control { return 0 }
    if WideCharacterTable.contains(base.value) { return 2 }
    if hasTextSelector { return 1 }
    if hasEmojiSelector, base.properties.isEmoji { return 2 }
    if base.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// Columns a whole string takes, so callers can align and pad it.
  public static func width(of text: some StringProtocol) -> Int {
    var total = 0
    for character in text {
      total += width(of: character)
    }
    return total
  }

  /// Truncates to at most `width` columns, ending with "…" when cut, so
  /// labels fit a column without ever splitting a grapheme or leaving half a
  /// wide character. The result may be one column narrower than `width` when
  /// a wide character would have straddled the cut.
  public static func truncate(_ text: some StringProtocol, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if Self.width(of: text) <= width { return String(text) }
    let budget = width - 1
    var used = 0
    var result = ""
    for character in text {
      let columns = Self.width(of: character)
      if used + columns > budget { break }
      used += columns
      result.append(character)
    }
    result.append(ellipsis)
    return result
  }

  /// The longest end of `text` that fits in `width` columns, whole graphemes only: what a
  /// one-line field shows of a text longer than itself, keeping its end in view.
  ///
  /// ```swift
  /// TerminalText.suffix(of: "abcdef", fittingWidth: 3)  // "def"
  /// ```
  ///
  /// - Complexity: O(*k*), where *k* is the number of characters returned: the text is read
  ///   backwards from its end, so its length does not matter.
  public static func suffix(of text: String, fittingWidth width: Int) -> Substring {
    var measured = 0
    return suffix(of: text, fittingWidth: width, measured: &measured)
  }

  /// ``suffix(of:fittingWidth:)``, counting the characters it measured in `measured`.
  static func suffix(of text: String, fittingWidth width: Int, measured: inout Int) -> Substring {
    measured = 0
    var start = text.endIndex
    var used = 0
    while start > text.startIndex {
      let previous = text.index(before: start)
      measured += 1
      used += Self.width(of: text[previous])
      if used > width { break }
      start = previous
    }
    return text[start...]
  }

  /// Whether a scalar takes no column of its own (it decorates its neighbour).
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00AD: return false
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }
}
