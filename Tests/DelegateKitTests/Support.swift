import DelegateKit

/// An ordered record of calls, shared by the delegates of one test.
final class CallLog {
  var entries: [String] = []
}

/// Implements every requirement of `DownloadDelegate`.
final class FullDownloader: DownloadDelegate {
  let name: String
  let log: CallLog
  var title: String
  var resume: Bool
  var onStart: ((FullDownloader) -> Void)?

  init(_ name: String, log: CallLog, title: String? = nil, resume: Bool = false) {
    self.name = name
    self.log = log
    self.title = title ?? name
    self.resume = resume
  }

  func downloadDidStart(_ download: Download) {
    log.entries.append("\(name).start(\(download.name))")
    onStart?(self)
  }

  func download(_ download: Download, didProgress progress: Double) {
    log.entries.append("\(name).progress(\(progress))")
  }

  func downloadShouldResume(_ download: Download) -> Bool {
    log.entries.append("\(name).shouldResume")
    return resume
  }

  func downloadTitle(_ download: Download) -> String {
    log.entries.append("\(name).title")
    return title
  }

  func downloadSubtitle(_ download: Download) -> String? {
    log.entries.append("\(name).subtitle")
    return nil
  }
}

/// Implements only the required requirements of `DownloadDelegate`.
final class MinimalDownloader: DownloadDelegate {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }

  func downloadDidStart(_ download: Download) {
    log.entries.append("\(name).start(\(download.name))")
  }

  func downloadTitle(_ download: Download) -> String {
    log.entries.append("\(name).title")
    return name
  }
}

/// A protocol unrelated to `DownloadDelegate`, for `conforms(to:)`.
protocol Auditing: AnyObject {}

final class AuditingDownloader: DownloadDelegate, Auditing {
  func downloadDidStart(_ download: Download) {}
  func downloadTitle(_ download: Download) -> String { "audit" }
}

let sample = Download("file.zip")
