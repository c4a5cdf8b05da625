import DelegateKit
import Testing

// A requirement named by a raw identifier. The macro reads it with swift-syntax's parser,
// which knows raw identifiers from 602 on: Scripts/swift-syntax-versions.sh leaves this
// file out when it builds against an older swift-syntax.

@Delegate
protocol RawNameDelegate: AnyObject {
  @Optional func `did finish`(_ value: Int)
}

final class RawNamed: RawNameDelegate {
  var finished: [Int] = []
  func `did finish`(_ value: Int) { finished.append(value) }
}

@Suite("A requirement named by a raw identifier")
struct RawIdentifierNameTests {
  @Test("Its case and its forwarders")
  func rawName() {
    let named = RawNamed()
    let multicast = RawNameDelegateMulticast()
    multicast.add(named)
    multicast.`did finish`(5)
    #expect(named.finished == [5])
    #expect(multicast.responds(to: .`did finish`))
  }
}
