import DelegateKit
import Testing

// `@Delegate` protocols that refine `@Delegate` protocols. The child's
// multicast, proxy and router forward every inherited requirement, at every level, under
// the parent's rules.

@Delegate
protocol Scrolling: AnyObject {
  @Optional func didScroll(_ offset: Double)
  @Optional(default: true) func shouldScrollToTop() -> Bool
  func contentHeight() -> Double
}

@Delegate
protocol Listing: Scrolling {
  @Optional func didSelect(_ row: Int)
  @Optional(default: 44) func height(forRow row: Int) -> Double
  @Combining(.collect) @Optional(default: []) func badges(forRow row: Int) -> [String]
}

@Delegate
protocol Paging: Listing {
  @Optional(default: false) func shouldLoadMore(_ more: Bool) -> Bool
  var pageSize: Int { get }
}

/// Implements one optional requirement at each level, and leaves the others to their defaults.
private final class Pager: Paging {
  let name: String
  let log: CallLog
  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }
  // Scrolling
  func didScroll(_ offset: Double) { log.entries.append("\(name).didScroll(\(offset))") }
  func contentHeight() -> Double { 1_000 }
  // Listing
  func height(forRow row: Int) -> Double { 60 }
  func badges(forRow row: Int) -> [String] { [name] }
  // Paging
  func shouldLoadMore(_ more: Bool) -> Bool { more }
  var pageSize: Int { 20 }
}

/// Implements the other optional requirement at each level.
private final class Selector: Paging {
  let name: String
  let log: CallLog
  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }
  func shouldScrollToTop() -> Bool { false }
  func contentHeight() -> Double { 500 }
  func didSelect(_ row: Int) { log.entries.append("\(name).didSelect(\(row))") }
  var pageSize: Int { 50 }
}

/// Implements only the required requirements.
private final class Bare: Paging {
  func contentHeight() -> Double { 0 }
  var pageSize: Int { 0 }
}

@Suite("Protocol hierarchies")
struct HierarchyTests {
  @Test("The child's multicast forwards every level's requirements to their implementers only")
  func threeLevels() {
    let log = CallLog()
    let pager = Pager("pager", log: log)
    let selector = Selector("selector", log: log)
    let bare = Bare()
    let multicast = PagingMulticast()
    for delegate in [bare, selector, pager] as [any Paging] { multicast.add(delegate) }
    // Twice each: the second call runs on what the first one cached.
    for _ in 0..<2 {
      multicast.didScroll(3)
      multicast.didSelect(7)
      #expect(multicast.shouldScrollToTop() == false, "Selector's answer, not Bare's default")
      #expect(multicast.contentHeight() == 0, "required: the first delegate")
      #expect(multicast.height(forRow: 0) == 60)
      #expect(multicast.badges(forRow: 0) == ["pager"])
      #expect(multicast.shouldLoadMore(true) == true)
      #expect(multicast.pageSize == 0)
    }
    #expect(
      log.entries == ["pager.didScroll(3.0)", "selector.didSelect(7)", "pager.didScroll(3.0)", "selector.didSelect(7)"]
    )
  }

  @Test("A delegate that leaves a parent's requirement to its default still answers the child's of the same rank")
  func separateCachesPerLevel() {
    // `shouldLoadMore` is Paging's optional requirement 0, `didScroll` is Scrolling's: the
    // list keeps what it learned of each apart.
    let log = CallLog()
    let selector = Selector("selector", log: log)
    let pager = Pager("pager", log: log)
    let multicast = PagingMulticast()
    multicast.add(selector)
    multicast.didScroll(1)
    #expect(multicast.shouldLoadMore(true) == false, "the default: Selector does not implement it")
    multicast.add(pager)
    multicast.didScroll(2)
    #expect(multicast.shouldLoadMore(true) == true)
    #expect(log.entries == ["pager.didScroll(2.0)"])
  }

  @Test("responds(to:) names any level's requirement")
  func respondsAtEveryLevel() {
    let log = CallLog()
    let selector = Selector("selector", log: log)
    let multicast = PagingMulticast()
    multicast.add(selector)
    multicast.didScroll(0)
    _ = multicast.shouldLoadMore(true)
    _ = multicast.height(forRow: 0)
    multicast.didSelect(0)
    #expect(!multicast.responds(to: ScrollingRequirement.didScroll))
    #expect(multicast.responds(to: ScrollingRequirement.contentHeight))
    #expect(!multicast.responds(to: ListingRequirement.heightForRow))
    #expect(multicast.responds(to: ListingRequirement.didSelect))
    #expect(!multicast.responds(to: .shouldLoadMore))
    #expect(multicast.responds(to: .pageSize))
  }

  @Test("The child's proxy and router forward inherited requirements")
  func proxyAndRouter() {
    let log = CallLog()
    let pager = Pager("pager", log: log)
    let selector = Selector("selector", log: log)
    let proxy = PagingProxy(pager)
    proxy.didScroll(1)
    proxy.didSelect(1)
    #expect(proxy.shouldScrollToTop() == true)
    #expect(proxy.height(forRow: 1) == 60)
    let router = PagingRouter<String>()
    router.setDelegate(pager, for: "pager")
    router.setDelegate(selector, for: "selector")
    router.select("selector")
    router.didScroll(2)
    router.didSelect(2)
    #expect(router.shouldScrollToTop() == false)
    router.select("pager")
    router.didScroll(3)
    #expect(router.shouldScrollToTop() == true)
    #expect(log.entries == ["pager.didScroll(1.0)", "selector.didSelect(2)", "pager.didScroll(3.0)"])
  }

  @Test("A child's generated type registered in a parent's multicast")
  func childInParent() {
    let log = CallLog()
    let pager = Pager("pager", log: log)
    let inner = PagingProxy()
    let outer = ScrollingMulticast()
    outer.add(inner)
    outer.add(pager)
    outer.didScroll(4)
    #expect(outer.shouldScrollToTop() == true)
    inner.setDelegate(Selector("selector", log: log), retention: .strong)
    #expect(outer.shouldScrollToTop() == false, "the proxy's new delegate answers; nothing was cached")
    #expect(log.entries == ["pager.didScroll(4.0)"])
  }
}

// MARK: Multiple parents and a diamond

@Delegate
protocol Titled: AnyObject {
  @Optional(default: "Untitled") func title() -> String
}

@Delegate
protocol Editing: Titled {
  @Optional func didEdit(_ text: String)
}

@Delegate
protocol Sharing: Titled {
  @Optional(default: false) func canShare() -> Bool
}

/// A diamond: both parents refine `Titled`, which is named again so that the conversion of
/// a delegate to it is this protocol's own.
@Delegate
protocol Document: Editing, Sharing, Titled {
  func save()
}

private final class Note: Document {
  var edits: [String] = []
  var saves = 0
  func title() -> String { "Note" }
  func didEdit(_ text: String) { edits.append(text) }
  func save() { saves += 1 }
}

private final class Link: Document {
  func canShare() -> Bool { true }
  func save() {}
}

@Suite("Multiple parents")
struct MultipleParentTests {
  @Test("A diamond forwards each parent's requirements, and the shared one's, once")
  func diamond() {
    let note = Note()
    let link = Link()
    let multicast = DocumentMulticast()
    multicast.add(link)
    multicast.add(note)
    #expect(multicast.title() == "Note")
    #expect(multicast.canShare() == true)
    multicast.didEdit("a")
    multicast.save()
    #expect(note.edits == ["a"])
    #expect(note.saves == 1)
    #expect(multicast.responds(to: TitledRequirement.title))
    #expect(multicast.responds(to: SharingRequirement.canShare))
    let titles = TitledMulticast()
    titles.add(multicast)
    #expect(titles.title() == "Note", "a child's multicast inside a grandparent's")
  }
}
