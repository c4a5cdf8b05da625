public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// The typed HTTP client the demo's screens use to talk to `DemoServer`.
///
/// Every failure comes back as a ``ClientError`` (typed throws), so a screen's error row
/// needs no `as?` casting, and every call is bounded by ``timeout`` and ends promptly when
/// the calling task is cancelled — a search field can cancel the previous query per
/// keystroke without piling up requests.
public struct DemoClient: Sendable {
  /// `http://127.0.0.1:PORT`, usually `await server.baseURL`.
  public let baseURL: URL
  /// The longest a call waits for a complete answer before throwing
  /// ``ClientError/timedOut(seconds:)``.
  public let timeout: Duration

  private let session: URLSession

  /// Creates a client; it holds no connection until a call is made.
  /// - Parameters:
  ///   - timeout: enforced by the client itself (not only by URLSession, whose timeout
  ///     is an idle timeout and behaves differently on Linux), so it is exact enough to
  ///     test against a slow server.
  ///   - session: defaults to ``defaultSession``, an ephemeral session: no disk cache or
  ///     cookies, so every demo run sees the server's current behaviour.
  public init(baseURL: URL, timeout: Duration = .seconds(5), session: URLSession = DemoClient.defaultSession) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.session = session
  }

  /// One ephemeral session shared by all clients that do not bring their own, so creating
  /// a client per screen does not leak a session (and its connection pool) per screen.
  public static let defaultSession = URLSession(configuration: .ephemeral)

  /// Searches the people directory (`GET /people`).
  /// - Parameters:
  ///   - query: matched case- and diacritic-insensitively against name, title and city;
  ///     empty returns everyone (up to `limit`) in name order.
  ///   - limit: 1...200; the server clamps larger values and answers 400 below 1.
  public func searchPeople(_ query: String, limit: Int = 50) async throws(ClientError) -> PeopleResult {
    try await get(
      "people",
      query: [
        URLQueryItem(name: "q", value: query),
        URLQueryItem(name: "limit", value: String(limit)),
      ]
    )
  }

  /// Fetches one page of the feed (`GET /feed`), zero-based; a page past the end comes
  /// back empty with `hasMore == false` rather than as an error.
  public func feedPage(_ page: Int) async throws(ClientError) -> FeedPage {
    try await get("feed", query: [URLQueryItem(name: "page", value: String(page))])
  }

  private func get<Answer: Decodable>(_ path: String, query: [URLQueryItem]) async throws(ClientError) -> Answer {
    let request = try makeRequest(path: path, query: query)
    let response = try await RequestRunner(session: session, timeout: timeout).run(request)
    return try ResponseDecoding.decode(Answer.self, from: response)
  }

  private func makeRequest(path: String, query: [URLQueryItem]) throws(ClientError) -> URLRequest {
    let url = baseURL.appending(path: path)
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      throw .invalidURL(url.absoluteString)
    }
    components.queryItems = query
    guard let full = components.url else { throw .invalidURL(url.absoluteString) }
    var request = URLRequest(url: full)
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    // A backstop only, deliberately loose: RequestRunner enforces `timeout` itself.
    request.timeoutInterval = RequestRunner.seconds(timeout) + 5
    return request
  }
}
