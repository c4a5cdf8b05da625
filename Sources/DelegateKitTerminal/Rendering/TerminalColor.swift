/// A colour a terminal can show, limited to what SGR sequences can address
/// without truecolor, so every colour in a frame is renderable everywhere.
public enum TerminalColor: Hashable, Sendable {
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow
  case brightBlue, brightMagenta, brightCyan, brightWhite
  /// An entry of the xterm 256-colour palette; 0–15 are the named colours above.
  case indexed(UInt8)

  /// The 16 named colours in palette order, so index arithmetic stays in one place.
  public static let basic: [TerminalColor] = [
    .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
    .brightBlack, .brightRed, .brightGreen, .brightYellow,
    .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
  ]

  /// The palette index (0–255), so colours can be compared and encoded uniformly.
  public var paletteIndex: Int {
    switch self {
    case .black: 0
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    case .brightBlack: 8
    case .brightRed: 9
    case .brightGreen: 10
    case .brightYellow: 11
    case .brightBlue: 12
    case .brightMagenta: 13
    case .brightCyan: 14
    case .brightWhite: 15
    case .indexed(let index): Int(index)
    }
  }
}
