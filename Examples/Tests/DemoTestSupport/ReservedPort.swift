public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A local TCP port that refuses connections, reliably: a socket bound to it and not
/// listening keeps every other server off it (a stopped server's port could be handed to
/// the next server a concurrent test starts on port 0) and answers a connection with a
/// reset.
public final class ReservedPort: @unchecked Sendable {
  // @unchecked: `descriptor` is set once in init and only closed in release(), which the
  // owning test calls once; nothing else touches it.
  private var descriptor: Int32
  /// The port.
  public let port: UInt16

  /// Reserves a free port on 127.0.0.1.
  public init() throws {
    #if canImport(Glibc)
    let stream = Int32(SOCK_STREAM.rawValue)
    #else
    let stream = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, stream, 0)
    guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      close(descriptor)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    self.descriptor = descriptor
  }

  /// `http://127.0.0.1:PORT`.
  public var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Frees the port, for a server to start on it.
  public func release() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }

  deinit { release() }
}
