import DelegateKit
import Foundation
import Testing

// The forwarder rules of `ForwarderAssuranceTests`, on a `Sendable` protocol's multicast,
// whose list is a `ConcurrentDelegateList`: both lists take the same broadcast step.

@Delegate
protocol SharedCaption: AnyObject, Sendable {
  @Optional(default: "none") func caption() -> String
  @Optional(default: "none") func asyncCaption() async -> String
}

private final class SharedNamed: SharedCaption {
  let name: String
  init(_ name: String) { self.name = name }
  func caption() -> String { name }
  func asyncCaption() async -> String { name }
}

/// Relies on every default.
private final class SharedSilent: SharedCaption {}

@Suite("A forwarder inside a concurrent list")
struct ConcurrentForwarderAssuranceTests {
  @Test("A learned delegate behind a proxy that deallocates lets the next delegate answer")
  func deallocatedBehindProxy() async {
    let proxy = SharedCaptionProxy()
    let after = SharedNamed("after")
    let multicast = SharedCaptionMulticast()
    multicast.add(proxy)
    multicast.add(after)
    do {
      let first = SharedNamed("first")
      proxy.delegate = first
      #expect(multicast.caption() == "first")
      #expect(multicast.caption() == "first")
      #expect(await multicast.asyncCaption() == "first")
    }
    #expect(multicast.caption() == "after")
    #expect(await multicast.asyncCaption() == "after")
  }

  @Test("A multicast whose learned first delegate uses the default asks its next one")
  func skipsKnownDefaultInside() async {
    let inner = SharedCaptionMulticast()
    let silent = SharedSilent()
    let second = SharedNamed("second")
    inner.add(silent)
    inner.add(second)
    let outer = SharedCaptionMulticast()
    let after = SharedNamed("after")
    outer.add(inner)
    outer.add(after)
    #expect(outer.caption() == "second")
    #expect(outer.caption() == "second")
    #expect(await outer.asyncCaption() == "second")
    inner.remove(second)
    #expect(outer.caption() == "after")
    #expect(await outer.asyncCaption() == "after")
    inner.remove(silent)
    #expect(outer.caption() == "after")
    withExtendedLifetime((silent, second)) {}
  }
}
