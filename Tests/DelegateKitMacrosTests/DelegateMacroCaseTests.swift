import MacroTesting
import Testing

// What the macro refuses, with what to write instead, and the expansions of unusual
// declaration shapes: compositions, requirements inside `#if`, overloads.
@Suite("@Delegate refusals and unusual declaration shapes", .macros(delegateMacros))
struct DelegateMacroCaseTests {
  @Test("-> Self is refused, with a fix-it naming the protocol's existential")
  func returnsSelf() {
    assertMacro {
      """
      @Delegate
      protocol CopyingDelegate: AnyObject {
        func copy(of other: Self) -> Self
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol CopyingDelegate: AnyObject {
        func copy(of other: Self) -> Self
                 ┬───────────────────────
                 ╰─ 🛑 @Delegate cannot forward 'copy': 'Self' would be the generated type, not the delegate's; write 'any CopyingDelegate' instead
                    ✏️ Replace 'Self' with 'any CopyingDelegate'
      }
      """
    } fixes: {
      """
      @Delegate
      protocol CopyingDelegate: AnyObject {
        func copy(of other: (any CopyingDelegate)) -> (any CopyingDelegate)
      }
      """
    } expansion: {
      """
      protocol CopyingDelegate: AnyObject {
        func copy(of other: (any CopyingDelegate)) -> (any CopyingDelegate)

        /// The members a class declares where it conforms to ``CopyingDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(CopyingDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``CopyingDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum CopyingDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case copyOf = -1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "CopyingDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any CopyingDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["copy(of:)"]
        /// What a delegate's marked declaration declares where it conforms to ``CopyingDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any CopyingDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(CopyingDelegate: ()) }
        }

        /// The types that forward ``CopyingDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``CopyingDelegate``.
          static func `_$asCopyingDelegate, which a protocol reaching CopyingDelegate through several parents implements once: name CopyingDelegate among its own parents`(_ delegate: _$Delegate) -> any CopyingDelegate
        }
      }

      /// The void calls of ``CopyingDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum CopyingDelegateCall {
      }

      /// Many ``CopyingDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class CopyingDelegateMulticast: DelegateKit.DelegateMulticast, CopyingDelegate, CopyingDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any CopyingDelegate
        typealias _$Requirement = CopyingDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any CopyingDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "a listener answers no requirement, and CopyingDelegate requires one to answer 'copy(of:)': mark it @Optional with a default, and answer it with a delegate")
        func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``CopyingDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class CopyingDelegateProxy: DelegateKit.DelegateProxy, CopyingDelegate, CopyingDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any CopyingDelegate
        typealias _$Requirement = CopyingDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any CopyingDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any CopyingDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``CopyingDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class CopyingDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, CopyingDelegate, CopyingDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any CopyingDelegate
        typealias _$Requirement = CopyingDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any CopyingDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension CopyingDelegate {
        /// ``CopyingDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``CopyingDelegate`` finds it.
        typealias `_$CopyingDelegate is not @Delegate: mark CopyingDelegate @Delegate, or name it in @Delegate(foreign: CopyingDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = CopyingDelegateRequirement
        nonisolated static func _$respondsExactly(CopyingDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension CopyingDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to CopyingDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of CopyingDelegate it implements")
        nonisolated static func _$respondsExactly(CopyingDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension CopyingDelegate where Self: CopyingDelegateRequirement._$Forwarding, Self._$Delegate == any CopyingDelegate {
        nonisolated static func `_$asCopyingDelegate, which a protocol reaching CopyingDelegate through several parents implements once: name CopyingDelegate among its own parents`(_ delegate: any CopyingDelegate) -> any CopyingDelegate {
          delegate
        }
      }

      extension CopyingDelegate where Self: DelegateKit.DelegateForwarder, Self: CopyingDelegateRequirement._$Forwarding {
        nonisolated static func _$asCopyingDelegate(_ delegate: Self._$Delegate) -> any CopyingDelegate {
          Self.`_$asCopyingDelegate, which a protocol reaching CopyingDelegate through several parents implements once: name CopyingDelegate among its own parents`(delegate)
        }
        func copy(of other: (any CopyingDelegate)) -> (any CopyingDelegate) {
          self._$combine(CopyingDelegateRequirement.copyOf, .first(), nil) { Self._$asCopyingDelegate($0).copy(of:)(other) }
        }
      }
      """
    }
  }

  @Test("A class constraint in a where clause is refused without a wrong fix-it")
  func classConstraints() {
    assertMacro {
      """
      @Delegate
      protocol ConstrainedDelegate: AnyObject where Self: BaseController {
        func controllerDidLoad()
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol ConstrainedDelegate: AnyObject where Self: BaseController {
                                                    ┬───────────────────
                                                    ╰─ 🛑 @Delegate's generated classes must inherit from 'BaseController' to conform: name it in @Delegate(subclassing: BaseController.self)
        func controllerDidLoad()
      }
      """
    }
  }

  @Test("A standard library parent is refused at its name, with a fix-it removing it; markers pass")
  func standardLibraryParent() {
    assertMacro {
      """
      @Delegate
      protocol RowDelegate: CustomStringConvertible, Swift.Hashable, AnyObject, Sendable, BitwiseCopyable {
        func rowDidChange()
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol RowDelegate: CustomStringConvertible, Swift.Hashable, AnyObject, Sendable, BitwiseCopyable {
                                                     ┬─────────────
                            │                        ╰─ 🛑 'Hashable' is a standard library protocol, whose requirements @Delegate cannot see to forward: remove it, or restate the requirements to forward in a protocol marked '@Delegate(foreign: Hashable.self)'
                            │                           ✏️ Remove 'Swift.Hashable'
                            ┬──────────────────────
                            ╰─ 🛑 'CustomStringConvertible' is a standard library protocol, whose requirements @Delegate cannot see to forward: remove it, or restate the requirements to forward in a protocol marked '@Delegate(foreign: CustomStringConvertible.self)'
                               ✏️ Remove 'CustomStringConvertible'
        func rowDidChange()
      }
      """
    } fixes: {
      """
      @Delegate
      protocol RowDelegate: Swift.Hashable, AnyObject, Sendable, BitwiseCopyable {
        func rowDidChange()
      }
      """
    }
  }

  @Test("A composition is read member by member")
  func composition() {
    assertMacro {
      """
      @Delegate
      protocol StoreObserver: AnyObject & Sendable {
        func storeDidChange()
      }
      """
    } expansion: {
      """
      protocol StoreObserver: AnyObject & Sendable {
        func storeDidChange()

        /// The members a class declares where it conforms to ``StoreObserver``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(StoreObserver _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``StoreObserver``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum StoreObserverRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case storeDidChange = -1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "StoreObserver"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any StoreObserver
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["storeDidChange()"]
        /// What a delegate's marked declaration declares where it conforms to ``StoreObserver``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any StoreObserver).flatMap { Swift.type(of: $0)._$respondsExactly(StoreObserver: ()) }
        }

        /// The types that forward ``StoreObserver``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``StoreObserver``.
          static func `_$asStoreObserver, which a protocol reaching StoreObserver through several parents implements once: name StoreObserver among its own parents`(_ delegate: _$Delegate) -> any StoreObserver
        }
      }

      /// The void calls of ``StoreObserver``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum StoreObserverCall {
        /// `storeDidChange()`
        case storeDidChange

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: StoreObserver {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<StoreObserverCall>

          init(_ buffer: DelegateKit._$CallBuffer<StoreObserverCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(StoreObserver _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["storeDidChange()"]
          }

          func storeDidChange() {
            self._$buffer.yield(.storeDidChange)
          }
        }
      }

      /// Many ``StoreObserver`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class StoreObserverMulticast: DelegateKit.DelegateCallSource, StoreObserver, StoreObserverRequirement._$Forwarding, Swift.Sendable {
      #sourceLocation()
        typealias _$Delegate = any StoreObserver
        typealias _$Requirement = StoreObserverRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.ConcurrentDelegateList<any StoreObserver>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        let isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = StoreObserverCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<StoreObserverCall>) -> any StoreObserver {
          StoreObserverCall._$Listener(buffer)
        }
      }

      /// One ``StoreObserver`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class StoreObserverProxy: DelegateKit.DelegateProxy, StoreObserver, StoreObserverRequirement._$Forwarding, Swift.Sendable {
      #sourceLocation()
        typealias _$Delegate = any StoreObserver
        typealias _$Requirement = StoreObserverRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.ConcurrentDelegateList<any StoreObserver>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any StoreObserver)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``StoreObserver`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class StoreObserverRouter<_$Key: Swift.Hashable & Swift.Sendable>: DelegateKit.DelegateRouting, StoreObserver, StoreObserverRequirement._$Forwarding, Swift.Sendable {
      #sourceLocation()
        typealias _$Delegate = any StoreObserver
        typealias _$Requirement = StoreObserverRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.ConcurrentDelegateRouteTable<_$Key, any StoreObserver>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension StoreObserver {
        /// ``StoreObserverRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``StoreObserver`` finds it.
        typealias `_$StoreObserver is not @Delegate: mark StoreObserver @Delegate, or name it in @Delegate(foreign: StoreObserver.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = StoreObserverRequirement
        nonisolated static func _$respondsExactly(StoreObserver _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension StoreObserver where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to StoreObserver without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of StoreObserver it implements")
        nonisolated static func _$respondsExactly(StoreObserver _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension StoreObserver where Self: StoreObserverRequirement._$Forwarding, Self._$Delegate == any StoreObserver {
        nonisolated static func `_$asStoreObserver, which a protocol reaching StoreObserver through several parents implements once: name StoreObserver among its own parents`(_ delegate: any StoreObserver) -> any StoreObserver {
          delegate
        }
      }

      extension StoreObserver where Self: DelegateKit.DelegateForwarder, Self: StoreObserverRequirement._$Forwarding {
        nonisolated static func _$asStoreObserver(_ delegate: Self._$Delegate) -> any StoreObserver {
          Self.`_$asStoreObserver, which a protocol reaching StoreObserver through several parents implements once: name StoreObserver among its own parents`(delegate)
        }
        func storeDidChange() {
          self._$call(StoreObserverRequirement.storeDidChange) { Self._$asStoreObserver($0).storeDidChange() }
        }
      }
      """
    }
  }

  @Test("Requirements inside #if are forwarded inside the same conditions")
  func conditionalRequirements() {
    assertMacro {
      """
      @Delegate
      protocol ConditionalDelegate: AnyObject {
        #if os(Linux)
        @Optional func linuxOnly()
        #elseif os(macOS)
        func macOnly()
        #endif
      }
      """
    } expansion: {
      """
      protocol ConditionalDelegate: AnyObject {
        #if os(Linux)
        func linuxOnly()
        #elseif os(macOS)
        func macOnly()
        #endif

        /// The members a class declares where it conforms to ``ConditionalDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(ConditionalDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``ConditionalDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum ConditionalDelegateRequirement: DelegateKit.DelegateRequirement {
      #if (os(Linux))
        case linuxOnly
      #endif
      #if !(os(Linux)) && (os(macOS))
        case macOnly
      #endif
        init?(rawValue: Swift.Int) {
          switch rawValue {
      #if (os(Linux))
          case 0: self = .linuxOnly
      #endif
      #if !(os(Linux)) && (os(macOS))
          case -1: self = .macOnly
      #endif
          default: return nil
          }
        }
        var rawValue: Swift.Int {
          switch self {
      #if (os(Linux))
          case .linuxOnly: 0
      #endif
      #if !(os(Linux)) && (os(macOS))
          case .macOnly: -1
      #endif
          }
        }
        static let _$protocolName = "ConditionalDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any ConditionalDelegate
        static let _$optionalNames: [Swift.String] = ["linuxOnly()"]
        static let _$requiredNames: [Swift.String] = ["macOnly()"]
        /// What a delegate's marked declaration declares where it conforms to ``ConditionalDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any ConditionalDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(ConditionalDelegate: ()) }
        }

        /// The types that forward ``ConditionalDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``ConditionalDelegate``.
          static func `_$asConditionalDelegate, which a protocol reaching ConditionalDelegate through several parents implements once: name ConditionalDelegate among its own parents`(_ delegate: _$Delegate) -> any ConditionalDelegate
        }
      }

      /// The void calls of ``ConditionalDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum ConditionalDelegateCall {
      #if (os(Linux))
        /// `linuxOnly()`
        case linuxOnly
      #endif
      #if !(os(Linux)) && (os(macOS))
        /// `macOnly()`
        case macOnly
      #endif

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: ConditionalDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<ConditionalDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<ConditionalDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(ConditionalDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["linuxOnly()", "macOnly()"]
          }

      #if (os(Linux))
          func linuxOnly() {
            self._$buffer.yield(.linuxOnly)
          }
      #endif
      #if !(os(Linux)) && (os(macOS))
          func macOnly() {
            self._$buffer.yield(.macOnly)
          }
      #endif
        }
      }

      /// Many ``ConditionalDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ConditionalDelegateMulticast: DelegateKit.DelegateCallSource, ConditionalDelegate, ConditionalDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ConditionalDelegate
        typealias _$Requirement = ConditionalDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any ConditionalDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = ConditionalDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<ConditionalDelegateCall>) -> any ConditionalDelegate {
          ConditionalDelegateCall._$Listener(buffer)
        }
      }

      /// One ``ConditionalDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ConditionalDelegateProxy: DelegateKit.DelegateProxy, ConditionalDelegate, ConditionalDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ConditionalDelegate
        typealias _$Requirement = ConditionalDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any ConditionalDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any ConditionalDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``ConditionalDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ConditionalDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, ConditionalDelegate, ConditionalDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ConditionalDelegate
        typealias _$Requirement = ConditionalDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any ConditionalDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension ConditionalDelegate {
        /// ``ConditionalDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``ConditionalDelegate`` finds it.
        typealias `_$ConditionalDelegate is not @Delegate: mark ConditionalDelegate @Delegate, or name it in @Delegate(foreign: ConditionalDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = ConditionalDelegateRequirement
      #if (os(Linux))
        func linuxOnly() {
          DelegateKit._$defaultRan(on: self, ConditionalDelegateRequirement.linuxOnly)
        }
      #endif
        nonisolated static func _$respondsExactly(ConditionalDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ConditionalDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to ConditionalDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of ConditionalDelegate it implements")
        nonisolated static func _$respondsExactly(ConditionalDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ConditionalDelegate where Self: ConditionalDelegateRequirement._$Forwarding, Self._$Delegate == any ConditionalDelegate {
        nonisolated static func `_$asConditionalDelegate, which a protocol reaching ConditionalDelegate through several parents implements once: name ConditionalDelegate among its own parents`(_ delegate: any ConditionalDelegate) -> any ConditionalDelegate {
          delegate
        }
      }

      extension ConditionalDelegate where Self: DelegateKit.DelegateForwarder, Self: ConditionalDelegateRequirement._$Forwarding {
        nonisolated static func _$asConditionalDelegate(_ delegate: Self._$Delegate) -> any ConditionalDelegate {
          Self.`_$asConditionalDelegate, which a protocol reaching ConditionalDelegate through several parents implements once: name ConditionalDelegate among its own parents`(delegate)
        }
      #if (os(Linux))
        func linuxOnly() {
          self._$call(ConditionalDelegateRequirement.linuxOnly) { Self._$asConditionalDelegate($0).linuxOnly() }
        }
      #endif
      #if !(os(Linux)) && (os(macOS))
        func macOnly() {
          self._$call(ConditionalDelegateRequirement.macOnly) { Self._$asConditionalDelegate($0).macOnly() }
        }
      #endif
      }
      """
    }
  }

  @Test("Case names come from labels; only same-named overloads add their types")
  func overloadNames() {
    assertMacro {
      """
      @Delegate
      protocol ReloadDelegate: AnyObject {
        func reload(_ row: Int)
        func reload(_ name: String)
        func reload(_ name: String, _ section: Int)
        func reload(all: Bool)
        func count() -> Int
        func log(_ message: @autoclosure () -> String, level: borrowing Int)
      }
      """
    } expansion: {
      """
      protocol ReloadDelegate: AnyObject {
        func reload(_ row: Int)
        func reload(_ name: String)
        func reload(_ name: String, _ section: Int)
        func reload(all: Bool)
        func count() -> Int
        func log(_ message: @autoclosure () -> String, level: borrowing Int)

        /// The members a class declares where it conforms to ``ReloadDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(ReloadDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``ReloadDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum ReloadDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case reloadInt = -1
        case reloadString = -2
        case reloadSection = -3
        case reloadAll = -4
        case count = -5
        case logLevel = -6
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "ReloadDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any ReloadDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["reload(_:)", "reload(_:)", "reload(_:_:)", "reload(all:)", "count()", "log(_:level:)"]
        /// What a delegate's marked declaration declares where it conforms to ``ReloadDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any ReloadDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(ReloadDelegate: ()) }
        }

        /// The types that forward ``ReloadDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``ReloadDelegate``.
          static func `_$asReloadDelegate, which a protocol reaching ReloadDelegate through several parents implements once: name ReloadDelegate among its own parents`(_ delegate: _$Delegate) -> any ReloadDelegate
        }
      }

      /// The void calls of ``ReloadDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum ReloadDelegateCall {
      }

      /// Many ``ReloadDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ReloadDelegateMulticast: DelegateKit.DelegateMulticast, ReloadDelegate, ReloadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ReloadDelegate
        typealias _$Requirement = ReloadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any ReloadDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "a listener answers no requirement, and ReloadDelegate requires one to answer 'count()': mark it @Optional with a default, and answer it with a delegate")
        func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``ReloadDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ReloadDelegateProxy: DelegateKit.DelegateProxy, ReloadDelegate, ReloadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ReloadDelegate
        typealias _$Requirement = ReloadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any ReloadDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any ReloadDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``ReloadDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ReloadDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, ReloadDelegate, ReloadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ReloadDelegate
        typealias _$Requirement = ReloadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any ReloadDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension ReloadDelegate {
        /// ``ReloadDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``ReloadDelegate`` finds it.
        typealias `_$ReloadDelegate is not @Delegate: mark ReloadDelegate @Delegate, or name it in @Delegate(foreign: ReloadDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = ReloadDelegateRequirement
        nonisolated static func _$respondsExactly(ReloadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ReloadDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to ReloadDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of ReloadDelegate it implements")
        nonisolated static func _$respondsExactly(ReloadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ReloadDelegate where Self: ReloadDelegateRequirement._$Forwarding, Self._$Delegate == any ReloadDelegate {
        nonisolated static func `_$asReloadDelegate, which a protocol reaching ReloadDelegate through several parents implements once: name ReloadDelegate among its own parents`(_ delegate: any ReloadDelegate) -> any ReloadDelegate {
          delegate
        }
      }

      extension ReloadDelegate where Self: DelegateKit.DelegateForwarder, Self: ReloadDelegateRequirement._$Forwarding {
        nonisolated static func _$asReloadDelegate(_ delegate: Self._$Delegate) -> any ReloadDelegate {
          Self.`_$asReloadDelegate, which a protocol reaching ReloadDelegate through several parents implements once: name ReloadDelegate among its own parents`(delegate)
        }
        func reload(_ row: Int) {
          self._$call(ReloadDelegateRequirement.reloadInt) { Self._$asReloadDelegate($0).reload(_:)(row) }
        }
        func reload(_ name: String) {
          self._$call(ReloadDelegateRequirement.reloadString) { Self._$asReloadDelegate($0).reload(_:)(name) }
        }
        func reload(_ name: String, _ section: Int) {
          self._$call(ReloadDelegateRequirement.reloadSection) { Self._$asReloadDelegate($0).reload(_:_:)(name, section) }
        }
        func reload(all: Bool) {
          self._$call(ReloadDelegateRequirement.reloadAll) { Self._$asReloadDelegate($0).reload(all:)(all) }
        }
        func count() -> Int {
          self._$combine(ReloadDelegateRequirement.count, .first(), nil) { Self._$asReloadDelegate($0).count() }
        }
        func log(_ message: @autoclosure () -> String, level: borrowing Int) {
          let level = copy level
          self._$call(ReloadDelegateRequirement.logLevel) { Self._$asReloadDelegate($0).log(_:level:)(message(), level) }
        }
      }
      """
    }
  }
}
