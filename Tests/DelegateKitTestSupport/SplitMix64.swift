/// The seeded generator every randomized test of this package draws from (stress,
/// fuzzing, property tests, random sessions): a failure names its seed, and rerunning
/// with that seed replays the same input. Deterministic on every platform, which
/// `SystemRandomNumberGenerator` is not.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's whole state; it advances by a fixed odd constant per draw.
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits (Steele, Lea and Flood's SplitMix64 finaliser).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random integer in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// `true` with probability `percent` / 100.
  public mutating func chance(_ percent: Int) -> Bool {
    int(0...99) < percent
  }
}
