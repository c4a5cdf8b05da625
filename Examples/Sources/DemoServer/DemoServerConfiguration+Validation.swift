extension DemoServerConfiguration {
  /// A configuration value outside its allowed range.
  ///
  /// Each case names the command-line flag of a `--serve` front end, so the same message
  /// works as a CLI usage error and as a test failure: ``description`` is one line.
  public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ``DemoServerConfiguration/failRate`` is not in 0...1 (or is NaN).
    case failRate(Double)
    /// ``DemoServerConfiguration/feedPages`` is negative.
    case feedPages(Int)
    /// ``DemoServerConfiguration/pageSize`` is not in 1...200.
    case pageSize(Int)
    /// ``DemoServerConfiguration/latency`` is negative.
    case latency(Duration)

    /// One line naming the flag and its rule, e.g.
    /// `--fail-rate must be between 0 and 1 (got 1.5)`.
    public var description: String {
      switch self {
      case .failRate(let value):
        "--fail-rate must be between 0 and 1 (got \(value))"
      case .feedPages(let value):
        "--feed-pages must be 0 or more (got \(value))"
      case .pageSize(let value):
        "--page-size must be between 1 and \(DemoServerConfiguration.maxPageSize) (got \(value))"
      case .latency(let value):
        "--latency must not be negative (got \(Self.milliseconds(value)) ms)"
      }
    }

    private static func milliseconds(_ duration: Duration) -> String {
      let (seconds, attoseconds) = duration.components
      let ms = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
      return ms == ms.rounded() ? String(Int64(ms)) : String(ms)
    }
  }

  /// The largest page size the server accepts, matching the `/people` `limit` cap so a
  /// single answer stays small enough to render at once.
  public static let maxPageSize = 200

  /// Returns `self` if every value is in range, so it can be used inline:
  /// `DemoServer(configuration: try config.validated())`.
  ///
  /// Rules: `failRate` in 0...1, `feedPages` >= 0, `pageSize` in 1...200, `latency` >= 0.
  /// - Throws: ``ConfigurationError`` for the first value out of range.
  public func validated() throws(ConfigurationError) -> Self {
    guard (0.0...1.0).contains(failRate) else { throw .failRate(failRate) }
    guard feedPages >= 0 else { throw .feedPages(feedPages) }
    guard (1...Self.maxPageSize).contains(pageSize) else { throw .pageSize(pageSize) }
    guard latency >= .zero else { throw .latency(latency) }
    return self
  }
}
