/// A key, or a key chord, read from the terminal.
///
/// A terminal folds several chords onto one byte (Ctrl-I is Tab, Ctrl-M is
/// Return) and says nothing about key releases, so a `Key` names what the byte
/// stream can tell apart rather than every physical key. ``InputParser``
/// produces these; see it for how ambiguous input is resolved.
public enum Key: Hashable, Sendable {
  /// Printable text: exactly one Unicode scalar, decoded from UTF-8.
  ///
  /// A grapheme made of several scalars (`e` + U+0301, a flag, a skin-toned
  /// emoji) arrives as one key per scalar, so the keys never depend on how
  /// the terminal's bytes were split across reads. Appending the characters
  /// to a `String` re-forms the grapheme. An invalid UTF-8 byte arrives as
  /// U+FFFD REPLACEMENT CHARACTER.
  case character(Character)

  /// Return or Enter: CR (0x0D), LF (0x0A, also Ctrl-J) or Ctrl-M.
  case enter

  /// Tab or Ctrl-I (0x09).
  case tab

  /// Shift-Tab (`ESC [ Z`).
  case backTab

  /// Backspace: DEL (0x7F) or BS (0x08, also Ctrl-H).
  case backspace

  /// Forward delete (`ESC [ 3 ~`).
  case delete

  /// The Escape key pressed on its own.
  ///
  /// Only reported once the parser knows no sequence follows: on
  /// ``InputParser/flush()`` or when another ESC arrives.
  case escape

  /// Up arrow.
  case up

  /// Down arrow.
  case down

  /// Left arrow.
  case left

  /// Right arrow.
  case right

  /// Home.
  case home

  /// End.
  case end

  /// Page Up.
  case pageUp

  /// Page Down.
  case pageDown

  /// Insert.
  case insert

  /// A function key, F1 through F12 (`function(1)` is F1).
  case function(Int)

  /// Ctrl held with a key that has no key of its own in ASCII.
  ///
  /// Letters are lowercase: Ctrl-C is `.control("c")`. The letters that
  /// share a byte with a named key are reported as that key instead:
  /// Ctrl-H is ``backspace``, Ctrl-I is ``tab``, Ctrl-J and Ctrl-M are
  /// ``enter``. The remaining C0 controls use their caret notation:
  /// NUL (Ctrl-Space, Ctrl-@) is `.control("@")`, 0x1C–0x1F are
  /// `.control("\\")`, `.control("]")`, `.control("^")` and `.control("_")`.
  case control(Character)

  /// Alt (Meta) held with a key, sent by the terminal as ESC before it.
  ///
  /// `ESC x` is `.alt(.character("x"))` and `ESC Ctrl-A` is
  /// `.alt(.control("a"))`. ESC before `[` or `O` starts a sequence instead,
  /// so Alt-`[` and Alt-`O` are only recognised when nothing follows within
  /// ``InputParser/escapeTimeout``.
  indirect case alt(Key)

  /// Text pasted while the terminal's bracketed paste mode was on: the bytes
  /// between `ESC [ 200 ~` and `ESC [ 201 ~`, decoded as UTF-8.
  ///
  /// The text is the clipboard's, newlines and control characters included;
  /// none of it is a key. ``TerminalApp`` inserts it into the focused text
  /// field with its line breaks dropped, and ignores it elsewhere.
  case paste(String)

  /// A navigation or function key sent with modifiers in its escape
  /// sequence, such as `ESC [ 1 ; 5 A` for Ctrl-Up.
  ///
  /// The first value is the unmodified key and the set is never empty:
  /// an unmodified key is reported as the key itself.
  indirect case modified(Key, KeyModifiers)
}

/// The modifier keys a terminal reports inside an escape sequence.
///
/// Terminals encode these as the second parameter of a CSI sequence
/// (`1 + bits`, where shift is 1, alt 2 and control 4). A Meta bit (8),
/// which few keyboards can send apart from Alt, is reported as ``alt``.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The modifier bits, in the terminal's own encoding.
  public let rawValue: UInt8

  /// Creates a set from the terminal's modifier bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)

  /// Alt (Option, Meta).
  public static let alt = KeyModifiers(rawValue: 2)

  /// Control.
  public static let control = KeyModifiers(rawValue: 4)
}
