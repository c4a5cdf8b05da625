import DelegateKit
import Testing

/// Implements every requirement of `ParameterDelegate`.
final class FullParameters: ParameterDelegate {
  let name: String
  init(_ name: String) { self.name = name }

  func adjust(_ value: inout Int) { value += 1 }
  func unnamed(_ number: Int, _ text: String) -> String { "\(name):\(number)\(text)" }
  func register(_ handler: @escaping @Sendable (Int) -> Void) { handler(7) }
  func visit(_ body: (Int) -> Void) { body(1) }
  func transform<T: Equatable>(_ value: T, with body: (T) -> T) -> T? { body(value) }
  func describe<T>(_ value: T) -> String? where T: CustomStringConvertible { "\(name) \(value)" }
}

/// Implements only the required requirements of `ParameterDelegate`.
final class MinimalParameters: ParameterDelegate {
  func adjust(_ value: inout Int) { value *= 10 }
  func unnamed(_: Int, _: String) -> String { "minimal" }
  func register(_ handler: @escaping @Sendable (Int) -> Void) { handler(1) }
}

final class Row: PropertyDelegate {
  let name: String
  var title: String
  init(_ name: String) {
    self.name = name
    self.title = name
  }
}

final class TallRow: PropertyDelegate {
  let name = "tall"
  var title = "tall"
  var rowHeight: Int { 88 }
  var footer: String? { "footer" }
}

final class Voter: CombiningDelegate {
  let number: Int
  let editable: Bool
  let highlight: Bool
  let noteText: String?
  let items: [String]

  init(_ number: Int, editable: Bool, highlight: Bool, note: String?, items: [String]) {
    self.number = number
    self.editable = editable
    self.highlight = highlight
    self.noteText = note
    self.items = items
  }

  func order(_ row: Int) -> Int { number }
  func badge(_ row: Int) -> Int { number * 10 }
  func canEdit(_ row: Int) -> Bool { editable }
  func wantsHighlight(_ row: Int) -> Bool { highlight }
  func note(_ row: Int) -> String? { noteText }
  func menuItems(_ row: Int) -> [String] { items }
}

/// Records the values an escaping handler receives; the handler may run on any thread.
final class Received: Sendable {
  private let journal = SharedJournal()
  func handler() -> @Sendable (Int) -> Void { { [journal] in journal.record("\($0)") } }
  var values: [String] { journal.entries }
}

@Suite("A client's parameters, properties and combine strategies")
struct ValueShapeTests {
  @Test("inout passes through every delegate in turn; unnamed parameters are forwarded")
  func inoutAndUnnamed() {
    let full = FullParameters("f")
    let minimal = MinimalParameters()
    let multicast = ParameterDelegateMulticast()
    multicast.add(full)
    multicast.add(minimal)
    var value = 1
    multicast.adjust(&value)
    #expect(value == 20)
    #expect(multicast.unnamed(1, "a") == "f:1a")
    let proxy = ParameterDelegateProxy(minimal)
    proxy.adjust(&value)
    #expect(value == 200)
    let router = ParameterDelegateRouter<Int>()
    router.setDefaultDelegate(full)
    router.adjust(&value)
    #expect(value == 201)
    #expect(router.unnamed(2, "b") == "f:2b")
  }

  @Test("Escaping and non-escaping closures, generic methods with constraints")
  func closuresAndGenerics() {
    let full = FullParameters("f")
    let minimal = MinimalParameters()
    let multicast = ParameterDelegateMulticast()
    multicast.add(minimal)
    multicast.add(full)
    let received = Received()
    multicast.register(received.handler())
    #expect(received.values == ["1", "7"])
    var visited: [Int] = []
    multicast.visit { visited.append($0) }
    #expect(visited == [1])
    #expect(multicast.transform(3) { $0 * 2 } == 6)
    #expect(multicast.transform("x") { $0 + "y" } == "xy")
    #expect(multicast.describe(5) == "f 5")
    let proxy = ParameterDelegateProxy(minimal)
    #expect(proxy.transform(3) { $0 * 2 } == nil, "not implemented: the default")
    #expect(proxy.describe(5) == nil)
    let router = ParameterDelegateRouter<String>()
    router.setDelegate(full, for: "f")
    router.select("f")
    #expect(router.transform(2) { $0 + 1 } == 3)
    router.visit { visited.append($0 * 100) }
    #expect(visited == [1, 100])
  }

  @Test("Properties: a get asks the first delegate, a set reaches all, optional gets default")
  func properties() {
    let first = Row("first")
    let second = Row("second")
    let multicast = PropertyDelegateMulticast()
    multicast.add(first)
    multicast.add(second)
    #expect(multicast.name == "first")
    #expect(multicast.title == "first")
    multicast.title = "both"
    #expect(first.title == "both" && second.title == "both")
    #expect(multicast.rowHeight == 44)
    #expect(multicast.footer == nil)
    let tall = TallRow()
    multicast.add(tall)
    #expect(multicast.rowHeight == 88)
    #expect(multicast.footer == "footer")
    let proxy = PropertyDelegateProxy(first)
    proxy.title = "proxied"
    #expect(first.title == "proxied")
    #expect(proxy.rowHeight == 44)
    let router = PropertyDelegateRouter<Int>()
    router.setDelegate(tall, for: 1)
    router.setDefaultDelegate(second)
    #expect(router.rowHeight == 44)
    router.select(1)
    #expect(router.rowHeight == 88)
    router.title = "routed"
    #expect(tall.title == "routed" && second.title == "both")
  }

  @Test("Combine strategies: first, last, all, any, firstNonNil, collect")
  func strategies() {
    let yes = Voter(1, editable: true, highlight: false, note: nil, items: ["cut"])
    let no = Voter(2, editable: false, highlight: true, note: "n", items: ["copy", "paste"])
    let multicast = CombiningDelegateMulticast()
    #expect(multicast.wantsHighlight(0) == false, "no delegate: the default")
    #expect(multicast.note(0) == nil)
    #expect(multicast.menuItems(0) == [])
    multicast.add(yes)
    #expect(multicast.canEdit(0))
    #expect(!multicast.wantsHighlight(0))
    multicast.add(no)
    #expect(multicast.order(0) == 1)
    #expect(multicast.badge(0) == 20)
    #expect(!multicast.canEdit(0))
    #expect(multicast.wantsHighlight(0))
    #expect(multicast.note(0) == "n", "skips the first delegate's nil")
    #expect(multicast.menuItems(0) == ["cut", "copy", "paste"])
    let proxy = CombiningDelegateProxy(no)
    #expect(proxy.menuItems(0) == ["copy", "paste"], "one delegate: its answer")
    let router = CombiningDelegateRouter<Int>()
    router.setDelegate(yes, for: 1)
    router.setDelegate(no, for: 2)
    router.select(1)
    #expect(router.note(0) == nil)
    router.select(2)
    #expect(router.badge(0) == 20)
  }
}

final class Redirecting: ArgumentDefaultDelegate {
  func willSelect(_ sender: String, row: Int) -> Int? { row == 3 ? nil : row + 1 }
}

final class Silent: ArgumentDefaultDelegate {}

@Suite("@Optional(returning:)")
struct ArgumentDefaultTests {
  @Test("With no implementer, the named argument is the answer, call by call")
  func defaultAnswersArgument() {
    let silent = Silent()
    let multicast = ArgumentDefaultDelegateMulticast()
    #expect(multicast.target(from: 1, proposed: 9) == 9)
    multicast.add(silent)
    #expect(multicast.target(from: 1, proposed: 5) == 5)
    #expect(multicast.willSelect("t", row: 2) == 2)
    #expect(silent.willSelect("t", row: 4) == 4)
    let proxy = ArgumentDefaultDelegateProxy()
    #expect(proxy.willSelect("t", row: 7) == 7)
  }

  @Test("An implementer's answer wins, nil included")
  func implementerWins() {
    let redirecting = Redirecting()
    let multicast = ArgumentDefaultDelegateMulticast()
    multicast.add(Silent())
    multicast.add(redirecting)
    #expect(multicast.willSelect("t", row: 1) == 2)
    #expect(multicast.willSelect("t", row: 3) == nil)
    #expect(multicast.target(from: 0, proposed: 6) == 6)
  }
}

final class Combined: CombinedDefaultsDelegate {
  let name = "combined"
  var title = "t"
  func willSelect(_ sender: String, row: Int) -> Int? { row * 10 }
}

@Suite("A @Delegate protocol with only parents")
struct ParentsOnlyTests {
  @Test("Its generated types forward every parent's requirements")
  func forwardsParents() {
    let combined = Combined()
    let multicast = CombinedDefaultsDelegateMulticast()
    multicast.add(combined)
    #expect(multicast.willSelect("t", row: 2) == 20)
    #expect(multicast.target(from: 0, proposed: 3) == 3)
    #expect(multicast.rowHeight == 44)
    #expect(CombinedDefaultsDelegateRequirement.allCases.isEmpty)
    #expect(multicast.responds(to: ArgumentDefaultDelegateRequirement.willSelectRow))
  }
}
