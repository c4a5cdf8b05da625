// Starscream's WebSocketDelegate, transcribed from https://github.com/daltoniam/Starscream at
// tag 4.0.8 (c6bfd1af48efcc9a9ad203665db12375ba6b145a):
// - Sources/Starscream/WebSocket.swift, lines 44-93: `WebSocketClient` (7 requirements) and its
//   extension of conveniences, `WebSocketEvent` (11 cases) and `WebSocketDelegate` (one
//   requirement, `didReceive(event:client:)`, no default: required).
// - Same file, lines 167-172: how the library calls it. `WebSocket` is its engine's delegate;
//   for each engine event it hops to `callbackQueue` (the main queue by default) and calls
//   `delegate?.didReceive(event: event, client: self)`, then the `onEvent` closure.
// - Sources/Framer/Framer.swift, lines 34-45: `CloseCode`.
// The stand-in `WebSocket` below calls its delegate synchronously instead of on a queue, and
// has no engine: the scenarios feed it the events an engine would.
// Left out: `WebSocketServer` and the engine protocols, which the delegate does not mention;
// `WSError`, as `.error` carries any `Error`.
import DelegateKit
import Foundation
import Testing

/// Starscream's `CloseCode`.
enum CloseCode: UInt16 {
  case normal = 1000
  case goingAway = 1001
  case protocolError = 1002
  case protocolUnhandledType = 1003
  // 1004 reserved.
  case noStatusReceived = 1005
  // 1006 reserved.
  case encoding = 1007
  case policyViolated = 1008
  case messageTooBig = 1009
}

/// Starscream's client protocol, which the delegate receives as `client`.
protocol WebSocketClient: AnyObject {
  func connect()
  func disconnect(closeCode: UInt16)
  func write(string: String, completion: (() -> Void)?)
  func write(stringData: Data, completion: (() -> Void)?)
  func write(data: Data, completion: (() -> Void)?)
  func write(ping: Data, completion: (() -> Void)?)
  func write(pong: Data, completion: (() -> Void)?)
}

// Starscream: "implements some of the base behaviors".
extension WebSocketClient {
  func write(string: String) {
    write(string: string, completion: nil)
  }

  func write(data: Data) {
    write(data: data, completion: nil)
  }

  func write(ping: Data) {
    write(ping: ping, completion: nil)
  }

  func write(pong: Data) {
    write(pong: pong, completion: nil)
  }

  func disconnect() {
    disconnect(closeCode: CloseCode.normal.rawValue)
  }
}

/// Starscream's `WebSocketEvent`.
enum WebSocketEvent {
  case connected([String: String])
  case disconnected(String, UInt16)
  case text(String)
  case binary(Data)
  case pong(Data?)
  case ping(Data?)
  case error((any Error)?)
  case viabilityChanged(Bool)
  case reconnectSuggested(Bool)
  case cancelled
  case peerClosed
}

/// Starscream's delegate protocol, as the library declares it.
protocol WebSocketDelegate: AnyObject {
  func didReceive(event: WebSocketEvent, client: any WebSocketClient)
}

/// The socket's events, forwarded to several listeners. Starscream gives the requirement no
/// default, so it stays required.
@Delegate(foreign: WebSocketDelegate.self)
protocol SocketEvents: WebSocketDelegate {
  func didReceive(event: WebSocketEvent, client: any WebSocketClient)
}

/// A stand-in for Starscream's `WebSocket`: records what is written, and hands each event to
/// its delegate with itself as the client, as the library does (without the queue hop).
final class WebSocket: WebSocketClient {
  weak var delegate: (any WebSocketDelegate)?
  private(set) var sent: [String] = []

  func connect() { didReceive(event: .connected(["Sec-WebSocket-Protocol": "chat"])) }
  func disconnect(closeCode: UInt16) { didReceive(event: .disconnected("bye", closeCode)) }
  func write(string: String, completion: (() -> Void)?) {
    sent.append("text:\(string)")
    completion?()
  }
  func write(stringData: Data, completion: (() -> Void)?) {
    sent.append("textData:\(stringData.count)")
    completion?()
  }
  func write(data: Data, completion: (() -> Void)?) {
    sent.append("binary:\(data.count)")
    completion?()
  }
  func write(ping: Data, completion: (() -> Void)?) {
    sent.append("ping")
    completion?()
  }
  func write(pong: Data, completion: (() -> Void)?) {
    sent.append("pong")
    completion?()
  }

  /// What the engine reports; Starscream's `WebSocket.didReceive(event:)`.
  func didReceive(event: WebSocketEvent) {
    delegate?.didReceive(event: event, client: self)
  }
}

/// Greets the room on connection and keeps the messages; its conformance in an extension.
final class ChatRoom {
  let name: String
  let journal: Journal

  init(name: String, journal: Journal) {
    self.name = name
    self.journal = journal
  }
}

extension ChatRoom: SocketEvents {
  func didReceive(event: WebSocketEvent, client: any WebSocketClient) {
    switch event {
    case .connected:
      journal.record("\(name).connected")
      client.write(string: "hello from \(name)")
    case .text(let text):
      journal.record("\(name).text(\(text))")
    default:
      break
    }
  }
}

/// Watches the connection: answers pings, and logs disconnections, errors and viability.
final class ConnectionMonitor: SocketEvents {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  func didReceive(event: WebSocketEvent, client: any WebSocketClient) {
    switch event {
    case .ping:
      journal.record("monitor.ping")
      client.write(pong: Data())
    case .disconnected(let reason, let code):
      journal.record("monitor.disconnected(\(reason), \(code))")
    case .error(let error):
      journal.record("monitor.error(\(error.map { "\($0)" } ?? "nil"))")
    case .viabilityChanged(let viable):
      journal.record("monitor.viable(\(viable))")
    default:
      journal.record("monitor.other")
    }
  }
}

@Suite("WebSocketDelegate: one required requirement, every listener hears every event")
struct WebSocketDelegateCorpusTests {
  @Test("Each event reaches every listener in registration order, with the socket as the client")
  func multicast() {
    let journal = Journal()
    let room = ChatRoom(name: "lobby", journal: journal)
    let monitor = ConnectionMonitor(journal: journal)
    let listeners = SocketEventsMulticast()
    listeners.add(room)
    listeners.add(monitor)
    #expect(listeners.responds(to: .didReceiveEventClient), "required: every delegate implements it")
    let socket = WebSocket()
    socket.delegate = listeners

    socket.connect()
    socket.didReceive(event: .text("hi"))
    socket.didReceive(event: .ping(nil))
    socket.didReceive(event: .viabilityChanged(false))
    socket.disconnect()

    #expect(
      journal.entries == [
        "lobby.connected", "monitor.other",
        "lobby.text(hi)", "monitor.other",
        "monitor.ping",
        "monitor.viable(false)",
        "monitor.disconnected(bye, 1000)",
      ]
    )
    #expect(socket.sent == ["text:hello from lobby", "pong"])
    #expect(listeners.responds(to: .didReceiveEventClient))
  }

  @Test("A listener removed, or gone, hears nothing more")
  func removal() {
    let journal = Journal()
    let room = ChatRoom(name: "lobby", journal: journal)
    var monitor: ConnectionMonitor? = ConnectionMonitor(journal: journal)
    let listeners = SocketEventsMulticast()
    listeners.add(room)
    if let monitor { listeners.add(monitor) }
    let socket = WebSocket()
    socket.delegate = listeners

    socket.didReceive(event: .error(nil))
    monitor = nil
    socket.didReceive(event: .error(nil))
    listeners.remove(room)
    socket.didReceive(event: .text("unheard"))

    #expect(journal.entries == ["monitor.error(nil)"])
    #expect(!listeners.contains(room))
  }

  @Test("A proxy, and a router that gives each room's socket events to that room")
  func proxyAndRouter() {
    let journal = Journal()
    let lobby = ChatRoom(name: "lobby", journal: journal)
    let support = ChatRoom(name: "support", journal: journal)
    let socket = WebSocket()

    let proxy = SocketEventsProxy(lobby)
    socket.delegate = proxy
    socket.didReceive(event: .text("one"))

    let router = SocketEventsRouter<String>()
    router.setDelegate(lobby, for: "lobby")
    router.setDelegate(support, for: "support")
    socket.delegate = router
    router.select("support")
    socket.connect()
    socket.didReceive(event: .text("two"))
    router.select("lobby")
    socket.didReceive(event: .text("three"))

    #expect(journal.entries == ["lobby.text(one)", "support.connected", "support.text(two)", "lobby.text(three)"])
    #expect(socket.sent == ["text:hello from support"])
    withExtendedLifetime(proxy) {}
  }
}
