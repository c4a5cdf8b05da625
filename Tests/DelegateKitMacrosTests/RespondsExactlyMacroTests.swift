import MacroTesting
import Testing

@Suite("@RespondsExactly expansions", .macros(delegateMacros))
struct RespondsExactlyMacroTests {
  @Test("Records the class body's methods and properties, #if branches included")
  func members() {
    assertMacro {
      """
      @RespondsExactly
      public final class Screen: TableDelegate {
        var title = "Photos"
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
        #if os(Linux)
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }
        #endif
        init() {}
      }
      """
    } expansion: {
      """
      public final class Screen: TableDelegate {
        var title = "Photos"
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
        #if os(Linux)
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }
        #endif
        init() {}

        /// The members this declaration implements, as `@RespondsExactly` read them.
        public nonisolated static func _$respondsExactly(TableDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
          ["tableView(_:didSelectRowAt:)", "tableView(_:heightForRowAt:)", "title"]
        }
      }
      """
    }
  }

  @Test("Refuses anything but a class")
  func notAClass() {
    assertMacro {
      """
      @RespondsExactly
      struct Screen {}
      """
    } diagnostics: {
      """
      @RespondsExactly
      ┬───────────────
      ╰─ 🛑 @RespondsExactly records a delegate class's members: attach it to the class that implements the delegate protocol, and to its extensions that declare delegate conformances
      struct Screen {}
      """
    }
  }
}
