// NSCacheDelegate, transcribed from swift-corelibs-foundation at tag swift-6.3.1-RELEASE
// (58ed1c970a179b3564e2f29963870e0aa25a3e0a), Sources/Foundation/NSCache.swift:
// https://github.com/swiftlang/swift-corelibs-foundation/blob/swift-6.3.1-RELEASE/Sources/Foundation/NSCache.swift
// - lines 229-237: `public protocol NSCacheDelegate : NSObjectProtocol` with one requirement,
//   `cache(_:willEvictObject:)`, and a default that does nothing, declared without `public`
//   (`nm -D libFoundation.so` lists no symbol for it): no class outside Foundation can use it,
//   so `NSCacheDelegateDefaults` below restates it for `@Optional(default: .inherited)` to keep.
// - What NSCache calls on Linux: `cache(_:willEvictObject:)` only from `setObject(_:forKey:cost:)`
//   (lines 139-197), for each entry it evicts to get under `totalCostLimit` (lines 167-179),
//   then under `countLimit` (lines 182-194), cheapest first (entries are kept sorted by cost,
//   lines 105-137; an entry of equal cost goes before the others, so with equal costs the
//   entry just added is the first evicted). It calls the delegate with its lock held.
//   `removeObject(forKey:)` and `removeAllObjects()` (lines 200-226) do NOT call the delegate on
//   Linux, where Darwin's NSCache does for `removeAllObjects()`: the scenarios check that.
// Left out: nothing (one requirement).
import DelegateKit
import Foundation
import Testing

/// swift-corelibs-foundation's default of `NSCacheDelegate`, internal there: nothing happens.
protocol NSCacheDelegateDefaults: NSCacheDelegate {}

extension NSCacheDelegateDefaults {
  func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {
    // Default implementation does nothing
  }
}

/// The eviction notice of `NSCache`, forwarded to several observers. `NSCacheDelegate` requires
/// `NSObjectProtocol`: the generated types subclass `NSObject`, and so do the delegates.
@Delegate(foreign: NSCacheDelegateDefaults.self, subclassing: NSObject.self)
protocol CacheEvictionEvents: NSCacheDelegateDefaults {
  @Optional(default: .inherited)
  func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any)
}

/// What the scenarios store in the cache.
final class CachedThumbnail {
  let name: String

  init(name: String) {
    self.name = name
  }
}

/// Logs every evicted object's name.
final class EvictionLog: NSObject, CacheEvictionEvents {
  let journal: Journal
  let label: String

  init(journal: Journal, label: String) {
    self.journal = journal
    self.label = label
  }

  func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {
    journal.record("\(label).evict(\((obj as? CachedThumbnail)?.name ?? "?"))")
  }
}

/// Observes the cache for another purpose and leaves evictions to the default; its conformance
/// in an extension.
final class CacheSizeReporter: NSObject {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

extension CacheSizeReporter: CacheEvictionEvents {}

@Suite("NSCacheDelegate: a real NSCache evicting by countLimit notifies every delegate", .leaksInFoundation)
struct NSCacheDelegateCorpusTests {
  /// A cache of `countLimit` objects whose delegate is `delegate`.
  func makeCache(countLimit: Int, delegate: any NSCacheDelegate) -> NSCache<NSString, CachedThumbnail> {
    let cache = NSCache<NSString, CachedThumbnail>()
    cache.countLimit = countLimit
    cache.delegate = delegate
    return cache
  }

  @Test("Evictions under countLimit reach every implementer in registration order, cheapest first")
  func evictionsByCount() {
    let journal = Journal()
    let first = EvictionLog(journal: journal, label: "first")
    let reporter = CacheSizeReporter(journal: journal)
    let second = EvictionLog(journal: journal, label: "second")
    let multicast = CacheEvictionEventsMulticast()
    multicast.add(first)
    multicast.add(reporter)
    multicast.add(second)
    #expect(multicast.responds(to: .cacheWillEvictObject))
    let cache = makeCache(countLimit: 2, delegate: multicast)

    cache.setObject(CachedThumbnail(name: "a"), forKey: NSString(string: "a"), cost: 1)
    cache.setObject(CachedThumbnail(name: "b"), forKey: NSString(string: "b"), cost: 2)
    #expect(journal.entries.isEmpty, "under the limit")
    cache.setObject(CachedThumbnail(name: "c"), forKey: NSString(string: "c"), cost: 3)

    #expect(journal.entries == ["first.evict(a)", "second.evict(a)"])
    #expect(cache.object(forKey: NSString(string: "a")) == nil)
    #expect(cache.object(forKey: NSString(string: "c"))?.name == "c")
    #expect(multicast.responds(to: .cacheWillEvictObject))
  }

  @Test("totalCostLimit evicts the cheapest entries until the total fits; each eviction is one call")
  func evictionsByCost() {
    let journal = Journal()
    let log = EvictionLog(journal: journal, label: "log")
    let multicast = CacheEvictionEventsMulticast()
    multicast.add(log)
    let cache = NSCache<NSString, CachedThumbnail>()
    cache.totalCostLimit = 10
    cache.delegate = multicast

    cache.setObject(CachedThumbnail(name: "small"), forKey: NSString(string: "small"), cost: 2)
    cache.setObject(CachedThumbnail(name: "medium"), forKey: NSString(string: "medium"), cost: 4)
    cache.setObject(CachedThumbnail(name: "large"), forKey: NSString(string: "large"), cost: 9)

    // Total 15, limit 10: evicting 5 takes "small" (2) then "medium" (4).
    #expect(journal.entries == ["log.evict(small)", "log.evict(medium)"])
  }

  @Test("removeObject(forKey:) and removeAllObjects() do not call the delegate on Linux")
  func explicitRemovals() {
    let journal = Journal()
    let log = EvictionLog(journal: journal, label: "log")
    let multicast = CacheEvictionEventsMulticast()
    multicast.add(log)
    let cache = makeCache(countLimit: 0, delegate: multicast)
    cache.setObject(CachedThumbnail(name: "a"), forKey: NSString(string: "a"))
    cache.setObject(CachedThumbnail(name: "b"), forKey: NSString(string: "b"))

    cache.removeObject(forKey: NSString(string: "a"))
    cache.removeAllObjects()

    #expect(journal.entries.isEmpty, "swift-corelibs-foundation's NSCache evicts silently here")
    #expect(cache.object(forKey: NSString(string: "b")) == nil)
  }

  @Test("A proxy and a router as the cache's delegate; with no delegate the default does nothing")
  func proxyAndRouter() {
    let journal = Journal()
    let log = EvictionLog(journal: journal, label: "log")
    let reporter = CacheSizeReporter(journal: journal)

    let proxy = CacheEvictionEventsProxy(log)
    let cache = makeCache(countLimit: 1, delegate: proxy)
    cache.setObject(CachedThumbnail(name: "a"), forKey: NSString(string: "a"), cost: 1)
    cache.setObject(CachedThumbnail(name: "b"), forKey: NSString(string: "b"), cost: 2)
    #expect(journal.entries == ["log.evict(a)"])

    let router = CacheEvictionEventsRouter<String>()
    router.setDelegate(reporter, for: "quiet")
    router.setDelegate(log, for: "logged")
    cache.delegate = router
    router.select("quiet")
    cache.setObject(CachedThumbnail(name: "c"), forKey: NSString(string: "c"), cost: 3)
    router.select("logged")
    cache.setObject(CachedThumbnail(name: "d"), forKey: NSString(string: "d"), cost: 4)
    #expect(journal.entries == ["log.evict(a)", "log.evict(c)"], "b went while the reporter was selected")

    // No delegate at all: the default, which does nothing.
    proxy.delegate = nil
    cache.delegate = proxy
    cache.setObject(CachedThumbnail(name: "e"), forKey: NSString(string: "e"), cost: 5)
    #expect(journal.entries.count == 2)
    #expect(cache.object(forKey: NSString(string: "e"))?.name == "e")
    withExtendedLifetime((log, reporter, router)) {}
  }

  @Test("A delegate used directly keeps the default: nothing happens")
  func conformerUsedDirectly() {
    let journal = Journal()
    let reporter = CacheSizeReporter(journal: journal)
    let cache = NSCache<AnyObject, AnyObject>()
    reporter.cache(cache, willEvictObject: CachedThumbnail(name: "x"))
    CacheEvictionEventsMulticast().cache(cache, willEvictObject: CachedThumbnail(name: "y"))
    #expect(journal.entries.isEmpty)
  }
}
