/// Everything that can go wrong talking to the demo server, reduced to cases a screen can
/// show as a one-line error row (``description``) or branch on (e.g. offer "retry").
///
/// `Hashable` so a view model can store it in equatable state and tests can compare it.
public enum ClientError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing listens at `host` ("127.0.0.1:8080"): the server is not running.
  case connectionRefused(host: String)
  /// No answer within the client's timeout, in seconds.
  case timedOut(seconds: Double)
  /// The server answered with a non-2xx status; `message` is its `{"error": ...}` text
  /// (or the start of a non-JSON body) when it sent one.
  case httpStatus(Int, message: String?)
  /// A 2xx answer that is not the expected JSON; the text says briefly why.
  case malformedResponse(String)
  /// A 2xx answer with no body at all.
  case emptyBody
  /// The base URL plus path and query did not form a valid URL.
  case invalidURL(String)
  /// Any other transport failure, with the system's explanation.
  case transport(String)
  /// The calling task was cancelled (e.g. the user typed another character). Screens
  /// should normally ignore it rather than show it.
  case cancelled

  /// One line naming the problem, suitable for an error row.
  public var description: String {
    switch self {
    case .connectionRefused(let host):
      "can't reach \(host): connection refused"
    case .timedOut(let seconds):
      "the server did not answer within \(Self.format(seconds)) s"
    case .httpStatus(let status, let message):
      "\(Self.kind(of: status)): HTTP \(status)" + (message.map { " (\($0))" } ?? "")
    case .malformedResponse(let detail):
      "the server's answer is not valid JSON: \(detail)"
    case .emptyBody:
      "the server sent an empty answer"
    case .invalidURL(let url):
      "invalid URL: \(url)"
    case .transport(let detail):
      "network error: \(detail)"
    case .cancelled:
      "the request was cancelled"
    }
  }

  private static func kind(of status: Int) -> String {
    switch status {
    case 404: "not found"
    case 400..<500: "request rejected"
    case 500..<600: "server error"
    default: "unexpected answer"
    }
  }

  /// "2" for whole seconds, otherwise up to three decimals ("0.1", "2.5").
  private static func format(_ seconds: Double) -> String {
    if seconds == seconds.rounded(), abs(seconds) < 1e15 { return String(Int64(seconds)) }
    let thousandths = (seconds * 1_000).rounded() / 1_000
    return String(thousandths)
  }
}
