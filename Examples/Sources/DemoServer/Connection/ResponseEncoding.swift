internal import FlyingFox
internal import Foundation

/// An answer as bytes on the wire, written in one piece: the status line, the answer's
/// header fields in name order, `Content-Length`, `Connection: close` when the server
/// closes after it, and the body unless the request was a `HEAD`.
enum ResponseEncoding {
  static func bytes(of response: HTTPResponse, body: Data, includingBody: Bool, closing: Bool) -> Data {
    var lines = ["HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)"]
    let fields = response.headers.filter { $0.key != .contentLength && $0.key != .connection }
    for field in fields.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      lines.append("\(field.key.rawValue): \(field.value)")
    }
    lines.append("Content-Length: \(body.count)")
    if closing { lines.append("Connection: close") }
    var data = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    if includingBody { data.append(body) }
    return data
  }
}
