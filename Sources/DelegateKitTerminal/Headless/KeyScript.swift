/// Keys, text, pauses and frame captures written as words, for running an app without a
/// terminal: in CI, with output to a file, or in a tour a person can read.
///
/// Words are separated by spaces or new lines:
/// - a key: `up` `down` `left` `right` `home` `end` `pgup` `pgdn` `enter` `esc` `tab`
///   `backtab` `bs` `del` `space`, `ctrl-x` for a control key, or one character (`j`,
///   `/`, `q`);
/// - `type:text` types the text (`type:ada`);
/// - `wait:250ms` or `wait:2s` lets that much time pass;
/// - `idle` waits until the screen is not busy loading (``TerminalScreenContent/terminalIsBusy``),
///   up to ``KeyScript/idleLimit``;
/// - `resize:100x30` resizes;
/// - `frame` prints the screen as text;
/// - `#` starts a comment to the end of the line.
///
/// ```swift
/// let script = try KeyScript("down down enter frame esc q")
/// ```
public struct KeyScript: Sendable, Hashable {
  /// One step of a script.
  public enum Step: Sendable, Hashable {
    /// Press a key.
    case key(Key)
    /// Type text, a key per character.
    case type(String)
    /// Let time pass.
    case wait(Duration)
    /// Wait until the screen is not busy, up to ``KeyScript/idleLimit``.
    case idle
    /// Resize the screen.
    case resize(width: Int, height: Int)
    /// Print the screen.
    case frame
  }

  /// A word the script does not know, with where it is.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The word.
    public var word: String
    /// Its position, from 1.
    public var position: Int
    /// What is wrong.
    public var reason: String

    /// One line for the user.
    public var description: String { "key script word \(position) \"\(word)\": \(reason)" }
  }

  /// The steps in order.
  public var steps: [Step]

  /// The longest an `idle` step waits for a busy screen.
  public static let idleLimit: Duration = .seconds(15)

  /// Parses a script.
  ///
  /// - Throws: ``ParseError`` naming the first word it cannot read.
  public init(_ source: String) throws(ParseError) {
    var steps: [Step] = []
    let words = source.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
      .flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }) }
    for (index, word) in words.enumerated() {
      steps.append(try Self.step(String(word), position: index + 1))
    }
    self.steps = steps
  }

  /// Creates a script from steps.
  public init(steps: [Step]) {
    self.steps = steps
  }

  static let namedKeys: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
    "pgup": .pageUp, "pgdn": .pageDown, "enter": .enter, "esc": .escape, "tab": .tab,
    "backtab": .backTab, "bs": .backspace, "del": .delete, "space": .character(" "),
  ]

  private static func step(_ word: String, position: Int) throws(ParseError) -> Step {
    if let key = namedKeys[word] { return .key(key) }
    if word == "frame" { return .frame }
    if word == "idle" { return .idle }
    if word.hasPrefix("type:") { return .type(String(word.dropFirst(5))) }
    if word.hasPrefix("ctrl-"), word.count == 6, let letter = word.last, letter.isLetter, letter.isASCII {
      return .key(.control(Character(letter.lowercased())))
    }
    if word.hasPrefix("wait:") {
      let value = word.dropFirst(5)
      if value.hasSuffix("ms"), let milliseconds = Int(value.dropLast(2)), milliseconds >= 0 {
        return .wait(.milliseconds(milliseconds))
      }
      if value.hasSuffix("s"), let seconds = Double(value.dropLast()), seconds >= 0, seconds.isFinite {
        return .wait(.milliseconds(Int(seconds * 1000)))
      }
      throw ParseError(word: word, position: position, reason: "write a pause as wait:250ms or wait:2s")
    }
    if word.hasPrefix("resize:") {
      let parts = word.dropFirst(7).split(separator: "x")
      if parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0,
        width <= 1000, height <= 1000
      {
        return .resize(width: width, height: height)
      }
      throw ParseError(word: word, position: position, reason: "write a size as resize:80x24")
    }
    if word.count == 1, let character = word.first { return .key(.character(character)) }
    throw ParseError(
      word: word,
      position: position,
      reason:
        "not a key; use a key name (up, down, enter, esc, tab, …), one character, ctrl-x, type:, wait:, idle, resize: or frame"
    )
  }
}
