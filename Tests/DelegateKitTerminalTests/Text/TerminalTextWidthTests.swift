import DelegateKitTerminal
import Testing

@Suite("TerminalText width")
struct TerminalTextWidthTests {
  @Test(
    arguments: [
      ("a", 1), ("~", 1), (" ", 1),
      ("漢", 2), ("字", 2), ("한", 2), ("ᄀ", 2), ("Ａ", 2), ("　", 2), ("ア", 2), ("ｱ", 1),
      ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("🇫🇷", 2), ("🇫", 2),
      ("❤️", 2), ("❤", 1), ("❤︎", 1), ("1️⃣", 2), ("⌚", 2),
      ("e\u{301}", 1), ("\u{301}", 0), ("\u{200D}", 0), ("\u{200B}", 0),
      ("\u{7}", 0), ("\u{1B}", 0), ("\r\n", 0), ("\u{7F}", 0),
      ("é", 1), ("ß", 1), ("…", 1), ("─", 1), ("α", 1),
    ] as [(String, Int)]
  )
  func characterWidth(text: String, expected: Int) {
    #expect(text.count == 1, "test data must be one grapheme")
    #expect(TerminalText.width(of: Character(text)) == expected)
  }

  @Test(
    arguments: [
      ("", 0), ("hello", 5), ("漢字", 4), ("한국어", 6), ("ＡＢＣ", 6),
      ("a👍b", 4), ("🇫🇷🇩🇪", 4), ("cafe\u{301}", 4), ("x\u{200D}", 1),
      ("表示: 漢字 ok", 13),
    ] as [(String, Int)]
  )
  func stringWidth(text: String, expected: Int) {
    #expect(TerminalText.width(of: text) == expected)
    #expect(TerminalText.width(of: text[...]) == expected, "Substring agrees")
  }
}

@Suite("TerminalText truncate")
struct TerminalTextTruncateTests {
  @Test(
    arguments: [
      ("hello", 10, "hello"),
      ("hello", 5, "hello"),
      ("hello world", 5, "hell…"),
      ("hello", 1, "…"),
      ("hello", 0, ""),
      ("hello", -3, ""),
      ("漢字漢字", 5, "漢字…"),
      ("漢字漢字", 4, "漢…"),
      ("a漢字", 3, "a…"),
      ("漢", 1, "…"),
      ("👍👍", 3, "👍…"),
      ("🇫🇷🇩🇪", 3, "🇫🇷…"),
      ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
      ("abc", 3, "abc"),
    ] as [(String, Int, String)]
  )
  func truncation(text: String, width: Int, expected: String) {
    let result = TerminalText.truncate(text, toWidth: width)
    #expect(result == expected)
    #expect(TerminalText.width(of: result) <= max(0, width))
  }
}
