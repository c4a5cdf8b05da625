// A public `@Delegate` parent in a library, refined in another module
// (DelegateKitClientTests, HierarchyAcrossModulesTests.swift).
public import DelegateKit

/// A library's view, for its delegate protocol's signatures.
public final class Scroller {
  public var offset = 0.0
  public init() {}
}

/// A library's delegate protocol, which clients refine.
@Delegate
public protocol ScrollerDelegate: AnyObject {
  @Optional func scrollerDidScroll(_ scroller: Scroller)
  @Optional(default: true) func scrollerShouldScrollToTop(_ scroller: Scroller) -> Bool
  func scrollerContentHeight(_ scroller: Scroller) -> Double
}

/// The library calls its delegate through the parent protocol, as a table view calls its
/// scroll view delegate.
public func scroll(_ scroller: Scroller, to offset: Double, delegate: any ScrollerDelegate) -> Bool {
  scroller.offset = offset
  delegate.scrollerDidScroll(scroller)
  return delegate.scrollerShouldScrollToTop(scroller)
}
