import DelegateKit
import Testing

@Suite("Generated multicast: the delegate chain (PHFDelegateChain, fed_synthesize_multi_delegates)")
struct MulticastTests {
  @Test("A required call reaches every delegate, in order")
  func requiredReachesAll() {
    let log = CallLog()
    let a = FullDownloader("a", log: log)
    let b = MinimalDownloader("b", log: log)
    let chain = DownloadDelegateMulticast()
    chain.add(a)
    chain.add(b)
    chain.downloadDidStart(sample)
    #expect(log.entries == ["a.start(file.zip)", "b.start(file.zip)"])
  }

  @Test("An optional call reaches only the delegates that implement it")
  func optionalReachesImplementers() {
    let log = CallLog()
    let a = MinimalDownloader("a", log: log)
    let b = FullDownloader("b", log: log)
    let c = MinimalDownloader("c", log: log)
    let chain = DownloadDelegateMulticast()
    for d in [a, b, c] as [any DownloadDelegate] { chain.add(d) }
    chain.download(sample, didProgress: 0.5)
    chain.download(sample, didProgress: 1)
    #expect(log.entries == ["b.progress(0.5)", "b.progress(1.0)"])
  }

  @Test("Breaking stops a void call at the first implementer")
  func breaking() {
    let log = CallLog()
    let a = MinimalDownloader("a", log: log)
    let b = FullDownloader("b", log: log)
    let c = FullDownloader("c", log: log)
    let chain = DownloadDelegateMulticast(isBreaking: true)
    for d in [a, b, c] as [any DownloadDelegate] { chain.add(d) }
    chain.download(sample, didProgress: 0.5)
    chain.downloadDidStart(sample)
    #expect(log.entries == ["b.progress(0.5)", "a.start(file.zip)"])
    chain.isBreaking = false
    chain.downloadDidStart(sample)
    #expect(log.entries.suffix(3) == ["a.start(file.zip)", "b.start(file.zip)", "c.start(file.zip)"])
  }

  @Test("isBreaking is read as a call starts: a delegate that sets it changes the next call")
  func breakingReadAtStart() {
    let log = CallLog()
    let chain = DownloadDelegateMulticast()
    let a = FullDownloader("a", log: log)
    let b = FullDownloader("b", log: log)
    a.onStart = { [unowned chain] _ in chain.isBreaking = true }
    for d in [a, b] as [any DownloadDelegate] { chain.add(d) }
    chain.downloadDidStart(sample)
    #expect(log.entries == ["a.start(file.zip)", "b.start(file.zip)"], "the call under way reaches every implementer")
    #expect(chain.isBreaking)
    chain.downloadDidStart(sample)
    #expect(log.entries.suffix(1) == ["a.start(file.zip)"], "the next call stops at the first")
    #expect(log.entries.count == 3)
  }

  @Test("A returning call reaches only the first implementer and returns its value")
  func firstImplementerAnswers() {
    let log = CallLog()
    let a = MinimalDownloader("a", log: log)
    let b = FullDownloader("b", log: log, resume: false)
    let c = FullDownloader("c", log: log, resume: true)
    let chain = DownloadDelegateMulticast()
    for d in [a, b, c] as [any DownloadDelegate] { chain.add(d) }
    #expect(chain.downloadShouldResume(sample) == false, "b answers, though a comes first")
    #expect(chain.downloadTitle(sample) == "a")
    #expect(log.entries == ["b.shouldResume", "a.title"])
  }

  @Test("An optional requirement nobody implements returns its declared default")
  func nobodyImplements() {
    let log = CallLog()
    let a = MinimalDownloader("a", log: log)
    let chain = DownloadDelegateMulticast()
    #expect(chain.downloadShouldResume(sample) == true, "no delegates: the default")
    chain.add(a)
    #expect(chain.downloadShouldResume(sample) == true, "no implementer: the default")
    #expect(chain.downloadSubtitle(sample) == nil)
    chain.download(sample, didProgress: 1)
    #expect(log.entries.isEmpty)
  }

  @Test("responds(to:) is true when some delegate qualifies and false when none does")
  func responds() {
    let log = CallLog()
    let minimal = MinimalDownloader("m", log: log)
    let full = FullDownloader("f", log: log)
    let chain = DownloadDelegateMulticast()
    #expect(!chain.responds(to: .downloadDidStart), "required, but no delegate")
    #expect(!chain.responds(to: .downloadShouldResume))
    chain.add(minimal)
    #expect(chain.responds(to: .downloadDidStart))
    // Not asked yet: it may implement it, so it counts until the first call says otherwise.
    #expect(chain.responds(to: .downloadShouldResume))
    _ = chain.downloadShouldResume(sample)
    #expect(!chain.responds(to: .downloadShouldResume), "after one call, the default is known")
    chain.add(full)
    _ = chain.downloadShouldResume(sample)
    #expect(chain.responds(to: .downloadShouldResume))
    chain.remove(full)
    #expect(!chain.responds(to: .downloadShouldResume))
  }

  @Test("A list answers responds(to:) itself, and asks a forwarder registered in it")
  func listResponds() {
    let log = CallLog()
    let minimal = MinimalDownloader("m", log: log)
    let full = FullDownloader("f", log: log)
    let inner = DownloadDelegateMulticast()
    let list = DelegateList<any DownloadDelegate>()
    #expect(!list.responds(to: DownloadDelegateRequirement.downloadDidStart), "required, but no delegate")
    list.add(inner)
    #expect(list.responds(to: DownloadDelegateRequirement.downloadDidStart), "a forwarder is a delegate")
    #expect(!list.responds(to: DownloadDelegateRequirement.downloadShouldResume), "the empty forwarder says no")
    inner.add(minimal)
    #expect(list.responds(to: DownloadDelegateRequirement.downloadShouldResume), "not asked yet")
    _ = inner.downloadShouldResume(sample)
    #expect(!list.responds(to: DownloadDelegateRequirement.downloadShouldResume))
    inner.add(full)
    #expect(list.responds(to: DownloadDelegateRequirement.downloadShouldResume))
  }

  @Test("conforms(to:) is true when some delegate conforms and false when none does")
  func conforms() {
    let log = CallLog()
    let chain = DownloadDelegateMulticast()
    let plain = MinimalDownloader("p", log: log)
    chain.add(plain)
    #expect(!chain.conforms(to: (any Auditing).self))
    #expect(chain.conforms(to: (any DownloadDelegate).self))
    let auditor = AuditingDownloader()
    chain.add(auditor)
    #expect(chain.conforms(to: (any Auditing).self))
  }

  @Test("Delegates added to a live chain are called from the next call on")
  func addToLiveChain() {
    let log = CallLog()
    let a = FullDownloader("a", log: log)
    let late = MinimalDownloader("late", log: log)
    let chain = DownloadDelegateMulticast()
    chain.add(a)
    a.onStart = { _ in chain.add(late) }
    chain.downloadDidStart(Download("1"))
    a.onStart = nil
    chain.downloadDidStart(Download("2"))
    #expect(log.entries == ["a.start(1)", "a.start(2)", "late.start(2)"])
  }

  @Test("A delegate removing itself mid-call does not make others miss it")
  func removeSelfDuringCall() {
    let log = CallLog()
    let a = FullDownloader("a", log: log)
    let b = FullDownloader("b", log: log)
    let chain = DownloadDelegateMulticast()
    chain.add(a)
    chain.add(b)
    a.onStart = { chain.remove($0) }
    chain.downloadDidStart(sample)
    #expect(log.entries == ["a.start(file.zip)", "b.start(file.zip)"])
    #expect(chain.count == 1)
  }

  @Test("A reentrant call from a delegate is a full call of its own")
  func reentrantCall() {
    let log = CallLog()
    let a = FullDownloader("a", log: log)
    let b = FullDownloader("b", log: log)
    let chain = DownloadDelegateMulticast()
    chain.add(a)
    chain.add(b)
    a.onStart = { a in
      a.onStart = nil
      chain.download(sample, didProgress: 0.25)
    }
    chain.downloadDidStart(sample)
    #expect(log.entries == ["a.start(file.zip)", "a.progress(0.25)", "b.progress(0.25)", "b.start(file.zip)"])
  }

  @Test("The multicast keeps weak delegates weak and strong ones alive")
  func retention() {
    let log = CallLog()
    let chain = DownloadDelegateMulticast()
    weak var weakOne: FullDownloader?
    weak var strongOne: FullDownloader?
    do {
      let w = FullDownloader("w", log: log)
      let s = FullDownloader("s", log: log)
      weakOne = w
      strongOne = s
      chain.add(w)
      chain.add(s, retention: .strong)
    }
    #expect(weakOne == nil)
    #expect(strongOne != nil)
    #expect(chain.delegates.count == 1)
    chain.removeAll()
    #expect(strongOne == nil)
  }

  @Test("onLastDelegateGone fires when the last delegate deallocates")
  func lifetimeHook() {
    let log = CallLog()
    let chain = DownloadDelegateMulticast()
    var fired = 0
    chain.onLastDelegateGone = { fired += 1 }
    do {
      let d = FullDownloader("d", log: log)
      chain.add(d)
    }
    chain.downloadDidStart(sample)
    #expect(fired == 1)
    #expect(chain.isEmpty)
  }
}

/// A conforming base class that leaves `download(_:didProgress:)` to the default.
class BaseDownloader: DownloadDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }
  func downloadDidStart(_ download: Download) {}
  func downloadTitle(_ download: Download) -> String { "base" }
}

/// A subclass declaring the optional method: not the conformance's implementation.
final class SubclassDownloader: BaseDownloader {
  func download(_ download: Download, didProgress progress: Double) {
    log.entries.append("subclass.progress")
  }
}

@Suite("Documented limits of optional-requirement detection")
struct DetectionLimitTests {
  @Test("A subclass's method is not the conformance's implementation, so it is not called")
  func subclassOverride() {
    let log = CallLog()
    let sub = SubclassDownloader(log: log)
    let chain = DownloadDelegateMulticast()
    chain.add(sub)
    chain.download(sample, didProgress: 1)
    #expect(log.entries.isEmpty)
    #expect(!chain.responds(to: .downloadDidProgress))
  }

  @Test("A delegate that forwards to another object's default still counts as implementing")
  func forwardingToAnotherDefault() {
    final class Forwarder: DownloadDelegate {
      let target: MinimalDownloader
      var forwarded = 0
      init(target: MinimalDownloader) { self.target = target }
      func downloadDidStart(_ download: Download) {}
      func downloadTitle(_ download: Download) -> String { "forwarder" }
      func downloadShouldResume(_ download: Download) -> Bool {
        forwarded += 1
        return !target.downloadShouldResume(download)  // the target's default: true
      }
    }
    let forwarder = Forwarder(target: MinimalDownloader("m", log: CallLog()))
    let chain = DownloadDelegateMulticast()
    chain.add(forwarder)
    #expect(chain.downloadShouldResume(sample) == false)
    #expect(chain.downloadShouldResume(sample) == false)
    #expect(forwarder.forwarded == 2)
    #expect(chain.responds(to: .downloadShouldResume))
  }
}
