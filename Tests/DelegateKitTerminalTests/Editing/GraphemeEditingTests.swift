import DelegateKitTable
import DelegateKitTerminal
import Foundation
import Testing

/// Editing by grapheme cluster, and frames that leave nothing behind when a cluster's width
/// on screen is not the one the app measured.
@MainActor
@Suite("Graphemes in the search field")
struct GraphemeEditingTests {
  /// The search field's line as a terminal drawing each scalar of a cluster on its own
  /// (tmux) shows it, after typing `a👍🏽b` scalar by scalar, as the parser delivers it,
  /// and two Backspaces.
  @Test("Backspace deletes a skin-toned emoji whole and leaves no stray cells, even where it took four cells")
  func deleteSkinTonedEmoji() throws {
    let directory = makeDirectory()
    let app = makeApp(directory, width: 40, height: 10)
    let pilot = HeadlessTerminal(app)
    pilot.press(.character("/"))
    for scalar in "a👍🏽b".unicodeScalars { pilot.press(.character(Character(scalar))) }
    #expect(directory.searchBar.text == "a👍🏽b")
    pilot.press(.backspace)
    #expect(directory.searchBar.text == "a👍🏽", "the last character")
    pilot.press(.backspace)
    #expect(directory.searchBar.text == "a", "the emoji and its skin tone, as one character")

    let fresh = app.frame()
    #expect(pilot.cells == fresh, "the frame is what a fresh render of the same state draws")
    #expect(pilot.cells.line(1) == " / a▏")
    for splitting in [false, true] {
      var terminal = TerminalEmulator(width: 40, height: 10)
      terminal.splitsClusters = splitting
      try terminal.feed(pilot.output)
      #expect(terminal.line(1) == fresh.line(1), "splitting clusters: \(splitting)")
      #expect(terminal.mismatches(against: fresh, colors: .none).isEmpty, "splitting clusters: \(splitting)")
    }
  }

  @Test("While the emoji shows, the cells after it line up on a terminal that draws it in four cells")
  func cellsAfterAClusterLineUp() throws {
    let directory = makeDirectory()
    let pilot = HeadlessTerminal(makeApp(directory, width: 40, height: 10))
    pilot.press(.character("/"))
    for scalar in "a👍🏽bc".unicodeScalars { pilot.press(.character(Character(scalar))) }
    var terminal = TerminalEmulator(width: 40, height: 10)
    terminal.splitsClusters = true
    try terminal.feed(pilot.output)
    // The emoji shows without its tone there, but nothing after it moves.
    #expect(terminal.line(1) == " / a👍bc▏", "\(terminal.line(1))")
  }
}
