import DelegateKitTable
import Foundation
import Testing

/// Misuse of the scope types stops the program with a message naming the rule.
@Suite("ScopeViewController and ScopeModes misuse: preconditions that name the rule")
struct ScopeMisuseTests {
  @Test("No scopes and no default delegate")
  func nothingToServe() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { _ = ScopeViewController(scopes: []) }
      }
    )
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("no scopes and no default delegate"))
  }

  @Test("Selecting a scope that does not exist")
  func scopeOutOfRange() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let controller = ScopeViewController(scopes: [.init("Only") { EverythingDelegate(owner: $0) }])
          controller.selectScope(at: 1)
        }
      }
    )
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self)
        .contains("selectScope(at:): scope 1 is out of range: the controller has 1 scopes")
    )
  }

  @Test("Modes without a delegate for the initial mode")
  func noInitialMode() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          _ = ScopeViewController(delegate: { owner in
            let modes = ScopeModes(owner: owner, initialMode: UnitsMode.units)
            return modes.makeRouter([.organisations: EverythingDelegate(owner: owner)])
          })
        }
      }
    )
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains("no delegate for the initial mode units")
    )
  }
}
