import DelegateKit
import Testing

// A delegate that stands in front of objects of its own answers `responds(to:)` for itself:
// both lists, and the generated types over them, take its answer, while its calls reach it
// as any delegate's do.

@Delegate
protocol Gauge: AnyObject, Sendable {
  @Optional(default: 0) func level() -> Int
  @Optional func reset()
}

/// Answers `level()` itself and forwards `reset()` to the gauges behind it.
final class GaugeFront: Gauge, SelfAnsweringDelegate, Sendable {
  let behind = GaugeProxy()

  func level() -> Int { 7 }
  func reset() { behind.reset() }

  func responds<Requirement: DelegateRequirement>(to requirement: Requirement) -> Bool {
    guard let requirement = requirement as? GaugeRequirement else { return true }
    switch requirement {
    case .level: return true
    case .reset: return behind.responds(to: requirement)
    }
  }
}

/// Implements `reset()`, counting the calls.
final class Resetter: Gauge, @unchecked Sendable {
  // @unchecked: driven from the test's own thread only.
  var resets = 0
  func reset() { resets += 1 }
}

@Suite("A delegate that answers responds(to:) for itself")
struct SelfAnsweringDelegateTests {
  @Test("A list asks it, before and after its calls", arguments: [DelegateRetention.weak, .strong])
  func listAsksIt(retention: DelegateRetention) {
    let front = GaugeFront()
    let list = DelegateList<any Gauge>()
    list.add(front, retention: retention)
    #expect(!list.responds(to: GaugeRequirement.reset), "nobody stands behind the front")
    list.forEach { $0.reset() }
    #expect(!list.responds(to: GaugeRequirement.reset), "called, it still says no")
    #expect(list.responds(to: GaugeRequirement.level))

    let resetter = Resetter()
    front.behind.setDelegate(resetter)
    #expect(list.responds(to: GaugeRequirement.reset))
    list.forEach { $0.reset() }
    #expect(resetter.resets == 1, "the call reaches the front, held \(retention)")
  }

  @Test("A concurrent list asks it, before and after its calls", arguments: [DelegateRetention.weak, .strong])
  func concurrentListAsksIt(retention: DelegateRetention) {
    let front = GaugeFront()
    let list = ConcurrentDelegateList<any Gauge>()
    list.add(front, retention: retention)
    list.forEach { $0.reset() }
    #expect(!list.responds(to: GaugeRequirement.reset))
    #expect(list.responds(to: GaugeRequirement.level))

    let resetter = Resetter()
    front.behind.setDelegate(resetter)
    #expect(list.responds(to: GaugeRequirement.reset))
    list.forEach { $0.reset() }
    #expect(resetter.resets == 1)
  }

  @Test("A generated multicast takes its answer")
  func multicastTakesIt() {
    let front = GaugeFront()
    let multicast = GaugeMulticast()
    multicast.add(front)
    multicast.reset()
    #expect(!multicast.responds(to: .reset), "its call implements reset(), but it says no")
    #expect(multicast.level() == 7)
    #expect(multicast.responds(to: .level))
  }
}
