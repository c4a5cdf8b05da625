/// What the output terminal can do, decided once at start-up so the renderer
/// never emits sequences the terminal (or the user's preferences) rule out.
public struct TerminalCapabilities: Hashable, Sendable {
  /// How many colours SGR may address.
  public enum ColorMode: Hashable, Sendable {
    /// No colour codes at all (`NO_COLOR`, dumb terminals, pipes). Bold, dim,
    /// italic, underline and inverse are still used: they are not colour.
    case none
    /// The 16 named colours; 256-palette colours map to the nearest of them.
    case ansi16
    /// The xterm 256-colour palette (`38;5;n` / `48;5;n`).
    case ansi256
  }

  /// Which colours may be emitted.
  public var colors: ColorMode
  /// Whether frames are wrapped in `ESC[?2026h` … `ESC[?2026l` so the terminal
  /// shows each frame at once instead of tearing. Terminals that do not know
  /// mode 2026 ignore it, so this is on for every real terminal.
  public var synchronizedOutput: Bool
  /// Whether DECSTBM scroll regions may be used to move a band of rows by one
  /// instead of redrawing it.
  public var scrollRegions: Bool
  /// Whether the terminal can move its cursor and switch to an alternate screen: what a
  /// full-screen app needs. `TERM=dumb`, or no `TERM` at all, says it cannot, and
  /// ``TerminalDriver`` refuses to run there rather than print escape codes.
  public var cursorAddressing: Bool

  /// Spells out every capability, for tests and for drivers with their own detection.
  public init(colors: ColorMode, synchronizedOutput: Bool, scrollRegions: Bool, cursorAddressing: Bool = true) {
    self.colors = colors
    self.synchronizedOutput = synchronizedOutput
    self.scrollRegions = scrollRegions
    self.cursorAddressing = cursorAddressing
  }

  /// No colours, no synchronized output, no scroll regions: output any
  /// VT100-compatible terminal (and the test emulator) understands.
  public static let plain = TerminalCapabilities(colors: .none, synchronizedOutput: false, scrollRegions: false)
}
