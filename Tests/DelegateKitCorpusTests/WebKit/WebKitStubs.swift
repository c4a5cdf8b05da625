// Stand-ins for the WebKit types WKNavigationDelegateCorpus and WKUIDelegateCorpus mention,
// declared once since one module holds every corpus file. Names, cases and shapes follow
// https://developer.apple.com/documentation/webkit and the WebKit headers
// (github.com/WebKit/WebKit, Source/WebKit/UIProcess/API/Cocoa/WKNavigationDelegate.h and
// WKUIDelegate.h). They are not `@MainActor` (WebKit's are), so that default closures can read
// them where the attribute is type-checked; they carry only what the scenarios read.
// URLAuthenticationChallenge, URLCredential and URLSession.AuthChallengeDisposition are
// Foundation's (FoundationNetworking's on Linux).
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `WKWebView`.
final class WKWebView {
  var url: URL?

  init(url: URL? = nil) {
    self.url = url
  }
}

/// `WKNavigation`: the handle of one navigation.
final class WKNavigation {}

/// `WKNavigationAction`, with the URL it navigates to.
final class WKNavigationAction {
  let url: URL

  init(url: URL) {
    self.url = url
  }
}

/// `WKNavigationResponse`, with the MIME type and whether the web view can show it.
final class WKNavigationResponse {
  let mimeType: String
  let canShowMIMEType: Bool

  init(mimeType: String, canShowMIMEType: Bool) {
    self.mimeType = mimeType
    self.canShowMIMEType = canShowMIMEType
  }
}

/// `WKWebpagePreferences`.
final class WKWebpagePreferences {
  var allowsContentJavaScript = true
}

/// `WKNavigationActionPolicy`, WebKit's three cases.
enum WKNavigationActionPolicy: Int, Sendable {
  case cancel, allow, download
}

/// `WKNavigationResponsePolicy`, WebKit's three cases.
enum WKNavigationResponsePolicy: Int, Sendable {
  case cancel, allow, download
}

/// `WKDownload`.
final class WKDownload {}

/// `WKBackForwardListItem`.
final class WKBackForwardListItem {
  let url: URL

  init(url: URL) {
    self.url = url
  }
}

/// `WKSecurityOrigin`.
final class WKSecurityOrigin {
  let host: String

  init(host: String) {
    self.host = host
  }
}

/// `WKFrameInfo`, with the host of the frame's page.
final class WKFrameInfo {
  let host: String
  let isMainFrame: Bool

  init(host: String, isMainFrame: Bool = true) {
    self.host = host
    self.isMainFrame = isMainFrame
  }
}

/// `WKWebViewConfiguration`.
final class WKWebViewConfiguration {}

/// `WKWindowFeatures`.
final class WKWindowFeatures {}

/// `WKContextMenuElementInfo`, with the link it is for.
final class WKContextMenuElementInfo {
  let linkURL: URL?

  init(linkURL: URL?) {
    self.linkURL = linkURL
  }
}

/// `WKPermissionDecision`, WebKit's three cases.
enum WKPermissionDecision: Int, Sendable {
  case prompt, grant, deny
}

/// `WKMediaCaptureType`, WebKit's three cases.
enum WKMediaCaptureType: Int, Sendable {
  case camera, microphone, cameraAndMicrophone
}

/// `WKDialogResult`, WebKit's three cases and raw values.
enum WKDialogResult: Int, Sendable {
  case showDefault = 1
  case askAgain, handled
}

/// An https URL on `host`. `URL(string:)` cannot fail for the hosts the scenarios use; a file
/// URL stands in if it ever did, so that no test force-unwraps.
func webURL(_ host: String, path: String = "/") -> URL {
  URL(string: "https://\(host)\(path)") ?? URL(fileURLWithPath: path)
}

/// A challenge sender that does nothing: URLAuthenticationChallenge needs one.
final class WebKitChallengeSender: NSObject, URLAuthenticationChallengeSender {
  func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
  func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
  func cancel(_ challenge: URLAuthenticationChallenge) {}
  func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
  func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
}

/// A basic authentication challenge from `host`.
func makeChallenge(host: String) -> URLAuthenticationChallenge {
  let space = URLProtectionSpace(
    host: host,
    port: 443,
    protocol: "https",
    realm: "site",
    authenticationMethod: NSURLAuthenticationMethodHTTPBasic
  )
  return URLAuthenticationChallenge(
    protectionSpace: space,
    proposedCredential: nil,
    previousFailureCount: 0,
    failureResponse: nil,
    error: nil,
    sender: WebKitChallengeSender()
  )
}
