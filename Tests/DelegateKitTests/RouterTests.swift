import DelegateKit
import Testing

@Suite("Generated router: the delegate of the selected scope (standalone delegate objects)")
struct RouterTests {
  enum Scope: Hashable { case a, b }

  @Test("Every call goes to the selected key's delegate only")
  func routesToSelected() {
    let log = CallLog()
    let a = FullDownloader("a", log: log, title: "A")
    let b = FullDownloader("b", log: log, title: "B")
    let router = DownloadDelegateRouter<Scope>()
    router.setDelegate(a, for: .a)
    router.setDelegate(b, for: .b)
    router.select(.a)
    router.downloadDidStart(sample)
    #expect(router.downloadTitle(sample) == "A")
    router.select(.b)
    #expect(router.selectedKey == .b)
    router.downloadDidStart(sample)
    #expect(router.downloadTitle(sample) == "B")
    #expect(log.entries == ["a.start(file.zip)", "a.title", "b.start(file.zip)", "b.title"])
  }

  @Test("The default delegate answers with no selection, or when the selected key has none")
  func defaultDelegate() {
    let log = CallLog()
    let a = FullDownloader("a", log: log, title: "A")
    let fallback = MinimalDownloader("default", log: log)
    let router = DownloadDelegateRouter<Scope>()
    router.setDelegate(a, for: .a)
    router.setDefaultDelegate(fallback)
    #expect(router.downloadTitle(sample) == "default")
    router.select(.b)
    #expect(router.downloadTitle(sample) == "default")
    router.select(.a)
    #expect(router.activeDelegate === a)
    #expect(router.delegate(for: .a) === a)
    #expect(router.defaultDelegate === fallback)
  }

  @Test("A selected delegate that deallocated hands over to the default")
  func deadSelectedFallsBack() {
    let log = CallLog()
    let fallback = MinimalDownloader("default", log: log)
    let router = DownloadDelegateRouter<Scope>()
    router.setDefaultDelegate(fallback)
    do {
      let a = FullDownloader("a", log: log)
      router.setDelegate(a, for: .a)
      router.select(.a)
      #expect(router.downloadTitle(sample) == "a")
    }
    #expect(router.downloadTitle(sample) == "default")
  }

  @Test("Optional requirements use the active delegate's implementation or the default")
  func optionalRequirements() {
    let log = CallLog()
    let full = FullDownloader("full", log: log, resume: false)
    let minimal = MinimalDownloader("minimal", log: log)
    let router = DownloadDelegateRouter<Scope>()
    router.setDelegate(full, for: .a)
    router.setDelegate(minimal, for: .b)
    router.select(.a)
    #expect(router.downloadShouldResume(sample) == false)
    router.select(.b)
    #expect(router.downloadShouldResume(sample) == true)
    router.download(sample, didProgress: 1)
    #expect(!router.responds(to: .downloadDidProgress))
    router.select(.a)
    #expect(router.responds(to: .downloadDidProgress))
  }

  @Test("Routes keep strong delegates alive until replaced")
  func strongRoutes() {
    let log = CallLog()
    weak var probe: FullDownloader?
    let router = DownloadDelegateRouter<Scope>()
    do {
      let a = FullDownloader("a", log: log)
      probe = a
      router.setDelegate(a, for: .a, retention: .strong)
    }
    #expect(probe != nil)
    router.setDelegate(nil, for: .a)
    #expect(probe == nil)
  }

  @Test("A delegate that removes its own route during a call is released when the call ends")
  func routeRemovedDuringCall() {
    let log = CallLog()
    weak var probe: FullDownloader?
    let router = DownloadDelegateRouter<Scope>()
    do {
      let a = FullDownloader("a", log: log)
      a.onStart = { [unowned router] _ in
        router.setDelegate(nil, for: .a)
        // The route is gone for the rest of this call, but the delegate still runs.
        router.downloadDidStart(sample)
      }
      probe = a
      router.setDelegate(a, for: .a, retention: .strong)
      router.setDefaultDelegate(MinimalDownloader("default", log: log), retention: .strong)
    }
    router.select(.a)
    router.downloadDidStart(sample)
    #expect(log.entries == ["a.start(file.zip)", "default.start(file.zip)"])
    #expect(probe == nil)
    router.downloadDidStart(sample)
    #expect(log.entries.last == "default.start(file.zip)")
  }

  @Test("A delegate that selects another key and drops its own route during a call runs to its end, then is released")
  func selectionChangedDuringCall() {
    let log = CallLog()
    weak var probe: FullDownloader?
    let router = DownloadDelegateRouter<Scope>()
    let b = FullDownloader("b", log: log)
    do {
      let a = FullDownloader("a", log: log)
      a.onStart = { [unowned router] _ in
        // The list this call visits is replaced and its route removed: it must outlive
        // the call (AddressSanitizer checks), and the nested call reaches the new key.
        router.select(.b)
        router.setDelegate(nil, for: .a)
        router.downloadDidStart(sample)
        #expect(probe != nil)
      }
      probe = a
      router.setDelegate(a, for: .a, retention: .strong)
    }
    router.setDelegate(b, for: .b)
    router.select(.a)
    router.downloadDidStart(sample)
    #expect(log.entries == ["a.start(file.zip)", "b.start(file.zip)"])
    #expect(probe == nil)
    router.downloadDidStart(sample)
    #expect(log.entries.last == "b.start(file.zip)")
  }
}
