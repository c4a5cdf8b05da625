import DelegateKitTable
import DelegateKitTerminal
import Foundation
import Testing

/// Byte budgets for a frame, on the whole app at 120×40 with colours, synchronized output and
/// scroll regions: counts, not timings, so they hold on any machine.
@MainActor
@Suite("What a frame costs")
struct FrameCostTests {
  static let full = TerminalCapabilities(colors: .ansi256, synchronizedOutput: true, scrollRegions: true)

  private func pilot(rows: Int) -> (HeadlessTerminal, ListScreen) {
    let screen = ListScreen(title: "Rows", rows: rows)
    return (HeadlessTerminal(makeApp(screen, width: 120, height: 40), capabilities: Self.full), screen)
  }

  @Test("An idle screen sends 0 bytes")
  func idle() {
    let (pilot, _) = pilot(rows: 1_000)
    pilot.press(.down)
    let before = pilot.statistics.bytesWritten
    #expect(pilot.render().isEmpty)
    #expect(pilot.render().isEmpty)
    #expect(pilot.press(.function(9)) == .ignored)
    #expect(pilot.lastBytes.isEmpty, "a key that does nothing draws nothing")
    #expect(pilot.statistics.bytesWritten == before)
  }

  @Test("Moving the cursor one row costs at most 2 × (width + 24) bytes plus the status line's changed cells")
  func cursorMove() {
    let (pilot, _) = pilot(rows: 1_000)
    pilot.press(.down, .down)
    let status = pilot.cells
    pilot.press(.down)
    let statusChanged = (0..<120).filter { status[$0, 39] != pilot.cells[$0, 39] }.count
    #expect(pilot.lastBytes.count <= 2 * (120 + 24) + statusChanged, "\(pilot.lastBytes.count) bytes")
    #expect(pilot.lastBytes.count > 0)
    let full = FrameRenderer.fullRepaint(pilot.cells, capabilities: Self.full).count
    #expect(full > 3 * pilot.lastBytes.count, "a full repaint: \(full) bytes, the move \(pilot.lastBytes.count)")
  }

  @Test("Scrolling one row costs at most width + 40 bytes, with a scroll region")
  func scroll() {
    let (pilot, screen) = pilot(rows: 1_000)
    pilot.render()
    let scrolls = pilot.statistics.scrolls
    screen.table.userScroll(by: 1)
    pilot.render()
    #expect(pilot.statistics.scrolls == scrolls + 1, "the renderer scrolled instead of repainting")
    #expect(pilot.lastBytes.count <= 120 + 40, "\(pilot.lastBytes.count) bytes")
  }

  @Test("A million rows draw the same cells and bytes as a thousand: the cost is in the visible rows")
  func millionRows() {
    let (small, _) = pilot(rows: 1_000)
    let (large, _) = pilot(rows: 1_000_000)
    #expect(small.lastBytes == large.lastBytes)
    for key in [Key.down, .down, .pageDown, .down, .up] {
      small.press(key)
      large.press(key)
      #expect(small.lastBytes == large.lastBytes)
    }
    #expect(small.statistics == large.statistics)
  }

  @Test("A resize repaints everything once, then diffs again")
  func resize() {
    let (pilot, _) = pilot(rows: 50)
    let repaints = pilot.statistics.fullRepaints
    pilot.resize(width: 100, height: 30)
    #expect(pilot.statistics.fullRepaints == repaints + 1)
    pilot.press(.down)
    #expect(pilot.statistics.fullRepaints == repaints + 1)
  }
}
