import DelegateKitTable
import Foundation
import Testing

/// A part belongs to one controller at a time, and a clock needs time between ticks:
/// breaking either stops the program with a message naming the rule.
@Suite("Parts misuse: preconditions that name the rule")
struct PartMisuseTests {
  @Test("Attaching a table part to a second controller")
  func tablePartOnTwoControllers() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let part = TableViewControllerPart()
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

  @Test("Moving a part: detached from one controller, it may be attached to another")
  @MainActor
  func movingAPart() {
    let part = TableViewControllerPart()
    let first = ViewController()
    let second = ViewController()
    first.attach(part)
    first.detach(part)
    second.attach(part)
    #expect(part.viewController === second)
  }
}
