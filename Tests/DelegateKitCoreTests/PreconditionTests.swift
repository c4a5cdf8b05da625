import DelegateKitCore
import Testing

@Suite("Preconditions name the rule broken")
struct PreconditionTests {
  #if !os(Windows)
  @Test("A list of a non-class type stops at the first add")
  func nonClassDelegate() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let list = DelegateList<Int>()
        list.add(1)
      }
    )
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains("A delegate list holds class instances")
    )
  }

  @Test("A list of a protocol composition stops at the first add")
  func compositionDelegate() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let list = ConcurrentDelegateList<any Probe & CustomStringConvertible>()
        final class Both: Probe, CustomStringConvertible {
          let name = "both"
          var description: String { name }
          func ping() {}
          func answer() -> Int? { nil }
        }
        list.add(Both())
      }
    )
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "For a composition such as 'any P & Q', declare 'protocol PQ: P, Q {}'"
      )
    )
  }
  #endif
}
