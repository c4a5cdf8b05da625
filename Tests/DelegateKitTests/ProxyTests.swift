import DelegateKit
import Testing

@Suite("Generated proxy: one delegate, no checks (FEDProxy)")
struct ProxyTests {
  @Test("An optional call the delegate does not implement is a no-op")
  func optionalIsNoOp() {
    let log = CallLog()
    let delegate = MinimalDownloader("m", log: log)
    let proxy = DownloadDelegateProxy(delegate)
    proxy.download(sample, didProgress: 0.5)
    #expect(log.entries.isEmpty)
  }

  @Test("Default return values")
  func defaults() {
    let log = CallLog()
    let delegate = MinimalDownloader("m", log: log)
    let proxy = DownloadDelegateProxy(delegate)
    #expect(proxy.downloadShouldResume(sample) == true)
    #expect(proxy.downloadSubtitle(sample) == nil)
    let empty = DownloadDelegateProxy()
    #expect(empty.downloadShouldResume(sample) == true)
    empty.download(sample, didProgress: 1)
  }

  @Test("Implemented requirements reach the delegate")
  func forwards() {
    let log = CallLog()
    let delegate = FullDownloader("f", log: log, title: "Report", resume: false)
    let proxy = DownloadDelegateProxy(delegate)
    proxy.downloadDidStart(sample)
    #expect(proxy.downloadTitle(sample) == "Report")
    #expect(proxy.downloadShouldResume(sample) == false)
    #expect(log.entries == ["f.start(file.zip)", "f.title", "f.shouldResume"])
  }

  @Test("hasDelegate checks without stopping the program")
  func hasDelegate() {
    let log = CallLog()
    let proxy = DownloadDelegateProxy()
    #expect(!proxy.hasDelegate)
    let delegate = MinimalDownloader("m", log: log)
    proxy.delegate = delegate
    #expect(proxy.hasDelegate)
    #expect(proxy.delegate === delegate)
    proxy.delegate = nil
    #expect(!proxy.hasDelegate)
  }

  @Test("A weak proxy does not keep its delegate alive; a strong one does")
  func retention() {
    let log = CallLog()
    weak var probe: MinimalDownloader?
    let proxy = DownloadDelegateProxy()
    do {
      let d = MinimalDownloader("m", log: log)
      probe = d
      proxy.delegate = d
    }
    #expect(probe == nil)
    #expect(!proxy.hasDelegate)
    do {
      let d = MinimalDownloader("m", log: log)
      probe = d
      proxy.setDelegate(d, retention: .strong)
    }
    #expect(probe != nil)
    #expect(proxy.downloadTitle(sample) == "m")
    proxy.setDelegate(nil)
    #expect(probe == nil)
  }

  @Test("A proxy dies with its owner and never outlives it through the delegate")
  func proxyDoesNotLeak() {
    weak var proxyProbe: DownloadDelegateProxy?
    let log = CallLog()
    let delegate = FullDownloader("f", log: log)
    do {
      let proxy = DownloadDelegateProxy(delegate, retention: .strong)
      proxyProbe = proxy
      proxy.downloadDidStart(sample)
    }
    #expect(proxyProbe == nil)
  }

  @Test("responds(to:) learns from the first call")
  func responds() {
    let log = CallLog()
    let proxy = DownloadDelegateProxy(MinimalDownloader("m", log: log), retention: .strong)
    #expect(proxy.responds(to: .downloadTitle))
    #expect(proxy.responds(to: .downloadDidProgress))
    proxy.download(sample, didProgress: 0)
    #expect(!proxy.responds(to: .downloadDidProgress))
    proxy.setDelegate(FullDownloader("f", log: log), retention: .strong)
    proxy.download(sample, didProgress: 0)
    #expect(proxy.responds(to: .downloadDidProgress))
  }

  @Test("The multi-proxy answers with the first responder's value (FEDMultiProxy)")
  func multiProxyFirstResponder() {
    let log = CallLog()
    let first = FullDownloader("first", log: log, title: "First")
    let second = FullDownloader("second", log: log, title: "Second")
    let multi = DownloadDelegateMulticast()
    multi.add(first)
    multi.add(second)
    let proxy = DownloadDelegateProxy(multi, retention: .strong)
    #expect(proxy.downloadTitle(sample) == "First")
    #expect(log.entries == ["first.title"])
  }
}
