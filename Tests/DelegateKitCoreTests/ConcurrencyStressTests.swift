import DelegateKitCore
import Foundation
import Synchronization
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

  /// A broadcast on one thread is inside the first delegate's call while another thread
  /// removes the second delegate; the removal returns before the broadcast reaches it. The
  /// second delegate itself records whether it was called after that point, so a broadcast
  /// that skips the removal mark is caught in the call, not guessed at afterwards. Two more
  /// threads broadcast throughout, so the snapshots race the removal too.
  @Test("Broadcasts racing removals never call a delegate after remove returned")
  func noCallAfterRemovalReturns() async {
    let rounds = 300
    let late = Atomic<Int>(0)
    let reached = Atomic<Int>(0)
    for _ in 0..<rounds {
      let list = ConcurrentDelegateList<any Probe>()
      let target = RemovalWitness("target")
      let gate = Gate("gate")
      list.add(gate)
      list.add(target)
      for other in (0..<4).map({ Counter("other\($0)") }) { list.add(other, retention: .strong) }
      await onThreads(
        { list.forEach { $0.ping() } },
        {
          gate.entered.wait()
          list.remove(target)
          target.removalReturned.store(true, ordering: .sequentiallyConsistent)
          gate.release.signal()
        },
        { for _ in 0..<50 { list.forEach { ($0 as? Counter)?.ping() } } },
        { for _ in 0..<50 { _ = list.firstNonNil { $0 === target ? 1 : nil } } }
      )
      late.add(target.callsAfterRemoval.load(ordering: .sequentiallyConsistent), ordering: .relaxed)
      reached.add(gate.calls.load(ordering: .sequentiallyConsistent), ordering: .relaxed)
    }
    #expect(late.load(ordering: .relaxed) == 0, "a delegate was called after its removal returned")
    #expect(reached.load(ordering: .relaxed) == rounds, "every round's broadcast waited in the gate")
  }

  /// Runs each body on its own thread (not the task pool: the bodies block) and returns when
  /// all have finished.
  private func onThreads(_ bodies: (@Sendable () -> Void)...) async {
    let group = DispatchGroup()
    for body in bodies { DispatchQueue.global().async(group: group, execute: body) }
    await withCheckedContinuation { continuation in group.notify(queue: .global()) { continuation.resume() } }
  }
}

/// A delegate that, once called, waits until the test lets it return: a broadcast stays
/// inside its call meanwhile.
private final class Gate: Probe, Sendable {
  let name: String
  let entered = DispatchSemaphore(value: 0)
  let release = DispatchSemaphore(value: 0)
  let calls = Atomic<Int>(0)

  init(_ name: String) { self.name = name }

  func ping() {
    // Only the first broadcast holds the gate; the others pass through.
    guard calls.add(1, ordering: .sequentiallyConsistent).newValue == 1 else { return }
    entered.signal()
    release.wait()
  }

  func answer() -> Int? { nil }
}

/// A delegate that counts the calls it gets after the test marked its removal as returned.
private final class RemovalWitness: Probe, Sendable {
  let name: String
  let removalReturned = Atomic<Bool>(false)
  let callsAfterRemoval = Atomic<Int>(0)

  init(_ name: String) { self.name = name }

  func ping() {
    if removalReturned.load(ordering: .sequentiallyConsistent) {
      callsAfterRemoval.add(1, ordering: .sequentiallyConsistent)
    }
  }

  func answer() -> Int? { nil }
}
