import DelegateKitCore
import Foundation
import Testing

/// The delegate protocol the runtime tests register.
protocol Probe: AnyObject, Sendable {
  var name: String { get }
  func ping()
  func answer() -> Int?
}

/// A delegate that records what happened to it, in a log shared by a test.
final class Recorder: Probe, @unchecked Sendable {
  // @unchecked: each test drives a Recorder from one thread at a time; the concurrent
  // stress test uses `Counter` instead.
  let name: String
  let log: Log
  let reply: Int?
  var onPing: ((Recorder) -> Void)?

  init(_ name: String, log: Log = Log(), reply: Int? = nil) {
    self.name = name
    self.log = log
    self.reply = reply
  }

  func ping() {
    log.entries.append(name)
    onPing?(self)
  }

  func answer() -> Int? {
    log.entries.append("?\(name)")
    return reply
  }
}

/// An ordered record of calls.
final class Log: @unchecked Sendable {
  // @unchecked: only touched from the test's own thread.
  var entries: [String] = []
}

/// The operations the two list flavours share, so one set of behaviour tests covers both.
protocol ListUnderTest {
  init()
  @discardableResult func add(_ delegate: any Probe, retention: DelegateRetention) -> Bool
  @discardableResult func remove(_ delegate: any Probe) -> Bool
  func contains(_ delegate: any Probe) -> Bool
  func removeAll()
  func compact()
  var count: Int { get }
  var isEmpty: Bool { get }
  var delegates: [any Probe] { get }
  func forEach<Failure: Error>(_ body: (any Probe) throws(Failure) -> Void) throws(Failure)
  func firstNonNil<Result, Failure: Error>(
    _ transform: (any Probe) throws(Failure) -> Result?
  ) throws(Failure) -> Result?
  func setHook(_ hook: @escaping @Sendable () -> Void)
}

extension ListUnderTest {
  @discardableResult func add(_ delegate: any Probe) -> Bool { add(delegate, retention: .weak) }
  var names: [String] { delegates.map(\.name) }
}

extension DelegateList: ListUnderTest where Delegate == any Probe {
  func setHook(_ hook: @escaping @Sendable () -> Void) { onLastDelegateGone = hook }
}

extension ConcurrentDelegateList: ListUnderTest where Delegate == any Probe {
  func setHook(_ hook: @escaping @Sendable () -> Void) { onLastDelegateGone = hook }
}

/// Both list flavours, as arguments for parameterized tests.
enum Flavor: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case single
  case concurrent

  var testDescription: String { rawValue }

  func make() -> any ListUnderTest {
    switch self {
    case .single: DelegateList<any Probe>()
    case .concurrent: ConcurrentDelegateList<any Probe>()
    }
  }
}

/// A thread-safe call counter for hooks and stress tests.
final class Counter: Probe, Sendable {
  let name: String
  private let box = Box()

  init(_ name: String = "counter") { self.name = name }

  func ping() { box.increment() }
  func answer() -> Int? { nil }
  var value: Int { box.value }

  private final class Box: @unchecked Sendable {
    // @unchecked: a lock box; `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
  }
}
