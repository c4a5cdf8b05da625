import Clocks
import DelegateKitTable
import DelegateKitTerminal
import Foundation
import SnapshotTesting
import Testing

/// Frames as a person sees them, as text snapshots: re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter ScreenSnapshotTests`.
@MainActor
@Suite("Frames of each kind of screen")
struct ScreenSnapshotTests {
  @Test("Sections with headers and footers, details and accessories, and the cursor")
  func sections() {
    let screen = ListScreen(
      title: "Settings",
      sections: [
        ListSection(
          header: "General",
          rows: [
            ListRow(text: "About", accessory: .disclosureIndicator),
            ListRow(text: "Language", detail: "English", accessory: .disclosureIndicator),
            ListRow(text: "Dark mode", accessory: .checkmark),
          ],
          footer: "Applies to every screen"
        ),
        ListSection(header: "Account", rows: [ListRow(text: "Signed in as", detail: "ada@example.com")]),
      ]
    )
    let pilot = HeadlessTerminal(makeApp(screen, width: 44, height: 12))
    pilot.press(.down, .down)
    assertSnapshot(of: pilot.text, as: .lines)
  }

  @Test("A scoped search: search field, scope buttons, results, then a drill-down with a back hint")
  func directory() {
    let pilot = HeadlessTerminal(makeApp(makeDirectory(), width: 40, height: 10))
    assertSnapshot(of: pilot.text, as: .lines, named: "1-people")
    pilot.press(.character("/"))
    pilot.type("an")
    assertSnapshot(of: pilot.text, as: .lines, named: "2-searching")
    pilot.press(.escape, .down, .enter)
    assertSnapshot(of: pilot.text, as: .lines, named: "3-detail")
  }

  @Test("Editing marks: delete marks, move handles and the Editing title")
  func editing() {
    let pilot = HeadlessTerminal(makeApp(ListScreen(title: "Lists", rows: 4), width: 30, height: 7))
    pilot.press(.down, .character("e"))
    assertSnapshot(of: pilot.text, as: .lines)
  }

  @Test("The mediator's loading row, its error row with the retry key, and the end of the feed")
  func feed() async {
    let feed = FeedScreen()
    let pilot = HeadlessTerminal(makeApp(feed, width: 32, height: 8))
    feed.mediator.startLoadingMore(false)
    #expect(await pilot.waitUntil { _ in feed.isWaiting })
    assertSnapshot(of: pilot.text, as: .lines, named: "1-loading")
    feed.fail()
    #expect(await pilot.waitUntil { $0.text.contains("retry") })
    assertSnapshot(of: pilot.text, as: .lines, named: "2-failed")
    pilot.press(.end, .enter)
    #expect(await pilot.waitUntil { _ in feed.isWaiting })
    feed.answer(3)
    // Three posts are near the end: the next page starts; it is the last.
    #expect(await pilot.waitUntil { _ in feed.isWaiting })
    feed.answer(nil)
    #expect(await pilot.waitUntil { $0.text.contains("End of feed") })
    assertSnapshot(of: pilot.text, as: .lines, named: "3-end")
  }

  @Test("Wide characters, emoji and combining marks line up, and long text ends with an ellipsis")
  func wideText() {
    let screen = ListScreen(
      title: "世界の都市",
      sections: [
        ListSection(
          header: nil,
          rows: [
            ListRow(text: "東京 Tōkyō", detail: "日本"),
            ListRow(text: "Zürich (Zu\u{308}rich)", detail: "🇨🇭"),
            ListRow(text: "A very long city name that cannot possibly fit on the line", detail: "far"),
            ListRow(text: "서울 👩‍👩‍👧", detail: "한국"),
          ]
        )
      ]
    )
    let pilot = HeadlessTerminal(makeApp(screen, width: 30, height: 7))
    assertSnapshot(of: pilot.text, as: .lines)
  }
}
