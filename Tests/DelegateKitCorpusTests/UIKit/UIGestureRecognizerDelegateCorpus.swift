// UIGestureRecognizerDelegate, transcribed from
// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate and its methods'
// pages. Left out: nothing; all 7 requirements, all optional as in UIKit.
// Defaults, from the pages: a recognizer begins and receives touches, presses and events unless
// the delegate refuses (true); it recognizes simultaneously and requires or is required to fail
// only when asked (false).
// DelegateKit's own choices, not UIKit's (a UIKit recognizer has one delegate): a multicast
// lets a recognizer begin only when every delegate agrees (`@Combining(.all)`) and recognize
// simultaneously when any delegate allows it (`@Combining(.any)`).
// The three gestureRecognizer(_:shouldReceive:) requirements share one Swift name and differ by
// parameter type (UITouch, UIPress, UIEvent), as in UIKit.
// UIView is in UIKitStubs.swift.
import DelegateKit
import Foundation
import Testing

/// `UIGestureRecognizer`, named to tell recognizers apart.
final class UIGestureRecognizer {
  let name: String
  var isEnabled = true

  init(name: String) {
    self.name = name
  }
}

/// `UITouch`, with the view it is in.
final class UITouch {
  let view: UIView?

  init(view: UIView?) {
    self.view = view
  }
}

/// `UIPress`.
final class UIPress {}

/// `UIEvent`.
final class UIEvent {}

/// UIKit's gesture recognizer delegate.
@MainActor
@Delegate
protocol UIGestureRecognizerDelegate: AnyObject {
  @Combining(.all)
  @Optional(default: true) func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  @Combining(.any)
  @Optional(default: false)
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  @Optional(default: false)
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  @Optional(default: false)
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  @Optional(default: true)
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
  @Optional(default: true)
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
  @Optional(default: true)
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

/// Coordinates a swipe-to-dismiss pan with a scroll view's own pan; members in its body.
@ExactResponder
@MainActor
final class SwipeToDismissCoordinator: UIGestureRecognizerDelegate {
  var isDismissible = true

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { isDismissible }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer.name == "scroll"
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer.name == "edge"
  }
}

/// Keeps touches on buttons (views tagged 1) and every press away from the recognizer; in an
/// extension.
final class ButtonAreaFilter {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

extension ButtonAreaFilter: UIGestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    journal.record("filter.touch")
    return touch.view?.tag != 1
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
    journal.record("filter.press")
    return false
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { gestureRecognizer.isEnabled }
}

/// Receives touches only, and says so with `@RespondsExactly`.
@ExactResponder
@MainActor
final class TouchOnlyFilter: UIGestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

@MainActor
@Suite("UIGestureRecognizerDelegate: overloads by parameter type, answers combined by .all and .any")
struct UIGestureRecognizerDelegateCorpusTests {
  @Test("shouldReceive: the overload for the argument's type answers")
  func overloads() {
    let journal = Journal()
    let pan = UIGestureRecognizer(name: "pan")
    let filter = ButtonAreaFilter(journal: journal)
    let multicast = UIGestureRecognizerDelegateMulticast()
    multicast.add(filter)
    #expect(multicast.gestureRecognizer(pan, shouldReceive: UITouch(view: UIView(tag: 1))) == false)
    #expect(multicast.gestureRecognizer(pan, shouldReceive: UITouch(view: nil)))
    #expect(multicast.gestureRecognizer(pan, shouldReceive: UIPress()) == false)
    #expect(multicast.gestureRecognizer(pan, shouldReceive: UIEvent()), "no delegate implements it: true")
    #expect(journal.entries == ["filter.touch", "filter.touch", "filter.press"])
  }

  @Test("@Combining(.all): a recognizer begins only when every delegate agrees")
  func shouldBeginAll() {
    let journal = Journal()
    let pan = UIGestureRecognizer(name: "pan")
    let coordinator = SwipeToDismissCoordinator()
    let filter = ButtonAreaFilter(journal: journal)
    let multicast = UIGestureRecognizerDelegateMulticast()
    #expect(multicast.gestureRecognizerShouldBegin(pan), "no delegate: true")
    multicast.add(coordinator)
    multicast.add(filter)
    #expect(multicast.gestureRecognizerShouldBegin(pan))
    coordinator.isDismissible = false
    #expect(multicast.gestureRecognizerShouldBegin(pan) == false, "the coordinator refuses")
    coordinator.isDismissible = true
    pan.isEnabled = false
    #expect(multicast.gestureRecognizerShouldBegin(pan) == false, "the filter refuses")
    pan.isEnabled = true
  }

  @Test("@Combining(.any) for simultaneous recognition; the first implementer for failures")
  func simultaneousAny() {
    let journal = Journal()
    let pan = UIGestureRecognizer(name: "pan")
    let coordinator = SwipeToDismissCoordinator()
    let filter = ButtonAreaFilter(journal: journal)
    let scroll = UIGestureRecognizer(name: "scroll")
    let edge = UIGestureRecognizer(name: "edge")
    let multicast = UIGestureRecognizerDelegateMulticast()
    #expect(multicast.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: scroll) == false)
    multicast.add(filter)
    #expect(multicast.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: scroll) == false, "default false")
    multicast.add(coordinator)
    #expect(multicast.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: scroll))
    #expect(multicast.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: edge) == false)
    #expect(multicast.gestureRecognizer(pan, shouldRequireFailureOf: edge))
    #expect(multicast.gestureRecognizer(pan, shouldBeRequiredToFailBy: edge) == false, "nobody: false")
  }

  // `@RespondsExactly` records Swift names ("gestureRecognizer(_:shouldReceive:)"), which the
  // three overloads share, so the touch-only filter's declaration seems to cover the press
  // overload too. The first call must still find that it ran the generated default (true) and
  // ask the button filter after it (false).
  @Test("@RespondsExactly and overloads sharing a Swift name: the press goes to its implementer")
  func respondsExactlyOverloads() {
    let journal = Journal()
    let pan = UIGestureRecognizer(name: "pan")
    let touchOnly = TouchOnlyFilter()
    let filter = ButtonAreaFilter(journal: journal)
    let multicast = UIGestureRecognizerDelegateMulticast()
    multicast.add(touchOnly)
    multicast.add(filter)
    #expect(multicast.gestureRecognizer(pan, shouldReceive: UIPress()) == false, "the filter's answer")
    #expect(journal.entries == ["filter.press"])
  }

  @Test("A proxy, a router and responds(to:)")
  func proxyRouterResponds() {
    let journal = Journal()
    let pan = UIGestureRecognizer(name: "pan")
    let coordinator = SwipeToDismissCoordinator()
    let filter = ButtonAreaFilter(journal: journal)
    let proxy = UIGestureRecognizerDelegateProxy(coordinator)
    #expect(proxy.gestureRecognizer(pan, shouldReceive: UITouch(view: UIView(tag: 1))), "the coordinator: true")
    proxy.delegate = filter
    #expect(proxy.gestureRecognizer(pan, shouldReceive: UITouch(view: UIView(tag: 1))) == false)
    let router = UIGestureRecognizerDelegateRouter<String>()
    router.setDelegate(coordinator, for: "sheet")
    router.setDelegate(filter, for: "list")
    coordinator.isDismissible = false
    router.select("sheet")
    #expect(router.gestureRecognizerShouldBegin(pan) == false)
    router.select("list")
    #expect(router.gestureRecognizerShouldBegin(pan))
    let multicast = UIGestureRecognizerDelegateMulticast()
    multicast.add(coordinator)
    #expect(multicast.responds(to: .gestureRecognizerShouldBegin))
    #expect(!multicast.responds(to: .gestureRecognizerShouldBeRequiredToFailBy), "known at registration")
    withExtendedLifetime((coordinator, filter)) {}
  }
}
