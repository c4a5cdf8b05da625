// `@ExactResponder` and `@RespondsExactly` compiled as a user's module compiles them: with
// the default Swift 6 settings here, and with the main actor as the default isolation in
// DelegateKitMainActorClientTests, which shares this file. The class's mark adds a
// conformance; the protocol's answers under it must compile in both.
import DelegateKit
import Testing

@Delegate
protocol ShelfScrollDelegate: AnyObject {
  @Optional func shelfDidScroll()
}

@Delegate
protocol ShelfDelegate: ShelfScrollDelegate {
  @Optional func shelfDidSelect(_ row: Int)
  @Optional(default: 44) func shelfRowHeight(_ row: Int) -> Double
}

@Delegate
protocol ShelfFocusDelegate: AnyObject {
  @Optional func shelfDidFocus()
}

@ExactResponder
class ShelfScreen: ShelfFocusDelegate {
  var selected: [Int] = []
  // Written out: under a main-actor default isolation, Swift 6.3 makes the implicit
  // initializer of a class nonisolated and its subclass's isolated, and refuses the
  // override (a plain class and subclass give the same error, with no macro involved).
  init() {}
  func shelfDidFocus() {}
}

@RespondsExactly
extension ShelfScreen: ShelfDelegate {
  func shelfDidSelect(_ row: Int) { selected.append(row) }
}

/// A marked subclass of a marked class: conforms once, through its superclass.
@ExactResponder
final class WideShelfScreen: ShelfScreen {}

@Suite("@ExactResponder in a client module")
struct ExactResponderShapeTests {
  @Test("A marked class and its marked extension answer exactly from the registration, an implied parent too")
  func exactFromTheRegistration() {
    let screen = ShelfScreen()
    let multicast = ShelfDelegateMulticast()
    multicast.add(screen)
    #expect(multicast.responds(to: ShelfDelegateRequirement.shelfDidSelect))
    #expect(!multicast.responds(to: ShelfDelegateRequirement.shelfRowHeight))
    #expect(!multicast.responds(to: ShelfScrollDelegateRequirement.shelfDidScroll), "implied parent: known at once")
    multicast.shelfDidSelect(3)
    #expect(screen.selected == [3])
    #expect(multicast.shelfRowHeight(0) == 44)

    let wide = WideShelfScreen()
    let focus = ShelfFocusDelegateMulticast()
    focus.add(wide)
    #expect(focus.responds(to: .shelfDidFocus), "the superclass's answer, inherited")
    #expect((wide as AnyObject) is any ExactResponder)
    withExtendedLifetime(wide) {}
  }
}
