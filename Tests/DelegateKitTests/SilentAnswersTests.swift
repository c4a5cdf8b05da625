import DelegateKit
import Testing

// Regression tests for answers that were wrong without any error: a default that counted
// for the wrong requirement, a generated type that hid the delegates after it, and a
// completion handler called once per delegate or never.

@Delegate
protocol Layout: AnyObject {
  @Optional func layoutDidChange()
  @Optional(default: 44) func rowHeight() -> Int
  @Optional(default: 0) func spacing() -> Int
  @Optional func layoutWillChange()
}

/// Implements `layoutDidChange()` and `rowHeight()` by calling its own `spacing()` and
/// `layoutWillChange()`, which it leaves to their defaults.
private final class NestedDefaults: Layout {
  var changes = 0
  func layoutDidChange() {
    layoutWillChange()
    changes += 1
  }
  func rowHeight() -> Int { 30 + spacing() }
}

@Delegate
protocol Search: AnyObject {
  @Optional(default: "Search") func placeholder() -> String
  @Optional func searchDidBegin()
  @Optional(completing: [String]()) func suggestions(for text: String, completion: @escaping ([String]) -> Void)
  func results(for text: String, completion: @escaping ([String]) -> Void)
}

private final class People: Search {
  var begins = 0
  func placeholder() -> String { "Find people" }
  func searchDidBegin() { begins += 1 }
  func suggestions(for text: String, completion: @escaping ([String]) -> Void) { completion(["Ada"]) }
  func results(for text: String, completion: @escaping ([String]) -> Void) { completion(["Ada Lovelace"]) }
}

private final class Units: Search {
  func placeholder() -> String { "Find units" }
  func results(for text: String, completion: @escaping ([String]) -> Void) { completion(["Unit 7"]) }
}

@Suite("Silent wrong answers")
struct SilentAnswersTests {
  @Test("A default called inside an implementation counts only for its own requirement")
  func nestedDefaults() {
    let delegate = NestedDefaults()
    let multicast = LayoutMulticast()
    multicast.add(delegate)
    for _ in 0..<3 { multicast.layoutDidChange() }
    #expect(delegate.changes == 3)
    #expect(multicast.rowHeight() == 30)
    #expect(multicast.rowHeight() == 30)
    #expect(multicast.responds(to: .layoutDidChange))
    #expect(multicast.responds(to: .rowHeight))
    // Not called through the multicast yet, so not known; a first call settles it.
    multicast.layoutWillChange()
    _ = multicast.spacing()
    #expect(!multicast.responds(to: .layoutWillChange))
    #expect(!multicast.responds(to: .spacing))

    let proxy = LayoutProxy(delegate)
    #expect(proxy.rowHeight() == 30)
    proxy.layoutDidChange()
    #expect(delegate.changes == 4)
    #expect(proxy.responds(to: .rowHeight))
  }

  @Test("A proxy with nobody behind it passes the call to the delegates after it")
  func emptyProxyInMulticast() {
    let empty = SearchProxy()
    let people = People()
    let multicast = SearchMulticast()
    multicast.add(empty)
    multicast.add(people)
    #expect(multicast.placeholder() == "Find people")
    #expect(multicast.responds(to: .placeholder))
    multicast.searchDidBegin()
    #expect(people.begins == 1)

    // The proxy's answer is never cached: once it has a delegate, it answers first.
    let units = Units()
    empty.delegate = units
    #expect(multicast.placeholder() == "Find units")
    empty.delegate = nil
    #expect(multicast.placeholder() == "Find people")
  }

  @Test("A router's answer follows its selection inside a multicast")
  func routerInMulticast() {
    let people = People()
    let units = Units()
    let router = SearchRouter<Int>()
    router.setDelegate(people, for: 0)
    router.setDelegate(units, for: 1)
    let fallback = People()
    let multicast = SearchMulticast()
    multicast.add(router)
    multicast.add(fallback)

    router.select(1)
    // Units leaves searchDidBegin to its default: the router reports that, and the
    // multicast moves on to the next delegate.
    multicast.searchDidBegin()
    #expect(fallback.begins == 1)
    #expect(multicast.placeholder() == "Find units")
    router.select(0)
    multicast.searchDidBegin()
    #expect(people.begins == 1)
    #expect(fallback.begins == 2)
    #expect(multicast.placeholder() == "Find people")
    router.select(nil)
    #expect(multicast.placeholder() == "Find people")
    #expect(!router.responds(to: .placeholder))
    #expect(multicast.responds(to: .placeholder))
  }

  @Test("A nested multicast with no implementer is skipped, with or without a default of its own")
  func multicastInMulticast() {
    let inner = SearchMulticast()
    let outer = SearchMulticast()
    outer.add(inner)
    #expect(outer.placeholder() == "Search")
    #expect(!outer.responds(to: .placeholder))
    let units = Units()
    inner.add(units)
    #expect(outer.placeholder() == "Find units")
    #expect(outer.responds(to: .placeholder))
  }

  @Test("A multicast hands a completion handler to one delegate, so it is called once")
  func handlerCalledOnce() {
    let multicast = SearchMulticast()
    let people = People()
    let units = Units()
    multicast.add(units)
    multicast.add(people)
    var calls: [[String]] = []
    multicast.results(for: "a") { calls.append($0) }
    #expect(calls == [["Unit 7"]])

    // Units leaves suggestions to its default: probing it does not call the handler, and
    // People, the first implementer, does.
    calls = []
    multicast.suggestions(for: "a") { calls.append($0) }
    multicast.suggestions(for: "a") { calls.append($0) }
    #expect(calls == [["Ada"], ["Ada"]])
  }

  @Test("An optional completion handler nobody implements is completed with the declared arguments")
  func handlerCompletedByDefault() {
    var calls: [[String]] = []
    SearchMulticast().suggestions(for: "a") { calls.append($0) }
    SearchProxy().suggestions(for: "a") { calls.append($0) }
    SearchRouter<Int>().suggestions(for: "a") { calls.append($0) }
    let units = Units()
    SearchProxy(units).suggestions(for: "a") { calls.append($0) }
    units.suggestions(for: "a") { calls.append($0) }
    #expect(calls == [[], [], [], [], []])
  }
}
