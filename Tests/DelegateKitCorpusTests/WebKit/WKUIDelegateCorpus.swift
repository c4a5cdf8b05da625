// WKUIDelegate (iOS), transcribed from https://developer.apple.com/documentation/webkit/wkuidelegate
// and, for the defaults and the async names (WK_SWIFT_ASYNC_NAME), the header in
// github.com/WebKit/WebKit, Source/WebKit/UIProcess/API/Cocoa/WKUIDelegate.h.
// 20 requirements, all optional as in WebKit: 14 methods and 6 async forms, those of the 5
// whose last parameter is a `completionHandler` (the three JavaScript panels, the context menu
// configuration, the Lockdown Mode message; imported as async by the Clang importer's rule) and
// of the media capture decision, which the header names for async import. The device
// orientation decision's handler is a `decisionHandler` the header does not name: no async form.
// Left out:
// - webView(_:shouldPreviewElement:), webView(_:previewingViewControllerForElement:
//   defaultActions:), webView(_:commitPreviewingViewController:): deprecated since iOS 13;
// - webView(_:runOpenPanelWith:initiatedByFrame:completionHandler:): macOS only.
// Handlers: the panels' are `@escaping @MainActor @Sendable`, as the Swift pages print them; the
// others are written the same way (an assumption: their pages were not all available).
// Defaults, from the header: without the method the web view cancels the new window (nil), acts
// as if the user chose OK on an alert, Cancel on a confirm or prompt (false, nil), prompts for
// media capture (.prompt), and shows its default Lockdown Mode message (.showDefault).
// Unclear: device orientation and motion (no default stated): .prompt, as for media capture;
// the context menu configuration: nil ("pass nil to not show a context menu"), where WebKit
// without the method shows its own menu.
// Not expressible: as for WKNavigationDelegate, a handler method and its async form are one
// Objective-C method in WebKit and two requirements here.
// The delegates follow the protocol; the tests are in WKUIDelegateCorpus+Scenarios.swift. The
// WebKit stand-ins are in WebKitStubs.swift; UIContextMenuConfiguration and the animators in
// UIKit/UIKitStubs.swift.
import DelegateKit
import Foundation

/// WebKit's UI delegate: new windows, JavaScript panels, permissions and context menus.
@MainActor
@Delegate
protocol WKUIDelegate: AnyObject {
  @Optional func webView(
    _ webView: WKWebView,
    createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction,
    windowFeatures: WKWindowFeatures
  ) -> WKWebView?
  @Optional func webViewDidClose(_ webView: WKWebView)

  // MARK: JavaScript panels

  @Optional func webView(
    _ webView: WKWebView,
    runJavaScriptAlertPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable () -> Void
  )
  @Optional func webView(
    _ webView: WKWebView,
    runJavaScriptAlertPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo
  ) async
  @Optional(completing: false)
  func webView(
    _ webView: WKWebView,
    runJavaScriptConfirmPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
  )
  @Optional(default: false)
  func webView(
    _ webView: WKWebView,
    runJavaScriptConfirmPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo
  ) async -> Bool
  @Optional(completing: nil)
  func webView(
    _ webView: WKWebView,
    runJavaScriptTextInputPanelWithPrompt prompt: String,
    defaultText: String?,
    initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (String?) -> Void
  )
  @Optional func webView(
    _ webView: WKWebView,
    runJavaScriptTextInputPanelWithPrompt prompt: String,
    defaultText: String?,
    initiatedByFrame frame: WKFrameInfo
  ) async -> String?

  // MARK: Permissions

  @Optional(completing: WKPermissionDecision.prompt)
  func webView(
    _ webView: WKWebView,
    requestMediaCapturePermissionFor origin: WKSecurityOrigin,
    initiatedByFrame frame: WKFrameInfo,
    type: WKMediaCaptureType,
    decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
  )
  @Optional(default: WKPermissionDecision.prompt)
  func webView(
    _ webView: WKWebView,
    decideMediaCapturePermissionsFor origin: WKSecurityOrigin,
    initiatedBy frame: WKFrameInfo,
    type: WKMediaCaptureType
  ) async -> WKPermissionDecision
  @Optional(completing: WKPermissionDecision.prompt)
  func webView(
    _ webView: WKWebView,
    requestDeviceOrientationAndMotionPermissionFor origin: WKSecurityOrigin,
    initiatedByFrame frame: WKFrameInfo,
    decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
  )

  // MARK: Context menus, Lockdown Mode, edit menus

  @Optional(completing: nil)
  func webView(
    _ webView: WKWebView,
    contextMenuConfigurationForElement elementInfo: WKContextMenuElementInfo,
    completionHandler: @escaping @MainActor @Sendable (UIContextMenuConfiguration?) -> Void
  )
  @Optional func webView(
    _ webView: WKWebView,
    contextMenuConfigurationFor elementInfo: WKContextMenuElementInfo
  ) async -> UIContextMenuConfiguration?
  @Optional func webView(_ webView: WKWebView, contextMenuWillPresentForElement elementInfo: WKContextMenuElementInfo)
  @Optional func webView(
    _ webView: WKWebView,
    contextMenuForElement elementInfo: WKContextMenuElementInfo,
    willCommitWithAnimator animator: any UIContextMenuInteractionCommitAnimating
  )
  @Optional func webView(_ webView: WKWebView, contextMenuDidEndForElement elementInfo: WKContextMenuElementInfo)
  @Optional(completing: WKDialogResult.showDefault)
  func webView(
    _ webView: WKWebView,
    showLockdownModeFirstUseMessage message: String,
    completionHandler: @escaping @MainActor @Sendable (WKDialogResult) -> Void
  )
  @Optional(default: WKDialogResult.showDefault)
  func webView(_ webView: WKWebView, showLockdownModeFirstUseMessage message: String) async -> WKDialogResult
  @Optional func webView(
    _ webView: WKWebView,
    willPresentEditMenuWithAnimator animator: any UIEditMenuInteractionAnimating
  )
  @Optional func webView(
    _ webView: WKWebView,
    willDismissEditMenuWithAnimator animator: any UIEditMenuInteractionAnimating
  )
}

/// Shows the JavaScript panels with completion handlers; its members are in its body.
@ExactResponder
@MainActor
final class PanelPresenter: WKUIDelegate {
  let name: String
  let journal: Journal

  init(_ name: String, journal: Journal) {
    self.name = name
    self.journal = journal
  }

  func webView(
    _ webView: WKWebView,
    runJavaScriptAlertPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable () -> Void
  ) {
    journal.record("\(name).alert(\(frame.host): \(message))")
    completionHandler()
  }

  func webView(
    _ webView: WKWebView,
    runJavaScriptConfirmPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
  ) {
    journal.record("\(name).confirm")
    completionHandler(message.hasSuffix("?"))
  }

  func webView(
    _ webView: WKWebView,
    runJavaScriptTextInputPanelWithPrompt prompt: String,
    defaultText: String?,
    initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (String?) -> Void
  ) {
    journal.record("\(name).prompt")
    completionHandler(defaultText ?? "guest")
  }
}

/// Shows the panels with the async forms.
@MainActor
final class AsyncPanelPresenter: WKUIDelegate {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  func webView(
    _ webView: WKWebView,
    runJavaScriptAlertPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo
  ) async {
    journal.record("async.alert(\(message))")
  }

  func webView(
    _ webView: WKWebView,
    runJavaScriptConfirmPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo
  ) async -> Bool {
    true
  }

  func webView(
    _ webView: WKWebView,
    runJavaScriptTextInputPanelWithPrompt prompt: String,
    defaultText: String?,
    initiatedByFrame frame: WKFrameInfo
  ) async -> String? {
    "async \(prompt)"
  }
}

/// Opens windows, grants the camera to one trusted host and offers a link menu; in an extension.
final class BrowserChrome {
  let journal: Journal
  let trustedHost: String

  init(journal: Journal, trustedHost: String) {
    self.journal = journal
    self.trustedHost = trustedHost
  }
}

extension BrowserChrome: WKUIDelegate {
  func webView(
    _ webView: WKWebView,
    createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction,
    windowFeatures: WKWindowFeatures
  ) -> WKWebView? {
    navigationAction.url.host == trustedHost ? WKWebView(url: navigationAction.url) : nil
  }

  func webViewDidClose(_ webView: WKWebView) {
    journal.record("chrome.didClose")
  }

  func webView(
    _ webView: WKWebView,
    requestMediaCapturePermissionFor origin: WKSecurityOrigin,
    initiatedByFrame frame: WKFrameInfo,
    type: WKMediaCaptureType,
    decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
  ) {
    decisionHandler(origin.host == trustedHost && type == .camera ? .grant : .deny)
  }

  func webView(
    _ webView: WKWebView,
    contextMenuConfigurationForElement elementInfo: WKContextMenuElementInfo,
    completionHandler: @escaping @MainActor @Sendable (UIContextMenuConfiguration?) -> Void
  ) {
    completionHandler(elementInfo.linkURL.map { UIContextMenuConfiguration(identifier: $0.absoluteString) })
  }

  func webView(_ webView: WKWebView, contextMenuDidEndForElement elementInfo: WKContextMenuElementInfo) {
    journal.record("chrome.menuDidEnd")
  }
}
