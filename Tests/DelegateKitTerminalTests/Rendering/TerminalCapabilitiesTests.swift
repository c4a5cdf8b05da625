import DelegateKitTerminal
import Testing

@Suite("TerminalCapabilities.detect")
struct TerminalCapabilitiesTests {
  typealias Mode = TerminalCapabilities.ColorMode

  @Test(
    arguments: [
      // NO_COLOR wins over FORCE_COLOR and over a capable terminal.
      (["NO_COLOR": "1", "FORCE_COLOR": "1", "TERM": "xterm-256color"], true, Mode.none, true),
      (["NO_COLOR": "1", "TERM": "xterm-256color"], true, .none, true),
      // An empty NO_COLOR is ignored.
      (["NO_COLOR": "", "TERM": "xterm"], true, .ansi16, true),
      // FORCE_COLOR wins over dumb / not a TTY; plain output stays plain.
      (["FORCE_COLOR": "1"], false, .ansi16, false),
      (["FORCE_COLOR": "1", "TERM": "dumb"], true, .ansi16, false),
      (["FORCE_COLOR": "3"], false, .ansi256, false),
      (["FORCE_COLOR": "1", "TERM": "xterm-256color"], false, .ansi256, false),
      // FORCE_COLOR "0", "false" or empty does not force.
      (["FORCE_COLOR": "0", "TERM": "xterm"], false, .none, false),
      (["FORCE_COLOR": "false", "TERM": "xterm"], false, .none, false),
      (["FORCE_COLOR": "", "TERM": "xterm"], true, .ansi16, true),
      // Dumb terminal or not a TTY: no colour, plain output.
      (["TERM": "dumb"], true, .none, false),
      (["TERM": "xterm-256color"], false, .none, false),
      // 256 colours from TERM or COLORTERM.
      (["TERM": "xterm-256color"], true, .ansi256, true),
      (["TERM": "screen-256color"], true, .ansi256, true),
      (["TERM": "xterm", "COLORTERM": "truecolor"], true, .ansi256, true),
      (["TERM": "xterm", "COLORTERM": "24bit"], true, .ansi256, true),
      // Otherwise 16 colours.
      (["TERM": "xterm"], true, .ansi16, true),
      ([:], true, .ansi16, true),
    ] as [([String: String], Bool, Mode, Bool)]
  )
  func precedence(environment: [String: String], isTTY: Bool, colors: Mode, fancy: Bool) {
    let detected = TerminalCapabilities.detect(environment: environment, isTTY: isTTY)
    #expect(detected.colors == colors)
    #expect(detected.synchronizedOutput == fancy)
    #expect(detected.scrollRegions == fancy)
  }

  @Test(
    "A dumb terminal, or one that names no TERM, cannot move its cursor",
    arguments: [
      (["TERM": "dumb"], false), ([:], false), (["TERM": ""], false), (["TERM": "xterm"], true),
      (["TERM": "vt100"], true),
    ]
  )
  func cursorAddressing(environment: [String: String], expected: Bool) {
    #expect(TerminalCapabilities.detect(environment: environment, isTTY: true).cursorAddressing == expected)
  }

  @Test func plainHasNothing() {
    #expect(
      TerminalCapabilities.plain == TerminalCapabilities(colors: .none, synchronizedOutput: false, scrollRegions: false)
    )
  }
}
