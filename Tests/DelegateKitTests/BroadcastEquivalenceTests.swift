import DelegateKit
import Foundation
import Testing

// One scenario through the four broadcast paths: a plain protocol's multicast (a
// `DelegateList`) and a `Sendable` one's (a `ConcurrentDelegateList`), each with synchronous
// and asynchronous requirements. What every delegate saw must be the same in all four.

@Delegate
protocol PlainBroadcast: AnyObject {
  @Optional func ping(_ n: Int)
  @Optional(default: -1) func answer(_ n: Int) -> Int
}

@Delegate
protocol PlainAsyncBroadcast: AnyObject {
  @Optional func ping(_ n: Int) async
  @Optional(default: -1) func answer(_ n: Int) async -> Int
}

@Delegate
protocol SendableBroadcast: AnyObject, Sendable {
  @Optional func ping(_ n: Int)
  @Optional(default: -1) func answer(_ n: Int) -> Int
}

@Delegate
protocol SendableAsyncBroadcast: AnyObject, Sendable {
  @Optional func ping(_ n: Int) async
  @Optional(default: -1) func answer(_ n: Int) async -> Int
}

/// What the delegates of one run saw, in order, and what each does when pinged with a
/// number. A lock box: every member reads and writes it under its lock, which is why it is
/// `@unchecked Sendable`. Its hooks are set and run by the test's one task.
private final class Journal: @unchecked Sendable {
  private let lock = NSLock()
  private var _entries: [String] = []
  private var hooks: [String: () -> Void] = [:]

  var entries: [String] { lock.withLock { _entries } }

  func record(_ entry: String) { lock.withLock { _entries.append(entry) } }

  /// Runs `body` when `name` is pinged with `n`.
  func on(_ name: String, ping n: Int, _ body: @escaping () -> Void) {
    lock.withLock { hooks["\(name) \(n)"] = body }
  }

  /// Drops every hook: a hook holds delegates that hold this journal.
  func removeHooks() { lock.withLock { hooks = [:] } }

  /// Records the ping and runs its hook, outside the lock.
  func pinged(_ name: String, _ n: Int) {
    record("\(name) ping \(n)")
    let hook = lock.withLock { hooks["\(name) \(n)"] }
    hook?()
  }
}

private final class PlainBroadcastPinger: PlainBroadcast, Sendable {
  let name: String
  let journal: Journal
  init(_ name: String, _ journal: Journal) { (self.name, self.journal) = (name, journal) }
  func ping(_ n: Int) { journal.pinged(name, n) }
}

private final class PlainBroadcastAnswerer: PlainBroadcast, Sendable {
  let name: String
  let journal: Journal
  let value: Int
  init(_ name: String, _ journal: Journal, value: Int) {
    (self.name, self.journal, self.value) = (name, journal, value)
  }
  func answer(_ n: Int) -> Int {
    journal.record("\(name) answer \(n)")
    return value
  }
}

private final class PlainBroadcastBoth: PlainBroadcast, Sendable {
  let name: String
  let journal: Journal
  let value: Int
  init(_ name: String, _ journal: Journal, value: Int) {
    (self.name, self.journal, self.value) = (name, journal, value)
  }
  func ping(_ n: Int) { journal.pinged(name, n) }
  func answer(_ n: Int) -> Int {
    journal.record("\(name) answer \(n)")
    return value
  }
}

private final class PlainAsyncBroadcastPinger: PlainAsyncBroadcast, Sendable {
  let name: String
  let journal: Journal
  init(_ name: String, _ journal: Journal) { (self.name, self.journal) = (name, journal) }
  func ping(_ n: Int) async { journal.pinged(name, n) }
}

private final class PlainAsyncBroadcastAnswerer: PlainAsyncBroadcast, Sendable {
  let name: String
  let journal: Journal
  let value: Int
  init(_ name: String, _ journal: Journal, value: Int) {
    (self.name, self.journal, self.value) = (name, journal, value)
  }
  func answer(_ n: Int) async -> Int {
    journal.record("\(name) answer \(n)")
    return value
  }
}

private final class PlainAsyncBroadcastBoth: PlainAsyncBroadcast, Sendable {
  let name: String
  let journal: Journal
  let value: Int
  init(_ name: String, _ journal: Journal, value: Int) {
    (self.name, self.journal, self.value) = (name, journal, value)
  }
  func ping(_ n: Int) async { journal.pinged(name, n) }
  func answer(_ n: Int) async -> Int {
    journal.record("\(name) answer \(n)")
    return value
  }
}

private final class SendableBroadcastPinger: SendableBroadcast, Sendable {
  let name: String
  let journal: Journal
  init(_ name: String, _ journal: Journal) { (self.name, self.journal) = (name, journal) }
  func ping(_ n: Int) { journal.pinged(name, n) }
}

private final class SendableBroadcastAnswerer: SendableBroadcast, Sendable {
  let name: String
  let journal: Journal
  let value: Int
  init(_ name: String, _ journal: Journal, value: Int) {
    (self.name, self.journal, self.value) = (name, journal, value)
  }
  func answer(_ n: Int) -> Int {
    journal.record("\(name) answer \(n)")
    return value
  }
}

private final class SendableBroadcastBoth: SendableBroadcast, Sendable {
  let name: String
  let journal: Journal
  let value: Int
  init(_ name: String, _ journal: Journal, value: Int) {
    (self.name, self.journal, self.value) = (name, journal, value)
  }
  func ping(_ n: Int) { journal.pinged(name, n) }
  func answer(_ n: Int) -> Int {
    journal.record("\(name) answer \(n)")
    return value
  }
}

private final class SendableAsyncBroadcastPinger: SendableAsyncBroadcast, Sendable {
  let name: String
  let journal: Journal
  init(_ name: String, _ journal: Journal) { (self.name, self.journal) = (name, journal) }
  func ping(_ n: Int) async { journal.pinged(name, n) }
}

private final class SendableAsyncBroadcastAnswerer: SendableAsyncBroadcast, Sendable {
  let name: String
  let journal: Journal
  let value: Int
  init(_ name: String, _ journal: Journal, value: Int) {
    (self.name, self.journal, self.value) = (name, journal, value)
  }
  func answer(_ n: Int) async -> Int {
    journal.record("\(name) answer \(n)")
    return value
  }
}

private final class SendableAsyncBroadcastBoth: SendableAsyncBroadcast, Sendable {
  let name: String
  let journal: Journal
  let value: Int
  init(_ name: String, _ journal: Journal, value: Int) {
    (self.name, self.journal, self.value) = (name, journal, value)
  }
  func ping(_ n: Int) async { journal.pinged(name, n) }
  func answer(_ n: Int) async -> Int {
    journal.record("\(name) answer \(n)")
    return value
  }
}

/// A delegate of any of the four protocols.
private typealias Member = any AnyObject & Sendable

/// Which requirements a delegate implements.
private enum Kind { case pinger, answerer, both }

/// The scenario's view of one multicast: its delegates are made by kind, so the same steps
/// run over all four.
private protocol Broadcast: AnyObject {
  var journal: Journal { get }
  /// Makes a delegate of `kind` named `name`, answering `value`.
  func make(_ kind: Kind, _ name: String, value: Int) -> Member
  func add(_ delegate: Member)
  func remove(_ delegate: Member)
  /// Adds a nested multicast of the same protocol holding `delegates`; returns it.
  func addForwarder(holding delegates: [Member]) -> AnyObject
  func remove(_ delegate: Member, fromForwarder forwarder: AnyObject)
  func ping(_ n: Int) async
  func answer(_ n: Int) async -> Int
}

/// The one scenario: order, removal of a later and an earlier delegate during a call, an
/// addition during a call, a nested forwarder, a weak registration whose delegate goes, the
/// first implementer's answer and the default.
private func runScenario(_ broadcast: some Broadcast) async -> [String] {
  let journal = broadcast.journal
  let a = broadcast.make(.pinger, "a", value: 0)
  let b = broadcast.make(.both, "b", value: 20)
  let c = broadcast.make(.answerer, "c", value: 30)
  let d = broadcast.make(.both, "d", value: 40)
  let e1 = broadcast.make(.pinger, "e1", value: 0)
  let e2 = broadcast.make(.answerer, "e2", value: 50)
  var late: Member? = broadcast.make(.pinger, "late", value: 0)
  broadcast.add(a)
  broadcast.add(b)
  broadcast.add(c)
  let forwarder = broadcast.addForwarder(holding: [e1, e2])
  broadcast.add(d)
  journal.on("a", ping: 1) { [weak broadcast] in broadcast?.remove(b) }
  journal.on("d", ping: 1) { [weak broadcast, weak late] in if let late { broadcast?.add(late) } }
  journal.on("d", ping: 2) { [weak broadcast] in broadcast?.remove(a) }

  await broadcast.ping(1)
  journal.record("answer \(await broadcast.answer(1))")
  await broadcast.ping(2)
  broadcast.remove(c)
  journal.record("answer \(await broadcast.answer(2))")
  late = nil
  await broadcast.ping(3)
  broadcast.remove(e2, fromForwarder: forwarder)
  journal.record("answer \(await broadcast.answer(3))")
  broadcast.remove(d)
  journal.record("answer \(await broadcast.answer(4))")
  broadcast.add(a)
  await broadcast.ping(5)
  withExtendedLifetime((a, b, c, d, e1, e2, forwarder)) {}
  journal.removeHooks()
  return journal.entries
}

private final class PlainBroadcastRun: Broadcast {
  let multicast = PlainBroadcastMulticast()
  let journal = Journal()
  func make(_ kind: Kind, _ name: String, value: Int) -> Member {
    switch kind {
    case .pinger: PlainBroadcastPinger(name, journal)
    case .answerer: PlainBroadcastAnswerer(name, journal, value: value)
    case .both: PlainBroadcastBoth(name, journal, value: value)
    }
  }
  func add(_ delegate: Member) { multicast.add(delegate as! any PlainBroadcast) }
  func remove(_ delegate: Member) { multicast.remove(delegate as! any PlainBroadcast) }
  func addForwarder(holding delegates: [Member]) -> AnyObject {
    let forwarder = PlainBroadcastMulticast()
    for delegate in delegates { forwarder.add(delegate as! any PlainBroadcast) }
    multicast.add(forwarder)
    return forwarder
  }
  func remove(_ delegate: Member, fromForwarder forwarder: AnyObject) {
    (forwarder as! PlainBroadcastMulticast).remove(delegate as! any PlainBroadcast)
  }
  func ping(_ n: Int) async { multicast.ping(n) }
  func answer(_ n: Int) async -> Int { multicast.answer(n) }
}

private final class PlainAsyncBroadcastRun: Broadcast {
  let multicast = PlainAsyncBroadcastMulticast()
  let journal = Journal()
  func make(_ kind: Kind, _ name: String, value: Int) -> Member {
    switch kind {
    case .pinger: PlainAsyncBroadcastPinger(name, journal)
    case .answerer: PlainAsyncBroadcastAnswerer(name, journal, value: value)
    case .both: PlainAsyncBroadcastBoth(name, journal, value: value)
    }
  }
  func add(_ delegate: Member) { multicast.add(delegate as! any PlainAsyncBroadcast) }
  func remove(_ delegate: Member) { multicast.remove(delegate as! any PlainAsyncBroadcast) }
  func addForwarder(holding delegates: [Member]) -> AnyObject {
    let forwarder = PlainAsyncBroadcastMulticast()
    for delegate in delegates { forwarder.add(delegate as! any PlainAsyncBroadcast) }
    multicast.add(forwarder)
    return forwarder
  }
  func remove(_ delegate: Member, fromForwarder forwarder: AnyObject) {
    (forwarder as! PlainAsyncBroadcastMulticast).remove(delegate as! any PlainAsyncBroadcast)
  }
  func ping(_ n: Int) async { await multicast.ping(n) }
  func answer(_ n: Int) async -> Int { await multicast.answer(n) }
}

private final class SendableBroadcastRun: Broadcast {
  let multicast = SendableBroadcastMulticast()
  let journal = Journal()
  func make(_ kind: Kind, _ name: String, value: Int) -> Member {
    switch kind {
    case .pinger: SendableBroadcastPinger(name, journal)
    case .answerer: SendableBroadcastAnswerer(name, journal, value: value)
    case .both: SendableBroadcastBoth(name, journal, value: value)
    }
  }
  func add(_ delegate: Member) { multicast.add(delegate as! any SendableBroadcast) }
  func remove(_ delegate: Member) { multicast.remove(delegate as! any SendableBroadcast) }
  func addForwarder(holding delegates: [Member]) -> AnyObject {
    let forwarder = SendableBroadcastMulticast()
    for delegate in delegates { forwarder.add(delegate as! any SendableBroadcast) }
    multicast.add(forwarder)
    return forwarder
  }
  func remove(_ delegate: Member, fromForwarder forwarder: AnyObject) {
    (forwarder as! SendableBroadcastMulticast).remove(delegate as! any SendableBroadcast)
  }
  func ping(_ n: Int) async { multicast.ping(n) }
  func answer(_ n: Int) async -> Int { multicast.answer(n) }
}

private final class SendableAsyncBroadcastRun: Broadcast {
  let multicast = SendableAsyncBroadcastMulticast()
  let journal = Journal()
  func make(_ kind: Kind, _ name: String, value: Int) -> Member {
    switch kind {
    case .pinger: SendableAsyncBroadcastPinger(name, journal)
    case .answerer: SendableAsyncBroadcastAnswerer(name, journal, value: value)
    case .both: SendableAsyncBroadcastBoth(name, journal, value: value)
    }
  }
  func add(_ delegate: Member) { multicast.add(delegate as! any SendableAsyncBroadcast) }
  func remove(_ delegate: Member) { multicast.remove(delegate as! any SendableAsyncBroadcast) }
  func addForwarder(holding delegates: [Member]) -> AnyObject {
    let forwarder = SendableAsyncBroadcastMulticast()
    for delegate in delegates { forwarder.add(delegate as! any SendableAsyncBroadcast) }
    multicast.add(forwarder)
    return forwarder
  }
  func remove(_ delegate: Member, fromForwarder forwarder: AnyObject) {
    (forwarder as! SendableAsyncBroadcastMulticast).remove(delegate as! any SendableAsyncBroadcast)
  }
  func ping(_ n: Int) async { await multicast.ping(n) }
  func answer(_ n: Int) async -> Int { await multicast.answer(n) }
}

@Suite("One broadcast, four paths")
struct BroadcastEquivalenceTests {
  /// What every delegate saw, as the broadcast rules say.
  static let expected = [
    "a ping 1", "e1 ping 1", "d ping 1",
    "c answer 1", "answer 30",
    "a ping 2", "e1 ping 2", "d ping 2", "late ping 2",
    "e2 answer 2", "answer 50",
    "e1 ping 3", "d ping 3",
    "d answer 3", "answer 40",
    "answer -1",
    "e1 ping 5", "a ping 5",
  ]

  @Test("A plain protocol's multicast and a Sendable one's, each synchronous and async, tell every delegate the same")
  func fourPaths() async {
    let seen = [
      "DelegateList, synchronous": await runScenario(PlainBroadcastRun()),
      "DelegateList, async": await runScenario(PlainAsyncBroadcastRun()),
      "ConcurrentDelegateList, synchronous": await runScenario(SendableBroadcastRun()),
      "ConcurrentDelegateList, async": await runScenario(SendableAsyncBroadcastRun()),
    ]
    for (path, entries) in seen.sorted(by: { $0.key < $1.key }) {
      #expect(entries == Self.expected, "\(path)")
    }
  }
}
