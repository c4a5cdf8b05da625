public import DelegateKit

/// The messages a ``ScrollView`` sends as its content scrolls, UIKit's
/// `UIScrollViewDelegate` without the prefix.
///
/// Every requirement is optional: implement the ones you need and call none of them with a
/// check, since `@Delegate` gives each a default. A table view's delegate refines this
/// protocol, as in UIKit, so ``TableViewDelegate`` receives these too, and the generated
/// `ScrollViewDelegateMulticast`, `ScrollViewDelegateProxy` and `ScrollViewDelegateRouter`
/// fan them out, hold one, or pick one by scope.
@Delegate
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed, by the user or by the program.
  @Optional func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The user is about to drag the content.
  @Optional func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The user lifted their finger; `decelerate` says whether scrolling goes on for a while.
  @Optional func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// Scrolling the user started came to rest.
  @Optional func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated scroll the program started came to rest.
  @Optional func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// Whether a tap on the status bar may scroll to the top.
  @Optional(default: true) func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
  /// Scrolling to the top, which the user asked for, finished.
  @Optional func scrollViewDidScrollToTop(_ scrollView: ScrollView)
}
