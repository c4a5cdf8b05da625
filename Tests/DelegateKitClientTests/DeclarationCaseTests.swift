import DelegateKit
import Testing

// Issue 7, section 3: protocol declarations and defaults. The pending blocks are built only
// with `-Xswiftc -DDELEGATEKIT_PENDING`; the comment above each is the error it gives today
// (Swift 6.3.1, identical under `-default-isolation MainActor`).

/// A class that delegate protocols below are constrained to.
class BaseController {
  var loaded: [String] = []

  // Explicit: under `-default-isolation MainActor` the implicit initializer is nonisolated
  // and a subclass's main-actor one may not override it.
  init() {}
}

// MARK: where Self: SomeClass

// Today the macro's own check misreads the class constraint:
//   error: @Delegate protocol 'ConstrainedDelegate' must be class-bound, because delegates
//     are held weakly: write 'ConstrainedDelegate: AnyObject' (from macro 'Delegate')
//   fix-it: "Add ': AnyObject'"
// With `: AnyObject where Self: BaseController` the macro accepts it and the generated
// types do not conform:
//   macro expansion @Delegate:34:13: error: 'ConstrainedDelegate' requires that
//     'ConstrainedDelegateMulticast' inherit from 'BaseController'
//   generated line:  final class ConstrainedDelegateMulticast: ConstrainedDelegate {
// (the same for the proxy at 133:13 and the router at 199:13).
#if DELEGATEKIT_PENDING
@Delegate
protocol ConstrainedDelegate where Self: BaseController {
  func controllerDidLoad(_ name: String)
}
#endif

// MARK: protocol P: SomeClass

// Today two misleading errors from the macro:
//   error: @Delegate protocol 'SubclassDelegate' must be class-bound, because delegates are
//     held weakly: write 'SubclassDelegate: AnyObject' (from macro 'Delegate')
//   fix-it: "Add ': AnyObject'"
//   error: @Delegate cannot see the requirements of 'BaseController': declare them in this
//     protocol, or give 'BaseController' its own @Delegate and register delegates for each
// Generated types cannot inherit from a class they do not know how to initialize, so the
// expected outcome is probably a @Delegate diagnostic saying so (an `assertMacro` test);
// the test below is what a forwarding fix would have to pass.
#if DELEGATEKIT_PENDING
@Delegate
protocol SubclassDelegate: BaseController {
  func subclassDidLoad(_ name: String)
}

final class Controller: BaseController, ConstrainedDelegate, SubclassDelegate {
  func controllerDidLoad(_ name: String) { loaded.append(name) }
  func subclassDidLoad(_ name: String) { loaded.append("sub " + name) }
}
#endif

// MARK: AnyObject & Sendable spelled as a composition

//   error: @Delegate protocol 'StoreObserver' must be class-bound, because delegates are
//     held weakly: write 'StoreObserver: AnyObject' (from macro 'Delegate')
//   fix-it: "Add ': AnyObject'"  (the protocol already has it)
//   error: @Delegate cannot see the requirements of 'AnyObject & Sendable': declare them in
//     this protocol, or give 'AnyObject & Sendable' its own @Delegate and register
//     delegates for each (from macro 'Delegate')
#if DELEGATEKIT_PENDING
@Delegate
protocol StoreObserver: AnyObject & Sendable {
  func storeDidChange(_ key: String)
}

final class StoreLog: StoreObserver {
  let journal = SharedJournal()
  func storeDidChange(_ key: String) { journal.record(key) }
}
#endif

// MARK: A user type named Key in scope

//   macro expansion @Delegate:257:33: error: cannot convert value of type 'Key' to expected
//     argument type 'DelegateKitClientTests.Key'
//   generated line:  _$delegate.keyPressed(key)
//   macro expansion @Delegate:199:13: error: type 'KeyboardDelegateRouter<Key>' does not
//     conform to protocol 'KeyboardDelegate'
//   generated line:  final class KeyboardDelegateRouter<Key: Swift.Hashable>: KeyboardDelegate {
//   note: candidate has non-matching type '<Key> (Key) -> ()'
// (the router's generic parameter `Key` shadows the user's type).
#if DELEGATEKIT_PENDING
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
#endif

// MARK: @MainActor and Sendable together

// The expansion emits a warning, an error here (warnings are errors):
//   macro expansion @Delegate:42:11: error: 'nonisolated(unsafe)' is unnecessary for a
//     constant with 'Sendable' type 'ConcurrentDelegateList<any PanelDelegate>', consider
//     removing it
//   generated line:  private nonisolated(unsafe) let _$delegates:
//     DelegateKit.ConcurrentDelegateList<any PanelDelegate>
// (also the proxy's `_$storage` at 157:11 and the router's `_$routes`, a
// `ConcurrentDelegateRouter<Key, any PanelDelegate>`, at 239:11).
#if DELEGATEKIT_PENDING
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
#endif

// MARK: Defaults that need the return type: an implicit member, and nil

// Neither is in the expansion: the attribute's argument is type-checked against
// `macro Optional<Value>(default: Value)` before the macro runs.
//   error: cannot infer contextual base in reference to member 'delete'
//     at  @Optional(default: .delete) func editingStyle(_ row: Int) -> EditingStyle
//   error: generic parameter 'Value' could not be inferred
//     at  @Optional(default: nil) func title(_ row: Int) -> String?
// `@Optional(default: EditingStyle.delete)` and `@Optional(default: String?.none)`
// compile today.
enum EditingStyle: Sendable {
  case none, delete, insert
}

#if DELEGATEKIT_PENDING
@Delegate
protocol TableDelegate: AnyObject {
  @Optional(default: .delete) func editingStyle(_ row: Int) -> EditingStyle
  @Optional(default: nil) func title(_ row: Int) -> String?
}

final class Table: TableDelegate {
  func editingStyle(_ row: Int) -> EditingStyle { .insert }
}

final class PlainTable: TableDelegate {}
#endif

// MARK: Overloads

// Compiles today, but the requirement cases of overloads whose names collide are numbered
// by position: `reload()` and `reload(_:)` give `.reload` and `.reload2`, so adding
// `reload()` above `reload(_:)` renames its case from `.reload` to `.reload2`.
@Delegate
protocol SingleReloadDelegate: AnyObject {
  func reload(_ row: Int)
}

@Delegate
protocol OverloadedReloadDelegate: AnyObject {
  func reload()
  func reload(_ row: Int)
  func reload(_ row: Int, animated: Bool)
}

final class Reloader: SingleReloadDelegate, OverloadedReloadDelegate {
  var reloads: [String] = []
  func reload() { reloads.append("all") }
  func reload(_ row: Int) { reloads.append("\(row)") }
  func reload(_ row: Int, animated: Bool) { reloads.append("\(row) \(animated)") }
}

@Suite("Protocol declarations and defaults from issue 7, section 3")
struct DeclarationCaseTests {
  @Test("Overloads reach the overload called; adding one does not rename the others' cases")
  func overloads() {
    let reloader = Reloader()
    let multicast = OverloadedReloadDelegateMulticast()
    multicast.add(reloader)
    multicast.reload()
    multicast.reload(1)
    multicast.reload(2, animated: true)
    OverloadedReloadDelegateProxy(reloader).reload(3)
    let router = OverloadedReloadDelegateRouter<Int>()
    router.setDefaultDelegate(reloader)
    router.reload()
    #expect(reloader.reloads == ["all", "1", "2 true", "3", "all"])
    let overloaded = OverloadedReloadDelegateRequirement.allCases.map { "\($0)" }
    #expect(Set(overloaded).count == 3)
    let single = SingleReloadDelegateRequirement.allCases.map { "\($0)" }
    // Known issue until the case names come from the labels: today "reload" and "reload2".
    withKnownIssue("issue 7: overload cases are numbered by position") {
      #expect(single[0] == overloaded[1], "reload(_:) keeps its case when reload() is added")
    }
  }

  #if DELEGATEKIT_PENDING
  @Test("Protocols constrained to a class: where Self: BaseController, and P: BaseController")
  func classConstrained() {
    let controller = Controller()
    let constrained = ConstrainedDelegateMulticast()
    constrained.add(controller)
    constrained.controllerDidLoad("a")
    ConstrainedDelegateProxy(controller).controllerDidLoad("b")
    let subclass = SubclassDelegateRouter<Int>()
    subclass.setDefaultDelegate(controller)
    subclass.subclassDidLoad("c")
    #expect(controller.loaded == ["a", "b", "sub c"])
  }

  @Test("AnyObject & Sendable is a Sendable protocol: the generated types are Sendable")
  func composition() async {
    let log = StoreLog()
    let multicast = StoreObserverMulticast()
    multicast.add(log)
    await Task.detached { multicast.storeDidChange("k") }.value
    let proxy = StoreObserverProxy(log)
    await Task.detached { proxy.storeDidChange("p") }.value
    let router = StoreObserverRouter<Int>()
    router.setDefaultDelegate(log)
    router.storeDidChange("r")
    #expect(log.journal.entries == ["k", "p", "r"])
  }

  @Test("A user type named Key does not clash with the router's generic parameter")
  func userKey() {
    let keyboard = Keyboard()
    let router = KeyboardDelegateRouter<String>()
    router.setDelegate(keyboard, for: "main")
    router.select("main")
    router.keyPressed(Key(code: 1))
    let multicast = KeyboardDelegateMulticast()
    multicast.add(keyboard)
    multicast.keyPressed(Key(code: 2))
    KeyboardDelegateProxy(keyboard).keyPressed(Key(code: 3))
    #expect(keyboard.pressed == [1, 2, 3])
  }

  @Test("@MainActor and Sendable together")
  @MainActor
  func mainActorSendable() async {
    let panel = Panel()
    let multicast = PanelDelegateMulticast()
    multicast.add(panel)
    multicast.panelDidOpen("a")
    #expect(multicast.panelWidth() == 1)
    let proxy = PanelDelegateProxy(panel)
    proxy.panelDidOpen("b")
    let router = PanelDelegateRouter<Int>()
    router.setDefaultDelegate(panel)
    router.panelDidOpen("c")
    #expect(panel.opened == ["a", "b", "c"])
  }

  @Test("@Optional(default: .delete) and @Optional(default: nil)")
  func inferredDefaults() {
    let table = Table()
    let plain = PlainTable()
    let multicast = TableDelegateMulticast()
    #expect(multicast.editingStyle(0) == .delete)
    #expect(multicast.title(0) == nil)
    multicast.add(plain)
    #expect(multicast.editingStyle(0) == .delete)
    multicast.add(table)
    #expect(multicast.editingStyle(0) == .insert)
    #expect(TableDelegateProxy(plain).editingStyle(0) == .delete)
    let router = TableDelegateRouter<Int>()
    router.setDefaultDelegate(table)
    #expect(router.editingStyle(0) == .insert)
    #expect(router.title(0) == nil)
  }
  #endif
}
