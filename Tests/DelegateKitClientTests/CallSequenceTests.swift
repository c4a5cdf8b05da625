// Delegate calls as asynchronous sequences: `calls(bufferingPolicy:)` on the multicasts of a
// main-actor protocol with non-Sendable arguments, a plain one with async and throwing
// requirements, and a Sendable one consumed in another task.
import DelegateKit
import Testing

/// A non-Sendable argument, as most delegate protocols pass their source.
final class Transfer {
  let name: String

  init(_ name: String) {
    self.name = name
  }
}

@MainActor
@Delegate
protocol TransferDelegate: AnyObject {
  func transfer(_ transfer: Transfer, didWrite bytes: Int)
  @Optional func transferDidFinish(_ transfer: Transfer)
  @Optional(default: true) func transferShouldRetry(_ transfer: Transfer) -> Bool
}

extension TransferDelegateCall {
  /// The call as text, for comparing sequences.
  var text: String {
    switch self {
    case .transferDidWrite(let transfer, let bytes): "\(transfer.name).write(\(bytes))"
    case .transferDidFinish(let transfer): "\(transfer.name).finish"
    }
  }
}

/// Implements every requirement and records what it hears.
@MainActor
final class TransferRecorder: TransferDelegate {
  let journal: Journal
  let retries: Bool
  /// Run once, inside the next `didWrite`.
  var onWrite: (() -> Void)?

  init(journal: Journal, retries: Bool = false) {
    self.journal = journal
    self.retries = retries
  }

  func transfer(_ transfer: Transfer, didWrite bytes: Int) {
    journal.record("recorder.write(\(bytes))")
    let action = onWrite
    onWrite = nil
    action?()
  }

  func transferDidFinish(_ transfer: Transfer) {
    journal.record("recorder.finish")
  }

  func transferShouldRetry(_ transfer: Transfer) -> Bool { retries }
}

/// Implements only the required requirement.
@MainActor
final class WriteCounter: TransferDelegate {
  var writes = 0
  func transfer(_ transfer: Transfer, didWrite bytes: Int) { writes += 1 }
}

/// Takes `count` calls from `calls`, as text; fewer if the sequence ends first.
@MainActor
func take(_ count: Int, from calls: DelegateCalls<TransferDelegateCall>) async -> [String] {
  var taken: [String] = []
  guard count > 0 else { return taken }
  for await call in calls {
    taken.append(call.text)
    if taken.count == count { break }
  }
  return taken
}

/// The continuation a waiting consumer resumes once it is about to wait.
@MainActor
final class WaitSignal {
  var ready: CheckedContinuation<Void, Never>?
}

/// Starts a main-actor task that collects `sequence`'s elements, and returns once that task
/// is suspended waiting for the first: on the main actor, it runs from its signal to its
/// first `next(isolation:)` without a suspension, and this function resumes only after. (A
/// sequence whose iterator leaves the actor to wait, as AsyncStream's does, races instead.)
@MainActor
func startWaiting<Sequence: AsyncSequence<Element, Never>, Element>(
  on sequence: Sequence,
  _ value: @escaping (Element) -> Int?
) async -> Task<[Int], Never> {
  let signal = WaitSignal()
  var task: Task<[Int], Never>?
  await withCheckedContinuation { (ready: CheckedContinuation<Void, Never>) in
    signal.ready = ready
    task = Task { @MainActor in
      var iterator = sequence.makeAsyncIterator()
      var got: [Int] = []
      signal.ready?.resume()
      while let element = await iterator.next(isolation: MainActor.shared) {
        if let number = value(element) { got.append(number) }
      }
      return got
    }
  }
  return task!
}

@MainActor
@Suite("Delegate calls as asynchronous sequences")
struct CallSequenceTests {
  @Test("Calls arrive in order, each once, beside the delegates that answer")
  func orderAndAnswers() async {
    let journal = Journal()
    let recorder = TransferRecorder(journal: journal)
    let multicast = TransferDelegateMulticast()
    multicast.add(recorder)
    let calls = multicast.calls()
    #expect(multicast.count == 2)
    let file = Transfer("file")
    multicast.transfer(file, didWrite: 10)
    multicast.transfer(file, didWrite: 20)
    multicast.transferDidFinish(file)

    #expect(await take(3, from: calls) == ["file.write(10)", "file.write(20)", "file.finish"])
    #expect(journal.entries == ["recorder.write(10)", "recorder.write(20)", "recorder.finish"])
    // The loop's end removed the listener.
    #expect(multicast.count == 1)
  }

  @Test("A listener answers no value requirement, wherever it stands")
  func valueRequirementsStand() async {
    let journal = Journal()
    let multicast = TransferDelegateMulticast()
    let calls = multicast.calls()
    // Alone, the listener leaves the default.
    #expect(multicast.transferShouldRetry(Transfer("a")))
    #expect(!multicast.responds(to: .transferShouldRetry))
    // Before an answering delegate, it does not hide that delegate's answer.
    let recorder = TransferRecorder(journal: journal, retries: false)
    multicast.add(recorder)
    #expect(!multicast.transferShouldRetry(Transfer("a")))
    withExtendedLifetime(calls) {}
  }

  @Test("A listener alone, before any call: responds(to:) is false for a value requirement, true for what it hears")
  func respondsBeforeAnyCall() {
    let multicast = TransferDelegateMulticast()
    #expect(!multicast.responds(to: .transferShouldRetry))
    let calls = multicast.calls()
    #expect(!multicast.responds(to: .transferShouldRetry), "the listener answers no value requirement")
    #expect(multicast.responds(to: .transferDidFinish), "it hears the void calls")
    withExtendedLifetime(calls) {}
  }

  @Test("Several listeners each receive every call")
  func severalListeners() async {
    let multicast = TransferDelegateMulticast()
    let first = multicast.calls()
    let second = multicast.calls()
    let file = Transfer("f")
    for bytes in 1...3 { multicast.transfer(file, didWrite: bytes) }

    #expect(await take(3, from: first) == ["f.write(1)", "f.write(2)", "f.write(3)"])
    #expect(await take(3, from: second) == ["f.write(1)", "f.write(2)", "f.write(3)"])
    #expect(multicast.isEmpty)
  }

  @Test("A listener made during a broadcast hears the next call, not the current one")
  func listenerAddedDuringBroadcast() async throws {
    let journal = Journal()
    let recorder = TransferRecorder(journal: journal)
    let multicast = TransferDelegateMulticast()
    multicast.add(recorder)
    var late: DelegateCalls<TransferDelegateCall>?
    recorder.onWrite = { late = multicast.calls() }
    let file = Transfer("f")
    multicast.transfer(file, didWrite: 1)
    multicast.transfer(file, didWrite: 2)

    let calls = try #require(late)
    #expect(await take(1, from: calls) == ["f.write(2)"])
  }

  @Test("A listener whose sequence goes away during a broadcast hears nothing more of it")
  func listenerRemovedDuringBroadcast() async {
    let journal = Journal()
    let recorder = TransferRecorder(journal: journal)
    let multicast = TransferDelegateMulticast()
    multicast.add(recorder)
    var calls: DelegateCalls<TransferDelegateCall>? = multicast.calls()
    let file = Transfer("f")
    multicast.transfer(file, didWrite: 1)
    let kept = calls!.makeAsyncIterator()
    recorder.onWrite = { calls = nil }
    // The iteration, not the sequence, holds the listening now: dropping the sequence
    // during the broadcast keeps it.
    multicast.transfer(file, didWrite: 2)
    #expect(multicast.count == 2)
    var iterator = kept
    #expect(await iterator.next()?.text == "f.write(1)")
    #expect(await iterator.next()?.text == "f.write(2)")

    // An uniterated sequence dropped during a broadcast: its listener, after the recorder,
    // is removed before its turn.
    var dropped: DelegateCalls<TransferDelegateCall>? = multicast.calls()
    #expect(multicast.count == 3)
    recorder.onWrite = { dropped = nil }
    multicast.transfer(file, didWrite: 3)
    #expect(dropped == nil)
    #expect(multicast.count == 2)
    withExtendedLifetime(iterator) {}
  }

  @Test("Breaking out of the loop removes the listener at once; later calls go nowhere")
  func breakRemoves() async {
    let counter = WriteCounter()
    let multicast = TransferDelegateMulticast()
    multicast.add(counter)
    let calls = multicast.calls()
    multicast.transfer(Transfer("f"), didWrite: 1)
    multicast.transfer(Transfer("f"), didWrite: 2)
    for await _ in calls { break }
    #expect(multicast.count == 1)
    multicast.transfer(Transfer("f"), didWrite: 3)
    // The sequence is still held, but its one iteration ended: nothing more comes.
    var again = calls.makeAsyncIterator()
    #expect(await again.next() == nil)
    #expect(counter.writes == 3)
  }

  @Test("Cancelling the consuming task removes the listener; no call is delivered after")
  func cancellation() async {
    let multicast = TransferDelegateMulticast()
    let (received, receivedContinuation) = AsyncStream<String>.makeStream()
    let consumer = Task { @MainActor in
      var got: [String] = []
      for await call in multicast.calls() {
        got.append(call.text)
        receivedContinuation.yield(call.text)
      }
      return got
    }
    // Wait until the consumer is listening, then until it took the first call.
    while multicast.isEmpty { await Task.yield() }
    multicast.transfer(Transfer("f"), didWrite: 1)
    var receivedIterator = received.makeAsyncIterator()
    #expect(await receivedIterator.next() == "f.write(1)")
    consumer.cancel()
    // A call between the cancellation and the consumer's wake-up is not delivered.
    multicast.transfer(Transfer("f"), didWrite: 2)
    #expect(await consumer.value == ["f.write(1)"])
    #expect(multicast.isEmpty)
  }

  @Test("A task cancelled while busy takes no buffered call after")
  func cancellationWhileBusy() async {
    let multicast = TransferDelegateMulticast()
    let calls = multicast.calls()
    multicast.transfer(Transfer("f"), didWrite: 1)
    multicast.transfer(Transfer("f"), didWrite: 2)
    let consumer = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      var got: [String] = []
      for await call in calls { got.append(call.text) }
      return got
    }
    #expect(await consumer.value == [])
  }

  @Test(
    "Buffering policies keep every call, the oldest, or the newest",
    arguments: [
      (DelegateCallBufferingPolicy.unbounded, [1, 2, 3, 4, 5]),
      (.bufferingOldest(2), [1, 2]),
      (.bufferingNewest(2), [4, 5]),
      (.bufferingNewest(0), []),
      (.bufferingOldest(0), []),
    ]
  )
  func buffering(policy: DelegateCallBufferingPolicy, expected: [Int]) async {
    var multicast: TransferDelegateMulticast? = TransferDelegateMulticast()
    let calls = multicast!.calls(bufferingPolicy: policy)
    for bytes in 1...5 { multicast!.transfer(Transfer("f"), didWrite: bytes) }
    multicast = nil
    var got: [Int] = []
    for await call in calls {
      if case .transferDidWrite(_, let bytes) = call { got.append(bytes) }
    }
    #expect(got == expected)
  }

  @Test(
    "A consumer waiting for a call gets it whatever the limit, as AsyncStream's waiting consumer does",
    arguments: [
      (DelegateCallBufferingPolicy.unbounded, [1, 2, 3]),
      (.bufferingNewest(0), [1]),
      (.bufferingOldest(0), [1]),
      (.bufferingNewest(1), [1, 3]),
      (.bufferingOldest(1), [1, 2]),
    ]
  )
  func waitingConsumer(policy: DelegateCallBufferingPolicy, expected: [Int]) async {
    // The first call goes to the waiting consumer; the next two meet the policy's buffer,
    // as AsyncStream's documentation of `yield` says.
    var multicast: TransferDelegateMulticast? = TransferDelegateMulticast()
    let consumer = await startWaiting(on: multicast!.calls(bufferingPolicy: policy)) { call in
      if case .transferDidWrite(_, let bytes) = call { bytes } else { nil }
    }
    for bytes in 1...3 { multicast!.transfer(Transfer("f"), didWrite: bytes) }
    multicast = nil
    #expect(await consumer.value == expected)
  }

  @Test("Calls taken as they come keep their order past the buffer's compaction")
  func longStream() async {
    let multicast = TransferDelegateMulticast()
    var iterator = multicast.calls(bufferingPolicy: .bufferingNewest(40)).makeAsyncIterator()
    var got: [Int] = []
    for bytes in 0..<500 {
      multicast.transfer(Transfer("f"), didWrite: bytes)
      if bytes % 3 == 2 {
        for _ in 0..<2 {
          if case .transferDidWrite(_, let bytes) = await iterator.next() { got.append(bytes) }
        }
      }
    }
    // Taking 2 of every 3 calls, the buffer grows by one per 3 calls and is capped at 40.
    var model: [Int] = []
    var waiting: [Int] = []
    for bytes in 0..<500 {
      waiting.append(bytes)
      if waiting.count > 40 { waiting.removeFirst() }
      if bytes % 3 == 2 {
        model.append(contentsOf: waiting.prefix(2))
        waiting.removeFirst(min(2, waiting.count))
      }
    }
    #expect(got == model)
  }

  @Test("The multicast going away finishes the sequence after what it buffered")
  func multicastGoesAway() async {
    var multicast: TransferDelegateMulticast? = TransferDelegateMulticast()
    weak let weakMulticast = multicast
    let calls = multicast!.calls()
    multicast!.transfer(Transfer("f"), didWrite: 1)
    multicast = nil
    #expect(weakMulticast == nil)
    #expect(await take(5, from: calls) == ["f.write(1)"])
  }

  @Test("A waiting consumer wakes with the end when the multicast goes away")
  func waitingConsumerEnds() async {
    var multicast: TransferDelegateMulticast? = TransferDelegateMulticast()
    let calls = multicast!.calls()
    let consumer = Task { @MainActor in await take(5, from: calls) }
    await Task.yield()
    multicast!.transferDidFinish(Transfer("f"))
    multicast = nil
    #expect(await consumer.value == ["f.finish"])
  }

  @Test("In a breaking multicast, a listener hears the calls no earlier delegate implements")
  func breaking() async {
    let counter = WriteCounter()
    let multicast = TransferDelegateMulticast(isBreaking: true)
    multicast.add(counter)
    let calls = multicast.calls()
    multicast.transfer(Transfer("f"), didWrite: 1)
    multicast.transferDidFinish(Transfer("f"))
    #expect(await take(1, from: calls) == ["f.finish"])
    #expect(counter.writes == 1)
  }
}

// MARK: - A plain protocol: async and throwing void requirements, labels, no arguments

@Delegate
protocol SyncDelegate: AnyObject {
  @Optional func syncDidStart()
  @Optional func sync(_ name: String, didMove count: Int, to folder: String?) async
  @Optional func syncDidFail(with error: ClientError) throws
  @Optional(default: 0) func syncPriority() -> Int
  // Two arguments with one label: the second value of the case is unlabelled.
  @Optional func sync(_ name: String, from start: Int, from end: Int)
}

@Suite("Delegate calls of a plain protocol")
struct PlainCallSequenceTests {
  @Test("Async and throwing void requirements arrive with their labelled arguments")
  func shapes() async throws {
    let multicast = SyncDelegateMulticast()
    let calls = multicast.calls()
    multicast.syncDidStart()
    await multicast.sync("photos", didMove: 3, to: nil)
    try multicast.syncDidFail(with: ClientError(code: 7))
    multicast.sync("logs", from: 2, from: 5)
    #expect(multicast.syncPriority() == 0)

    var got: [String] = []
    for await call in calls {
      switch call {
      case .syncDidStart: got.append("start")
      case .syncDidMoveTo(let name, didMove: let count, to: let folder):
        got.append("\(name).\(count).\(folder ?? "nil")")
      case .syncDidFailWith(with: let error):
        got.append("fail(\(error.code))")
      case .syncFromFrom(let name, from: let start, let end):
        got.append("\(name).\(start)-\(end)")
      }
      if got.count == 4 { break }
    }
    #expect(got == ["start", "photos.3.nil", "fail(7)", "logs.2-5"])
    #expect(multicast.isEmpty)
  }
}

// MARK: - A Sendable protocol: the sequence crosses tasks

@Delegate
nonisolated protocol MeterDelegate: AnyObject, Sendable {
  func meter(_ id: Int, didRead value: Double)
  @Optional func meterDidReset(_ id: Int)
}

/// The same, public: a public enum is Sendable only by declaration, which the macro writes
/// when every argument's type is one it knows to be Sendable, through the protocol's aliases.
@Delegate
public nonisolated protocol PublicMeterDelegate: AnyObject, Sendable {
  typealias Reading = Double
  func meter(_ id: Int, didRead value: Reading, labels: [String: Int]?)
}

@Suite("Delegate calls of a Sendable protocol")
struct ConcurrentCallSequenceTests {
  @Test("A public Sendable protocol's calls cross tasks")
  func publicProtocol() async {
    let multicast = PublicMeterDelegateMulticast()
    let calls = multicast.calls()
    let consumer = Task.detached {
      for await call in calls {
        guard case .meterDidReadLabels(let id, let value, let labels) = call else { continue }
        return "\(id) \(value) \(labels ?? [:])"
      }
      return ""
    }
    await Task.detached { multicast.meter(2, didRead: 0.5, labels: ["a": 1]) }.value
    #expect(await consumer.value == "2 0.5 [\"a\": 1]")
  }

  @Test("Calls broadcast on other threads reach a consumer in another task, each once")
  func acrossTasks() async {
    let multicast = MeterDelegateMulticast()
    let calls = multicast.calls()
    let consumer = Task.detached {
      var readings: [Int: [Double]] = [:]
      var resets = 0
      for await call in calls {
        switch call {
        case .meterDidRead(let id, let value): readings[id, default: []].append(value)
        case .meterDidReset: resets += 1
        }
        if resets == 4 { break }
      }
      return readings
    }
    await withTaskGroup(of: Void.self) { group in
      for id in 0..<4 {
        group.addTask {
          for value in 0..<250 { multicast.meter(id, didRead: Double(value)) }
          multicast.meterDidReset(id)
        }
      }
    }
    let readings = await consumer.value
    // Each producer's calls arrive in its order, every one exactly once.
    for id in 0..<4 {
      #expect(readings[id] == (0..<250).map(Double.init))
    }
    #expect(multicast.isEmpty)
  }
}
