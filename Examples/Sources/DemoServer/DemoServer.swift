internal import FlyingFox
internal import FlyingSocks
public import Foundation

/// An HTTP server on 127.0.0.1 serving the bundled people dataset and a paged feed, so the
/// demo's screens talk to a real socket (with real latency, errors and timeouts) without
/// any network access.
///
/// An actor rather than a `Sendable` class: start/stop are the only mutations and they
/// suspend (they await FlyingFox), which an actor serialises without a lock. Request
/// handling does not go through the actor, so requests are served concurrently.
///
/// The API it serves is described in `API.md` next to this file.
public actor DemoServer {
  /// The validated configuration this server was created with.
  public nonisolated let configuration: DemoServerConfiguration

  private let routes: DemoRoutes
  private var state: State = .idle
  private var lastPort: UInt16 = 0

  private enum State {
    case idle
    case starting
    case running(HTTPServer, task: Task<Void, Never>)
  }

  /// Creates a stopped server.
  /// - Throws: ``DemoServerConfiguration/ConfigurationError`` for an out-of-range value,
  ///   or a load error if the bundled `people.json` is missing or corrupt.
  public init(configuration: DemoServerConfiguration = .init()) throws {
    self.configuration = try configuration.validated()
    self.routes = DemoRoutes(configuration: configuration, people: try PeopleDataset.bundled.get())
  }

  /// Starts on 127.0.0.1 at `port` (0 = a free port chosen by the OS) and returns once
  /// the socket is listening, so a client created right after cannot race the bind.
  ///
  /// Only the loopback interface is used: the demo server must never be reachable from
  /// another machine.
  /// - Throws: ``DemoServerError/alreadyStarted`` if running, or the socket error (e.g.
  ///   the port is in use).
  public func start(port: UInt16 = 0) async throws {
    guard case .idle = state else { throw DemoServerError.alreadyStarted }
    state = .starting
    do {
      try await launch(port: port)
    } catch {
      state = .idle
      throw error
    }
  }

  /// `http://127.0.0.1:PORT`, the URL to hand to `DemoClient`.
  ///
  /// After ``stop()`` it keeps the last port, which is how a test obtains a port that
  /// nobody listens on; before the first start the port is 0.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(lastPort)")!
  }

  /// Whether the server is accepting connections.
  public var isRunning: Bool {
    if case .running = state { true } else { false }
  }

  /// Closes the listening socket and every open connection, releasing requests held by
  /// ``DemoServerConfiguration/Fault/hang``. Returns once the server task has ended.
  /// Does nothing if the server is not running.
  public func stop() async {
    guard case .running(let server, let task) = state else { return }
    state = .idle
    await server.stop(timeout: 0)
    await task.value
  }

  /// Starts and serves until the calling task is cancelled, then stops: the body of a
  /// `--serve` command.
  public func run(port: UInt16) async throws {
    try await start(port: port)
    guard case .running(_, let task) = state else { return }
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    await stop()
  }

  private func launch(port: UInt16) async throws {
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: port),
      timeout: Self.handlerTimeout,
      pool: NoDelaySocketPool(base: HTTPServer.defaultPool()),
      logger: .disabled
    )
    await routes.install(on: server)

    let (failures, failure) = AsyncStream.makeStream(of: (any Error).self)
    let task = Task {
      do { try await server.run() } catch { failure.yield(error) }
      failure.finish()
    }
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await server.waitUntilListening(timeout: 10) }
        group.addTask {
          for await error in failures { throw error }
          if !Task.isCancelled { throw DemoServerError.stoppedBeforeListening }
        }
        try await group.next()
        group.cancelAll()
      }
    } catch {
      await server.stop(timeout: 0)
      task.cancel()
      await task.value
      throw error
    }
    guard case .ip4(_, let boundPort)? = await server.listeningAddress else {
      await server.stop(timeout: 0)
      await task.value
      throw DemoServerError.stoppedBeforeListening
    }
    lastPort = boundPort
    state = .running(server, task: task)
  }

  /// FlyingFox answers 500 to handlers slower than its timeout; ours must be able to
  /// hang until stopped and to honour any configured latency, so the limit is a week.
  private static let handlerTimeout: TimeInterval = 7 * 24 * 3_600
}

/// Why ``DemoServer/start(port:)`` failed, beyond the socket's own errors.
public enum DemoServerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``DemoServer/start(port:)`` was called on a server that is starting or running;
  /// stop it first. Refused so two listeners never share one configuration's counters.
  case alreadyStarted
  /// The server task ended before its socket was listening.
  case stoppedBeforeListening

  /// One line for a log or a CLI error.
  public var description: String {
    switch self {
    case .alreadyStarted: "the demo server is already running"
    case .stoppedBeforeListening: "the demo server stopped before it was listening"
    }
  }
}
