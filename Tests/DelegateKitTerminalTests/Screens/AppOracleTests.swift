import DelegateKitTable
import DelegateKitTerminal
import Foundation
import Testing
import DelegateKitTestSupport

/// The whole app's output through the emulator oracle: after every key of a seeded random
/// session, the screen the bytes produce is exactly the frame the app drew.
@MainActor
@Suite("The app's bytes reproduce its frames")
struct AppOracleTests {
  static let keys: [Key] = [
    .down, .down, .down, .up, .pageDown, .pageUp, .home, .end, .enter, .escape, .tab, .backTab,
    .character("/"), .character("a"), .character("n"), .backspace, .escape, .character("e"), .character("d"),
    .character("J"), .character("K"), .character("j"), .character("k"),
  ]

  @Test(
    "Random keys on the directory and on a long list, for each capability set",
    arguments: [
      TerminalCapabilities.plain, .init(colors: .ansi16, synchronizedOutput: false, scrollRegions: true),
      .init(colors: .ansi256, synchronizedOutput: true, scrollRegions: true),
    ]
  )
  func randomSession(capabilities: TerminalCapabilities) throws {
    for (seed, screen) in [(UInt64(1), makeDirectory() as ViewController), (2, ListScreen(title: "長いリスト", rows: 500))] {
      var random = SplitMix64(seed: seed)
      let pilot = HeadlessTerminal(makeApp(screen, width: 36, height: 12), capabilities: capabilities)
      var emulator = TerminalEmulator(width: 36, height: 12)
      try emulator.feed(pilot.output)
      for step in 0..<400 {
        if random.next() % 40 == 0 {
          let width = 20 + Int(random.next() % 40)
          let height = 6 + Int(random.next() % 14)
          pilot.resize(width: width, height: height)
          emulator.resize(width: width, height: height)
        } else {
          let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
          if pilot.press(key) == .quit { break }
        }
        try emulator.feed(pilot.lastBytes)
        let mismatches = emulator.mismatches(against: pilot.cells, colors: capabilities.colors)
        #expect(mismatches.isEmpty, "seed \(seed) step \(step): \(mismatches)")
        if !mismatches.isEmpty { return }
      }
    }
  }
}
