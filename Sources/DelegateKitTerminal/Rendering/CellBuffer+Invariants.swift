extension CellBuffer {
  /// Checks what every write leaves true of `row`, when the package is built with
  /// `DELEGATEKIT_INTERNAL_CHECKS` (its own tests are): a wide character's second column
  /// holds its continuation, and a continuation follows a wide character. O(width); runs
  /// after every write, on the row written.
  func checkInvariants(row: Int) {
    #if DELEGATEKIT_INTERNAL_CHECKS
    precondition(cells.count == width * height, "Invalid state. The cells do not fill the buffer.")
    let start = row * width
    for column in 0..<width {
      switch cells[start + column].width {
      case 2:
        precondition(
          column + 1 < width && cells[start + column + 1].width == 0,
          "Invalid state. A wide character at column \(column) of row \(row) has no continuation."
        )
      case 0:
        precondition(
          column > 0 && cells[start + column - 1].width == 2,
          "Invalid state. A continuation at column \(column) of row \(row) follows no wide character."
        )
      default:
        break
      }
    }
    #endif
  }
}
