import DelegateKit
import Testing

// A hierarchy with more optional requirements than a registration caches (64), and
// hierarchies of Sendable and main-actor protocols.

/// 60 optional requirements.
@Delegate
protocol WideParent: AnyObject {
  @Optional(default: -1) func p0() -> Int
  @Optional(default: -1) func p1() -> Int
  @Optional(default: -1) func p2() -> Int
  @Optional(default: -1) func p3() -> Int
  @Optional(default: -1) func p4() -> Int
  @Optional(default: -1) func p5() -> Int
  @Optional(default: -1) func p6() -> Int
  @Optional(default: -1) func p7() -> Int
  @Optional(default: -1) func p8() -> Int
  @Optional(default: -1) func p9() -> Int
  @Optional(default: -1) func p10() -> Int
  @Optional(default: -1) func p11() -> Int
  @Optional(default: -1) func p12() -> Int
  @Optional(default: -1) func p13() -> Int
  @Optional(default: -1) func p14() -> Int
  @Optional(default: -1) func p15() -> Int
  @Optional(default: -1) func p16() -> Int
  @Optional(default: -1) func p17() -> Int
  @Optional(default: -1) func p18() -> Int
  @Optional(default: -1) func p19() -> Int
  @Optional(default: -1) func p20() -> Int
  @Optional(default: -1) func p21() -> Int
  @Optional(default: -1) func p22() -> Int
  @Optional(default: -1) func p23() -> Int
  @Optional(default: -1) func p24() -> Int
  @Optional(default: -1) func p25() -> Int
  @Optional(default: -1) func p26() -> Int
  @Optional(default: -1) func p27() -> Int
  @Optional(default: -1) func p28() -> Int
  @Optional(default: -1) func p29() -> Int
  @Optional(default: -1) func p30() -> Int
  @Optional(default: -1) func p31() -> Int
  @Optional(default: -1) func p32() -> Int
  @Optional(default: -1) func p33() -> Int
  @Optional(default: -1) func p34() -> Int
  @Optional(default: -1) func p35() -> Int
  @Optional(default: -1) func p36() -> Int
  @Optional(default: -1) func p37() -> Int
  @Optional(default: -1) func p38() -> Int
  @Optional(default: -1) func p39() -> Int
  @Optional(default: -1) func p40() -> Int
  @Optional(default: -1) func p41() -> Int
  @Optional(default: -1) func p42() -> Int
  @Optional(default: -1) func p43() -> Int
  @Optional(default: -1) func p44() -> Int
  @Optional(default: -1) func p45() -> Int
  @Optional(default: -1) func p46() -> Int
  @Optional(default: -1) func p47() -> Int
  @Optional(default: -1) func p48() -> Int
  @Optional(default: -1) func p49() -> Int
  @Optional(default: -1) func p50() -> Int
  @Optional(default: -1) func p51() -> Int
  @Optional(default: -1) func p52() -> Int
  @Optional(default: -1) func p53() -> Int
  @Optional(default: -1) func p54() -> Int
  @Optional(default: -1) func p55() -> Int
  @Optional(default: -1) func p56() -> Int
  @Optional(default: -1) func p57() -> Int
  @Optional(default: -1) func p58() -> Int
  @Optional(default: -1) func p59() -> Int
}

/// 10 more: with the parent's, 70, so some fall past the cached bits.
@Delegate
protocol WideChild: WideParent {
  @Optional(default: -1) func c0() -> Int
  @Optional(default: -1) func c1() -> Int
  @Optional(default: -1) func c2() -> Int
  @Optional(default: -1) func c3() -> Int
  @Optional(default: -1) func c4() -> Int
  @Optional(default: -1) func c5() -> Int
  @Optional(default: -1) func c6() -> Int
  @Optional(default: -1) func c7() -> Int
  @Optional(default: -1) func c8() -> Int
  @Optional(default: -1) func c9() -> Int
}

private final class LastOfEach: WideChild {
  var calls = 0
  func p59() -> Int {
    calls += 1
    return 59
  }
  func c9() -> Int {
    calls += 1
    return 9
  }
}

private final class NoneOfThem: WideChild {}

@Delegate
protocol SharedCounting: AnyObject, Sendable {
  @Optional(default: 0) func count() -> Int
}

@Delegate
/// A child restates its parent's `Sendable`: the macro sees only this declaration.
protocol SharedTotaling: SharedCounting, Sendable {
  @Optional(default: 0) func total() -> Int
}

private final class Total: SharedTotaling {
  func total() -> Int { 10 }
}

private final class Count: SharedTotaling {
  func count() -> Int { 3 }
}

@MainActor
@Delegate
protocol ScreenAppearing: AnyObject {
  @Optional func screenDidAppear()
  @Optional func screenWillLoad() async
}

@MainActor
@Delegate
protocol ScreenListing: ScreenAppearing {
  @Optional(default: 0) func rows() -> Int
}

@MainActor
private final class ListScreen: ScreenListing {
  var appearances = 0
  var loads = 0
  func screenDidAppear() { appearances += 1 }
  func screenWillLoad() async { loads += 1 }
}

@Suite("Wide, Sendable and main-actor hierarchies")
struct WideHierarchyTests {
  @Test("Requirements past the cached bits are probed on every call, and answer right")
  func pastTheCachedBits() {
    let last = LastOfEach()
    let none = NoneOfThem()
    let multicast = WideChildMulticast()
    multicast.add(none)
    multicast.add(last)
    for _ in 0..<3 {
      #expect(multicast.p0() == -1)
      #expect(multicast.p59() == 59)
      #expect(multicast.c0() == -1)
      #expect(multicast.c9() == 9)
    }
    #expect(last.calls == 6)
    #expect(multicast.responds(to: WideChildRequirement.c9))
    #expect(multicast.responds(to: WideParentRequirement.p59))
  }

  @Test("A Sendable child forwards its parent's requirements from any thread")
  func sendableConcurrently() async {
    let total = Total()
    let count = Count()
    let multicast = SharedTotalingMulticast()
    multicast.add(total)
    multicast.add(count)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<100 {
            #expect(multicast.count() == 3)
            #expect(multicast.total() == 10)
          }
        }
      }
    }
    #expect(multicast.responds(to: SharedCountingRequirement.count))
  }

  @Test("A main-actor child forwards its parent's sync and async requirements")
  @MainActor
  func mainActor() async {
    let screen = ListScreen()
    let multicast = ScreenListingMulticast()
    multicast.add(screen)
    multicast.screenDidAppear()
    await multicast.screenWillLoad()
    #expect(multicast.rows() == 0)
    #expect(screen.appearances == 1)
    #expect(screen.loads == 1)
  }
}
