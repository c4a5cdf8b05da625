public import DelegateKit

// Compile-only use sites: each protocol below must expand into code that type-checks.
// Behaviour tests in the other files call the generated types.

public struct ShapeError: Error, Equatable {
  let code: Int
}

/// Effects, parameter kinds and generics.
@Delegate
public protocol ShapesDelegate: AnyObject {
  func load(_ id: Int) async -> String
  @Optional func prepare() async
  func validate(_ value: Int) throws
  @Optional(default: 0) func parse(_ text: String) throws(ShapeError) -> Int
  func adjust(_ value: inout Int)
  @CompletionHandler(nil) @Optional func register(_ handler: @escaping @Sendable (Int) -> Void)
  @Optional func transform<T: Sendable>(_ value: T, with body: (T) -> T) -> T?
  func unnamed(_: Int, _: String) -> String
  @Optional func fetch(_ id: Int) async throws -> [String]?
}

/// Properties, strategies and overloaded names.
@Delegate
package protocol SettingsDelegate: AnyObject {
  var title: String { get set }
  @Optional(default: 44) var rowHeight: Int { get }
  @Combining(.all) func canEdit(_ row: Int) -> Bool
  @Combining(.any) @Optional(default: false) func wantsHighlight(_ row: Int) -> Bool
  @Combining(.collect) @Optional(default: []) func menuItems(_ row: Int) -> [String]
  @Combining(.last) func badge(_ row: Int) -> Int
  @Combining(.firstNonNil) @Optional func note(_ row: Int) -> String?
  func item(at row: Int) -> String
  func item(at row: Int, in section: Int) -> String
}

/// A main-actor protocol: the generated types are main-actor isolated.
@MainActor
@Delegate
protocol ScreenDelegate: AnyObject {
  func screenDidAppear(_ name: String)
  @Optional(default: "untitled") func screenTitle(_ name: String) -> String
  @Optional func screenWillDisappear(_ name: String) async
}

/// A `Sendable` protocol: the generated types are `Sendable`, on the lock-based list.
@Delegate
protocol CacheObserver: AnyObject, Sendable {
  func cacheDidEvict(_ key: String)
  @Optional(default: true) func cacheShouldEvict(_ key: String) -> Bool
  @Optional func cacheDidClear() async
}

/// Nested protocols and their generated types live inside the enclosing type.
enum Feed {
  @Delegate
  protocol Delegate: AnyObject {
    func feedDidLoad(_ count: Int)
    @Optional(default: 3) func feedPageSize() -> Int
  }
}

// The generated types are usable where their protocol's access allows.
public func makeShapesMulticast() -> ShapesDelegateMulticast { ShapesDelegateMulticast() }
package func makeSettingsProxy() -> SettingsDelegateProxy { SettingsDelegateProxy() }
func makeFeedRouter() -> Feed.DelegateRouter<Int> { Feed.DelegateRouter<Int>() }
