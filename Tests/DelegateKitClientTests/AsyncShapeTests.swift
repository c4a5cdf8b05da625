// Issue 7, section 2: async requirements in a plain (non-isolated, non-Sendable) protocol,
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
