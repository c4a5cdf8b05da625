import DelegateKitCore
import Testing
import DelegateKitTestSupport

@Suite("ConcurrentDelegateList under concurrent load")
struct ConcurrencyStressTests {
  static let workers = 8
  static let operationsPerWorker = 100_000

  /// Each worker owns four delegates and is the only one to add or remove them, so what it
  /// sees of its own delegates must match its own bookkeeping exactly, whatever the others do.
  @Test("8 workers × 100k mixed operations lose no registration")
  func mixedOperations() async {
    let list = ConcurrentDelegateList<any Probe>()
    let survivors = await withTaskGroup(of: [Counter].self) { group in
      for worker in 0..<Self.workers {
        group.addTask {
          var random = SplitMix64(seed: UInt64(worker) &+ 0x5EED)
          let mine = (0..<4).map { Counter("w\(worker)-\($0)") }
          var registered = [Bool](repeating: false, count: mine.count)
          for _ in 0..<Self.operationsPerWorker {
            let pick = Int(random.next() % UInt64(mine.count))
            switch random.next() % 8 {
            case 0, 1:
              let inserted = list.add(mine[pick], retention: random.next() % 2 == 0 ? .weak : .strong)
              precondition(inserted == !registered[pick], "add disagreed with the worker's own record")
              registered[pick] = true
            case 2:
              let removed = list.remove(mine[pick])
              precondition(removed == registered[pick], "remove disagreed with the worker's own record")
              registered[pick] = false
            case 3:
              precondition(list.contains(mine[pick]) == registered[pick], "contains lost a registration")
            case 4, 5:
              list.forEach { $0.ping() }
            case 6:
              _ = list.firstNonNil { $0.name == mine[pick].name ? 1 : nil }
            default:
              _ = list.count
            }
          }
          return zip(mine, registered).filter(\.1).map(\.0)
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(list.count == survivors.count)
    #expect(Set(list.delegates.map(\.name)) == Set(survivors.map(\.name)))
  }

  @Test("Broadcasts racing removals never call a delegate after remove returned")
  func noCallAfterRemovalReturns() async {
    let list = ConcurrentDelegateList<any Probe>()
    let target = Counter("target")
    let others = (0..<8).map { Counter("other\($0)") }
    for c in others { list.add(c) }
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for _ in 0..<2_000 {
          list.add(target)
          list.remove(target)
        }
      }
      for _ in 0..<2 {
        group.addTask {
          for _ in 0..<2_000 { list.forEach { $0.ping() } }
        }
      }
    }
    let before = target.value
    list.forEach { $0.ping() }
    #expect(target.value == before, "a removed delegate was called")
    #expect(others.allSatisfy { $0.value == 4_001 })
  }
}
