import DelegateKitCore
import Testing

@Suite("Closure delegates")
struct ClosureDelegateTests {
  @Test("Delegated calls the installed closure with its owner")
  func delegated() {
    let onLoad = Delegated<String, Void>()
    #expect(!onLoad.isDelegateSet)
    #expect(onLoad("x") == nil)
    let log = Log()
    let owner = Recorder("owner", log: log)
    onLoad.delegate(on: owner) { owner, value in owner.log.entries.append(value) }
    #expect(onLoad.isDelegateSet)
    onLoad("a")
    onLoad.removeDelegate()
    onLoad("b")
    #expect(log.entries == ["a"])
  }

  @Test("Installing again replaces the closure")
  func delegatedReplace() {
    let count = Delegated<Void, Int>()
    let owner = Recorder("owner")
    count.delegate(on: owner) { _, _ in 1 }
    count.delegate(on: owner) { _, _ in 2 }
    #expect(count() == 2)
  }

  @Test("AsyncDelegated awaits the closure and honours the default")
  func asyncDelegated() async {
    let search = AsyncDelegated<String, [String]>()
    #expect(await search("q") == nil)
    #expect(await search("q", default: []) == [])
    let owner = Counter("owner")
    search.delegate(on: owner) { owner, query in
      await Task.yield()
      return [owner.name, query]
    }
    #expect(search.isDelegateSet)
    #expect(await search("q") == ["owner", "q"])
    search.removeDelegate()
    #expect(await search("q", default: ["none"]) == ["none"])
  }

  @Test("AsyncDelegated answers the default once its owner is gone")
  func asyncDelegatedOwnerGone() async {
    let search = AsyncDelegated<Int, Int>()
    do {
      let owner = Counter()
      search.delegate(on: owner) { _, n in n * 2 }
      #expect(await search(21) == 42)
    }
    #expect(await search(21, default: -1) == -1)
  }

  @Test("MulticastEvent reaches subscribers in order; cancel is idempotent")
  func event() {
    let event = MulticastEvent<Int>()
    let log = Log()
    let first = event.subscribe { log.entries.append("first \($0)") }
    let second = event.subscribe { log.entries.append("second \($0)") }
    event.send(1)
    first.cancel()
    first.cancel()
    #expect(first.isCancelled)
    event.send(2)
    #expect(log.entries == ["first 1", "second 1", "second 2"])
    #expect(event.subscriberCount == 1)
    _ = second
  }

  @Test("A subscriber cancelled during a send is skipped; one added is not called")
  func eventMutationDuringSend() {
    let event = MulticastEvent<Void>()
    let log = Log()
    var tokens: [EventSubscription] = []
    var late: EventSubscription?
    // The handler holds its own event weakly, as MulticastEvent's documentation says: a
    // strong capture would keep the event alive through its own handler.
    tokens.append(
      event.subscribe { [weak event] in
        log.entries.append("a")
        tokens[1].cancel()
        late = event?.subscribe { log.entries.append("late") }
      }
    )
    tokens.append(event.subscribe { log.entries.append("b") })
    tokens.append(event.subscribe { log.entries.append("c") })
    event.send()
    #expect(log.entries == ["a", "c"])
    _ = late
  }
}
