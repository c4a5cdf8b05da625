// UIAdaptivePresentationControllerDelegate, transcribed from
// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate and
// its methods' pages (.../adaptivepresentationstyle(for:), .../presentationcontroller(_:prepare:),
// .../presentationcontroller(_:willpresentwithadaptivestyle:transitioncoordinator:)), and
// https://developer.apple.com/documentation/uikit/uipresentationcontroller/adaptivepresentationstyle
// for the default style. Left out: nothing; all 9 requirements, all optional as in UIKit.
// Not expressible: UIKit calls adaptivePresentationStyle(for:traitCollection:) *instead of*
// adaptivePresentationStyle(for:) when the delegate implements it. Here they are two
// requirements with the same default.
// Defaults: UIPresentationController.adaptivePresentationStyle is "UIModalPresentationStyle.none
// if a delegate was not provided or does not return a valid value", so both style requirements
// default to `.none` (no adaptation). Unclear: UIKit's popover presentation adapts to full screen
// in a compact width without a delegate; `.none` is the documented value, kept here.
// presentationControllerShouldDismiss defaults to true (the sheet may be dismissed).
// DelegateKit's own choice, not UIKit's: with several delegates, the sheet is dismissed only
// when every one agrees (`@Combining(.all)`).
// UIViewController is in UIKitStubs.swift.
import DelegateKit
import Foundation
import Testing

/// `UIModalPresentationStyle`, with UIKit's cases and raw values.
enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case blurOverFullScreen = 8
  case none = -1
  case automatic = -2
}

/// `UIPresentationController`.
final class UIPresentationController {
  let presentedViewController: UIViewController
  let presentationStyle: UIModalPresentationStyle

  init(presented: UIViewController, style: UIModalPresentationStyle) {
    presentedViewController = presented
    presentationStyle = style
  }
}

/// `UITraitCollection`, with the horizontal size class the adaptation depends on.
final class UITraitCollection {
  let isHorizontallyCompact: Bool

  init(isHorizontallyCompact: Bool) {
    self.isHorizontallyCompact = isHorizontallyCompact
  }
}

/// `UIViewControllerTransitionCoordinator`.
protocol UIViewControllerTransitionCoordinator: AnyObject {}

/// UIKit's adaptive presentation delegate.
@MainActor
@Delegate
protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  @Optional(default: UIModalPresentationStyle.none)
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  @Optional(default: UIModalPresentationStyle.none)
  func adaptivePresentationStyle(
    for controller: UIPresentationController,
    traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  // nil: the presentation keeps its presented view controller.
  @Optional func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  @Optional func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  )
  @Optional func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController
  )
  @Combining(.all)
  @Optional(default: true)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  @Optional func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  @Optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  @Optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

/// A sheet that edits a document: it refuses a swipe-down while there are unsaved changes and
/// asks what to do instead; its members are in its body.
@ExactResponder
@MainActor
final class DocumentSheetGuard: UIAdaptivePresentationControllerDelegate {
  let journal: Journal
  var hasChanges = false

  init(journal: Journal) {
    self.journal = journal
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { !hasChanges }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    journal.record("guard.confirmDiscard")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    journal.record("guard.didDismiss")
  }
}

/// Keeps a popover a popover on a compact width, and wraps the content otherwise; in an
/// extension.
final class PopoverKeeper {
  let journal: Journal
  let wrapper = UIViewController(title: "navigation")

  init(journal: Journal) {
    self.journal = journal
  }
}

extension PopoverKeeper: UIAdaptivePresentationControllerDelegate {
  func adaptivePresentationStyle(
    for controller: UIPresentationController,
    traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    traitCollection.isHorizontallyCompact ? UIModalPresentationStyle.none : .formSheet
  }

  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    style == .fullScreen ? wrapper : nil
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    journal.record("keeper.didDismiss")
  }
}

@MainActor
@Suite("UIAdaptivePresentationControllerDelegate: adaptive styles and the dismissal veto")
struct UIAdaptivePresentationControllerDelegateCorpusTests {
  @Test("Void calls reach every implementer in registration order, and no one else")
  func voidCalls() {
    let journal = Journal()
    let sheetGuard = DocumentSheetGuard(journal: journal)
    let keeper = PopoverKeeper(journal: journal)
    let multicast = UIAdaptivePresentationControllerDelegateMulticast()
    multicast.add(keeper)
    multicast.add(sheetGuard)
    let controller = UIPresentationController(presented: UIViewController(title: "doc"), style: .pageSheet)
    multicast.presentationControllerWillDismiss(controller)
    multicast.presentationControllerDidDismiss(controller)
    multicast.presentationController(controller, prepare: controller)
    multicast.presentationController(controller, willPresentWithAdaptiveStyle: .fullScreen, transitionCoordinator: nil)
    #expect(journal.entries == ["keeper.didDismiss", "guard.didDismiss"])
  }

  @Test("Adaptive styles: the implementer's, or .none (no adaptation) when none answers")
  func styles() {
    let journal = Journal()
    let controller = UIPresentationController(presented: UIViewController(title: "menu"), style: .popover)
    let compact = UITraitCollection(isHorizontallyCompact: true)
    let regular = UITraitCollection(isHorizontallyCompact: false)
    let multicast = UIAdaptivePresentationControllerDelegateMulticast()
    let noAdaptation = UIModalPresentationStyle.none
    #expect(multicast.adaptivePresentationStyle(for: controller) == noAdaptation)
    #expect(multicast.adaptivePresentationStyle(for: controller, traitCollection: compact) == noAdaptation)
    let kept = multicast.presentationController(controller, viewControllerForAdaptivePresentationStyle: .popover)
    #expect(kept == nil)
    let keeper = PopoverKeeper(journal: journal)
    multicast.add(keeper)
    #expect(multicast.adaptivePresentationStyle(for: controller, traitCollection: regular) == .formSheet)
    #expect(multicast.adaptivePresentationStyle(for: controller) == noAdaptation, "the keeper implements the other")
    let wrapped = multicast.presentationController(controller, viewControllerForAdaptivePresentationStyle: .fullScreen)
    #expect(wrapped?.title == "navigation")
  }

  @Test("@Combining(.all): the sheet is dismissed only when every delegate agrees")
  func dismissalVeto() {
    let journal = Journal()
    let controller = UIPresentationController(presented: UIViewController(title: "doc"), style: .pageSheet)
    let multicast = UIAdaptivePresentationControllerDelegateMulticast()
    #expect(multicast.presentationControllerShouldDismiss(controller), "no delegate: dismissible")
    let keeper = PopoverKeeper(journal: journal)
    let sheetGuard = DocumentSheetGuard(journal: journal)
    multicast.add(keeper)
    multicast.add(sheetGuard)
    #expect(multicast.presentationControllerShouldDismiss(controller))
    sheetGuard.hasChanges = true
    #expect(multicast.presentationControllerShouldDismiss(controller) == false)
    // UIKit then tells the delegate the user tried.
    multicast.presentationControllerDidAttemptToDismiss(controller)
    #expect(journal.entries == ["guard.confirmDiscard"])
  }

  @Test("A proxy, a router and responds(to:)")
  func proxyRouterResponds() {
    let journal = Journal()
    let sheetGuard = DocumentSheetGuard(journal: journal)
    let keeper = PopoverKeeper(journal: journal)
    let controller = UIPresentationController(presented: UIViewController(title: "doc"), style: .pageSheet)
    sheetGuard.hasChanges = true
    let proxy = UIAdaptivePresentationControllerDelegateProxy(sheetGuard)
    #expect(proxy.presentationControllerShouldDismiss(controller) == false)
    proxy.delegate = keeper
    #expect(proxy.presentationControllerShouldDismiss(controller), "the keeper leaves it to UIKit")
    let router = UIAdaptivePresentationControllerDelegateRouter<String>()
    router.setDelegate(sheetGuard, for: "editor")
    router.setDefaultDelegate(keeper)
    router.presentationControllerDidDismiss(controller)
    router.select("editor")
    router.presentationControllerDidDismiss(controller)
    #expect(journal.entries == ["keeper.didDismiss", "guard.didDismiss"])
    let multicast = UIAdaptivePresentationControllerDelegateMulticast()
    multicast.add(sheetGuard)
    #expect(multicast.responds(to: .presentationControllerShouldDismiss))
    #expect(!multicast.responds(to: .adaptivePresentationStyleFor), "known at registration")
    multicast.add(keeper)
    #expect(multicast.responds(to: .adaptivePresentationStyleForTraitCollection))
  }
}
