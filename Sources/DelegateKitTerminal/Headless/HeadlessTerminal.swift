import DelegateKitTable

/// Runs a ``TerminalApp`` at a fixed size with no terminal, for tests: send keys, type,
/// resize, let time pass, and read the frame as plain text or cells. Textual calls this
/// its pilot.
///
/// Every frame also goes through a ``FrameRenderer``, so a test can read the bytes a real
/// terminal would have been sent and the renderer's statistics.
///
/// ```swift
/// let clock = TestClock()
/// let pilot = HeadlessTerminal(app, advancing: { await clock.advance(by: $0) })
/// pilot.press(.down, .enter)
/// await pilot.settle()
/// #expect(pilot.text.contains("Ada Lovelace"))
/// ```
@MainActor
public final class HeadlessTerminal {
  /// The app driven.
  public let app: TerminalApp
  /// The bytes of the last frame drawn: empty when nothing changed.
  public private(set) var lastBytes: [UInt8] = []
  /// Every byte drawn so far.
  public private(set) var output: [UInt8] = []
  /// The renderer's counts: bytes, cells emitted and skipped, frames.
  public var statistics: RenderStatistics { renderer.statistics }
  /// Whether the app asked to quit.
  public private(set) var hasQuit = false

  private var renderer: FrameRenderer
  private var current: CellBuffer
  private let advancing: (@MainActor (Duration) async -> Void)?

  /// Creates a pilot for `app`, drawing its first frame.
  ///
  /// - Parameters:
  ///   - app: The app, at the size the test wants.
  ///   - capabilities: What the pretend terminal supports; plain text by default.
  ///   - advancing: Moves the app's clock forward, for ``advance(by:)``: with a test clock,
  ///     `{ await clock.advance(by: $0) }`.
  public init(
    _ app: TerminalApp,
    capabilities: TerminalCapabilities = .plain,
    advancing: (@MainActor (Duration) async -> Void)? = nil
  ) {
    self.app = app
    self.advancing = advancing
    renderer = FrameRenderer(capabilities: capabilities)
    current = CellBuffer(width: app.size.width, height: app.size.height)
    render()
  }

  /// The frame on screen, as text: a line per row, trailing blanks trimmed.
  public var text: String { current.plainText }

  /// The frame on screen, as cells.
  public var cells: CellBuffer { current }

  /// Presses keys in order, drawing after each as the driver would.
  public func press(_ keys: Key...) {
    for key in keys { press(key) }
  }

  /// Presses one key and draws.
  ///
  /// - Returns: What the key did.
  @discardableResult
  public func press(_ key: Key) -> TerminalApp.KeyOutcome {
    let outcome = app.handle(key)
    switch outcome {
    case .quit: hasQuit = true
    case .repaint: renderer.invalidate(); app.setNeedsDisplay()
    default: break
    }
    render()
    return outcome
  }

  /// Types `text`, a key per character.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Changes the size, as a terminal window resized: one full repaint.
  public func resize(width: Int, height: Int) {
    app.resize(width: width, height: height)
    renderer.invalidate()
    render()
  }

  /// Lets the tasks the app started run (loads, searches), then draws what they changed.
  ///
  /// - Parameter turns: How many times to yield; each lets every ready task run a step.
  public func settle(turns: Int = 20) async {
    for _ in 0..<turns { await Task.yield() }
    render()
  }

  /// Moves the app's clock forward by `duration`, lets the woken tasks run, and draws.
  ///
  /// - Precondition: The pilot was made with `advancing:`.
  public func advance(by duration: Duration) async {
    guard let advancing else {
      preconditionFailure("HeadlessTerminal.advance(by:) needs a clock: create the pilot with advancing:")
    }
    await advancing(duration)
    await settle()
  }

  /// Draws if the app changed, as the driver does on demand.
  ///
  /// - Returns: The bytes a terminal would have been sent: none for an idle screen.
  @discardableResult
  public func render() -> [UInt8] {
    guard app.needsDisplay || current.width != app.size.width || current.height != app.size.height else {
      lastBytes = []
      return []
    }
    lastBytes = app.renderFrame(into: &current, with: &renderer)
    output += lastBytes
    return lastBytes
  }
}
