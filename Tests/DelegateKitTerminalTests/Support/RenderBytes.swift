import DelegateKitTerminal

/// Test helpers for reading and writing escape sequences legibly.
enum RenderBytes {
  /// `"⎋[H"` style: `⎋` stands for ESC so expectations stay readable.
  static func escaped(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacingEscape()
  }
}

extension String {
  func replacingEscape() -> String {
    String(unicodeScalars.map { $0 == "\u{1B}" ? "⎋" : Character($0) })
  }
}
