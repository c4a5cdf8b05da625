import DelegateKit

// Every requirement shape @Delegate supports, declared as a client would: this target has
// the default Swift 6 settings (no upcoming features) and treats warnings as errors, so
// each expansion must compile here without a warning. The same file is built again under
// `-default-isolation MainActor` by DelegateKitMainActorClientTests (a symlink).
// The public protocol is in PublicShapes.swift; the async shapes of a plain protocol are in
// AsyncShapeTests.swift.

/// Required and optional requirements, void and value.
@Delegate
protocol PlainDelegate: AnyObject {
  func didChange(_ value: Int)
  func title(for value: Int) -> String
  @Optional func willChange(_ value: Int)
  @Optional(default: 10) func limit() -> Int
  @Optional func subtitle(for value: Int) -> String?
}

/// `throws` and typed `throws`, required and optional.
@Delegate
protocol ThrowingDelegate: AnyObject {
  func validate(_ value: Int) throws
  func check(_ value: Int) throws(ClientError) -> Bool
  @Optional(default: 0) func parse(_ text: String) throws(ClientError) -> Int
}

/// Parameter kinds: `inout`, unnamed, closures and generic methods.
@Delegate
protocol ParameterDelegate: AnyObject {
  func adjust(_ value: inout Int)
  func unnamed(_: Int, _: String) -> String
  @CompletionHandler(nil) func register(_ handler: @escaping @Sendable (Int) -> Void)
  @Optional func visit(_ body: (Int) -> Void)
  @Optional func transform<T: Equatable>(_ value: T, with body: (T) -> T) -> T?
  @Optional func describe<T>(_ value: T) -> String? where T: CustomStringConvertible
}

/// Properties: get, get set, and optional get with and without a default.
@Delegate
protocol PropertyDelegate: AnyObject {
  var name: String { get }
  var title: String { get set }
  @Optional(default: 44) var rowHeight: Int { get }
  @Optional var footer: String? { get }
}

/// Defaults that answer an argument, as UIKit's `willSelectRowAt` answers its row.
@Delegate
protocol ArgumentDefaultDelegate: AnyObject {
  @Optional(returning: "proposed") func target(from source: Int, proposed: Int) -> Int
  @Optional(returning: "row") func willSelect(_ sender: String, row: Int) -> Int?
}

/// A protocol with no requirements of its own, only parents: its requirement enum has no
/// cases.
@Delegate
protocol CombinedDefaultsDelegate: ArgumentDefaultDelegate, PropertyDelegate {}

/// Every combine strategy, and the unmarked one (the first implementer answers).
@Delegate
protocol CombiningDelegate: AnyObject {
  func order(_ row: Int) -> Int
  @Combining(.last) func badge(_ row: Int) -> Int
  @Combining(.all) func canEdit(_ row: Int) -> Bool
  @Combining(.any) @Optional(default: false) func wantsHighlight(_ row: Int) -> Bool
  @Combining(.firstNonNil) @Optional func note(_ row: Int) -> String?
  @Combining(.collect) @Optional(default: []) func menuItems(_ row: Int) -> [String]
}

/// A main-actor protocol, with async requirements.
@MainActor
@Delegate
protocol ScreenDelegate: AnyObject {
  func screenDidAppear(_ name: String)
  @Optional(default: "untitled") func screenTitle() -> String
  @Optional func screenWillDisappear(_ name: String) async
  func screenLoad(_ id: Int) async throws -> String
}

/// A `Sendable` protocol, with async requirements.
@Delegate
protocol CacheObserver: AnyObject, Sendable {
  func cacheDidEvict(_ key: String)
  @Optional(default: true) func cacheShouldEvict(_ key: String) -> Bool
  @Optional func cacheDidClear() async
  func cacheLoad(_ key: String) async throws -> Int
}

/// Nested protocols: the generated types live beside them, inside the enclosing types.
enum Feed {
  @Delegate
  protocol Delegate: AnyObject {
    func feedDidLoad(_ count: Int)
    @Optional(default: 3) func pageSize() -> Int
  }

  struct Page {
    @Delegate
    protocol Delegate: AnyObject {
      func pageDidShow(_ index: Int)
    }
  }
}
