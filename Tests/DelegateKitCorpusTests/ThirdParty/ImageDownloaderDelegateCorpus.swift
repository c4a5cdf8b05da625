// Kingfisher's ImageDownloaderDelegate, transcribed from https://github.com/onevcat/Kingfisher at
// tag 8.11.0 (410984bf301f4fa224fe56277b3f8672cc465c79):
// - Sources/Networking/ImageDownloaderDelegate.swift, lines 38-146 (7 requirements, one async)
//   and lines 149-188, the public extension of defaults: the void ones do nothing,
//   `isValidStatusCode` accepts 200..<400, `didDownload data … with task` asks the `for url`
//   form with `task.originalURL` (or answers the data when there is none), the `for url` form
//   answers the data, and the async `didReceive response` answers `.allow`.
// - Sources/Networking/ImageDownloader.swift: `open weak var delegate` (line 281); the downloader
//   conforms itself (line 709), and asks `(self.delegate ?? self)` for the status code, the
//   response disposition and the downloaded data (lines 329-337); it reports the start, the end
//   and the processed image to `delegate?` (lines 432-458).
// - Sources/Networking/SessionDelegate.swift, lines 154-211: the order of one download: status
//   code, then the disposition (`.cancel` fails with cancelledByDelegate), then the data (`nil`
//   fails with dataModifyingFailed).
// `.inherited` keeps every default but the async one, which the macro refuses to inherit: it
// gets its own default, `.allow`, Kingfisher's.
// Left out: the downloader's networking; the stand-in `ImageDownloader` runs the delegate calls
// of one download in the library's order, with the response and data the scenario gives.
import DelegateKit
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Kingfisher's image type on iOS (`UIImage` is in ThirdPartyUIKitStubs.swift).
typealias KFCrossPlatformImage = UIImage

/// Kingfisher's `SessionDataTask`, with what the delegate reads.
final class SessionDataTask {
  let originalURL: URL?
  let sharedData: Data

  init(originalURL: URL?, data: Data) {
    self.originalURL = originalURL
    self.sharedData = data
  }
}

/// Kingfisher's delegate protocol, as the library declares it.
protocol ImageDownloaderDelegate: AnyObject {
  func imageDownloader(_ downloader: ImageDownloader, willDownloadImageForURL url: URL, with request: URLRequest?)
  func imageDownloader(
    _ downloader: ImageDownloader,
    didFinishDownloadingImageForURL url: URL,
    with response: URLResponse?,
    error: (any Error)?
  )
  func imageDownloader(_ downloader: ImageDownloader, didDownload data: Data, with task: SessionDataTask) -> Data?
  func imageDownloader(_ downloader: ImageDownloader, didDownload data: Data, for url: URL) -> Data?
  func imageDownloader(
    _ downloader: ImageDownloader,
    didDownload image: KFCrossPlatformImage,
    for url: URL,
    with response: URLResponse?
  )
  func isValidStatusCode(_ code: Int, for downloader: ImageDownloader) -> Bool
  func imageDownloader(
    _ downloader: ImageDownloader,
    didReceive response: URLResponse
  ) async -> URLSession.ResponseDisposition
}

// Default implementation for `ImageDownloaderDelegate`.
extension ImageDownloaderDelegate {
  func imageDownloader(
    _ downloader: ImageDownloader,
    willDownloadImageForURL url: URL,
    with request: URLRequest?
  ) {}

  func imageDownloader(
    _ downloader: ImageDownloader,
    didFinishDownloadingImageForURL url: URL,
    with response: URLResponse?,
    error: (any Error)?
  ) {}

  func imageDownloader(
    _ downloader: ImageDownloader,
    didDownload image: KFCrossPlatformImage,
    for url: URL,
    with response: URLResponse?
  ) {}

  func isValidStatusCode(_ code: Int, for downloader: ImageDownloader) -> Bool {
    return (200..<400).contains(code)
  }

  func imageDownloader(_ downloader: ImageDownloader, didDownload data: Data, with task: SessionDataTask) -> Data? {
    guard let url = task.originalURL else {
      return data
    }
    return imageDownloader(downloader, didDownload: data, for: url)
  }

  func imageDownloader(_ downloader: ImageDownloader, didDownload data: Data, for url: URL) -> Data? {
    return data
  }

  func imageDownloader(
    _ downloader: ImageDownloader,
    didReceive response: URLResponse
  ) async -> URLSession.ResponseDisposition {
    .allow
  }
}

/// The downloader's events for several observers, Kingfisher's defaults kept.
@Delegate(foreign: ImageDownloaderDelegate.self)
protocol DownloadEvents: ImageDownloaderDelegate {
  @Optional(default: .inherited)
  func imageDownloader(_ downloader: ImageDownloader, willDownloadImageForURL url: URL, with request: URLRequest?)
  @Optional(default: .inherited)
  func imageDownloader(
    _ downloader: ImageDownloader,
    didFinishDownloadingImageForURL url: URL,
    with response: URLResponse?,
    error: (any Error)?
  )
  @Optional(default: .inherited)
  func imageDownloader(_ downloader: ImageDownloader, didDownload data: Data, with task: SessionDataTask) -> Data?
  @Optional(default: .inherited)
  func imageDownloader(_ downloader: ImageDownloader, didDownload data: Data, for url: URL) -> Data?
  @Optional(default: .inherited)
  func imageDownloader(
    _ downloader: ImageDownloader,
    didDownload image: KFCrossPlatformImage,
    for url: URL,
    with response: URLResponse?
  )
  @Optional(default: .inherited)
  func isValidStatusCode(_ code: Int, for downloader: ImageDownloader) -> Bool
  // The macro cannot keep an async foreign default: Kingfisher's, `.allow`, restated.
  @Optional(default: URLSession.ResponseDisposition.allow)
  func imageDownloader(
    _ downloader: ImageDownloader,
    didReceive response: URLResponse
  ) async -> URLSession.ResponseDisposition
}

/// A stand-in for Kingfisher's `ImageDownloader`: no networking, the delegate calls of one
/// download in the library's order.
final class ImageDownloader {
  weak var delegate: (any ImageDownloaderDelegate)?

  /// Runs a download of `url` that answers `response` and `data`, and says how it ended.
  func download(_ url: URL, response: HTTPURLResponse, data: Data) async -> String {
    delegate?.imageDownloader(self, willDownloadImageForURL: url, with: URLRequest(url: url))
    guard (delegate ?? self).isValidStatusCode(response.statusCode, for: self) else {
      return finish(url, response: response, outcome: "invalidHTTPStatusCode(\(response.statusCode))")
    }
    guard await (delegate ?? self).imageDownloader(self, didReceive: response) == .allow else {
      return finish(url, response: response, outcome: "cancelledByDelegate")
    }
    let task = SessionDataTask(originalURL: url, data: data)
    guard let processed = (delegate ?? self).imageDownloader(self, didDownload: task.sharedData, with: task) else {
      return finish(url, response: response, outcome: "dataModifyingFailed")
    }
    delegate?.imageDownloader(self, didFinishDownloadingImageForURL: url, with: response, error: nil)
    let image = UIImage(name: String(decoding: processed, as: UTF8.self))
    delegate?.imageDownloader(self, didDownload: image, for: url, with: response)
    return "image(\(image.name))"
  }

  private func finish(_ url: URL, response: URLResponse, outcome: String) -> String {
    let error = CocoaError(.featureUnsupported)
    delegate?.imageDownloader(self, didFinishDownloadingImageForURL: url, with: response, error: error)
    return outcome
  }
}

// Kingfisher: the downloader is its own delegate when it has none.
extension ImageDownloader: ImageDownloaderDelegate {}

/// Decrypts payloads, by URL only: Kingfisher's default of the `with task` form reaches it.
final class PayloadDecryptor: DownloadEvents {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  func imageDownloader(_ downloader: ImageDownloader, didDownload data: Data, for url: URL) -> Data? {
    journal.record("decryptor.data(\(url.lastPathComponent))")
    let text = String(decoding: data, as: UTF8.self)
    guard text.hasPrefix("ENC:") else { return nil }
    return Data(text.dropFirst(4).utf8)
  }
}

/// Logs the download, accepts only 200 and only images; its conformance in an extension.
final class DownloadLogger {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

extension DownloadLogger: DownloadEvents {
  func imageDownloader(_ downloader: ImageDownloader, willDownloadImageForURL url: URL, with request: URLRequest?) {
    journal.record("logger.will(\(url.lastPathComponent))")
  }

  func imageDownloader(
    _ downloader: ImageDownloader,
    didFinishDownloadingImageForURL url: URL,
    with response: URLResponse?,
    error: (any Error)?
  ) {
    journal.record("logger.finished(\(url.lastPathComponent), \(error == nil ? "ok" : "error"))")
  }

  func imageDownloader(
    _ downloader: ImageDownloader,
    didDownload image: KFCrossPlatformImage,
    for url: URL,
    with response: URLResponse?
  ) {
    journal.record("logger.image(\(image.name))")
  }

  func isValidStatusCode(_ code: Int, for downloader: ImageDownloader) -> Bool {
    code == 200
  }

  func imageDownloader(
    _ downloader: ImageDownloader,
    didReceive response: URLResponse
  ) async -> URLSession.ResponseDisposition {
    journal.record("logger.response(\(response.mimeType ?? "nil"))")
    return response.mimeType?.hasPrefix("image/") == true ? .allow : .cancel
  }
}

@Suite("ImageDownloaderDelegate: Kingfisher's defaults kept, an async requirement, a default that forwards")
struct ImageDownloaderDelegateCorpusTests {
  let url = URL(fileURLWithPath: "/images/cat.png")

  func response(_ statusCode: Int, _ mimeType: String) throws -> HTTPURLResponse {
    let headers = ["Content-Type": mimeType]
    let response = HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)
    return try #require(response)
  }

  @Test("A download through a multicast: each call reaches whom Kingfisher's rules say, in order")
  func download() async throws {
    let journal = Journal()
    let decryptor = PayloadDecryptor(journal: journal)
    let logger = DownloadLogger(journal: journal)
    let multicast = DownloadEventsMulticast()
    multicast.add(decryptor)
    multicast.add(logger)
    let downloader = ImageDownloader()
    downloader.delegate = multicast

    let png = try response(200, "image/png")
    let outcome = await downloader.download(url, response: png, data: Data("ENC:cat".utf8))

    #expect(outcome == "image(cat)")
    #expect(
      journal.entries == [
        "logger.will(cat.png)",
        // isValidStatusCode: the decryptor, first, answers with Kingfisher's default (200..<400).
        // didReceive response (async, its own default): the decryptor uses it, so the logger answers.
        "logger.response(image/png)",
        // didDownload data with task: the decryptor, first, keeps Kingfisher's default, which
        // asks its own `for url` form.
        "decryptor.data(cat.png)",
        "logger.finished(cat.png, ok)", "logger.image(cat)",
      ]
    )
  }

  @Test("The decryptor refusing the data (nil) and the logger cancelling a response end the download")
  func refusals() async throws {
    let journal = Journal()
    let decryptor = PayloadDecryptor(journal: journal)
    let logger = DownloadLogger(journal: journal)
    let multicast = DownloadEventsMulticast()
    multicast.add(decryptor)
    multicast.add(logger)
    let downloader = ImageDownloader()
    downloader.delegate = multicast

    let png = try response(200, "image/png")
    let html = try response(200, "text/html")
    #expect(await downloader.download(url, response: png, data: Data("x".utf8)) == "dataModifyingFailed")
    #expect(await downloader.download(url, response: html, data: Data("ENC:x".utf8)) == "cancelledByDelegate")
    #expect(
      journal.entries == [
        "logger.will(cat.png)", "logger.response(image/png)", "decryptor.data(cat.png)",
        "logger.finished(cat.png, error)",
        "logger.will(cat.png)", "logger.response(text/html)", "logger.finished(cat.png, error)",
      ]
    )
  }

  @Test("An inherited value: every delegate counts as answering, so the first one does, with its default")
  func inheritedOrder() async throws {
    let journal = Journal()
    let decryptor = PayloadDecryptor(journal: journal)
    let logger = DownloadLogger(journal: journal)
    let decryptorFirst = DownloadEventsMulticast()
    decryptorFirst.add(decryptor)
    decryptorFirst.add(logger)
    let loggerFirst = DownloadEventsMulticast()
    loggerFirst.add(logger)
    loggerFirst.add(decryptor)
    let downloader = ImageDownloader()

    #expect(decryptorFirst.isValidStatusCode(204, for: downloader), "Kingfisher's default: 200..<400")
    #expect(!loggerFirst.isValidStatusCode(204, for: downloader), "the logger's: 200 only")
    downloader.delegate = loggerFirst
    let noContent = try response(204, "image/png")
    #expect(await downloader.download(url, response: noContent, data: Data()) == "invalidHTTPStatusCode(204)")
    #expect(decryptorFirst.responds(to: .isValidStatusCodeFor))
  }

  @Test("The async requirement: the first implementer answers; with none, .allow; responds(to:) learns")
  func asyncRequirement() async throws {
    let journal = Journal()
    let decryptor = PayloadDecryptor(journal: journal)
    let multicast = DownloadEventsMulticast()
    multicast.add(decryptor)
    let downloader = ImageDownloader()
    let html = try response(200, "text/html")

    #expect(multicast.responds(to: .imageDownloaderDidReceive), "not called yet")
    #expect(await multicast.imageDownloader(downloader, didReceive: html) == .allow)
    #expect(!multicast.responds(to: .imageDownloaderDidReceive), "the decryptor's default ran")
    let logger = DownloadLogger(journal: journal)
    multicast.add(logger)
    #expect(await multicast.imageDownloader(downloader, didReceive: html) == .cancel)
    #expect(await DownloadEventsMulticast().imageDownloader(downloader, didReceive: html) == .allow)
    #expect(journal.entries == ["logger.response(text/html)"])
  }

  @Test("Kingfisher's defaults kept: by the downloader alone, a delegate used directly, an empty multicast")
  func defaultsKept() async throws {
    let journal = Journal()
    let downloader = ImageDownloader()
    let png = try response(200, "image/png")
    let html = try response(200, "text/html")
    #expect(await downloader.download(url, response: png, data: Data("ENC:x".utf8)) == "image(ENC:x)")

    let decryptor = PayloadDecryptor(journal: journal)
    let withURL = SessionDataTask(originalURL: url, data: Data("ENC:dog".utf8))
    let withoutURL = SessionDataTask(originalURL: nil, data: Data("ENC:dog".utf8))
    #expect(decryptor.imageDownloader(downloader, didDownload: withURL.sharedData, with: withURL) == Data("dog".utf8))
    #expect(
      decryptor.imageDownloader(downloader, didDownload: withoutURL.sharedData, with: withoutURL)
        == Data("ENC:dog".utf8),
      "no URL: the data as it is, the decryptor not asked"
    )
    #expect(decryptor.isValidStatusCode(399, for: downloader))
    #expect(await decryptor.imageDownloader(downloader, didReceive: html) == .allow)

    let empty = DownloadEventsMulticast()
    #expect(empty.isValidStatusCode(302, for: downloader))
    #expect(!empty.isValidStatusCode(404, for: downloader))
    #expect(empty.imageDownloader(downloader, didDownload: withURL.sharedData, with: withURL) == Data("ENC:dog".utf8))
    #expect(journal.entries == ["decryptor.data(cat.png)"])
  }

  @Test("A proxy and a router as the downloader's delegate")
  func proxyAndRouter() async throws {
    let journal = Journal()
    let decryptor = PayloadDecryptor(journal: journal)
    let logger = DownloadLogger(journal: journal)
    let downloader = ImageDownloader()

    let html = try response(200, "text/html")
    let partial = try response(203, "image/png")
    let proxy = DownloadEventsProxy(decryptor)
    downloader.delegate = proxy
    #expect(await downloader.download(url, response: html, data: Data("ENC:a".utf8)) == "image(a)")

    let router = DownloadEventsRouter<String>()
    router.setDelegate(logger, for: "strict")
    router.setDelegate(decryptor, for: "encrypted")
    downloader.delegate = router
    router.select("strict")
    #expect(await downloader.download(url, response: partial, data: Data()) == "invalidHTTPStatusCode(203)")
    router.select("encrypted")
    #expect(await downloader.download(url, response: partial, data: Data("ENC:b".utf8)) == "image(b)")
    #expect(
      journal.entries == [
        "decryptor.data(cat.png)", "logger.will(cat.png)", "logger.finished(cat.png, error)", "decryptor.data(cat.png)",
      ]
    )
    withExtendedLifetime((proxy, logger)) {}
  }
}
