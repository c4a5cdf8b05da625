import DelegateKit
import Testing

// A list calls a registered forwarder without watching the call when the delegate the call
// reaches first is known to implement the requirement (`DelegateForwarder._$assurance(of:)`). These
// tests change what sits behind the forwarder after it was learned, in every way that
// could make that shortcut answer with a default instead of moving on.

@Delegate
protocol Caption: AnyObject {
  @Optional(default: "none") func caption() -> String
  @Optional func captionDidChange()
  @Optional(default: "none") func asyncCaption() async -> String
}

private final class Named: Caption {
  let name: String
  var changes = 0
  var onCaption: (() -> Void)?
  init(_ name: String) { self.name = name }
  func caption() -> String {
    onCaption?()
    return name
  }
  func captionDidChange() { changes += 1 }
  func asyncCaption() async -> String { name }
}

/// Relies on every default.
private final class Silent: Caption {}

@Suite("A forwarder inside a list: the unwatched call")
struct ForwarderAssuranceTests {
  @Test("A learned delegate behind a proxy that deallocates lets the next delegate answer")
  func deallocatedBehindProxy() {
    let proxy = CaptionProxy()
    let after = Named("after")
    let multicast = CaptionMulticast()
    multicast.add(proxy)
    multicast.add(after)
    do {
      let first = Named("first")
      proxy.delegate = first
      #expect(multicast.caption() == "first")
      #expect(multicast.caption() == "first")
    }
    #expect(multicast.caption() == "after")
    multicast.captionDidChange()
    #expect(after.changes == 1)
  }

  @Test("A proxy whose delegate turns out to use the default is passed, now and later")
  func learnedDefault() {
    let proxy = CaptionProxy()
    let silent = Silent()
    proxy.delegate = silent
    let after = Named("after")
    let multicast = CaptionMulticast()
    multicast.add(proxy)
    multicast.add(after)
    for _ in 0..<3 { #expect(multicast.caption() == "after") }
    proxy.delegate = Named("replaced")
    #expect(multicast.caption() == "after")  // the replacement deallocated at once
    let kept = Named("kept")
    proxy.delegate = kept
    #expect(multicast.caption() == "kept")
    #expect(multicast.caption() == "kept")
  }

  @Test("A multicast whose learned first delegate uses the default asks its next one")
  func skipsKnownDefaultInside() {
    let inner = CaptionMulticast()
    let silent = Silent()
    let second = Named("second")
    inner.add(silent)
    inner.add(second)
    let outer = CaptionMulticast()
    let after = Named("after")
    outer.add(inner)
    outer.add(after)
    #expect(outer.caption() == "second")
    #expect(outer.caption() == "second")
    inner.remove(second)
    #expect(outer.caption() == "after")
  }

  @Test("A router behind a proxy inside a multicast follows its selection on every call")
  func nestedRouter() {
    let router = CaptionRouter<Int>()
    let people = Named("people")
    let silent = Silent()
    router.setDelegate(people, for: 0)
    router.setDelegate(silent, for: 1)
    let proxy = CaptionProxy()
    proxy.delegate = router
    let after = Named("after")
    let multicast = CaptionMulticast()
    multicast.add(proxy)
    multicast.add(after)
    router.select(0)
    #expect(multicast.caption() == "people")
    #expect(multicast.caption() == "people")
    router.select(1)
    #expect(multicast.caption() == "after")
    router.select(0)
    #expect(multicast.caption() == "people")
    router.setDelegate(nil, for: 0)
    #expect(multicast.caption() == "after")
  }

  @Test("The learned delegate may unregister itself and drop its last owner during the call")
  func removedDuringCall() {
    let proxy = CaptionProxy()
    let multicast = CaptionMulticast()
    let after = Named("after")
    multicast.add(proxy)
    multicast.add(after)
    var owner: Named? = Named("leaving")
    proxy.delegate = owner
    #expect(multicast.caption() == "leaving")
    owner?.onCaption = { [weak proxy] in
      proxy?.delegate = nil
      owner = nil
    }
    #expect(multicast.caption() == "leaving")
    #expect(owner == nil)
    #expect(multicast.caption() == "after")
  }

  @Test("An async call takes the same path")
  func asyncCalls() async {
    let proxy = CaptionProxy()
    let after = Named("after")
    let multicast = CaptionMulticast()
    multicast.add(proxy)
    multicast.add(after)
    do {
      let first = Named("first")
      proxy.delegate = first
      #expect(await multicast.asyncCaption() == "first")
      #expect(await multicast.asyncCaption() == "first")
    }
    #expect(await multicast.asyncCaption() == "after")
    proxy.delegate = Silent()
    #expect(await multicast.asyncCaption() == "after")
  }
}
