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

  /// The answer to one request. Paths match exactly, case included; `HEAD` is answered
  /// as `GET` (the connection leaves the body out).
  ///
  /// - Throws: `CancellationError` when the server stops during a request's latency or
  ///   hang.
  func answer(_ head: RequestHead) async throws -> HTTPResponse {
    let target: RequestTarget
    do {
      target = try RequestTarget(head.target)
    } catch {
      return Responses.error(error.message, status: .badRequest)
    }
    switch (head.method == "HEAD" ? "GET" : head.method, target.path) {
    case ("GET", "/health"):
      return Responses.text("ok")
    case ("GET", "/people"):
      return try await misbehaving { searchPeople(target.query) }
    case ("GET", "/feed"):
      return try await misbehaving { feedPage(target.query) }
    default:
      return Responses.error("no route for \(head.method) \(target.path)", status: .notFound)
    }
  }

  func searchPeople(_ query: [String: String]) -> HTTPResponse {
    let text = query["q"] ?? ""
    var limit = Self.defaultLimit
    if let given = query["limit"] {
      switch WholeNumber(given) {
      case .value(let value) where value >= 1: limit = min(value, Self.maxLimit)
      case .tooLarge: limit = Self.maxLimit
      default:
        return Responses.error("limit must be a whole number of at least 1 (got \"\(given)\")", status: .badRequest)
      }
    }
    let (total, matches) = people.search(text, limit: limit)
    return Responses.json(PeopleAnswer(query: text, total: total, people: matches))
  }

  func feedPage(_ query: [String: String]) -> HTTPResponse {
    var page = 0
    if let given = query["page"] {
      // A page no integer holds is refused, not answered as another page.
      guard case .value(let value) = WholeNumber(given) else {
        return Responses.error(
          "page must be a whole number from 0 to \(Int.max) (got \"\(given)\")",
          status: .badRequest
        )
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
