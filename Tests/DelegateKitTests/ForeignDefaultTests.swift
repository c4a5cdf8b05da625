import DelegateKit
import Testing

// A protocol you do not own, with defaults of its own: a URL form that forwards to a path
// form, and an inset computed from another property, as FileManagerDelegate and PanModal
// have them.

/// The library's protocol and its defaults.
protocol RemovalGate: AnyObject {
  func shouldRemove(atPath path: String) -> Bool
  func shouldRemove(at url: String) -> Bool
  func didRemove(_ path: String)
  var topOffset: Double { get }
  var safeAreaTop: Double { get }
}

extension RemovalGate {
  func shouldRemove(atPath path: String) -> Bool { true }
  func shouldRemove(at url: String) -> Bool { shouldRemove(atPath: "path:" + url) }
  func didRemove(_ path: String) {}
  var topOffset: Double { safeAreaTop + 21 }
}

@Delegate(foreign: RemovalGate.self)
protocol RemovalDelegate: RemovalGate {
  @Combining(.all) @Optional(default: .inherited) func shouldRemove(atPath path: String) -> Bool
  @Combining(.all) @Optional(default: .inherited) func shouldRemove(at url: String) -> Bool
  @Optional(default: .inherited) func didRemove(_ path: String)
  @Optional(default: .inherited) var topOffset: Double { get }
  var safeAreaTop: Double { get }
}

/// Refuses removal by path; implements nothing else.
final class Keeper: RemovalDelegate {
  var asked: [String] = []
  func shouldRemove(atPath path: String) -> Bool {
    asked.append(path)
    return false
  }
  var safeAreaTop: Double { 10 }
}

/// Implements nothing of its own.
final class Plain: RemovalDelegate {
  var safeAreaTop: Double { 5 }
}

@Suite("A protocol you don't own keeps its own defaults")
struct ForeignDefaultTests {
  @Test("A conformer used directly answers as the library says")
  func direct() {
    let keeper = Keeper()
    #expect(!keeper.shouldRemove(at: "u"), "the library's URL default asks the path form")
    #expect(keeper.asked == ["path:u"])
    #expect(keeper.topOffset == 31, "computed from its own answer, not a constant")
  }

  @Test("Through a multicast, a delegate that refuses by path is asked when the URL form is called")
  func multicast() {
    let keeper = Keeper()
    let plain = Plain()
    let multicast = RemovalDelegateMulticast()
    multicast.add(plain)
    multicast.add(keeper)
    #expect(!multicast.shouldRemove(at: "u"))
    #expect(keeper.asked == ["path:u"])
    #expect(multicast.responds(to: .shouldRemoveAt), "every delegate counts: its own or the library's")
    #expect(RemovalDelegateProxy(plain).topOffset == 26)
    withExtendedLifetime((keeper, plain)) {}
  }

  @Test("With no delegate, the generated types answer with the library's defaults")
  func empty() {
    #expect(RemovalDelegateMulticast().shouldRemove(at: "u"))
    #expect(RemovalDelegateProxy().shouldRemove(atPath: "p"))
    RemovalDelegateRouter<Int>().didRemove("p")
  }
}

// A library default that throws, as SwiftIfConfig's `BuildConfiguration` has one for a
// requirement added after its conformers were written.

struct NotImplemented: Error, Equatable {
  let name: String
}

/// The library's protocol, whose newer requirement's default throws.
protocol TargetQuery: AnyObject {
  func isActive(name: String) throws -> Bool
  func pointerWidth() -> Int
}

extension TargetQuery {
  func isActive(name: String) throws -> Bool { throw NotImplemented(name: name) }
}

@Delegate(foreign: TargetQuery.self)
protocol TargetQueryDelegate: TargetQuery {
  @Optional(default: .inherited) func isActive(name: String) throws -> Bool
  func pointerWidth() -> Int
}

/// Knows nothing of the newer requirement.
final class OlderTarget: TargetQueryDelegate {
  func pointerWidth() -> Int { 64 }
}

/// Answers it.
final class NewerTarget: TargetQueryDelegate {
  func isActive(name: String) throws -> Bool { name == "wasm" }
  func pointerWidth() -> Int { 32 }
}

@Suite("A throwing library default, inherited")
struct ThrowingForeignDefaultTests {
  @Test("With no delegate, the library's default throws through the multicast; each delegate answers as it would alone")
  func throwsThrough() throws {
    let multicast = TargetQueryDelegateMulticast()
    #expect(throws: NotImplemented(name: "wasm")) { try multicast.isActive(name: "wasm") }
    let newer = NewerTarget()
    multicast.add(newer)
    #expect(try multicast.isActive(name: "wasm"))
    multicast.remove(newer)
    let older = OlderTarget()
    multicast.add(older)
    #expect(throws: NotImplemented(name: "x")) { try older.isActive(name: "x") }
    #expect(throws: NotImplemented(name: "x")) { try multicast.isActive(name: "x") }
  }
}
