import DelegateKitTable
import Foundation
import Testing

/// A part belongs to one controller at a time: breaking the rule stops the program with a
/// message naming it.
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
