import DelegateKit
import Testing

// `responds(to:)` exact before the first call, for delegate classes whose declarations
// opt in with `@ExactResponder` and `@RespondsExactly`, wherever their members are: the class body, an extension
// in this file, an extension in another file (RespondsExactlyElsewhere.swift).

@Delegate
protocol Gallery: AnyObject {
  @Optional(default: 44) func rowHeight(at row: Int) -> Double
  @Optional func didSelect(_ row: Int)
  @Optional(default: "Photos") func title() -> String
  func photoCount() -> Int
}

@Delegate
protocol Album: Gallery {
  @Optional func didShare(_ row: Int)
}

/// Declares `didSelect` and `didShare`; leaves the rest to the defaults. Names both
/// protocols, so both are exact.
@ExactResponder
private final class Declared: Album, Gallery {
  var selections: [Int] = []
  func didSelect(_ row: Int) { selections.append(row) }
  func didShare(_ row: Int) {}
  func photoCount() -> Int { 3 }
}

/// The same members, without the macro.
private final class Undeclared: Album {
  func didSelect(_ row: Int) {}
  func didShare(_ row: Int) {}
  func photoCount() -> Int { 3 }
}

/// Its delegate methods in an extension, the layout most iOS code uses.
private final class PhotoFeed {
  var selections: [Int] = []
}

@RespondsExactly
extension PhotoFeed: Album, Gallery {
  func didSelect(_ row: Int) { selections.append(row) }
  func title() -> String { "Feed" }
  func photoCount() -> Int { 5 }
}

/// Names `Gallery` in a marked declaration, but implements `title()` in an extension
/// without the macro, which no macro sees.
@ExactResponder
final class Hidden: Gallery {
  func photoCount() -> Int { 1 }
}

extension Hidden {
  func title() -> String { "Hidden" }
}

/// Marked in RespondsExactlyElsewhere.swift, where it conforms to `Album`.
final class Shelf {
  var shared: [Int] = []
}

/// Names only `Album`: `Gallery`, its parent, is answered by the same declaration.
@ExactResponder
private final class ChildOnly: Album {
  func photoCount() -> Int { 1 }
}

/// Not marked itself: its marked extension answers for the protocol it names, and the
/// protocol it conforms to without the mark is learned by calling.
private final class PartlyMarked {
  func title() -> String { "Body" }
}

@RespondsExactly
extension PartlyMarked: SharedGallery {
  func columns() -> Int { 2 }
}

extension PartlyMarked: Album {
  func photoCount() -> Int { 2 }
  func didShare(_ row: Int) {}
}

@Delegate
protocol SharedGallery: AnyObject, Sendable {
  @Optional(default: 0) func columns() -> Int
  @Optional func didScroll()
}

@ExactResponder
private final class Columns: SharedGallery {
  func columns() -> Int { 4 }
}

@Suite("@RespondsExactly")
struct RespondsExactlyTests {
  @Test("A declared class's list answers responds(to:) exactly before any call, at every level")
  func exactBeforeTheFirstCall() {
    let declared = Declared()
    #expect((declared as AnyObject) is any ExactResponder, "the class's mark conforms it")
    #expect(!((PartlyMarked() as AnyObject) is any ExactResponder), "an extension's mark does not")
    let multicast = AlbumMulticast()
    multicast.add(declared)
    #expect(!multicast.responds(to: GalleryRequirement.rowHeightAt), "not declared: known at once")
    #expect(!multicast.responds(to: GalleryRequirement.title))
    #expect(multicast.responds(to: GalleryRequirement.didSelect))
    #expect(multicast.responds(to: .didShare))
    #expect(multicast.responds(to: GalleryRequirement.photoCount))
    multicast.didSelect(2)
    #expect(declared.selections == [2])
    #expect(multicast.rowHeight(at: 0) == 44)
  }

  @Test("Without the macro a list answers yes until the first call")
  func learnedByCalling() {
    let undeclared = Undeclared()
    let multicast = AlbumMulticast()
    multicast.add(undeclared)
    #expect(multicast.responds(to: GalleryRequirement.rowHeightAt), "not yet called: it may implement it")
    _ = multicast.rowHeight(at: 0)
    #expect(!multicast.responds(to: GalleryRequirement.rowHeightAt))
  }

  @Test("Members in an extension count: the extension names the protocols")
  func extensionCounts() {
    let feed = PhotoFeed()
    let multicast = AlbumMulticast()
    multicast.add(feed)
    #expect(multicast.responds(to: GalleryRequirement.title))
    #expect(multicast.responds(to: GalleryRequirement.didSelect))
    #expect(!multicast.responds(to: GalleryRequirement.rowHeightAt), "not in the extension: known at once")
    #expect(!multicast.responds(to: AlbumRequirement.didShare))
    #expect(multicast.title() == "Feed", "called, not skipped")
    multicast.didSelect(4)
    #expect(feed.selections == [4])
  }

  @Test("Members in an extension in another file count")
  func otherFileCounts() {
    let shelf = Shelf()
    let multicast = AlbumMulticast()
    multicast.add(shelf)
    #expect(multicast.responds(to: AlbumRequirement.didShare))
    #expect(!multicast.responds(to: GalleryRequirement.didSelect))
    multicast.didShare(1)
    #expect(shelf.shared == [1])
  }

  @Test("A parent the marked declaration leaves implied is answered by the protocol it names")
  func impliedParentIsExact() {
    let child = ChildOnly()
    let multicast = AlbumMulticast()
    multicast.add(child)
    #expect(!multicast.responds(to: AlbumRequirement.didShare), "Album is named")
    #expect(!multicast.responds(to: GalleryRequirement.title), "Gallery is implied: known at once")
    #expect(multicast.responds(to: GalleryRequirement.photoCount))
    #expect(multicast.title() == "Photos")
    #expect(multicast.photoCount() == 1)
  }

  @Test("A class not marked answers exactly for its marked extensions, and learns the rest by calling")
  func partlyMarkedIsLearned() {
    let partly = PartlyMarked()
    let shared = SharedGalleryMulticast()
    shared.add(partly)
    #expect(shared.responds(to: .columns))
    #expect(!shared.responds(to: .didScroll), "named by the marked extension: known at once")
    #expect(shared.columns() == 2)

    let other = AlbumMulticast()
    other.add(partly)
    #expect(other.responds(to: AlbumRequirement.didShare))
    #expect(other.responds(to: GalleryRequirement.title), "no marked declaration names Gallery: it may implement it")
    #expect(other.title() == "Body", "a member of the class body, reached though no marked declaration names it")
  }
  #if !os(Windows)
  @Test("A member no marked declaration has stops the program at its first call, instead of being skipped")
  func hiddenMemberStops() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let hidden = Hidden()
        let multicast = GalleryMulticast()
        multicast.add(hidden)
        _ = multicast.title()
        withExtendedLifetime(hidden) {}
      }
    )
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "Hidden implements title(), a requirement of Gallery, outside the marked declaration (@ExactResponder, @RespondsExactly) that names Gallery: move the member there."
      ),
      "\(message)"
    )
  }
  #endif

  @Test("A Sendable protocol's list, shared across threads, answers exactly too")
  func concurrent() async {
    let columns = Columns()
    let multicast = SharedGalleryMulticast()
    multicast.add(columns)
    #expect(!multicast.responds(to: .didScroll))
    #expect(multicast.responds(to: .columns))
    await withTaskGroup(of: Int.self) { group in
      for _ in 0..<4 { group.addTask { multicast.columns() } }
      for await value in group { #expect(value == 4) }
    }
  }
}
