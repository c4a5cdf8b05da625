// WKNavigationDelegate, transcribed from
// https://developer.apple.com/documentation/webkit/wknavigationdelegate and its methods' pages
// (.../webview(_:decidepolicyfor:decisionhandler:)-2ni62 and -19mn2,
// .../webview(_:authenticationchallenge:shouldallowdeprecatedtls:),
// .../webview(_:shouldgoto:willuseinstantback:completionhandler:)), and, for the defaults and
// the async names (WK_SWIFT_ASYNC, WK_SWIFT_ASYNC_NAME), the header in github.com/WebKit/WebKit,
// Source/WebKit/UIProcess/API/Cocoa/WKNavigationDelegate.h.
// The tests are in WKNavigationDelegateCorpus+Scenarios.swift; the stand-ins in WebKitStubs.swift.
//
// Left out: nothing. 21 requirements, all optional as in WebKit: the 15 methods, and the async
// forms the SDK imports for the 6 that take a handler (decidePolicyFor action, action with
// preferences, response; didReceive challenge as webView(_:respondTo:); the deprecated-TLS
// decision as webView(_:shouldAllowDeprecatedTLSFor:); shouldGoTo, by the importer's rule for a
// last `completionHandler`, though its page prints the handler form only).
// Not expressible:
// - In WebKit a handler method and its async form are one Objective-C method: a delegate
//   implements one or the other, and WebKit calls whichever it has. Here they are two
//   requirements: a caller of the handler form reaches only delegates that implement the
//   handler form, and the async form only those that implement the async one.
// - "If you implement [the preferences variant], -webView:decidePolicyForNavigationAction:
//   decisionHandler: will not be called": WebKit falls back from one to the other. Here the
//   preferences variant, unimplemented, completes with .allow and the preferences it was given.
// Defaults, from the header: the action variants allow ("the web view will load the request"),
// the response variant allows ("the web view will allow the response, if the web view can show
// it"), the challenge is answered .rejectProtectionSpace with no credential. Unclear (nothing
// stated): deprecated TLS is refused (false, TLS 1.0/1.1 being deprecated); a back-forward
// navigation goes ahead (true, what happens without a delegate).
// DelegateKit's own choice, not WebKit's: the deprecated-TLS decision is `@Combining(.all)`, so
// a multicast allows the connection only when every implementer does.
import DelegateKit
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// WebKit's navigation delegate.
@MainActor
@Delegate
protocol WKNavigationDelegate: AnyObject {
  // MARK: Allowing or denying navigation requests

  @Optional(completing: WKNavigationActionPolicy.allow)
  func webView(
    _ webView: WKWebView,
    decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
  )
  @Optional(default: WKNavigationActionPolicy.allow)
  func webView(
    _ webView: WKWebView,
    decidePolicyFor navigationAction: WKNavigationAction
  ) async -> WKNavigationActionPolicy
  @Optional(completing: WKNavigationActionPolicy.allow, { (preferences: WKWebpagePreferences) in preferences })
  func webView(
    _ webView: WKWebView,
    decidePolicyFor navigationAction: WKNavigationAction,
    preferences: WKWebpagePreferences,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
  )
  @Optional(default: { (preferences: WKWebpagePreferences) in (WKNavigationActionPolicy.allow, preferences) })
  func webView(
    _ webView: WKWebView,
    decidePolicyFor navigationAction: WKNavigationAction,
    preferences: WKWebpagePreferences
  ) async -> (WKNavigationActionPolicy, WKWebpagePreferences)
  @Optional(completing: WKNavigationResponsePolicy.allow)
  func webView(
    _ webView: WKWebView,
    decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
  )
  @Optional(default: WKNavigationResponsePolicy.allow)
  func webView(
    _ webView: WKWebView,
    decidePolicyFor navigationResponse: WKNavigationResponse
  ) async -> WKNavigationResponsePolicy

  // MARK: Tracking the load progress of a request

  @Optional func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  @Optional func webView(
    _ webView: WKWebView,
    didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!
  )
  @Optional func webView(
    _ webView: WKWebView,
    didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error
  )
  @Optional func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  @Optional func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  @Optional func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
  @Optional func webViewWebContentProcessDidTerminate(_ webView: WKWebView)

  // MARK: Responding to authentication challenges

  @Optional(completing: URLSession.AuthChallengeDisposition.rejectProtectionSpace, nil)
  func webView(
    _ webView: WKWebView,
    didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  )
  @Optional(default: (URLSession.AuthChallengeDisposition.rejectProtectionSpace, URLCredential?.none))
  func webView(
    _ webView: WKWebView,
    respondTo challenge: URLAuthenticationChallenge
  ) async -> (URLSession.AuthChallengeDisposition, URLCredential?)
  @Combining(.all)
  @Optional(completing: false)
  func webView(
    _ webView: WKWebView,
    authenticationChallenge challenge: URLAuthenticationChallenge,
    shouldAllowDeprecatedTLS decisionHandler: @escaping @MainActor @Sendable (Bool) -> Void
  )
  @Optional(default: false)
  func webView(_ webView: WKWebView, shouldAllowDeprecatedTLSFor challenge: URLAuthenticationChallenge) async -> Bool

  // MARK: Downloads and back-forward navigations

  @Optional func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload)
  @Optional func webView(
    _ webView: WKWebView,
    navigationResponse: WKNavigationResponse,
    didBecome download: WKDownload
  )
  @Optional(completing: true)
  func webView(
    _ webView: WKWebView,
    shouldGoTo backForwardListItem: WKBackForwardListItem,
    willUseInstantBack: Bool,
    completionHandler: @escaping (Bool) -> Void
  )
  @Optional(default: true)
  func webView(
    _ webView: WKWebView,
    shouldGoTo backForwardListItem: WKBackForwardListItem,
    willUseInstantBack: Bool
  ) async -> Bool
}

/// Blocks one host and downloads what the web view cannot show, with decision handlers; its
/// members are in its body.
@ExactResponder
@MainActor
final class ContentBlocker: WKNavigationDelegate {
  let name: String
  let blockedHost: String
  let journal: Journal

  init(_ name: String, blocking blockedHost: String, journal: Journal) {
    self.name = name
    self.blockedHost = blockedHost
    self.journal = journal
  }

  func webView(
    _ webView: WKWebView,
    decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
  ) {
    journal.record("\(name).decideAction")
    decisionHandler(navigationAction.url.host == blockedHost ? .cancel : .allow)
  }

  func webView(
    _ webView: WKWebView,
    decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
  ) {
    journal.record("\(name).decideResponse")
    decisionHandler(navigationResponse.canShowMIMEType ? .allow : .download)
  }

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    journal.record("\(name).didFinish")
  }
}

/// Decides with the async forms: blocks trackers, turns JavaScript off on one host, and signs
/// in to the intranet.
@MainActor
final class AsyncNavigationPolicy: WKNavigationDelegate {
  func webView(
    _ webView: WKWebView,
    decidePolicyFor navigationAction: WKNavigationAction
  ) async -> WKNavigationActionPolicy {
    navigationAction.url.host == "tracker.example" ? .cancel : .allow
  }

  func webView(
    _ webView: WKWebView,
    decidePolicyFor navigationAction: WKNavigationAction,
    preferences: WKWebpagePreferences
  ) async -> (WKNavigationActionPolicy, WKWebpagePreferences) {
    preferences.allowsContentJavaScript = navigationAction.url.host != "static.example"
    return (.allow, preferences)
  }

  func webView(
    _ webView: WKWebView,
    respondTo challenge: URLAuthenticationChallenge
  ) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
    guard challenge.protectionSpace.host == "intranet.example" else { return (.performDefaultHandling, nil) }
    return (.useCredential, URLCredential(user: "async", password: "secret", persistence: .forSession))
  }
}

/// Follows the load, signs in with a completion handler, rules on deprecated TLS and on
/// back-forward navigations; in an extension, as most apps write it.
final class LoadObserver {
  let name: String
  let journal: Journal
  let allowsLegacyTLS: Bool

  init(_ name: String, journal: Journal, allowsLegacyTLS: Bool = true) {
    self.name = name
    self.journal = journal
    self.allowsLegacyTLS = allowsLegacyTLS
  }
}

extension LoadObserver: WKNavigationDelegate {
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
    journal.record("\(name).didStart")
  }

  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
    journal.record("\(name).didCommit")
  }

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    journal.record("\(name).didFinish")
  }

  func webView(
    _ webView: WKWebView,
    didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error
  ) {
    journal.record("\(name).didFailProvisional(\((error as NSError).code))")
  }

  func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
    journal.record("\(name).reload")
  }

  func webView(
    _ webView: WKWebView,
    didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    journal.record("\(name).challenge")
    completionHandler(.useCredential, URLCredential(user: name, password: "secret", persistence: .forSession))
  }

  func webView(
    _ webView: WKWebView,
    authenticationChallenge challenge: URLAuthenticationChallenge,
    shouldAllowDeprecatedTLS decisionHandler: @escaping @MainActor @Sendable (Bool) -> Void
  ) {
    journal.record("\(name).legacyTLS")
    decisionHandler(allowsLegacyTLS)
  }

  func webView(
    _ webView: WKWebView,
    shouldGoTo backForwardListItem: WKBackForwardListItem,
    willUseInstantBack: Bool,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(backForwardListItem.url.host != "checkout.example")
  }

  func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload) {
    journal.record("\(name).download(\(navigationResponse.mimeType))")
  }
}
