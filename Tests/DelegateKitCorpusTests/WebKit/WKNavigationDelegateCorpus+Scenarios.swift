// WKNavigationDelegate's tests; the protocol, its delegates, its sources and what was left out
// are in WKNavigationDelegateCorpus.swift.
import DelegateKit
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A disposition as a word, the same on every platform.
private func word(_ disposition: URLSession.AuthChallengeDisposition) -> String {
  if disposition == .useCredential { return "useCredential" }
  if disposition == .performDefaultHandling { return "performDefaultHandling" }
  if disposition == .rejectProtectionSpace { return "rejectProtectionSpace" }
  return "cancel"
}

@MainActor
@Suite("WKNavigationDelegate: every decision handler is called exactly once")
struct WKNavigationDelegateCorpusTests {
  var ads: WKNavigationAction { WKNavigationAction(url: webURL("ads.example", path: "/banner")) }
  var news: WKNavigationAction { WKNavigationAction(url: webURL("news.example")) }

  @Test("Progress calls reach every implementer in registration order, and no one else")
  func progress() {
    let journal = Journal()
    let blocker = ContentBlocker("blocker", blocking: "ads.example", journal: journal)
    let observer = LoadObserver("observer", journal: journal)
    let multicast = WKNavigationDelegateMulticast()
    multicast.add(blocker)
    multicast.add(observer)
    let webView = WKWebView()
    let navigation = WKNavigation()
    multicast.webView(webView, didStartProvisionalNavigation: navigation)
    multicast.webView(webView, didReceiveServerRedirectForProvisionalNavigation: navigation)
    multicast.webView(webView, didCommit: navigation)
    multicast.webView(webView, didFinish: navigation)
    multicast.webView(webView, didFailProvisionalNavigation: nil, withError: NSError(domain: "WK", code: -1009))
    multicast.webView(webView, didFail: navigation, withError: NSError(domain: "WK", code: 1))
    multicast.webViewWebContentProcessDidTerminate(webView)
    let response = WKNavigationResponse(mimeType: "application/pdf", canShowMIMEType: false)
    multicast.webView(webView, navigationResponse: response, didBecome: WKDownload())
    multicast.webView(webView, navigationAction: news, didBecome: WKDownload())
    #expect(
      journal.entries == [
        "observer.didStart", "observer.didCommit", "blocker.didFinish", "observer.didFinish",
        "observer.didFailProvisional(-1009)", "observer.reload", "observer.download(application/pdf)",
      ]
    )
  }

  @Test("decidePolicyFor action: two implementers, one, none; the handler runs once each time")
  func actionPolicy() {
    let journal = Journal()
    let webView = WKWebView()
    let calls = SharedJournal()
    let multicast = WKNavigationDelegateMulticast()
    multicast.webView(webView, decidePolicyFor: ads) { calls.record("none:\($0)") }
    let observer = LoadObserver("observer", journal: journal)
    multicast.add(observer)
    multicast.webView(webView, decidePolicyFor: ads) { calls.record("observer only:\($0)") }
    let first = ContentBlocker("first", blocking: "ads.example", journal: journal)
    let second = ContentBlocker("second", blocking: "news.example", journal: journal)
    multicast.add(first)
    multicast.add(second)
    multicast.webView(webView, decidePolicyFor: ads) { calls.record("two:\($0)") }
    multicast.webView(webView, decidePolicyFor: news) { calls.record("two:\($0)") }
    #expect(calls.entries == ["none:allow", "observer only:allow", "two:cancel", "two:allow"])
    #expect(journal.entries == ["first.decideAction", "first.decideAction"], "only the first implementer decides")
  }

  @Test("decidePolicyFor response and the preferences variant: the implementer's, or allow")
  func responseAndPreferences() {
    let journal = Journal()
    let webView = WKWebView()
    let calls = SharedJournal()
    let pdf = WKNavigationResponse(mimeType: "application/pdf", canShowMIMEType: false)
    let multicast = WKNavigationDelegateMulticast()
    multicast.webView(webView, decidePolicyFor: pdf) { calls.record("none:\($0)") }
    let blocker = ContentBlocker("blocker", blocking: "ads.example", journal: journal)
    multicast.add(blocker)
    multicast.webView(webView, decidePolicyFor: pdf) { calls.record("blocker:\($0)") }
    let preferences = WKWebpagePreferences()
    let identity = ObjectIdentifier(preferences)
    multicast.webView(webView, decidePolicyFor: ads, preferences: preferences) { policy, given in
      calls.record("preferences:\(policy):\(ObjectIdentifier(given) == identity)")
    }
    #expect(calls.entries == ["none:allow", "blocker:download", "preferences:allow:true"])
  }

  @Test("The challenge's two-argument handler: the implementer's credential, or reject with none")
  func challenge() {
    let journal = Journal()
    let webView = WKWebView()
    let calls = SharedJournal()
    let challenge = makeChallenge(host: "intranet.example")
    let multicast = WKNavigationDelegateMulticast()
    multicast.webView(webView, didReceive: challenge) { calls.record("none:\(word($0)):\($1?.user ?? "nil")") }
    let first = LoadObserver("first", journal: journal)
    let second = LoadObserver("second", journal: journal)
    multicast.add(first)
    multicast.add(second)
    multicast.webView(webView, didReceive: challenge) { calls.record("two:\(word($0)):\($1?.user ?? "nil")") }
    let proxy = WKNavigationDelegateProxy(second)
    proxy.webView(webView, didReceive: challenge) { calls.record("proxy:\(word($0)):\($1?.user ?? "nil")") }
    let router = WKNavigationDelegateRouter<String>()
    router.setDelegate(first, for: "intranet")
    router.webView(webView, didReceive: challenge) { calls.record("unrouted:\(word($0)):\($1?.user ?? "nil")") }
    router.select("intranet")
    router.webView(webView, didReceive: challenge) { calls.record("routed:\(word($0)):\($1?.user ?? "nil")") }
    let expected = [
      "none:rejectProtectionSpace:nil", "two:useCredential:first", "proxy:useCredential:second",
      "unrouted:rejectProtectionSpace:nil", "routed:useCredential:first",
    ]
    #expect(calls.entries == expected)
    #expect(journal.entries == ["first.challenge", "second.challenge", "first.challenge"])
  }

  @Test("@Combining(.all) on a Bool handler: every implementer is asked, the handler runs once")
  func deprecatedTLS() {
    let journal = Journal()
    let webView = WKWebView()
    let calls = SharedJournal()
    let challenge = makeChallenge(host: "legacy.example")
    let multicast = WKNavigationDelegateMulticast()
    multicast.webView(webView, authenticationChallenge: challenge) { calls.record("none:\($0)") }
    let lenient = LoadObserver("lenient", journal: journal)
    multicast.add(lenient)
    multicast.webView(webView, authenticationChallenge: challenge) { calls.record("lenient:\($0)") }
    let strict = LoadObserver("strict", journal: journal, allowsLegacyTLS: false)
    multicast.add(strict)
    multicast.webView(webView, authenticationChallenge: challenge) { calls.record("both:\($0)") }
    #expect(calls.entries == ["none:false", "lenient:true", "both:false"])
    #expect(journal.entries.filter { $0 == "strict.legacyTLS" }.count == 1)
  }

  @Test("A handler that is neither @MainActor nor @Sendable: counted with a local var")
  func backForward() {
    let journal = Journal()
    let webView = WKWebView()
    let checkout = WKBackForwardListItem(url: webURL("checkout.example", path: "/pay"))
    let multicast = WKNavigationDelegateMulticast()
    var answers: [Bool] = []
    multicast.webView(webView, shouldGoTo: checkout, willUseInstantBack: true) { answers.append($0) }
    let observer = LoadObserver("observer", journal: journal)
    multicast.add(observer)
    multicast.webView(webView, shouldGoTo: checkout, willUseInstantBack: false) { answers.append($0) }
    #expect(answers == [true, false])
  }

  @Test("Async forms: answered by the delegates that implement them, else the defaults")
  func asyncForms() async {
    let journal = Journal()
    let webView = WKWebView()
    let multicast = WKNavigationDelegateMulticast()
    let preferences = WKWebpagePreferences()
    #expect(await multicast.webView(webView, decidePolicyFor: ads) == .allow)
    let (policy, given) = await multicast.webView(webView, decidePolicyFor: ads, preferences: preferences)
    #expect(policy == .allow && given === preferences, "the default hands back the preferences it was given")
    let intranet = makeChallenge(host: "intranet.example")
    let (disposition, credential) = await multicast.webView(webView, respondTo: intranet)
    #expect(disposition == .rejectProtectionSpace && credential == nil)
    let legacy = makeChallenge(host: "legacy.example")
    #expect(await multicast.webView(webView, shouldAllowDeprecatedTLSFor: legacy) == false)
    let blocker = ContentBlocker("blocker", blocking: "ads.example", journal: journal)
    multicast.add(blocker)
    #expect(await multicast.webView(webView, decidePolicyFor: ads) == .allow, "the blocker has only the handler form")
    let policyMaker = AsyncNavigationPolicy()
    multicast.add(policyMaker)
    let tracker = WKNavigationAction(url: webURL("tracker.example", path: "/pixel"))
    #expect(await multicast.webView(webView, decidePolicyFor: tracker) == .cancel)
    let staticPage = WKNavigationAction(url: webURL("static.example"))
    let (_, adjusted) = await multicast.webView(webView, decidePolicyFor: staticPage, preferences: preferences)
    #expect(adjusted.allowsContentJavaScript == false)
    let answer = await multicast.webView(webView, respondTo: intranet)
    #expect(answer.0 == .useCredential && answer.1?.user == "async")
    let back = WKBackForwardListItem(url: webURL("news.example"))
    #expect(await multicast.webView(webView, shouldGoTo: back, willUseInstantBack: true), "nobody: it goes ahead")
    #expect(journal.entries.isEmpty, "no handler form was called")
  }

  @Test("responds(to:): exact for the blocker, learned for the observer")
  func responds() {
    let journal = Journal()
    let blocker = ContentBlocker("blocker", blocking: "ads.example", journal: journal)
    let observer = LoadObserver("observer", journal: journal)
    let multicast = WKNavigationDelegateMulticast()
    multicast.add(blocker)
    #expect(multicast.responds(to: .webViewDidFinish))
    #expect(!multicast.responds(to: .webViewDidCommit), "@RespondsExactly: known at registration")
    multicast.add(observer)
    #expect(multicast.responds(to: .webViewDidCommit))
    #expect(multicast.responds(to: .webViewDidReceiveServerRedirectForProvisionalNavigation), "not called yet")
    multicast.webView(WKWebView(), didReceiveServerRedirectForProvisionalNavigation: nil)
    #expect(!multicast.responds(to: .webViewDidReceiveServerRedirectForProvisionalNavigation))
    withExtendedLifetime((blocker, observer)) {}
  }
}
