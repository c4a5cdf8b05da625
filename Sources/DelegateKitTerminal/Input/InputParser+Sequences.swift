// Escape sequences: reading CSI and SS3 bytes and mapping finished sequences
// to keys. The tables follow xterm, which most terminals copy; the extra
// encodings (rxvt `7~`/`8~`, the Linux console's `ESC [ [ A`) are there
// because those terminals are still common and cost one table entry each.

extension InputParser {
  /// Reads a byte inside `ESC [` or `ESC O`.
  mutating func readSequence(_ byte: UInt8, scan: inout SequenceScan, into keys: inout [Key]) -> Bool {
    switch byte {
    case 0x20...0x3F:
      scan.take(byte)
      state = scan.length > Self.maxParameterBytes ? .discarding : .sequence(scan)
      return true
    case 0x40...0x7E:
      if scan.kind == .csi, scan.length == 0, byte == UInt8(ascii: "[") {
        state = .linuxFunction
        return true
      }
      state = .ground
      if Self.isPasteStart(scan, final: byte) {
        state = .paste(PasteScan())
        return true
      }
      if let key = Self.key(for: scan, final: byte) {
        keys.append(key)
      }
      return true
    default:
      // A control byte, ESC or non-ASCII byte cannot be part of the
      // sequence: the sender was interrupted, or this was never a
      // sequence. Dropping what came before keeps it out of the text.
      state = .ground
      return false
    }
  }

  /// Reads a byte of an over-long sequence that is being thrown away.
  mutating func readDiscarding(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20...0x3F:
      return true
    case 0x40...0x7E:
      state = .ground
      return true
    default:
      state = .ground
      return false
    }
  }

  /// Reads the byte after `ESC [ [`: the Linux console sends F1–F5 as
  /// `ESC [ [ A` through `ESC [ [ E`.
  mutating func readLinuxFunction(_ byte: UInt8, into keys: inout [Key]) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "E"):
      state = .ground
      keys.append(.function(Int(byte - UInt8(ascii: "A")) + 1))
      return true
    case 0x20...0x7E:
      state = .ground
      return true
    default:
      state = .ground
      return false
    }
  }

  /// Whether a finished sequence is `ESC [ 200 ~`, the start of a bracketed paste.
  static func isPasteStart(_ scan: SequenceScan, final: UInt8) -> Bool {
    scan.kind == .csi && final == UInt8(ascii: "~") && scan.first == 200 && !scan.hasSecondParameter
      && !scan.isUnrecognised && scan.length == 3
  }

  /// The key a finished sequence stands for, or `nil` if none.
  static func key(for scan: SequenceScan, final: UInt8) -> Key? {
    guard !scan.isUnrecognised else { return nil }
    switch scan.kind {
    case .csi: return csiKey(scan, final: final)
    case .ss3: return ss3Key(scan, final: final)
    }
  }

  /// CSI keys: `ESC [ code ; modifiers final`.
  private static func csiKey(_ scan: SequenceScan, final: UInt8) -> Key? {
    guard let modifiers = modifiers(fromParameter: scan.second) else { return nil }
    let base: Key
    if final == UInt8(ascii: "~") {
      guard let key = tildeKey(code: scan.first) else { return nil }
      base = key
    } else {
      // Letter-final keys carry no code; xterm sends `1` as a
      // placeholder when it needs to add modifiers.
      guard scan.first <= 1, let key = letterKey(final) else { return nil }
      if key == .backTab {
        return modified(.backTab, modifiers.subtracting(.shift))
      }
      base = key
    }
    return modified(base, modifiers)
  }

  /// SS3 keys: `ESC O final`, where some terminals put the modifiers in a
  /// single parameter (`ESC O 5 P`) and others use CSI's `1 ; 5` form.
  private static func ss3Key(_ scan: SequenceScan, final: UInt8) -> Key? {
    let parameter = scan.hasSecondParameter ? scan.second : scan.first
    guard let modifiers = modifiers(fromParameter: parameter) else { return nil }
    let base: Key
    switch final {
    case UInt8(ascii: "M"): base = .enter
    case UInt8(ascii: "X"): base = .character("=")
    // Keypad in application mode: j–o are `* + , - . /`, p–y are 0–9.
    case UInt8(ascii: "j")...UInt8(ascii: "y"):
      base = .character(Character(Unicode.Scalar(final - UInt8(ascii: "j") + UInt8(ascii: "*"))))
    default:
      guard let key = letterKey(final), key != .backTab else { return nil }
      base = key
    }
    return modified(base, modifiers)
  }

  /// Keys whose sequence ends in a letter, shared by CSI and SS3.
  private static func letterKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    case UInt8(ascii: "Z"): .backTab
    default: nil
    }
  }

  /// Keys sent as `ESC [ code ~`. The gaps at 16 and 22 are historical:
  /// the VT220 keyboard had no keys there.
  private static func tildeKey(code: Int) -> Key? {
    switch code {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(code - 10)
    case 17...21: .function(code - 11)
    case 23, 24: .function(code - 12)
    default: nil
    }
  }

  /// Decodes xterm's modifier parameter, `1 + bits`; empty (0) or 1 means
  /// none. Returns `nil` for values no keyboard sends, so the sequence is
  /// ignored rather than misread.
  private static func modifiers(fromParameter parameter: Int) -> KeyModifiers? {
    guard parameter <= 16 else { return nil }
    guard parameter > 1 else { return [] }
    let bits = UInt8(parameter - 1)
    var modifiers = KeyModifiers(rawValue: bits & 0b111)
    if bits & 0b1000 != 0 {
      modifiers.insert(.alt)
    }
    return modifiers
  }

  /// `key`, with `modifiers` attached only when there are any, so an
  /// unmodified key has one representation.
  private static func modified(_ key: Key, _ modifiers: KeyModifiers) -> Key {
    modifiers.isEmpty ? key : .modified(key, modifiers)
  }
}
