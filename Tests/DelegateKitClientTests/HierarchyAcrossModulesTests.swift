// A client refines a library's public `@Delegate` protocol
// (DelegateKitClientParents), under the default Swift 6 settings.
import DelegateKit
import DelegateKitClientParents
import Testing

@Delegate
protocol FeedDelegate: ScrollerDelegate {
  @Optional(default: false) func feedShouldLoadMore(_ scroller: Scroller) -> Bool
}

/// `nonisolated`, as the library's protocol is, also where the default isolation is the main actor.
nonisolated final class NewsScreen: FeedDelegate {
  var scrolls: [Double] = []
  func scrollerDidScroll(_ scroller: Scroller) { scrolls.append(scroller.offset) }
  func scrollerContentHeight(_ scroller: Scroller) -> Double { 800 }
  func feedShouldLoadMore(_ scroller: Scroller) -> Bool { scroller.offset > 500 }
}

nonisolated final class ScrollLock: FeedDelegate {
  func scrollerShouldScrollToTop(_ scroller: Scroller) -> Bool { false }
  func scrollerContentHeight(_ scroller: Scroller) -> Double { 0 }
}

@Suite("A library's @Delegate protocol refined in a client")
struct HierarchyAcrossModulesTests {
  @Test("The client's multicast forwards the library's requirements, called by the library")
  func refinedAcrossModules() {
    let screen = NewsScreen()
    let lock = ScrollLock()
    let multicast = FeedDelegateMulticast()
    multicast.add(screen)
    let scroller = Scroller()
    #expect(scroll(scroller, to: 100, delegate: multicast) == true)
    multicast.add(lock)
    #expect(scroll(scroller, to: 600, delegate: multicast) == false)
    #expect(multicast.feedShouldLoadMore(scroller) == true)
    #expect(multicast.scrollerContentHeight(scroller) == 800)
    #expect(screen.scrolls == [100, 600])
    #expect(multicast.responds(to: ScrollerDelegateRequirement.scrollerDidScroll))
    #expect(multicast.responds(to: .feedShouldLoadMore))
  }
}
