// UIScrollViewDelegate, transcribed from
// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate and its methods' pages
// (declarations as the Swift pages print them, iOS 18 SDK).
// Left out: nothing; every requirement is here (14, all optional).
// UIView and UIScrollView are in UIKitStubs.swift. UITableViewDelegate (UITableViewDelegateCorpus)
// and UICollectionViewDelegate refine this protocol, as in UIKit.
import DelegateKit
import Foundation
import Testing

/// UIKit's scroll view delegate. Every requirement is `optional` in UIKit.
@MainActor
@Delegate
protocol UIScrollViewDelegate: AnyObject {
  @Optional func scrollViewDidScroll(_ scrollView: UIScrollView)
  @Optional func scrollViewDidZoom(_ scrollView: UIScrollView)
  @Optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  @Optional func scrollViewWillEndDragging(
    _ scrollView: UIScrollView,
    withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  )
  @Optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  @Optional func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  @Optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  @Optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  // nil: no view to zoom, so no zooming, by default.
  @Optional func viewForZooming(in scrollView: UIScrollView) -> UIView?
  @Optional func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  @Optional func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  // Without it, UIKit assumes true (the page).
  @Optional(default: true) func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  @Optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  @Optional func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

/// Pages the content: snaps the target offset of a drag to a multiple of the page height,
/// and keeps the status bar tap from scrolling to the top. Its members are in its body, so
/// `@RespondsExactly` knows them from the registration on.
@ExactResponder
@MainActor
final class ScrollPager: UIScrollViewDelegate {
  let journal: Journal
  let pageHeight: CGFloat

  init(journal: Journal, pageHeight: CGFloat) {
    self.journal = journal
    self.pageHeight = pageHeight
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    journal.record("pager.didScroll(\(scrollView.contentOffset.y))")
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView,
    withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let page = (targetContentOffset.pointee.y / pageHeight).rounded()
    targetContentOffset.pointee.y = page * pageHeight
    journal.record("pager.willEndDragging")
  }

  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
}

/// Zooms an image view, with its delegate methods in an extension as most apps write them.
final class ImageZoomer {
  let journal: Journal
  let imageView = UIView(tag: 7)

  init(journal: Journal) {
    self.journal = journal
  }
}

extension ImageZoomer: UIScrollViewDelegate {
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    journal.record("zoomer.didScroll(\(scrollView.contentOffset.y))")
  }

  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    journal.record("zoomer.didEndZooming(\(view?.tag ?? -1), \(scale))")
  }
}

@MainActor
@Suite("UIScrollViewDelegate: fourteen optional requirements, an in-out target offset")
struct UIScrollViewDelegateCorpusTests {
  @Test("Void calls reach every implementer in registration order, and no one else")
  func voidCalls() {
    let journal = Journal()
    let pager = ScrollPager(journal: journal, pageHeight: 100)
    let zoomer = ImageZoomer(journal: journal)
    let multicast = UIScrollViewDelegateMulticast()
    multicast.add(zoomer)
    multicast.add(pager)
    let scrollView = UIScrollView()
    scrollView.contentOffset.y = 30
    multicast.scrollViewDidScroll(scrollView)
    multicast.scrollViewDidEndZooming(scrollView, with: zoomer.imageView, atScale: 2)
    multicast.scrollViewDidEndDecelerating(scrollView)
    #expect(journal.entries == ["zoomer.didScroll(30.0)", "pager.didScroll(30.0)", "zoomer.didEndZooming(7, 2.0)"])
  }

  @Test("The target offset pointer reaches the implementer, which moves it")
  func targetContentOffset() {
    let journal = Journal()
    let pager = ScrollPager(journal: journal, pageHeight: 100)
    let zoomer = ImageZoomer(journal: journal)
    let multicast = UIScrollViewDelegateMulticast()
    multicast.add(zoomer)
    multicast.add(pager)
    var target = CGPoint(x: 0, y: 130)
    let velocity = CGPoint(x: 0, y: 1)
    multicast.scrollViewWillEndDragging(UIScrollView(), withVelocity: velocity, targetContentOffset: &target)
    #expect(target.y == 100)
    #expect(journal.entries == ["pager.willEndDragging"])
  }

  @Test("Values: the first implementer, or nil and true when none implements them")
  func values() {
    let journal = Journal()
    let scrollView = UIScrollView()
    let multicast = UIScrollViewDelegateMulticast()
    #expect(multicast.viewForZooming(in: scrollView) == nil)
    #expect(multicast.scrollViewShouldScrollToTop(scrollView), "UIKit assumes true")
    let zoomer = ImageZoomer(journal: journal)
    multicast.add(zoomer)
    #expect(multicast.scrollViewShouldScrollToTop(scrollView), "the zoomer does not implement it")
    #expect(multicast.viewForZooming(in: scrollView) === zoomer.imageView)
    let pager = ScrollPager(journal: journal, pageHeight: 100)
    multicast.add(pager)
    #expect(multicast.scrollViewShouldScrollToTop(scrollView) == false)
    #expect(multicast.viewForZooming(in: scrollView) === zoomer.imageView)
  }

  @Test("responds(to:): exact from the start for @RespondsExactly, learned by a call otherwise")
  func responds() {
    let journal = Journal()
    let pager = ScrollPager(journal: journal, pageHeight: 100)
    let zoomer = ImageZoomer(journal: journal)
    let exact = UIScrollViewDelegateMulticast()
    exact.add(pager)
    #expect(exact.responds(to: .scrollViewWillEndDraggingWithVelocityTargetContentOffset))
    #expect(!exact.responds(to: .viewForZoomingIn), "known before any call")
    let learned = UIScrollViewDelegateMulticast()
    #expect(!learned.responds(to: .scrollViewDidZoom), "no delegate")
    learned.add(zoomer)
    #expect(learned.responds(to: .scrollViewDidZoom), "not called yet: it may implement it")
    learned.scrollViewDidZoom(UIScrollView())
    #expect(!learned.responds(to: .scrollViewDidZoom), "the call showed it relies on the default")
    #expect(learned.responds(to: .viewForZoomingIn))
  }

  @Test("A proxy and a router call their one delegate")
  func proxyAndRouter() {
    let journal = Journal()
    let pager = ScrollPager(journal: journal, pageHeight: 100)
    let zoomer = ImageZoomer(journal: journal)
    let scrollView = UIScrollView()
    let proxy = UIScrollViewDelegateProxy(zoomer)
    #expect(proxy.viewForZooming(in: scrollView)?.tag == 7)
    proxy.delegate = pager
    #expect(proxy.viewForZooming(in: scrollView) == nil)
    let router = UIScrollViewDelegateRouter<String>()
    router.setDelegate(pager, for: "pages")
    router.setDelegate(zoomer, for: "photo")
    #expect(router.scrollViewShouldScrollToTop(scrollView), "nothing selected: the default")
    router.select("pages")
    #expect(router.scrollViewShouldScrollToTop(scrollView) == false)
    router.select("photo")
    router.scrollViewDidScroll(scrollView)
    #expect(journal.entries == ["zoomer.didScroll(0.0)"])
    withExtendedLifetime((pager, zoomer)) {}
  }
}
