import Testing
@testable import DelegateKitTerminal
import DelegateKitTestSupport

/// Random input, seeded so that any failure replays.
@Suite("Input: fuzz")
struct InputFuzzTests {
  static let seeds: [UInt64] = [0x0000_0001, 0xDEAD_BEEF, 0x5EED_0003, 0xC0FF_EE00]
  /// 4 seeds × 250,000 = 1,000,000 random inputs.
  static let inputsPerSeed = 250_000

  /// A byte drawn mostly from the bytes that steer the state machine.
  static func biasedByte(using rng: inout SplitMix64) -> UInt8 {
    let roll = rng.next() % 100
    switch roll {
    case ..<22: return 0x1B
    case ..<32: return UInt8(ascii: "[")
    case ..<37: return UInt8(ascii: "O")
    case ..<52: return UInt8(ascii: "0") + UInt8(rng.next() % 10)
    case ..<60: return UInt8(ascii: ";")
    case ..<65: return UInt8(ascii: "~")
    case ..<73: return 0xC2 + UInt8(rng.next() % 0x33)  // UTF-8 lead bytes C2–F4
    case ..<80: return 0x80 + UInt8(rng.next() % 0x40)  // continuation bytes
    case ..<88: return UInt8(ascii: "A") + UInt8(rng.next() % 26)  // finals and letters
    case ..<94: return UInt8(rng.next() % 0x20)  // C0 controls
    default: return UInt8(truncatingIfNeeded: rng.next())
    }
  }

  /// No crash; held bytes stay bounded whatever the input and whenever it
  /// is flushed; and the keys depend only on the bytes, not on how they
  /// were split, when flush comes only at the end.
  @Test("random bytes: bounded, split-independent", arguments: seeds)
  func randomBytes(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var failures = 0
    // Buffers reused across inputs: allocation would dominate the run.
    var bytes: [UInt8] = []
    var whole: [Key] = []
    var split: [Key] = []
    var scratch: [Key] = []
    func fail(_ message: String) {
      failures += 1
      if failures <= 5 { Issue.record(Comment(rawValue: message)) }
    }
    var remaining = Self.inputsPerSeed
    while remaining > 0 {
      remaining -= 1
      bytes.removeAll(keepingCapacity: true)
      var count = rng.next() % 25
      while count > 0 {
        bytes.append(Self.biasedByte(using: &rng))
        count -= 1
      }

      whole.removeAll(keepingCapacity: true)
      var parser = InputParser()
      parser.feed(bytes, into: &whole)
      whole += parser.flush()

      // The same bytes in random pieces, flushed only at the end.
      split.removeAll(keepingCapacity: true)
      parser = InputParser()
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + Int(rng.next() % 6))
        parser.feed(bytes[start..<end], into: &split)
        if parser.heldByteCount > InputParser.maxHeldBytes {
          fail("held \(parser.heldByteCount) bytes after \(bytes[..<end])")
        }
        start = end
      }
      split += parser.flush()
      if split != whole {
        fail("split changed the keys for \(bytes): \(whole) vs \(split)")
      }

      // Flushing at random points may change the keys, but must keep
      // the parser bounded and leave it empty.
      parser = InputParser()
      start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + Int(rng.next() % 6))
        parser.feed(bytes[start..<end], into: &scratch)
        if parser.heldByteCount > InputParser.maxHeldBytes {
          fail("held \(parser.heldByteCount) bytes after \(bytes[..<end])")
        }
        if rng.next() % 4 == 0 {
          scratch += parser.flush()
          if parser.isPending || parser.heldByteCount != 0 {
            fail("still pending after flush, input \(bytes[..<end])")
          }
        }
        start = end
      }
      scratch += parser.flush()
      if parser.isPending {
        fail("still pending after final flush, input \(bytes)")
      }
      scratch.removeAll(keepingCapacity: true)
    }
    #expect(failures == 0)
  }

  /// Keys written by the reference encoder, joined and split at random,
  /// read back exactly.
  @Test("known keys round-trip", arguments: seeds)
  func roundTrip(seed: UInt64) {
    var rng = SplitMix64(seed: seed ^ 0x00FF_00FF)
    var failures = 0
    for _ in 0..<25_000 {
      let (keys, bytes) = InputReferenceEncoder.randomInput(count: 1 + Int(rng.next() % 8), using: &rng)
      let parsed = InputHarness.parse(InputHarness.randomChunks(bytes, using: &rng))
      if parsed != keys {
        failures += 1
        if failures <= 5 {
          Issue.record("bytes \(bytes): expected \(keys), parsed \(parsed)")
        }
      }
    }
    #expect(failures == 0)
  }

  @Test("every reference encoding of every named key reads back")
  func everyEncoding() {
    var keys = InputReferenceEncoder.namedKeys
    keys += InputReferenceEncoder.controlCharacters.map { Key.control($0) }
    for key in InputReferenceEncoder.modifiableKeys {
      for bits in UInt8(1)...7 {
        keys.append(.modified(key, KeyModifiers(rawValue: bits)))
      }
    }
    for key in keys {
      for encoding in InputReferenceEncoder.encodings(of: key) {
        #expect(InputHarness.parse([encoding]) == [key], "encoding \(encoding)")
        #expect(InputHarness.parse(encoding.map { [$0] }) == [key], "encoding \(encoding)")
      }
    }
  }
}
