import DelegateKitTerminal
import DelegateKitTestSupport

/// Random frames and edits for the renderer property tests.
enum RenderScreenGenerator {
  /// Graphemes mixing ASCII, CJK, Hangul, fullwidth, emoji (modifiers, ZWJ,
  /// flags, VS16), combining marks, and pieces that fuse when adjacent
  /// (lone regional indicators, Hangul leading jamo, lone skin-tone modifiers).
  static let graphemes: [String] = [
    "a", "b", "Z", "0", "-", " ", " ", " ", "|", "~",
    "漢", "字", "한", "Ａ", "　", "👍", "👍🏽", "🇫🇷", "❤️", "❤", "1️⃣",
    "e\u{301}", "\u{301}", "\u{200D}", "🇫", "🇷", "ᄀ", "🏽", "…", "👨‍👩‍👧",
  ]

  static let colors: [TerminalColor] = [
    .red, .green, .brightBlue, .white, .indexed(3), .indexed(12), .indexed(17),
    .indexed(196), .indexed(231), .indexed(244),
  ]

  static func style(_ rng: inout SplitMix64) -> TextStyle {
    guard Int.random(in: 0..<3, using: &rng) == 0 else { return .plain }
    return TextStyle(
      foreground: Bool.random(using: &rng) ? colors.randomElement(using: &rng) : nil,
      background: Int.random(in: 0..<3, using: &rng) == 0 ? colors.randomElement(using: &rng) : nil,
      bold: Int.random(in: 0..<4, using: &rng) == 0,
      dim: Int.random(in: 0..<6, using: &rng) == 0,
      italic: Int.random(in: 0..<6, using: &rng) == 0,
      underline: Int.random(in: 0..<6, using: &rng) == 0,
      inverse: Int.random(in: 0..<4, using: &rng) == 0
    )
  }

  static func text(_ rng: inout SplitMix64, maxLength: Int) -> String {
    let length = Int.random(in: 0...max(0, maxLength), using: &rng)
    let asciiOnly = Bool.random(using: &rng)
    var result = ""
    for _ in 0..<length {
      if asciiOnly {
        result += graphemes[Int.random(in: 0..<10, using: &rng)]
      } else {
        result += graphemes.randomElement(using: &rng)!
      }
    }
    return result
  }

  static func frame(width: Int, height: Int, _ rng: inout SplitMix64) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: height)
    for row in 0..<height where Int.random(in: 0..<4, using: &rng) != 0 {
      rewrite(row: row, in: &buffer, &rng)
    }
    return buffer
  }

  static func rewrite(row: Int, in buffer: inout CellBuffer, _ rng: inout SplitMix64) {
    let background = style(&rng)
    buffer.fill(row: row, style: Bool.random(using: &rng) ? .plain : background)
    var column = Int.random(in: 0...min(3, buffer.width - 1), using: &rng)
    while column < buffer.width, Int.random(in: 0..<3, using: &rng) != 0 {
      column += buffer.write(text(&rng, maxLength: 12), column: column, row: row, style: style(&rng))
      column += Int.random(in: 0...3, using: &rng)
    }
  }

  /// Copies row `source` of `from` into row `target` of `buffer` (same width).
  static func copy(row source: Int, of from: CellBuffer, to target: Int, in buffer: inout CellBuffer) {
    for column in 0..<from.width {
      let cell = from[column, source]
      if !cell.isContinuation {
        buffer[column, target] = cell
      }
    }
  }

  /// One random change, as an app would make between two frames.
  static func edit(_ frame: CellBuffer, _ rng: inout SplitMix64) -> CellBuffer {
    var next = frame
    let width = frame.width
    let height = frame.height
    switch Int.random(in: 0..<10, using: &rng) {
    case 0:
      let character = Character(graphemes.randomElement(using: &rng)!)
      next[Int.random(in: 0..<width, using: &rng), Int.random(in: 0..<height, using: &rng)] =
        TerminalCell(character, style: style(&rng))
    case 1:
      rewrite(row: Int.random(in: 0..<height, using: &rng), in: &next, &rng)
    case 2, 3:
      guard height >= 2 else { break }
      let top = Int.random(in: 0..<(height - 1), using: &rng)
      let bottom = Int.random(in: (top + 1)..<height, using: &rng)
      if Bool.random(using: &rng) {
        for row in top..<bottom { copy(row: row + 1, of: frame, to: row, in: &next) }
        next.fill(row: bottom, style: .plain)
        if Bool.random(using: &rng) { rewrite(row: bottom, in: &next, &rng) }
      } else {
        for row in (top + 1)...bottom { copy(row: row - 1, of: frame, to: row, in: &next) }
        next.fill(row: top, style: .plain)
        if Bool.random(using: &rng) { rewrite(row: top, in: &next, &rng) }
      }
    case 4:
      let newWidth = max(1, min(120, width + Int.random(in: -5...5, using: &rng)))
      let newHeight = max(1, min(40, height + Int.random(in: -3...3, using: &rng)))
      next = CellBuffer(width: newWidth, height: newHeight)
      for row in 0..<min(height, newHeight) {
        for column in 0..<min(width, newWidth) where !frame[column, row].isContinuation {
          next[column, row] = frame[column, row]
        }
      }
    case 5:
      let row = Int.random(in: 0..<height, using: &rng)
      for column in 0..<width where !frame[column, row].isContinuation {
        var cell = frame[column, row]
        cell.style.inverse.toggle()
        next[column, row] = cell
      }
    case 6:
      break
    case 7:
      next.clear()
    default:
      let row = Int.random(in: 0..<height, using: &rng)
      let column = Int.random(in: 0..<width, using: &rng)
      next.write(
        text(&rng, maxLength: 6),
        column: column,
        row: row,
        style: style(&rng),
        maxWidth: Bool.random(using: &rng) ? Int.random(in: 1...8, using: &rng) : nil
      )
    }
    return next
  }
}
