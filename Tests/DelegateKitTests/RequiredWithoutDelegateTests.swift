import DelegateKit
import Testing

/// Required requirements answered asynchronously or through a completion handler.
@Delegate
protocol ExportDelegate: AnyObject {
  func exportName(for id: Int) async -> String
  func export(_ id: Int, completion: @escaping (Bool) -> Void)
  @Optional func exportNote(for id: Int) async -> String?
}

@Suite("A required requirement with nobody to answer stops the program")
struct RequiredWithoutDelegateTests {
  @Test("An optional result's nil default is an answer, never the stop of a required one")
  func optionalNilIsAnAnswer() async {
    #expect(DownloadDelegateMulticast().downloadSubtitle(Download("x")) == nil)
    #expect(DownloadDelegateProxy().downloadSubtitle(Download("x")) == nil)
    #expect(await ExportDelegateMulticast().exportNote(for: 1) == nil)
  }

  #if !os(Windows)
  @Test("Multicast: an asynchronous value requirement with no delegate")
  func multicastAsyncValue() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = await ExportDelegateMulticast().exportName(for: 1)
      }
    )
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "ExportDelegateMulticast has no delegate to answer exportName(for:), a required requirement of ExportDelegate"
      ),
      "\(message)"
    )
  }

  @Test("Proxy: a required requirement that takes a completion handler, with no delegate")
  func proxyHandler() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ExportDelegateProxy().export(1) { _ in }
      }
    )
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "ExportDelegateProxy has no delegate to answer export(_:completion:), a required requirement of ExportDelegate"
      ),
      "\(message)"
    )
  }

  @Test("Multicast: a value requirement with no delegate")
  func multicastValue() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = DownloadDelegateMulticast().downloadTitle(Download("x"))
      }
    )
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "DownloadDelegateMulticast has no delegate to answer downloadTitle(_:), a required requirement of DownloadDelegate"
      )
    )
  }

  @Test("Multicast: a void requirement with no delegate is a broadcast to nobody")
  func multicastVoid() {
    DownloadDelegateMulticast().downloadDidStart(Download("x"))
  }

  @Test("Proxy: a required void requirement with no delegate")
  func proxyVoid() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        DownloadDelegateProxy().downloadDidStart(Download("x"))
      }
    )
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "DownloadDelegateProxy has no delegate to answer downloadDidStart(_:), a required requirement of DownloadDelegate"
      )
    )
  }

  @Test("Proxy: a required requirement after the weak delegate deallocated")
  func proxyAfterDeallocation() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let proxy = DownloadDelegateProxy()
        do {
          final class Gone: DownloadDelegate {
            func downloadDidStart(_ download: Download) {}
            func downloadTitle(_ download: Download) -> String { "gone" }
          }
          let delegate = Gone()
          proxy.delegate = delegate
        }
        _ = proxy.downloadTitle(Download("x"))
      }
    )
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "DownloadDelegateProxy has no delegate to answer downloadTitle(_:), a required requirement of DownloadDelegate"
      )
    )
  }

  @Test("Router: a required requirement with no active delegate")
  func routerValue() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let router = DownloadDelegateRouter<Int>()
        router.select(1)
        _ = router.downloadTitle(Download("x"))
      }
    )
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    // The router's name is printed with its key type, `DownloadDelegateRouter<Int>`.
    #expect(
      message.contains("has no delegate to answer downloadTitle(_:), a required requirement of DownloadDelegate")
    )
  }
  #endif
}
