import DelegateKitMacrosSupport
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The plugin's connection to the compiler: swift-syntax's framing (a little-endian 64-bit
/// length, then JSON) over the process's standard input and output, which answers a
/// requirement marker's request on a `@Delegate` protocol with the empty expansion without
/// decoding it (see ``MarkerRequest``: two thirds of the plugin's work on a protocol with
/// 40 `@Optional` requirements). Any other request is decoded and handed to swift-syntax,
/// whose replies without diagnostics are written by ``ExpansionReply``.
///
/// The fast answer is the host's current reply shape (`expandMacroResult`, protocol version
/// 5 and later); an older compiler gets every answer from swift-syntax.
final class MarkerAnsweringConnection: MessageConnection {
  private let input: CInt
  private let output: CInt
  /// The encoded reply to a recognized marker request, made once by swift-syntax's encoder.
  private let emptyExpansion: [UInt8]
  /// Whether the compiler said it reads `expandMacroResult`.
  private var hostReadsExpandMacroResult = false
  /// What ``MarkerRequest`` decided for each lexical context seen.
  private var decisions: [String: Bool] = [:]

  /// Takes over standard input and output as swift-syntax's `StandardIOMessageConnection`
  /// does: the messages use duplicates of them, standard input is closed, and standard
  /// output goes to standard error, so that a stray `print` cannot corrupt a message.
  init() throws {
    let input = dup(STDIN_FILENO)
    guard input >= 0 else { throw ConnectionError.system("dup(stdin)") }
    guard close(STDIN_FILENO) >= 0 else { throw ConnectionError.system("close(stdin)") }
    let output = dup(STDOUT_FILENO)
    guard output >= 0 else { throw ConnectionError.system("dup(stdout)") }
    guard dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { throw ConnectionError.system("dup2(stderr, stdout)") }
    self.input = input
    self.output = output
    emptyExpansion = try JSON.encode(PluginToHostMessage.expandMacroResult(expandedSource: "", diagnostics: []))
  }

  func sendMessage<TX: Encodable>(_ message: TX) throws {
    // An expansion without diagnostics, the common reply, is written by a loop that a
    // debug build runs far faster than swift-syntax's generic writer (``ExpansionReply``).
    if case .expandMacroResult(let source?, let diagnostics)? = message as? PluginToHostMessage, diagnostics.isEmpty {
      try send(ExpansionReply.encode(expandedSource: source))
      return
    }
    try send(JSON.encode(message))
  }

  func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
    while let payload = try receive() {
      defer { payload.deallocate() }
      let bytes = UnsafeBufferPointer(payload)
      if hostReadsExpandMacroResult, MarkerRequest.expandsToNothing(bytes, decisions: &decisions) {
        try send(emptyExpansion)
        continue
      }
      if let version = MarkerRequest.hostProtocolVersion(bytes) {
        hostReadsExpandMacroResult = version >= MarkerRequest.expandMacroResultVersion
      }
      return try JSON.decode(type, from: bytes)
    }
    return nil
  }

  /// Writes one message: its length, then its bytes.
  private func send(_ payload: [UInt8]) throws {
    var header = UInt64(payload.count).littleEndian
    try withUnsafeBytes(of: &header) { try writeAll($0) }
    try payload.withUnsafeBytes { try writeAll($0) }
  }

  /// Reads one message; `nil` when the compiler closed the connection or sent the empty
  /// message that ends it. The caller deallocates the buffer.
  private func receive() throws -> UnsafeMutableBufferPointer<UInt8>? {
    var header: UInt64 = 0
    guard try withUnsafeMutableBytes(of: &header, { try readAll(into: $0) }) else { return nil }
    let count = Int(UInt64(littleEndian: header))
    if count == 0 { return nil }
    let payload = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
    do {
      guard try readAll(into: UnsafeMutableRawBufferPointer(payload)) else { throw ConnectionError.truncated }
    } catch {
      payload.deallocate()
      throw error
    }
    return payload
  }

  private func writeAll(_ buffer: UnsafeRawBufferPointer) throws {
    var offset = 0
    while offset < buffer.count {
      let written = write(output, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw ConnectionError.system("write")
      }
      offset += written
    }
  }

  /// Fills `buffer`; `false` if the input ended before its first byte.
  private func readAll(into buffer: UnsafeMutableRawBufferPointer) throws -> Bool {
    var offset = 0
    while offset < buffer.count {
      let count = read(input, buffer.baseAddress! + offset, buffer.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        throw ConnectionError.system("read")
      }
      if count == 0 {
        if offset == 0 { return false }
        throw ConnectionError.truncated
      }
      offset += count
    }
    return true
  }
}

/// A failure of the connection itself; swift-syntax's listener reports it and exits.
enum ConnectionError: Error, CustomStringConvertible {
  case system(String)
  case truncated

  var description: String {
    switch self {
    case .system(let call): "\(call) failed: errno \(errno)"
    case .truncated: "the compiler's message ended early"
    }
  }
}
