/// The head of one HTTP/1.1 request: its request line and header fields, as sent.
struct RequestHead: Sendable, Hashable {
  /// One header field.
  struct Field: Sendable, Hashable {
    var name: String
    var value: String
  }

  /// The method, case-sensitive as HTTP defines it (`GET`, `HEAD`).
  var method: String
  /// The request target as sent: `/people?q=zo%C3%AB`.
  var target: String
  /// The protocol version: `HTTP/1.1`.
  var version: String
  /// The header fields in order.
  var fields: [Field]

  /// The value of the first field named `name`, compared without case as HTTP says.
  func value(of name: String) -> String? {
    fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// Whether the connection stays open after the answer: HTTP/1.1 unless the client asks
  /// `Connection: close`; HTTP/1.0 only when it asks `Connection: keep-alive`.
  var keepsAlive: Bool {
    let tokens = (value(of: "Connection") ?? "").lowercased().split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if version == "HTTP/1.0" { return tokens.contains("keep-alive") }
    return !tokens.contains("close")
  }
}

import Foundation
