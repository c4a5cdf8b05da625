/// A tiny seeded generator (SplitMix64). Used instead of `SystemRandomNumberGenerator`
/// so injected failures and generated feed items are identical on every platform and run;
/// the demo's tests draw their datasets from it too.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits (Steele, Lea and Flood's SplitMix64 finaliser).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// A stateless hash of `value`: the n-th output for a seed is `mix(seed + n * gamma)`,
  /// which lets concurrent callers index the sequence without sharing generator state.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The `index`-th value of the sequence for `seed`, mapped to 0..<1.
  static func unitValue(seed: UInt64, index: UInt64) -> Double {
    let bits = mix(seed &+ (index &+ 1) &* 0x9E37_79B9_7F4A_7C15)
    return Double(bits >> 11) / Double(1 << 53)
  }
}
