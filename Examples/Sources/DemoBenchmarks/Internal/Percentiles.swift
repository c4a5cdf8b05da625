/// The order statistics a latency is reported by, nearest-rank.
struct Percentiles {
  let median: Duration
  let p99: Duration
  let minimum: Duration
  let maximum: Duration

  /// - Precondition: `samples` is not empty.
  init(_ samples: [Duration]) {
    precondition(!samples.isEmpty, "Percentiles needs at least one sample")
    let sorted = samples.sorted()
    func rank(_ fraction: Double) -> Duration {
      let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
      return sorted[min(max(index, 0), sorted.count - 1)]
    }
    median = rank(0.5)
    p99 = rank(0.99)
    minimum = sorted[0]
    maximum = sorted[sorted.count - 1]
  }
}

extension Duration {
  /// Milliseconds, to a tenth.
  var milliseconds: String {
    let (seconds, attoseconds) = components
    let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    return String((value * 10).rounded() / 10)
  }
}

extension Int {
  /// Bytes in KiB or MiB.
  var formattedBytes: String {
    let value = Double(self)
    if abs(value) >= 1_048_576 { return "\((value / 1_048_576 * 10).rounded() / 10) MiB" }
    return "\((value / 1_024 * 10).rounded() / 10) KiB"
  }
}
