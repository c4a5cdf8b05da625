import Testing
@testable import DelegateKitTerminal

@Suite("Input: ESC, flush and unknown sequences")
struct InputEscapeTests {
  @Test("a lone ESC waits for flush")
  func loneEscapePending() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]) == [])
    #expect(parser.isPending)
    #expect(parser.heldByteCount == 1)
    #expect(parser.feed([]) == [])
    #expect(parser.isPending)
    #expect(parser.flush() == [.escape])
    #expect(!parser.isPending)
    #expect(parser.heldByteCount == 0)
    #expect(parser.flush() == [])
  }

  @Test("ESC then [A in the next read is Up")
  func escapeThenSequence() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]) == [])
    #expect(parser.feed(Array("[A".utf8)) == [.up])
    #expect(!parser.isPending)
  }

  @Test("ESC ESC reports the first and holds the second")
  func doubleEscape() {
    var parser = InputParser()
    #expect(parser.feed([0x1B, 0x1B]) == [.escape])
    #expect(parser.isPending)
    #expect(parser.flush() == [.escape])
  }

  @Test("after a flush, [A is plain text")
  func flushEndsSequence() {
    var parser = InputParser()
    _ = parser.feed([0x1B])
    #expect(parser.flush() == [.escape])
    #expect(parser.feed(Array("[A".utf8)) == [.character("["), .character("A")])
  }

  static let flushCases: [InputCase] = [
    InputCase("ESC [ is Alt-[", InputHarness.esc("["), [.alt(.character("["))], needsFlush: true),
    InputCase("ESC O is Alt-O", InputHarness.esc("O"), [.alt(.character("O"))], needsFlush: true),
    InputCase("unfinished CSI dropped", InputHarness.esc("[1;"), [], needsFlush: true),
    InputCase("unfinished SS3 dropped", InputHarness.esc("O5"), [], needsFlush: true),
    InputCase("unfinished Linux F-key dropped", InputHarness.esc("[["), [], needsFlush: true),
    InputCase(
      "text kept, tail dropped",
      Array("ok".utf8) + InputHarness.esc("[2"),
      [.character("o"), .character("k")],
      needsFlush: true
    ),
  ]

  @Test("flush takes held bytes as complete", arguments: flushCases)
  func flushCase(_ testCase: InputCase) {
    InputKeyTableTests.check(testCase)
  }

  static let unknown: [[UInt8]] = [
    InputHarness.esc("[?1049h"),  // private marker
    InputHarness.esc("[>0;1c"),  // device attributes reply
    InputHarness.esc("[999z"),  // unknown final
    InputHarness.esc("[1;2;3A"),  // three parameters
    InputHarness.esc("[1:2A"),  // sub-parameter
    InputHarness.esc("[1$A"),  // intermediate byte
    InputHarness.esc("[99~"),  // unknown tilde code
    InputHarness.esc("[16~"),  // gap in the F-key codes
    InputHarness.esc("[1;99A"),  // modifier no keyboard sends
    InputHarness.esc("[5A"),  // code where none belongs
    InputHarness.esc("[I"),  // focus in
    InputHarness.esc("[O"),  // focus out
    InputHarness.esc("[201~"),  // paste end
    InputHarness.esc("Oz"),  // SS3 with no key
    InputHarness.esc("OZ"),  // back-tab is CSI only
    InputHarness.esc("[[Z"),  // Linux prefix, no key
    InputHarness.esc("[" + String(repeating: "9", count: 30) + "~"),
  ]

  @Test("unknown sequences are consumed whole", arguments: unknown)
  func unknownConsumed(_ bytes: [UInt8]) {
    let input = Array("a".utf8) + bytes + Array("b".utf8)
    for chunks in InputHarness.splittings(of: input) {
      #expect(InputHarness.parse(chunks) == [.character("a"), .character("b")], "split as \(chunks)")
    }
    var parser = InputParser()
    #expect(parser.feed(bytes) == [])
    #expect(!parser.isPending)
  }

  static let interrupted: [InputCase] = [
    InputCase("CSI cut by CR", InputHarness.esc("[1") + [0x0D], [.enter]),
    InputCase("CSI cut by ESC", InputHarness.esc("[1;") + InputHarness.esc("[B"), [.down]),
    InputCase("CSI cut by UTF-8", InputHarness.esc("[1") + Array("é".utf8), [.character("é")]),
    InputCase("SS3 cut by tab", InputHarness.esc("O") + [0x09], [.tab]),
    InputCase("Linux prefix cut by DEL", InputHarness.esc("[[") + [0x7F], [.backspace]),
  ]

  @Test("a sequence cut short gives way to the byte that cut it", arguments: interrupted)
  func interruptedSequence(_ testCase: InputCase) {
    InputKeyTableTests.check(testCase)
  }

  @Test("an oversized CSI is abandoned without holding its bytes")
  func oversizedSequence() {
    var parser = InputParser()
    var keys: [Key] = []
    var maxHeld = 0
    for byte in InputHarness.esc("[") + Array(repeating: UInt8(ascii: "1"), count: 100_000) {
      keys += parser.feed([byte])
      maxHeld = max(maxHeld, parser.heldByteCount)
    }
    #expect(maxHeld <= InputParser.maxHeldBytes)
    #expect(parser.isPending)
    keys += parser.feed(Array("Ab".utf8))  // `A` ends it and is swallowed with it
    #expect(keys == [.character("b")])
    #expect(!parser.isPending)
  }

  @Test("parameter bytes past the limit abandon the sequence, at the limit they do not")
  func parameterLimit() {
    let limit = InputParser.maxParameterBytes
    // `1;` then zeros then `5`: the modifier is still 5 however many zeros.
    let padded = { (count: Int) in InputHarness.esc("[1;" + String(repeating: "0", count: count) + "5A") }
    #expect(InputHarness.parse([padded(limit - 3)]) == [.modified(.up, .control)])
    #expect(InputHarness.parse([padded(limit - 2)]) == [])
  }

  @Test("an oversized sequence cut by ESC still lets the next key through")
  func oversizedThenKey() {
    let bytes = InputHarness.esc("[" + String(repeating: ";", count: 5_000)) + InputHarness.esc("[A")
    #expect(InputHarness.parse([bytes]) == [.up])
    #expect(InputHarness.parse(bytes.map { [$0] }) == [.up])
  }

  @Test("a bracketed paste is one paste event: its newlines and ESC bytes are text, not keys")
  func bracketedPaste() {
    let bytes =
      Array("x".utf8) + InputHarness.esc("[200~") + Array("ann\rquit\u{1B}[A\r\n".utf8) + InputHarness.esc("[201~")
      + Array("q".utf8)
    for chunks in InputHarness.splittings(of: bytes) {
      #expect(
        InputHarness.parse(chunks) == [.character("x"), .paste("ann\rquit\u{1B}[A\r\n"), .character("q")],
        "split as \(chunks)"
      )
    }
  }

  @Test("an empty paste is nothing; a paste cut short by a pause is what arrived so far")
  func pasteEdges() {
    #expect(InputHarness.parse([InputHarness.esc("[200~") + InputHarness.esc("[201~")]) == [])
    var parser = InputParser()
    #expect(parser.feed(InputHarness.esc("[200~") + Array("ab\u{1B}[20".utf8)) == [])
    #expect(parser.isPending && parser.isInPaste)
    #expect(parser.flush() == [.paste("ab\u{1B}[20")])
    #expect(!parser.isPending)
  }

  @Test("a paste longer than a chunk arrives in chunks, none split inside a character")
  func longPaste() {
    let text = String(repeating: "é", count: InputParser.pasteChunkBytes)
    let keys = InputHarness.parse([InputHarness.esc("[200~") + Array(text.utf8) + InputHarness.esc("[201~")])
    #expect(keys.count > 1)
    var joined = ""
    for key in keys {
      guard case .paste(let chunk) = key else {
        Issue.record("not a paste: \(key)")
        continue
      }
      #expect(!chunk.contains("\u{FFFD}"))
      joined += chunk
    }
    #expect(joined == text)
  }

  @Test("the parser keeps a fixed size")
  func fixedSize() {
    #expect(MemoryLayout<InputParser>.size <= 64)
  }

  @Test("escape timeout is 50 ms")
  func escapeTimeout() {
    #expect(InputParser.escapeTimeout == .milliseconds(50))
  }
}
