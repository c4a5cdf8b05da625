import Foundation
import Testing

/// A parent protocol without `@Delegate` is a compiler error, not a macro diagnostic: the
/// macro sees only the child. These tests compile small clients with the `swiftc` of the
/// toolchain that runs them, against this build's DelegateKit module and macro plugin, and
/// read the compiler's own words.
@Suite("A parent without @Delegate")
struct ParentWithoutDelegateTests {
  @Test("The compiler names the parent and says what to write")
  func parentWithoutDelegate() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit

      protocol FocusDelegate: AnyObject {
        func didFocus()
      }

      @Delegate
      protocol ScreenDelegate: FocusDelegate {
        @Optional func didAppear()
      }
      """
    )
    #expect(output.status != 0)
    #expect(
      output.text.contains(
        "error: '_$FocusDelegate is not @Delegate: mark FocusDelegate @Delegate, or name it in "
          + "@Delegate(foreign: FocusDelegate.self) and restate the requirements to forward; "
          + "a class goes in @Delegate(subclassing:)' is not a member type of protocol"
      ),
      "\(output.text)"
    )
    #expect(
      output.text.contains("in expansion of macro 'Delegate' on protocol 'ScreenDelegate' here"),
      "\(output.text)"
    )
    #expect(!output.text.contains("cannot find type"), "\(output.text)")
  }

  @Test("A parent without @Delegate that refines one still needs its own")
  func grandparentDoesNotAnswer() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit

      @Delegate
      protocol ScrollDelegate: AnyObject {
        @Optional func didScroll()
      }

      protocol TableDelegate: ScrollDelegate {
        func didSelect(_ row: Int)
      }

      @Delegate
      protocol ScreenDelegate: TableDelegate {
        @Optional func didAppear()
      }
      """
    )
    #expect(output.status != 0)
    #expect(
      output.text.contains("error: '_$TableDelegate is not @Delegate: mark TableDelegate @Delegate"),
      "\(output.text)"
    )
  }

  @Test("The same clients compile once the parent is @Delegate or named in foreign:")
  func controls() throws {
    let marked = try CompilerClient.typecheck(
      """
      import DelegateKit

      @Delegate
      protocol FocusDelegate: AnyObject {
        @Optional func didFocus()
      }

      @Delegate
      protocol ScreenDelegate: FocusDelegate {
        @Optional func didAppear()
      }

      final class Screen: ScreenDelegate {}
      let multicast = ScreenDelegateMulticast()
      """
    )
    #expect(marked.status == 0, "\(marked.text)")
    let foreign = try CompilerClient.typecheck(
      """
      import DelegateKit

      protocol FocusDelegate: AnyObject {
        func didFocus()
      }

      @Delegate(foreign: FocusDelegate.self)
      protocol ScreenDelegate: FocusDelegate {
        @Optional func didFocus()
      }

      final class Screen: ScreenDelegate {}
      let multicast = ScreenDelegateMulticast()
      """
    )
    #expect(foreign.status == 0, "\(foreign.text)")
  }
}
