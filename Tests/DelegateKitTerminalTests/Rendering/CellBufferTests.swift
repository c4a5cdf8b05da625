import DelegateKitTerminal
import Testing

@Suite("CellBuffer")
struct CellBufferTests {
  @Test func writeReturnsColumnsAndShowsInPlainText() {
    var buffer = CellBuffer(width: 10, height: 3)
    #expect(buffer.write("hello", column: 2, row: 0) == 5)
    #expect(buffer.write("漢字", column: 0, row: 2) == 4)
    #expect(buffer.plainText == "  hello\n\n漢字")
    #expect(buffer.line(0) == "  hello")
    #expect(buffer.line(7) == "")
    #expect(buffer[2, 2] == TerminalCell(text: "字", width: 2))
    #expect(buffer[3, 2].isContinuation)
  }

  @Test func writeClipsAtRightEdgeWithEllipsis() {
    var buffer = CellBuffer(width: 6, height: 1)
    #expect(buffer.write("hello world", column: 2, row: 0) == 4)
    #expect(buffer.line(0) == "  hel…")
  }

  @Test func writeHonoursMaxWidth() {
    var buffer = CellBuffer(width: 10, height: 1)
    #expect(buffer.write("hello", column: 0, row: 0, maxWidth: 3) == 3)
    #expect(buffer.write("ok", column: 5, row: 0, maxWidth: 3) == 2)
    #expect(buffer.line(0) == "he…  ok")
  }

  @Test func wideCharacterStraddlingTheCutBecomesBlank() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.write("xxxx", column: 0, row: 0)
    let style = TextStyle(inverse: true)
    #expect(buffer.write("ab漢字", column: 0, row: 0, style: style) == 4)
    #expect(buffer.line(0) == "ab…")
    #expect(buffer[3, 0] == TerminalCell.blank(style: style))
  }

  @Test func wideCharacterInLastColumnBecomesBlank() {
    var buffer = CellBuffer(width: 3, height: 1)
    buffer[2, 0] = TerminalCell("漢")
    #expect(buffer[2, 0] == .blank)
    #expect(buffer.write("漢", column: 2, row: 0) == 1)
    #expect(buffer.line(0) == "  …")
  }

  @Test func overwritingEitherHalfOfWideCharacterRepairsTheOther() {
    var buffer = CellBuffer(width: 4, height: 2)
    buffer.write("漢", column: 0, row: 0)
    buffer.write("x", column: 1, row: 0)
    #expect(buffer[0, 0] == .blank)
    #expect(buffer[1, 0] == TerminalCell(text: "x", width: 1))
    buffer.write("字", column: 1, row: 1)
    buffer.write("y", column: 1, row: 1)
    #expect(buffer[2, 1] == .blank)
    #expect(buffer.line(1) == " y")
    buffer.write("漢", column: 0, row: 1)
    #expect(buffer.line(1) == "漢")
    #expect(buffer[1, 1].isContinuation)
  }

  @Test func subscriptNormalisesCells() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer[0, 0] = TerminalCell(text: "漢字", width: 1)
    #expect(buffer[0, 0] == TerminalCell(text: "漢", width: 2))
    #expect(buffer[1, 0].isContinuation)
    buffer[3, 0] = TerminalCell(text: "", width: 0)
    #expect(buffer[3, 0] == .blank)
    buffer[2, 0] = TerminalCell(text: "\u{301}", width: 1)
    #expect(buffer[2, 0] == .blank)
    buffer[9, 9] = TerminalCell("x")
    #expect(buffer[9, 9] == .blank)
  }

  @Test func writeOutsideDoesNothing() {
    var buffer = CellBuffer(width: 3, height: 1)
    #expect(buffer.write("a", column: -1, row: 0) == 0)
    #expect(buffer.write("a", column: 3, row: 0) == 0)
    #expect(buffer.write("a", column: 0, row: 1) == 0)
    #expect(buffer.write("a", column: 0, row: 0, maxWidth: 0) == 0)
    #expect(buffer == CellBuffer(width: 3, height: 1))
  }

  @Test func writeDropsZeroWidthGraphemes() {
    var buffer = CellBuffer(width: 5, height: 1)
    // A leading combining mark is dropped; a joiner after "a" belongs to its grapheme.
    #expect(buffer.write("\u{301}a\u{200D}b", column: 0, row: 0) == 2)
    #expect(buffer.line(0) == "a\u{200D}b")
    #expect(buffer[0, 0].text == "a\u{200D}")
  }

  @Test func fillAndClear() {
    var buffer = CellBuffer(width: 5, height: 2)
    let style = TextStyle(background: .blue)
    buffer.write("漢字", column: 0, row: 1)
    buffer.fill(row: 1, from: 1, width: 2, style: style)
    #expect(buffer[0, 1] == .blank)
    #expect(buffer[1, 1] == .blank(style: style))
    #expect(buffer[2, 1] == .blank(style: style))
    #expect(buffer[3, 1] == .blank)
    buffer.fill(row: 0, style: style)
    #expect((0..<5).allSatisfy { buffer[$0, 0] == .blank(style: style) })
    buffer.clear()
    #expect(buffer == CellBuffer(width: 5, height: 2))
    #expect(buffer.plainText == "\n")
  }

  @Test func negativeSizeIsEmpty() {
    let buffer = CellBuffer(width: -2, height: 3)
    #expect(buffer.width == 0)
    #expect(buffer.plainText == "\n\n")
  }
}
