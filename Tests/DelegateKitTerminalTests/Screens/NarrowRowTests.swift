import DelegateKitTable
import DelegateKitTerminal
import Foundation
import SnapshotTesting
import Testing

/// Rows on a narrow terminal: the title keeps its minimum, the detail is cut, nothing
/// disappears down to ``TerminalApp/minimumWidth``.
@MainActor
@Suite("Rows at narrow widths")
struct NarrowRowTests {
  static let people = [
    ListRow(text: "Ada Lovelace", detail: "Mathematician, London", accessory: .disclosureIndicator),
    ListRow(text: "Grace Hopper", detail: "Rear admiral, Arlington", accessory: .disclosureIndicator),
    ListRow(text: "Edsger W. Dijkstra", detail: "Computer scientist, Nuenen", accessory: .disclosureIndicator),
    ListRow(text: "Alan Turing", detail: "Bletchley Park"),
  ]

  func pilot(width: Int) -> HeadlessTerminal {
    let screen = ListScreen(title: "Directory", sections: [ListSection(header: "People", rows: Self.people)])
    return HeadlessTerminal(makeApp(screen, width: width, height: 8))
  }

  @Test(
    "Each row keeps the start of its title and some of its detail, at every width from 40 down to the minimum",
    arguments: Array(TerminalApp.minimumWidth...40)
  )
  func rowsKeepTheirText(width: Int) {
    let pilot = pilot(width: width)
    for (index, row) in Self.people.enumerated() {
      let line = pilot.cells.line(2 + index)
      let kept = String(row.text.prefix(min(row.text.count, 10)))
      #expect(line.contains(kept) || line.contains(kept.dropLast() + "…"), "width \(width): \(line)")
      if let detail = row.detail {
        #expect(line.contains(detail.prefix(2)), "width \(width), the detail shows: \(line)")
      }
    }
  }

  @Test("Snapshots at 40, 30 and 20 columns", arguments: [40, 30, 20])
  func snapshots(width: Int) {
    let pilot = pilot(width: width)
    pilot.press(.down)
    assertSnapshot(of: pilot.text, as: .lines, named: "\(width)-columns")
  }

  @Test("Below the minimum width, one line says the terminal is too narrow")
  func tooNarrow() {
    let pilot = pilot(width: TerminalApp.minimumWidth - 1)
    let lines = pilot.text.split(separator: "\n")
    #expect(lines == ["Terminal too narrow"], "\(pilot.text)")
    pilot.resize(width: 12, height: 8)
    #expect(pilot.text.split(separator: "\n") == ["Too narrow"], "\(pilot.text)")
    pilot.resize(width: TerminalApp.minimumWidth, height: 8)
    #expect(pilot.text.contains("Ada Lovel…"), "wide enough again: the rows are back")
  }

  @Test("Ctrl-L repaints everything: a full repaint of the same frame")
  func controlL() {
    let pilot = pilot(width: 30)
    let frame = pilot.cells
    let repaints = pilot.statistics.fullRepaints
    #expect(pilot.press(.control("l")) == .repaint)
    #expect(pilot.statistics.fullRepaints == repaints + 1)
    #expect(pilot.cells == frame)
    #expect(String(decoding: pilot.lastBytes, as: UTF8.self).contains("\u{1B}[2J"))
  }
}
