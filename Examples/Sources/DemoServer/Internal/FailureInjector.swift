internal import Synchronization

/// Decides which requests fail under ``DemoServerConfiguration/failRate``.
///
/// The n-th request (counted across `/people` and `/feed`, in arrival order) fails when the
/// n-th value of the seeded sequence is below the rate, so a fixed seed gives a fixed
/// pattern for sequential requests. Concurrent requests still see a deterministic *count*
/// of failures for a given number of requests; only which request gets which slot varies.
final class FailureInjector: Sendable {
  private let rate: Double
  private let seed: UInt64
  private let counter = Mutex<UInt64>(0)

  init(rate: Double, seed: UInt64) {
    self.rate = rate
    self.seed = seed
  }

  func shouldFail() -> Bool {
    guard rate > 0 else { return false }
    let index = counter.withLock { value in
      defer { value &+= 1 }
      return value
    }
    return rate >= 1 || SplitMix64.unitValue(seed: seed, index: index) < rate
  }
}
