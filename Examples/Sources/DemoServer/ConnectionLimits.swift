/// What one connection may cost the server: how long a request may be, and how long the
/// server waits for one. A request over a limit is answered with the status HTTP gives it
/// and the connection is closed; so no single client can hold the server.
///
/// The server reads a request's head (its request line and headers) itself, a byte at a
/// time through a scanner that looks at each byte once, and refuses it before anything
/// parses it further:
///
/// | limit | answer |
/// |---|---|
/// | request line longer than ``maximumRequestLine`` bytes | `414 URI Too Long` |
/// | headers longer than ``maximumHeaderBytes`` bytes in all | `431 Request Header Fields Too Large` |
/// | a body announced longer than ``maximumBodyBytes`` | `413 Content Too Large` |
/// | a request begun and not finished within ``requestTimeout`` | `408 Request Timeout` |
/// | no request begun within ``idleTimeout`` | the connection is closed |
///
/// ```swift
/// var configuration = DemoServerConfiguration()
/// configuration.connectionLimits.idleTimeout = .seconds(5)
/// ```
public struct ConnectionLimits: Sendable, Hashable {
  /// The longest request line, in bytes, without its line end: 8 KiB, as most servers.
  public var maximumRequestLine: Int
  /// The most bytes of header lines in one request, line ends included: 16 KiB.
  public var maximumHeaderBytes: Int
  /// The largest body a request may announce with `Content-Length`: 64 KiB (the API reads
  /// none).
  public var maximumBodyBytes: Int
  /// How long a request may take to arrive once its first byte has: 10 s.
  public var requestTimeout: Duration
  /// How long an open connection may wait for its next request: 30 s.
  public var idleTimeout: Duration

  /// Creates limits; each defaults to the value documented on its property.
  public init(
    maximumRequestLine: Int = 8 * 1024,
    maximumHeaderBytes: Int = 16 * 1024,
    maximumBodyBytes: Int = 64 * 1024,
    requestTimeout: Duration = .seconds(10),
    idleTimeout: Duration = .seconds(30)
  ) {
    self.maximumRequestLine = maximumRequestLine
    self.maximumHeaderBytes = maximumHeaderBytes
    self.maximumBodyBytes = maximumBodyBytes
    self.requestTimeout = requestTimeout
    self.idleTimeout = idleTimeout
  }
}
