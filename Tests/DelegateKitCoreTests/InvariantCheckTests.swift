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
        let slot = _SharedSlot(object: listener, witness: 0, retention: .strong)
        var state = _ConcurrentState()
        state.armed = true
        state.slots = [slot, _SharedSlot(object: listener, witness: 0, retention: .strong)]
        state.checkInvariants()
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("registered twice"))
  }

  @Test("A removed registration still listed is caught")
  func removedButListed() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let slot = _SharedSlot(object: Listener(), witness: 0, retention: .strong)
        slot.markRemoved()
        var state = _ConcurrentState()
        state.armed = true
        state.slots = [slot]
        state.checkInvariants()
      }
    )
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("removed registration is still listed"))
  }

  @Test("Registrations in a disarmed list are caught")
  func disarmed() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var state = _ConcurrentState()
        state.slots = [_SharedSlot(object: Listener(), witness: 0, retention: .strong)]
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
