/// The loop every front end runs, the real terminal's driver and the headless pilot alike:
/// each key to the app, a repaint carried out here, and a frame drawn only when the app
/// needs one, diffed against the last and written to the backend.
///
/// What only a real terminal does (raw mode, signals, suspending the process) stays in
/// ``TerminalDriver``; what only a test does (reading the frame back) in
/// ``HeadlessTerminal``. So a test of keys and frames runs this very code.
@MainActor
final class TerminalLoop {
  let app: TerminalApp
  let backend: any TerminalBackend
  /// Diffs each frame against the last one written.
  private(set) var renderer: FrameRenderer
  /// The frame last drawn, as cells.
  private(set) var frame: CellBuffer

  init(app: TerminalApp, backend: any TerminalBackend, capabilities: TerminalCapabilities) {
    self.app = app
    self.backend = backend
    renderer = FrameRenderer(capabilities: capabilities)
    frame = CellBuffer(width: app.size.width, height: app.size.height)
  }

  /// Hands one key to the app and carries out a repaint; ``TerminalApp/KeyOutcome/quit`` and
  /// ``TerminalApp/KeyOutcome/suspend`` are the caller's. Draws nothing: call ``draw()``
  /// once after the keys of one read.
  func handle(_ key: Key) -> TerminalApp.KeyOutcome {
    let outcome = app.handle(key)
    if outcome == .repaint { invalidate() }
    return outcome
  }

  /// Forgets what the backend shows: the next frame is written whole.
  func invalidate() {
    renderer.invalidate()
    app.setNeedsDisplay()
  }

  /// Takes the backend's size, if it says one, and repaints whole.
  func takeBackendSize() {
    if let size = backend.size() { app.resize(width: size.width, height: size.height) }
    invalidate()
  }

  /// Draws if the app changed since the last frame (or its size did) and writes the cells
  /// that changed.
  ///
  /// - Returns: The bytes written, empty when nothing changed; `nil` when the backend
  ///   could not take them.
  @discardableResult
  func draw() -> [UInt8]? {
    guard app.needsDisplay || frame.width != app.size.width || frame.height != app.size.height else { return [] }
    let bytes = app.renderFrame(into: &frame, with: &renderer)
    guard bytes.isEmpty || backend.write(bytes) else { return nil }
    return bytes
  }
}
