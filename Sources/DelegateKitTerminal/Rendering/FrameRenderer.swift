/// Turns successive frames into the bytes that update a terminal, sending only
/// what changed so a table can redraw at typing speed over slow links.
///
/// It keeps a copy of what is on screen (the front buffer, with colours as the
/// terminal shows them) and the cursor position. It assumes nothing else writes
/// to the terminal between frames except cursor-visibility and alternate-screen
/// toggles; after anything else (a resize, resuming from Ctrl-Z, printing)
/// call `invalidate()`. Every frame ends in the default SGR style.
///
/// The cost of a frame depends only on its cells, never on the size of the
/// data behind them.
public struct FrameRenderer: Sendable {
  /// What the renderer may emit.
  public let capabilities: TerminalCapabilities
  /// Running totals, for benchmarks and byte-budget tests.
  public private(set) var statistics = RenderStatistics()
  /// What is on screen (styles resolved for `capabilities.colors`); `nil` when unknown.
  private var screen: CellBuffer?
  /// Where the cursor is after the last frame; `nil` when unknown.
  private var cursor: CursorPosition?

  /// A renderer that knows nothing about the screen, so its first frame repaints everything.
  public init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
  }

  /// The bytes that turn the screen last rendered into `frame`: only the changed cells.
  ///
  /// The first frame, a size change, or the first frame after `invalidate()`
  /// is a full repaint (reset, clear, every non-blank cell). A diff that would
  /// cost more than a full repaint is replaced by one. With `scrollRegions`, a
  /// band of rows shifted by one is moved with a scroll region when that is
  /// fewer bytes. A frame identical to the screen returns `[]` (no
  /// synchronized-output brackets either) and counts as an idle frame, not a frame.
  public mutating func render(_ frame: CellBuffer) -> [UInt8] {
    let next = Self.resolve(frame, for: capabilities.colors)
    guard let front = screen, front.width == next.width, front.height == next.height else {
      return commit(Self.fullRepaintEmitter(next), next: next, isFullRepaint: true)
    }
    if front == next {
      statistics.idleFrames += 1
      statistics.cellsSkipped += next.width * next.height
      return []
    }
    var best = RenderEmitter(width: next.width, height: next.height, cursor: cursor, style: .plain)
    best.paintDifferences(from: front, to: next)
    if capabilities.scrollRegions {
      for candidate in Self.scrollCandidates(front: front, next: next) {
        var emitter = RenderEmitter(width: next.width, height: next.height, cursor: cursor, style: .plain)
        emitter.scroll(band: candidate.band, up: candidate.up)
        let shifted = front.shifted(band: candidate.band, up: candidate.up)
        emitter.paintDifferences(from: shifted, to: next)
        if emitter.bytes.count < best.bytes.count {
          best = emitter
        }
      }
    }
    var isFullRepaint = false
    if best.bytes.count > Self.fullRepaintLowerBound(next) {
      let full = Self.fullRepaintEmitter(next)
      if full.bytes.count < best.bytes.count {
        best = full
        isFullRepaint = true
      }
    }
    return commit(best, next: next, isFullRepaint: isFullRepaint)
  }

  /// Forgets what is on screen, so the next render repaints everything
  /// (after a resize, after resuming from Ctrl-Z, after other output).
  public mutating func invalidate() {
    screen = nil
    cursor = nil
  }

  /// The bytes of a full repaint of `frame` (what the first frame costs),
  /// as a baseline for benchmarks. Pure: it uses no renderer state.
  public static func fullRepaint(_ frame: CellBuffer, capabilities: TerminalCapabilities) -> [UInt8] {
    var emitter = fullRepaintEmitter(resolve(frame, for: capabilities.colors))
    emitter.finish()
    return bracket(emitter.bytes, synchronized: capabilities.synchronizedOutput)
  }

  private mutating func commit(_ chosen: RenderEmitter, next: CellBuffer, isFullRepaint: Bool) -> [UInt8] {
    var emitter = chosen
    emitter.finish()
    let bytes = Self.bracket(emitter.bytes, synchronized: capabilities.synchronizedOutput)
    statistics.frames += 1
    if isFullRepaint { statistics.fullRepaints += 1 }
    statistics.bytesWritten += bytes.count
    statistics.cellsEmitted += emitter.cellsEmitted
    statistics.cellsSkipped += max(0, next.width * next.height - emitter.cellsEmitted)
    statistics.cursorMoves += emitter.cursorMoves
    statistics.styleChanges += emitter.styleChanges
    statistics.scrolls += emitter.scrolls
    screen = next
    cursor = emitter.cursor
    return bytes
  }

  private static func bracket(_ body: [UInt8], synchronized: Bool) -> [UInt8] {
    guard synchronized, !body.isEmpty else { return body }
    return Array("\u{1B}[?2026h".utf8) + body + Array("\u{1B}[?2026l".utf8)
  }

  /// Reset, clear, then paint every cell that differs from a cleared screen.
  private static func fullRepaintEmitter(_ next: CellBuffer) -> RenderEmitter {
    var emitter = RenderEmitter(width: next.width, height: next.height, cursor: nil, style: nil)
    emitter.setStyle(.plain)  // ED fills with the current background colour.
    emitter.escape("\u{1B}[2J")
    emitter.paintDifferences(from: CellBuffer(width: next.width, height: next.height), to: next)
    return emitter
  }

  /// No full repaint can be shorter than this: reset and clear, plus a byte
  /// per cell that is not a default blank. Avoids building one needlessly.
  private static func fullRepaintLowerBound(_ next: CellBuffer) -> Int {
    var visible = 0
    for cell in next.cells where cell != .blank {
      visible += 1
    }
    return 8 + visible
  }

  /// The frame with every style as the terminal will show it.
  static func resolve(_ frame: CellBuffer, for mode: TerminalCapabilities.ColorMode) -> CellBuffer {
    var resolved = frame
    for index in resolved.cells.indices {
      let style = resolved.cells[index].style
      if style.foreground != nil || style.background != nil {
        resolved.cells[index].style = style.resolved(for: mode)
      }
    }
    return resolved
  }
}
