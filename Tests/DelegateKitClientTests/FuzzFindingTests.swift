import DelegateKit
import Testing

// Shapes the fuzzer (Scripts/fuzz-macro.sh) found expanding into code that did not compile,
// compiled here with a client's default settings, and driven.

/// Attributes on the requirements of a public protocol: the forwarders write them before
/// `public`.
@Delegate
public protocol AttributedDelegate: AnyObject {
  @discardableResult func open(_ id: Int) -> Bool
  @available(*, deprecated, message: "use open(_:)") @Optional func legacyOpen(_ id: Int)
}

/// Every requirement inside `#if`: the requirement enum spells its raw values out.
@Delegate
protocol ConditionalOnlyDelegate: AnyObject {
  #if true
  @Optional func didLoad(_ count: Int)
  #endif
  #if false
  func neverDeclared()
  #endif
}

/// A requirement named by a keyword, a parameter named by a keyword.
@Delegate
protocol KeywordDelegate: AnyObject {
  @Optional(default: 0) func `default`(_ value: Int) -> Int
  @Optional(completing: 1) func decide(_ value: Int, handler subscript: @escaping (Int) -> Void)
}

final class Opener: AttributedDelegate {
  var opened: [Int] = []
  func open(_ id: Int) -> Bool {
    opened.append(id)
    return true
  }
}

final class CountLoader: ConditionalOnlyDelegate {
  var loaded = 0
  func didLoad(_ count: Int) { loaded += count }
}

final class Keyworded: KeywordDelegate {
  func `default`(_ value: Int) -> Int { value * 2 }
}

@Suite("Shapes the fuzzer found")
struct FuzzFindingTests {
  @Test("A public protocol's attributed requirements are forwarded")
  func attributed() {
    let opener = Opener()
    let multicast = AttributedDelegateMulticast()
    multicast.add(opener)
    multicast.open(3)
    #expect(opener.opened == [3])
    #expect(multicast.responds(to: AttributedDelegateRequirement.open))
  }

  @Test("A protocol whose requirements are all inside #if")
  func conditionalOnly() {
    let loader = CountLoader()
    let multicast = ConditionalOnlyDelegateMulticast()
    multicast.add(loader)
    multicast.didLoad(4)
    #expect(loader.loaded == 4)
    #expect(ConditionalOnlyDelegateRequirement(rawValue: 0) == .didLoad)
    #expect(ConditionalOnlyDelegateRequirement.didLoad.rawValue == 0)
  }

  @Test("Keyword names")
  func keywords() {
    let keyworded = Keyworded()
    let multicast = KeywordDelegateMulticast()
    multicast.add(keyworded)
    #expect(multicast.default(4) == 8)
    var answers: [Int] = []
    multicast.decide(1) { answers.append($0) }
    #expect(answers == [1], "nobody implements it: completed with 1")
    #expect(multicast.responds(to: .`default`))
  }
}
