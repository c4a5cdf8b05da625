import Testing
@testable import DelegateKitTerminal

/// Every key the parser knows, in every encoding it accepts, fed whole, one
/// byte at a time and cut at every point.
@Suite("Input: key table")
struct InputKeyTableTests {
  static let plain: [InputCase] = [
    InputCase("letter", "a", [.character("a")]),
    InputCase("capital", "Z", [.character("Z")]),
    InputCase("space", " ", [.character(" ")]),
    InputCase("tilde", "~", [.character("~")]),
    InputCase("bracket alone", "[", [.character("[")]),
    InputCase("O alone", "O", [.character("O")]),
    InputCase("word", "hi!", [.character("h"), .character("i"), .character("!")]),
    InputCase("CR", [0x0D], [.enter]),
    InputCase("LF", [0x0A], [.enter]),
    InputCase("CR LF is two enters", [0x0D, 0x0A], [.enter, .enter]),
    InputCase("tab", [0x09], [.tab]),
    InputCase("DEL", [0x7F], [.backspace]),
    InputCase("BS", [0x08], [.backspace]),
    InputCase("lone ESC", [0x1B], [.escape], needsFlush: true),
    InputCase("ESC ESC", [0x1B, 0x1B], [.escape, .escape], needsFlush: true),
  ]

  static let sequences: [InputCase] = [
    InputCase("CSI A", InputHarness.esc("[A"), [.up]),
    InputCase("CSI B", InputHarness.esc("[B"), [.down]),
    InputCase("CSI C", InputHarness.esc("[C"), [.right]),
    InputCase("CSI D", InputHarness.esc("[D"), [.left]),
    InputCase("SS3 A", InputHarness.esc("OA"), [.up]),
    InputCase("SS3 B", InputHarness.esc("OB"), [.down]),
    InputCase("SS3 C", InputHarness.esc("OC"), [.right]),
    InputCase("SS3 D", InputHarness.esc("OD"), [.left]),
    InputCase("CSI H", InputHarness.esc("[H"), [.home]),
    InputCase("CSI F", InputHarness.esc("[F"), [.end]),
    InputCase("SS3 H", InputHarness.esc("OH"), [.home]),
    InputCase("SS3 F", InputHarness.esc("OF"), [.end]),
    InputCase("CSI 1~", InputHarness.esc("[1~"), [.home]),
    InputCase("CSI 7~", InputHarness.esc("[7~"), [.home]),
    InputCase("CSI 4~", InputHarness.esc("[4~"), [.end]),
    InputCase("CSI 8~", InputHarness.esc("[8~"), [.end]),
    InputCase("CSI 2~", InputHarness.esc("[2~"), [.insert]),
    InputCase("CSI 3~", InputHarness.esc("[3~"), [.delete]),
    InputCase("CSI 5~", InputHarness.esc("[5~"), [.pageUp]),
    InputCase("CSI 6~", InputHarness.esc("[6~"), [.pageDown]),
    InputCase("CSI Z", InputHarness.esc("[Z"), [.backTab]),
    InputCase("SS3 P", InputHarness.esc("OP"), [.function(1)]),
    InputCase("SS3 Q", InputHarness.esc("OQ"), [.function(2)]),
    InputCase("SS3 R", InputHarness.esc("OR"), [.function(3)]),
    InputCase("SS3 S", InputHarness.esc("OS"), [.function(4)]),
    InputCase("CSI 11~", InputHarness.esc("[11~"), [.function(1)]),
    InputCase("CSI 12~", InputHarness.esc("[12~"), [.function(2)]),
    InputCase("CSI 13~", InputHarness.esc("[13~"), [.function(3)]),
    InputCase("CSI 14~", InputHarness.esc("[14~"), [.function(4)]),
    InputCase("CSI 15~", InputHarness.esc("[15~"), [.function(5)]),
    InputCase("CSI 17~", InputHarness.esc("[17~"), [.function(6)]),
    InputCase("CSI 18~", InputHarness.esc("[18~"), [.function(7)]),
    InputCase("CSI 19~", InputHarness.esc("[19~"), [.function(8)]),
    InputCase("CSI 20~", InputHarness.esc("[20~"), [.function(9)]),
    InputCase("CSI 21~", InputHarness.esc("[21~"), [.function(10)]),
    InputCase("CSI 23~", InputHarness.esc("[23~"), [.function(11)]),
    InputCase("CSI 24~", InputHarness.esc("[24~"), [.function(12)]),
    InputCase("Linux F1", InputHarness.esc("[[A"), [.function(1)]),
    InputCase("Linux F5", InputHarness.esc("[[E"), [.function(5)]),
    InputCase("keypad enter", InputHarness.esc("OM"), [.enter]),
    InputCase("keypad 0", InputHarness.esc("Op"), [.character("0")]),
    InputCase("keypad 9", InputHarness.esc("Oy"), [.character("9")]),
    InputCase("keypad *", InputHarness.esc("Oj"), [.character("*")]),
    InputCase("keypad /", InputHarness.esc("Oo"), [.character("/")]),
    InputCase("keypad =", InputHarness.esc("OX"), [.character("=")]),
  ]

  static let modified: [InputCase] = [
    InputCase("shift up", InputHarness.esc("[1;2A"), [.modified(.up, .shift)]),
    InputCase("alt down", InputHarness.esc("[1;3B"), [.modified(.down, .alt)]),
    InputCase("shift alt right", InputHarness.esc("[1;4C"), [.modified(.right, [.shift, .alt])]),
    InputCase("control left", InputHarness.esc("[1;5D"), [.modified(.left, .control)]),
    InputCase("shift control home", InputHarness.esc("[1;6H"), [.modified(.home, [.shift, .control])]),
    InputCase("alt control end", InputHarness.esc("[1;7F"), [.modified(.end, [.alt, .control])]),
    InputCase("all three up", InputHarness.esc("[1;8A"), [.modified(.up, [.shift, .alt, .control])]),
    InputCase("meta folds into alt", InputHarness.esc("[1;9A"), [.modified(.up, .alt)]),
    InputCase("meta shift", InputHarness.esc("[1;10A"), [.modified(.up, [.shift, .alt])]),
    InputCase("modifier 1 is none", InputHarness.esc("[1;1A"), [.up]),
    InputCase("empty code", InputHarness.esc("[;5A"), [.modified(.up, .control)]),
    InputCase("control delete", InputHarness.esc("[3;5~"), [.modified(.delete, .control)]),
    InputCase("shift page up", InputHarness.esc("[5;2~"), [.modified(.pageUp, .shift)]),
    InputCase("control F5", InputHarness.esc("[15;5~"), [.modified(.function(5), .control)]),
    InputCase("shift F12", InputHarness.esc("[24;2~"), [.modified(.function(12), .shift)]),
    InputCase("control F1", InputHarness.esc("[1;5P"), [.modified(.function(1), .control)]),
    InputCase("SS3 control F1", InputHarness.esc("O5P"), [.modified(.function(1), .control)]),
    InputCase("SS3 1;5 F2", InputHarness.esc("O1;5Q"), [.modified(.function(2), .control)]),
    InputCase("shift tab with shift", InputHarness.esc("[1;2Z"), [.backTab]),
    InputCase("control shift tab", InputHarness.esc("[1;6Z"), [.modified(.backTab, .control)]),
  ]

  static let controls: [InputCase] = [
    InputCase("NUL", [0x00], [.control("@")]),
    InputCase("Ctrl-A", [0x01], [.control("a")]),
    InputCase("Ctrl-B", [0x02], [.control("b")]),
    InputCase("Ctrl-C", [0x03], [.control("c")]),
    InputCase("Ctrl-D", [0x04], [.control("d")]),
    InputCase("Ctrl-E", [0x05], [.control("e")]),
    InputCase("Ctrl-F", [0x06], [.control("f")]),
    InputCase("Ctrl-G", [0x07], [.control("g")]),
    InputCase("Ctrl-H", [0x08], [.backspace]),
    InputCase("Ctrl-I", [0x09], [.tab]),
    InputCase("Ctrl-J", [0x0A], [.enter]),
    InputCase("Ctrl-K", [0x0B], [.control("k")]),
    InputCase("Ctrl-L", [0x0C], [.control("l")]),
    InputCase("Ctrl-M", [0x0D], [.enter]),
    InputCase("Ctrl-N", [0x0E], [.control("n")]),
    InputCase("Ctrl-O", [0x0F], [.control("o")]),
    InputCase("Ctrl-P", [0x10], [.control("p")]),
    InputCase("Ctrl-Q", [0x11], [.control("q")]),
    InputCase("Ctrl-R", [0x12], [.control("r")]),
    InputCase("Ctrl-S", [0x13], [.control("s")]),
    InputCase("Ctrl-T", [0x14], [.control("t")]),
    InputCase("Ctrl-U", [0x15], [.control("u")]),
    InputCase("Ctrl-V", [0x16], [.control("v")]),
    InputCase("Ctrl-W", [0x17], [.control("w")]),
    InputCase("Ctrl-X", [0x18], [.control("x")]),
    InputCase("Ctrl-Y", [0x19], [.control("y")]),
    InputCase("Ctrl-Z", [0x1A], [.control("z")]),
    InputCase("Ctrl-\\", [0x1C], [.control("\\")]),
    InputCase("Ctrl-]", [0x1D], [.control("]")]),
    InputCase("Ctrl-^", [0x1E], [.control("^")]),
    InputCase("Ctrl-_", [0x1F], [.control("_")]),
  ]

  static let alt: [InputCase] = [
    InputCase("Alt-x", InputHarness.esc("x"), [.alt(.character("x"))]),
    InputCase("Alt-X", InputHarness.esc("X"), [.alt(.character("X"))]),
    InputCase("Alt-1", InputHarness.esc("1"), [.alt(.character("1"))]),
    InputCase("Alt-Enter", [0x1B, 0x0D], [.alt(.enter)]),
    InputCase("Alt-Backspace", [0x1B, 0x7F], [.alt(.backspace)]),
    InputCase("Alt-Tab", [0x1B, 0x09], [.alt(.tab)]),
    InputCase("Alt-Ctrl-A", [0x1B, 0x01], [.alt(.control("a"))]),
    InputCase("Alt-é", InputHarness.esc("é"), [.alt(.character("é"))]),
    InputCase("Alt-😀", InputHarness.esc("😀"), [.alt(.character("😀"))]),
    InputCase("Alt-[ on flush", InputHarness.esc("["), [.alt(.character("["))], needsFlush: true),
    InputCase("Alt-O on flush", InputHarness.esc("O"), [.alt(.character("O"))], needsFlush: true),
    InputCase("ESC ESC [A", InputHarness.esc("\u{1B}[A"), [.escape, .up]),
    InputCase("ESC ESC x", InputHarness.esc("\u{1B}x"), [.escape, .alt(.character("x"))]),
  ]

  static let mixed: [InputCase] = [
    InputCase(
      "text around arrow",
      Array("ab".utf8) + InputHarness.esc("[A") + Array("c".utf8),
      [.character("a"), .character("b"), .up, .character("c")]
    ),
    InputCase(
      "arrows back to back",
      InputHarness.esc("[A") + InputHarness.esc("OB") + InputHarness.esc("[1;5C"),
      [.up, .down, .modified(.right, .control)]
    ),
    InputCase(
      "F-keys then Ctrl-C",
      InputHarness.esc("[15~") + InputHarness.esc("OP") + [0x03],
      [.function(5), .function(1), .control("c")]
    ),
    InputCase(
      "UTF-8 between sequences",
      InputHarness.esc("[3~") + Array("日".utf8) + InputHarness.esc("[Z"),
      [.delete, .character("日"), .backTab]
    ),
  ]

  @Test("plain keys", arguments: plain)
  func plainKeys(_ testCase: InputCase) { Self.check(testCase) }

  @Test("escape sequences", arguments: sequences)
  func escapeSequences(_ testCase: InputCase) { Self.check(testCase) }

  @Test("modified keys", arguments: modified)
  func modifiedKeys(_ testCase: InputCase) { Self.check(testCase) }

  @Test("C0 controls", arguments: controls)
  func controlKeys(_ testCase: InputCase) { Self.check(testCase) }

  @Test("Alt chords", arguments: alt)
  func altChords(_ testCase: InputCase) { Self.check(testCase) }

  @Test("mixed input", arguments: mixed)
  func mixedInput(_ testCase: InputCase) { Self.check(testCase) }

  @Test("every C0 control has a key")
  func everyControlCovered() {
    let covered = Set(Self.controls.map(\.bytes))
    for byte in UInt8(0x00)...0x1F where byte != 0x1B {
      #expect(covered.contains([byte]), "no case for control byte \(byte)")
    }
  }

  /// Checks a case whole and under every splitting, and that a complete
  /// input leaves nothing held.
  static func check(_ testCase: InputCase, sourceLocation: SourceLocation = #_sourceLocation) {
    var parser = InputParser()
    let fed = parser.feed(testCase.bytes)
    if testCase.needsFlush {
      #expect(parser.isPending, sourceLocation: sourceLocation)
      #expect(fed + parser.flush() == testCase.keys, sourceLocation: sourceLocation)
    } else {
      #expect(fed == testCase.keys, sourceLocation: sourceLocation)
      #expect(!parser.isPending, sourceLocation: sourceLocation)
      #expect(parser.heldByteCount == 0, sourceLocation: sourceLocation)
      #expect(parser.flush() == [], sourceLocation: sourceLocation)
    }
    #expect(!parser.isPending, sourceLocation: sourceLocation)
    for chunks in InputHarness.splittings(of: testCase.bytes) {
      #expect(InputHarness.parse(chunks) == testCase.keys, "split as \(chunks)", sourceLocation: sourceLocation)
    }
  }
}
