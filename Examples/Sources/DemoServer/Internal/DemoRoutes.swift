internal import FlyingFox

/// The request handlers behind ``DemoServer``. Kept apart from the actor so handlers run
/// concurrently (they only read immutable state and the lock-protected failure counter)
/// instead of queueing on the actor.
struct DemoRoutes: Sendable {
  let configuration: DemoServerConfiguration
  let people: PeopleDataset
  let feed: FeedGenerator
  let injector: FailureInjector

  init(configuration: DemoServerConfiguration, people: PeopleDataset) {
    self.configuration = configuration
    self.people = people
    self.feed = FeedGenerator(
      pages: configuration.feedPages,
      pageSize: configuration.pageSize,
      seed: configuration.seed,
      people: people
    )
    self.injector = FailureInjector(rate: configuration.failRate, seed: configuration.seed)
  }

  static let defaultLimit = 50
  static let maxLimit = 200

  func install(on server: HTTPServer) async {
    await server.appendRoute("GET /health") { _ in Responses.text("ok") }
    await server.appendRoute("GET /people") { request in
      try await misbehaving { searchPeople(request) }
    }
    await server.appendRoute("GET /feed") { request in
      try await misbehaving { feedPage(request) }
    }
    await server.appendRoute("*") { request in
      Responses.error("no route for \(request.method.rawValue) \(request.path)", status: .notFound)
    }
  }

  func searchPeople(_ request: HTTPRequest) -> HTTPResponse {
    let query = request.query["q"] ?? ""
    var limit = Self.defaultLimit
    if let text = request.query["limit"] {
      guard let value = Int(text), value >= 1 else {
        return Responses.error("limit must be a whole number of at least 1 (got \"\(text)\")", status: .badRequest)
      }
      limit = min(value, Self.maxLimit)
    }
    let (total, matches) = people.search(query, limit: limit)
    return Responses.json(PeopleAnswer(query: query, total: total, people: matches))
  }

  func feedPage(_ request: HTTPRequest) -> HTTPResponse {
    var page = 0
    if let text = request.query["page"] {
      guard let value = Int(text), value >= 0 else {
        return Responses.error("page must be a whole number of at least 0 (got \"\(text)\")", status: .badRequest)
      }
      page = value
    }
    return Responses.json(feed.page(page))
  }

  /// Applies, in order: latency, the forced fault, the random failure; only then the
  /// real answer (which may still be a 400 for bad parameters).
  private func misbehaving(_ answer: () -> HTTPResponse) async throws -> HTTPResponse {
    if configuration.latency > .zero {
      try await Task.sleep(for: configuration.latency)
    }
    switch configuration.fault {
    case .serverError:
      return Responses.error("forced fault: serverError", status: .internalServerError)
    case .malformedJSON:
      return Responses.rawJSON("{")
    case .emptyBody:
      return Responses.rawJSON("")
    case .hang:
      // Sleeps until the connection's task is cancelled, which `DemoServer.stop()`
      // does; the thrown CancellationError ends the request without an answer.
      while true { try await Task.sleep(for: .seconds(3_600)) }
    case nil:
      break
    }
    if injector.shouldFail() {
      return Responses.error("injected failure (fail rate \(configuration.failRate))", status: .internalServerError)
    }
    return answer()
  }
}

/// One `/people` answer on the wire (see `API.md`).
struct PeopleAnswer: Encodable, Sendable {
  let query: String
  let total: Int
  let people: [PersonRecord]
}
