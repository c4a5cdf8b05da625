#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal's file descriptors and the few system calls the driver makes on them:
/// termios, the window size, and writes that finish.
struct TerminalDevice: Sendable {
  let input: Int32
  let output: Int32

  /// Whether both ends are terminals: otherwise the driver runs without raw mode.
  var isInteractive: Bool { isatty(input) == 1 && isatty(output) == 1 }

  /// Whether the output is a terminal.
  var outputIsTerminal: Bool { isatty(output) == 1 }

  /// The window's size in cells, or `nil` when the device does not say (a pipe, a
  /// terminal reporting 0x0).
  func windowSize() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0 || ioctl(input, UInt(TIOCGWINSZ), &size) == 0 else {
      return nil
    }
    guard size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// The input's terminal settings, or `nil` if it is not a terminal.
  func attributes() -> termios? {
    var settings = termios()
    return tcgetattr(input, &settings) == 0 ? settings : nil
  }

  /// Sets the input's terminal settings after the output drains.
  @discardableResult
  func setAttributes(_ settings: termios) -> Bool {
    var settings = settings
    while tcsetattr(input, TCSADRAIN, &settings) != 0 {
      guard errno == EINTR else { return false }
    }
    return true
  }

  /// `settings` in raw mode: bytes arrive one read at a time as typed, with no echo, no
  /// line editing, no signal keys (Ctrl-C, Ctrl-Z reach the app as bytes, so it can restore
  /// the terminal before acting on them) and no output processing.
  static func raw(_ settings: termios) -> termios {
    var raw = settings
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    return raw
  }

  /// Writes all of `bytes`, retrying after interruptions and partial writes.
  ///
  /// - Returns: Whether everything was written; `false` when the terminal is gone.
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Darwin)
        Darwin.write(output, buffer.baseAddress! + offset, buffer.count - offset)
        #elseif canImport(Musl)
        Musl.write(output, buffer.baseAddress! + offset, buffer.count - offset)
        #else
        Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
        #endif
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Writes `text` as UTF-8.
  @discardableResult
  func write(_ text: String) -> Bool { write(Array(text.utf8)) }

  /// Reads what is available, up to 4 KiB: `nil` at end of input or on an error other than
  /// an interruption.
  func read() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        #if canImport(Darwin)
        Darwin.read(input, bytes.baseAddress, bytes.count)
        #elseif canImport(Musl)
        Musl.read(input, bytes.baseAddress, bytes.count)
        #else
        Glibc.read(input, bytes.baseAddress, bytes.count)
        #endif
      }
      if count > 0 { return Array(buffer[..<count]) }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN { return [] }
      return nil
    }
  }
}
