import DelegateKitCore
import Testing

@Suite("Delegate lists: registration, order and lookup")
struct DelegateListTests {
  @Test("Iteration follows registration order", arguments: Flavor.allCases)
  func order(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let delegates = (0..<5).map { Recorder("d\($0)", log: log) }
    for delegate in delegates { list.add(delegate) }
    list.forEach { $0.ping() }
    #expect(log.entries == ["d0", "d1", "d2", "d3", "d4"])
    #expect(list.names == ["d0", "d1", "d2", "d3", "d4"])
  }

  @Test("Adding twice keeps one entry at its first position", arguments: Flavor.allCases)
  func deduplication(flavor: Flavor) {
    let list = flavor.make()
    let a = Recorder("a")
    let b = Recorder("b")
    #expect(list.add(a))
    #expect(list.add(b))
    #expect(!list.add(a))
    #expect(list.count == 2)
    #expect(list.names == ["a", "b"])
  }

  @Test("remove, contains and removeAll", arguments: Flavor.allCases)
  func removal(flavor: Flavor) {
    let list = flavor.make()
    let a = Recorder("a")
    let b = Recorder("b")
    let c = Recorder("c")
    list.add(a)
    list.add(b)
    list.add(c)
    #expect(list.remove(b))
    #expect(!list.remove(b))
    #expect(!list.contains(b))
    #expect(list.contains(a) && list.contains(c))
    #expect(list.names == ["a", "c"])
    list.add(b)
    #expect(list.names == ["a", "c", "b"], "a re-added delegate goes to the end")
    list.removeAll()
    #expect(list.isEmpty)
    #expect(list.count == 0)
  }

  @Test("count and isEmpty are exact right after a delegate deallocates", arguments: Flavor.allCases)
  func exactCountAfterDeallocation(flavor: Flavor) {
    let list = flavor.make()
    let keeper = Recorder("keeper")
    var transient: Recorder? = Recorder("transient")
    list.add(keeper)
    list.add(transient!)
    #expect(list.count == 2)
    transient = nil
    #expect(list.count == 1)
    #expect(list.names == ["keeper"])
    list.remove(keeper)
    #expect(list.isEmpty)
  }

  @Test("A weak delegate is not kept alive; a strong one is", arguments: Flavor.allCases)
  func retention(flavor: Flavor) {
    let list = flavor.make()
    weak var weakOne: Recorder?
    weak var strongOne: Recorder?
    do {
      let w = Recorder("weak")
      let s = Recorder("strong")
      weakOne = w
      strongOne = s
      list.add(w)
      list.add(s, retention: .strong)
    }
    #expect(weakOne == nil)
    #expect(strongOne != nil)
    #expect(list.names == ["strong"])
    list.remove(strongOne!)
    #expect(strongOne == nil, "removing a strong delegate releases it")
  }

  @Test("Re-adding with another retention changes it in place", arguments: Flavor.allCases)
  func retentionChange(flavor: Flavor) {
    let list = flavor.make()
    weak var probe: Recorder?
    let first = Recorder("first")
    list.add(first)
    do {
      let d = Recorder("d")
      probe = d
      list.add(d)
      list.add(d, retention: .strong)
    }
    #expect(probe != nil)
    #expect(list.names == ["first", "d"])
    list.add(probe!, retention: .weak)
    #expect(probe == nil)
  }

  @Test(
    "Added strongly first, then weakly: still called, and released when its owner lets go",
    arguments: Flavor.allCases
  )
  func strongThenWeak(flavor: Flavor) {
    // A strong registration forms no weak reference in DelegateList; turning it weak must
    // form one before the list's retain is dropped.
    let list = flavor.make()
    weak var probe: Recorder?
    var owner: Recorder? = Recorder("d")
    probe = owner
    list.add(owner!, retention: .strong)
    list.add(Recorder("kept"), retention: .strong)
    #expect(list.names == ["d", "kept"])
    list.add(owner!, retention: .weak)
    #expect(list.names == ["d", "kept"])
    #expect(list.contains(owner!))
    owner = nil
    #expect(probe == nil)
    #expect(list.names == ["kept"])
    list.add(Recorder("late"), retention: .strong)
    #expect(list.names == ["kept", "late"])
  }

  @Test("A strong delegate dies with the list")
  func strongDelegateReleasedWithList() {
    weak var probe: Recorder?
    do {
      let list = DelegateList<any Probe>()
      let d = Recorder("d")
      probe = d
      list.add(d, retention: .strong)
    }
    #expect(probe == nil)
  }

  @Test("firstNonNil returns the first answer and asks no further", arguments: Flavor.allCases)
  func firstResponder(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let silent = Recorder("silent", log: log)
    let first = Recorder("first", log: log, reply: 1)
    let second = Recorder("second", log: log, reply: 2)
    for d in [silent, first, second] { list.add(d) }
    #expect(list.firstNonNil { $0.answer() } == 1)
    #expect(log.entries == ["?silent", "?first"])
  }

  @Test("First responder asks one delegate when the first answers, whatever N", arguments: [1, 8, 64, 512])
  func firstResponderIsConstant(n: Int) {
    let list = DelegateList<any Probe>()
    let log = Log()
    let delegates = (0..<n).map { Recorder("d\($0)", log: log, reply: $0) }
    for d in delegates { list.add(d) }
    #expect(list.firstNonNil { $0.answer() } == 0)
    #expect(log.entries.count == 1)
  }

  @Test("firstNonNil with no answer is nil", arguments: Flavor.allCases)
  func noAnswer(flavor: Flavor) {
    let list = flavor.make()
    #expect(list.firstNonNil { $0.answer() } == nil)
    let d = Recorder("d")
    list.add(d)
    #expect(list.firstNonNil { $0.answer() } == nil)
  }

  @Test("A thrown error ends the broadcast", arguments: Flavor.allCases)
  func throwingBroadcast(flavor: Flavor) {
    struct Stop: Error {}
    let list = flavor.make()
    let log = Log()
    let delegates = (0..<3).map { Recorder("d\($0)", log: log) }
    for d in delegates { list.add(d) }
    #expect(throws: Stop.self) {
      try list.forEach { (d) throws(Stop) in
        d.ping()
        if d.name == "d1" { throw Stop() }
      }
    }
    #expect(log.entries == ["d0", "d1"])
    // The list is usable afterwards: the broadcast's bookkeeping was unwound.
    list.forEach { $0.ping() }
    #expect(log.entries == ["d0", "d1", "d0", "d1", "d2"])
  }

  @Test("Async broadcast awaits delegates in order")
  func asyncBroadcast() async {
    let list = DelegateList<any Probe>()
    let log = Log()
    let delegates = (0..<3).map { Recorder("d\($0)", log: log, reply: $0 == 2 ? 7 : nil) }
    for d in delegates { list.add(d) }
    await list.forEach { d in
      await Task.yield()
      d.ping()
    }
    #expect(log.entries == ["d0", "d1", "d2"])
    let answer = await list.firstNonNil { d async in d.answer() }
    #expect(answer == 7)
  }

  @Test("Async broadcast on the concurrent list")
  func concurrentAsyncBroadcast() async {
    let list = ConcurrentDelegateList<any Probe>()
    let counters = (0..<4).map { Counter("c\($0)") }
    for c in counters { list.add(c) }
    await list.forEach { d in
      await Task.yield()
      d.ping()
    }
    #expect(counters.map(\.value) == [1, 1, 1, 1])
    let name = await list.firstNonNil { d async in d.name == "c2" ? d.name : nil }
    #expect(name == "c2")
  }
}
