internal import Foundation
#if canImport(FoundationNetworking)
internal import FoundationNetworking
#endif

extension ClientError {
  /// Maps a URLSession failure to the case a screen should show.
  ///
  /// `networkConnectionLost` counts as refused: `data(for:)` only throws it when no
  /// answer was received, which for a loopback server means it went away (some systems
  /// report a connect to a just-closed port this way).
  init(_ error: any Error, url: URL?, timeoutSeconds: Double) {
    let host = url.map { "\($0.host ?? "?")\($0.port.map { ":\($0)" } ?? "")" } ?? "?"
    guard let urlError = error as? URLError else {
      self = error is CancellationError ? .cancelled : .transport(Self.oneLine(String(describing: error)))
      return
    }
    switch urlError.code {
    case .cannotConnectToHost, .networkConnectionLost:
      self = .connectionRefused(host: host)
    case .timedOut:
      self = .timedOut(seconds: timeoutSeconds)
    case .cancelled:
      self = .cancelled
    case .badURL, .unsupportedURL:
      self = .invalidURL(url?.absoluteString ?? "?")
    default:
      self = .transport(Self.oneLine("\(urlError.localizedDescription) (URLError \(urlError.code.rawValue))"))
    }
  }

  /// Collapses whitespace and caps the length so the text fits one error row.
  static func oneLine(_ text: String, limit: Int = 120) -> String {
    let collapsed = text.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
    return collapsed.count > limit ? String(collapsed.prefix(limit - 1)) + "…" : collapsed
  }
}
