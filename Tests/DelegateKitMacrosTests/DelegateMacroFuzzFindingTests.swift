import MacroTesting
import Testing

// Refusals the fuzzers led to: each at the requirement's line, the requirement kept as a
// stub so that its error is the only one.
@Suite("@Delegate refusals the fuzzers found", .macros(delegateMacros))
struct DelegateMacroFuzzFindingTests {
  @Test("An operator requirement")
  func operatorRequirement() {
    assertMacro {
      """
      @Delegate
      protocol OrderingDelegate: AnyObject {
        func < (lhs: Int, rhs: Int) -> Bool
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol OrderingDelegate: AnyObject {
        func < (lhs: Int, rhs: Int) -> Bool
             ┬
             ╰─ 🛑 @Delegate cannot forward the operator '<': an operator is static, and a delegate is called on its instance; declare a named method
      }
      """
    }
  }

  @Test("An autoclosure of an async requirement")
  func asyncAutoclosure() {
    assertMacro {
      """
      @Delegate
      protocol LoadingDelegate: AnyObject {
        func load(_ id: Int, fallback: @autoclosure () -> Int) async
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol LoadingDelegate: AnyObject {
        func load(_ id: Int, fallback: @autoclosure () -> Int) async
                             ┬───────────────────────────────
                             ╰─ 🛑 @Delegate cannot forward the autoclosure 'fallback' of an async requirement, which each delegate's call receives across isolation: take the value, or an '@escaping @Sendable' closure
      }
      """
    }
  }
}
