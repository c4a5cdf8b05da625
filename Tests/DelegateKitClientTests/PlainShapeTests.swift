import DelegateKit
import DelegateKitClientFixtures
import Testing

/// Implements every requirement of `PlainDelegate`.
final class FullPlain: PlainDelegate {
  let name: String
  let journal: Journal

  init(_ name: String, journal: Journal) {
    self.name = name
    self.journal = journal
  }

  func didChange(_ value: Int) { journal.record("\(name).didChange(\(value))") }
  func title(for value: Int) -> String { "\(name) \(value)" }
  func willChange(_ value: Int) { journal.record("\(name).willChange(\(value))") }
  func limit() -> Int { 99 }
  func subtitle(for value: Int) -> String? { "\(name) subtitle" }
}

/// Implements only the required requirements of `PlainDelegate`.
final class MinimalPlain: PlainDelegate {
  let name: String
  let journal: Journal

  init(_ name: String, journal: Journal) {
    self.name = name
    self.journal = journal
  }

  func didChange(_ value: Int) { journal.record("\(name).didChange(\(value))") }
  func title(for value: Int) -> String { "\(name) \(value)" }
}

final class Booking: VenueDelegate {
  var booked: [Seat] = []
  func venueDidBook(_ seat: Seat) { booked.append(seat) }
  func venueLabel(for seat: Seat) -> String { "Row \(seat.row)" }
}

final class Validator: ThrowingDelegate {
  let name: String
  let journal: Journal
  let failing: Bool

  init(_ name: String, journal: Journal, failing: Bool = false) {
    self.name = name
    self.journal = journal
    self.failing = failing
  }

  func validate(_ value: Int) throws {
    journal.record("\(name).validate")
    if failing { throw ClientError(code: value) }
  }

  func check(_ value: Int) throws(ClientError) -> Bool {
    if failing { throw ClientError(code: -value) }
    return value > 0
  }

  func parse(_ text: String) throws(ClientError) -> Int {
    guard let number = Int(text) else { throw ClientError(code: 400) }
    return number
  }
}

final class FeedScreen: Feed.Delegate, Feed.Page.Delegate {
  var loaded = 0
  var shown: [Int] = []
  func feedDidLoad(_ count: Int) { loaded += count }
  func pageDidShow(_ index: Int) { shown.append(index) }
}

@Suite("A client's plain, public, throwing and nested protocols")
struct PlainShapeTests {
  @Test("Multicast: void calls reach every delegate, values come from the first implementer")
  func plainMulticast() {
    let journal = Journal()
    let minimal = MinimalPlain("m", journal: journal)
    let full = FullPlain("f", journal: journal)
    let multicast = PlainDelegateMulticast()
    #expect(multicast.limit() == 10, "no delegate: the default")
    #expect(multicast.subtitle(for: 1) == nil)
    multicast.add(minimal)
    #expect(multicast.limit() == 10, "the only delegate relies on the default")
    multicast.add(full)
    multicast.didChange(1)
    multicast.willChange(2)
    #expect(multicast.title(for: 3) == "m 3")
    #expect(multicast.limit() == 99, "the first implementer answers")
    #expect(multicast.subtitle(for: 4) == "f subtitle")
    #expect(journal.entries == ["m.didChange(1)", "f.didChange(1)", "f.willChange(2)"])
    #expect(multicast.count == 2)
    #expect(multicast.responds(to: .limit))
  }

  @Test("Proxy: the one delegate answers, or the default when it does not implement one")
  func plainProxy() {
    let journal = Journal()
    let full = FullPlain("f", journal: journal)
    let minimal = MinimalPlain("m", journal: journal)
    let proxy = PlainDelegateProxy(full)
    proxy.didChange(1)
    #expect(proxy.title(for: 2) == "f 2")
    #expect(proxy.limit() == 99)
    proxy.delegate = minimal
    proxy.willChange(3)
    #expect(proxy.limit() == 10)
    #expect(proxy.subtitle(for: 4) == nil)
    #expect(journal.entries == ["f.didChange(1)"])
    proxy.delegate = nil
    #expect(!proxy.hasDelegate)
  }

  @Test("Router: calls reach the selected key's delegate, else the default delegate")
  func plainRouter() {
    let journal = Journal()
    let full = FullPlain("f", journal: journal)
    let minimal = MinimalPlain("m", journal: journal)
    let router = PlainDelegateRouter<String>()
    router.setDelegate(full, for: "full")
    router.setDefaultDelegate(minimal)
    #expect(router.title(for: 1) == "m 1")
    #expect(router.limit() == 10)
    router.select("full")
    router.didChange(2)
    #expect(router.title(for: 3) == "f 3")
    #expect(router.limit() == 99)
    router.select("nobody")
    router.willChange(4)
    #expect(journal.entries == ["f.didChange(2)"])
  }

  @Test("A public protocol with a parameter type from another module")
  func publicProtocol() {
    let booking = Booking()
    let multicast = VenueDelegateMulticast()
    #expect(multicast.venueLabel(for: Seat(row: 1)) == "Seat")
    multicast.add(booking)
    multicast.venueDidBook(Seat(row: 2))
    #expect(multicast.venueLabel(for: Seat(row: 3)) == "Row 3")
    let proxy = VenueDelegateProxy(booking)
    proxy.venueDidBook(Seat(row: 4))
    let router = VenueDelegateRouter<Int>()
    router.setDelegate(booking, for: 1)
    router.select(1)
    router.venueDidBook(Seat(row: 5))
    #expect(router.venueLabel(for: Seat(row: 6)) == "Row 6")
    #expect(booking.booked == [Seat(row: 2), Seat(row: 4), Seat(row: 5)])
  }

  @Test("throws stops at the first error; typed throws keep their type")
  func throwing() throws {
    let journal = Journal()
    let good = Validator("good", journal: journal)
    let bad = Validator("bad", journal: journal, failing: true)
    let after = Validator("after", journal: journal)
    let multicast = ThrowingDelegateMulticast()
    #expect(try multicast.parse("x") == 0, "no delegate: the default")
    for validator in [good, bad, after] { multicast.add(validator) }
    #expect(throws: ClientError(code: 5)) { try multicast.validate(5) }
    #expect(journal.entries == ["good.validate", "bad.validate"])
    #expect(try multicast.check(1))
    #expect(try multicast.parse("12") == 12)
    let proxy = ThrowingDelegateProxy(bad)
    do {
      _ = try proxy.check(2)
      Issue.record("expected an error")
    } catch {
      let typed: ClientError = error  // compiles only if the error stays typed
      #expect(typed.code == -2)
    }
    let router = ThrowingDelegateRouter<Int>()
    router.setDefaultDelegate(good)
    #expect(throws: ClientError(code: 400)) { try router.parse("x") }
    try router.validate(1)
  }

  @Test("Nested protocols: the generated types are members of the enclosing types")
  func nested() {
    let screen = FeedScreen()
    let multicast = Feed.DelegateMulticast()
    multicast.add(screen)
    multicast.feedDidLoad(2)
    #expect(multicast.pageSize() == 3)
    let proxy = Feed.DelegateProxy(screen)
    proxy.feedDidLoad(1)
    let router = Feed.DelegateRouter<Int>()
    router.setDefaultDelegate(screen)
    router.feedDidLoad(4)
    #expect(screen.loaded == 7)
    let pages = Feed.Page.DelegateMulticast()
    pages.add(screen)
    pages.pageDidShow(1)
    Feed.Page.DelegateProxy(screen).pageDidShow(2)
    let pageRouter = Feed.Page.DelegateRouter<Int>()
    pageRouter.setDelegate(screen, for: 0)
    pageRouter.select(0)
    pageRouter.pageDidShow(3)
    #expect(screen.shown == [1, 2, 3])
  }
}
