import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a ``TerminalApp`` on a real terminal: raw mode, the alternate screen, keys in,
/// changed cells out, and the terminal always put back.
///
/// The terminal is restored when ``run(_:)`` returns or throws, and on SIGINT, SIGTERM and
/// SIGHUP before ``terminationHandler`` runs and the signal ends the process as it would
/// have. SIGQUIT and the crash signals (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE)
/// restore it in the signal handler itself, then go on to the action installed before, so
/// a crash report is written on the shell's screen. Ctrl-Z (or SIGTSTP) restores it and
/// stops; `fg` sets it up again and repaints. A resize (SIGWINCH) repaints once. A terminal
/// that goes away (a closed window: its input ends, or a frame cannot be written) ends the
/// process as SIGHUP does, with ``terminationHandler`` called first, whether or not the
/// kernel's SIGHUP arrives.
///
/// Frames are drawn on demand: after keys, and when a table says its content changed. An
/// idle screen writes nothing and sets no timer.
///
/// ```swift
/// let app = TerminalApp(root: NavigationController(rootViewController: screen))
/// try await TerminalDriver().run(app)
/// ```
@MainActor
public final class TerminalDriver {
  /// Why the driver cannot run.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Input or output is not a terminal: run a script instead (``ScriptedSession``).
    case notATerminal
    /// The terminal's settings could not be read or set.
    case terminalSettings
    /// The signal pipe could not be made.
    case signals
    /// The terminal cannot move its cursor (`TERM=dumb` or unset): it would show escape
    /// codes instead of screens.
    case noCursorAddressing

    /// One line for the user.
    public var description: String {
      switch self {
      case .notATerminal: "not a terminal: run with a terminal, or give a key script for non-interactive output"
      case .terminalSettings: "could not put the terminal in raw mode"
      case .signals: "could not set up signal handling"
      case .noCursorAddressing:
        "this terminal cannot move its cursor (TERM is dumb or unset), so it cannot show full screens"
      }
    }
  }

  /// Called when SIGINT, SIGTERM or SIGHUP is about to end the process, with the signal,
  /// after the terminal is restored: ``run(_:)`` does not return then, so this is where a
  /// program closes what must be closed, such as a database. A terminal that goes away
  /// calls it with SIGHUP.
  ///
  /// ```swift
  /// driver.terminationHandler = { _ in try? store.close() }
  /// ```
  public var terminationHandler: ((_ signal: Int32) -> Void)?

  /// What the renderer has sent so far in the current or last run.
  public var statistics: RenderStatistics { loop?.renderer.statistics ?? RenderStatistics() }

  let device: TerminalDevice
  let capabilities: TerminalCapabilities
  /// The loop the app runs in, the one ``HeadlessTerminal`` runs too; set while running.
  var loop: TerminalLoop?
  var parser = InputParser()
  var saved: termios?
  var isSetUp = false
  var frameScheduled = false
  var escapeGeneration = 0
  var inputSource: (any DispatchSourceRead)?
  var signalSource: (any DispatchSourceRead)?
  var finish: CheckedContinuation<Void, Never>?

  /// Creates a driver for a terminal.
  ///
  /// - Parameters:
  ///   - input: The file descriptor keys come from: standard input by default.
  ///   - output: The file descriptor frames go to: standard output by default.
  ///   - environment: Where `TERM`, `NO_COLOR` and `FORCE_COLOR` are read; the process's
  ///     environment when `nil`.
  public init(input: Int32 = 0, output: Int32 = 1, environment: [String: String]? = nil) {
    device = TerminalDevice(input: input, output: output)
    capabilities = TerminalCapabilities.detect(
      environment: environment ?? ProcessInfo.processInfo.environment,
      isTTY: device.outputIsTerminal
    )
  }

  /// Whether input and output are both terminals, so ``run(_:)`` can work.
  public var isInteractive: Bool { device.isInteractive }

  /// Shows `app` until the user quits, then puts the terminal back as it was.
  ///
  /// - Throws: ``Failure`` when the terminal cannot be set up, or cannot move its cursor;
  ///   the terminal is left as it was.
  public func run(_ app: TerminalApp) async throws {
    guard device.isInteractive else { throw Failure.notATerminal }
    guard capabilities.cursorAddressing else { throw Failure.noCursorAddressing }
    guard let settings = device.attributes() else { throw Failure.terminalSettings }
    saved = settings
    guard let signalEnd = SignalPipe.install() else { throw Failure.signals }
    CrashSignals.install(input: device.input, output: device.output, settings: settings, restore: Self.leaveSequence)
    defer {
      leave()
      CrashSignals.uninstall()
      SignalPipe.uninstall()
      inputSource?.cancel()
      signalSource?.cancel()
      app.needsDisplayHandler = nil
    }
    let loop = TerminalLoop(app: app, backend: DeviceBackend(device: device), capabilities: capabilities)
    self.loop = loop
    guard enter() else { throw Failure.terminalSettings }
    loop.takeBackendSize()
    app.needsDisplayHandler = { [weak self] in self?.scheduleFrame() }
    signalSource = watch(signalEnd) { driver in driver.handleSignals() }
    inputSource = watch(device.input) { driver in driver.readInput() }
    drawFrame()
    await withCheckedContinuation { continuation in finish = continuation }
  }

  /// Calls `body` on the main queue whenever `descriptor` is readable.
  private func watch(
    _ descriptor: Int32,
    _ body: @escaping @MainActor (TerminalDriver) -> Void
  ) -> any DispatchSourceRead {
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        body(self)
      }
    }
    source.resume()
    return source
  }

  /// Ends ``run(_:)``.
  func stop() {
    finish?.resume()
    finish = nil
  }
}
