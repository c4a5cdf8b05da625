import DelegateKitTable

/// Runs a ``KeyScript`` against an app with no terminal and prints frames as plain text:
/// the non-interactive mode, for CI and for output that is not a terminal.
///
/// ```swift
/// let session = ScriptedSession(app) { print($0) }
/// await session.run(try KeyScript("down enter frame q"))
/// ```
@MainActor
public final class ScriptedSession {
  /// The pilot the script drives.
  public let pilot: HeadlessTerminal
  private let write: @MainActor (String) -> Void
  private let sleep: @MainActor (Duration) async -> Void
  private var framesPrinted = 0

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - app: The app, at the size frames are printed at.
  ///   - sleep: How `wait:` lets time pass; real time by default. Tests advance a test
  ///     clock here.
  ///   - write: Where each frame's text goes.
  public init(
    _ app: TerminalApp,
    sleep: @escaping @MainActor (Duration) async -> Void = { try? await Task.sleep(for: $0) },
    write: @escaping @MainActor (String) -> Void
  ) {
    pilot = HeadlessTerminal(app)
    self.sleep = sleep
    self.write = write
  }

  /// Runs the steps until the script ends or a key quits; prints the last frame if the
  /// script printed none.
  public func run(_ script: KeyScript) async {
    for step in script.steps {
      switch step {
      case .key(let key):
        pilot.press(key)
      case .type(let text):
        pilot.type(text)
      case .wait(let duration):
        await sleep(duration)
      case .idle:
        var waited = Duration.zero
        while pilot.app.isBusy, waited < KeyScript.idleLimit {
          await sleep(Self.idlePoll)
          waited += Self.idlePoll
          await pilot.settle()
        }
      case .resize(let width, let height):
        pilot.resize(width: width, height: height)
      case .frame:
        await pilot.settle()
        printFrame()
      }
      await pilot.settle(turns: 5)
      if pilot.hasQuit { break }
    }
    if framesPrinted == 0 { printFrame() }
  }

  /// How often an `idle` step looks at the screen.
  static let idlePoll: Duration = .milliseconds(20)

  private func printFrame() {
    framesPrinted += 1
    let title = pilot.app.navigationController.topViewController?.title ?? "screen"
    write("── frame \(framesPrinted): \(title) ──\n\(pilot.text)\n")
  }
}
