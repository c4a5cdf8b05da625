import Clocks
import DelegateKitTable
@testable import DelegateKitTerminal
import Foundation
import Testing

/// Keys to table events, checked on the model and on the frame.
@MainActor
@Suite("Keys drive the table as touches would")
struct TerminalAppKeyTests {
  @Test("↑/↓ and j/k move the cursor, stopping at the ends; Home/End and pages jump")
  func cursor() {
    let app = makeApp(ListScreen(title: "Rows", rows: 30), height: 10)
    let pilot = HeadlessTerminal(app)
    #expect(app.focusedIndexPath == nil)
    pilot.press(.down)
    #expect(app.focusedIndexPath == IndexPath(row: 0, section: 0), "the first key lands on the first visible row")
    pilot.press(.down, .character("j"), .character("j"))
    #expect(app.focusedIndexPath == IndexPath(row: 3, section: 0))
    pilot.press(.up, .character("k"), .up, .up, .up)
    #expect(app.focusedIndexPath == IndexPath(row: 0, section: 0))
    pilot.press(.end)
    #expect(app.focusedIndexPath == IndexPath(row: 29, section: 0))
    #expect(pilot.text.contains("Row 29"), "the cursor's row is scrolled into view")
    #expect(!pilot.text.contains("Row 0\n"))
    pilot.press(.pageUp)
    #expect(app.focusedIndexPath!.row < 29 && app.focusedIndexPath!.row >= 20)
    pilot.press(.home)
    #expect(app.focusedIndexPath == IndexPath(row: 0, section: 0))
    #expect(pilot.text.contains("Row 0"))
  }

  @Test("The cursor crosses sections and skips empty ones")
  func sections() {
    let screen = ListScreen(
      title: "S",
      sections: [
        ListSection(header: "A", rows: [ListRow(text: "a0")]),
        ListSection(header: "Empty", rows: []),
        ListSection(header: "C", rows: [ListRow(text: "c0"), ListRow(text: "c1")]),
      ]
    )
    let app = makeApp(screen)
    let pilot = HeadlessTerminal(app)
    pilot.press(.down, .down)
    #expect(app.focusedIndexPath == IndexPath(row: 0, section: 2))
    pilot.press(.up)
    #expect(app.focusedIndexPath == IndexPath(row: 0, section: 0))
  }

  @Test("Enter selects through the delegate and drills down; Esc goes back, and Backspace and ← do not")
  func drillDown() {
    let app = makeApp(makeDirectory(), height: 12)
    let pilot = HeadlessTerminal(app)
    pilot.press(.down, .down, .enter)
    #expect(app.navigationController.viewControllers.count == 2)
    #expect(pilot.text.contains("Alan Turing"))
    #expect(
      pilot.text.split(separator: "\n").first?.contains("‹ Directory") == true,
      "the back hint names the screen below"
    )
    pilot.press(.enter)  // nothing selected on the detail: no push
    for key in [Key.backspace, .left] {
      #expect(pilot.press(key) == .ignored, "\(key) does nothing without a search field")
      #expect(app.navigationController.viewControllers.count == 2, "\(key) stays")
    }
    pilot.press(.escape)
    #expect(app.navigationController.viewControllers.count == 1, "Esc goes back")
    pilot.press(.enter)
    #expect(app.navigationController.viewControllers.count == 2)
    pilot.press(.escape, .escape)
    #expect(app.navigationController.viewControllers.count == 1, "Esc on the root does nothing")
    #expect(app.focusedIndexPath == IndexPath(row: 1, section: 0), "the cursor stays where it was")
  }

  @Test("Tab and Shift-Tab cycle the scopes; each keeps its own search text")
  func scopes() throws {
    let directory = makeDirectory()
    let pilot = HeadlessTerminal(makeApp(directory, height: 12))
    #expect(pilot.text.contains("Grace Hopper"))
    pilot.press(.tab)
    #expect(directory.searchBar.selectedScopeButtonIndex == 1)
    #expect(pilot.text.contains("Princeton") && !pilot.text.contains("Grace Hopper"))
    pilot.press(.tab)
    #expect(directory.searchBar.selectedScopeButtonIndex == 0)
    pilot.press(.backTab)
    #expect(directory.searchBar.selectedScopeButtonIndex == 1)
  }

  @Test("/ focuses the search field: typing filters, Backspace deletes, Esc leaves; q types while focused")
  func search() {
    let directory = makeDirectory()
    let app = makeApp(directory, height: 12)
    let pilot = HeadlessTerminal(app)
    pilot.press(.character("/"))
    #expect(app.isSearchFocused)
    pilot.type("gr")
    #expect(directory.searchBar.text == "gr")
    #expect(pilot.text.contains("Grace Hopper") && !pilot.text.contains("Alan Turing"))
    #expect(pilot.press(.character("q")) == .handled, "q is text in the field")
    #expect(directory.searchBar.text == "grq")
    pilot.press(.backspace)
    #expect(directory.searchBar.text == "gr")
    #expect(pilot.text.contains("Esc leave field"))
    pilot.press(.escape)
    #expect(!app.isSearchFocused)
    #expect(directory.searchBar.text == "gr", "leaving the field keeps the text")
    pilot.press(.backspace)
    #expect(app.isSearchFocused, "Backspace opens the field again")
    #expect(directory.searchBar.text == "g", "and deletes its last character")
    #expect(app.navigationController.viewControllers.count == 1)
    pilot.press(.escape)
    #expect(pilot.press(.character("q")) == .quit)
  }

  @Test("e toggles editing; d deletes the cursor's row through the data source; J/K move it")
  func editing() {
    let screen = ListScreen(title: "Edit", rows: 5)
    let app = makeApp(screen, height: 10)
    let pilot = HeadlessTerminal(app)
    #expect(pilot.press(.character("d")) == .ignored, "d does nothing outside editing")
    pilot.press(.down, .down, .character("e"))
    #expect(screen.table.isEditing)
    #expect(pilot.text.contains("⊖ Row 1"))
    #expect(pilot.text.contains("d delete"))
    pilot.press(.character("d"))
    #expect(screen.sections[0].rows.map(\.text) == ["Row 0", "Row 2", "Row 3", "Row 4"])
    #expect(app.focusedIndexPath == IndexPath(row: 1, section: 0))
    pilot.press(.character("J"))
    #expect(screen.sections[0].rows.map(\.text) == ["Row 0", "Row 3", "Row 2", "Row 4"])
    #expect(app.focusedIndexPath == IndexPath(row: 2, section: 0), "the cursor follows the row")
    pilot.press(.character("K"), .character("K"))
    #expect(screen.sections[0].rows.map(\.text) == ["Row 2", "Row 0", "Row 3", "Row 4"])
    pilot.press(.character("K"))
    #expect(app.statusMessage == "This row can't move there")
    pilot.press(.character("e"))
    #expect(!screen.table.isEditing)
    #expect(!pilot.text.contains("⊖"))
  }

  @Test("A status message too long to share the line has it alone until the next key; keys are never cut")
  func longStatusMessage() throws {
    let screen = ListScreen(title: "Edit", rows: 5)
    let app = makeApp(screen, width: 60, height: 10)
    let pilot = HeadlessTerminal(app)
    func statusLine() -> String {
      _ = pilot.render()
      return (pilot.text.split(separator: "\n").last.map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
    }
    let keys = statusLine()
    app.statusMessage = "Saved"
    #expect(statusLine() == "Saved  ·  \(keys)", "a short message shares the line")
    let message = "another program is writing to the database: nothing changed"
    app.statusMessage = message
    #expect(statusLine() == message, "whole, alone: \(statusLine())")
    pilot.press(.down)
    #expect(statusLine() == keys, "the next key brings the keys back")
  }

  @Test("e leaves editing after the last row was deleted")
  func leaveEditingWithNoRowsLeft() {
    let screen = ListScreen(title: "One", rows: 1)
    let app = makeApp(screen, height: 10)
    let pilot = HeadlessTerminal(app)
    pilot.press(.down, .character("e"), .character("d"))
    #expect(screen.sections[0].rows.isEmpty)
    #expect(screen.table.isEditing)
    #expect(app.availableKeys.contains { $0.key == "e" && $0.action == "done" }, "\(app.availableKeys)")
    #expect(pilot.press(.character("e")) == .handled)
    #expect(!screen.table.isEditing)
    #expect(!app.availableKeys.contains { $0.key == "e" }, "nothing left to edit")
  }

  @Test("A screen whose rows can't be edited has no e key, and lists only the keys that work")
  func help() {
    let screen = ListScreen(title: "Fixed", rows: 3)
    screen.editable = false
    let app = makeApp(screen, width: 80)
    let pilot = HeadlessTerminal(app)
    #expect(pilot.press(.character("e")) == .ignored)
    let keys = app.availableKeys.map(\.key)
    #expect(keys == ["↑↓", "⏎", "q"])
    let directory = HeadlessTerminal(makeApp(makeDirectory(), width: 80))
    #expect(directory.app.availableKeys.map(\.key) == ["↑↓", "⏎", "Tab", "/", "e", "q"])
  }

  @Test("r refreshes through the refresh control; Enter on the error row retries")
  func refreshAndRetry() async {
    let feed = FeedScreen()
    let app = makeApp(feed, height: 10)
    let pilot = HeadlessTerminal(app)
    #expect(app.availableKeys.contains { $0.key == "r" })
    pilot.press(.character("r"))
    #expect(feed.mediator.loadingState == .refreshing)
    #expect(await pilot.waitUntil { _ in feed.isWaiting })
    feed.fail()
    #expect(await pilot.waitUntil { $0.text.contains("Enter to retry") }, "\(pilot.text)")
    guard case .failed = feed.mediator.loadingState else {
      Issue.record("expected a failure, got \(feed.mediator.loadingState)")
      return
    }
    pilot.press(.end, .enter)
    #expect(
      await pilot.waitUntil { _ in feed.mediator.loadingState.isLoading && feed.isWaiting },
      "Enter on the error row retried"
    )
    feed.answer(4)
    #expect(await pilot.waitUntil { $0.text.contains("Post 3") }, "\(pilot.text)")
  }

  @Test("q, Ctrl-C, Ctrl-Z and Ctrl-L are the driver's")
  func driverKeys() {
    let app = makeApp(ListScreen(title: "K", rows: 1))
    #expect(app.handle(.character("q")) == .quit)
    #expect(app.handle(.control("c")) == .quit)
    #expect(app.handle(.control("z")) == .suspend)
    #expect(app.handle(.control("l")) == .repaint)
    #expect(app.handle(.function(5)) == .ignored)
  }

  @Test("The scroll indicator shows after flashScrollIndicators() and goes a second later")
  func indicator() async {
    let clock = TestClock()
    let screen = ListScreen(title: "Long", rows: 100)
    let app = makeApp(screen, width: 20, height: 8, clock: clock)
    let pilot = HeadlessTerminal(app, advancing: { await clock.advance(by: $0) })
    let lastColumn = { (0..<8).map { pilot.cells[19, $0].text }.filter { $0 == "┃" }.count }
    #expect(lastColumn() == 0)
    screen.table.flashScrollIndicators()
    pilot.render()
    #expect(lastColumn() == 1, "6 of 100 rows in view: a one-line thumb")
    // The hide task sleeps on the clock once it runs: time moves only after it sleeps.
    #expect(await Self.waitUntilSleeping(on: clock))
    await pilot.advance(by: .milliseconds(900))
    #expect(lastColumn() == 1)
    await pilot.advance(by: .milliseconds(200))
    // The woken hide task hops back to the main actor through the global executor, which a
    // loaded machine may reach only later: wait for what it shows.
    #expect(await pilot.waitUntil { _ in lastColumn() == 0 })
  }

  /// Waits until a task sleeps on `clock`: the condition a test advancing time needs,
  /// where a count of yields would depend on the machine's load. Counts only the time it
  /// ran on schedule, as the pilot's waits do.
  static func waitUntilSleeping(on clock: TestClock<Duration>) async -> Bool {
    await WaitBudget.poll(timeout: .seconds(20), interval: .milliseconds(1)) {
      do {
        try await clock.checkSuspension()
        return false
      } catch {
        return true
      }
    }
  }
}
