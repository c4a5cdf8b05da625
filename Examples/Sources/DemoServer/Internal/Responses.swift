internal import FlyingFox
internal import Foundation

/// Builders for the few kinds of answer the API gives, so every error body has the same
/// `{"error": "..."}` shape documented in `API.md`.
enum Responses {
  private struct ErrorBody: Encodable {
    let error: String
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  static func json(_ value: some Encodable, status: HTTPStatusCode = .ok) -> HTTPResponse {
    do {
      return HTTPResponse(
        statusCode: status,
        headers: [.contentType: "application/json; charset=utf-8"],
        body: try encoder.encode(value)
      )
    } catch {
      return text("encoding failed: \(error)", status: .internalServerError)
    }
  }

  static func error(_ message: String, status: HTTPStatusCode) -> HTTPResponse {
    json(ErrorBody(error: message), status: status)
  }

  static func text(_ body: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
    HTTPResponse(
      statusCode: status,
      headers: [.contentType: "text/plain; charset=utf-8"],
      body: Data(body.utf8)
    )
  }

  /// A 200 whose body is `body` verbatim but labelled JSON, for the malformed and empty
  /// faults: the point is a response that *claims* to be JSON and is not.
  static func rawJSON(_ body: String) -> HTTPResponse {
    HTTPResponse(
      statusCode: .ok,
      headers: [.contentType: "application/json; charset=utf-8"],
      body: Data(body.utf8)
    )
  }
}
