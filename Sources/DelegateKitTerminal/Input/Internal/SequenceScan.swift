/// The progress through a CSI (`ESC [`) or SS3 (`ESC O`) sequence whose final
/// byte has not arrived yet.
///
/// Parameters are folded into numbers as their digits arrive instead of being
/// stored as bytes, so a sequence costs the same fixed space however long it
/// is. Keys only ever use two parameters (`code ; modifiers`); anything richer
/// (a third parameter, `:` sub-parameters, `<=>?` private markers,
/// intermediate bytes) marks the sequence as unrecognised so it is consumed
/// whole and reported as nothing.
struct SequenceScan: Sendable, Equatable {
  /// Which introducer started the sequence.
  enum Kind: Sendable, Equatable {
    /// `ESC [`, a Control Sequence Introducer.
    case csi
    /// `ESC O`, Single Shift Three, used by cursor and keypad keys in
    /// application mode and by F1–F4.
    case ss3
  }

  /// Values at or above this are all the same to the key tables; capping
  /// keeps the arithmetic from overflowing on a long run of digits.
  static let parameterCap = 10_000

  let kind: Kind
  /// The first two parameters; an empty parameter reads as 0, which the
  /// key tables treat like the default of 1.
  private(set) var first = 0
  private(set) var second = 0
  /// How many `;` separators have been seen.
  private(set) var separators = 0
  /// Parameter and intermediate bytes taken so far.
  private(set) var length = 0
  /// Whether the sequence has a shape no key uses.
  private(set) var isUnrecognised = false

  init(kind: Kind) {
    self.kind = kind
  }

  /// Whether a second parameter (the modifiers, for CSI keys) was given.
  var hasSecondParameter: Bool { separators > 0 }

  /// Takes a parameter (0x30–0x3F) or intermediate (0x20–0x2F) byte.
  mutating func take(_ byte: UInt8) {
    length += 1
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      let digit = Int(byte - UInt8(ascii: "0"))
      switch separators {
      case 0: first = min(first * 10 + digit, Self.parameterCap)
      case 1: second = min(second * 10 + digit, Self.parameterCap)
      default: isUnrecognised = true
      }
    case UInt8(ascii: ";"):
      separators = min(separators + 1, 2)
      if separators > 1 { isUnrecognised = true }
    default:
      isUnrecognised = true
    }
  }
}
