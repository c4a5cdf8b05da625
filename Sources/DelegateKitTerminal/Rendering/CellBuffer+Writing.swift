extension CellBuffer {
  /// Writes text from (column, row) so labels can be drawn without measuring
  /// them first. Clipped to `maxWidth` columns (default: to the right edge)
  /// and truncated with "…" when cut. When a wide character would straddle the
  /// cut, its column becomes a blank in `style` (after the ellipsis), so the
  /// clipped area is always fully painted. Zero-width graphemes are dropped.
  ///
  /// - Returns: The columns painted (including that padding blank); 0 when
  ///   the position is outside the buffer or `column` is negative.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol,
    column: Int,
    row: Int,
    style: TextStyle = .plain,
    maxWidth: Int? = nil
  ) -> Int {
    guard contains(column: column, row: row) else { return 0 }
    let available = min(maxWidth ?? width, width - column)
    guard available > 0 else { return 0 }
    let fitted = TerminalText.truncate(text, toWidth: available)
    var used = 0
    for character in fitted {
      let cell = TerminalCell(character, style: style)
      guard TerminalText.width(of: character) > 0 else { continue }
      place(cell, column: column + used, row: row)
      used += Int(cell.width)
    }
    if used == available - 1, fitted.last == TerminalText.ellipsis,
      TerminalText.width(of: text) > available
    {
      place(.blank(style: style), column: column + used, row: row)
      used += 1
    }
    return used
  }

  /// Paints blanks in a style, for highlight bars and backgrounds.
  /// `width` defaults to the rest of the row; the range is clipped to the buffer.
  public mutating func fill(row: Int, from column: Int = 0, width: Int? = nil, style: TextStyle) {
    guard row >= 0, row < height else { return }
    let start = max(0, column)
    let end = min(self.width, column + (width ?? self.width))
    guard start < end else { return }
    for index in start..<end {
      place(.blank(style: style), column: index, row: row)
    }
  }
}
