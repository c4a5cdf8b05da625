internal import FlyingFox
internal import FlyingSocks
public import Foundation

/// An HTTP server on 127.0.0.1 serving the bundled people dataset and a paged feed, so the
/// demo's screens talk to a real socket (with real latency, errors and timeouts) without
/// any network access.
///
/// Sockets are FlyingFox's (FlyingSocks, on epoll or kqueue), and answers its
/// `HTTPResponse`s; the server reads each request's head itself, within the
/// ``DemoServerConfiguration/connectionLimits``, so a request line or header section of any
/// size costs time linear in the limit, and a slow or idle client is closed: no single
/// client can hold the server.
///
/// An actor rather than a `Sendable` class: start/stop are the only mutations and they
/// suspend, which an actor serialises without a lock. Request handling does not go through
/// the actor, so requests are served concurrently, a task per connection.
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
    case running(listener: Socket, task: Task<Void, Never>)
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
  /// - Throws: ``DemoServerError/alreadyStarted`` if running,
  ///   ``DemoServerError/portInUse(port:)`` if another socket holds `port`, or the socket
  ///   error.
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
    guard case .running(let listener, let task) = state else { return }
    state = .idle
    task.cancel()
    await task.value
    try? listener.close()
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

  /// Binds and listens, then accepts connections on a task that serves each on a child
  /// task, until cancelled.
  private func launch(port: UInt16) async throws {
    let pool = HTTPServer.defaultPool()
    try await pool.prepare()
    let listener = try Socket(domain: AF_INET)
    do {
      try listener.setValue(true, for: BoolSocketOption.localAddressReuse)
      do {
        try listener.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
      } catch SocketError.failed(_, EADDRINUSE, _) {
        throw DemoServerError.portInUse(port: port)
      }
      try listener.listen()
      guard case .ip4(_, let boundPort) = try listener.sockname() else { throw DemoServerError.stoppedBeforeListening }
      lastPort = boundPort
    } catch {
      try? listener.close()
      throw error
    }
    let accepting = try AsyncSocket(socket: listener, pool: pool)
    let (routes, limits) = (self.routes, configuration.connectionLimits)
    let task = Task {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { try? await pool.run() }
        group.addTask {
          try? await withThrowingDiscardingTaskGroup { connections in
            for try await client in accepting.sockets {
              // Answers go out at once: no waiting for the client's acknowledgement of
              // the previous segment (Nagle's algorithm).
              try? client.socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
              connections.addTask { await ConnectionHandler(socket: client, limits: limits, routes: routes).run() }
            }
          }
        }
        await group.next()
        group.cancelAll()
      }
    }
    state = .running(listener: listener, task: task)
  }
}

/// Why ``DemoServer/start(port:)`` failed, beyond the socket's own errors.
public enum DemoServerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``DemoServer/start(port:)`` was called on a server that is starting or running;
  /// stop it first. Refused so two listeners never share one configuration's counters.
  case alreadyStarted
  /// The server task ended before its socket was listening.
  case stoppedBeforeListening
  /// Another socket on 127.0.0.1 holds the port asked for: choose another, or 0 for any
  /// free one.
  case portInUse(port: UInt16)

  /// One line for a log or a CLI error.
  public var description: String {
    switch self {
    case .alreadyStarted: "the demo server is already running"
    case .stoppedBeforeListening: "the demo server stopped before it was listening"
    case .portInUse(let port): "port \(port) is in use"
    }
  }
}
