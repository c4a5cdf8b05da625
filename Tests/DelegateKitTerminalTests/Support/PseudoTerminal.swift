import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal with the fixture app running on it: the test holds the master side,
/// reads what the app draws, types, sends signals, and reads the terminal's settings back.
final class PseudoTerminal {
  /// The master side, `-1` once ``hangUp()`` closed it.
  private(set) var master: Int32
  let slave: Int32
  let original: termios
  private(set) var pid: pid_t = 0
  private(set) var output: [UInt8] = []

  /// The fixture executable, built next to the test bundle.
  static var fixturePath: String? {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [directory, directory.deletingLastPathComponent()] {
      let path = candidate.appendingPathComponent("DelegateKitTerminalFixture").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  init(width: UInt16 = 60, height: UInt16 = 16) throws {
    var master: Int32 = 0
    var slave: Int32 = 0
    var size = winsize(ws_row: height, ws_col: width, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENODEV) }
    self.master = master
    self.slave = slave
    var settings = termios()
    tcgetattr(slave, &settings)
    original = settings
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    // The app must not hold the master too, or closing it here would not close the
    // terminal (dup2 clears the flag on the app's standard input and output).
    for end in [master, slave] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
  }

  deinit {
    if pid > 0 {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    if master >= 0 { close(master) }
    close(slave)
  }

  /// Closes the master side, as a terminal window closed: the slave side hangs up. The app
  /// gets no SIGHUP from the kernel, since this terminal is not its controlling one.
  func hangUp() {
    close(master)
    master = -1
  }

  /// Starts `path` with the slave as its standard input and output, in its own process
  /// group (so a stop by SIGTSTP is not discarded as in an orphaned group).
  func start(_ path: String, input: Int32? = nil, environment: [String: String] = ["TERM": "xterm-256color"]) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input ?? slave, 0)
    posix_spawn_file_actions_adddup2(&actions, slave, 1)
    _ = "/dev/null".withCString { posix_spawn_file_actions_addopen(&actions, 2, $0, O_WRONLY, 0) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // No signal blocked: the runner's threads block some, and a mask is inherited.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
    posix_spawnattr_setpgroup(&attributes, 0)
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
    let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in arguments + variables { free(pointer) }
    }
    let result = posix_spawn(&pid, path, &actions, &attributes, arguments, variables)
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
  }

  /// Reads what the app wrote until `condition` holds on everything read, or `seconds` pass.
  @discardableResult
  func read(until condition: ([UInt8]) -> Bool, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while Date() < deadline {
      let count = buffer.withUnsafeMutableBytes { systemRead(master, $0.baseAddress, $0.count) }
      if count > 0 {
        output += buffer[..<count]
        if condition(output) { return true }
      } else {
        if condition(output) { return true }
        usleep(5_000)
      }
    }
    return condition(output)
  }

  /// Waits until the output contains `text`.
  @discardableResult
  func read(untilContains text: String, after offset: Int = 0, seconds: Double = 10) -> Bool {
    let needle = Array(text.utf8)
    return read(
      until: { output in output.count >= offset && Self.contains(output[offset...], needle) },
      seconds: seconds
    )
  }

  static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
    var index = haystack.startIndex
    while index <= haystack.endIndex - needle.count {
      if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
      index += 1
    }
    return false
  }

  /// Types bytes.
  func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { systemWrite(master, $0.baseAddress, $0.count) }
  }

  /// Waits for the child to exit, stop or be killed, up to `seconds`.
  func wait(stopped: Bool = false, seconds: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    var status: Int32 = 0
    while Date() < deadline {
      let result = waitpid(pid, &status, WNOHANG | (stopped ? WUNTRACED : 0))
      if result == pid {
        if !isStopped(status) { pid = 0 }
        // What it wrote last may still be in the pty's buffer.
        read(until: { _ in false }, seconds: 0.1)
        return status
      }
      // Keep draining the output, so the child never blocks writing.
      read(until: { _ in false }, seconds: 0.01)
    }
    return nil
  }

  /// The slave's settings now.
  var settings: termios {
    var settings = termios()
    tcgetattr(slave, &settings)
    return settings
  }

  /// Whether the settings are the ones the terminal had before the app ran.
  var isRestored: Bool {
    let now = settings
    return now.c_lflag == original.c_lflag && now.c_iflag == original.c_iflag && now.c_oflag == original.c_oflag
      && now.c_cflag == original.c_cflag
  }

  /// Whether the terminal is in raw mode: no line editing, no echo.
  var isRaw: Bool {
    settings.c_lflag & tcflag_t(ICANON | ECHO) == 0
  }

  func resize(width: UInt16, height: UInt16) {
    var size = winsize(ws_row: height, ws_col: width, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    kill(pid, SIGWINCH)
  }

  func signal(_ signal: Int32) {
    kill(pid, signal)
  }

  /// The output after `offset`, as text.
  func text(after offset: Int = 0) -> String {
    String(decoding: output[min(offset, output.count)...], as: UTF8.self)
  }
}

// Exit status decoding, which Glibc exposes as C macros Swift cannot import.
func exited(_ status: Int32) -> Int32? { status & 0x7f == 0 ? (status >> 8) & 0xff : nil }
func killedBy(_ status: Int32) -> Int32? { (status & 0x7f) != 0 && (status & 0x7f) != 0x7f ? status & 0x7f : nil }
func isStopped(_ status: Int32) -> Bool { status & 0xff == 0x7f }

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.read(descriptor, buffer, count)
  #else
  Darwin.read(descriptor, buffer, count)
  #endif
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.write(descriptor, buffer, count)
  #else
  Darwin.write(descriptor, buffer, count)
  #endif
}
