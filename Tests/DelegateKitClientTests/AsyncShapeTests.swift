// Async requirements in a plain (non-isolated, non-Sendable) protocol,
// under the default Swift 6 settings, where such a requirement runs on the global executor.
// The generated closures receive the delegate in a `_$Handover`, so the call may leave the
// caller's isolation.
import DelegateKit
import Testing

@Delegate
protocol LoaderDelegate: AnyObject {
  func load(_ id: Int) async -> String
  @Optional func prepare() async
  func save(_ id: Int) async throws
  @Optional func fetch(_ id: Int) async throws -> [String]?
  @Optional(default: -1) func decode(_ text: String) async throws(ClientError) -> Int
}

final class Loader: LoaderDelegate {
  let name: String
  let journal: Journal
  let failing: Bool

  init(_ name: String, journal: Journal, failing: Bool = false) {
    self.name = name
    self.journal = journal
    self.failing = failing
  }

  func load(_ id: Int) async -> String {
    await Task.yield()
    journal.record("\(name).load(\(id))")
    return "\(name)-\(id)"
  }

  func prepare() async {
    await Task.yield()
    journal.record("\(name).prepare")
  }

  func save(_ id: Int) async throws {
    journal.record("\(name).save(\(id))")
    if failing { throw ClientError(code: id) }
  }

  func fetch(_ id: Int) async throws -> [String]? { [name] }

  func decode(_ text: String) async throws(ClientError) -> Int {
    guard let number = Int(text) else { throw ClientError(code: 400) }
    return number
  }
}

final class MinimalLoader: LoaderDelegate {
  func load(_ id: Int) async -> String { "minimal" }
  func save(_ id: Int) async throws {}
}

@Suite("A client's plain protocol with async requirements")
struct AsyncShapeTests {
  @Test("Multicast: async calls are awaited one delegate after the other")
  func multicast() async throws {
    let journal = Journal()
    let a = Loader("a", journal: journal)
    let b = Loader("b", journal: journal, failing: true)
    let c = Loader("c", journal: journal)
    let multicast = LoaderDelegateMulticast()
    #expect(try await multicast.decode("1") == -1, "no delegate: the default")
    for loader in [a, b, c] { multicast.add(loader) }
    await multicast.prepare()
    #expect(await multicast.load(1) == "a-1")
    await #expect(throws: ClientError(code: 2)) { try await multicast.save(2) }
    #expect(try await multicast.fetch(3) == ["a"])
    #expect(try await multicast.decode("4") == 4)
    #expect(journal.entries == ["a.prepare", "b.prepare", "c.prepare", "a.load(1)", "a.save(2)", "b.save(2)"])
  }

  @Test("Proxy and router: the one delegate, or the defaults")
  func proxyAndRouter() async throws {
    let journal = Journal()
    let a = Loader("a", journal: journal)
    let minimal = MinimalLoader()
    let proxy = LoaderDelegateProxy(minimal)
    await proxy.prepare()
    #expect(try await proxy.fetch(1) == nil)
    #expect(await proxy.load(1) == "minimal")
    let router = LoaderDelegateRouter<Int>()
    router.setDelegate(a, for: 1)
    router.setDefaultDelegate(minimal)
    #expect(try await router.decode("5") == -1)
    router.select(1)
    #expect(try await router.decode("5") == 5)
    await #expect(throws: ClientError(code: 400)) { try await router.decode("x") }
    try await router.save(6)
    #expect(journal.entries == ["a.save(6)"])
  }
}

// MARK: Non-Sendable arguments and results

/// A non-`Sendable` value a delegate receives and returns.
final class Page {
  var rows: [Int]
  init(_ rows: [Int]) { self.rows = rows }
}

/// Async requirements whose arguments and results are not `Sendable`: under the default
/// settings each call leaves the caller's isolation, so the generated member hands its
/// arguments over in a box.
@Delegate
protocol PagerDelegate: AnyObject {
  func pager(_ page: Page, append row: Int) async
  @Optional func pager(_ page: Page, counted: inout Int) async
  @Optional func pager(_ page: Page, merging other: borrowing Page) async -> Page?
  func pagerFirstPage(_ size: Int) async throws -> Page
}

final class Pager: PagerDelegate {
  let offset: Int
  init(offset: Int) { self.offset = offset }

  func pager(_ page: Page, append row: Int) async {
    await Task.yield()
    page.rows.append(row + offset)
  }

  func pager(_ page: Page, counted: inout Int) async {
    counted += page.rows.count
  }

  func pagerFirstPage(_ size: Int) async throws -> Page { Page(Array(0..<size)) }
}

final class MergingPager: PagerDelegate {
  func pager(_ page: Page, append row: Int) async {}
  func pager(_ page: Page, merging other: borrowing Page) async -> Page? { Page(page.rows + other.rows) }
  func pagerFirstPage(_ size: Int) async throws -> Page { Page([]) }
}

@Suite("A client's async requirements with non-Sendable arguments")
struct NonSendableAsyncTests {
  @Test("Every delegate receives the same non-Sendable argument, one after the other")
  func multicast() async throws {
    let multicast = PagerDelegateMulticast()
    let first = Pager(offset: 0)
    let second = Pager(offset: 100)
    let merging = MergingPager()
    for delegate in [first, second, merging] as [any PagerDelegate] { multicast.add(delegate) }
    let page = Page([])
    await multicast.pager(page, append: 1)
    #expect(page.rows == [1, 101])
    var count = 0
    await multicast.pager(page, counted: &count)
    #expect(count == 4, "the two implementers each added the page's 2 rows")
    #expect(await multicast.pager(page, merging: Page([7]))?.rows == [1, 101, 7])
    #expect(try await multicast.pagerFirstPage(3).rows == [0, 1, 2])
  }

  @Test("A proxy with a delegate that leaves the optional requirements to their defaults")
  func proxy() async throws {
    let pager = Pager(offset: 0)
    let proxy = PagerDelegateProxy(pager)
    #expect(await proxy.pager(Page([]), merging: Page([1])) == nil)
    let page = try await proxy.pagerFirstPage(2)
    await proxy.pager(page, append: 5)
    #expect(page.rows == [0, 1, 5])
    withExtendedLifetime(pager) {}
  }
}

// MARK: Completion handlers of async requirements

/// Async requirements that also take a completion handler: the handler reaches one delegate,
/// or the default calls it.
@Delegate
protocol PromptDelegate: AnyObject {
  @Optional(completing: true)
  func prompt(_ text: String, completionHandler: @escaping (Bool) -> Void) async
  func present(_ id: Int, completionHandler: @escaping () -> Void) async
}

final class Prompter: PromptDelegate {
  let name: String
  let answer: Bool
  let journal: Journal

  init(_ name: String, answer: Bool, journal: Journal) {
    self.name = name
    self.answer = answer
    self.journal = journal
  }

  func prompt(_ text: String, completionHandler: @escaping (Bool) -> Void) async {
    await Task.yield()
    journal.record("\(name).prompt(\(text))")
    completionHandler(answer)
  }

  func present(_ id: Int, completionHandler: @escaping () -> Void) async {
    journal.record("\(name).present(\(id))")
    completionHandler()
  }
}

@Suite("A client's async requirements that take a completion handler")
struct AsyncHandlerTests {
  @Test("The first implementer takes the handler, alone; with none, the 'completing:' answer")
  func multicast() async {
    let journal = Journal()
    let multicast = PromptDelegateMulticast()
    await multicast.prompt("nobody") { journal.record("answered \($0)") }
    let a = Prompter("a", answer: false, journal: journal)
    let b = Prompter("b", answer: true, journal: journal)
    multicast.add(a)
    multicast.add(b)
    await multicast.prompt("both") { journal.record("answered \($0)") }
    await multicast.present(1) { journal.record("presented") }
    #expect(
      journal.entries == ["answered true", "a.prompt(both)", "answered false", "a.present(1)", "presented"]
    )
  }
}
