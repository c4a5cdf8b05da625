// PanModalPresentable's controllers and tests; the library protocol, its defaults, the
// @Delegate restatement and the sources are in PanModalPresentableCorpus.swift.
import DelegateKit
import Foundation
import Testing

/// A short sheet: a fixed content height, rounded corners, never the long form.
final class ShortSheetController: UIViewController, PanModalLayout {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
    super.init(title: "short")
  }

  var panScrollable: UIScrollView? { nil }
  var longFormHeight: PanModalHeight { .contentHeight(300) }
  var shouldRoundTopCorners: Bool { true }

  func shouldTransition(to state: PanModalPresentationController.PresentationState) -> Bool {
    state != .longForm
  }

  func willTransition(to state: PanModalPresentationController.PresentationState) {
    journal.record("short.willTransition(\(state))")
  }
}

/// A list in a sheet: everything from its scroll view and PanModal's defaults; it logs the
/// dismissal. Its conformance in an extension, as most apps write it.
final class ListSheetController: UIViewController {
  let journal: Journal
  let list = UIScrollView()

  init(journal: Journal, contentHeight: CGFloat) {
    self.journal = journal
    super.init(title: "list")
    list.contentSize = CGSize(width: 320, height: contentHeight)
    list.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
  }
}

extension ListSheetController: PanModalLayout {
  var panScrollable: UIScrollView? { list }

  func willRespond(to panModalGestureRecognizer: UIPanGestureRecognizer) {
    journal.record("list.willRespond(\(panModalGestureRecognizer.translation.y))")
  }

  func panModalWillDismiss() { journal.record("list.willDismiss") }
  func panModalDidDismiss() { journal.record("list.didDismiss") }
}

@Suite("PanModalPresentable: defaults computed from the object itself, kept by conformers and generated types")
struct PanModalPresentableCorpusTests {
  @Test("A conformer used directly keeps PanModal's defaults, computed from its own answers")
  func conformerKeepsDefaults() {
    let journal = Journal()
    let short = ShortSheetController(journal: journal)
    #expect(short.topOffset == 68, "topLayoutOffset (47) + 21")
    #expect(short.shortFormHeight == .contentHeight(300), "its own longFormHeight")
    #expect(short.scrollIndicatorInsets == UIEdgeInsets(top: 8, left: 0, bottom: 34, right: 0), "rounded: cornerRadius")
    #expect(short.showDragIndicator, "its own shouldRoundTopCorners")
    #expect(short.cornerRadius == 8)
    #expect(short.springDamping == 0.8)
    #expect(short.transitionDuration == 0.5)
    #expect(short.transitionAnimationOptions == [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState])
    #expect(short.panModalBackgroundColor == UIColor.black.withAlphaComponent(0.7))
    #expect(short.dragIndicatorBackgroundColor == .lightGray)
    #expect(!short.allowsExtendedPanScrolling, "no scroll view")

    let list = ListSheetController(journal: journal, contentHeight: 900)
    #expect(list.longFormHeight == .contentHeight(900), "its scroll view's content height")
    #expect(list.shortFormHeight == .contentHeight(900))
    #expect(list.allowsExtendedPanScrolling, "900 > 600 - 34")
    #expect(!list.shouldRoundTopCorners, "not presented by PanModal")
    #expect(list.scrollIndicatorInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(list.anchorModalToLongForm && list.allowsDragToDismiss && list.allowsTapToDismiss)
    #expect(list.isUserInteractionEnabled && list.isHapticFeedbackEnabled)
    #expect(!list.shouldPrioritize(panModalGestureRecognizer: UIPanGestureRecognizer(translation: .zero)))
  }

  @Test("A multicast, a proxy and a router answer them as the conformer would, for one that does not implement them")
  func generatedTypesKeepDefaults() {
    let journal = Journal()
    let list = ListSheetController(journal: journal, contentHeight: 900)
    let short = ShortSheetController(journal: journal)

    let multicast = PanModalLayoutMulticast()
    multicast.add(list)
    #expect(multicast.panScrollable === list.list)
    #expect(multicast.topOffset == 68)
    #expect(multicast.longFormHeight == .contentHeight(900), "the list's default, from the list's scroll view")
    #expect(multicast.shortFormHeight == .contentHeight(900))
    #expect(multicast.allowsExtendedPanScrolling)
    #expect(multicast.scrollIndicatorInsets.top == 0)

    let proxy = PanModalLayoutProxy(short)
    #expect(proxy.shortFormHeight == .contentHeight(300), "the short sheet's default, from its longFormHeight")
    #expect(proxy.scrollIndicatorInsets.top == 8)
    #expect(proxy.showDragIndicator)

    let router = PanModalLayoutRouter<String>()
    router.setDelegate(list, for: "list")
    router.setDelegate(short, for: "short")
    router.select("short")
    #expect(router.longFormHeight == .contentHeight(300))
    router.select("list")
    #expect(router.longFormHeight == .contentHeight(900))
    #expect(multicast.responds(to: .topOffset))
  }

  @Test("No controller: the values that do not read panScrollable (required) are PanModal's defaults")
  func noController() {
    let empty = PanModalLayoutMulticast()
    #expect(empty.topOffset == 68)
    #expect(empty.cornerRadius == 8)
    #expect(!empty.shouldRoundTopCorners)
    #expect(empty.shouldTransition(to: .longForm))
    empty.panModalWillDismiss()
    // empty.longFormHeight would stop the program: it reads panScrollable, required, with no delegate.
    let proxy = PanModalLayoutProxy()
    #expect(proxy.transitionDuration == 0.5)
    #expect(!proxy.hasDelegate)
  }

  @Test("Methods: void ones reach every controller in order; each controller answers, so the first decides")
  func methods() {
    let journal = Journal()
    let list = ListSheetController(journal: journal, contentHeight: 200)
    let short = ShortSheetController(journal: journal)
    let listFirst = PanModalLayoutMulticast()
    listFirst.add(list)
    listFirst.add(short)
    let shortFirst = PanModalLayoutMulticast()
    shortFirst.add(short)
    shortFirst.add(list)

    #expect(listFirst.shouldTransition(to: .longForm), "the list keeps PanModal's default, true")
    #expect(!shortFirst.shouldTransition(to: .longForm))
    listFirst.willTransition(to: .shortForm)
    listFirst.willRespond(to: UIPanGestureRecognizer(translation: CGPoint(x: 0, y: 12)))
    listFirst.panModalWillDismiss()
    listFirst.panModalDidDismiss()
    #expect(!listFirst.allowsExtendedPanScrolling, "200 < 600 - 34")

    #expect(
      journal.entries == [
        "short.willTransition(shortForm)", "list.willRespond(12.0)", "list.willDismiss", "list.didDismiss",
      ]
    )
  }
}
