import DelegateKit
import Testing

// Protocol declarations and defaults, as a client writes them.

// `where Self: SomeClass` and `protocol P: SomeClass` are refused by the macro, since the
// generated classes cannot subclass: see DelegateMacroDiagnosticTests.

// MARK: AnyObject & Sendable spelled as a composition

// A composition is read member by member: class-bound and Sendable.
@Delegate
protocol StoreObserver: AnyObject & Sendable {
  func storeDidChange(_ key: String)
}

final class StoreLog: StoreObserver {
  let journal = SharedJournal()
  func storeDidChange(_ key: String) { journal.record(key) }
}

// MARK: A user type named Key in scope

// The router's generic parameter is `_$Key`, so a user's `Key` keeps its meaning.
struct Key: Hashable {
  let code: Int
}

@Delegate
protocol KeyboardDelegate: AnyObject {
  func keyPressed(_ key: Key)
}

final class Keyboard: KeyboardDelegate {
  var pressed: [Int] = []
  func keyPressed(_ key: Key) { pressed.append(key.code) }
}

// MARK: @MainActor and Sendable together

// Main-actor and Sendable: the storage is a Sendable list, with no `nonisolated(unsafe)`.
@MainActor
@Delegate
protocol PanelDelegate: AnyObject, Sendable {
  func panelDidOpen(_ name: String)
  @Optional(default: 1) func panelWidth() -> Int
}

@MainActor
final class Panel: PanelDelegate {
  var opened: [String] = []
  func panelDidOpen(_ name: String) { opened.append(name) }
}

// MARK: Defaults that need the return type: an implicit member, and nil

// A macro's arguments are type-checked where the attribute is written, before the macro
// runs, where `.delete` has no type: write `EditingStyle.delete`. `nil` has an overload of
// `@Optional(default:)` of its own.
enum EditingStyle: Sendable {
  case none, delete, insert
}

@Delegate
protocol TableDelegate: AnyObject {
  @Optional(default: EditingStyle.delete) func editingStyle(_ row: Int) -> EditingStyle
  @Optional(default: nil) func title(_ row: Int) -> String?
}

final class Table: TableDelegate {
  func editingStyle(_ row: Int) -> EditingStyle { .insert }
}

final class PlainTable: TableDelegate {}

// MARK: Overloads

// Cases are named from base name and argument labels (an unlabeled parameter after the
// first adds its name), so an overload with another Swift name renames nothing. Overloads
// with the same Swift name (`reload(_:)` taking an `Int` or a `String`) add their parameter
// types, and only those.
@Delegate
protocol SingleReloadDelegate: AnyObject {
  func reload(_ row: Int)
}

@Delegate
protocol OverloadedReloadDelegate: AnyObject {
  func reload(all: Bool)
  func reload(_ row: Int)
  func reload(_ row: Int, animated: Bool)
  func reload(_ name: String, _ row: Int)
  func reload(_ name: String, _ section: String)
}

final class Reloader: SingleReloadDelegate, OverloadedReloadDelegate {
  var reloads: [String] = []
  func reload(all: Bool) { reloads.append("all") }
  func reload(_ row: Int) { reloads.append("\(row)") }
  func reload(_ row: Int, animated: Bool) { reloads.append("\(row) \(animated)") }
  func reload(_ name: String, _ row: Int) { reloads.append("\(name) \(row)") }
  func reload(_ name: String, _ section: String) { reloads.append("\(name) \(section)") }
}

@Suite("Protocol declarations and defaults, as a client writes them")
struct DeclarationCaseTests {
  @Test("Overloads reach the overload called; adding one does not rename the others' cases")
  func overloads() {
    let reloader = Reloader()
    let multicast = OverloadedReloadDelegateMulticast()
    multicast.add(reloader)
    multicast.reload(all: true)
    multicast.reload(1)
    multicast.reload(2, animated: true)
    OverloadedReloadDelegateProxy(reloader).reload(3)
    let router = OverloadedReloadDelegateRouter<Int>()
    router.setDefaultDelegate(reloader)
    router.reload(all: false)
    router.reload("a", 4)
    router.reload("a", "b")
    #expect(reloader.reloads == ["all", "1", "2 true", "3", "all", "a 4", "a b"])
    let overloaded = OverloadedReloadDelegateRequirement.allCases.map { "\($0)" }
    #expect(overloaded == ["reloadAll", "reload", "reloadAnimated", "reloadRow", "reloadSection"])
    let single = SingleReloadDelegateRequirement.allCases.map { "\($0)" }
    #expect(single == ["reload"], "reload(_:) keeps its case when overloads with other labels are added")
  }

  @Test("Each requirement's raw value converts back to it, and no other value converts")
  func rawValues() {
    for requirement in PanelDelegateRequirement.allCases {
      #expect(PanelDelegateRequirement(rawValue: requirement.rawValue) == requirement)
    }
    #expect(PanelDelegateRequirement.panelDidOpen.rawValue == -1)
    #expect(PanelDelegateRequirement.panelWidth.rawValue == 0)
    #expect(PanelDelegateRequirement(rawValue: 1) == nil)
    #expect(PanelDelegateRequirement(rawValue: -2) == nil)
    let overloads = OverloadedReloadDelegateRequirement.allCases
    #expect(overloads.map { OverloadedReloadDelegateRequirement(rawValue: $0.rawValue) } == overloads)
  }

}

// MARK: A protocol constrained to a class

/// A class that delegates must be subclasses of. `nonisolated`, so that it stays a plain
/// class where the default isolation is the main actor.
nonisolated class BaseController {
  var loads = 0
  init() {}
}

/// `protocol P: SomeClass`: the generated types must be subclasses too, which
/// `subclassing:` says; otherwise the macro takes `BaseController` for a parent protocol.
@Delegate(subclassing: BaseController.self)
protocol ControllerDelegate: BaseController {
  @Optional func controllerDidLoad()
}

nonisolated final class LoadingController: BaseController, ControllerDelegate {
  func controllerDidLoad() { loads += 1 }
}

@Suite("A protocol constrained to a class")
struct ClassConstrainedTests {
  @Test("The generated multicast subclasses the class and forwards")
  func subclassing() {
    let controller = LoadingController()
    let multicast = ControllerDelegateMulticast()
    multicast.add(controller)
    multicast.controllerDidLoad()
    #expect(controller.loads == 1)
    let base: BaseController = multicast
    #expect(base.loads == 0)
  }
}
