import DelegateKitTable
import DelegateKitTerminal
import DemoScreens
import DemoServer
import DemoStore
import DemoTestSupport
import Foundation
import Testing

/// The cursor in an organization read through a window: another connection inserts and
/// deletes units at random, and after each change the cursor is on the unit the rule names,
/// in view. The rule is the one a change by difference follows in a smaller organization:
/// the unit keeps the cursor while it exists; when it goes, the unit that took its place
/// does (the next in name order, else the last).
@MainActor
@Suite("The cursor in a windowed organization", .serialized)
struct WindowedCursorTests {
  @Test(
    "Random changes from another connection: the cursor keeps its unit, or takes its successor's",
    arguments: [1, 2, 3] as [UInt64]
  )
  func cursorFollowsUnit(seed: UInt64) async throws {
    let demo = try await DemoHarness(screen: .directory)
    defer { Task { await demo.stop() } }
    // The seeded organizations are small; a low threshold sends them through the window.
    demo.environment.unitWindowThreshold = 10
    demo.environment.externalChangePollInterval = .milliseconds(20)
    let (organization, opened) = try await demo.openFirstOrganization()
    let screen = try #require(demo.app.navigationController.topViewController as? DirectoryScreen)
    #expect(screen.unitWindow != nil, "read through the window")
    var units = opened
    var random = SplitMix64(seed: seed)
    for _ in 0..<min(6, units.count - 1) { demo.pilot.press(.down) }
    let other = try DemoStore.open(path: demo.store.path)
    for round in 0..<10 {
      let focused = try #require(Self.unit(under: demo.cursorLine, in: units), "round \(round): \(demo.text)")
      if random.next() % 2 == 0 {
        // One to three units, anywhere in name order.
        let names = (0..<Int(1 + random.next() % 3)).map { index in
          let letter = Character(UnicodeScalar(UInt8(65 + random.next() % 26)))
          return "\(letter) inserted \(seed).\(round).\(index)"
        }
        try other.insertUnits(names.map { (organization.id, $0, "team") })
      } else {
        // One unit; half the time the one under the cursor.
        let victim = random.next() % 2 == 0 ? focused : units[Int(random.next() % UInt64(units.count))]
        try await other.deleteUnit(id: victim.id)
      }
      units = try other.units(of: organization.id)
      let expected = Self.successor(of: focused, in: units)
      let header = "\(organization.name): \(units.count) units"
      #expect(
        await demo.waitFor { $0.contains(header) && Self.unit(under: Self.cursorLine(in: $0), in: units) == expected },
        "round \(round): the cursor should be on \(expected.name): \(demo.text)"
      )
    }
  }

  /// The unit the rule puts the cursor on after a change: `focused` if it is still in
  /// `units` (in name order), else the first after it, else the last.
  static func successor(of focused: DemoStore.Unit, in units: [DemoStore.Unit]) -> DemoStore.Unit {
    if let same = units.first(where: { $0.id == focused.id }) { return same }
    return units.first { ($0.name, $0.id) > (focused.name, focused.id) } ?? units[units.count - 1]
  }

  /// The unit whose name a cursor line shows, the longest that fits (names may prefix others).
  static func unit(under line: String?, in units: [DemoStore.Unit]) -> DemoStore.Unit? {
    guard let line else { return nil }
    let shown = line.dropFirst(2)
    return units.filter { shown.hasPrefix($0.name + " ") || shown == $0.name }.max { $0.name.count < $1.name.count }
  }

  static func cursorLine(in frame: String) -> String? {
    frame.split(separator: "\n").first { $0.hasPrefix("▸ ") }.map(String.init)
  }
}
