import DelegateKitTable
import Foundation
import Testing
@testable import DelegateKitTerminal

/// Pasted text is text: it goes into the focused field whole, and never runs as keys.
@MainActor
@Suite("A paste is text, never keys")
struct SearchFieldPasteTests {
  /// Feeds `bytes` to a parser, as the driver reads them, and presses the keys it makes.
  @discardableResult
  func feed(_ bytes: [UInt8], to pilot: HeadlessTerminal) -> [TerminalApp.KeyOutcome] {
    var parser = InputParser()
    return (parser.feed(bytes) + parser.flush()).map { pilot.press($0) }
  }

  func bracketed(_ text: String) -> [UInt8] {
    Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
  }

  @Test("A paste of `ann⏎quit` into the search field inserts `annquit` and does not quit")
  func pasteIntoSearchField() {
    let directory = makeDirectory()
    let pilot = HeadlessTerminal(makeApp(directory, height: 12))
    pilot.press(.character("/"))
    let outcomes = feed(bracketed("ann\rquit\r\nq\n"), to: pilot)
    #expect(!outcomes.contains(.quit) && !pilot.hasQuit, "\(outcomes)")
    #expect(directory.searchBar.text == "annquitq")
    #expect(pilot.app.isSearchFocused, "a pasted newline is not Enter: the field keeps focus")
    #expect(pilot.text.contains("annquitq▏"), "\(pilot.text)")
  }

  @Test("A paste outside a text field is ignored: its `q` does not quit, its `e` does not edit")
  func pasteOnScreen() {
    let screen = ListScreen(title: "Rows", rows: 5)
    let pilot = HeadlessTerminal(makeApp(screen))
    let outcomes = feed(bracketed("e\rq"), to: pilot)
    #expect(outcomes == [.ignored])
    #expect(!pilot.hasQuit && !screen.table.isEditing)
  }

  @Test("Tabs become spaces and other control characters are dropped")
  func controlCharacters() {
    #expect(TerminalApp.fieldText(pasted: "a\tb\u{7}c\r\nd\u{1B}[A") == "a bcd[A")
  }
}

/// The search field's limit, and the cost of a key however long the text.
@MainActor
@Suite("The search field's length")
struct SearchFieldLengthTests {
  @Test("Past maximumSearchLength, typing is refused and the status line says so; a paste is cut")
  func limit() {
    let directory = makeDirectory()
    let app = makeApp(directory, width: 60, height: 12)
    app.maximumSearchLength = 5
    let pilot = HeadlessTerminal(app)
    pilot.press(.character("/"))
    pilot.type("abcd👍")
    pilot.press(.character("\u{1F3FD}"))  // a skin tone joins the emoji: no new character
    #expect(directory.searchBar.text == "abcd👍🏽")
    #expect(!pilot.text.contains("at most"))
    pilot.press(.character("x"))
    #expect(directory.searchBar.text == "abcd👍🏽")
    #expect(pilot.text.contains("The search takes at most 5 characters"), "\(pilot.text)")
    pilot.press(.backspace, .backspace)
    pilot.press(.paste("xyz"))
    #expect(directory.searchBar.text == "abcxy")
    #expect(pilot.text.contains("at most 5"))
    pilot.press(.backspace)
    #expect(!pilot.text.contains("at most"), "the message goes with the next key")
  }

  /// The characters measured to draw the field after one more key, with `length`
  /// characters already in it.
  func measuredPerKey(length: Int) -> Int {
    let directory = makeDirectory()
    let app = makeApp(directory, width: 40, height: 10)
    let pilot = HeadlessTerminal(app)
    pilot.press(.character("/"))
    directory.searchBar.text = String(repeating: "ab", count: length / 2)
    pilot.type("c")
    return app.searchFieldMeasuredCharacters
  }

  @Test("A key's cost does not grow with the text: drawing the field measures only what it shows")
  func costPerKey() {
    let counts = [500, 4_000, 8_000].map { measuredPerKey(length: $0) }
    // The field is 40 columns: it shows at most 40 characters, and measures one more.
    for count in counts { #expect(count <= 40, "\(counts)") }
    #expect(counts[2] == counts[0], "the same work at 8,000 characters as at 500: \(counts)")
  }
}
