import Foundation
import Testing

@testable import DelegateKitTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The crash handlers in a process of their own: the restore bytes are written before the
/// signal goes on to end the process, and only while the terminal is set up.
@Suite("Crash signals restore the terminal first")
struct CrashSignalsTests {
  @Test("SIGQUIT while set up: the restore bytes are written, then the signal ends the process")
  func quitWhileSetUp() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
      // Input -1: no terminal's settings are touched, whoever runs the tests.
      CrashSignals.install(input: -1, output: 1, settings: termios(), restore: "<restored>")
      CrashSignals.isArmed = 1
      raiseUnblocked(SIGQUIT)
      // Not reached: the signal ends the process as the handler returns.
      exit(0)
    }
    let written = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(written.contains("<restored>"), "\(written)")
  }

  @Test("SIGABRT after the terminal is put back: nothing is written, and the signal ends the process")
  func abortWhenNotSetUp() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
      CrashSignals.install(input: -1, output: 1, settings: termios(), restore: "<restored>")
      CrashSignals.isArmed = 1
      // What leaving the alternate screen does.
      CrashSignals.isArmed = 0
      raiseUnblocked(SIGABRT)
      exit(0)
    }
    let written = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(!written.contains("<restored>"), "\(written)")
  }
}

/// Raises `signal` on this thread with it unblocked: a test runs on a worker thread, which
/// may block it, and a blocked signal raised would only be left pending.
private func raiseUnblocked(_ signal: Int32) {
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  pthread_sigmask(SIG_UNBLOCK, &set, nil)
  raise(signal)
}
