import Testing
@testable import DelegateKitTerminal
import DelegateKitTestSupport

@Suite("Input: UTF-8")
struct InputUTF8Tests {
  static let texts: [String] = [
    "é",  // 2 bytes
    "日本語",  // 3 bytes each
    "😀",  // 4 bytes
    "a😀b",
    "e\u{301}",  // e + combining acute: two scalars
    "👍🏽",  // emoji + skin tone modifier
    "🇫🇷",  // regional indicator pair
    "👩‍💻",  // ZWJ sequence
    "ñ日😀\u{10FFFF}",  // one of each length, up to the last scalar
  ]

  /// One key per scalar, under every splitting, and the keys rebuild the text.
  @Test("valid text, split at every byte", arguments: texts)
  func validText(_ text: String) {
    let expected = text.unicodeScalars.map { Key.character(Character($0)) }
    for chunks in InputHarness.splittings(of: Array(text.utf8)) {
      #expect(InputHarness.parse(chunks) == expected, "split as \(chunks)")
    }
    var rebuilt = ""
    for case let .character(character) in InputHarness.parse([Array(text.utf8)]) {
      rebuilt.append(character)
    }
    #expect(rebuilt == text)
    #expect(rebuilt.count == text.count)
  }

  @Test("a combining mark split from its base across reads")
  func combiningSplitAcrossReads() {
    var parser = InputParser()
    #expect(parser.feed([0x65, 0xCC]) == [.character("e")])
    #expect(parser.isPending)
    #expect(parser.feed([0x81]) == [.character("\u{301}")])
    #expect(!parser.isPending)
  }

  @Test("a 4-byte emoji held until its last byte")
  func emojiHeld() {
    var parser = InputParser()
    let bytes = Array("😀".utf8)
    for (index, byte) in bytes.enumerated() {
      let keys = parser.feed([byte])
      if index < bytes.count - 1 {
        #expect(keys == [])
        #expect(parser.isPending)
        #expect(parser.heldByteCount == index + 1)
      } else {
        #expect(keys == [.character("😀")])
      }
    }
    #expect(!parser.isPending)
  }

  static let replacement = Key.character("\u{FFFD}")

  static let invalid: [InputCase] = [
    InputCase("stray continuation", [0x80], [replacement]),
    InputCase("FF", [0xFF], [replacement]),
    InputCase("F8 five-byte lead", [0xF8, 0x41], [replacement, .character("A")]),
    InputCase("C0 overlong", [0xC0, 0xAF], [replacement, replacement]),
    InputCase("E0 overlong", [0xE0, 0x80, 0x80], [replacement, replacement, replacement]),
    InputCase("surrogate", [0xED, 0xA0, 0x80], [replacement, replacement, replacement]),
    InputCase("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80], Array(repeating: replacement, count: 4)),
    InputCase("interrupted 2-byte", [0xC3, 0x28], [replacement, .character("(")]),
    InputCase("interrupted 4-byte", [0xF0, 0x9F, 0x98, 0x61], [replacement, .character("a")]),
    InputCase("interrupted by ESC [A", [0xE2, 0x82, 0x1B, 0x5B, 0x41], [replacement, .up]),
    InputCase("interrupted by CR", [0xE2, 0x0D], [replacement, .enter]),
    InputCase("two leads", [0xC3, 0xC3, 0xA9], [replacement, .character("é")]),
    InputCase("truncated at flush is dropped", [0x61, 0xE6, 0x97], [.character("a")], needsFlush: true),
    InputCase("Alt with invalid byte", [0x1B, 0xFF], [.alt(replacement)]),
    InputCase("Alt with interrupted char", [0x1B, 0xC3, 0x41], [.alt(replacement), .character("A")]),
    InputCase("ESC then truncated char flushes ESC", [0x1B, 0xC3], [.escape], needsFlush: true),
  ]

  @Test("invalid UTF-8 becomes U+FFFD", arguments: invalid)
  func invalidBytes(_ testCase: InputCase) {
    InputKeyTableTests.check(testCase)
  }

  /// Swift's own decoder is the reference for U+FFFD placement: both follow
  /// the maximal-subpart rule, so on text with no control bytes they agree.
  @Test("U+FFFD placement matches String(decoding:)", arguments: [UInt64(7), 8])
  func matchesStandardLibrary(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<20_000 {
      var bytes: [UInt8] = (0..<Int(rng.next() % 12)).map { _ in
        rng.next() % 3 == 0 ? UInt8(0x20 + rng.next() % 0x5F) : UInt8(0x80 + rng.next() % 0x80)
      }
      bytes.append(0x2E)  // ends any partial character, which flush would drop
      let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.map { Key.character(Character($0)) }
      let chunks = InputHarness.randomChunks(bytes, using: &rng)
      #expect(InputHarness.parse(chunks) == expected, "bytes \(bytes)")
    }
  }
}
