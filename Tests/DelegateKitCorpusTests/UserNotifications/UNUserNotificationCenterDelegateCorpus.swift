// UNUserNotificationCenterDelegate, transcribed from
// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate and
// its methods' pages (.../usernotificationcenter(_:willpresent:withcompletionhandler:) and
// .../usernotificationcenter(_:didreceive:withcompletionhandler:)).
// 5 requirements, all optional as in the SDK: the 3 methods and the async forms the SDK imports
// for the 2 with a `completionHandler`:
//   userNotificationCenter(_:willPresent:) async -> UNNotificationPresentationOptions
//   userNotificationCenter(_:didReceive:) async
// Left out: nothing.
// Isolation: the protocol is neither `@MainActor` nor `Sendable` in the SDK (`protocol
// UNUserNotificationCenterDelegate : NSObjectProtocol`); its handlers are `@Sendable`, called
// from any thread. So a plain `@Delegate` protocol here, whose async requirements run where the
// client's settings put a nonisolated async function.
// Defaults: without willPresent the system does not present a notification that arrives while
// the app is in the foreground (no options); didReceive's handler takes nothing.
// Not expressible: a handler method and its async form are one Objective-C method, which the
// system calls once; here two requirements (see WKNavigationDelegateCorpus).
import DelegateKit
import Foundation
import Testing

/// `UNUserNotificationCenter`.
final class UNUserNotificationCenter: Sendable {}

/// `UNNotification`, with its request's identifier and category.
final class UNNotification: Sendable {
  let identifier: String
  let categoryIdentifier: String

  init(identifier: String, categoryIdentifier: String = "") {
    self.identifier = identifier
    self.categoryIdentifier = categoryIdentifier
  }
}

/// `UNNotificationResponse`, with the action the user chose.
final class UNNotificationResponse: Sendable {
  let notification: UNNotification
  let actionIdentifier: String

  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// `UNNotificationPresentationOptions`, with the SDK's options and raw values.
struct UNNotificationPresentationOptions: OptionSet, Sendable {
  let rawValue: UInt

  static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The user notification center's delegate: foreground presentation, responses, settings.
@Delegate
protocol UNUserNotificationCenterDelegate: AnyObject {
  @Optional(completing: UNNotificationPresentationOptions())
  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  )
  @Optional(default: UNNotificationPresentationOptions())
  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions
  @Optional func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  )
  @Optional func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    didReceive response: UNNotificationResponse
  ) async
  // The notification is nil when the user opened the app's notification settings from Settings.
  @Optional func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    openSettingsFor notification: UNNotification?
  )
}

/// Shows chat messages as banners unless their conversation is on screen, and opens the
/// conversation a response names; completion handlers, members in its body.
@ExactResponder
final class ChatNotificationHandler: UNUserNotificationCenterDelegate {
  let journal = SharedJournal()
  let visibleConversation: String?

  init(visibleConversation: String?) {
    self.visibleConversation = visibleConversation
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    journal.record("chat.willPresent(\(notification.identifier))")
    completionHandler(notification.categoryIdentifier == visibleConversation ? [] : [.banner, .sound])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    journal.record("chat.open(\(response.notification.categoryIdentifier), \(response.actionIdentifier))")
    completionHandler()
  }
}

/// Handles notifications with the async forms, and the in-app settings link; in an extension.
final class AsyncNotificationRouter {
  let journal = SharedJournal()
}

extension AsyncNotificationRouter: UNUserNotificationCenterDelegate {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    await Task.yield()
    return [.list, .badge]
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    await Task.yield()
    journal.record("async.didReceive(\(response.actionIdentifier))")
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {
    journal.record("async.openSettings(\(notification?.identifier ?? "app"))")
  }
}

@Suite("UNUserNotificationCenterDelegate: @Sendable handlers called once, and the async forms")
struct UNUserNotificationCenterDelegateCorpusTests {
  let center = UNUserNotificationCenter()
  let message = UNNotification(identifier: "m1", categoryIdentifier: "ada")

  @Test("willPresent: two handlers, one, none; the options handler runs once, with [] by default")
  func willPresent() {
    let calls = SharedJournal()
    let multicast = UNUserNotificationCenterDelegateMulticast()
    multicast.userNotificationCenter(center, willPresent: message) { calls.record("none:\($0.rawValue)") }
    let router = AsyncNotificationRouter()
    multicast.add(router)
    multicast.userNotificationCenter(center, willPresent: message) { calls.record("async only:\($0.rawValue)") }
    let onScreen = ChatNotificationHandler(visibleConversation: "ada")
    let elsewhere = ChatNotificationHandler(visibleConversation: nil)
    multicast.add(onScreen)
    multicast.add(elsewhere)
    multicast.userNotificationCenter(center, willPresent: message) { calls.record("two:\($0.rawValue)") }
    let bannerAndSound = UNNotificationPresentationOptions([.banner, .sound]).rawValue
    #expect(calls.entries == ["none:0", "async only:0", "two:0"])
    #expect(onScreen.journal.entries == ["chat.willPresent(m1)"])
    #expect(elsewhere.journal.entries.isEmpty, "only the first implementer presents")
    let proxy = UNUserNotificationCenterDelegateProxy(elsewhere)
    proxy.userNotificationCenter(center, willPresent: message) { calls.record("proxy:\($0.rawValue)") }
    #expect(calls.entries.last == "proxy:\(bannerAndSound)")
  }

  @Test("didReceive: the () -> Void handler runs once, through a multicast, a proxy and a router")
  func didReceive() {
    let calls = SharedJournal()
    let response = UNNotificationResponse(notification: message, actionIdentifier: "reply")
    let chat = ChatNotificationHandler(visibleConversation: nil)
    let other = ChatNotificationHandler(visibleConversation: nil)
    let multicast = UNUserNotificationCenterDelegateMulticast()
    multicast.userNotificationCenter(center, didReceive: response) { calls.record("none") }
    multicast.add(chat)
    multicast.add(other)
    multicast.userNotificationCenter(center, didReceive: response) { calls.record("multicast") }
    let proxy = UNUserNotificationCenterDelegateProxy()
    proxy.userNotificationCenter(center, didReceive: response) { calls.record("empty proxy") }
    let router = UNUserNotificationCenterDelegateRouter<String>()
    router.setDelegate(other, for: "chat")
    router.select("chat")
    router.userNotificationCenter(center, didReceive: response) { calls.record("router") }
    #expect(calls.entries == ["none", "multicast", "empty proxy", "router"])
    #expect(chat.journal.entries == ["chat.open(ada, reply)"])
    #expect(other.journal.entries == ["chat.open(ada, reply)"])
  }

  @Test("Async forms: the async implementer answers; handler-only delegates are not asked")
  func asyncForms() async {
    let chat = ChatNotificationHandler(visibleConversation: nil)
    let router = AsyncNotificationRouter()
    let multicast = UNUserNotificationCenterDelegateMulticast()
    let silent = UNNotificationPresentationOptions()
    #expect(await multicast.userNotificationCenter(center, willPresent: message) == silent)
    multicast.add(chat)
    #expect(await multicast.userNotificationCenter(center, willPresent: message) == silent, "handler form only")
    multicast.add(router)
    let listed = UNNotificationPresentationOptions([.list, .badge])
    #expect(await multicast.userNotificationCenter(center, willPresent: message) == listed)
    let response = UNNotificationResponse(notification: message, actionIdentifier: "open")
    await multicast.userNotificationCenter(center, didReceive: response)
    #expect(router.journal.entries == ["async.didReceive(open)"])
    #expect(chat.journal.entries.isEmpty)
  }

  @Test("openSettingsFor takes an optional notification; responds(to:) before and after calls")
  func openSettingsAndResponds() {
    let chat = ChatNotificationHandler(visibleConversation: nil)
    let router = AsyncNotificationRouter()
    let multicast = UNUserNotificationCenterDelegateMulticast()
    multicast.add(chat)
    #expect(!multicast.responds(to: .userNotificationCenterOpenSettingsFor), "@RespondsExactly: known at registration")
    multicast.add(router)
    #expect(multicast.responds(to: .userNotificationCenterOpenSettingsFor))
    multicast.userNotificationCenter(center, openSettingsFor: nil)
    multicast.userNotificationCenter(center, openSettingsFor: message)
    #expect(router.journal.entries == ["async.openSettings(app)", "async.openSettings(m1)"])
    #expect(multicast.responds(to: .userNotificationCenterWillPresentWithCompletionHandler))
    withExtendedLifetime((chat, router)) {}
  }
}
