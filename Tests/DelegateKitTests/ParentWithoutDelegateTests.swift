import DelegateKitTestSupport
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
    // Reported where the parent is named, and what follows from it on the same line.
    let errors = Self.errors(in: output.text)
    #expect(!errors.isEmpty && errors.allSatisfy { $0.contains("main.swift:8:") }, "\(output.text)")
  }

  @Test("A parent that is a class, without subclassing:, is reported at the protocol's line")
  func classParent() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit

      open class ViewController {}

      @Delegate
      public protocol ScreenDelegate: ViewController {
        @Optional func didAppear()
      }
      """
    )
    #expect(output.status != 0)
    let errors = Self.errors(in: output.text)
    #expect(!errors.isEmpty, "\(output.text)")
    #expect(errors.allSatisfy { $0.contains("main.swift:6:") }, "\(output.text)")
    #expect(
      output.text.contains("a class goes in @Delegate(subclassing:)' is not a member type of class"),
      "\(output.text)"
    )
  }

  @Test("A diamond is reported at the protocol's line, with the parent to name")
  func diamond() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit
      @Delegate protocol Base: AnyObject { @Optional func base() }
      @Delegate protocol Left: Base { @Optional func left() }
      @Delegate protocol Right: Base { @Optional func right() }
      @Delegate protocol Bottom: Left, Right { @Optional func bottom() }
      """
    )
    #expect(output.status != 0)
    let errors = Self.errors(in: output.text)
    #expect(!errors.isEmpty, "\(output.text)")
    #expect(errors.allSatisfy { $0.contains("main.swift:5:") }, "\(output.text)")
    #expect(output.text.contains("implements once: name Base among its own parents"), "\(output.text)")
  }

  @Test(
    "Counted by the harvest: a parent's refusal and what follows at its line is a refusal; a grandchild's errors are not"
  )
  func classified() throws {
    let child = try CompilerClient.typecheck(
      """
      import DelegateKit
      public protocol Plain: AnyObject { func plain() }
      @Delegate public protocol Child: Plain { @Optional func child() }
      """
    )
    let refusals = Set(Outcome.refusals(in: child.text)).count
    #expect(refusals == 1, "\(child.text)")
    #expect(
      Outcome.classify(compilerOutput: child.text, status: child.status, expectsRefusals: refusals) == .refused,
      "\(child.text)"
    )
    // The grandchild names a parent that is `@Delegate`; what its types miss is reported at
    // its own line, which carries no refusal: a cascade, and a finding.
    let grandchild = try CompilerClient.typecheck(
      """
      import DelegateKit
      public protocol Plain: AnyObject { func plain() }
      @Delegate public protocol Child: Plain { @Optional func child() }
      @Delegate public protocol Grandchild: Child { @Optional func grandchild() }
      """
    )
    let outcome = Outcome.classify(
      compilerOutput: grandchild.text,
      status: grandchild.status,
      expectsRefusals: Set(Outcome.refusals(in: grandchild.text)).count
    )
    #expect(outcome?.kind == "unexpected error", "\(grandchild.text)")
    #expect(outcome?.description.contains("main.swift:4:") == true, "\(grandchild.text)")
  }

  /// Where each error is reported: `path:line:column`, or `macro expansion …` inside an
  /// expansion buffer.
  static func errors(in text: String) -> [String] {
    CompilerClient.errorLines(in: text).map { String($0.components(separatedBy: ": error: ")[0]) + ":" }
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
