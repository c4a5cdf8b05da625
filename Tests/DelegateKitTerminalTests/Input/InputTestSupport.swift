import DelegateKitTestSupport
import Testing
@testable import DelegateKitTerminal

/// Ways of feeding bytes to a parser.
enum InputHarness {
  static let esc: UInt8 = 0x1B

  /// `ESC` followed by the bytes of `text`.
  static func esc(_ text: String) -> [UInt8] {
    [esc] + Array(text.utf8)
  }

  /// Feeds each chunk in turn, checking the held-byte bound after each,
  /// then flushes once at the end.
  static func parse<Chunk: Sequence<UInt8>>(_ chunks: [Chunk]) -> [Key] {
    var parser = InputParser()
    var keys: [Key] = []
    var mostHeld = 0
    for chunk in chunks {
      keys += parser.feed(chunk)
      mostHeld = max(mostHeld, parser.heldByteCount)
    }
    if mostHeld > InputParser.maxHeldBytes {
      Issue.record("held \(mostHeld) bytes, more than the \(InputParser.maxHeldBytes) allowed")
    }
    return keys + parser.flush()
  }

  /// Every way of cutting `bytes` worth checking: one chunk, one byte at a
  /// time, every two-way cut and, for short inputs, every possible cut.
  static func splittings(of bytes: [UInt8]) -> [[[UInt8]]] {
    var result: [[[UInt8]]] = [[bytes], bytes.map { [$0] }]
    guard bytes.count > 1 else { return result }
    if bytes.count <= 10 {
      // Bit i of the mask cuts after byte i: all 2^(n-1) compositions.
      for mask in 0..<(1 << (bytes.count - 1)) {
        result.append(cut(bytes, where: { mask & (1 << $0) != 0 }))
      }
    } else {
      for point in 1..<bytes.count {
        result.append([Array(bytes[..<point]), Array(bytes[point...])])
      }
    }
    return result
  }

  /// Cuts `bytes` into chunks, cutting after index `i` when `shouldCut(i)`.
  static func cut(_ bytes: [UInt8], where shouldCut: (Int) -> Bool) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    var current: [UInt8] = []
    for (index, byte) in bytes.enumerated() {
      current.append(byte)
      if shouldCut(index) {
        chunks.append(current)
        current = []
      }
    }
    chunks.append(current)
    return chunks
  }

  /// Cuts `bytes` at random points, sometimes leaving empty chunks.
  static func randomChunks(_ bytes: [UInt8], using rng: inout SplitMix64) -> [ArraySlice<UInt8>] {
    var chunks: [ArraySlice<UInt8>] = []
    var start = 0
    while start < bytes.count {
      let size = Int(rng.next() % 6)
      let end = min(bytes.count, start + size)
      chunks.append(bytes[start..<end])
      start = end
    }
    return chunks
  }
}

/// One input and the keys it must produce, for table-driven tests.
struct InputCase: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  let keys: [Key]
  /// Whether the keys only appear on `flush()` (the input ends in held bytes).
  let needsFlush: Bool

  init(_ name: String, _ bytes: [UInt8], _ keys: [Key], needsFlush: Bool = false) {
    self.name = name
    self.bytes = bytes
    self.keys = keys
    self.needsFlush = needsFlush
  }

  init(_ name: String, _ text: String, _ keys: [Key], needsFlush: Bool = false) {
    self.init(name, Array(text.utf8), keys, needsFlush: needsFlush)
  }

  var testDescription: String { name }
}
