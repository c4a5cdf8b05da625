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
  func proxyVoid() async {
    await #expect(processExitsWith: .failure) {
      DownloadDelegateProxy().downloadDidStart(Download("x"))
    }
  }

  @Test("Proxy: a required requirement after the weak delegate deallocated")
  func proxyAfterDeallocation() async {
    await #expect(processExitsWith: .failure) {
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
  }

  @Test("Router: a required requirement with no active delegate")
  func routerValue() async {
    await #expect(processExitsWith: .failure) {
      let router = DownloadDelegateRouter<Int>()
      router.select(1)
      _ = router.downloadTitle(Download("x"))
    }
  }
  #endif
}
