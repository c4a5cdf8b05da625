// WKUIDelegate's tests; the protocol, its delegates, its sources and what was left out are in
// WKUIDelegateCorpus.swift.
import DelegateKit
import Foundation
import Testing

@MainActor
@Suite("WKUIDelegate: the JavaScript panels' handlers are called exactly once")
struct WKUIDelegateCorpusTests {
  @Test("Alert: two presenters, one, none; the () -> Void handler runs once each time")
  func alert() {
    let journal = Journal()
    let webView = WKWebView()
    let frame = WKFrameInfo(host: "news.example")
    let calls = SharedJournal()
    let multicast = WKUIDelegateMulticast()
    multicast.webView(webView, runJavaScriptAlertPanelWithMessage: "hi", initiatedByFrame: frame) {
      calls.record("none")
    }
    let chrome = BrowserChrome(journal: journal, trustedHost: "news.example")
    multicast.add(chrome)
    multicast.webView(webView, runJavaScriptAlertPanelWithMessage: "hi", initiatedByFrame: frame) {
      calls.record("chrome")
    }
    let first = PanelPresenter("first", journal: journal)
    let second = PanelPresenter("second", journal: journal)
    multicast.add(first)
    multicast.add(second)
    multicast.webView(webView, runJavaScriptAlertPanelWithMessage: "hi", initiatedByFrame: frame) {
      calls.record("two")
    }
    #expect(calls.entries == ["none", "chrome", "two"])
    #expect(journal.entries == ["first.alert(news.example: hi)"])
  }

  @Test("Confirm and prompt: the presenter's answer, or Cancel (false, nil) without one")
  func confirmAndPrompt() {
    let journal = Journal()
    let webView = WKWebView()
    let frame = WKFrameInfo(host: "shop.example")
    let calls = SharedJournal()
    let multicast = WKUIDelegateMulticast()
    multicast.webView(webView, runJavaScriptConfirmPanelWithMessage: "Buy?", initiatedByFrame: frame) {
      calls.record("confirm none:\($0)")
    }
    multicast.webView(
      webView,
      runJavaScriptTextInputPanelWithPrompt: "Name",
      defaultText: "Ada",
      initiatedByFrame: frame
    ) {
      calls.record("prompt none:\($0 ?? "nil")")
    }
    let presenter = PanelPresenter("presenter", journal: journal)
    multicast.add(presenter)
    multicast.webView(webView, runJavaScriptConfirmPanelWithMessage: "Buy?", initiatedByFrame: frame) {
      calls.record("confirm:\($0)")
    }
    multicast.webView(
      webView,
      runJavaScriptTextInputPanelWithPrompt: "Name",
      defaultText: nil,
      initiatedByFrame: frame
    ) {
      calls.record("prompt:\($0 ?? "nil")")
    }
    #expect(calls.entries == ["confirm none:false", "prompt none:nil", "confirm:true", "prompt:guest"])
    #expect(journal.entries == ["presenter.confirm", "presenter.prompt"])
  }

  @Test("A proxy and a router: their one presenter, or the default answer")
  func proxyAndRouter() {
    let journal = Journal()
    let webView = WKWebView()
    let frame = WKFrameInfo(host: "mail.example")
    let calls = SharedJournal()
    let presenter = PanelPresenter("presenter", journal: journal)
    let chrome = BrowserChrome(journal: journal, trustedHost: "mail.example")
    let proxy = WKUIDelegateProxy(chrome)
    proxy.webView(webView, runJavaScriptConfirmPanelWithMessage: "Send?", initiatedByFrame: frame) {
      calls.record("proxy chrome:\($0)")
    }
    proxy.delegate = presenter
    proxy.webView(webView, runJavaScriptConfirmPanelWithMessage: "Send?", initiatedByFrame: frame) {
      calls.record("proxy presenter:\($0)")
    }
    let router = WKUIDelegateRouter<String>()
    router.setDelegate(presenter, for: "mail")
    router.setDefaultDelegate(chrome)
    router.webView(webView, runJavaScriptAlertPanelWithMessage: "Sent", initiatedByFrame: frame) {
      calls.record("default")
    }
    router.select("mail")
    router.webView(webView, runJavaScriptAlertPanelWithMessage: "Sent", initiatedByFrame: frame) {
      calls.record("mail")
    }
    #expect(calls.entries == ["proxy chrome:false", "proxy presenter:true", "default", "mail"])
    #expect(journal.entries == ["presenter.confirm", "presenter.alert(mail.example: Sent)"])
  }

  @Test("Permissions, context menus and Lockdown Mode: the implementer's answer, or WebKit's default")
  func permissionsAndMenus() {
    let journal = Journal()
    let webView = WKWebView()
    let frame = WKFrameInfo(host: "meet.example")
    let trusted = WKSecurityOrigin(host: "meet.example")
    let calls = SharedJournal()
    let multicast = WKUIDelegateMulticast()
    multicast.webView(webView, requestMediaCapturePermissionFor: trusted, initiatedByFrame: frame, type: .camera) {
      calls.record("media none:\($0)")
    }
    multicast.webView(webView, requestDeviceOrientationAndMotionPermissionFor: trusted, initiatedByFrame: frame) {
      calls.record("motion none:\($0)")
    }
    let link = WKContextMenuElementInfo(linkURL: webURL("meet.example", path: "/room"))
    multicast.webView(webView, contextMenuConfigurationForElement: link) {
      calls.record("menu none:\($0?.identifier ?? "nil")")
    }
    multicast.webView(webView, showLockdownModeFirstUseMessage: "Lockdown") { calls.record("lockdown none:\($0)") }
    let chrome = BrowserChrome(journal: journal, trustedHost: "meet.example")
    multicast.add(chrome)
    multicast.webView(webView, requestMediaCapturePermissionFor: trusted, initiatedByFrame: frame, type: .camera) {
      calls.record("camera:\($0)")
    }
    multicast.webView(webView, requestMediaCapturePermissionFor: trusted, initiatedByFrame: frame, type: .microphone) {
      calls.record("microphone:\($0)")
    }
    multicast.webView(webView, contextMenuConfigurationForElement: link) {
      calls.record("menu:\($0?.identifier ?? "nil")")
    }
    multicast.webView(webView, contextMenuDidEndForElement: link)
    let expected = [
      "media none:prompt", "motion none:prompt", "menu none:nil", "lockdown none:showDefault", "camera:grant",
      "microphone:deny", "menu:https://meet.example/room",
    ]
    #expect(calls.entries == expected)
    #expect(journal.entries == ["chrome.menuDidEnd"])
  }

  @Test("New windows: the chrome's web view for its host, nil (cancel) otherwise")
  func newWindows() {
    let journal = Journal()
    let webView = WKWebView()
    let configuration = WKWebViewConfiguration()
    let features = WKWindowFeatures()
    let popup = WKNavigationAction(url: webURL("news.example", path: "/popup"))
    let multicast = WKUIDelegateMulticast()
    #expect(multicast.webView(webView, createWebViewWith: configuration, for: popup, windowFeatures: features) == nil)
    let chrome = BrowserChrome(journal: journal, trustedHost: "news.example")
    multicast.add(chrome)
    let created = multicast.webView(webView, createWebViewWith: configuration, for: popup, windowFeatures: features)
    #expect(created?.url?.path == "/popup")
    multicast.webViewDidClose(webView)
    #expect(journal.entries == ["chrome.didClose"])
  }

  @Test("Async forms: answered by the presenters that implement them, else Cancel")
  func asyncForms() async {
    let journal = Journal()
    let webView = WKWebView()
    let frame = WKFrameInfo(host: "news.example")
    let multicast = WKUIDelegateMulticast()
    let handlerOnly = PanelPresenter("handlers", journal: journal)
    multicast.add(handlerOnly)
    await multicast.webView(webView, runJavaScriptAlertPanelWithMessage: "hi", initiatedByFrame: frame)
    let refused = await multicast.webView(webView, runJavaScriptConfirmPanelWithMessage: "ok", initiatedByFrame: frame)
    #expect(refused == false, "Cancel")
    let none = await multicast.webView(
      webView,
      runJavaScriptTextInputPanelWithPrompt: "Name",
      defaultText: nil,
      initiatedByFrame: frame
    )
    #expect(none == nil)
    let trusted = WKSecurityOrigin(host: "news.example")
    let decision = await multicast.webView(
      webView,
      decideMediaCapturePermissionsFor: trusted,
      initiatedBy: frame,
      type: .camera
    )
    #expect(decision == .prompt)
    #expect(await multicast.webView(webView, showLockdownModeFirstUseMessage: "Lockdown") == .showDefault)
    let asyncPresenter = AsyncPanelPresenter(journal: journal)
    multicast.add(asyncPresenter)
    await multicast.webView(webView, runJavaScriptAlertPanelWithMessage: "hi", initiatedByFrame: frame)
    #expect(await multicast.webView(webView, runJavaScriptConfirmPanelWithMessage: "ok?", initiatedByFrame: frame))
    let name = await multicast.webView(
      webView,
      runJavaScriptTextInputPanelWithPrompt: "Name",
      defaultText: nil,
      initiatedByFrame: frame
    )
    #expect(name == "async Name")
    #expect(journal.entries == ["async.alert(hi)"], "the handler forms were not called")
  }

  @Test("responds(to:): exact for the presenter, learned for the chrome")
  func responds() {
    let journal = Journal()
    let presenter = PanelPresenter("presenter", journal: journal)
    let chrome = BrowserChrome(journal: journal, trustedHost: "news.example")
    let multicast = WKUIDelegateMulticast()
    multicast.add(presenter)
    #expect(multicast.responds(to: .webViewDidClose) == false, "@RespondsExactly: known at registration")
    multicast.add(chrome)
    #expect(multicast.responds(to: .webViewDidClose))
    #expect(multicast.responds(to: .webViewContextMenuWillPresentForElement), "the chrome: not called yet")
    let info = WKContextMenuElementInfo(linkURL: nil)
    multicast.webView(WKWebView(), contextMenuWillPresentForElement: info)
    #expect(!multicast.responds(to: .webViewContextMenuWillPresentForElement))
    withExtendedLifetime((presenter, chrome)) {}
  }
}
