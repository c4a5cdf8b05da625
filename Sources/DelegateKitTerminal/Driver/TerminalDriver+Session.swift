import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Entering and leaving the terminal's full-screen mode, and what signals do to it.
extension TerminalDriver {
  /// Switches to the alternate screen with autowrap off (the last column of the last line
  /// must not scroll), the cursor hidden and bracketed paste on, so pasted text arrives
  /// marked as a paste instead of as keys.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?7l\u{1B}[?25l\u{1B}[?2004h"
  /// Undoes ``enterSequence`` (bracketed paste off first) and resets the style, so the
  /// shell gets its screen and its plain paste back. Every way out writes it: a return, a
  /// quit, a signal, a suspend.
  static let leaveSequence = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?7h\u{1B}[?1049l"

  /// Raw mode and the alternate screen.
  ///
  /// - Returns: Whether raw mode could be set.
  @discardableResult
  func enter() -> Bool {
    guard let saved else { return false }
    guard device.setAttributes(TerminalDevice.raw(saved)) else { return false }
    CrashSignals.isArmed = 1
    device.write(Self.enterSequence)
    isSetUp = true
    loop?.invalidate()
    return true
  }

  /// Puts the terminal back: the screen first, then the saved settings. Safe to call twice.
  func leave() {
    guard isSetUp, let saved else { return }
    isSetUp = false
    CrashSignals.isArmed = 0
    device.write(Self.leaveSequence)
    device.setAttributes(saved)
  }

  /// Carries out the signals the pipe holds.
  func handleSignals() {
    for signal in SignalPipe.drain() {
      switch signal {
      case SIGWINCH:
        resized()
      case SIGTSTP:
        suspend()
      case SIGCONT:
        // Continued after a stop this process did not ask for: the shell may have reset
        // the terminal, so set it up again.
        enter()
        resized()
      default:
        terminate(by: signal)
      }
    }
  }

  /// Restores the terminal, runs ``terminationHandler``, and ends the process by `signal`,
  /// as if it had not been handled: the parent sees the right status.
  func terminate(by signal: Int32) -> Never {
    leave()
    terminationHandler?(signal)
    SignalPipe.setDefault(for: signal)
    Self.raiseUnblocked(signal)
    exit(128 + signal)
  }

  /// The terminal is gone: its input ended or a frame could not be written. Ends the
  /// process as SIGHUP does, whether or not the kernel's SIGHUP has come: it comes only to
  /// a terminal's controlling process and its foreground group, and may come after the
  /// input has ended. Returning from ``run(_:)`` instead would leave the program running
  /// with the default SIGHUP action back, for a signal that may yet arrive and end it
  /// before it has closed anything.
  func hangUp() -> Never {
    terminate(by: SIGHUP)
  }

  /// Restores the terminal and stops the process, as Ctrl-Z does in a shell; when `fg`
  /// continues it, sets the terminal up again and repaints.
  func suspend() {
    leave()
    SignalPipe.setDefault(for: SIGTSTP)
    Self.raiseUnblocked(SIGTSTP)
    // Continued.
    SignalPipe.setHandler(for: SIGTSTP)
    _ = SignalPipe.drain().filter { $0 != SIGCONT }
    enter()
    resized()
  }

  /// Raises `signal` on this thread with it unblocked: the main thread of a program using
  /// Dispatch may block signals, and a blocked signal raised would only be left pending.
  static func raiseUnblocked(_ signal: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
  }

  /// Reads the new size and repaints everything once.
  func resized() {
    loop?.takeBackendSize()
    drawFrame()
  }

  /// Feeds the available bytes to the parser and acts on the keys.
  func readInput() {
    guard let bytes = device.read() else { hangUp() }
    handle(parser.feed(bytes))
    // Inside a paste nothing is ambiguous: wait for its end marker, however slowly it comes.
    if parser.isPending, !parser.isInPaste {
      escapeGeneration += 1
      let generation = escapeGeneration
      let timeout = InputParser.escapeTimeout
      let milliseconds = Int(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [weak self] in
        MainActor.assumeIsolated {
          guard let self, self.escapeGeneration == generation, self.parser.isPending, !self.parser.isInPaste
          else { return }
          self.handle(self.parser.flush())
        }
      }
    }
  }

  /// Hands keys to the loop and draws once after all of them.
  func handle(_ keys: [Key]) {
    guard let loop else { return }
    for key in keys {
      switch loop.handle(key) {
      case .quit:
        stop()
        return
      case .suspend:
        suspend()
      case .handled, .ignored, .repaint:
        break
      }
    }
    drawFrame()
  }

  /// Draws on the next turn of the main queue, once however many changes come before it.
  func scheduleFrame() {
    guard !frameScheduled else { return }
    frameScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.frameScheduled = false
        self.drawFrame()
      }
    }
  }

  /// Draws the app if it changed and writes the changed cells; a terminal that is gone
  /// ends the process as a hangup does.
  func drawFrame() {
    guard let loop, isSetUp else { return }
    if loop.draw() == nil { hangUp() }
  }
}
