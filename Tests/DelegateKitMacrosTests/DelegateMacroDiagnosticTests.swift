import MacroTesting
import Testing

@Suite("@Delegate diagnostics", .macros(delegateMacros))
struct DelegateMacroDiagnosticTests {
  @Test("Not a protocol")
  func notAProtocol() {
    assertMacro {
      """
      @Delegate
      final class Screen {}
      """
    } diagnostics: {
      """
      @Delegate
      ┬────────
      ╰─ 🛑 @Delegate applies to a protocol: declare 'protocol NameDelegate: AnyObject { … }'
      final class Screen {}
      """
    }
  }

  @Test("Not class-bound, with no inheritance clause")
  func notClassBound() {
    assertMacro {
      """
      @Delegate
      protocol ScrollDelegate {
        func didScroll()
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol ScrollDelegate {
               ┬─────────────
               ╰─ 🛑 @Delegate protocol 'ScrollDelegate' must be class-bound, because delegates are held weakly: write 'ScrollDelegate: AnyObject'
                  ✏️ Add ': AnyObject'
        func didScroll()
      }
      """
    } fixes: {
      """
      @Delegate
      protocol ScrollDelegate: AnyObject {
        func didScroll()
      }
      """
    } expansion: {
      """
      protocol ScrollDelegate: AnyObject {
        func didScroll()

        /// The members a class declares where it conforms to ``ScrollDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(ScrollDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``ScrollDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum ScrollDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case didScroll = -1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "ScrollDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any ScrollDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["didScroll()"]
        /// What a delegate's marked declaration declares where it conforms to ``ScrollDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any ScrollDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(ScrollDelegate: ()) }
        }

        /// The types that forward ``ScrollDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``ScrollDelegate``.
          static func `_$asScrollDelegate, which a protocol reaching ScrollDelegate through several parents implements once: name ScrollDelegate among its own parents`(_ delegate: _$Delegate) -> any ScrollDelegate
        }
      }

      /// The void calls of ``ScrollDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum ScrollDelegateCall {
        /// `didScroll()`
        case didScroll

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: ScrollDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<ScrollDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<ScrollDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(ScrollDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["didScroll()"]
          }

          func didScroll() {
            self._$buffer.yield(.didScroll)
          }
        }
      }

      /// Many ``ScrollDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ScrollDelegateMulticast: DelegateKit.DelegateCallSource, ScrollDelegate, ScrollDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ScrollDelegate
        typealias _$Requirement = ScrollDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any ScrollDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = ScrollDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<ScrollDelegateCall>) -> any ScrollDelegate {
          ScrollDelegateCall._$Listener(buffer)
        }
      }

      /// One ``ScrollDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ScrollDelegateProxy: DelegateKit.DelegateProxy, ScrollDelegate, ScrollDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ScrollDelegate
        typealias _$Requirement = ScrollDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any ScrollDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any ScrollDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``ScrollDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ScrollDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, ScrollDelegate, ScrollDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ScrollDelegate
        typealias _$Requirement = ScrollDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any ScrollDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension ScrollDelegate {
        /// ``ScrollDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``ScrollDelegate`` finds it.
        typealias `_$ScrollDelegate is not @Delegate: mark ScrollDelegate @Delegate, or name it in @Delegate(foreign: ScrollDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = ScrollDelegateRequirement
        nonisolated static func _$respondsExactly(ScrollDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ScrollDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to ScrollDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of ScrollDelegate it implements")
        nonisolated static func _$respondsExactly(ScrollDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ScrollDelegate where Self: ScrollDelegateRequirement._$Forwarding, Self._$Delegate == any ScrollDelegate {
        nonisolated static func `_$asScrollDelegate, which a protocol reaching ScrollDelegate through several parents implements once: name ScrollDelegate among its own parents`(_ delegate: any ScrollDelegate) -> any ScrollDelegate {
          delegate
        }
      }

      extension ScrollDelegate where Self: DelegateKit.DelegateForwarder, Self: ScrollDelegateRequirement._$Forwarding {
        nonisolated static func _$asScrollDelegate(_ delegate: Self._$Delegate) -> any ScrollDelegate {
          Self.`_$asScrollDelegate, which a protocol reaching ScrollDelegate through several parents implements once: name ScrollDelegate among its own parents`(delegate)
        }
        func didScroll() {
          self._$call(ScrollDelegateRequirement.didScroll) { Self._$asScrollDelegate($0).didScroll() }
        }
      }
      """
    }
  }

  @Test("Not class-bound, with an inheritance clause")
  func notClassBoundSendable() {
    assertMacro {
      """
      @Delegate
      protocol ScrollDelegate: Sendable {
        func didScroll()
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol ScrollDelegate: Sendable {
               ┬─────────────
               ╰─ 🛑 @Delegate protocol 'ScrollDelegate' must be class-bound, because delegates are held weakly: write 'ScrollDelegate: AnyObject'
                  ✏️ Add ': AnyObject'
        func didScroll()
      }
      """
    } fixes: {
      """
      @Delegate
      protocol ScrollDelegate: Sendable, AnyObject {
        func didScroll()
      }
      """
    } expansion: {
      """
      protocol ScrollDelegate: Sendable, AnyObject {
        func didScroll()

        /// The members a class declares where it conforms to ``ScrollDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(ScrollDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``ScrollDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum ScrollDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case didScroll = -1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "ScrollDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any ScrollDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["didScroll()"]
        /// What a delegate's marked declaration declares where it conforms to ``ScrollDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any ScrollDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(ScrollDelegate: ()) }
        }

        /// The types that forward ``ScrollDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``ScrollDelegate``.
          static func `_$asScrollDelegate, which a protocol reaching ScrollDelegate through several parents implements once: name ScrollDelegate among its own parents`(_ delegate: _$Delegate) -> any ScrollDelegate
        }
      }

      /// The void calls of ``ScrollDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum ScrollDelegateCall {
        /// `didScroll()`
        case didScroll

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: ScrollDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<ScrollDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<ScrollDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(ScrollDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["didScroll()"]
          }

          func didScroll() {
            self._$buffer.yield(.didScroll)
          }
        }
      }

      /// Many ``ScrollDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ScrollDelegateMulticast: DelegateKit.DelegateCallSource, ScrollDelegate, ScrollDelegateRequirement._$Forwarding, Swift.Sendable {
      #sourceLocation()
        typealias _$Delegate = any ScrollDelegate
        typealias _$Requirement = ScrollDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.ConcurrentDelegateList<any ScrollDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        let isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = ScrollDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<ScrollDelegateCall>) -> any ScrollDelegate {
          ScrollDelegateCall._$Listener(buffer)
        }
      }

      /// One ``ScrollDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ScrollDelegateProxy: DelegateKit.DelegateProxy, ScrollDelegate, ScrollDelegateRequirement._$Forwarding, Swift.Sendable {
      #sourceLocation()
        typealias _$Delegate = any ScrollDelegate
        typealias _$Requirement = ScrollDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.ConcurrentDelegateList<any ScrollDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any ScrollDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``ScrollDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ScrollDelegateRouter<_$Key: Swift.Hashable & Swift.Sendable>: DelegateKit.DelegateRouting, ScrollDelegate, ScrollDelegateRequirement._$Forwarding, Swift.Sendable {
      #sourceLocation()
        typealias _$Delegate = any ScrollDelegate
        typealias _$Requirement = ScrollDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.ConcurrentDelegateRouteTable<_$Key, any ScrollDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension ScrollDelegate {
        /// ``ScrollDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``ScrollDelegate`` finds it.
        typealias `_$ScrollDelegate is not @Delegate: mark ScrollDelegate @Delegate, or name it in @Delegate(foreign: ScrollDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = ScrollDelegateRequirement
        nonisolated static func _$respondsExactly(ScrollDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ScrollDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to ScrollDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of ScrollDelegate it implements")
        nonisolated static func _$respondsExactly(ScrollDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ScrollDelegate where Self: ScrollDelegateRequirement._$Forwarding, Self._$Delegate == any ScrollDelegate {
        nonisolated static func `_$asScrollDelegate, which a protocol reaching ScrollDelegate through several parents implements once: name ScrollDelegate among its own parents`(_ delegate: any ScrollDelegate) -> any ScrollDelegate {
          delegate
        }
      }

      extension ScrollDelegate where Self: DelegateKit.DelegateForwarder, Self: ScrollDelegateRequirement._$Forwarding {
        nonisolated static func _$asScrollDelegate(_ delegate: Self._$Delegate) -> any ScrollDelegate {
          Self.`_$asScrollDelegate, which a protocol reaching ScrollDelegate through several parents implements once: name ScrollDelegate among its own parents`(delegate)
        }
        func didScroll() {
          self._$call(ScrollDelegateRequirement.didScroll) { Self._$asScrollDelegate($0).didScroll() }
        }
      }
      """
    }
  }

  @Test("A static requirement")
  func staticRequirement() {
    assertMacro {
      """
      @Delegate
      protocol BadDelegate: AnyObject {
        static func make()
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol BadDelegate: AnyObject {
        static func make()
        ┬─────
        ╰─ 🛑 @Delegate requirements are called on delegate instances; a static requirement cannot be forwarded: remove 'static'
           ✏️ Remove 'static'
      }
      """
    } fixes: {
      """
      @Delegate
      protocol BadDelegate: AnyObject {
        func make()
      }
      """
    } expansion: {
      """
      protocol BadDelegate: AnyObject {
        func make()

        /// The members a class declares where it conforms to ``BadDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(BadDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``BadDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum BadDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case make = -1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "BadDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any BadDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["make()"]
        /// What a delegate's marked declaration declares where it conforms to ``BadDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any BadDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(BadDelegate: ()) }
        }

        /// The types that forward ``BadDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``BadDelegate``.
          static func `_$asBadDelegate, which a protocol reaching BadDelegate through several parents implements once: name BadDelegate among its own parents`(_ delegate: _$Delegate) -> any BadDelegate
        }
      }

      /// The void calls of ``BadDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum BadDelegateCall {
        /// `make()`
        case make

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: BadDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<BadDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<BadDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(BadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["make()"]
          }

          func make() {
            self._$buffer.yield(.make)
          }
        }
      }

      /// Many ``BadDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class BadDelegateMulticast: DelegateKit.DelegateCallSource, BadDelegate, BadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any BadDelegate
        typealias _$Requirement = BadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any BadDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = BadDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<BadDelegateCall>) -> any BadDelegate {
          BadDelegateCall._$Listener(buffer)
        }
      }

      /// One ``BadDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class BadDelegateProxy: DelegateKit.DelegateProxy, BadDelegate, BadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any BadDelegate
        typealias _$Requirement = BadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any BadDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any BadDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``BadDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class BadDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, BadDelegate, BadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any BadDelegate
        typealias _$Requirement = BadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any BadDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension BadDelegate {
        /// ``BadDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``BadDelegate`` finds it.
        typealias `_$BadDelegate is not @Delegate: mark BadDelegate @Delegate, or name it in @Delegate(foreign: BadDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = BadDelegateRequirement
        nonisolated static func _$respondsExactly(BadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension BadDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to BadDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of BadDelegate it implements")
        nonisolated static func _$respondsExactly(BadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension BadDelegate where Self: BadDelegateRequirement._$Forwarding, Self._$Delegate == any BadDelegate {
        nonisolated static func `_$asBadDelegate, which a protocol reaching BadDelegate through several parents implements once: name BadDelegate among its own parents`(_ delegate: any BadDelegate) -> any BadDelegate {
          delegate
        }
      }

      extension BadDelegate where Self: DelegateKit.DelegateForwarder, Self: BadDelegateRequirement._$Forwarding {
        nonisolated static func _$asBadDelegate(_ delegate: Self._$Delegate) -> any BadDelegate {
          Self.`_$asBadDelegate, which a protocol reaching BadDelegate through several parents implements once: name BadDelegate among its own parents`(delegate)
        }
        func make() {
          self._$call(BadDelegateRequirement.make) { Self._$asBadDelegate($0).make() }
        }
      }
      """
    }
  }

  @Test("A bare @Optional beside a foreign protocol says which default it replaces, and how to keep it")
  func bareOptionalOnForeign() {
    assertMacro {
      """
      @Delegate(foreign: Library.self)
      protocol Restated: Library {
        @Optional func didRemove(_ path: String)
        @Optional func title() -> String?
        @Optional(default: ()) func didOpen()
        @Optional(default: .inherited) func didClose()
      }
      """
    } diagnostics: {
      """
      @Delegate(foreign: Library.self)
      protocol Restated: Library {
        @Optional func didRemove(_ path: String)
        ┬────────
        ╰─ ⚠️ '@Optional' gives 'didRemove(_:)' an empty default, which every conformer takes over a default 'Library' may have for it: write '@Optional(default: .inherited)' to keep that one, or '@Optional(default: ())' to replace it
           ✏️ Keep the foreign protocol's default
           ✏️ Replace the foreign protocol's default
        @Optional func title() -> String?
        ┬────────
        ╰─ ⚠️ '@Optional' gives 'title()' the default nil, which every conformer takes over a default 'Library' may have for it: write '@Optional(default: .inherited)' to keep that one, or '@Optional(default: nil)' to replace it
           ✏️ Keep the foreign protocol's default
           ✏️ Replace the foreign protocol's default
        @Optional(default: ()) func didOpen()
        @Optional(default: .inherited) func didClose()
      }
      """
    } fixes: {
      """
      @Delegate(foreign: Library.self)
      protocol Restated: Library {
        @Optional(default: .inherited) func didRemove(_ path: String)
        @Optional(default: .inherited) func title() -> String?
        @Optional(default: ()) func didOpen()
        @Optional(default: .inherited) func didClose()
      }
      """
    }
  }

  @Test("A non-escaping closure parameter of an async requirement is refused at the parameter")
  func asyncClosure() {
    assertMacro {
      """
      @Delegate
      protocol WatchDelegate: AnyObject {
        func watch(_ handler: (Int) async throws -> Void) async throws
        func watchEscaping(_ handler: @escaping @Sendable (Int) -> Void) async
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol WatchDelegate: AnyObject {
        func watch(_ handler: (Int) async throws -> Void) async throws
                   ┬────────────────────────────────────
                   ╰─ 🛑 @Delegate cannot forward the closure 'handler' of an async requirement, which does not escape and each delegate's call receives across isolation: take an '@escaping @Sendable' closure
        func watchEscaping(_ handler: @escaping @Sendable (Int) -> Void) async
      }
      """
    }
  }

  @Test("A nonmutating setter")
  func nonmutatingSetter() {
    assertMacro {
      """
      @Delegate
      protocol SpanDelegate: AnyObject {
        var attributes: [String] { get nonmutating set }
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol SpanDelegate: AnyObject {
        var attributes: [String] { get nonmutating set }
                                       ┬──────────
                                       ╰─ 🛑 @Delegate protocols are class-bound, so an accessor cannot be 'nonmutating': remove it
                                          ✏️ Remove 'nonmutating'
      }
      """
    } fixes: {
      """
      @Delegate
      protocol SpanDelegate: AnyObject {
        var attributes: [String] { get set }
      }
      """
    } expansion: {
      """
      protocol SpanDelegate: AnyObject {
        var attributes: [String] { get set }

        /// The members a class declares where it conforms to ``SpanDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(SpanDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``SpanDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum SpanDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case attributes = -1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "SpanDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any SpanDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["attributes"]
        /// What a delegate's marked declaration declares where it conforms to ``SpanDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any SpanDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(SpanDelegate: ()) }
        }

        /// The types that forward ``SpanDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``SpanDelegate``.
          static func `_$asSpanDelegate, which a protocol reaching SpanDelegate through several parents implements once: name SpanDelegate among its own parents`(_ delegate: _$Delegate) -> any SpanDelegate
        }
      }

      /// The void calls of ``SpanDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum SpanDelegateCall {
      }

      /// Many ``SpanDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class SpanDelegateMulticast: DelegateKit.DelegateMulticast, SpanDelegate, SpanDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any SpanDelegate
        typealias _$Requirement = SpanDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any SpanDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "a listener answers no requirement, and SpanDelegate requires one to answer 'attributes': mark it @Optional with a default, and answer it with a delegate")
        func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``SpanDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class SpanDelegateProxy: DelegateKit.DelegateProxy, SpanDelegate, SpanDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any SpanDelegate
        typealias _$Requirement = SpanDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any SpanDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any SpanDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``SpanDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class SpanDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, SpanDelegate, SpanDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any SpanDelegate
        typealias _$Requirement = SpanDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any SpanDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension SpanDelegate {
        /// ``SpanDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``SpanDelegate`` finds it.
        typealias `_$SpanDelegate is not @Delegate: mark SpanDelegate @Delegate, or name it in @Delegate(foreign: SpanDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = SpanDelegateRequirement
        nonisolated static func _$respondsExactly(SpanDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension SpanDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to SpanDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of SpanDelegate it implements")
        nonisolated static func _$respondsExactly(SpanDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension SpanDelegate where Self: SpanDelegateRequirement._$Forwarding, Self._$Delegate == any SpanDelegate {
        nonisolated static func `_$asSpanDelegate, which a protocol reaching SpanDelegate through several parents implements once: name SpanDelegate among its own parents`(_ delegate: any SpanDelegate) -> any SpanDelegate {
          delegate
        }
      }

      extension SpanDelegate where Self: DelegateKit.DelegateForwarder, Self: SpanDelegateRequirement._$Forwarding {
        nonisolated static func _$asSpanDelegate(_ delegate: Self._$Delegate) -> any SpanDelegate {
          Self.`_$asSpanDelegate, which a protocol reaching SpanDelegate through several parents implements once: name SpanDelegate among its own parents`(delegate)
        }
        var attributes: [String] {
          get { self._$combine(SpanDelegateRequirement.attributes, .first(), nil) { Self._$asSpanDelegate($0).attributes } }
          set { self._$assign(SpanDelegateRequirement.attributes) { Self._$asSpanDelegate($0).attributes = newValue } }
        }
      }
      """
    }
  }

  @Test("A mutating requirement")
  func mutatingRequirement() {
    assertMacro {
      """
      @Delegate
      protocol BadDelegate: AnyObject {
        mutating func change()
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol BadDelegate: AnyObject {
        mutating func change()
        ┬───────
        ╰─ 🛑 @Delegate protocols are class-bound, so requirements cannot be 'mutating': remove it
           ✏️ Remove 'mutating'
      }
      """
    } fixes: {
      """
      @Delegate
      protocol BadDelegate: AnyObject {
        func change()
      }
      """
    } expansion: {
      """
      protocol BadDelegate: AnyObject {
        func change()

        /// The members a class declares where it conforms to ``BadDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(BadDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``BadDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum BadDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case change = -1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "BadDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any BadDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["change()"]
        /// What a delegate's marked declaration declares where it conforms to ``BadDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any BadDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(BadDelegate: ()) }
        }

        /// The types that forward ``BadDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``BadDelegate``.
          static func `_$asBadDelegate, which a protocol reaching BadDelegate through several parents implements once: name BadDelegate among its own parents`(_ delegate: _$Delegate) -> any BadDelegate
        }
      }

      /// The void calls of ``BadDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum BadDelegateCall {
        /// `change()`
        case change

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: BadDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<BadDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<BadDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(BadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["change()"]
          }

          func change() {
            self._$buffer.yield(.change)
          }
        }
      }

      /// Many ``BadDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class BadDelegateMulticast: DelegateKit.DelegateCallSource, BadDelegate, BadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any BadDelegate
        typealias _$Requirement = BadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any BadDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = BadDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<BadDelegateCall>) -> any BadDelegate {
          BadDelegateCall._$Listener(buffer)
        }
      }

      /// One ``BadDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class BadDelegateProxy: DelegateKit.DelegateProxy, BadDelegate, BadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any BadDelegate
        typealias _$Requirement = BadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any BadDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any BadDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``BadDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class BadDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, BadDelegate, BadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any BadDelegate
        typealias _$Requirement = BadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any BadDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension BadDelegate {
        /// ``BadDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``BadDelegate`` finds it.
        typealias `_$BadDelegate is not @Delegate: mark BadDelegate @Delegate, or name it in @Delegate(foreign: BadDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = BadDelegateRequirement
        nonisolated static func _$respondsExactly(BadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension BadDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to BadDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of BadDelegate it implements")
        nonisolated static func _$respondsExactly(BadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension BadDelegate where Self: BadDelegateRequirement._$Forwarding, Self._$Delegate == any BadDelegate {
        nonisolated static func `_$asBadDelegate, which a protocol reaching BadDelegate through several parents implements once: name BadDelegate among its own parents`(_ delegate: any BadDelegate) -> any BadDelegate {
          delegate
        }
      }

      extension BadDelegate where Self: DelegateKit.DelegateForwarder, Self: BadDelegateRequirement._$Forwarding {
        nonisolated static func _$asBadDelegate(_ delegate: Self._$Delegate) -> any BadDelegate {
          Self.`_$asBadDelegate, which a protocol reaching BadDelegate through several parents implements once: name BadDelegate among its own parents`(delegate)
        }
        func change() {
          self._$call(BadDelegateRequirement.change) { Self._$asBadDelegate($0).change() }
        }
      }
      """
    }
  }

  @Test("A 'sending' parameter or result: refused at the specifier, with a fix-it that removes it")
  func sending() {
    assertMacro {
      """
      @Delegate
      protocol HandoffDelegate: AnyObject {
        func take(_ box: sending Box) async
        func make() -> sending Box
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol HandoffDelegate: AnyObject {
        func take(_ box: sending Box) async
                         ┬──────
                         ╰─ 🛑 @Delegate cannot forward the 'sending' parameter 'box': a multicast passes one argument to every delegate, and 'sending' gives it to one; remove 'sending' (an async requirement still hands it over safely)
                            ✏️ Remove 'sending'
        func make() -> sending Box
                       ┬──────
                       ╰─ 🛑 @Delegate cannot forward a 'sending' result: the answer comes back through the delegates' loop, which cannot prove it disconnected; remove 'sending', or return a Sendable type
                          ✏️ Remove 'sending'
      }
      """
    } fixes: {
      """
      @Delegate
      protocol HandoffDelegate: AnyObject {
        func take(_ box: Box) async
        func make() -> Box
      }
      """
    } expansion: {
      """
      protocol HandoffDelegate: AnyObject {
        func take(_ box: Box) async
        func make() -> Box

        /// The members a class declares where it conforms to ``HandoffDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(HandoffDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``HandoffDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum HandoffDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case take = -1
        case make = -2
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "HandoffDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any HandoffDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["take(_:)", "make()"]
        /// What a delegate's marked declaration declares where it conforms to ``HandoffDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any HandoffDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(HandoffDelegate: ()) }
        }

        /// The types that forward ``HandoffDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``HandoffDelegate``.
          static func `_$asHandoffDelegate, which a protocol reaching HandoffDelegate through several parents implements once: name HandoffDelegate among its own parents`(_ delegate: _$Delegate) -> any HandoffDelegate
        }
      }

      /// The void calls of ``HandoffDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum HandoffDelegateCall {
      }

      /// Many ``HandoffDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class HandoffDelegateMulticast: DelegateKit.DelegateMulticast, HandoffDelegate, HandoffDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any HandoffDelegate
        typealias _$Requirement = HandoffDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any HandoffDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "a listener answers no requirement, and HandoffDelegate requires one to answer 'make()': mark it @Optional with a default, and answer it with a delegate")
        func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``HandoffDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class HandoffDelegateProxy: DelegateKit.DelegateProxy, HandoffDelegate, HandoffDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any HandoffDelegate
        typealias _$Requirement = HandoffDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any HandoffDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any HandoffDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``HandoffDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class HandoffDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, HandoffDelegate, HandoffDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any HandoffDelegate
        typealias _$Requirement = HandoffDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any HandoffDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension HandoffDelegate {
        /// ``HandoffDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``HandoffDelegate`` finds it.
        typealias `_$HandoffDelegate is not @Delegate: mark HandoffDelegate @Delegate, or name it in @Delegate(foreign: HandoffDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = HandoffDelegateRequirement
        nonisolated static func _$respondsExactly(HandoffDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension HandoffDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to HandoffDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of HandoffDelegate it implements")
        nonisolated static func _$respondsExactly(HandoffDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension HandoffDelegate where Self: HandoffDelegateRequirement._$Forwarding, Self._$Delegate == any HandoffDelegate {
        nonisolated static func `_$asHandoffDelegate, which a protocol reaching HandoffDelegate through several parents implements once: name HandoffDelegate among its own parents`(_ delegate: any HandoffDelegate) -> any HandoffDelegate {
          delegate
        }
      }

      extension HandoffDelegate where Self: DelegateKit.DelegateForwarder, Self: HandoffDelegateRequirement._$Forwarding {
        nonisolated static func _$asHandoffDelegate(_ delegate: Self._$Delegate) -> any HandoffDelegate {
          Self.`_$asHandoffDelegate, which a protocol reaching HandoffDelegate through several parents implements once: name HandoffDelegate among its own parents`(delegate)
        }
        func take(_ box: Box) async {
          let _$arguments = DelegateKit._$Handover(box)
          await self._$callAsync(HandoffDelegateRequirement.take) { await $0.map { Self._$asHandoffDelegate($0) }.value.take(_:)(_$arguments.value) }
        }
        func make() -> Box {
          self._$combine(HandoffDelegateRequirement.make, .first(), nil) { Self._$asHandoffDelegate($0).make() }
        }
      }
      """
    }
  }

  @Test("A variadic parameter")
  func variadicParameter() {
    assertMacro {
      """
      @Delegate
      protocol LogDelegate: AnyObject {
        func log(_ messages: String...)
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol LogDelegate: AnyObject {
        func log(_ messages: String...)
                 ┬────────────────────
                 ╰─ 🛑 @Delegate cannot forward the variadic parameter 'messages': take an array instead
                    ✏️ Take an array
      }
      """
    } fixes: {
      """
      @Delegate
      protocol LogDelegate: AnyObject {
        func log(_ messages: [String])
      }
      """
    } expansion: {
      """
      protocol LogDelegate: AnyObject {
        func log(_ messages: [String])

        /// The members a class declares where it conforms to ``LogDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(LogDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``LogDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum LogDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case log = -1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "LogDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any LogDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["log(_:)"]
        /// What a delegate's marked declaration declares where it conforms to ``LogDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any LogDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(LogDelegate: ()) }
        }

        /// The types that forward ``LogDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``LogDelegate``.
          static func `_$asLogDelegate, which a protocol reaching LogDelegate through several parents implements once: name LogDelegate among its own parents`(_ delegate: _$Delegate) -> any LogDelegate
        }
      }

      /// The void calls of ``LogDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum LogDelegateCall {
        /// `log(_:)`
        case log([String])

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: LogDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<LogDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<LogDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(LogDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["log(_:)"]
          }

          func log(_ messages: [String]) {
            self._$buffer.yield(.log(messages))
          }
        }
      }

      /// Many ``LogDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class LogDelegateMulticast: DelegateKit.DelegateCallSource, LogDelegate, LogDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any LogDelegate
        typealias _$Requirement = LogDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any LogDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = LogDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<LogDelegateCall>) -> any LogDelegate {
          LogDelegateCall._$Listener(buffer)
        }
      }

      /// One ``LogDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class LogDelegateProxy: DelegateKit.DelegateProxy, LogDelegate, LogDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any LogDelegate
        typealias _$Requirement = LogDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any LogDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any LogDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``LogDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class LogDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, LogDelegate, LogDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any LogDelegate
        typealias _$Requirement = LogDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any LogDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension LogDelegate {
        /// ``LogDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``LogDelegate`` finds it.
        typealias `_$LogDelegate is not @Delegate: mark LogDelegate @Delegate, or name it in @Delegate(foreign: LogDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = LogDelegateRequirement
        nonisolated static func _$respondsExactly(LogDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension LogDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to LogDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of LogDelegate it implements")
        nonisolated static func _$respondsExactly(LogDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension LogDelegate where Self: LogDelegateRequirement._$Forwarding, Self._$Delegate == any LogDelegate {
        nonisolated static func `_$asLogDelegate, which a protocol reaching LogDelegate through several parents implements once: name LogDelegate among its own parents`(_ delegate: any LogDelegate) -> any LogDelegate {
          delegate
        }
      }

      extension LogDelegate where Self: DelegateKit.DelegateForwarder, Self: LogDelegateRequirement._$Forwarding {
        nonisolated static func _$asLogDelegate(_ delegate: Self._$Delegate) -> any LogDelegate {
          Self.`_$asLogDelegate, which a protocol reaching LogDelegate through several parents implements once: name LogDelegate among its own parents`(delegate)
        }
        func log(_ messages: [String]) {
          self._$call(LogDelegateRequirement.log) { Self._$asLogDelegate($0).log(_:)(messages) }
        }
      }
      """
    }
  }

  @Test("Initializers and subscripts")
  func initializerAndSubscript() {
    assertMacro {
      """
      @Delegate
      protocol BadDelegate: AnyObject {
        init(name: String)
        subscript(index: Int) -> Int { get }
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol BadDelegate: AnyObject {
        init(name: String)
        ┬─────────────────
        ╰─ 🛑 @Delegate cannot forward an initializer: move object creation out of the delegate protocol
        subscript(index: Int) -> Int { get }
        ┬───────────────────────────────────
        ╰─ 🛑 @Delegate cannot forward a subscript: declare a method such as 'func value(at index: Int) -> Value'
      }
      """
    }
  }

  @Test("Associated types")
  func associatedType() {
    assertMacro {
      """
      @Delegate
      protocol ListDelegate: AnyObject {
        associatedtype Item
        func didSelect(_ index: Int)
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol ListDelegate: AnyObject {
        associatedtype Item
        ┬──────────────────
        ╰─ 🛑 @Delegate protocols cannot declare associated types ('Item'): the generated types hold delegates of every conforming type at once; use a concrete type or a generic method (a parent's associated type can be fixed with 'where Item == SomeType')
        func didSelect(_ index: Int)
      }
      """
    }
  }

  @Test("An optional value requirement with no default")
  func missingDefault() {
    assertMacro {
      """
      @Delegate
      protocol SizeDelegate: AnyObject {
        @Optional func height(for row: Int) -> Double
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol SizeDelegate: AnyObject {
        @Optional func height(for row: Int) -> Double
        ┬────────
        ╰─ 🛑 @Optional requirement 'height(for:)' returns non-optional 'Double', so it needs a default: write '@Optional(default: …)'
           ✏️ Insert 'default:'
      }
      """
    } fixes: {
      """
      @Delegate
      protocol SizeDelegate: AnyObject {
        @Optional(default: <#Double#>) func height(for row: Int) -> Double
      }
      """
    }
  }

  @Test("The placeholder of a missing default names the type without the comment after it")
  func missingDefaultBeforeComment() {
    assertMacro {
      """
      @Delegate
      protocol SizeDelegate: AnyObject {
        @Optional func height(for row: Int) -> Double  // points
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol SizeDelegate: AnyObject {
        @Optional func height(for row: Int) -> Double  // points
        ┬────────
        ╰─ 🛑 @Optional requirement 'height(for:)' returns non-optional 'Double', so it needs a default: write '@Optional(default: …)'
           ✏️ Insert 'default:'
      }
      """
    } fixes: {
      """
      @Delegate
      protocol SizeDelegate: AnyObject {
        @Optional(default: <#Double#>) func height(for row: Int) -> Double  // points
      }
      """
    }
  }

  @Test("A default on a void requirement")
  func voidDefault() {
    assertMacro {
      """
      @Delegate
      protocol PingDelegate: AnyObject {
        @Optional(default: 1) func ping()
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol PingDelegate: AnyObject {
        @Optional(default: 1) func ping()
        ┬────────────────────
        ╰─ 🛑 @Optional requirement 'ping()' returns nothing, so it takes no default: write '@Optional'
           ✏️ Remove the default
      }
      """
    } fixes: {
      """
      @Delegate
      protocol PingDelegate: AnyObject {
        @Optional func ping()
      }
      """
    }
  }

  @Test("@Optional(returning:) naming no parameter offers the parameters that fit")
  func returningUnknownParameter() {
    assertMacro {
      """
      @Delegate
      protocol RowDelegate: AnyObject {
        @Optional(returning: "path") func willSelect(_ table: Table, row indexPath: IndexPath, fallback: IndexPath) -> IndexPath?
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol RowDelegate: AnyObject {
        @Optional(returning: "path") func willSelect(_ table: Table, row indexPath: IndexPath, fallback: IndexPath) -> IndexPath?
                             ┬─────
                             ╰─ 🛑 @Optional(returning: "path"): 'willSelect(_:row:fallback:)' has no parameter named 'path'; name one of 'table', 'indexPath', 'fallback'
                                ✏️ Return 'indexPath'
                                ✏️ Return 'fallback'
      }
      """
    } fixes: {
      """
      @Delegate
      protocol RowDelegate: AnyObject {
        @Optional(returning: "indexPath") func willSelect(_ table: Table, row indexPath: IndexPath, fallback: IndexPath) -> IndexPath?
      }
      """
    }
  }

  @Test("@Optional(returning:) naming a parameter of another type")
  func returningMismatchedParameter() {
    assertMacro {
      """
      @Delegate
      protocol RowDelegate: AnyObject {
        @Optional(returning: "table") func willSelect(_ table: Table, row indexPath: IndexPath) -> IndexPath?
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol RowDelegate: AnyObject {
        @Optional(returning: "table") func willSelect(_ table: Table, row indexPath: IndexPath) -> IndexPath?
                             ┬──────
                             ╰─ 🛑 @Optional(returning: "table"): parameter 'table' of 'willSelect(_:row:)' is 'Table', but the requirement returns 'IndexPath?'; write '@Optional(default: …)'
      }
      """
    }
  }

  @Test("rethrows, effectful properties and settable optional properties")
  func otherShapes() {
    assertMacro {
      """
      @Delegate
      protocol OddDelegate: AnyObject {
        func each(_ body: () throws -> Void) rethrows
        var size: Int { get async }
        @Optional(default: 1) var count: Int { get set }
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol OddDelegate: AnyObject {
        func each(_ body: () throws -> Void) rethrows
             ┬───
             ╰─ 🛑 @Delegate cannot forward a 'rethrows' requirement: use 'throws' or typed 'throws(E)'
        var size: Int { get async }
                        ┬────────
                        ╰─ 🛑 @Delegate cannot forward an 'async' or 'throws' property: declare a method instead
        @Optional(default: 1) var count: Int { get set }
                                  ┬─────────────────────
                                  ╰─ 🛑 @Optional property 'count' must be get-only: a default has nothing to store; make it '{ get }' or required
      }
      """
    }
  }

  @Test("Strategies that do not fit the result type")
  func strategyMismatch() {
    assertMacro {
      """
      @Delegate
      protocol VoteDelegate: AnyObject {
        @Combining(.all) func title() -> String
        @Combining(.collect) func count() -> Int
        @Combining(.sum) func total() -> Int
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol VoteDelegate: AnyObject {
        @Combining(.all) func title() -> String
        ┬───────────────
        ╰─ 🛑 @Combining(.all) needs a requirement returning Bool, not 'String'
        @Combining(.collect) func count() -> Int
        ┬───────────────────
        ╰─ 🛑 @Combining(.collect) needs a requirement returning an Array, not 'Int'
        @Combining(.sum) func total() -> Int
        ┬───────────────
        ╰─ 🛑 'sum' is not a combine strategy: use .first, .last, .all, .any, .firstNonNil or .collect
      }
      """
    }
  }

  @Test("@Optional and @Combining outside a @Delegate protocol")
  func markerOutsideDelegate() {
    assertMacro {
      """
      protocol PlainDelegate: AnyObject {
        @Optional func didScroll()
        @Combining(.all) func canScroll() -> Bool
      }
      """
    } diagnostics: {
      """
      protocol PlainDelegate: AnyObject {
        @Optional func didScroll()
        ┬────────
        ╰─ 🛑 @Optional marks a requirement of a @Delegate protocol: add @Delegate to the protocol, or remove @Optional
           ✏️ Remove '@Optional'
        @Combining(.all) func canScroll() -> Bool
        ┬───────────────
        ╰─ 🛑 @Combining marks a requirement of a @Delegate protocol: add @Delegate to the protocol, or remove @Combining
           ✏️ Remove '@Combining'
      }
      """
    } fixes: {
      """
      protocol PlainDelegate: AnyObject {
        func didScroll()
        func canScroll() -> Bool
      }
      """
    } expansion: {
      """
      protocol PlainDelegate: AnyObject {
        func didScroll()
        func canScroll() -> Bool
      }
      """
    }
  }
}

@Suite("@Delegate diagnostics: names the generated types already use", .macros(delegateMacros))
struct DelegateMacroReservedNameTests {
  @Test("Requirements that would clash with generated members")
  func reservedNames() {
    assertMacro {
      """
      @Delegate
      protocol CounterDelegate: AnyObject {
        var count: Int { get }
        func select(_ index: Int)
        func select(row: Int)
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol CounterDelegate: AnyObject {
        var count: Int { get }
            ┬────
            ╰─ 🛑 'count' is also a member of the generated multicast: rename the requirement
        func select(_ index: Int)
             ┬─────
             ╰─ 🛑 'select(_:)' is also a member of the generated router: rename the requirement
        func select(row: Int)
      }
      """
    }
  }
}
