/// The text of a bracketed paste whose end marker (`ESC [ 201 ~`) has not arrived yet.
///
/// Every byte between the markers is text: a CR is a line break in the pasted text, an ESC
/// only the start of the end marker or an ESC in the text. The bytes are held in a chunk of
/// at most ``InputParser/pasteChunkBytes``; a full chunk is reported as a paste of its own,
/// cut between characters, so a paste of any length holds a bounded amount.
struct PasteScan: Sendable, Equatable {
  /// The end marker, `ESC [ 2 0 1 ~`.
  static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// The pasted bytes not reported yet.
  private(set) var bytes: [UInt8] = []
  /// How many bytes of ``endMarker`` the latest input matched.
  private(set) var matched = 0

  /// Takes one byte of the paste.
  ///
  /// - Returns: Whether the byte completed the end marker.
  mutating func take(_ byte: UInt8) -> Bool {
    if byte == Self.endMarker[matched] {
      matched += 1
      return matched == Self.endMarker.count
    }
    // A partial marker was text after all; the byte may start a new one.
    bytes.append(contentsOf: Self.endMarker[..<matched])
    matched = 0
    if byte == Self.endMarker[0] {
      matched = 1
    } else {
      bytes.append(byte)
    }
    return false
  }

  /// Whether the held bytes fill a chunk and the next byte starts a character, so they can
  /// be reported without splitting one.
  func isFull(before byte: UInt8) -> Bool {
    bytes.count >= InputParser.pasteChunkBytes && byte & 0xC0 != 0x80
  }

  /// The held text, partial end marker included, as one paste key; `nil` when empty.
  /// Afterwards nothing is held.
  mutating func takeText(includingPartialMarker: Bool) -> Key? {
    if includingPartialMarker {
      bytes.append(contentsOf: Self.endMarker[..<matched])
      matched = 0
    }
    guard !bytes.isEmpty else { return nil }
    defer { bytes.removeAll(keepingCapacity: true) }
    return .paste(String(decoding: bytes, as: UTF8.self))
  }
}
