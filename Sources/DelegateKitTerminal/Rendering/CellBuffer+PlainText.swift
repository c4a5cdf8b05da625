extension CellBuffer {
  /// The rows as plain text, trailing blanks trimmed and lines joined by
  /// "\n": for snapshot tests and for output that is not a terminal.
  public var plainText: String {
    (0..<height).map(line).joined(separator: "\n")
  }

  /// One row as plain text with trailing blanks trimmed; "" outside the buffer.
  public func line(_ row: Int) -> String {
    guard row >= 0, row < height else { return "" }
    var text = ""
    var pendingSpaces = 0
    for column in 0..<width {
      let cell = cells[row * width + column]
      if cell.text == " " {
        pendingSpaces += 1
      } else if !cell.text.isEmpty {
        text.append(String(repeating: " ", count: pendingSpaces))
        pendingSpaces = 0
        text.append(cell.text)
      }
    }
    return text
  }
}
