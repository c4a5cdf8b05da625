extension TerminalColor {
  /// The colour as a terminal with `mode` shows it, so the renderer diffs what
  /// is really on screen: `nil` under `.none`; the nearest named colour
  /// (xterm default palette, squared RGB distance) for indexed colours 16–255
  /// under `.ansi16`. Indexed 0–15 always become their named case, which has
  /// the shorter SGR code.
  public func resolved(for mode: TerminalCapabilities.ColorMode) -> TerminalColor? {
    switch mode {
    case .none:
      return nil
    case .ansi16:
      return TerminalColor.basic[ANSIPalette.nearestBasic[paletteIndex]]
    case .ansi256:
      let index = paletteIndex
      return index < 16 ? TerminalColor.basic[index] : self
    }
  }
}
