import DelegateKitTerminal
import Testing

/// Exact output for small cases; `⎋` stands for ESC.
@Suite("FrameRenderer exact bytes")
struct FrameRendererBytesTests {
  static let bold = TextStyle(bold: true)

  /// A renderer that has already drawn `frame`.
  func primed(_ frame: CellBuffer, _ capabilities: TerminalCapabilities = .plain) -> FrameRenderer {
    var renderer = FrameRenderer(capabilities: capabilities)
    _ = renderer.render(frame)
    return renderer
  }

  @Test func firstFrameIsFullRepaint() {
    var frame = CellBuffer(width: 4, height: 2)
    frame.write("ab", column: 0, row: 0)
    frame.write("c", column: 1, row: 1)
    var renderer = FrameRenderer(capabilities: .plain)
    #expect(RenderBytes.escaped(renderer.render(frame)) == "⎋[0m⎋[2J⎋[Hab⎋[2;2Hc")
    #expect(renderer.statistics.fullRepaints == 1)
    #expect(renderer.statistics.frames == 1)
    #expect(renderer.statistics.cellsEmitted == 3)
    #expect(renderer.statistics.cellsSkipped == 5)
  }

  @Test func identicalFrameCostsNothing() {
    var frame = CellBuffer(width: 4, height: 2)
    frame.write("ab", column: 0, row: 0)
    var renderer = primed(frame, TerminalCapabilities(colors: .ansi256, synchronizedOutput: true, scrollRegions: true))
    #expect(renderer.render(frame) == [])
    #expect(renderer.statistics.frames == 1)
    #expect(renderer.statistics.idleFrames == 1)
  }

  @Test func singleChangedCell() {
    let blank = CellBuffer(width: 10, height: 3)
    var renderer = primed(blank)
    var next = blank
    next.write("X", column: 2, row: 1)
    #expect(RenderBytes.escaped(renderer.render(next)) == "⎋[2;3HX")
    #expect(renderer.statistics.cursorMoves == 1)
    #expect(renderer.statistics.cellsEmitted == 1)
    #expect(renderer.statistics.fullRepaints == 1)
  }

  @Test func adjacentRunIsOneMove() {
    var renderer = primed(CellBuffer(width: 10, height: 3))
    var next = CellBuffer(width: 10, height: 3)
    next.write("XYZ", column: 2, row: 1)
    #expect(RenderBytes.escaped(renderer.render(next)) == "⎋[2;3HXYZ")
    // The cursor is tracked: continuing the run needs no move.
    next.write("W", column: 5, row: 1)
    #expect(RenderBytes.escaped(renderer.render(next)) == "W")
  }

  @Test func twoRunsOnOneRowUseCursorForward() {
    var renderer = primed(CellBuffer(width: 10, height: 1))
    var next = CellBuffer(width: 10, height: 1)
    next.write("A", column: 1, row: 0)
    next.write("B", column: 8, row: 0)
    #expect(RenderBytes.escaped(renderer.render(next)) == "⎋[1;2HA⎋[6CB")
  }

  @Test func shortGapIsRepainted() {
    var frame = CellBuffer(width: 10, height: 1)
    frame.write("abcdefgh", column: 0, row: 0)
    var renderer = primed(frame)
    var next = frame
    next.write("X", column: 1, row: 0)
    next.write("Y", column: 4, row: 0)
    // Repainting "cd" (2 bytes) beats ⎋[2C (4 bytes).
    #expect(RenderBytes.escaped(renderer.render(next)) == "⎋[1;2HXcdY")
    #expect(renderer.statistics.cellsEmitted == 8 + 4)
  }

  @Test func styleEmittedOnlyWhenItChanges() {
    var renderer = primed(CellBuffer(width: 6, height: 2))
    var next = CellBuffer(width: 6, height: 2)
    next.write("XY", column: 0, row: 1, style: Self.bold)
    next.write("Z", column: 2, row: 1)
    #expect(RenderBytes.escaped(renderer.render(next)) == "⎋[2H⎋[1mXY⎋[0mZ")
    next.write("Q", column: 4, row: 1, style: Self.bold)
    // Frames end in the default style.
    // The one-cell gap is bridged by repainting its blank (1 byte < ⎋[C).
    #expect(RenderBytes.escaped(renderer.render(next)) == " ⎋[1mQ⎋[0m")
    // 1 for the first frame's reset, then 2 per frame.
    #expect(renderer.statistics.styleChanges == 5)
  }

  @Test func colourModes() {
    let style = TextStyle(foreground: .indexed(196), background: .indexed(4), bold: true)
    var frame = CellBuffer(width: 3, height: 1)
    frame.write("x", column: 0, row: 0, style: style)
    let expectations: [(TerminalCapabilities.ColorMode, String)] = [
      (.ansi256, "⎋[1;38;5;196;44m"),
      (.ansi16, "⎋[1;91;44m"),
      (.none, "⎋[1m"),
    ]
    for (mode, sgr) in expectations {
      let capabilities = TerminalCapabilities(colors: mode, synchronizedOutput: false, scrollRegions: false)
      let bytes = RenderBytes.escaped(FrameRenderer.fullRepaint(frame, capabilities: capabilities))
      #expect(bytes == "⎋[0m⎋[2J⎋[H\(sgr)x⎋[0m", "\(mode)")
    }
  }

  @Test func colourOnlyChangeInvisibleWithoutColourCostsNothing() {
    var frame = CellBuffer(width: 3, height: 1)
    frame.write("x", column: 0, row: 0, style: TextStyle(foreground: .red))
    var renderer = primed(frame)
    frame.write("x", column: 0, row: 0, style: TextStyle(foreground: .blue))
    #expect(renderer.render(frame) == [])
  }

  @Test func synchronizedOutputWrapsEachNonEmptyFrame() {
    let capabilities = TerminalCapabilities(colors: .ansi16, synchronizedOutput: true, scrollRegions: false)
    var renderer = FrameRenderer(capabilities: capabilities)
    var frame = CellBuffer(width: 3, height: 1)
    frame.write("a", column: 0, row: 0)
    #expect(RenderBytes.escaped(renderer.render(frame)) == "⎋[?2026h⎋[0m⎋[2J⎋[Ha⎋[?2026l")
    frame.write("b", column: 1, row: 0)
    #expect(RenderBytes.escaped(renderer.render(frame)) == "⎋[?2026hb⎋[?2026l")
    #expect(renderer.render(frame) == [])
  }

  @Test func invalidateAndResizeRepaintEverything() {
    var frame = CellBuffer(width: 3, height: 1)
    frame.write("a", column: 0, row: 0)
    var renderer = primed(frame)
    renderer.invalidate()
    #expect(RenderBytes.escaped(renderer.render(frame)) == "⎋[0m⎋[2J⎋[Ha")
    var wider = CellBuffer(width: 4, height: 1)
    wider.write("a", column: 0, row: 0)
    #expect(RenderBytes.escaped(renderer.render(wider)) == "⎋[0m⎋[2J⎋[Ha")
    #expect(renderer.statistics.fullRepaints == 3)
    #expect(renderer.statistics.frames == 3)
  }

  @Test func wideCharacterHalvesAreRepaintedTogether() {
    var frame = CellBuffer(width: 4, height: 1)
    frame.write("漢", column: 0, row: 0)
    var renderer = primed(frame)
    var next = frame
    next.write("x", column: 1, row: 0)  // right half overwritten: left half becomes blank
    #expect(RenderBytes.escaped(renderer.render(next)) == "\r x")
    var again = next
    again.write("字", column: 1, row: 0)
    #expect(RenderBytes.escaped(renderer.render(again)) == "⎋[1;2H字")
    var changedStyle = again
    changedStyle[1, 0] = TerminalCell("字", style: Self.bold)
    #expect(RenderBytes.escaped(renderer.render(changedStyle)) == "⎋[1;2H⎋[1m字⎋[0m")
  }

  @Test func adjacentCellsThatWouldFuseAreSeparated() {
    var renderer = primed(CellBuffer(width: 6, height: 1))
    var next = CellBuffer(width: 6, height: 1)
    next[0, 0] = TerminalCell("🇫")
    next[2, 0] = TerminalCell("🇷")
    // Back to back the two regional indicators would become one flag.
    #expect(RenderBytes.escaped(renderer.render(next)) == "⎋[H🇫⎋[1;3H🇷")
  }

  @Test func startOfNextRowUsesCarriageReturnLineFeed() {
    var renderer = primed(CellBuffer(width: 3, height: 3))
    var next = CellBuffer(width: 3, height: 3)
    next.write("abc", column: 0, row: 0)
    next.write("d", column: 0, row: 1)
    next.write("e", column: 1, row: 2)
    // After the last column the terminal is in its pending-wrap state: CR LF, not a character.
    #expect(RenderBytes.escaped(renderer.render(next)) == "⎋[Habc\r\nd⎋[3;2He")
    next.write("x", column: 0, row: 2)
    #expect(RenderBytes.escaped(renderer.render(next)) == "\rx")
  }

  @Test func scrollRegionMovesABand() {
    let capabilities = TerminalCapabilities(colors: .ansi16, synchronizedOutput: false, scrollRegions: true)
    var frame = CellBuffer(width: 12, height: 6)
    frame.write("title", column: 0, row: 0)
    for row in 1...4 { frame.write("row number \(row)", column: 0, row: row) }
    frame.write("status", column: 0, row: 5)
    var renderer = primed(frame, capabilities)
    var next = frame
    for row in 1...3 { next.write("row number \(row + 1)", column: 0, row: row) }
    next.write("row number 5", column: 0, row: 4)
    #expect(RenderBytes.escaped(renderer.render(next)) == "⎋[2;5r⎋[S⎋[r⎋[5Hrow number 5")
    #expect(renderer.statistics.scrolls == 1)
    // And back down.
    #expect(RenderBytes.escaped(renderer.render(frame)) == "⎋[2;5r⎋[T⎋[r\r\nrow number 1")
    #expect(renderer.statistics.scrolls == 2)
  }
}
