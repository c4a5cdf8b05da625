import DelegateKit
import Testing

@Suite("A required requirement with nobody to answer stops the program")
struct RequiredWithoutDelegateTests {
  #if !os(Windows)
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
