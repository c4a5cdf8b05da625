@testable import DelegateKitTerminal
import DelegateKitTestSupport

/// Writes keys the way terminals send them, written independently of the
/// parser's tables so that a round trip checks one against the other.
enum InputReferenceEncoder {
  static let esc: UInt8 = 0x1B

  /// Keys with a fixed set of encodings.
  static let namedKeys: [Key] =
    [
      .enter, .tab, .backTab, .backspace, .delete, .escape,
      .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert,
    ] + (1...12).map { Key.function($0) }

  /// Keys that can take modifiers in a sequence.
  static let modifiableKeys: [Key] =
    [
      .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete,
    ] + (1...12).map { Key.function($0) }

  static let controlCharacters: [Character] =
    Array("abcdefgklnopqrstuvwxyz@\\]^_")

  /// A random key the parser can read back exactly when it is followed by
  /// another generated key.
  static func randomKey(using rng: inout SplitMix64) -> Key {
    switch rng.next() % 10 {
    case 0, 1, 2: return .character(randomCharacter(using: &rng))
    case 3, 4: return namedKeys[Int(rng.next() % UInt64(namedKeys.count))]
    case 5: return .control(controlCharacters[Int(rng.next() % UInt64(controlCharacters.count))])
    case 6, 7:
      let key = modifiableKeys[Int(rng.next() % UInt64(modifiableKeys.count))]
      return .modified(key, KeyModifiers(rawValue: UInt8(1 + rng.next() % 7)))
    default:
      // Alt-[ and Alt-O start sequences, so they only read back alone.
      let base: Key
      switch rng.next() % 4 {
      case 0: base = .control(controlCharacters[Int(rng.next() % UInt64(controlCharacters.count))])
      case 1: base = [Key.enter, .tab, .backspace][Int(rng.next() % 3)]
      default:
        var character = randomCharacter(using: &rng)
        while character == "[" || character == "O" {
          character = randomCharacter(using: &rng)
        }
        base = .character(character)
      }
      return .alt(base)
    }
  }

  /// A random single-scalar character from ranges of every UTF-8 length.
  static func randomCharacter(using rng: inout SplitMix64) -> Character {
    let ranges: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0x20...0x7E, 0xA0...0x7FF, 0x300...0x36F,
      0x4E00...0x9FFF, 0xE000...0xFFFD, 0x1F300...0x1FAFF, 0x10000...0x10FFFF,
    ]
    let range = ranges[Int(rng.next() % UInt64(ranges.count))]
    let value = range.lowerBound + UInt32(rng.next() % UInt64(range.count))
    return Character(Unicode.Scalar(value)!)
  }

  /// Every byte sequence a terminal might send for `key`.
  static func encodings(of key: Key) -> [[UInt8]] {
    switch key {
    case let .character(character): return [Array(String(character).utf8)]
    case .enter: return [[0x0D], [0x0A], csi("OM")]
    case .tab: return [[0x09]]
    case .backTab: return [csi("[Z")]
    case .backspace: return [[0x7F], [0x08]]
    case .delete: return [csi("[3~")]
    case .escape: return [[esc]]
    case .up: return [csi("[A"), csi("OA"), csi("[1;1A")]
    case .down: return [csi("[B"), csi("OB")]
    case .right: return [csi("[C"), csi("OC")]
    case .left: return [csi("[D"), csi("OD")]
    case .home: return [csi("[H"), csi("OH"), csi("[1~"), csi("[7~")]
    case .end: return [csi("[F"), csi("OF"), csi("[4~"), csi("[8~")]
    case .pageUp: return [csi("[5~")]
    case .pageDown: return [csi("[6~")]
    case .insert: return [csi("[2~")]
    case let .paste(text): return text.isEmpty ? [] : [csi("[200~") + Array(text.utf8) + csi("[201~")]
    case let .function(number):
      let code = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24][number - 1]
      var result = [csi("[\(code)~")]
      if number <= 4 { result.append(csi("O" + ["P", "Q", "R", "S"][number - 1])) }
      if number <= 5 { result.append(csi("[[" + ["A", "B", "C", "D", "E"][number - 1])) }
      return result
    case let .control(character):
      let value = character.asciiValue!
      return [[value >= 0x61 ? value - 0x60 : value - 0x40]]
    case let .alt(base):
      // ESC ESC would read as Escape then a new key.
      return encodings(of: base).filter { $0.first != esc }.map { [esc] + $0 }
    case let .modified(base, modifiers):
      let parameter = Int(modifiers.rawValue) + 1
      switch base {
      case .up: return [csi("[1;\(parameter)A")]
      case .down: return [csi("[1;\(parameter)B")]
      case .right: return [csi("[1;\(parameter)C")]
      case .left: return [csi("[1;\(parameter)D")]
      case .home: return [csi("[1;\(parameter)H"), csi("[1;\(parameter)~"), csi("[7;\(parameter)~")]
      case .end: return [csi("[1;\(parameter)F"), csi("[4;\(parameter)~")]
      case .insert: return [csi("[2;\(parameter)~")]
      case .delete: return [csi("[3;\(parameter)~")]
      case .pageUp: return [csi("[5;\(parameter)~")]
      case .pageDown: return [csi("[6;\(parameter)~")]
      case let .function(number):
        let code = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24][number - 1]
        var result = [csi("[\(code);\(parameter)~")]
        if number <= 4 {
          let final = ["P", "Q", "R", "S"][number - 1]
          result += [csi("[1;\(parameter)" + final), csi("O\(parameter)" + final)]
        }
        return result
      default: fatalError("no modified encoding for \(base)")
      }
    }
  }

  /// `ESC` then `text`.
  static func csi(_ text: String) -> [UInt8] {
    [esc] + Array(text.utf8)
  }

  /// Random keys and one random encoding of them, joined. A lone Escape is
  /// only followed by a key that starts with ESC, since anything else
  /// would join it into an Alt chord; at the end it needs the final flush.
  static func randomInput(count: Int, using rng: inout SplitMix64) -> (keys: [Key], bytes: [UInt8]) {
    var keys: [Key] = []
    var bytes: [UInt8] = []
    while keys.count < count {
      let key = randomKey(using: &rng)
      let options = encodings(of: key)
      let encoding = options[Int(rng.next() % UInt64(options.count))]
      if keys.last == .escape, encoding.first != esc { continue }
      keys.append(key)
      bytes += encoding
    }
    return (keys, bytes)
  }
}
