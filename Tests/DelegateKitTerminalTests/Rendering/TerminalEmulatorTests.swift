import DelegateKitTerminal
import Testing

/// The oracle itself must be right, or the property tests prove nothing.
@Suite("TerminalEmulator")
struct TerminalEmulatorTests {
  func feed(_ text: String, width: Int = 6, height: Int = 3) throws -> TerminalEmulator {
    var emulator = TerminalEmulator(width: width, height: height)
    try emulator.feed(Array(text.utf8))
    return emulator
  }

  @Test func printsAndPositions() throws {
    let emulator = try feed("ab\u{1B}[2;3Hc\u{1B}[2Cd")
    #expect(emulator.line(0) == "ab")
    #expect(emulator.line(1) == "  c  d")
    #expect(emulator.cursorColumn == 5)
    #expect(emulator.wrapPending)
  }

  @Test func autowrapIsDeferredUntilTheNextCharacter() throws {
    let emulator = try feed("\u{1B}[1;5Habc")
    #expect(emulator.line(0) == "    ab")
    #expect(emulator.line(1) == "c")
    let scrolled = try feed("\u{1B}[3;6Hxy")
    #expect(scrolled.line(1) == "     x")
    #expect(scrolled.line(2) == "y")
  }

  @Test func wideCharactersAndOrphans() throws {
    var emulator = try feed("漢字")
    #expect(emulator[0, 0].text == "漢")
    #expect(emulator[1, 0].isContinuation)
    try emulator.feed(Array("\u{1B}[1;2Hx".utf8))
    #expect(emulator[0, 0] == TerminalEmulator.orphanMarker)
    try emulator.feed(Array("\u{1B}[1;3Hy".utf8))
    #expect(emulator[3, 0] == TerminalEmulator.orphanMarker)
    let wrapped = try feed("\u{1B}[1;6H漢")
    #expect(wrapped[5, 0] == .blank)
    #expect(wrapped[0, 1].text == "漢")
  }

  @Test func graphemesFuseOnlyWithinARun() throws {
    let fused = try feed("🇫🇷")
    #expect(fused[0, 0].text == "🇫🇷")
    let separate = try feed("🇫\u{1B}[1;3H🇷")
    #expect(separate[0, 0].text == "🇫")
    #expect(separate[2, 0].text == "🇷")
  }

  @Test func selectGraphicRendition() throws {
    let emulator = try feed("\u{1B}[0;1;2;3;4;7;91;48;5;200mA\u{1B}[22;23;24;27;39;49mB\u{1B}[38;5;17;104mC\u{1B}[mD")
    #expect(
      emulator[0, 0].style
        == TextStyle(
          foreground: .brightRed,
          background: .indexed(200),
          bold: true,
          dim: true,
          italic: true,
          underline: true,
          inverse: true
        )
    )
    #expect(emulator[1, 0].style == .plain)
    #expect(emulator[2, 0].style == TextStyle(foreground: .indexed(17), background: .brightBlue))
    #expect(emulator[3, 0].style == .plain)
  }

  @Test func eraseUsesCurrentBackground() throws {
    let emulator = try feed("abcdef\u{1B}[44m\u{1B}[1;3H\u{1B}[K\u{1B}[0m")
    #expect(emulator.line(0) == "ab")
    #expect(emulator[2, 0] == .blank(style: TextStyle(background: .blue)))
    let cleared = try feed("abc\u{1B}[2J")
    #expect(cleared.line(0) == "")
  }

  @Test func scrollRegions() throws {
    var emulator = try feed("a\u{1B}[2Hb\u{1B}[3Hc", width: 3, height: 4)
    try emulator.feed(Array("\u{1B}[4Hd\u{1B}[2;3r".utf8))
    #expect(emulator.cursorRow == 0 && emulator.cursorColumn == 0)
    try emulator.feed(Array("\u{1B}[S".utf8))
    #expect([emulator.line(0), emulator.line(1), emulator.line(2), emulator.line(3)] == ["a", "c", "", "d"])
    try emulator.feed(Array("\u{1B}[T\u{1B}[T".utf8))
    #expect([emulator.line(0), emulator.line(1), emulator.line(2), emulator.line(3)] == ["a", "", "", "d"])
    try emulator.feed(Array("\u{1B}[r\u{1B}[2Hx\u{1B}D\u{1B}M\u{1B}M".utf8))
    #expect(emulator.cursorRow == 0)
  }

  @Test func modesAreAccepted() throws {
    let emulator = try feed("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2026h")
    #expect(emulator.alternateScreen && !emulator.cursorVisible && emulator.synchronizedUpdate)
  }

  @Test(arguments: [
    "\u{1B}[5A", "\u{1B}[38;2;1;2;3m", "\u{1B}[5m", "\u{1B}[?1000h", "\u{1B}7", "\u{7}", "\u{8}",
    "\u{1B}[3;2r", "\u{1B}[3J", "\u{1B}[", "\u{1B}", "\u{301}",
  ])
  func rejectsWhatItDoesNotKnow(sequence: String) {
    var emulator = TerminalEmulator(width: 4, height: 4)
    #expect(throws: TerminalEmulator.Failure.self) {
      try emulator.feed(Array(sequence.utf8))
    }
  }

  @Test func rejectsInvalidUTF8() {
    var emulator = TerminalEmulator(width: 4, height: 4)
    #expect(throws: TerminalEmulator.Failure.self) {
      try emulator.feed([0x61, 0xFF, 0x62])
    }
  }
}
