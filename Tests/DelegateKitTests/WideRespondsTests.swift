import DelegateKit
import Testing

// Both lists answer `responds(to:)` by one rule, also for an optional requirement past the
// 64 a registration caches: a `@RespondsExactly` delegate's declarations say whether it
// implements one it was never called for.

/// 40 optional requirements.
@Delegate
protocol WideSendableParent: AnyObject, Sendable {
  @Optional func p0()
  @Optional func p1()
  @Optional func p2()
  @Optional func p3()
  @Optional func p4()
  @Optional func p5()
  @Optional func p6()
  @Optional func p7()
  @Optional func p8()
  @Optional func p9()
  @Optional func p10()
  @Optional func p11()
  @Optional func p12()
  @Optional func p13()
  @Optional func p14()
  @Optional func p15()
  @Optional func p16()
  @Optional func p17()
  @Optional func p18()
  @Optional func p19()
  @Optional func p20()
  @Optional func p21()
  @Optional func p22()
  @Optional func p23()
  @Optional func p24()
  @Optional func p25()
  @Optional func p26()
  @Optional func p27()
  @Optional func p28()
  @Optional func p29()
  @Optional func p30()
  @Optional func p31()
  @Optional func p32()
  @Optional func p33()
  @Optional func p34()
  @Optional func p35()
  @Optional func p36()
  @Optional func p37()
  @Optional func p38()
  @Optional func p39()
}

/// 30 more: asked after the parent's, the last of them are past the cached bits.
@Delegate
protocol WideSendableChild: WideSendableParent, Sendable {
  @Optional func c0()
  @Optional func c1()
  @Optional func c2()
  @Optional func c3()
  @Optional func c4()
  @Optional func c5()
  @Optional func c6()
  @Optional func c7()
  @Optional func c8()
  @Optional func c9()
  @Optional func c10()
  @Optional func c11()
  @Optional func c12()
  @Optional func c13()
  @Optional func c14()
  @Optional func c15()
  @Optional func c16()
  @Optional func c17()
  @Optional func c18()
  @Optional func c19()
  @Optional func c20()
  @Optional func c21()
  @Optional func c22()
  @Optional func c23()
  @Optional func c24()
  @Optional func c25()
  @Optional func c26()
  @Optional func c27()
  @Optional func c28()
  @Optional func c29()
}

/// Implements one requirement of each protocol, and says so.
@ExactResponder
private final class WideDeclared: WideSendableChild, WideSendableParent, @unchecked Sendable {
  func p0() {}
  func c29() {}
}

@Suite("responds(to:) past the cached requirements")
struct WideRespondsTests {
  @Test("Both lists read a @RespondsExactly delegate's declarations past the cached bits")
  func declaredPastTheCache() {
    let delegate = WideDeclared()
    let list = DelegateList<any WideSendableChild>()
    let concurrent = ConcurrentDelegateList<any WideSendableChild>()
    list.add(delegate)
    concurrent.add(delegate)
    // The parent's requirement type is asked first, so it takes the first 40 bits.
    #expect(list.responds(to: WideSendableParentRequirement.p0))
    #expect(concurrent.responds(to: WideSendableParentRequirement.p0))
    #expect(!list.responds(to: WideSendableParentRequirement.p1))
    #expect(!concurrent.responds(to: WideSendableParentRequirement.p1))
    for requirement in [WideSendableChildRequirement.c0, .c28, .c29] {
      let declared = requirement == .c29
      #expect(list.responds(to: requirement) == declared, "DelegateList, \(requirement)")
      #expect(concurrent.responds(to: requirement) == declared, "ConcurrentDelegateList, \(requirement)")
    }
  }
}
