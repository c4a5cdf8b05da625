// Requirements with an `isolated` parameter, which run on the actor they are handed, as
// actor-based code declares them (`func reduce(into store: isolated Store)`). The generated
// types forward the actor as they got it, so each delegate runs on that actor, and the
// caller awaits the call from outside it.
import DelegateKit
import Testing

actor LedgerStore {
  var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}

@Delegate
protocol LedgerDelegate: AnyObject, Sendable {
  func record(_ entry: String, in store: isolated LedgerStore)
  @Optional func reset(_ store: isolated LedgerStore)
  @Optional(default: -1) func count(in store: isolated LedgerStore) -> Int
  @Optional func actorName(_ actor: isolated (any Actor)?) -> String?
}

final class Ledger: LedgerDelegate, Sendable {
  let name: String
  init(_ name: String) { self.name = name }

  func record(_ entry: String, in store: isolated LedgerStore) {
    // No await: the requirement runs on the store's actor.
    store.entries.append("\(name): \(entry)")
  }

  func count(in store: isolated LedgerStore) -> Int { store.entries.count }

  func actorName(_ actor: isolated (any Actor)?) -> String? {
    actor.map { "\(type(of: $0))" }
  }
}

final class QuietLedger: LedgerDelegate, Sendable {
  func record(_ entry: String, in store: isolated LedgerStore) {
    store.entries.append("quiet: \(entry)")
  }
}

@Suite("Requirements with an isolated parameter")
struct IsolatedParameterTests {
  @Test("A multicast runs each delegate on the actor it is handed")
  func multicastOnTheActor() async {
    let store = LedgerStore()
    let multicast = LedgerDelegateMulticast()
    let first = Ledger("first")
    let quiet = QuietLedger()
    multicast.add(first)
    multicast.add(quiet)
    await multicast.record("opened", in: store)
    #expect(await store.entries == ["first: opened", "quiet: opened"])
    // The first implementer answers; the quiet one relies on the default, which is skipped.
    #expect(await multicast.count(in: store) == 2)
    await multicast.reset(store)
    #expect(await store.entries.count == 2)
    #expect(await multicast.actorName(store) == "LedgerStore")
    // With no actor the call is synchronous.
    #expect(multicast.actorName(nil) == nil)
  }

  @Test("A proxy with no implementer of an optional requirement answers its default")
  func proxyDefault() async {
    let store = LedgerStore()
    let proxy = LedgerDelegateProxy()
    let quiet = QuietLedger()
    proxy.delegate = quiet
    #expect(await proxy.count(in: store) == -1)
    await proxy.record("kept", in: store)
    #expect(await store.entries == ["quiet: kept"])
  }

  @Test("A router reaches the selected key's delegate on the actor")
  func routerOnTheActor() async {
    let store = LedgerStore()
    let router = LedgerDelegateRouter<Int>()
    let first = Ledger("first")
    let second = Ledger("second")
    router.setDelegate(first, for: 1)
    router.setDelegate(second, for: 2)
    router.select(2)
    await router.record("routed", in: store)
    #expect(await store.entries == ["second: routed"])
  }
}
