import DelegateKit
import Testing

// Issue 8, section 3: `responds(to:)` exact before the first call, for delegate classes
// that opt in with `@RespondsExactly`.

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

/// Declares `didSelect` and `didShare`; leaves the rest to the defaults.
@RespondsExactly
private final class Declared: Album {
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

/// Implements `title()` in an extension, which `@RespondsExactly` cannot see.
@RespondsExactly
private final class ExtendedElsewhere: Album {
  func photoCount() -> Int { 1 }
}

extension ExtendedElsewhere {
  func title() -> String { "Elsewhere" }
}

@Delegate
protocol SharedGallery: AnyObject, Sendable {
  @Optional(default: 0) func columns() -> Int
  @Optional func didScroll()
}

@RespondsExactly
private final class Columns: SharedGallery {
  func columns() -> Int { 4 }
}

@Suite("@RespondsExactly")
struct RespondsExactlyTests {
  @Test("A declared class's list answers responds(to:) exactly before any call, at every level")
  func exactBeforeTheFirstCall() {
    let declared = Declared()
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

  @Test("An implementation outside the class body is taken for the default, as documented")
  func extensionIsInvisible() {
    let elsewhere = ExtendedElsewhere()
    let multicast = AlbumMulticast()
    multicast.add(elsewhere)
    #expect(!multicast.responds(to: GalleryRequirement.title))
    #expect(multicast.title() == "Photos", "the list never calls it")
    #expect(elsewhere.title() == "Elsewhere")
  }

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
