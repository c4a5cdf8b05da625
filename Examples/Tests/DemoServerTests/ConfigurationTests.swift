import DemoClient
import DemoServer
import Testing

@Suite("Configuration and error messages")
struct ConfigurationTests {
  typealias ConfigurationError = DemoServerConfiguration.ConfigurationError

  @Test("the defaults are valid and well-behaved")
  func defaults() throws {
    let config = try DemoServerConfiguration().validated()
    #expect(
      config == DemoServerConfiguration(failRate: 0, latency: .zero, feedPages: 5, pageSize: 20, seed: 1, fault: nil)
    )
  }

  @Test(
    "each bad value is rejected with a one-line message naming the flag",
    arguments: [
      (
        DemoServerConfiguration(failRate: 1.5), ConfigurationError.failRate(1.5),
        "--fail-rate must be between 0 and 1 (got 1.5)"
      ),
      (DemoServerConfiguration(failRate: -0.1), .failRate(-0.1), "--fail-rate must be between 0 and 1 (got -0.1)"),
      (DemoServerConfiguration(feedPages: -1), .feedPages(-1), "--feed-pages must be 0 or more (got -1)"),
      (DemoServerConfiguration(pageSize: 0), .pageSize(0), "--page-size must be between 1 and 200 (got 0)"),
      (DemoServerConfiguration(pageSize: 201), .pageSize(201), "--page-size must be between 1 and 200 (got 201)"),
      (
        DemoServerConfiguration(latency: .milliseconds(-5)), .latency(.milliseconds(-5)),
        "--latency must not be negative (got -5 ms)"
      ),
    ]
  )
  func invalid(config: DemoServerConfiguration, expected: ConfigurationError, message: String) {
    #expect(throws: expected) { try config.validated() }
    #expect(throws: expected) { try DemoServer(configuration: config) }
    #expect(expected.description == message)
    #expect(!message.contains("\n"))
  }

  @Test("NaN fail rate is rejected")
  func nanFailRate() {
    #expect(throws: ConfigurationError.self) { try DemoServerConfiguration(failRate: .nan).validated() }
  }

  @Test("boundary values are accepted")
  func boundaries() throws {
    _ = try DemoServerConfiguration(failRate: 1, latency: .zero, feedPages: 0, pageSize: 200).validated()
    _ = try DemoServerConfiguration(failRate: 0, pageSize: 1).validated()
  }

  @Test(
    "client error descriptions are one line and name the problem",
    arguments: [
      (ClientError.connectionRefused(host: "127.0.0.1:1234"), "can't reach 127.0.0.1:1234: connection refused"),
      (.timedOut(seconds: 2), "the server did not answer within 2 s"),
      (.timedOut(seconds: 0.1), "the server did not answer within 0.1 s"),
      (.httpStatus(500, message: nil), "server error: HTTP 500"),
      (
        .httpStatus(400, message: "limit must be a whole number"),
        "request rejected: HTTP 400 (limit must be a whole number)"
      ),
      (.httpStatus(404, message: nil), "not found: HTTP 404"),
      (.malformedResponse("\"{\" (1 byte)"), "the server's answer is not valid JSON: \"{\" (1 byte)"),
      (.emptyBody, "the server sent an empty answer"),
      (.invalidURL("http://"), "invalid URL: http://"),
      (.transport("boom"), "network error: boom"),
      (.cancelled, "the request was cancelled"),
    ]
  )
  func clientErrorDescriptions(error: ClientError, expected: String) {
    #expect(error.description == expected)
    #expect(!error.description.contains("\n"))
  }
}
