import DelegateKit
import Testing

/// Implements every requirement of `ShapesDelegate`, recording the order of calls.
final class FullShapes: ShapesDelegate, @unchecked Sendable {
  // @unchecked: used from one test task at a time.
  let name: String
  let log: CallLog
  var failValidation = false
  var parseError: ShapeError?

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }

  func load(_ id: Int) async -> String {
    await Task.yield()
    log.entries.append("\(name).load(\(id))")
    return "\(name)-\(id)"
  }

  func prepare() async {
    await Task.yield()
    log.entries.append("\(name).prepare")
  }

  func validate(_ value: Int) throws {
    log.entries.append("\(name).validate")
    if failValidation { throw ShapeError(code: value) }
  }

  func parse(_ text: String) throws(ShapeError) -> Int {
    if let parseError { throw parseError }
    return Int(text) ?? -1
  }

  func adjust(_ value: inout Int) {
    value += 1
  }

  func register(_ handler: @escaping @Sendable (Int) -> Void) {
    handler(7)
  }

  func transform<T: Sendable>(_ value: T, with body: (T) -> T) -> T? {
    body(value)
  }

  func unnamed(_ number: Int, _ text: String) -> String {
    "\(name):\(number)\(text)"
  }

  func fetch(_ id: Int) async throws -> [String]? {
    [name]
  }
}

/// Implements only the required requirements of `ShapesDelegate`.
final class MinimalShapes: ShapesDelegate {
  func load(_ id: Int) async -> String { "minimal" }
  func validate(_ value: Int) throws {}
  func adjust(_ value: inout Int) { value *= 10 }
  func unnamed(_: Int, _: String) -> String { "minimal" }
}

@Suite("Generated code reproduces every requirement shape")
struct ShapeTests {
  @Test("async requirements are awaited one delegate after the other")
  func asyncInOrder() async throws {
    let log = CallLog()
    let a = FullShapes("a", log: log)
    let b = FullShapes("b", log: log)
    let chain = ShapesDelegateMulticast()
    chain.add(a)
    chain.add(b)
    await chain.prepare()
    #expect(await chain.load(1) == "a-1")
    #expect(log.entries == ["a.prepare", "b.prepare", "a.load(1)"])
    #expect(try await chain.fetch(2) == ["a"])
  }

  @Test("The first error stops a throwing broadcast and propagates")
  func throwsStops() {
    let log = CallLog()
    let a = FullShapes("a", log: log)
    let b = FullShapes("b", log: log)
    let c = FullShapes("c", log: log)
    b.failValidation = true
    let chain = ShapesDelegateMulticast()
    for d in [a, b, c] { chain.add(d) }
    #expect(throws: ShapeError(code: 5)) { try chain.validate(5) }
    #expect(log.entries == ["a.validate", "b.validate"])
  }

  @Test("Typed throws keep their error type")
  func typedThrows() throws {
    let log = CallLog()
    let a = FullShapes("a", log: log)
    let chain = ShapesDelegateMulticast()
    chain.add(a)
    #expect(try chain.parse("42") == 42)
    a.parseError = ShapeError(code: 1)
    do {
      _ = try chain.parse("1")
      Issue.record("expected an error")
    } catch {
      let typed: ShapeError = error  // compiles only if the error is typed
      #expect(typed.code == 1)
    }
    let empty = ShapesDelegateMulticast()
    #expect(try empty.parse("9") == 0, "the declared default")
  }

  @Test("inout parameters pass through every delegate in turn")
  func inoutParameters() {
    let chain = ShapesDelegateMulticast()
    let log = CallLog()
    let full = FullShapes("f", log: log)
    let minimal = MinimalShapes()
    chain.add(full)
    chain.add(minimal)
    var value = 1
    chain.adjust(&value)
    #expect(value == 20)
  }

  @Test("Escaping @Sendable closures and generic methods")
  func closuresAndGenerics() {
    let log = CallLog()
    let full = FullShapes("f", log: log)
    let chain = ShapesDelegateMulticast()
    chain.add(MinimalShapes(), retention: .strong)
    chain.add(full)
    let received = ReceivedBox()
    chain.register { received.set($0) }
    #expect(received.value == 7)
    #expect(chain.transform(3) { $0 * 2 } == 6)
    #expect(chain.transform("x") { $0 + "y" } == "xy")
  }

  @Test("Unnamed parameters are forwarded")
  func unnamed() {
    let log = CallLog()
    let chain = ShapesDelegateMulticast()
    let full = FullShapes("f", log: log)
    chain.add(full)
    #expect(chain.unnamed(1, "a") == "f:1a")
    let proxy = ShapesDelegateProxy(full)
    #expect(proxy.unnamed(2, "b") == "f:2b")
  }

  @Test("Properties: a get asks the first delegate, a set reaches all")
  func properties() {
    let first = Settings(title: "first")
    let second = Settings(title: "second")
    let chain = SettingsDelegateMulticast()
    chain.add(first)
    chain.add(second)
    #expect(chain.title == "first")
    chain.title = "both"
    #expect(first.title == "both" && second.title == "both")
    #expect(chain.rowHeight == 44, "nobody implements it: the default")
    let tall = TallSettings()
    chain.add(tall)
    #expect(chain.rowHeight == 88)
  }

  @Test("Combine strategies: all, any, collect, last, firstNonNil")
  func strategies() {
    let yes = Settings(title: "yes", editable: true, highlight: false, items: ["cut"], badge: 1, note: nil)
    let no = Settings(title: "no", editable: false, highlight: true, items: ["copy", "paste"], badge: 2, note: "n")
    let chain = SettingsDelegateMulticast()
    #expect(chain.wantsHighlight(0) == false, "no delegates: the default")
    #expect(chain.menuItems(0) == [])
    chain.add(yes)
    #expect(chain.canEdit(0) == true)
    #expect(chain.wantsHighlight(0) == false)
    chain.add(no)
    #expect(chain.canEdit(0) == false)
    #expect(chain.wantsHighlight(0) == true)
    #expect(chain.menuItems(0) == ["cut", "copy", "paste"])
    #expect(chain.badge(0) == 2)
    #expect(chain.note(0) == "n", "skips the nil from the first delegate")
    #expect(chain.item(at: 1) == "yes 1")
    #expect(chain.item(at: 1, in: 2) == "yes 1.2")
  }
}

/// A thread-safe box for a value set by an escaping closure.
final class ReceivedBox: @unchecked Sendable {
  // @unchecked: written and read on the test's thread only.
  var value: Int?
  func set(_ value: Int) { self.value = value }
}

final class Settings: SettingsDelegate {
  var title: String
  let editable: Bool
  let highlight: Bool
  let items: [String]
  let badgeValue: Int
  let noteValue: String?

  init(
    title: String,
    editable: Bool = true,
    highlight: Bool = false,
    items: [String] = [],
    badge: Int = 0,
    note: String? = nil
  ) {
    self.title = title
    self.editable = editable
    self.highlight = highlight
    self.items = items
    self.badgeValue = badge
    self.noteValue = note
  }

  func canEdit(_ row: Int) -> Bool { editable }
  func wantsHighlight(_ row: Int) -> Bool { highlight }
  func menuItems(_ row: Int) -> [String] { items }
  func badge(_ row: Int) -> Int { badgeValue }
  func note(_ row: Int) -> String? { noteValue }
  func item(at row: Int) -> String { "\(title) \(row)" }
  func item(at row: Int, in section: Int) -> String { "\(title) \(row).\(section)" }
}

final class TallSettings: SettingsDelegate {
  var title = "tall"
  var rowHeight: Int { 88 }
  func canEdit(_ row: Int) -> Bool { true }
  func badge(_ row: Int) -> Int { 0 }
  func item(at row: Int) -> String { "tall" }
  func item(at row: Int, in section: Int) -> String { "tall" }
}
