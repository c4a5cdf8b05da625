/// The plugin's reply to an expansion that produced source and no diagnostic, written as
/// swift-syntax's JSON writer writes it, byte for byte.
///
/// In a user's debug build swift-syntax's writer runs unoptimized and escapes an expansion
/// byte by byte through several generic layers: about 45 million instructions for the
/// 20 KB that `@Delegate` writes for a 50-requirement protocol, a fifth of the plugin's
/// work on it. This loop does the same in a small fraction of that.
public enum ExpansionReply {
  /// `{"expandMacroResult":{"diagnostics":[],"expandedSource":"…"}}`, the keys sorted as
  /// swift-syntax sorts them.
  public static func encode(expandedSource source: String) -> [UInt8] {
    let prefix = #"{"expandMacroResult":{"diagnostics":[],"expandedSource":""#.utf8
    var json: [UInt8] = []
    json.reserveCapacity(prefix.count + source.utf8.count + source.utf8.count / 16 + 4)
    json.append(contentsOf: prefix)
    var source = source
    source.withUTF8 { bytes in
      var mark = 0
      for index in 0..<bytes.count {
        let byte = bytes[index]
        // Printable bytes other than `"` and `\` are copied as they stand, in runs.
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        json.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<index]))
        mark = index + 1
        json.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): json.append(byte)
        case 0x08: json.append(UInt8(ascii: "b"))
        case 0x09: json.append(UInt8(ascii: "t"))
        case 0x0A: json.append(UInt8(ascii: "n"))
        case 0x0C: json.append(UInt8(ascii: "f"))
        case 0x0D: json.append(UInt8(ascii: "r"))
        default:
          let digits = Array("0123456789ABCDEF".utf8)
          json.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
          json.append(digits[Int(byte >> 4)])
          json.append(digits[Int(byte & 0xF)])
        }
      }
      json.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<bytes.count]))
    }
    json.append(contentsOf: #""}}"#.utf8)
    return json
  }
}
