import DelegateKitTestSupport
import Foundation
import Testing

/// What a user sees when a protocol goes wrong: the compiler's words, read from a client
/// compiled against this build (see ``CompilerClient``). Each refusal names what to write,
/// and is the only error.
@Suite("What the compiler says about client code")
struct CompileOutcomeTests {
  @Test("A refused requirement is the only error: conforming classes and uses of the generated types compile")
  func refusalDoesNotCascade() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit

      @Delegate
      protocol ShopDelegate: AnyObject {
        func buy(_ items: Int...)
        static func make() -> Int
        @Optional func price() -> Int
        func open()
      }

      final class Shop: ShopDelegate {
        func buy(_ items: Int...) {}
        static func make() -> Int { 1 }
        func open() {}
      }
      let shop = Shop()
      let multicast = ShopDelegateMulticast()
      multicast.add(shop)
      multicast.open()
      """
    )
    let errors = output.text.split(separator: "\n").filter { $0.contains("error:") && $0.hasPrefix("/") }
    #expect(errors.count == 3, "\(output.text)")
    #expect(errors.allSatisfy { $0.contains("(from macro 'Delegate')") }, "\(output.text)")
    #expect(!output.text.contains("does not conform"), "\(output.text)")
    #expect(!output.text.contains("cannot find"), "\(output.text)")
  }

  @Test("A mutating requirement: the macro's error and the compiler's, both at its line, and nothing in the expansion")
  func mutatingRequirement() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit

      @Delegate
      protocol CounterDelegate: AnyObject {
        mutating func reset()
        func count() -> Int
      }
      """
    )
    let errors = CompilerClient.errorLines(in: output.text)
    #expect(errors.count == 2, "\(output.text)")
    #expect(errors.allSatisfy { $0.contains("main.swift:5:") }, "\(output.text)")
    #expect(
      errors.contains { $0.contains("cannot be 'mutating': remove it (from macro 'Delegate')") },
      "\(output.text)"
    )
  }

  @Test("Keyword argument labels forward with no warning")
  func keywordLabels() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit

      @Delegate
      protocol DecodingDelegate: AnyObject {
        func decode<T>(_ value: Int, as: T.Type) -> Int
        func register(enum: Int)
        @Optional func width(as: Int) -> Int?
      }
      final class Decoder: DecodingDelegate {
        func decode<T>(_ value: Int, as: T.Type) -> Int { value }
        func register(enum: Int) {}
      }
      let multicast = DecodingDelegateMulticast()
      multicast.add(Decoder())
      """
    )
    #expect(output.status == 0, "\(output.text)")
    #expect(!output.text.contains("warning:"), "\(output.text)")
  }

  @Test("A refused initializer is the only error, though the router declares init() too")
  func refusedInitializer() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit

      @Delegate
      protocol PluginDelegate: AnyObject {
        init()
        func load()
      }
      @Delegate
      protocol FailablePluginDelegate: AnyObject {
        init?() throws
        func load()
      }

      @Delegate
      protocol ModuleDelegate: PluginDelegate {
        func unload()
      }

      final class Plugin: PluginDelegate {
        init() {}
        func load() {}
      }
      let router = PluginDelegateRouter<Int>()
      let failable = FailablePluginDelegateRouter<Int>()
      let multicast = PluginDelegateMulticast()
      let proxy = FailablePluginDelegateProxy()
      let child = ModuleDelegateMulticast()
      """
    )
    let errors = CompilerClient.errorLines(in: output.text)
    #expect(errors.count == 2, "\(output.text)")
    #expect(errors.allSatisfy { $0.contains("(from macro 'Delegate')") }, "\(output.text)")
  }

  @Test("Listening where calls cannot be listened to: the macro's reason is the one error, however it is written")
  func unavailableCalls() throws {
    for use in ["for await call in multicast.calls() { print(call) }", "let calls = multicast.calls(); print(calls)"] {
      let output = try CompilerClient.typecheck(
        """
        import DelegateKit

        @Delegate
        protocol PriceDelegate: AnyObject {
          func price(of item: String) -> Int
        }

        func listen(to multicast: PriceDelegateMulticast) async {
          \(use)
        }
        """
      )
      let located = output.text.split(separator: "\n").filter { $0.hasPrefix("/") }
      let errors = located.filter { $0.contains("error:") }
      #expect(errors.count == 1, "\(use): \(output.text)")
      #expect(
        errors.first?.contains(
          "'calls(bufferingPolicy:)' is unavailable: a listener answers no requirement, and PriceDelegate requires one to answer 'price(of:)'"
        ) == true,
        "\(use): \(output.text)"
      )
      #expect(!located.contains { $0.contains("warning:") }, "\(use): \(output.text)")
    }
  }

  @Test("A diamond names the shared parent, or the compiler says to")
  func diamond() throws {
    let source = """
      import DelegateKit
      @Delegate protocol Base: AnyObject { @Optional func base() }
      @Delegate protocol Left: Base { @Optional func left() }
      @Delegate protocol Right: Base { @Optional func right() }
      @Delegate protocol Bottom: Left, Right { @Optional func bottom() }
      """
    let refused = try CompilerClient.typecheck(source)
    #expect(refused.status != 0)
    #expect(
      refused.text.contains(
        "multiple matching functions named '_$asBase, which a protocol reaching Base through several parents implements once: name Base among its own parents'"
      ),
      "\(refused.text)"
    )
    let named = try CompilerClient.typecheck(
      source.replacingOccurrences(of: "Bottom: Left, Right {", with: "Bottom: Left, Right, Base {")
    )
    #expect(named.status == 0, "\(named.text)")
  }

  @Test(".inherited on a requirement the foreign protocol has no default for says so")
  func inheritedWithoutDefault() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit
      protocol Library: AnyObject { func didLoad() }

      @Delegate(foreign: Library.self)
      protocol Loading: Library {
        @Optional(default: .inherited) func didLoad()
      }
      """
    )
    #expect(output.status != 0)
    #expect(
      output.text.contains(
        "a requirement marked @Optional(default: .inherited) has no default in the foreign protocol it restates: give it a default of its own"
      ),
      "\(output.text)"
    )
    // Every error at the user's lines, the protocol's (5) or the requirement's (6), none in
    // an expansion; and the harvest counts them as the refusal they are.
    let errors = CompilerClient.errorLines(in: output.text)
    #expect(
      !errors.isEmpty && errors.allSatisfy { $0.contains("main.swift:5:") || $0.contains("main.swift:6:") },
      "\(output.text)"
    )
    let refusals = Set(Outcome.refusals(in: output.text)).count
    #expect(
      Outcome.classify(compilerOutput: output.text, status: output.status, expectsRefusals: refusals) == .refused,
      "\(output.text)"
    )
  }

  @Test("An implicit member default: the compiler's error, and ours with the type to write")
  func implicitMember() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit
      enum EditingStyle { case none, delete }

      @Delegate
      protocol EditingDelegate: AnyObject {
        @Optional(default: .delete) func style(for row: Int) -> EditingStyle
      }
      final class Editor: EditingDelegate {}
      """
    )
    #expect(output.status != 0)
    #expect(output.text.contains("write 'EditingStyle.delete'"), "\(output.text)")
  }

  @Test("A protocol constrained to a class compiles once the class is named in subclassing:")
  func classConstrained() throws {
    let source = """
      import DelegateKit
      class ViewController { init() {} }

      @Delegate(subclassing: ViewController.self)
      protocol ScreenDelegate: ViewController {
        @Optional func screenDidAppear()
      }
      @Delegate(subclassing: ViewController.self)
      protocol PanelDelegate: AnyObject where Self: ViewController {
        @Optional func panelDidOpen()
      }
      final class Screen: ViewController, ScreenDelegate, PanelDelegate {}
      let multicast = ScreenDelegateMulticast()
      let panels = PanelDelegateMulticast()
      """
    let output = try CompilerClient.typecheck(source)
    #expect(output.status == 0, "\(output.text)")
    let unnamed = try CompilerClient.typecheck(
      source.replacingOccurrences(
        of: "@Delegate(subclassing: ViewController.self)\nprotocol PanelDelegate",
        with: "@Delegate\nprotocol PanelDelegate"
      )
    )
    #expect(unnamed.text.contains("name it in @Delegate(subclassing: ViewController.self)"), "\(unnamed.text)")
  }

  @Test("@RespondsExactly on an extension that declares no conformance is refused at its line")
  func respondsExactlyWithoutConformance() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit
      final class Screen {}
      @RespondsExactly
      extension Screen {
        func didScroll() {}
      }
      """,
      compiling: true
    )
    #expect(
      output.text.contains("@RespondsExactly on an extension reads the methods of the conformances it declares"),
      "\(output.text)"
    )
  }

  @Test("An @ExactResponder class's conformance in an unmarked extension is refused at that extension")
  func exactResponderUnmarkedExtension() throws {
    let source = """
      import DelegateKit
      @Delegate protocol ScrollDelegate: AnyObject { @Optional func didScroll() }
      @Delegate protocol TableDelegate: ScrollDelegate { @Optional func didSelect(_ row: Int) }
      @Delegate protocol FocusDelegate: AnyObject { @Optional func didFocus() }

      @ExactResponder
      class FeedController: FocusDelegate {
        func didFocus() {}
      }

      extension FeedController: TableDelegate {
        func didSelect(_ row: Int) {}
      }

      @ExactResponder
      final class MarkedSubclass: FeedController {}
      """
    let refused = try CompilerClient.typecheck(source)
    let errors = CompilerClient.errorLines(in: refused.text)
    #expect(!errors.isEmpty, "\(refused.text)")
    #expect(errors.allSatisfy { $0.contains("main.swift:11:") }, "\(refused.text)")
    #expect(
      refused.text.contains(
        "a class marked @ExactResponder declares its conformance to TableDelegate without reading its members: mark that extension @RespondsExactly"
      ),
      "\(refused.text)"
    )
    #expect(
      !refused.text.contains("conformance to ScrollDelegate"),
      "a parent is answered by its child: \(refused.text)"
    )

    let marked = try CompilerClient.typecheck(
      source.replacingOccurrences(of: "extension FeedController", with: "@RespondsExactly extension FeedController")
    )
    #expect(marked.status == 0, "a marked subclass of a marked class conforms once: \(marked.text)")

    let unmarkedClass = try CompilerClient.typecheck(
      source.replacingOccurrences(of: "@ExactResponder\nclass", with: "class")
        .replacingOccurrences(of: "@ExactResponder\nfinal class MarkedSubclass", with: "final class MarkedSubclass")
    )
    #expect(unmarkedClass.status == 0, "an unmarked class learns by calling: \(unmarkedClass.text)")

    let subclass = try CompilerClient.typecheck(
      source.replacingOccurrences(
        of: "extension FeedController: TableDelegate",
        with: "@RespondsExactly extension FeedController: TableDelegate"
      )
        + "\nfinal class Unmarked: FeedController {}\nextension Unmarked: Equatable { static func == (a: Unmarked, b: Unmarked) -> Bool { true } }"
        + "\n@Delegate protocol PageDelegate: AnyObject { @Optional func didTurn() }\nextension Unmarked: PageDelegate {}"
    )
    #expect(
      CompilerClient.errorLines(in: subclass.text).allSatisfy { $0.contains("main.swift:20:") }
        && subclass.text.contains("declares its conformance to PageDelegate without reading its members"),
      "a subclass of a marked class is marked: \(subclass.text)"
    )
  }

  @Test("@RespondsExactly on a class is refused at its line, with @ExactResponder to write")
  func respondsExactlyOnClass() throws {
    let output = try CompilerClient.typecheck(
      """
      import DelegateKit
      @Delegate protocol FocusDelegate: AnyObject { @Optional func didFocus() }
      @RespondsExactly
      final class Screen: FocusDelegate {}
      """
    )
    let errors = CompilerClient.errorLines(in: output.text)
    #expect(errors.count == 1 && errors.allSatisfy { $0.contains("main.swift:3:") }, "\(output.text)")
    #expect(output.text.contains("On a class, write @ExactResponder"), "\(output.text)")
  }

  @Test("A parent with generic arguments or a qualifier: no error inside the expansion, an implied parent answered")
  func exactResponderParentSpellings() throws {
    let generic = try CompilerClient.typecheck(
      """
      import DelegateKit
      public protocol Initializable<Source> { associatedtype Source }
      @Delegate public protocol Context: Initializable<Int>, AnyObject { func didOpen() }
      """,
      compiling: true
    )
    let errors = CompilerClient.errorLines(in: generic.text)
    #expect(!errors.isEmpty, "the parent is not @Delegate: \(generic.text)")
    #expect(errors.allSatisfy { !$0.hasPrefix("macro expansion") }, "\(generic.text)")

    let qualified = try CompilerClient.typecheck(
      """
      import DelegateKit
      enum Outer { @Delegate protocol Base: AnyObject { @Optional func didBase() } }
      @Delegate protocol Top: AnyObject { @Optional func didTop() }
      @Delegate protocol Child: Outer.Base, main.Top { @Optional func didChild() }
      @ExactResponder final class Screen: Child { func didChild() {} }
      """,
      compiling: true
    )
    #expect(qualified.status == 0, "each implied parent is answered by Child: \(qualified.text)")
  }
}
