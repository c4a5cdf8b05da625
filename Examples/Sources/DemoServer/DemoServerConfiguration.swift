/// How a ``DemoServer`` misbehaves, so the demo's screens can show their loading, empty
/// and error states against a real socket instead of a mocked client.
///
/// Only `/people` and `/feed` are affected; `/health` always answers, so a liveness check
/// never confuses "the server is down" with "the server is configured to fail".
/// The defaults describe a well-behaved server.
public struct DemoServerConfiguration: Sendable, Hashable {
  /// The fraction (0...1) of `/people` and `/feed` requests answered with HTTP 500.
  ///
  /// The choice is made by a generator seeded with ``seed`` and indexed by the order in
  /// which requests arrive, so a given configuration fails the same requests every run.
  public var failRate: Double

  /// The delay added before every `/people` and `/feed` answer, so spinners and client
  /// timeouts can be seen (and tested) on a machine where localhost answers instantly.
  public var latency: Duration

  /// How many pages `/feed` serves before `hasMore` becomes `false`; bounds an
  /// infinite-scroll demo so its "end of list" state is reachable.
  public var feedPages: Int

  /// How many items each `/feed` page holds.
  public var pageSize: Int

  /// Seeds every pseudo-random choice (injected failures, feed titles), making two
  /// servers with equal configurations answer identically.
  public var seed: UInt64

  /// When set, every `/people` and `/feed` request fails this way; takes precedence over
  /// ``failRate``. Lets a test or a demo pin one failure mode instead of rolling dice.
  public var fault: Fault?
  /// How long a request may be and how long the server waits for one.
  public var connectionLimits = ConnectionLimits()

  /// A forced failure mode: each case is a way a real backend breaks that a client must
  /// turn into a readable error row.
  public enum Fault: String, Sendable, Hashable, CaseIterable {
    /// Answers HTTP 500 with a JSON `{"error": ...}` body.
    case serverError
    /// Answers HTTP 200 with the truncated body `{`, as a crashed serializer would.
    case malformedJSON
    /// Answers HTTP 200 with no body at all.
    case emptyBody
    /// Never answers; the request is only released when the server stops. Exercises
    /// client-side timeouts and cancellation.
    case hang
  }

  /// Creates a configuration; every parameter defaults to the well-behaved value, so a
  /// call site names only the misbehaviour it wants. Call ``validated()`` (or let
  /// ``DemoServer/init(configuration:)`` do it) before use.
  public init(
    failRate: Double = 0,
    latency: Duration = .zero,
    feedPages: Int = 5,
    pageSize: Int = 20,
    seed: UInt64 = 1,
    fault: Fault? = nil
  ) {
    self.failRate = failRate
    self.latency = latency
    self.feedPages = feedPages
    self.pageSize = pageSize
    self.seed = seed
    self.fault = fault
  }
}
