import DelegateKit

/// What a download delegate is told about.
final class Download: Sendable {
  let name: String
  init(_ name: String) { self.name = name }
}

/// A download delegate: required and optional, void and value requirements.
@Delegate
protocol DownloadDelegate: AnyObject {
  func downloadDidStart(_ download: Download)
  @Optional func download(_ download: Download, didProgress progress: Double)
  @Optional(default: true) func downloadShouldResume(_ download: Download) -> Bool
  func downloadTitle(_ download: Download) -> String
  @Optional func downloadSubtitle(_ download: Download) -> String?
}
