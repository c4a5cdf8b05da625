internal import Foundation

/// Turns a raw answer into a value or the ``ClientError`` a screen should show.
enum ResponseDecoding {
  private struct ErrorBody: Decodable {
    let error: String
  }

  static func decode<Answer: Decodable>(_ type: Answer.Type, from response: RawResponse) throws(ClientError) -> Answer {
    guard (200..<300).contains(response.status) else {
      throw .httpStatus(response.status, message: errorMessage(in: response.body))
    }
    guard !response.body.isEmpty else { throw .emptyBody }
    do {
      return try JSONDecoder().decode(Answer.self, from: response.body)
    } catch let error as DecodingError {
      throw .malformedResponse(summary(of: error, body: response.body))
    } catch {
      throw .malformedResponse(ClientError.oneLine(String(describing: error), limit: 80))
    }
  }

  /// The server's `{"error": ...}` text, else the start of a text body, else nil.
  private static func errorMessage(in body: Data) -> String? {
    if let decoded = try? JSONDecoder().decode(ErrorBody.self, from: body) {
      return ClientError.oneLine(decoded.error)
    }
    let text = ClientError.oneLine(String(decoding: body, as: UTF8.self), limit: 80)
    return text.isEmpty ? nil : text
  }

  /// A short reason: where the shape was wrong, or a preview of a body that is not JSON
  /// at all. DecodingError's own description is several lines of coding paths.
  private static func summary(of error: DecodingError, body: Data) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "missing field \"\(path(context.codingPath + [key]))\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "unexpected value at \"\(path(context.codingPath))\""
    case .dataCorrupted(let context) where !context.codingPath.isEmpty:
      return "unreadable value at \"\(path(context.codingPath))\""
    default:
      let preview = ClientError.oneLine(String(decoding: body.prefix(40), as: UTF8.self), limit: 40)
      return "\"\(preview)\" (\(body.count) byte\(body.count == 1 ? "" : "s"))"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
      .trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }
}
