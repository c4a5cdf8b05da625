import DelegateKitCore
import Testing

@Suite("Delegate lists: mutation during a callback and reentrancy")
struct MutationDuringCallbackTests {
  @Test("A delegate that removes itself does not make the broadcast skip others", arguments: Flavor.allCases)
  func removeSelf(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let delegates = (0..<4).map { Recorder("d\($0)", log: log) }
    for d in delegates { list.add(d) }
    delegates[1].onPing = { list.remove($0) }
    list.forEach { $0.ping() }
    #expect(log.entries == ["d0", "d1", "d2", "d3"])
    #expect(list.names == ["d0", "d2", "d3"])
  }

  @Test("A delegate removed before its turn is skipped", arguments: Flavor.allCases)
  func removeLater(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let delegates = (0..<4).map { Recorder("d\($0)", log: log) }
    for d in delegates { list.add(d) }
    // Capture the one delegate it removes: capturing `delegates` would make d0 keep itself.
    delegates[0].onPing = { [doomed = delegates[2]] _ in list.remove(doomed) }
    list.forEach { $0.ping() }
    #expect(log.entries == ["d0", "d1", "d3"])
  }

  @Test("Removing an earlier delegate skips nobody", arguments: Flavor.allCases)
  func removeEarlier(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let delegates = (0..<4).map { Recorder("d\($0)", log: log) }
    for d in delegates { list.add(d) }
    delegates[2].onPing = { [d0 = delegates[0], d1 = delegates[1]] _ in
      list.remove(d0)
      list.remove(d1)
    }
    list.forEach { $0.ping() }
    #expect(log.entries == ["d0", "d1", "d2", "d3"])
    #expect(list.names == ["d2", "d3"])
  }

  @Test("A delegate removed after an addition copied the list is skipped", arguments: Flavor.allCases)
  func removeAfterCopy(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let delegates = (0..<4).map { Recorder("d\($0)", log: log) }
    let late = Recorder("late", log: log)
    for d in delegates { list.add(d) }
    // The addition cannot change the registrations this broadcast walks, so the list
    // makes new ones; the removal then changes those, and must still reach this broadcast.
    delegates[0].onPing = { [doomed = delegates[2]] _ in
      list.add(late)
      list.remove(doomed)
    }
    list.forEach { $0.ping() }
    #expect(log.entries == ["d0", "d1", "d3"])
    #expect(list.names == ["d0", "d1", "d3", "late"])
  }

  @Test("Removals at several points of one broadcast each skip their delegate", arguments: Flavor.allCases)
  func removalsAtSeveralPoints(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let delegates = (0..<6).map { Recorder("d\($0)", log: log) }
    for d in delegates { list.add(d) }
    delegates[0].onPing = { [doomed = delegates[2]] _ in list.remove(doomed) }
    delegates[1].onPing = { [doomed = delegates[4]] _ in list.remove(doomed) }
    delegates[3].onPing = { [doomed = delegates[5], again = delegates[2]] _ in
      list.add(again)
      list.remove(doomed)
    }
    list.forEach { $0.ping() }
    #expect(log.entries == ["d0", "d1", "d3"])
    #expect(list.names == ["d0", "d1", "d3", "d2"])
  }

  @Test("A delegate added during a broadcast is first called by the next one", arguments: Flavor.allCases)
  func addDuring(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let first = Recorder("first", log: log)
    let late = Recorder("late", log: log)
    list.add(first)
    // Adding many forces the single-domain list to grow (move) its buffer mid-broadcast.
    let crowd = (0..<40).map { Recorder("crowd\($0)", log: log) }
    first.onPing = { _ in
      list.add(late)
      for c in crowd { list.add(c) }
    }
    list.forEach { $0.ping() }
    #expect(log.entries == ["first"])
    first.onPing = nil
    log.entries = []
    list.forEach { $0.ping() }
    #expect(log.entries.prefix(2) == ["first", "late"])
    #expect(log.entries.count == 42)
  }

  @Test("Remove then re-add during a broadcast: skipped now, last next time", arguments: Flavor.allCases)
  func removeAndReadd(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let delegates = (0..<3).map { Recorder("d\($0)", log: log) }
    for d in delegates { list.add(d) }
    delegates[0].onPing = { [d1 = delegates[1]] _ in
      list.remove(d1)
      list.add(d1)
    }
    list.forEach { $0.ping() }
    #expect(log.entries == ["d0", "d2"])
    #expect(list.names == ["d0", "d2", "d1"])
  }

  @Test("removeAll during a broadcast stops it after the current delegate", arguments: Flavor.allCases)
  func removeAllDuring(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let delegates = (0..<3).map { Recorder("d\($0)", log: log) }
    for d in delegates { list.add(d) }
    delegates[0].onPing = { _ in list.removeAll() }
    list.forEach { $0.ping() }
    #expect(log.entries == ["d0"])
    #expect(list.isEmpty)
  }

  @Test("Broadcasts nest", arguments: Flavor.allCases)
  func reentrantBroadcast(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let outer = Recorder("outer", log: log)
    let inner = Recorder("inner", log: log)
    list.add(outer)
    list.add(inner)
    var depth = 0
    outer.onPing = { _ in
      guard depth == 0 else { return }
      depth += 1
      list.forEach { $0.ping() }
      list.remove(inner)
    }
    list.forEach { $0.ping() }
    #expect(log.entries == ["outer", "outer", "inner"])
    #expect(list.names == ["outer"])
  }

  @Test("A lookup may mutate the list", arguments: Flavor.allCases)
  func mutationDuringLookup(flavor: Flavor) {
    let list = flavor.make()
    let a = Recorder("a")
    let b = Recorder("b", reply: 2)
    list.add(a)
    list.add(b)
    let answer = list.firstNonNil { d -> Int? in
      if d === a { list.remove(b) }
      return d.answer()
    }
    #expect(answer == nil, "b was removed before its turn")
    #expect(list.names == ["a"])
  }

  @Test("A delegate deallocating during a broadcast is skipped", arguments: Flavor.allCases)
  func deallocationDuringBroadcast(flavor: Flavor) {
    let list = flavor.make()
    let log = Log()
    let first = Recorder("first", log: log)
    var doomed: Recorder? = Recorder("doomed", log: log)
    list.add(first)
    list.add(doomed!)
    first.onPing = { _ in doomed = nil }
    list.forEach { $0.ping() }
    #expect(log.entries == ["first"])
    #expect(list.count == 1)
  }
}
