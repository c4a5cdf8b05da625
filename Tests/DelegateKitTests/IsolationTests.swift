import DelegateKit
import Foundation
import Testing

@MainActor
final class Screen: ScreenDelegate {
  let name: String
  var appeared: [String] = []
  init(_ name: String) { self.name = name }
  func screenDidAppear(_ name: String) { appeared.append(name) }
  func screenTitle(_ name: String) -> String { "\(self.name): \(name)" }
}

@MainActor
final class QuietScreen: ScreenDelegate {
  var appeared = 0
  func screenDidAppear(_ name: String) { appeared += 1 }
}

/// A `Sendable` observer counting under a lock.
final class EvictionCounter: CacheObserver {
  private let count = LockedCount()
  func cacheDidEvict(_ key: String) { count.increment() }
  var value: Int { count.value }
}

final class LockedCount: @unchecked Sendable {
  // @unchecked: a lock box; `count` is only touched while `lock` is held.
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

@Suite("Isolation: main-actor and Sendable protocols")
struct IsolationTests {
  @Test("Main-actor protocols get main-actor types with nonisolated initializers")
  @MainActor
  func mainActor() async {
    let multicast = await makeOffMainActor()
    let screen = Screen("home")
    let quiet = QuietScreen()
    multicast.add(screen)
    multicast.add(quiet)
    multicast.screenDidAppear("now")
    #expect(screen.appeared == ["now"])
    #expect(quiet.appeared == 1)
    #expect(multicast.screenTitle("x") == "home: x")
    await multicast.screenWillDisappear("x")
    let proxy = ScreenDelegateProxy(quiet)
    #expect(proxy.screenTitle("x") == "untitled")
  }

  nonisolated func makeOffMainActor() async -> ScreenDelegateMulticast {
    ScreenDelegateMulticast()
  }

  @Test("Sendable protocols get Sendable types usable from many tasks")
  func sendableUnderConcurrentLoad() async {
    let multicast = CacheObserverMulticast()
    let counters = (0..<4).map { _ in EvictionCounter() }
    for counter in counters { multicast.add(counter) }
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          let extra = EvictionCounter()
          for i in 0..<2_000 {
            multicast.cacheDidEvict("k\(i)")
            if i % 100 == 0 {
              multicast.add(extra)
              _ = multicast.cacheShouldEvict("k")
              multicast.remove(extra)
            }
          }
          _ = task
        }
      }
    }
    #expect(counters.allSatisfy { $0.value == 16_000 })
    #expect(multicast.count == 4)
    #expect(multicast.cacheShouldEvict("k") == true)
    #expect(!multicast.responds(to: .cacheShouldEvict))
    await multicast.cacheDidClear()
    let router = CacheObserverRouter<String>()
    router.setDelegate(counters[0], for: "a")
    router.select("a")
    router.cacheDidEvict("x")
    #expect(counters[0].value == 16_001)
  }

  @Test("Nested protocols expand inside their enclosing type")
  func nested() {
    final class FeedScreen: Feed.Delegate {
      var loaded = 0
      func feedDidLoad(_ count: Int) { loaded += count }
    }
    let router = makeFeedRouter()
    let screen = FeedScreen()
    router.setDefaultDelegate(screen)
    router.feedDidLoad(3)
    #expect(screen.loaded == 3)
    #expect(router.feedPageSize() == 3)
    let multicast = Feed.DelegateMulticast()
    multicast.add(screen)
    multicast.feedDidLoad(2)
    #expect(screen.loaded == 5)
  }
}
