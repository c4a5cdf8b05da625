import DelegateKit
import Testing

@MainActor
final class Screen: ScreenDelegate {
  let name: String
  var events: [String] = []
  init(_ name: String) { self.name = name }

  func screenDidAppear(_ name: String) { events.append("appear \(name)") }
  func screenTitle() -> String { "\(name) title" }

  func screenWillDisappear(_ name: String) async {
    await Task.yield()
    events.append("disappear \(name)")
  }

  func screenLoad(_ id: Int) async throws -> String {
    if id < 0 { throw ClientError(code: id) }
    return "\(name) \(id)"
  }
}

@MainActor
final class QuietScreen: ScreenDelegate {
  var appeared = 0
  func screenDidAppear(_ name: String) { appeared += 1 }
  func screenLoad(_ id: Int) async throws -> String { "quiet" }
}

/// A `Sendable` observer: its state is behind a lock.
final class Evictions: CacheObserver {
  let journal = SharedJournal()
  let name: String
  init(_ name: String) { self.name = name }

  func cacheDidEvict(_ key: String) { journal.record("\(name) evict \(key)") }
  func cacheShouldEvict(_ key: String) -> Bool { key != "keep" }

  func cacheDidClear() async {
    await Task.yield()
    journal.record("\(name) clear")
  }

  func cacheLoad(_ key: String) async throws -> Int {
    guard let value = Int(key) else { throw ClientError(code: 404) }
    return value
  }
}

@Suite("A client's main-actor and Sendable protocols")
struct IsolatedShapeTests {
  @Test("Main-actor protocol: sync and async calls through multicast, proxy and router")
  @MainActor
  func mainActor() async throws {
    let home = Screen("home")
    let quiet = QuietScreen()
    let multicast = ScreenDelegateMulticast()
    multicast.add(quiet)
    #expect(multicast.screenTitle() == "untitled")
    multicast.add(home)
    multicast.screenDidAppear("now")
    #expect(multicast.screenTitle() == "home title")
    await multicast.screenWillDisappear("soon")
    #expect(try await multicast.screenLoad(1) == "quiet")
    #expect(home.events == ["appear now", "disappear soon"])
    #expect(quiet.appeared == 1)
    let proxy = ScreenDelegateProxy(home)
    #expect(try await proxy.screenLoad(2) == "home 2")
    await #expect(throws: ClientError(code: -1)) { try await proxy.screenLoad(-1) }
    let router = ScreenDelegateRouter<Int>()
    router.setDelegate(home, for: 1)
    router.setDefaultDelegate(quiet)
    #expect(router.screenTitle() == "untitled")
    router.select(1)
    await router.screenWillDisappear("later")
    #expect(home.events.last == "disappear later")
  }

  @Test("Sendable protocol: the generated types are used from several tasks")
  func sendableConcurrently() async throws {
    let a = Evictions("a")
    let b = Evictions("b")
    let multicast = CacheObserverMulticast()
    multicast.add(a)
    multicast.add(b)
    #if DELEGATEKIT_CLIENT_MAIN_ACTOR
    // Under main-actor default isolation the protocol itself is main-actor isolated.
    for task in 0..<4 { multicast.cacheDidEvict("k\(task)") }
    #else
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        group.addTask { multicast.cacheDidEvict("k\(task)") }
      }
    }
    #endif
    #expect(a.journal.entries.sorted() == ["a evict k0", "a evict k1", "a evict k2", "a evict k3"])
    #expect(b.journal.entries.count == 4)
    #expect(multicast.cacheShouldEvict("keep") == false)
    await multicast.cacheDidClear()
    #expect(a.journal.entries.last == "a clear" && b.journal.entries.last == "b clear")
    #expect(try await multicast.cacheLoad("12") == 12)
    let proxy = CacheObserverProxy(a)
    let fromTask = try await Task.detached { try await proxy.cacheLoad("3") }.value
    #expect(fromTask == 3)
    let router = CacheObserverRouter<String>()
    router.setDelegate(b, for: "b")
    #expect(router.cacheShouldEvict("x") == true, "no delegate: the default")
    router.select("b")
    #if DELEGATEKIT_CLIENT_MAIN_ACTOR
    router.cacheDidEvict("routed")
    #else
    await Task.detached { router.cacheDidEvict("routed") }.value
    #endif
    #expect(b.journal.entries.last == "b evict routed")
    await #expect(throws: ClientError(code: 404)) { try await router.cacheLoad("x") }
  }
}
