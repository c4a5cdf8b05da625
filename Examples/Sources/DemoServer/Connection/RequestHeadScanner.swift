/// Reads a request's head from the bytes of a connection as they arrive, within
/// ``ConnectionLimits``: a pure state machine that the connection feeds and asks what to do.
///
/// Each byte is looked at once, so a head costs time linear in its length, and the bytes
/// held never exceed the limits by more than one read: a request line of 100 KB is refused
/// after its first 8 KiB arrive, without reading the rest.
///
/// ```swift
/// var scanner = RequestHeadScanner(limits: ConnectionLimits())
/// switch scanner.feed(Array("GET /health HTTP/1.1\r\n\r\n".utf8)) {
/// case .complete(let head, let remainder): …
/// case .needMore: …  // read more
/// case .refused(let refusal): …  // answer refusal.status, close
/// }
/// ```
struct RequestHeadScanner: Sendable {
  /// Why a head is refused, with the status HTTP gives it.
  enum Refusal: Error, Sendable, Hashable {
    /// The request line is longer than the limit: `414 URI Too Long`.
    case requestLineTooLong
    /// The header fields are longer than the limit: `431`.
    case headersTooLarge
    /// Not a request line of three parts, or a header line without a colon: `400`.
    case malformed(String)

    /// The status of the answer.
    var status: HTTPStatusCode {
      switch self {
      case .requestLineTooLong: .uriTooLong
      case .headersTooLarge: .requestHeaderFieldsTooLarge
      case .malformed: .badRequest
      }
    }

    /// One line for the answer's body.
    var message: String {
      switch self {
      case .requestLineTooLong: "the request line is longer than the server reads"
      case .headersTooLarge: "the request's header fields are larger than the server reads"
      case .malformed(let reason): reason
      }
    }
  }

  /// What the bytes so far make.
  enum Outcome: Sendable, Hashable {
    /// The head is not complete: read more.
    case needMore
    /// The head, and the bytes after it (a body, or the next request).
    case complete(RequestHead, remainder: [UInt8])
    /// The head breaks a limit or HTTP's grammar.
    case refused(Refusal)
  }

  let limits: ConnectionLimits
  /// The bytes received and not yet given back.
  private var buffer: [UInt8] = []
  /// Where the line being read starts, and how far it has been searched for its end.
  private var lineStart = 0
  private var scanned = 0
  /// The request line once read.
  private var requestLine: (method: String, target: String, version: String)?
  private var fields: [RequestHead.Field] = []
  /// Bytes of header lines so far, line ends included.
  private var headerBytes = 0

  init(limits: ConnectionLimits) {
    self.limits = limits
  }

  /// Whether any byte of a request arrived: from then on the request timeout runs.
  var hasStarted: Bool { !buffer.isEmpty }

  /// Takes the bytes of one read and says what they make.
  mutating func feed(_ bytes: [UInt8]) -> Outcome {
    buffer += bytes
    while let end = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
      var line = buffer[lineStart..<end]
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      let lineLength = end + 1 - lineStart
      lineStart = end + 1
      scanned = lineStart
      if requestLine == nil {
        // Empty lines before a request line are skipped, as HTTP allows.
        if line.isEmpty { continue }
        guard line.count <= limits.maximumRequestLine else { return .refused(.requestLineTooLong) }
        guard let parsed = Self.requestLine(line) else {
          return .refused(.malformed("the request line is not METHOD TARGET HTTP/1.x"))
        }
        requestLine = parsed
        continue
      }
      if line.isEmpty {
        let head = RequestHead(
          method: requestLine!.method,
          target: requestLine!.target,
          version: requestLine!.version,
          fields: fields
        )
        return .complete(head, remainder: Array(buffer[lineStart...]))
      }
      headerBytes += lineLength
      guard headerBytes <= limits.maximumHeaderBytes else { return .refused(.headersTooLarge) }
      guard let field = Self.field(line) else { return .refused(.malformed("a header line has no colon")) }
      fields.append(field)
    }
    scanned = buffer.count
    let pending = buffer.count - lineStart
    if requestLine == nil, pending > limits.maximumRequestLine { return .refused(.requestLineTooLong) }
    if requestLine != nil, headerBytes + pending > limits.maximumHeaderBytes { return .refused(.headersTooLarge) }
    return .needMore
  }

  private static func requestLine(_ line: ArraySlice<UInt8>) -> (method: String, target: String, version: String)? {
    let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
    // All three are ASCII in HTTP; the target's other characters come percent-encoded.
    guard parts.count == 3, parts.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) else { return nil }
    let (method, target, version) = (
      String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self),
      String(decoding: parts[2], as: UTF8.self)
    )
    guard version.hasPrefix("HTTP/1.") else { return nil }
    return (method, target, version)
  }

  private static func field(_ line: ArraySlice<UInt8>) -> RequestHead.Field? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    let name = String(decoding: line[..<colon], as: UTF8.self)
    let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, !name.contains(" ") else { return nil }
    return RequestHead.Field(name: name, value: value)
  }
}

import Foundation
internal import FlyingFox
