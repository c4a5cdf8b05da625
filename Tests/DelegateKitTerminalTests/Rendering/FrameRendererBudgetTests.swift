import DelegateKitTerminal
import Testing

/// Byte budgets for a frame, on a 120x40 table screen: title and header
/// rows, table rows 2...37, a blank row and a status line.
@Suite("FrameRenderer byte budgets")
struct FrameRendererBudgetTests {
  static let width = 120
  static let height = 40
  static let selected = TextStyle(inverse: true)

  static let capabilitySets: [TerminalCapabilities] = [
    .plain,
    TerminalCapabilities(colors: .ansi16, synchronizedOutput: false, scrollRegions: true),
    TerminalCapabilities(colors: .ansi256, synchronizedOutput: true, scrollRegions: true),
  ]

  /// The screen with table rows starting at `firstRow`, `selection` highlighted.
  static func screen(firstRow: Int, selection: Int) -> CellBuffer {
    var frame = CellBuffer(width: width, height: height)
    frame.write("DelegateKit — Inventory", column: 0, row: 0, style: TextStyle(bold: true))
    frame.write(
      "  #    Name                  Quantity   Location            Updated",
      column: 0,
      row: 1,
      style: TextStyle(underline: true)
    )
    for screenRow in 2...37 {
      let item = firstRow + screenRow - 2
      let style = item == selection ? selected : TextStyle.plain
      frame.fill(row: screenRow, style: style)
      let text =
        "  \(item)    Item number \(item) (漢字)    \(item * 7 % 100) units   Shelf \(item % 13)   2026-11-\(item % 28 + 1)"
      frame.write(text, column: 0, row: screenRow, style: style)
    }
    frame.write("Row \(selection) of 500  ·  ↑↓ move  ·  q quit", column: 0, row: 39, style: TextStyle(dim: true))
    return frame
  }

  func measure(_ before: CellBuffer, _ after: CellBuffer, _ capabilities: TerminalCapabilities) throws -> Int {
    var renderer = FrameRenderer(capabilities: capabilities)
    var emulator = TerminalEmulator(width: Self.width, height: Self.height)
    try emulator.feed(renderer.render(before))
    let bytes = renderer.render(after)
    try emulator.feed(bytes)
    #expect(emulator.mismatches(against: after, colors: capabilities.colors).isEmpty)
    return bytes.count
  }

  @Test(arguments: 0..<3)
  func selectionMovingOneRow(capabilityIndex: Int) throws {
    let capabilities = Self.capabilitySets[capabilityIndex]
    let before = Self.screen(firstRow: 100, selection: 110)
    let after = Self.screen(firstRow: 100, selection: 111)
    var changedStatusCells = 0
    for column in 0..<Self.width where before[column, 39] != after[column, 39] {
      changedStatusCells += 1
    }
    let bytes = try measure(before, after, capabilities)
    let budget = 2 * (120 + 24) + changedStatusCells
    print("selection move (\(capabilities)): \(bytes) bytes, budget \(budget)")
    #expect(bytes <= budget)
  }

  @Test(arguments: 1..<3)
  func oneRowScrollOfTableBand(capabilityIndex: Int) throws {
    let capabilities = Self.capabilitySets[capabilityIndex]
    let before = Self.screen(firstRow: 100, selection: 120)
    let after = Self.screen(firstRow: 101, selection: 120)
    let bytes = try measure(before, after, capabilities)
    print("one-row scroll (\(capabilities)): \(bytes) bytes")
    #expect(bytes <= 120 + 40)
    // Without scroll regions the same change is far more expensive.
    var withoutScroll = capabilities
    withoutScroll.scrollRegions = false
    #expect(try measure(before, after, withoutScroll) > 1000)
  }

  @Test(arguments: 0..<3)
  func identicalFrameCostsNothing(capabilityIndex: Int) {
    let capabilities = Self.capabilitySets[capabilityIndex]
    var renderer = FrameRenderer(capabilities: capabilities)
    let frame = Self.screen(firstRow: 100, selection: 110)
    _ = renderer.render(frame)
    #expect(renderer.render(frame).isEmpty)
    #expect(renderer.render(Self.screen(firstRow: 100, selection: 110)).isEmpty)
  }
}
