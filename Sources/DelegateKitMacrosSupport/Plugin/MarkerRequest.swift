import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Recognizes, in the compiler's raw JSON request, the expansion of a requirement marker
/// (`@Optional`, `@Combining`) that expands to nothing and diagnoses nothing: one on a
/// requirement of a `@Delegate` protocol.
///
/// A protocol with 40 `@Optional` requirements sends the plugin 40 such requests, each
/// carrying the compiler's whole build configuration as a JSON string inside the JSON. In a
/// user's debug build the plugin runs a debug swift-syntax, where decoding and parsing one of
/// them costs about 15 million instructions, about two thirds of what the plugin spends on
/// the protocol. The plugin answers a recognized request at once instead (see
/// `MarkerAnsweringConnection` in the plugin target).
///
/// The answer must be the one the full expansion gives, so the recognizer is strict: any
/// request it cannot read exactly as expected goes the full way. The decision itself is
/// ``RequirementMarkerMacro/isDelegateProtocol(_:)``, the one the full expansion makes.
public enum MarkerRequest {
  /// Whether `json` asks to expand a requirement marker attached inside a `@Delegate`
  /// protocol, whose expansion is empty and has no diagnostic.
  ///
  /// - Parameter decisions: The decision made for each lexical context seen so far: every
  ///   marker of a protocol sends the same one, and parsing it, even a line, costs a debug
  ///   parser millions of instructions.
  public static func expandsToNothing(_ json: UnsafeBufferPointer<UInt8>, decisions: inout [String: Bool]) -> Bool {
    guard json.starts(with: Pattern.request),
      json.firstRange(of: Pattern.markerType) != nil,
      json.firstRange(of: Pattern.module) != nil,
      json.firstRange(of: Pattern.peerRole) != nil,
      let context = json.firstRange(of: Pattern.lexicalContext),
      context.upperBound < json.endIndex, json[context.upperBound] == UInt8(ascii: "{"),
      let sourceKey = json[context.upperBound...].firstRange(of: Pattern.source),
      let (source, end) = jsonString(in: json, from: sourceKey.upperBound),
      // `source` is the last key of a context, as the compiler sorts them.
      end < json.endIndex, json[end] == UInt8(ascii: "}")
    else { return false }
    if let known = decisions[source] { return known }
    let first = Parser.parse(source: source).statements.first?.item.as(DeclSyntax.self)
    let decision = RequirementMarkerMacro.isDelegateProtocol(first)
    decisions[source] = decision
    return decision
  }

  /// The first plugin protocol version whose compiler reads the `expandMacroResult` reply,
  /// the only shape the fast answer takes.
  public static let expandMacroResultVersion = 5

  /// The protocol version of the compiler's capability message, `nil` for any other
  /// message (or one without a version: an old compiler, which gets no fast answer).
  public static func hostProtocolVersion(_ json: UnsafeBufferPointer<UInt8>) -> Int? {
    guard json.starts(with: Pattern.capability), let key = json.firstRange(of: Pattern.protocolVersion) else {
      return nil
    }
    var index = key.upperBound
    var version = 0
    while index < json.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(json[index]), version < 1_000_000 {
      version = version * 10 + Int(json[index] - UInt8(ascii: "0"))
      index += 1
    }
    return index > key.upperBound ? version : nil
  }

  /// The byte sequences looked for. The compiler writes its JSON without spaces; a request
  /// written otherwise is not recognized and takes the full way.
  private enum Pattern {
    static let request = Array(#"{"expandAttachedMacro":"#.utf8)
    static let markerType = Array(#""typeName":"RequirementMarkerMacro""#.utf8)
    static let module = Array(#""moduleName":"DelegateKitMacros""#.utf8)
    static let peerRole = Array(#""macroRole":"peer""#.utf8)
    static let lexicalContext = Array(#""lexicalContext":["#.utf8)
    static let source = Array(#""source":""#.utf8)
    static let capability = Array(#"{"getCapability":"#.utf8)
    static let protocolVersion = Array(#""protocolVersion":"#.utf8)
  }

  /// The JSON string whose contents start at `start`, unescaped, and the index after its
  /// closing quote; `nil` if it is not well formed.
  static func jsonString(in json: UnsafeBufferPointer<UInt8>, from start: Int) -> (String, end: Int)? {
    var bytes: [UInt8] = []
    var index = start
    while index < json.endIndex {
      let byte = json[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: bytes, as: UTF8.self).map { ($0, index) }
      case UInt8(ascii: "\\"):
        guard index < json.endIndex else { return nil }
        let escape = json[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(escape)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape(in: json, at: &index) else { return nil }
          bytes.append(contentsOf: String(Character(scalar)).utf8)
        default: return nil
        }
      case 0..<0x20:
        return nil
      default:
        bytes.append(byte)
      }
    }
    return nil
  }

  /// The scalar of a `\uXXXX` escape (a surrogate pair takes two), `index` at its digits.
  private static func unicodeEscape(in json: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Unicode.Scalar? {
    func hex() -> UInt32? {
      guard index + 4 <= json.endIndex,
        let value = UInt32(String(decoding: json[index..<index + 4], as: UTF8.self), radix: 16)
      else { return nil }
      index += 4
      return value
    }
    guard let high = hex() else { return nil }
    guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) }
    guard index + 2 <= json.endIndex, json[index] == UInt8(ascii: "\\"), json[index + 1] == UInt8(ascii: "u") else {
      return nil
    }
    index += 2
    guard let low = hex(), (0xDC00..<0xE000).contains(low) else { return nil }
    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The range of the first occurrence of `pattern`.
  fileprivate func firstRange(of pattern: [UInt8]) -> Range<Int>? {
    self[...].firstRange(of: pattern)
  }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
  /// The range of the first occurrence of `pattern`, in the base buffer's indices.
  ///
  /// With `memchr` and `memcmp`: the plugin runs unoptimized in a user's debug build, where
  /// a loop over a buffer slice costs tens of instructions a byte.
  fileprivate func firstRange(of pattern: [UInt8]) -> Range<Int>? {
    guard let base = base.baseAddress, !pattern.isEmpty, pattern.count <= count else { return nil }
    return pattern.withUnsafeBufferPointer { needle -> Range<Int>? in
      var index = startIndex
      let last = endIndex - needle.count
      while index <= last {
        guard let found = memchr(base + index, CInt(needle[0]), last - index + 1) else { return nil }
        let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if memcmp(found, needle.baseAddress!, needle.count) == 0 { return offset..<offset + needle.count }
        index = offset + 1
      }
      return nil
    }
  }
}
