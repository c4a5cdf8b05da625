import DelegateKitCore
import Testing

@Suite("Delegate lists: the last-delegate-gone hook")
struct LifetimeHookTests {
  @Test("Fires once when the last delegate is removed", arguments: Flavor.allCases)
  func firesOnRemoval(flavor: Flavor) {
    let list = flavor.make()
    let fired = Counter()
    list.setHook { fired.ping() }
    let a = Recorder("a")
    let b = Recorder("b")
    list.add(a)
    list.add(b)
    list.remove(a)
    #expect(fired.value == 0)
    list.remove(b)
    #expect(fired.value == 1)
    list.removeAll()
    list.compact()
    #expect(fired.value == 1, "it does not fire again until re-armed")
    list.add(a)
    list.removeAll()
    #expect(fired.value == 2)
  }

  @Test("Fires at the next broadcast after the last delegate deallocated", arguments: Flavor.allCases)
  func firesAfterDeallocation(flavor: Flavor) {
    let list = flavor.make()
    let fired = Counter()
    list.setHook { fired.ping() }
    var d: Recorder? = Recorder("d")
    list.add(d!)
    d = nil
    #expect(list.isEmpty)
    #expect(fired.value == 0, "reads do not fire the hook")
    list.forEach { $0.ping() }
    #expect(fired.value == 1)
  }

  @Test("compact() reports the loss without a broadcast", arguments: Flavor.allCases)
  func compactFires(flavor: Flavor) {
    let list = flavor.make()
    let fired = Counter()
    list.setHook { fired.ping() }
    var d: Recorder? = Recorder("d")
    list.add(d!)
    d = nil
    list.compact()
    #expect(fired.value == 1)
  }

  @Test("Never fires in the middle of a broadcast")
  func notDuringBroadcast() {
    let list = DelegateList<any Probe>()
    let log = Log()
    list.onLastDelegateGone = { log.entries.append("hook") }
    let a = Recorder("a", log: log)
    let b = Recorder("b", log: log)
    list.add(a)
    list.add(b)
    // `a` arrives as the argument: capturing it would make it keep itself alive.
    a.onPing = { a in
      list.remove(a)
      list.remove(b)
      log.entries.append("removed both")
    }
    list.forEach { $0.ping() }
    #expect(log.entries == ["a", "removed both", "hook"])
  }

  @Test("Never fires from add")
  func notFromAdd() {
    let list = DelegateList<any Probe>()
    let fired = Counter()
    list.onLastDelegateGone = { fired.ping() }
    var d: Recorder? = Recorder("d")
    list.add(d!)
    d = nil
    let e = Recorder("e")
    list.add(e)
    #expect(fired.value == 0)
    #expect(list.names == ["e"])
  }
}
