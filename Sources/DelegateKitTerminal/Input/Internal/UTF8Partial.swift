/// A UTF-8 character whose lead byte has arrived but not all its continuation
/// bytes.
///
/// The bytes are folded into the scalar value as they arrive, so holding a
/// partial character costs a fixed few bytes. The allowed range of the next
/// byte is narrowed after the lead byte so that overlong forms, surrogates and
/// values past U+10FFFF are rejected at the first byte that proves them
/// invalid (the "maximal subpart" rule of the Unicode standard), which is what
/// makes the parser's U+FFFD output independent of how input is split.
struct UTF8Partial: Sendable, Equatable {
  /// The scalar bits gathered so far.
  private(set) var value: UInt32
  /// Continuation bytes still expected.
  private(set) var remaining: UInt8
  /// Bytes of this character already taken, lead byte included.
  private(set) var held: UInt8
  /// Inclusive range the next continuation byte must fall in.
  private var lower: UInt8
  private var upper: UInt8

  /// Starts a character from its lead byte, or returns `nil` when `lead`
  /// cannot begin a multi-byte character (ASCII, a stray continuation byte,
  /// the never-valid C0, C1 and F5–FF).
  init?(lead: UInt8) {
    switch lead {
    case 0xC2...0xDF:
      self.init(value: UInt32(lead & 0x1F), remaining: 1, lower: 0x80, upper: 0xBF)
    case 0xE0:
      self.init(value: 0, remaining: 2, lower: 0xA0, upper: 0xBF)
    case 0xED:
      self.init(value: 0x0D, remaining: 2, lower: 0x80, upper: 0x9F)
    case 0xE1...0xEF:
      self.init(value: UInt32(lead & 0x0F), remaining: 2, lower: 0x80, upper: 0xBF)
    case 0xF0:
      self.init(value: 0, remaining: 3, lower: 0x90, upper: 0xBF)
    case 0xF1...0xF3:
      self.init(value: UInt32(lead & 0x07), remaining: 3, lower: 0x80, upper: 0xBF)
    case 0xF4:
      self.init(value: 4, remaining: 3, lower: 0x80, upper: 0x8F)
    default:
      return nil
    }
  }

  private init(value: UInt32, remaining: UInt8, lower: UInt8, upper: UInt8) {
    self.value = value
    self.remaining = remaining
    self.held = 1
    self.lower = lower
    self.upper = upper
  }

  /// Whether `byte` continues this character.
  func accepts(_ byte: UInt8) -> Bool {
    lower <= byte && byte <= upper
  }

  /// Adds a byte for which ``accepts(_:)`` returned `true`.
  ///
  /// - Returns: the finished scalar once the last byte is in, else `nil`.
  mutating func append(_ byte: UInt8) -> Unicode.Scalar? {
    value = value << 6 | UInt32(byte & 0x3F)
    remaining -= 1
    held += 1
    lower = 0x80
    upper = 0xBF
    guard remaining == 0 else { return nil }
    // The range checks above exclude every value that is not a scalar,
    // so this only fails if those tables are wrong.
    return Unicode.Scalar(value) ?? UTF8Partial.replacement
  }

  /// U+FFFD, reported for each maximal invalid subsequence.
  static let replacement: Unicode.Scalar = "\u{FFFD}"
}
