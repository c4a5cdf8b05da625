internal import FlyingSocks
internal import Foundation

/// Wraps FlyingFox's socket pool to switch off Nagle's algorithm (TCP_NODELAY).
///
/// FlyingFox writes a response's header and body in two `write` calls. With Nagle on, the
/// body waits for the client to acknowledge the header, and clients delay that ACK by up
/// to 40 ms: every answer would take ~45 ms on localhost, drowning the configured
/// `latency`. FlyingFox has no option for it, but every socket it waits on passes through
/// the pool: the listening socket (whose setting accepted sockets inherit on Linux and
/// Darwin) and each connection that has to wait for data.
struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
  let base: Base

  func prepare() async throws {
    try await base.prepare()
  }

  func run() async throws {
    try await base.run()
  }

  func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
    // Best effort: a socket that refuses the option still works, only slower.
    try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
    try await base.suspendSocket(socket, untilReadyFor: events)
  }
}
