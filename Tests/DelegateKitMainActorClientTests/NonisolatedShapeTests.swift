import DelegateKit
import Testing

// Only in this target, built with `-default-isolation MainActor`: protocols that opt out of
// the main actor with `nonisolated`, as a client of that mode writes for delegates called
// from other threads. The shared files (symlinks to DelegateKitClientTests) cover the
// protocols that take the default, main-actor isolation.

@Delegate
nonisolated protocol WorkerDelegate: AnyObject {
  func workerDidStart(_ id: Int)
  @Optional(default: 1) func workerLimit() -> Int
}

// The generated types are declared `nonisolated`, so they do not take the module's default
// isolation: nonisolated code uses them.
nonisolated final class Worker: WorkerDelegate {
  var started: [Int] = []
  func workerDidStart(_ id: Int) { started.append(id) }
  func workerLimit() -> Int { 4 }
}

// A nonisolated conformer that takes a generated default: the defaults are `nonisolated`
// like their protocol, not main-actor isolated by the module's default.
nonisolated final class MinimalWorker: WorkerDelegate {
  var started: [Int] = []
  func workerDidStart(_ id: Int) { started.append(id) }
}

// A nonisolated Sendable protocol: the requirement enum is declared `nonisolated` too, so
// the nonisolated, Sendable types read it anywhere.
@Delegate
nonisolated protocol WorkerObserver: AnyObject, Sendable {
  func workerDidStop(_ id: Int)
  @Optional func workerDidClear() async
}

nonisolated final class StopLog: WorkerObserver {
  let journal = SharedJournal()
  func workerDidStop(_ id: Int) { journal.record("stop \(id)") }
}

// A nonisolated plain protocol with an async requirement, as under the default settings
// (AsyncShapeTests.swift).
@Delegate
nonisolated protocol FetchDelegate: AnyObject {
  func fetch(_ id: Int) async -> Int
}

nonisolated final class Fetcher: FetchDelegate {
  func fetch(_ id: Int) async -> Int { id * 2 }
}

@Suite("Nonisolated protocols under main-actor default isolation")
struct NonisolatedShapeTests {
  @Test("A nonisolated protocol's generated types, on the main actor")
  func nonisolatedProtocolOnMainActor() {
    let worker = Worker()
    let multicast = WorkerDelegateMulticast()
    multicast.add(worker)
    multicast.workerDidStart(1)
    #expect(multicast.workerLimit() == 4)
    #expect(WorkerDelegateProxy(worker).workerLimit() == 4)
    let router = WorkerDelegateRouter<Int>()
    router.setDefaultDelegate(worker)
    router.workerDidStart(2)
    #expect(worker.started == [1, 2])
  }

  @Test("A nonisolated protocol's generated types are used off the main actor")
  nonisolated func nonisolatedProtocol() async {
    let worker = Worker()
    let multicast = WorkerDelegateMulticast()
    #expect(multicast.workerLimit() == 1)
    multicast.add(worker)
    multicast.workerDidStart(1)
    #expect(multicast.workerLimit() == 4)
    WorkerDelegateProxy(worker).workerDidStart(2)
    let router = WorkerDelegateRouter<Int>()
    router.setDefaultDelegate(worker)
    router.workerDidStart(3)
    #expect(worker.started == [1, 2, 3])
  }

  @Test("A nonisolated conformer takes the generated default off the main actor")
  nonisolated func nonisolatedDefault() async {
    let minimal = MinimalWorker()
    let multicast = WorkerDelegateMulticast()
    multicast.add(minimal)
    multicast.workerDidStart(5)
    #expect(multicast.workerLimit() == 1)
    #expect(minimal.workerLimit() == 1)
    #expect(minimal.started == [5])
    #expect(!multicast.responds(to: .workerLimit))
  }

  @Test("A nonisolated Sendable protocol's generated types are used from several tasks")
  nonisolated func nonisolatedSendableConcurrently() async {
    let log = StopLog()
    let multicast = WorkerObserverMulticast()
    multicast.add(log)
    await withTaskGroup(of: Void.self) { group in
      for id in 0..<3 {
        group.addTask { multicast.workerDidStop(id) }
      }
    }
    #expect(log.journal.entries.sorted() == ["stop 0", "stop 1", "stop 2"])
    await multicast.workerDidClear()
    #expect(!multicast.responds(to: .workerDidClear))
  }

  @Test("A nonisolated protocol's async requirement")
  nonisolated func nonisolatedAsync() async {
    let fetcher = Fetcher()
    let multicast = FetchDelegateMulticast()
    multicast.add(fetcher)
    #expect(await multicast.fetch(2) == 4)
    #expect(await FetchDelegateProxy(fetcher).fetch(3) == 6)
    let router = FetchDelegateRouter<Int>()
    router.setDefaultDelegate(fetcher)
    #expect(await router.fetch(4) == 8)
  }
}
