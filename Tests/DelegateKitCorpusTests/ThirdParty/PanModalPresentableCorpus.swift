// PanModal's PanModalPresentable, transcribed from https://github.com/slackhq/PanModal at
// 1.2.7-2-g76ab89f (76ab89f788dcfc30505536478f3f6aabe6edeb9b):
// - PanModal/Presentable/PanModalPresentable.swift, lines 22-236: `public protocol
//   PanModalPresentable: AnyObject`, 19 get-only properties and 7 methods.
// - PanModal/Presentable/PanModalPresentable+Defaults.swift, lines 14-127: the defaults, in
//   `public extension PanModalPresentable where Self: UIViewController`: every requirement but
//   `panScrollable`, which stays required. Many are computed from other requirements of the
//   same object: `topOffset` is `topLayoutOffset + 21`, `shortFormHeight` is `longFormHeight`,
//   `longFormHeight` the content height of `panScrollable` (or `.maxHeight`),
//   `scrollIndicatorInsets` uses `shouldRoundTopCorners`, `cornerRadius` and
//   `bottomLayoutOffset`, `allowsExtendedPanScrolling` compares the scroll view's content with
//   its frame, `shouldRoundTopCorners` is `isPanModalPresented`, `showDragIndicator` is
//   `shouldRoundTopCorners`.
// - PanModalPresentable+LayoutHelpers.swift, lines 29-49: `topLayoutOffset` and
//   `bottomLayoutOffset`, the key window's root view controller's safe area insets; here a
//   fixed screen (47 and 34). UIViewController+PanModalPresenter.swift, line 27:
//   `isPanModalPresented`, whether the transitioning delegate is PanModal's; here never.
// - PanModal/Animator/PanModalAnimator.swift, line 20: `defaultTransitionDuration`, 0.5.
// The defaults exist only for view controllers, so the generated types subclass
// `UIViewController` (`subclassing:`), as a container presenting a child's pan modal would, and
// so do the conformers: `.inherited` then keeps every default. This needs, in
// UIKit/UIKitStubs.swift, a `UIViewController` that is not final and has a designated `init()`,
// a `UIScrollView.contentSize` and a `UIView.frame` (see the report of the corpus).
// Left out: PanModal's presentation machinery; nothing of the protocol.
import DelegateKit
import Foundation
import Testing

/// `UIEdgeInsets`.
struct UIEdgeInsets: Equatable, Sendable {
  var top: CGFloat
  var left: CGFloat
  var bottom: CGFloat
  var right: CGFloat
}

extension UIView {
  /// `UIView.AnimationOptions`, with the options PanModal uses.
  struct AnimationOptions: OptionSet, Sendable {
    let rawValue: UInt
    static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
  }

  /// `layoutIfNeeded()`: the stand-ins have nothing to lay out.
  func layoutIfNeeded() {}
}

/// `UIPanGestureRecognizer`; UIKit's subclasses `UIGestureRecognizer`, whose stand-in
/// (UIGestureRecognizerDelegateCorpus.swift) is final.
final class UIPanGestureRecognizer {
  let translation: CGPoint

  init(translation: CGPoint) {
    self.translation = translation
  }
}

/// PanModal's `PanModalHeight`.
enum PanModalHeight: Equatable {
  case maxHeight
  case maxHeightWithTopInset(CGFloat)
  case contentHeight(CGFloat)
  case contentHeightIgnoringSafeArea(CGFloat)
  case intrinsicHeight
}

/// PanModal's presentation controller, for its nested `PresentationState`.
final class PanModalPresentationController {
  enum PresentationState {
    case shortForm
    case longForm
  }
}

/// PanModal's animator, for its default duration.
enum PanModalAnimator {
  enum Constants {
    static let defaultTransitionDuration: TimeInterval = 0.5
  }
}

/// PanModal's configuration protocol, as the library declares it.
protocol PanModalPresentable: AnyObject {
  var panScrollable: UIScrollView? { get }
  var topOffset: CGFloat { get }
  var shortFormHeight: PanModalHeight { get }
  var longFormHeight: PanModalHeight { get }
  var cornerRadius: CGFloat { get }
  var springDamping: CGFloat { get }
  var transitionDuration: Double { get }
  var transitionAnimationOptions: UIView.AnimationOptions { get }
  var panModalBackgroundColor: UIColor { get }
  var dragIndicatorBackgroundColor: UIColor { get }
  var scrollIndicatorInsets: UIEdgeInsets { get }
  var anchorModalToLongForm: Bool { get }
  var allowsExtendedPanScrolling: Bool { get }
  var allowsDragToDismiss: Bool { get }
  var allowsTapToDismiss: Bool { get }
  var isUserInteractionEnabled: Bool { get }
  var isHapticFeedbackEnabled: Bool { get }
  var shouldRoundTopCorners: Bool { get }
  var showDragIndicator: Bool { get }
  func shouldRespond(to panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool
  func willRespond(to panModalGestureRecognizer: UIPanGestureRecognizer)
  func shouldPrioritize(panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool
  func shouldTransition(to state: PanModalPresentationController.PresentationState) -> Bool
  func willTransition(to state: PanModalPresentationController.PresentationState)
  func panModalWillDismiss()
  func panModalDidDismiss()
}

extension UIViewController {
  /// PanModal: whether PanModal presented this controller. Never, in the scenarios.
  var isPanModalPresented: Bool { false }
}

// PanModal's layout helpers (internal there): the root view controller's safe area.
extension PanModalPresentable where Self: UIViewController {
  var topLayoutOffset: CGFloat { 47 }
  var bottomLayoutOffset: CGFloat { 34 }
}

// PanModal's defaults, as the library writes them.
extension PanModalPresentable where Self: UIViewController {
  var topOffset: CGFloat {
    return topLayoutOffset + 21.0
  }

  var shortFormHeight: PanModalHeight {
    return longFormHeight
  }

  var longFormHeight: PanModalHeight {
    guard let scrollView = panScrollable
    else { return .maxHeight }

    // called once during presentation and stored
    scrollView.layoutIfNeeded()
    return .contentHeight(scrollView.contentSize.height)
  }

  var cornerRadius: CGFloat {
    return 8.0
  }

  var springDamping: CGFloat {
    return 0.8
  }

  var transitionDuration: Double {
    return PanModalAnimator.Constants.defaultTransitionDuration
  }

  var transitionAnimationOptions: UIView.AnimationOptions {
    return [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState]
  }

  var panModalBackgroundColor: UIColor {
    return UIColor.black.withAlphaComponent(0.7)
  }

  var dragIndicatorBackgroundColor: UIColor {
    return UIColor.lightGray
  }

  var scrollIndicatorInsets: UIEdgeInsets {
    let top = shouldRoundTopCorners ? cornerRadius : 0
    return UIEdgeInsets(top: CGFloat(top), left: 0, bottom: bottomLayoutOffset, right: 0)
  }

  var anchorModalToLongForm: Bool {
    return true
  }

  var allowsExtendedPanScrolling: Bool {
    guard let scrollView = panScrollable
    else { return false }

    scrollView.layoutIfNeeded()
    return scrollView.contentSize.height > (scrollView.frame.height - bottomLayoutOffset)
  }

  var allowsDragToDismiss: Bool {
    return true
  }

  var allowsTapToDismiss: Bool {
    return true
  }

  var isUserInteractionEnabled: Bool {
    return true
  }

  var isHapticFeedbackEnabled: Bool {
    return true
  }

  var shouldRoundTopCorners: Bool {
    return isPanModalPresented
  }

  var showDragIndicator: Bool {
    return shouldRoundTopCorners
  }

  func shouldRespond(to panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool {
    return true
  }

  func willRespond(to panModalGestureRecognizer: UIPanGestureRecognizer) {}

  func shouldTransition(to state: PanModalPresentationController.PresentationState) -> Bool {
    return true
  }

  func shouldPrioritize(panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool {
    return false
  }

  func willTransition(to state: PanModalPresentationController.PresentationState) {}

  func panModalWillDismiss() {}

  func panModalDidDismiss() {}
}

/// PanModal's configuration, answered by the controllers a container presents: the generated
/// types are view controllers, and every default but `panScrollable`'s absence is kept.
@Delegate(foreign: PanModalPresentable.self, subclassing: UIViewController.self)
protocol PanModalLayout: PanModalPresentable {
  var panScrollable: UIScrollView? { get }
  @Optional(default: .inherited) var topOffset: CGFloat { get }
  @Optional(default: .inherited) var shortFormHeight: PanModalHeight { get }
  @Optional(default: .inherited) var longFormHeight: PanModalHeight { get }
  @Optional(default: .inherited) var cornerRadius: CGFloat { get }
  @Optional(default: .inherited) var springDamping: CGFloat { get }
  @Optional(default: .inherited) var transitionDuration: Double { get }
  @Optional(default: .inherited) var transitionAnimationOptions: UIView.AnimationOptions { get }
  @Optional(default: .inherited) var panModalBackgroundColor: UIColor { get }
  @Optional(default: .inherited) var dragIndicatorBackgroundColor: UIColor { get }
  @Optional(default: .inherited) var scrollIndicatorInsets: UIEdgeInsets { get }
  @Optional(default: .inherited) var anchorModalToLongForm: Bool { get }
  @Optional(default: .inherited) var allowsExtendedPanScrolling: Bool { get }
  @Optional(default: .inherited) var allowsDragToDismiss: Bool { get }
  @Optional(default: .inherited) var allowsTapToDismiss: Bool { get }
  @Optional(default: .inherited) var isUserInteractionEnabled: Bool { get }
  @Optional(default: .inherited) var isHapticFeedbackEnabled: Bool { get }
  @Optional(default: .inherited) var shouldRoundTopCorners: Bool { get }
  @Optional(default: .inherited) var showDragIndicator: Bool { get }
  @Optional(default: .inherited)
  func shouldRespond(to panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool
  @Optional(default: .inherited)
  func willRespond(to panModalGestureRecognizer: UIPanGestureRecognizer)
  @Optional(default: .inherited)
  func shouldPrioritize(panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool
  @Optional(default: .inherited)
  func shouldTransition(to state: PanModalPresentationController.PresentationState) -> Bool
  @Optional(default: .inherited)
  func willTransition(to state: PanModalPresentationController.PresentationState)
  @Optional(default: .inherited)
  func panModalWillDismiss()
  @Optional(default: .inherited)
  func panModalDidDismiss()
}
