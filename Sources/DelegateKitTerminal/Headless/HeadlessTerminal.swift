import DelegateKitTable

/// Runs a ``TerminalApp`` at a fixed size with no terminal, for tests: send keys, type,
/// resize, let time pass, and read the frame as plain text or cells. Textual calls this
/// its pilot.
///
/// It runs the same loop as ``TerminalDriver`` (keys to the app, repaints, frames drawn on
/// demand and diffed), on a ``MemoryBackend`` instead of a terminal device, so a test can
/// read the bytes a real terminal would have been sent and the renderer's statistics.
///
/// Work the app starts (a load, a search) finishes in its own time: wait for what it
/// shows with ``waitUntil(timeout:_:)``, a condition on the frame, rather than a count of
/// scheduler turns; with a test clock, ``advance(by:)``.
///
/// ```swift
/// let clock = TestClock()
/// let pilot = HeadlessTerminal(app, advancing: { await clock.advance(by: $0) })
/// pilot.press(.down, .enter)
/// #expect(await pilot.waitUntil { $0.text.contains("Ada Lovelace") })
/// ```
@MainActor
public final class HeadlessTerminal {
  /// The app driven.
  public let app: TerminalApp
  /// The pretend terminal: every byte drawn, and the size.
  public let backend: MemoryBackend
  /// The bytes of the last frame drawn: empty when nothing changed.
  public private(set) var lastBytes: [UInt8] = []
  /// Every byte drawn so far.
  public var output: [UInt8] { backend.written }
  /// The renderer's counts: bytes, cells emitted and skipped, frames.
  public var statistics: RenderStatistics { loop.renderer.statistics }
  /// Whether the app asked to quit.
  public private(set) var hasQuit = false

  private let loop: TerminalLoop
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
    backend = MemoryBackend(width: app.size.width, height: app.size.height)
    loop = TerminalLoop(app: app, backend: backend, capabilities: capabilities)
    render()
  }

  /// The frame on screen, as text: a line per row, trailing blanks trimmed.
  public var text: String { loop.frame.plainText }

  /// The frame on screen, as cells.
  public var cells: CellBuffer { loop.frame }

  /// Presses keys in order, drawing after each as the driver would.
  public func press(_ keys: Key...) {
    for key in keys { press(key) }
  }

  /// Presses one key and draws.
  ///
  /// - Returns: What the key did.
  @discardableResult
  public func press(_ key: Key) -> TerminalApp.KeyOutcome {
    let outcome = loop.handle(key)
    if outcome == .quit { hasQuit = true }
    render()
    return outcome
  }

  /// Types `text`, a key per character.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Changes the size, as a terminal window resized: one full repaint.
  public func resize(width: Int, height: Int) {
    backend.resize(width: width, height: height)
    loop.takeBackendSize()
    render()
  }

  /// Lets the app's ready work run and draws, until `condition` holds on this pilot or
  /// `timeout` passes: the way to wait for what a load or a search will show.
  ///
  /// The timeout only bounds a test that would otherwise hang; nothing is decided by it.
  /// It counts the time this wait ran on schedule, polling every few milliseconds: a
  /// stretch in which the main actor or the cooperative threads were too busy to run it
  /// (other tests, a blocked thread) counts as 50 milliseconds at most, since the app's
  /// work could not run then either.
  ///
  /// - Returns: Whether `condition` held.
  @discardableResult
  public func waitUntil(
    timeout: Duration = .seconds(20),
    _ condition: (HeadlessTerminal) -> Bool
  ) async -> Bool {
    await WaitBudget.poll(timeout: timeout) {
      render()
      return condition(self)
    }
  }

  /// Lets the tasks the app started run a step each, then draws: for a script that prints
  /// what is ready. A test waits with ``waitUntil(timeout:_:)`` instead.
  ///
  /// - Parameter turns: How many times to yield.
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
    lastBytes = loop.draw() ?? []
    return lastBytes
  }
}
