/// Where a ``TerminalApp``'s frames go: a real terminal, or memory in a test. The loop that
/// hands keys to the app and draws its frames is the same for both; a backend only says
/// how big the terminal is and takes the bytes of each frame, as ratatui's `Backend` does.
///
/// ``TerminalDriver`` runs on a terminal device; ``HeadlessTerminal`` on a
/// ``MemoryBackend``.
///
/// ```swift
/// let pilot = HeadlessTerminal(app)
/// pilot.press(.down)
/// pilot.backend.written  // every byte a terminal would have been sent
/// ```
@MainActor
public protocol TerminalBackend: AnyObject {
  /// The terminal's size in cells, or `nil` when it does not say.
  func size() -> (width: Int, height: Int)?
  /// Writes the bytes of one frame.
  ///
  /// - Returns: Whether they were written; `false` when the terminal is gone.
  func write(_ bytes: [UInt8]) -> Bool
}
