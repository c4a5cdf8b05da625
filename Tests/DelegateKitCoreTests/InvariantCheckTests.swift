import Foundation
import Testing

@testable import DelegateKitCore

/// The internal checks themselves: a state that breaks an invariant stops the process
/// with the invariant's words. They exist only in a build with `DELEGATEKIT_INTERNAL_CHECKS`,
/// as the test script makes.
@Suite(
  "Internal invariant checks of the concurrent list",
  .enabled(if: checksInternalInvariants, "built without DELEGATEKIT_INTERNAL_CHECKS")
)
struct InvariantCheckTests {
  final class Listener: Sendable {}

  @Test("A delegate listed twice is caught")
  func duplicate() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let listener = Listener()
        var state = _ConcurrentState()
        state.armed = true
        state.append(object: listener, witness: 0, retention: .strong)
        state.append(object: listener, witness: 0, retention: .strong)
        state.checkInvariants()
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("registered twice"))
  }

  @Test("Registrations out of registration order are caught")
  func outOfOrder() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let (first, second) = (Listener(), Listener())
        var state = _ConcurrentState()
        state.armed = true
        state.nextSerial = 5
        state.append(object: first, witness: 0, retention: .strong)
        state.nextSerial = 3
        state.append(object: second, witness: 0, retention: .strong)
        state.checkInvariants()
      }
    )
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("out of registration order"))
  }

  @Test("Registrations in a disarmed list are caught")
  func disarmed() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var state = _ConcurrentState()
        state.append(object: Listener(), witness: 0, retention: .strong)
        state.checkInvariants()
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("is not armed"))
  }

  @Test("The list's own mutations keep every invariant")
  func mutationsPass() {
    let list = ConcurrentDelegateList<Listener>()
    let first = Listener()
    let second = Listener()
    list.add(first)
    list.add(second, retention: .strong)
    list.add(first)
    list.remove(second)
    list.replaceAll(with: second)
    list.compact()
    list.removeAll()
    #expect(list.isEmpty)
  }
}
