#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals turned into bytes on a pipe, the classic self-pipe: a signal handler may only
/// call async-signal-safe functions, so it writes the signal's number and the driver reads
/// it on the main queue, where it may restore the terminal, draw and exit.
///
/// A dispatch signal source would do the same, but on Linux libdispatch's signal handling
/// and a process that stops itself with `raise(SIGTSTP)` do not mix; the pipe keeps the
/// default disposition one `sigaction` away.
enum SignalPipe {
  /// The signals the driver handles.
  static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]

  /// The pipe's ends, `-1` when not open. Written before the handlers are installed and
  /// only read by them afterwards, so the handlers never see a half-written value.
  nonisolated(unsafe) static var readEnd: Int32 = -1
  nonisolated(unsafe) static var writeEnd: Int32 = -1
  /// The actions installed before ``install()``, put back by ``uninstall()``. Touched only
  /// by those two, on the main actor; never by a handler.
  nonisolated(unsafe) static var previous: [Int32: sigaction] = [:]

  /// Opens the pipe and installs the handlers.
  ///
  /// - Returns: The read end, to watch; `nil` if the pipe could not be made.
  static func install() -> Int32? {
    if readEnd < 0 {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return nil }
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      readEnd = ends[0]
      writeEnd = ends[1]
    }
    for signal in handled where previous[signal] == nil {
      var old = sigaction()
      sigaction(signal, nil, &old)
      previous[signal] = old
    }
    for signal in handled { setHandler(for: signal) }
    return readEnd
  }

  /// Puts back the action each handled signal had before ``install()``: the program's own
  /// handler, an ignored signal, or the default.
  static func uninstall() {
    for signal in handled {
      guard var old = previous.removeValue(forKey: signal) else { continue }
      sigaction(signal, &old, nil)
    }
  }

  /// Routes `signal` to the pipe.
  static func setHandler(for signal: Int32) {
    var action = sigaction()
    #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = signalHandler
    #else
    action.__sigaction_handler.sa_handler = signalHandler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(signal, &action, nil)
  }

  /// Gives `signal` its default action back: before re-raising it to stop or end.
  static func setDefault(for signal: Int32) {
    var action = sigaction()
    #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = SIG_DFL
    #else
    action.__sigaction_handler.sa_handler = SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
  }

  /// The signals received since the last call, in order.
  static func drain() -> [Int32] {
    var signals: [Int32] = []
    var byte: UInt8 = 0
    while read(readEnd, &byte, 1) == 1 { signals.append(Int32(byte)) }
    return signals
  }
}

/// Writes the signal's number to the pipe: `write` is async-signal-safe, and errno is kept
/// for the code the signal interrupted.
private func signalHandler(_ signal: Int32) {
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(SignalPipe.writeEnd, &byte, 1)
  errno = saved
}
