internal import FlyingFox
internal import FlyingSocks
internal import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves one client connection: reads each request's head through a
/// ``RequestHeadScanner`` within the ``ConnectionLimits``, answers it with ``DemoRoutes``,
/// and keeps the connection for the next request while the client asks to.
///
/// A head over a limit is answered with its status and the connection closed; so is one
/// that takes longer than the request timeout (`408`). A connection with no request begun
/// within the idle timeout is closed without an answer. The socket is closed when this
/// returns, and when the server's task is cancelled.
struct ConnectionHandler: Sendable {
  let socket: AsyncSocket
  let limits: ConnectionLimits
  let routes: DemoRoutes

  private enum Read {
    case bytes([UInt8])
    case timedOut
    case closed
  }

  func run() async {
    defer { try? socket.close() }
    var remainder: [UInt8] = []
    while !Task.isCancelled {
      var scanner = RequestHeadScanner(limits: limits)
      var outcome = remainder.isEmpty ? .needMore : scanner.feed(remainder)
      var deadline = remainder.isEmpty ? nil : ContinuousClock.now + limits.requestTimeout
      while case .needMore = outcome {
        switch await read(until: deadline) {
        case .bytes(let bytes):
          if deadline == nil { deadline = .now + limits.requestTimeout }
          outcome = scanner.feed(bytes)
        case .timedOut:
          if deadline != nil { await refuse("the request took too long to arrive", status: .requestTimeout) }
          return
        case .closed:
          return
        }
      }
      switch outcome {
      case .needMore:
        return
      case .refused(let refusal):
        await refuse(refusal.message, status: refusal.status)
        return
      case .complete(let head, let rest):
        guard let next = await serve(head, after: rest, deadline: deadline ?? .now + limits.requestTimeout) else {
          return
        }
        remainder = next
      }
    }
  }

  /// Reads the request's body (which no route uses), answers, and returns the bytes after
  /// the request, or `nil` when the connection closes.
  private func serve(_ head: RequestHead, after rest: [UInt8], deadline: ContinuousClock.Instant) async -> [UInt8]? {
    guard head.value(of: "Transfer-Encoding") == nil else {
      await refuse("a body must come with Content-Length", status: .lengthRequired)
      return nil
    }
    let lengthText = head.value(of: "Content-Length") ?? "0"
    guard let length = Int(lengthText), length >= 0 else {
      await refuse("Content-Length must be a whole number (got \"\(lengthText)\")", status: .badRequest)
      return nil
    }
    guard length <= limits.maximumBodyBytes else {
      await refuse("the body is larger than the server reads", status: .payloadTooLarge)
      return nil
    }
    var rest = rest
    while rest.count < length {
      switch await read(until: deadline) {
      case .bytes(let bytes): rest += bytes
      case .timedOut:
        await refuse("the request took too long to arrive", status: .requestTimeout)
        return nil
      case .closed: return nil
      }
    }
    let response: HTTPResponse
    do {
      response = try await routes.answer(head)
    } catch {
      // Cancelled: the server is stopping.
      return nil
    }
    let keepsAlive = head.keepsAlive
    guard await send(response, includingBody: head.method != "HEAD", closing: !keepsAlive), keepsAlive else {
      return nil
    }
    return Array(rest[length...])
  }

  /// Answers an error, then closes as HTTP advises for a connection whose client may still
  /// be sending: the server stops writing and reads what comes, discarding it, for a moment
  /// (a request over a limit was not read to its end). A socket closed with unread bytes
  /// would reset the connection, and the client could lose the answer.
  private func refuse(_ message: String, status: HTTPStatusCode) async {
    guard await send(Responses.error(message, status: status), includingBody: true, closing: true) else { return }
    _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
    var discarded = 0
    let until = ContinuousClock.now + Self.lingering
    while discarded < Self.lingeringBytes, case .bytes(let bytes) = await read(until: until) {
      discarded += bytes.count
    }
  }

  /// How long, and for how many bytes, a refused connection is read before it closes.
  static let lingering: Duration = .seconds(1)
  static let lingeringBytes = 1 << 20

  /// Writes an answer within the request timeout: a client that does not read cannot hold
  /// the connection.
  @discardableResult
  private func send(_ response: HTTPResponse, includingBody: Bool, closing: Bool) async -> Bool {
    guard let body = try? await response.bodyData else { return false }
    let data = ResponseEncoding.bytes(of: response, body: body, includingBody: includingBody, closing: closing)
    let socket = self.socket
    let written = try? await withDeadline(limits.requestTimeout) { () async throws -> Bool in
      try await socket.write(data)
      return true
    }
    return written == true
  }

  /// The next bytes from the client: waiting until `deadline` within a request, or for the
  /// idle timeout between requests.
  private func read(until deadline: ContinuousClock.Instant?) async -> Read {
    let timeout = deadline.map { $0 - .now } ?? limits.idleTimeout
    guard timeout > .zero else { return .timedOut }
    let socket = self.socket
    do {
      guard let bytes = try await withDeadline(timeout, { try await socket.read(atMost: 4096) }) else {
        return .timedOut
      }
      return .bytes(bytes)
    } catch {
      return .closed
    }
  }
}
