#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal put back before a crash report: the signals that end a process with a
/// report (SIGQUIT and the faults) first leave the alternate screen, show the cursor and
/// restore the terminal's settings, then go on to the action installed before the driver's,
/// such as Swift's backtracer, which then writes on the shell's screen and may read a key.
///
/// These signals cannot wait for the main queue as ``SignalPipe``'s do: the handler does the
/// work itself, with `write` and `tcsetattr` only (both async-signal-safe), from buffers
/// filled before the handlers are installed.
enum CrashSignals {
  /// The signals that end a process with a core dump, and so with the runtime's report.
  static let handled: [Int32] = [SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// The bytes that leave full-screen mode, and their count.
  nonisolated(unsafe) static var restoreBytes: UnsafeMutablePointer<UInt8> = {
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    bytes.initialize(repeating: 0, count: 64)
    return bytes
  }()
  nonisolated(unsafe) static var restoreCount = 0
  /// The settings to put back, and the descriptors they belong to.
  nonisolated(unsafe) static var settings: UnsafeMutablePointer<termios> = {
    let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    settings.initialize(to: termios())
    return settings
  }()
  nonisolated(unsafe) static var input: Int32 = -1
  nonisolated(unsafe) static var output: Int32 = -1
  /// Nonzero while the terminal is in full-screen mode: only then is there anything to put
  /// back. The handler clears it, so two crashing threads restore once.
  nonisolated(unsafe) static var isArmed: Int32 = 0
  /// The action each signal had before ``install(input:output:settings:restore:)``, by
  /// signal number, and whether the driver's replaced it.
  nonisolated(unsafe) static var previous: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
  }()
  nonisolated(unsafe) static var isInstalled: UnsafeMutablePointer<Bool> = {
    let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 65)
    flags.initialize(repeating: false, count: 65)
    return flags
  }()

  /// Fills the buffers and installs the handlers, leaving alone a signal that is ignored.
  ///
  /// - Parameters:
  ///   - input: The terminal whose settings are put back.
  ///   - output: Where `restore` is written.
  ///   - settings: The settings from before raw mode.
  ///   - restore: The bytes that leave full-screen mode, at most 64.
  static func install(input: Int32, output: Int32, settings: termios, restore: String) {
    let bytes = Array(restore.utf8.prefix(64))
    restoreBytes.update(from: bytes, count: bytes.count)
    restoreCount = bytes.count
    self.settings.pointee = settings
    self.input = input
    self.output = output
    isArmed = 0
    // Installed already (a run inside a run): the previous actions recorded stay.
    for signal in handled where !isInstalled[Int(signal)] {
      var old = sigaction()
      guard sigaction(signal, nil, &old) == 0, handlerAddress(old) != handlerAddress(SIG_IGN) else { continue }
      previous[Int(signal)] = old
      isInstalled[Int(signal)] = true
      var action = sigaction()
      #if canImport(Darwin)
      action.__sigaction_u.__sa_sigaction = crashHandler
      #else
      action.__sigaction_handler.sa_sigaction = crashHandler
      #endif
      sigemptyset(&action.sa_mask)
      // On the alternate signal stack when there is one: a stack overflow leaves no room
      // on the thread's own.
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigaction(signal, &action, nil)
    }
  }

  /// Puts back the actions ``install(input:output:settings:restore:)`` replaced.
  static func uninstall() {
    isArmed = 0
    for signal in handled where isInstalled[Int(signal)] {
      isInstalled[Int(signal)] = false
      sigaction(signal, &previous[Int(signal)], nil)
    }
  }

  /// The address of a plain handler, to compare with `SIG_DFL` and `SIG_IGN`.
  static func handlerAddress(_ action: sigaction) -> Int {
    #if canImport(Darwin)
    handlerAddress(action.__sigaction_u.__sa_handler)
    #else
    handlerAddress(action.__sigaction_handler.sa_handler)
    #endif
  }

  static func handlerAddress(_ handler: (@convention(c) (Int32) -> Void)?) -> Int {
    unsafeBitCast(handler, to: Int.self)
  }

  /// Writes the restore bytes and puts the settings back, once, while armed.
  static func restoreTerminal() {
    guard isArmed != 0 else { return }
    isArmed = 0
    var offset = 0
    while offset < restoreCount {
      let written = write(output, restoreBytes + offset, restoreCount - offset)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { break }
      offset += written
    }
    _ = tcsetattr(input, TCSANOW, settings)
  }
}

/// Restores the terminal, then hands the signal to the action that was there before (a
/// handler is called with the same arguments), then ends the process by the signal's
/// default action: raised again, it arrives as this handler returns. A handler that returns,
/// as Swift's backtracer does once its report is written, does not leave a process running
/// with its terminal given back.
private func crashHandler(
  _ signal: Int32,
  _ info: UnsafeMutablePointer<siginfo_t>?,
  _ context: UnsafeMutableRawPointer?
) {
  let saved = errno
  CrashSignals.restoreTerminal()
  var previous = CrashSignals.previous[Int(signal)]
  // Back first, so a signal the previous handler raises, or a fault it meets, goes where it
  // would have gone without the driver.
  sigaction(signal, &previous, nil)
  errno = saved
  if previous.sa_flags & SA_SIGINFO != 0 {
    #if canImport(Darwin)
    previous.__sigaction_u.__sa_sigaction?(signal, info, context)
    #else
    previous.__sigaction_handler.sa_sigaction?(signal, info, context)
    #endif
  } else if CrashSignals.handlerAddress(previous) != CrashSignals.handlerAddress(SIG_DFL) {
    #if canImport(Darwin)
    previous.__sigaction_u.__sa_handler?(signal)
    #else
    previous.__sigaction_handler.sa_handler?(signal)
    #endif
  }
  var fallback = sigaction()
  #if canImport(Darwin)
  fallback.__sigaction_u.__sa_handler = SIG_DFL
  #else
  fallback.__sigaction_handler.sa_handler = SIG_DFL
  #endif
  sigemptyset(&fallback.sa_mask)
  sigaction(signal, &fallback, nil)
  // Blocked while this handler runs: delivered, with the default action, as it returns.
  raise(signal)
}
