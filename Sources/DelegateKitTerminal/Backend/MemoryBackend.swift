/// A terminal in memory, for tests: it keeps every byte written, and its size is what the
/// test sets. ratatui's `TestBackend`.
@MainActor
public final class MemoryBackend: TerminalBackend {
  /// Every byte written so far.
  public private(set) var written: [UInt8] = []
  /// The size the backend reports.
  public private(set) var width: Int
  /// The size the backend reports.
  public private(set) var height: Int

  /// Creates a backend of the given size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Changes the size it reports, as a window resized.
  public func resize(width: Int, height: Int) {
    (self.width, self.height) = (width, height)
  }

  public func size() -> (width: Int, height: Int)? { (width, height) }

  public func write(_ bytes: [UInt8]) -> Bool {
    written += bytes
    return true
  }
}
