import DelegateKitCore
import Testing

@Suite("Preconditions name the rule broken")
struct PreconditionTests {
  #if !os(Windows)
  @Test("A list of a non-class type stops at the first add")
  func nonClassDelegate() async {
    await #expect(processExitsWith: .failure) {
      let list = DelegateList<Int>()
      list.add(1)
    }
  }

  @Test("A list of a protocol composition stops at the first add")
  func compositionDelegate() async {
    await #expect(processExitsWith: .failure) {
      let list = ConcurrentDelegateList<any Probe & CustomStringConvertible>()
      final class Both: Probe, CustomStringConvertible {
        let name = "both"
        var description: String { name }
        func ping() {}
        func answer() -> Int? { nil }
      }
      list.add(Both())
    }
  }
  #endif
}
