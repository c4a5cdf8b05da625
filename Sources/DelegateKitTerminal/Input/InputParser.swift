/// Turns the bytes a raw-mode terminal sends into ``Key`` values.
///
/// The parser is a pure value: it does no I/O and reads no clock, so the
/// driver decides when input is read and when waiting has gone on long
/// enough. Feed it bytes as they arrive, split in any way; the keys produced
/// do not depend on the split as long as ``flush()`` is only called when
/// input has really paused.
///
/// ```swift
/// var parser = InputParser()
/// var keys = parser.feed([0x1B, 0x5B])      // ESC [ : maybe the start of a key
/// // keys == [], parser.isPending == true
/// keys = parser.feed(Array("A".utf8))       // ... and it was: Up
/// // keys == [.up]
///
/// keys = parser.feed([0x1B])                // ESC: a key of its own, or Alt-something?
/// // keys == [], so wait up to InputParser.escapeTimeout for more input, then:
/// keys = parser.flush()
/// // keys == [.escape]
/// ```
///
/// How ambiguous or damaged input is read:
/// - **ESC** is held until the next byte shows what it starts. Another ESC
///   makes the first a plain ``Key/escape`` and is held in turn, so
///   `ESC ESC [ A` is Escape then Up.
/// - **Flush** takes held bytes as complete: a lone ESC is ``Key/escape``;
///   `ESC [` and `ESC O` alone are Alt-`[` and Alt-`O`; any longer unfinished
///   sequence is dropped, because its bytes would otherwise turn into stray
///   text; a partial UTF-8 character is dropped (an ESC before it is still
///   reported as ``Key/escape``).
/// - **Invalid UTF-8** becomes U+FFFD, one per maximal invalid subsequence,
///   as Swift's own `String` decoding does; it never traps.
/// - **Unknown sequences** (`ESC [` or `ESC O` with any final byte no key
///   uses, or parameters no key uses) are consumed whole and produce nothing.
///   A sequence interrupted by a byte that cannot belong to it (a control
///   byte, ESC, or a non-ASCII byte) is dropped and the byte is read afresh.
///   Parameters longer than 32 bytes abandon the sequence: the rest of it is
///   discarded up to its final byte without being stored.
/// - **Bracketed paste**: everything between `ESC [ 200 ~` and
///   `ESC [ 201 ~` is one ``Key/paste(_:)``, its newlines, control bytes and
///   escape sequences included, so pasted text never runs as keys. A paste
///   longer than ``pasteChunkBytes`` arrives as several, cut between
///   characters; an end marker without a start is swallowed like any unknown
///   sequence. The driver turns bracketed paste on (`ESC [ ? 2004 h`).
/// - **CR LF** outside a paste is two ``Key/enter`` keys: in raw mode Return
///   sends CR alone, so a CR LF pair only comes from text pasted into a
///   terminal without bracketed paste, and merging it would need to hold
///   every CR.
/// - **NUL** (Ctrl-Space, Ctrl-@) is `.control("@")`.
public struct InputParser: Sendable {
  /// Where the parser is in the byte stream.
  ///
  /// Every state holds a bounded amount of data, so the parser's size does
  /// not grow with its input. Only ``ground`` is at rest; every other state
  /// holds bytes whose meaning depends on what comes next.
  enum State: Sendable, Equatable {
    /// Between keys.
    case ground
    /// After an ESC: a lone Escape, Alt plus a key, or a sequence.
    case escape
    /// Inside a multi-byte UTF-8 character. `alt` records an ESC before
    /// it, which makes the character an Alt chord.
    case utf8(UTF8Partial, alt: Bool)
    /// Inside `ESC [` or `ESC O`, before the final byte.
    case sequence(SequenceScan)
    /// Inside a CSI sequence whose parameters ran past
    /// ``InputParser/maxParameterBytes``: waiting for its final byte, or
    /// any byte that cannot belong to it, without keeping anything.
    case discarding
    /// After `ESC [ [`, the Linux console's prefix for F1–F5.
    case linuxFunction
    /// Inside a bracketed paste, after `ESC [ 200 ~`: the text so far, at
    /// most ``InputParser/pasteChunkBytes`` of it.
    case paste(PasteScan)
  }

  /// The longest run of parameter bytes kept for one sequence.
  ///
  /// Real key sequences need at most a handful; the limit stops a broken
  /// or hostile stream from keeping the parser waiting on ever more bytes.
  static let maxParameterBytes = 32

  /// The most bytes ``heldByteCount`` can ever report.
  static let maxHeldBytes = 2 + maxParameterBytes

  /// The most pasted bytes held before they are reported as a paste of
  /// their own, so a paste of any length holds a bounded amount.
  public static let pasteChunkBytes = 16_384

  /// Where the parser is now.
  var state: State = .ground

  /// Creates a parser with no bytes held.
  public init() {}

  /// How long to wait for more input while ``isPending`` before calling
  /// ``flush()``.
  ///
  /// Terminals send a sequence in one write, so its bytes arrive well
  /// within this time even over ssh; a person cannot type Esc followed by
  /// `[` that fast. 50 ms keeps a lone Esc feeling immediate.
  public static let escapeTimeout: Duration = .milliseconds(50)

  /// Whether bytes are held waiting for more.
  ///
  /// When this is `true` after ``feed(_:)``, the driver should wait up to
  /// ``escapeTimeout`` for more input and call ``flush()`` if none comes;
  /// without that, a lone Esc would never be reported.
  public var isPending: Bool {
    state != .ground
  }

  /// Whether the parser is inside a bracketed paste, waiting for its end
  /// marker.
  ///
  /// A paste is not ambiguous the way a lone Esc is: the driver waits for
  /// its end rather than calling ``flush()`` after ``escapeTimeout``, so a
  /// paste that arrives slowly is still one paste.
  public var isInPaste: Bool {
    if case .paste = state { return true }
    return false
  }

  /// The number of input bytes held back for a key not yet decided.
  ///
  /// Never more than ``maxHeldBytes``; a sequence being discarded holds
  /// nothing, since none of its bytes can still become a key. Pasted text
  /// is not counted: it is already decided to be text, and is held up to
  /// ``pasteChunkBytes``.
  var heldByteCount: Int {
    switch state {
    case .ground, .discarding: 0
    case let .paste(scan): scan.matched
    case .escape: 1
    case let .utf8(partial, alt): Int(partial.held) + (alt ? 1 : 0)
    case let .sequence(scan): 2 + scan.length
    case .linuxFunction: 3
    }
  }

  /// Parses `bytes`, returning every key they complete.
  ///
  /// Bytes that may begin a longer key (a lone ESC, an unfinished escape
  /// sequence, part of a UTF-8 character) are held for the next call; check
  /// ``isPending`` afterwards.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    feed(bytes, into: &keys)
    return keys
  }

  /// Parses `bytes`, appending every key they complete to `keys`.
  ///
  /// The same as ``feed(_:)``, for a read loop that reuses one array
  /// rather than allocating one per read.
  public mutating func feed(_ bytes: some Sequence<UInt8>, into keys: inout [Key]) {
    // Callers in other modules get the unspecialised generic, which
    // iterates through witness tables; arrays, slices and buffers (what
    // a read loop produces) take the direct path instead.
    let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      var index = buffer.startIndex
      while index < buffer.endIndex {
        read(buffer[index], into: &keys)
        index += 1
      }
    }
    if done == nil {
      for byte in bytes {
        read(byte, into: &keys)
      }
    }
  }

  /// Reads one byte to the end.
  private mutating func read(_ byte: UInt8, into keys: inout [Key]) {
    // A byte that ends a held sequence without belonging to it is read
    // again from `.ground`, which always takes it, so this runs at most
    // twice per byte.
    while !step(byte, into: &keys) {}
  }

  /// Takes the held bytes as complete, returning the keys they make.
  ///
  /// Call this when input has paused for ``escapeTimeout`` while
  /// ``isPending``. A lone ESC becomes ``Key/escape``; `ESC [` or `ESC O`
  /// alone becomes Alt-`[` or Alt-`O`; a longer unfinished sequence is
  /// dropped rather than shown as text; a partial UTF-8 character is
  /// dropped; a paste whose end has not arrived is reported as what arrived
  /// so far. Afterwards nothing is held.
  public mutating func flush() -> [Key] {
    defer { state = .ground }
    switch state {
    case .paste(var scan):
      return scan.takeText(includingPartialMarker: true).map { [$0] } ?? []
    case .ground, .discarding, .linuxFunction:
      return []
    case .escape, .utf8(_, alt: true):
      return [.escape]
    case .utf8(_, alt: false):
      return []
    case let .sequence(scan):
      guard scan.length == 0 else { return [] }
      switch scan.kind {
      case .csi: return [.alt(.character("["))]
      case .ss3: return [.alt(.character("O"))]
      }
    }
  }

  /// Reads one byte.
  ///
  /// - Returns: `false` when the byte ended a held sequence without
  ///   belonging to it and must be read again (the state is then
  ///   ``State/ground``).
  private mutating func step(_ byte: UInt8, into keys: inout [Key]) -> Bool {
    switch state {
    case .ground:
      readGround(byte, alt: false, into: &keys)
      return true
    case .escape:
      switch byte {
      case 0x1B:
        keys.append(.escape)
      case UInt8(ascii: "["):
        state = .sequence(SequenceScan(kind: .csi))
      case UInt8(ascii: "O"):
        state = .sequence(SequenceScan(kind: .ss3))
      default:
        state = .ground
        readGround(byte, alt: true, into: &keys)
      }
      return true
    case .utf8(var partial, let alt):
      state = .ground
      guard partial.accepts(byte) else {
        keys.append(Self.chord(.character(Character(UTF8Partial.replacement)), alt: alt))
        return false
      }
      if let scalar = partial.append(byte) {
        keys.append(Self.chord(.character(Character(scalar)), alt: alt))
      } else {
        state = .utf8(partial, alt: alt)
      }
      return true
    case .sequence(var scan):
      return readSequence(byte, scan: &scan, into: &keys)
    case .discarding:
      return readDiscarding(byte)
    case .linuxFunction:
      return readLinuxFunction(byte, into: &keys)
    case .paste(var scan):
      state = .ground
      if scan.isFull(before: byte), let chunk = scan.takeText(includingPartialMarker: false) {
        keys.append(chunk)
      }
      if scan.take(byte) {
        if let text = scan.takeText(includingPartialMarker: false) { keys.append(text) }
      } else {
        state = .paste(scan)
      }
      return true
    }
  }

  /// Reads a byte that starts a new key; `alt` is set when an ESC came
  /// just before it.
  private mutating func readGround(_ byte: UInt8, alt: Bool, into keys: inout [Key]) {
    switch byte {
    case 0x1B:
      state = .escape
    case 0x00..<0x20, 0x7F:
      keys.append(Self.chord(Self.controlKey(byte), alt: alt))
    case 0x20..<0x7F:
      keys.append(Self.chord(.character(Character(Unicode.Scalar(byte))), alt: alt))
    default:
      if let partial = UTF8Partial(lead: byte) {
        state = .utf8(partial, alt: alt)
      } else {
        keys.append(Self.chord(.character(Character(UTF8Partial.replacement)), alt: alt))
      }
    }
  }

  /// The key for a C0 control byte or DEL.
  private static func controlKey(_ byte: UInt8) -> Key {
    switch byte {
    case 0x08, 0x7F: .backspace
    case 0x09: .tab
    case 0x0A, 0x0D: .enter
    case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
    // NUL and 0x1C–0x1F: caret notation, `@ \ ] ^ _`.
    default: .control(Character(Unicode.Scalar(byte + 0x40)))
    }
  }

  /// Wraps `key` in ``Key/alt(_:)`` when an ESC preceded it.
  static func chord(_ key: Key, alt: Bool) -> Key {
    alt ? .alt(key) : key
  }
}
