import MacroTesting
import Testing

@Suite("@ExactResponder and @RespondsExactly expansions", .macros(delegateMacros))
struct RespondsExactlyMacroTests {
  @Test(
    "@ExactResponder records the class body's methods and properties, #if branches included, and conforms the class"
  )
  func members() {
    assertMacro {
      """
      @ExactResponder
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

  @Test("@RespondsExactly records an extension's members for the protocols it names")
  func extensionMembers() {
    assertMacro {
      """
      @RespondsExactly
      extension Screen: TableDelegate, ScrollDelegate {
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
      }
      """
    } expansion: {
      """
      extension Screen: TableDelegate, ScrollDelegate {
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

        /// The members this declaration implements, as `@RespondsExactly` read them.
        public nonisolated static func _$respondsExactly(TableDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
          ["tableView(_:didSelectRowAt:)"]
        }

        /// The members this declaration implements, as `@RespondsExactly` read them.
        public nonisolated static func _$respondsExactly(ScrollDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
          ["tableView(_:didSelectRowAt:)"]
        }
      }
      """
    }
  }

  @Test("@RespondsExactly on a class is refused, with a fix-it writing @ExactResponder")
  func respondsExactlyOnClass() {
    assertMacro {
      """
      @RespondsExactly
      final class Screen: TableDelegate {}
      """
    } diagnostics: {
      """
      @RespondsExactly
      ┬───────────────
      ╰─ 🛑 On a class, write @ExactResponder: it records the class's members as @RespondsExactly does, and makes the compiler refuse a delegate conformance of the class declared in an extension without @RespondsExactly
         ✏️ Replace with '@ExactResponder'
      final class Screen: TableDelegate {}
      """
    } fixes: {
      """
      @ExactResponder
      final class Screen: TableDelegate {}
      """
    } expansion: {
      """
      final class Screen: TableDelegate {

          /// The members this declaration implements, as `@RespondsExactly` read them.
          public nonisolated static func _$respondsExactly(TableDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            []
          }
      }
      """
    }
  }

  @Test("@ExactResponder refuses anything but a class")
  func exactResponderNotAClass() {
    assertMacro {
      """
      @ExactResponder
      extension Screen: TableDelegate {}
      """
    } diagnostics: {
      """
      @ExactResponder
      ┬──────────────
      ╰─ 🛑 @ExactResponder marks a delegate class and records its members: attach it to the class, and @RespondsExactly to its extensions that declare delegate conformances
      extension Screen: TableDelegate {}
      """
    }
  }

  @Test("@RespondsExactly refuses anything but an extension")
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
      ╰─ 🛑 @RespondsExactly records the members of an extension of a delegate class that declares delegate conformances: attach it to such an extension, and @ExactResponder to the class
      struct Screen {}
      """
    }
  }
}
