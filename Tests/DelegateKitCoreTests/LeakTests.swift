import DelegateKitCore
import Foundation
import Synchronization
import Testing

@Suite("Leaks: lists and closure delegates never keep what they should not")
struct LeakTests {
  @Test("A list never keeps a weak delegate alive, even across broadcasts", arguments: Flavor.allCases)
  func weakDelegatesDie(flavor: Flavor) {
    let list = flavor.make()
    var probes: [() -> Recorder?] = []
    do {
      let delegates = (0..<10).map { Recorder("d\($0)") }
      for d in delegates {
        list.add(d)
        probes.append { [weak d] in d }
      }
      list.forEach { $0.ping() }
      _ = list.firstNonNil { $0.answer() }
      _ = list.delegates
    }
    #expect(probes.allSatisfy { $0() == nil })
    #expect(list.isEmpty)
  }

  @Test("Strong delegates are released by removeAll", arguments: Flavor.allCases)
  func strongReleasedByRemoveAll(flavor: Flavor) {
    let list = flavor.make()
    weak var probe: Recorder?
    do {
      let d = Recorder("d")
      probe = d
      list.add(d, retention: .strong)
    }
    #expect(probe != nil)
    list.removeAll()
    #expect(probe == nil)
  }

  /// The list releases a strong delegate it lets go of after its lock, so the delegate's
  /// `deinit` may use the list. Run on a thread of its own with a deadline: a release under
  /// the lock would wait for the lock forever.
  @Test(
    "A strong delegate the concurrent list lets go of may use the list in its deinit",
    arguments: ["removeAll", "replaceAll"]
  )
  func concurrentDeinitUsesList(release: String) {
    let list = ConcurrentDelegateList<any Probe>()
    let survivor = Counter("survivor")
    let countSeenByDeinit = Atomic<Int>(-1)
    let finished = DispatchSemaphore(value: 0)
    Thread {
      // The list holds the only reference, so letting go of it ends the delegate.
      list.add(DeinitProbe { countSeenByDeinit.store(list.count, ordering: .relaxed) }, retention: .strong)
      list.add(survivor)
      if release == "removeAll" { list.removeAll() } else { list.replaceAll(with: survivor) }
      finished.signal()
    }.start()
    #expect(finished.wait(timeout: .now() + 20) == .success, "the delegate's deinit waited for the list's lock")
    #expect(countSeenByDeinit.load(ordering: .relaxed) == (release == "removeAll" ? 0 : 1))
  }

  @Test("A concurrent list releases its strong delegates when it dies")
  func concurrentListReleases() {
    weak var probe: Counter?
    do {
      let list = ConcurrentDelegateList<any Probe>()
      let c = Counter()
      probe = c
      list.add(c, retention: .strong)
    }
    #expect(probe == nil)
  }

  @Test("Delegated holds its owner weakly and answers the default once it is gone")
  func delegatedOwnerIsWeak() {
    let titles = Delegated<Int, String>()
    weak var probe: Recorder?
    do {
      let owner = Recorder("owner")
      probe = owner
      titles.delegate(on: owner) { owner, n in "\(owner.name) \(n)" }
      #expect(titles(1) == "owner 1")
    }
    #expect(probe == nil)
    #expect(titles(2) == nil)
    #expect(titles(3, default: "none") == "none")
  }

  @Test("Dropping a subscription token releases the handler and what it captured")
  func subscriptionTokenReleases() {
    let event = MulticastEvent<Int>()
    weak var probe: Recorder?
    var token: EventSubscription?
    do {
      let captured = Recorder("captured")
      probe = captured
      token = event.subscribe { _ in captured.ping() }
    }
    #expect(probe != nil)
    #expect(event.subscriberCount == 1)
    token = nil
    #expect(probe == nil)
    #expect(event.subscriberCount == 0)
    _ = token
  }

  @Test("An event does not keep a subscriber's owner alive")
  func eventOwnerIsWeak() {
    let event = MulticastEvent<Int>()
    weak var probe: Recorder?
    var token: EventSubscription?
    let log = Log()
    do {
      let owner = Recorder("owner", log: log)
      probe = owner
      token = event.subscribe(on: owner) { owner, _ in owner.ping() }
      event.send(1)
    }
    #expect(probe == nil)
    event.send(2)
    #expect(log.entries == ["owner"])
    token?.cancel()
  }

  @Test("A handler that captures its own event keeps it alive until the subscription ends")
  func handlerCapturingItsEvent() {
    weak var probe: MulticastEvent<Int>?
    var token: EventSubscription?
    do {
      let event = MulticastEvent<Int>()
      probe = event
      token = event.subscribe { _ in _ = event.subscriberCount }
    }
    #expect(probe != nil, "the event holds the handler, which holds the event")
    token?.cancel()
    #expect(probe == nil, "cancelling releases the handler, and with it the event")
  }

  @Test("A handler that captures its own event weakly does not keep it alive")
  func handlerCapturingItsEventWeakly() {
    weak var probe: MulticastEvent<Int>?
    var token: EventSubscription?
    do {
      let event = MulticastEvent<Int>()
      probe = event
      token = event.subscribe { [weak event] _ in _ = event?.subscriberCount }
    }
    #expect(probe == nil)
    token?.cancel()
  }
}

/// A delegate that runs `onDeinit` as it deallocates.
private final class DeinitProbe: Probe {
  let name = "deinit"
  let onDeinit: @Sendable () -> Void

  init(_ onDeinit: @escaping @Sendable () -> Void) {
    self.onDeinit = onDeinit
  }

  deinit { onDeinit() }

  func ping() {}
  func answer() -> Int? { nil }
}
