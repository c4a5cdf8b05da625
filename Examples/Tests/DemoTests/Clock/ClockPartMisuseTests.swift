import DelegateKitTable
import DemoScreens
import Foundation
import Testing

/// A clock part belongs to one controller at a time and needs time between ticks: breaking
/// either stops the program with a message naming the rule.
@Suite("Clock part misuse: preconditions that name the rule")
struct ClockPartMisuseTests {
  @Test("Attaching a clock part to a second controller")
  func clockPartOnTwoControllers() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let part = ClockPart()
          let first = ViewController()
          first.attach(part)
          ViewController().attach(part)
        }
      }
    )
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "already attached to another view controller"
      )
    )
  }

  @Test("A clock part that would never sleep")
  func zeroInterval() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          _ = ClockPart(interval: .zero)
        }
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("the interval must be positive"))
  }
}
