/// How a cell is drawn, as far as SGR can express it, so frames can be diffed
/// by value and only style *changes* cost bytes.
public struct TextStyle: Hashable, Sendable {
  /// Text colour; `nil` is the terminal's default, which survives theme changes.
  public var foreground: TerminalColor?
  /// Cell colour; `nil` is the terminal's default background.
  public var background: TerminalColor?
  /// Heavier text, for emphasis that works without colour.
  public var bold: Bool
  /// Fainter text, for secondary information.
  public var dim: Bool
  /// Slanted text; some terminals ignore it, so never rely on it alone.
  public var italic: Bool
  /// Underlined text, for links and accelerators.
  public var underline: Bool
  /// Swapped colours: the selection highlight that works even with `NO_COLOR`.
  public var inverse: Bool

  /// The terminal's default look; blank cells use it so they cost nothing after a clear.
  public static let plain = TextStyle()

  /// Every attribute defaults to off so call sites name only what they change.
  public init(
    foreground: TerminalColor? = nil,
    background: TerminalColor? = nil,
    bold: Bool = false,
    dim: Bool = false,
    italic: Bool = false,
    underline: Bool = false,
    inverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.inverse = inverse
  }

  /// The style as a terminal with `mode` shows it, so two styles that look
  /// the same on screen compare equal. Only colours change: `NO_COLOR` is about
  /// colour, so bold, dim, italic, underline and inverse are always kept.
  public func resolved(for mode: TerminalCapabilities.ColorMode) -> TextStyle {
    var copy = self
    copy.foreground = foreground?.resolved(for: mode)
    copy.background = background?.resolved(for: mode)
    return copy
  }
}
