public import Foundation

/// A scrollable area of content, the model of UIKit's `UIScrollView`: a content size, an
/// offset into it, insets, and the delegate told when the offset changes.
///
/// Geometry is in abstract points: a front end decides what a point is (the terminal draws
/// one point per line). Nothing animates: an `animated:` argument is accepted for source
/// compatibility and the change happens at once, so tests and front ends see one state.
@MainActor
open class ScrollView {
  /// The object told when the content scrolls. Held weakly, as in UIKit.
  ///
  /// A table view keeps its own ``TableView/delegate`` here too, as a
  /// ``ScrollViewDelegate``: a ``TableViewDelegate`` refines it.
  open weak var delegate: (any ScrollViewDelegate)?

  /// The size of the content.
  public internal(set) var contentSize: CGSize = .zero

  /// Where the visible area starts in the content. Setting it clamps nothing, as in UIKit;
  /// the user-facing scroll calls clamp to the scrollable range.
  public var contentOffset: CGPoint {
    get { _contentOffset }
    set { setContentOffset(newValue, animated: false) }
  }

  /// Space around the content that scrolling reaches: a bottom inset models a keyboard.
  public var contentInset: EdgeInsets = .zero {
    didSet { if contentInset != oldValue { contentInsetDidChange() } }
  }

  /// The visible area: its origin is ``contentOffset``, its size the view's.
  public var bounds: CGRect {
    get { CGRect(origin: _contentOffset, size: _size) }
    set {
      let resized = newValue.size != _size
      _size = newValue.size
      if newValue.origin != _contentOffset {
        setContentOffset(newValue.origin, animated: false)
      } else if resized {
        boundsSizeDidChange()
        setNeedsDisplay()
      }
    }
  }

  /// The view's rectangle where a front end shows it, UIKit's `frame`: its size is the
  /// visible area's, the same as ``bounds``'s, and setting it resizes the view; its origin
  /// is the front end's to place the view by, and the view itself never reads it.
  ///
  /// ```swift
  /// let table = TableView(frame: CGRect(x: 0, y: 1, width: 80, height: 23))
  /// table.frame.size.height = 20   // the visible area shrinks; the offset stays
  /// ```
  public var frame: CGRect {
    get { CGRect(origin: _frameOrigin, size: _size) }
    set {
      if newValue.origin != _frameOrigin {
        _frameOrigin = newValue.origin
        setNeedsDisplay()
      }
      bounds = CGRect(origin: _contentOffset, size: newValue.size)
    }
  }

  /// Whether the user may scroll; programmatic scrolling still works when `false`.
  public var isScrollEnabled = true

  /// Whether the vertical indicator shows while scrolling.
  public var showsVerticalScrollIndicator = true

  /// Counts calls of ``flashScrollIndicators()``. A front end that sees it change draws the
  /// indicators for a moment, on its own clock: the model keeps no time.
  public private(set) var scrollIndicatorFlashCount = 0

  /// Whether the user is dragging the content.
  public private(set) var isDragging = false

  /// Whether the content glides on after the user lifted their finger: `true` between
  /// `scrollViewDidEndDragging(_:willDecelerate:)` with `true` and
  /// `scrollViewDidEndDecelerating(_:)`.
  public private(set) var isDecelerating = false

  /// Whether ``userScrollToTop()`` may scroll the view: UIKit's answer to a tap on the
  /// status bar. `true` by default, as in UIKit.
  public var scrollsToTop = true

  /// Called whenever what the view shows may have changed: a front end sets it to schedule
  /// a frame, so it draws on demand instead of polling.
  ///
  /// The view calls it after every change it makes or is told of; it may be called several
  /// times for one change, so coalesce (draw once on the next turn of the run loop).
  ///
  /// ```swift
  /// tableView.needsDisplayHandler = { [weak screen] in screen?.scheduleFrame() }
  /// ```
  public var needsDisplayHandler: (@MainActor () -> Void)?

  var _contentOffset: CGPoint = .zero
  var _size: CGSize = .zero
  var _frameOrigin: CGPoint = .zero

  /// Creates a scroll view with the given ``frame``: its size is the visible area's.
  public init(frame: CGRect = .zero) {
    _frameOrigin = frame.origin
    _size = frame.size
  }

  /// Tells whatever draws the view that its contents changed. The view calls it itself;
  /// call it after changing a visible cell's content directly, which the view cannot see.
  public func setNeedsDisplay() {
    needsDisplayHandler?()
  }

  /// Moves the visible area to `contentOffset` and tells the delegate.
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Ignored: the change happens at once.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset != _contentOffset else { return }
    _contentOffset = contentOffset
    contentOffsetDidChange()
    setNeedsDisplay()
    delegate?.scrollViewDidScroll(self)
    if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// The smallest offset scrolling reaches: the top inset above the content.
  public var minimumContentOffsetY: CGFloat { -contentInset.top }

  /// The largest offset scrolling reaches: the content's end, plus the bottom inset, at the
  /// bottom of the view; never less than ``minimumContentOffsetY``.
  public var maximumContentOffsetY: CGFloat {
    max(minimumContentOffsetY, contentSize.height + contentInset.bottom - _size.height)
  }

  /// Scrolls as little as possible to show `rect` above the bottom inset.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in content coordinates.
  ///   - animated: Ignored: the change happens at once.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    // The unobscured part of the view is [y + top inset, y + height - bottom inset]; the
    // top edge wins when the rect is taller than that.
    var y = _contentOffset.y
    if rect.maxY > y + _size.height - contentInset.bottom { y = rect.maxY - _size.height + contentInset.bottom }
    if rect.minY < y + contentInset.top { y = rect.minY - contentInset.top }
    y = min(max(y, minimumContentOffsetY), maximumContentOffsetY)
    setContentOffset(CGPoint(x: _contentOffset.x, y: y), animated: animated)
  }

  /// Shows the scroll indicators for a moment, by counting the request in
  /// ``scrollIndicatorFlashCount`` for a front end to draw.
  open func flashScrollIndicators() {
    scrollIndicatorFlashCount += 1
    setNeedsDisplay()
  }

  /// The user scrolls by `delta` points, as a flick: the delegate hears that dragging
  /// began, the offset change, that dragging ended with the content gliding on, and that
  /// the content came to rest, in UIKit's order:
  ///
  /// 1. `scrollViewWillBeginDragging(_:)`
  /// 2. `scrollViewDidScroll(_:)`
  /// 3. `scrollViewDidEndDragging(_:willDecelerate:)`, with `true`
  /// 4. `scrollViewDidEndDecelerating(_:)`
  ///
  /// Nothing animates, so the offset is final when dragging ends and the glide covers no
  /// distance: work that waits for scrolling to stop (loading what the visible rows show)
  /// runs at step 3 with `false` or at step 4, as in UIKit. A scroll that cannot move (at
  /// either end of the content) ends at step 3 with `false`. The offset is clamped to the
  /// scrollable range. A front end calls this; programs call
  /// ``setContentOffset(_:animated:)``.
  ///
  /// - Returns: Whether the offset changed.
  @discardableResult
  open func userScroll(by delta: CGFloat) -> Bool {
    guard isScrollEnabled else { return false }
    let target = min(max(_contentOffset.y + delta, minimumContentOffsetY), maximumContentOffsetY)
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
    let moved = target != _contentOffset.y
    setContentOffset(CGPoint(x: _contentOffset.x, y: target), animated: false)
    isDragging = false
    isDecelerating = moved
    delegate?.scrollViewDidEndDragging(self, willDecelerate: moved)
    if moved {
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    }
    return moved
  }

  /// The user asks to scroll to the top, as a tap on the status bar does in UIKit: when
  /// ``scrollsToTop`` is `true` and the delegate's `scrollViewShouldScrollToTop(_:)`
  /// agrees (it does by default), the offset goes to the top of the content, above the top
  /// inset, and the delegate hears `scrollViewDidScroll(_:)` (when the offset changed),
  /// then `scrollViewDidScrollToTop(_:)`. A front end calls this for its own gesture or
  /// key; programs call ``setContentOffset(_:animated:)``.
  ///
  /// ```swift
  /// case .home: table.userScrollToTop()
  /// ```
  ///
  /// - Returns: Whether the view scrolled to the top.
  @discardableResult
  open func userScrollToTop() -> Bool {
    guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    setContentOffset(CGPoint(x: _contentOffset.x, y: minimumContentOffsetY), animated: false)
    delegate?.scrollViewDidScrollToTop(self)
    return true
  }

  /// Called after the offset changed, before the delegate hears of it: a subclass lays
  /// out here.
  open func contentOffsetDidChange() {}

  /// Called after the view's size changed.
  open func boundsSizeDidChange() {}

  /// Called after ``contentInset`` changed.
  open func contentInsetDidChange() {}
}
