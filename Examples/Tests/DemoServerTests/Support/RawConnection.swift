import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection to the server that sends exactly the bytes a test gives: requests no
/// HTTP client would send (a request line of 100 KB, half a head, a HEAD).
///
/// Its reads block, so they run on a thread of their own: on the concurrency pool they
/// would take a thread the server needs to answer them.
final class RawConnection: @unchecked Sendable {
  private let descriptor: Int32

  /// Connects to 127.0.0.1 at `port`; every read gives up after `timeout`.
  init(port: Int, timeout: Duration = .seconds(5)) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    let seconds = timeout.components.seconds
    let microseconds = timeout.components.attoseconds / 1_000_000_000_000
    var limit = timeval(tv_sec: Int(seconds), tv_usec: Int(microseconds))
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw POSIXError(.ECONNREFUSED)
    }
  }

  deinit { close(descriptor) }

  /// Sends `text`'s bytes; a peer that closed the connection meanwhile ends the send quietly.
  func send(_ text: String) {
    send(Array(text.utf8))
  }

  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { return }
      offset += sent
    }
  }

  /// What the server sends until it closes the connection, or until a read times out.
  ///
  /// - Returns: The bytes, and whether the server closed the connection.
  func readToEnd() async -> (text: String, closed: Bool) {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: self.readToEndBlocking()) }.start()
    }
  }

  private func readToEndBlocking() -> (text: String, closed: Bool) {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else {
        return (String(decoding: bytes, as: UTF8.self), count == 0 || errno == ECONNRESET)
      }
      bytes += buffer[..<count]
    }
  }

  /// One answer to a request that asked for `Connection: close`.
  func answer() async -> (status: Int?, head: String, body: String) {
    let text = await readToEnd().text
    let parts = text.components(separatedBy: "\r\n\r\n")
    let head = parts.first ?? ""
    let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    return (status, head, parts.dropFirst().joined(separator: "\r\n\r\n"))
  }
}
