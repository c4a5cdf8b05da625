// The extension role adds the defaults of the @Optional requirements, whose names are the
// protocol's own; no fixed list can name them, hence `arbitrary` there and exact names on
// the peer role.

/// Generates a multicast, a proxy and a router for a delegate protocol, with defaults for
/// its `@Optional` requirements.
///
/// Attach `@Delegate` to a class-bound protocol:
///
/// ```swift
/// @Delegate
/// public protocol DownloadDelegate: AnyObject {
///   func downloadDidStart(_ download: Download)
///   @Optional func download(_ download: Download, didProgress progress: Double)
///   @Optional(default: true) func downloadShouldResume(_ download: Download) -> Bool
///   func downloadTitle(_ download: Download) -> String
/// }
/// ```
///
/// and the macro writes, beside it and at its access level, a requirement enum, three small
/// classes that hold their storage, and one forwarding member per requirement, in an
/// extension the three share; everything else they have comes from a runtime protocol,
/// documented once there:
///
/// ```swift
/// extension DownloadDelegate {          // the @Optional defaults, which report themselves
///   public func download(_ download: Download, didProgress progress: Double) { … }
///   public func downloadShouldResume(_ download: Download) -> Bool { …; return true }
/// }
///
/// public enum DownloadDelegateRequirement: Int, DelegateRequirement {
///   case downloadDidStart, downloadDidProgress, downloadShouldResume, downloadTitle
/// }
///
/// extension DownloadDelegate where Self: DelegateForwarder<any DownloadDelegate>, … {
///   public func downloadDidStart(_ download: Download)          // every delegate
///   public func downloadTitle(_ download: Download) -> String   // the first implementer
///   …
/// }
///
/// public final class DownloadDelegateMulticast: DelegateMulticast, DownloadDelegate {
///   public init(isBreaking: Bool = false)
/// }
/// public final class DownloadDelegateProxy: DelegateProxy, DownloadDelegate { … }
/// public final class DownloadDelegateRouter<_$Key: Hashable>: DelegateRouting, DownloadDelegate { … }
/// ```
///
/// ``DelegateMulticast`` gives the multicast `add(_:retention:)`, `remove(_:)`, `count`,
/// `responds(to:)` and the rest; ``DelegateProxy`` the proxy's `delegate`; and
/// ``DelegateRouting`` the router's `select(_:)` and routes.
///
/// A protocol may refine other `@Delegate` protocols: its generated types then forward the
/// parents' requirements too, with the parents' own forwarding members. A parent that is
/// neither a `@Delegate` protocol nor named in `@Delegate(foreign:)` is a compile error that
/// names it and says what to write.
///
/// A `Sendable` protocol gets `Sendable` types built on ``ConcurrentDelegateList``; a
/// `@MainActor` protocol gets main-actor types, with main-actor conformances to the runtime
/// protocols and `nonisolated` initializers. Requirements inside `#if` are forwarded under
/// the same conditions. A public protocol needs `public import DelegateKit`. The article
/// <doc:FromObjectiveCProxies> maps each Objective-C pattern to these types, and
/// <doc:GeneratedCode> gives the rules the generated code follows.
@attached(peer, names: suffixed(Multicast), suffixed(Proxy), suffixed(Router), suffixed(Requirement), suffixed(Call))
@attached(member, names: named(_$respondsExactly))
@attached(extension, names: arbitrary)
public macro Delegate() = #externalMacro(module: "DelegateKitMacros", type: "DelegateMacro")

/// Generates a multicast, a proxy and a router for a protocol that refines protocols you do
/// not own, such as Foundation's `XMLParserDelegate`: `@Delegate` protocols are the other
/// parents.
///
/// Restate, with `@Optional` where the foreign protocol has a default, the requirements to
/// forward; the generated types forward those, and the foreign protocol's own
/// implementations (its defaults) answer the others, since the macro cannot see them:
///
/// ```swift
/// @Delegate(foreign: XMLParserDelegate.self, subclassing: NSObject.self)
/// protocol ParserEvents: XMLParserDelegate {
///   @Optional func parser(_ parser: XMLParser, foundCharacters string: String)
/// }
/// parser.delegate = eventsMulticast
/// ```
///
/// - Parameters:
///   - foreign: The parents that are not `@Delegate` protocols.
///   - subclassing: A class the generated types inherit from, such as `NSObject` for a
///     protocol that requires `NSObjectProtocol`; `nil` for none.
@attached(peer, names: suffixed(Multicast), suffixed(Proxy), suffixed(Router), suffixed(Requirement), suffixed(Call))
@attached(member, names: named(_$respondsExactly))
@attached(extension, names: arbitrary)
public macro Delegate(foreign: Any.Type..., subclassing: AnyObject.Type? = nil) =
  #externalMacro(module: "DelegateKitMacros", type: "DelegateMacro")

/// Marks a requirement of a `@Delegate` protocol that delegates may leave unimplemented.
///
/// A void requirement defaults to doing nothing; a requirement returning an `Optional`
/// defaults to `nil`.
///
/// ```swift
/// @Optional func downloadDidPause(_ download: Download)
/// @Optional func downloadSubtitle(_ download: Download) -> String?
/// ```
@attached(peer)
public macro Optional() = #externalMacro(module: "DelegateKitMacros", type: "RequirementMarkerMacro")

/// Marks a requirement of a `@Delegate` protocol that delegates may leave unimplemented,
/// with the value it returns then.
///
/// ```swift
/// @Optional(default: true) func downloadShouldResume(_ download: Download) -> Bool
/// @Optional(default: EditingStyle.delete) func editingStyle(for row: Int) -> EditingStyle
/// ```
///
/// A default that depends on the arguments is a closure whose parameters are named and
/// typed as the requirement's (any of them, in any order). It runs only when no delegate
/// answers, with those arguments:
///
/// ```swift
/// @Optional(default: { (tableView: TableView) in tableView.rowHeight })
/// func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
/// ```
///
/// A macro's arguments are type-checked where the attribute is written, before the macro
/// runs, where the requirement's parameters are not in scope and its return type is not
/// known: hence the closure, and an enumeration case written with its type
/// (`EditingStyle.delete`, not `.delete`; `@Delegate` offers the fix).
///
/// - Parameter default: The value of the requirement for a delegate that does not
///   implement it, and of a multicast with no implementer.
@attached(peer)
public macro Optional<Value>(default: Value) =
  #externalMacro(module: "DelegateKitMacros", type: "RequirementMarkerMacro")

/// Marks a requirement that restates one of a foreign protocol (named in
/// `@Delegate(foreign:)`) which that protocol implements by default, and keeps that default.
///
/// ```swift
/// @Delegate(foreign: FileManagerDelegate.self, subclassing: NSObject.self)
/// protocol RemovalDelegate: FileManagerDelegate {
///   @Optional(default: .inherited)
///   func fileManager(_ fileManager: FileManager, shouldRemoveItemAt url: URL) -> Bool
/// }
/// ```
///
/// The macro writes no default of its own for the requirement, so a class conforming to the
/// protocol answers as the library says when it does not implement it, whether the library
/// or a generated type calls it. Each delegate therefore counts as implementing it, through
/// its own method or the foreign default; with no delegate at all, a generated type answers
/// with the foreign default.
///
/// - Parameter default: ``DelegateDefault/inherited``.
@attached(peer)
public macro Optional(default: DelegateDefault) =
  #externalMacro(module: "DelegateKitMacros", type: "RequirementMarkerMacro")

/// Marks a requirement of a `@Delegate` protocol that delegates may leave unimplemented,
/// answering one of its own arguments then, as UIKit's `tableView(_:willSelectRowAt:)`
/// answers the row it was given.
///
/// ```swift
/// @Optional(returning: "indexPath")
/// func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
/// ```
///
/// The name is a string because a macro's arguments are type-checked where the attribute is
/// written, where the parameters are not in scope. The macro checks that the requirement has
/// a parameter of that name whose type is the result's (or the result's wrapped type), and
/// says which parameters fit when it has not.
///
/// - Parameter returning: The name of the parameter (its name inside the requirement, not its
///   argument label) whose argument is the default answer.
@attached(peer)
public macro Optional(returning: StaticString) =
  #externalMacro(module: "DelegateKitMacros", type: "RequirementMarkerMacro")

/// Marks a requirement of a `@Delegate` protocol that delegates may leave unimplemented,
/// answering `nil` then: the same as `@Optional` on a requirement returning an `Optional`.
///
/// ```swift
/// @Optional(default: nil) func downloadSubtitle(_ download: Download) -> String?
/// ```
///
/// - Parameter default: `nil`.
@attached(peer)
public macro Optional(default: Never?) =
  #externalMacro(module: "DelegateKitMacros", type: "RequirementMarkerMacro")

/// Marks a requirement that takes a completion handler, which delegates may leave
/// unimplemented, with the arguments the handler is called with then.
///
/// A completion handler is a parameter that is an `@escaping` closure returning `Void`, and
/// neither `throws` nor `async`, whatever its name (`completionHandler`, `decisionHandler`, `reply`), and it must be called
/// exactly once. A generated multicast therefore hands such a requirement to the first
/// delegate that implements it only (or, with `@Combining`, to every implementer, and calls
/// the handler once with their answers combined); when no delegate implements it, the
/// generated code calls the handler with these arguments.
///
/// ```swift
/// @Optional(completing: URLSession.AuthChallengeDisposition.performDefaultHandling, nil)
/// func session(_ session: Session, didReceive challenge: Challenge,
///              completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)
/// ```
///
/// An argument computed from the requirement's parameters is a closure that names them, as
/// for `@Optional(default:)`: `@Optional(completing: { (request: URLRequest) in request })`.
/// A handler that takes no arguments needs none: `@Optional` alone calls it. The arguments
/// are checked where the attribute is written, so spell out enumeration cases with their type.
///
/// - Parameter completing: The arguments to call the handler with.
@attached(peer)
public macro Optional(completing: Any?...) =
  #externalMacro(module: "DelegateKitMacros", type: "RequirementMarkerMacro")

/// Says which parameter of a requirement is its completion handler, or that it has none.
///
/// Without it, the completion handler is the parameter that is an `@escaping` closure
/// returning `Void`. Name it when several parameters are, or when the closure is optional
/// (`((Bool) -> Void)?` may be a handler or a callback the caller may leave out); write
/// `nil` for a requirement whose escaping closure every delegate should receive, such as an
/// observer it registers:
///
/// ```swift
/// @CompletionHandler("reply")
/// func fetch(progress: @escaping (Double) -> Void, reply: @escaping (Data) -> Void)
/// @CompletionHandler(nil)
/// func register(onChange: @escaping () -> Void)
/// ```
///
/// - Parameter name: The handler's parameter name (inside the requirement, not its label),
///   or `nil`.
@attached(peer)
public macro CompletionHandler(_ name: StaticString?) =
  #externalMacro(module: "DelegateKitMacros", type: "RequirementMarkerMacro")

/// Chooses how a generated multicast combines several delegates' answers to a value
/// requirement.
///
/// ```swift
/// @Combining(.all) func shouldBeginEditing(_ row: Int) -> Bool
/// ```
///
/// - Parameter strategy: The combination; see ``DelegateCombineStrategy``.
@attached(peer)
public macro Combining(_ strategy: DelegateCombineStrategy) =
  #externalMacro(module: "DelegateKitMacros", type: "RequirementMarkerMacro")

/// Marks a delegate class whose every `@Delegate` conformance answers `responds(to:)`
/// exactly, before any call.
///
/// Attach it to the class; attach ``RespondsExactly()`` to each extension of it, in any
/// file, that declares a conformance to a `@Delegate` protocol. Each marked declaration's
/// methods and properties are then the class's answer for each protocol that declaration
/// names:
///
/// ```swift
/// @ExactResponder
/// final class FeedController: ViewController {}
///
/// @RespondsExactly
/// extension FeedController: TableViewDelegate, ScrollViewDelegate {
///   func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { … }
/// }
///
/// delegates.add(feedController)
/// delegates.responds(to: .tableViewHeightForRowAt)   // false at once: not implemented
/// ```
///
/// Without it, a list learns what a delegate implements by calling each optional
/// requirement once, and until then answers that the delegate may implement it. With it,
/// an optional requirement of a protocol a marked declaration names, or of a parent of that
/// protocol, which that declaration does not implement, is known to use its default from
/// the registration on: `responds(to:)` is `false`.
///
/// The mark conforms the class to `ExactResponder`, and the compiler then refuses a
/// `@Delegate` conformance of the class (or of a subclass) declared where no macro reads its
/// members, at that declaration: "a class marked @ExactResponder declares its conformance
/// to TableViewDelegate without reading its members: mark that extension @RespondsExactly".
/// So the class's answers never turn inexact in silence.
///
/// Implement a protocol's requirements in the declaration that names it: a first call still
/// goes through the list's check, once per delegate, and a member the macros could not see
/// there (in the class body for a protocol an extension names, say) stops the program with
/// a message saying where to put it, instead of being skipped.
@attached(member, names: named(_$respondsExactly))
@attached(extension, conformances: ExactResponder)
public macro ExactResponder() = #externalMacro(module: "DelegateKitMacros", type: "ExactResponderMacro")

/// Records which members an extension of a delegate class implements, for the `@Delegate`
/// conformances it declares, so that delegate lists answer `responds(to:)` exactly before
/// any call.
///
/// ```swift
/// @RespondsExactly
/// extension FeedController: TableViewDelegate {
///   func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { … }
/// }
/// ```
///
/// Mark the class itself ``ExactResponder()``: then every `@Delegate` conformance of the
/// class must be declared in a marked declaration, and the compiler refuses one that is not.
/// On a class that is not marked, the mark answers for the protocols the extension names,
/// and the protocols the class conforms to elsewhere are learned by calling. On a class,
/// write `@ExactResponder` instead; the macro says so, with a fix-it.
@attached(member, names: named(_$respondsExactly))
public macro RespondsExactly() = #externalMacro(module: "DelegateKitMacros", type: "RespondsExactlyMacro")

/// Where the default of an `@Optional` requirement comes from, when it is not a value:
/// `@Optional(default: .inherited)`.
public enum DelegateDefault: Sendable {
  /// The default of the foreign protocol the requirement restates, kept: see
  /// `@Optional(default:)`.
  case inherited
}
