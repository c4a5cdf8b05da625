import MacroTesting
import Testing

@Suite("@Delegate call enums and listeners", .macros(delegateMacros))
struct DelegateMacroCallTests {
  @Test("Cases carry the argument labels; an escaping closure is held without @escaping")
  func cases() {
    assertMacro {
      """
      @Delegate
      protocol UploadDelegate: AnyObject {
        func upload(_ id: Int, didSend bytes: Int, of total: Int)
        @Optional func uploadDidFinish()
        @Optional func upload(_ id: Int, transform: @escaping @Sendable (Int) -> String)
        @Optional(default: nil) func uploadTitle(_ id: Int) -> String?
      }
      """
    } expansion: {
      """
      protocol UploadDelegate: AnyObject {
        func upload(_ id: Int, didSend bytes: Int, of total: Int)
        func uploadDidFinish()
        func upload(_ id: Int, transform: @escaping @Sendable (Int) -> String)
        func uploadTitle(_ id: Int) -> String?

        /// The members a class declares where it conforms to ``UploadDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(UploadDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``UploadDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum UploadDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case uploadDidSendOf = -1
        case uploadDidFinish = 0
        case uploadTransform = 1
        case uploadTitle = 2
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "UploadDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any UploadDelegate
        static let _$optionalNames: [Swift.String] = ["uploadDidFinish()", "upload(_:transform:)", "uploadTitle(_:)"]
        static let _$requiredNames: [Swift.String] = ["upload(_:didSend:of:)"]
        /// What a delegate's marked declaration declares where it conforms to ``UploadDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any UploadDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(UploadDelegate: ()) }
        }

        /// The types that forward ``UploadDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``UploadDelegate``.
          static func `_$asUploadDelegate, which a protocol reaching UploadDelegate through several parents implements once: name UploadDelegate among its own parents`(_ delegate: _$Delegate) -> any UploadDelegate
        }
      }

      /// The void calls of ``UploadDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum UploadDelegateCall {
        /// `upload(_:didSend:of:)`
        case uploadDidSendOf(Int, didSend: Int, of: Int)
        /// `uploadDidFinish()`
        case uploadDidFinish
        /// `upload(_:transform:)`
        case uploadTransform(Int, transform: @Sendable (Int) -> String)

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: UploadDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<UploadDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<UploadDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(UploadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["upload(_:didSend:of:)", "uploadDidFinish()", "upload(_:transform:)"]
          }

          func upload(_ id: Int, didSend bytes: Int, of total: Int) {
            self._$buffer.yield(.uploadDidSendOf(id, didSend: bytes, of: total))
          }
          func uploadDidFinish() {
            self._$buffer.yield(.uploadDidFinish)
          }
          func upload(_ id: Int, transform: @escaping @Sendable (Int) -> String) {
            self._$buffer.yield(.uploadTransform(id, transform: transform))
          }
        }
      }

      /// Many ``UploadDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class UploadDelegateMulticast: DelegateKit.DelegateCallSource, UploadDelegate, UploadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any UploadDelegate
        typealias _$Requirement = UploadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any UploadDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = UploadDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<UploadDelegateCall>) -> any UploadDelegate {
          UploadDelegateCall._$Listener(buffer)
        }
      }

      /// One ``UploadDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class UploadDelegateProxy: DelegateKit.DelegateProxy, UploadDelegate, UploadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any UploadDelegate
        typealias _$Requirement = UploadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any UploadDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any UploadDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``UploadDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class UploadDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, UploadDelegate, UploadDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any UploadDelegate
        typealias _$Requirement = UploadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any UploadDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension UploadDelegate {
        /// ``UploadDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``UploadDelegate`` finds it.
        typealias `_$UploadDelegate is not @Delegate: mark UploadDelegate @Delegate, or name it in @Delegate(foreign: UploadDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = UploadDelegateRequirement
        func uploadDidFinish() {
          DelegateKit._$defaultRan(on: self, UploadDelegateRequirement.uploadDidFinish)
        }
        func upload(_ id: Int, transform: @escaping @Sendable (Int) -> String) {
          DelegateKit._$defaultRan(on: self, UploadDelegateRequirement.uploadTransform)
        }
        func uploadTitle(_ id: Int) -> String? {
          DelegateKit._$defaultRan(on: self, UploadDelegateRequirement.uploadTitle)
          return nil
        }
        nonisolated static func _$respondsExactly(UploadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension UploadDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to UploadDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of UploadDelegate it implements")
        nonisolated static func _$respondsExactly(UploadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension UploadDelegate where Self: UploadDelegateRequirement._$Forwarding, Self._$Delegate == any UploadDelegate {
        nonisolated static func `_$asUploadDelegate, which a protocol reaching UploadDelegate through several parents implements once: name UploadDelegate among its own parents`(_ delegate: any UploadDelegate) -> any UploadDelegate {
          delegate
        }
      }

      extension UploadDelegate where Self: DelegateKit.DelegateForwarder, Self: UploadDelegateRequirement._$Forwarding {
        nonisolated static func _$asUploadDelegate(_ delegate: Self._$Delegate) -> any UploadDelegate {
          Self.`_$asUploadDelegate, which a protocol reaching UploadDelegate through several parents implements once: name UploadDelegate among its own parents`(delegate)
        }
        func upload(_ id: Int, didSend bytes: Int, of total: Int) {
          self._$call(UploadDelegateRequirement.uploadDidSendOf) { Self._$asUploadDelegate($0).upload(_:didSend:of:)(id, bytes, total) }
        }
        func uploadDidFinish() {
          self._$call(UploadDelegateRequirement.uploadDidFinish) { Self._$asUploadDelegate($0).uploadDidFinish() }
        }
        func upload(_ id: Int, transform: @escaping @Sendable (Int) -> String) {
          self._$call(UploadDelegateRequirement.uploadTransform) { Self._$asUploadDelegate($0).upload(_:transform:)(id, transform) }
        }
        func uploadTitle(_ id: Int) -> String? {
          self._$combine(UploadDelegateRequirement.uploadTitle, .first(), .some(nil)) { Self._$asUploadDelegate($0).uploadTitle(_:)(id) }
        }
      }
      """
    }
  }

  @Test("Two arguments with one label: the second value is unlabelled")
  func repeatedLabel() {
    assertMacro {
      """
      @Delegate
      protocol RouteDelegate: AnyObject {
        @Optional func route(_ id: Int, from start: String?, from end: Int) async
      }
      """
    } expansion: {
      """
      protocol RouteDelegate: AnyObject {
        func route(_ id: Int, from start: String?, from end: Int) async

        /// The members a class declares where it conforms to ``RouteDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(RouteDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``RouteDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum RouteDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case routeFromFrom = 0
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "RouteDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any RouteDelegate
        static let _$optionalNames: [Swift.String] = ["route(_:from:from:)"]
        static let _$requiredNames: [Swift.String] = []
        /// What a delegate's marked declaration declares where it conforms to ``RouteDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any RouteDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(RouteDelegate: ()) }
        }

        /// The types that forward ``RouteDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``RouteDelegate``.
          static func `_$asRouteDelegate, which a protocol reaching RouteDelegate through several parents implements once: name RouteDelegate among its own parents`(_ delegate: _$Delegate) -> any RouteDelegate
        }
      }

      /// The void calls of ``RouteDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum RouteDelegateCall {
        /// `route(_:from:from:)`
        case routeFromFrom(Int, from: String?, Int)

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: RouteDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<RouteDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<RouteDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(RouteDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["route(_:from:from:)"]
          }

          func route(_ id: Int, from start: String?, from end: Int) async {
            self._$buffer.yield(.routeFromFrom(id, from: start, end))
          }
        }
      }

      /// Many ``RouteDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class RouteDelegateMulticast: DelegateKit.DelegateCallSource, RouteDelegate, RouteDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any RouteDelegate
        typealias _$Requirement = RouteDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any RouteDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = RouteDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<RouteDelegateCall>) -> any RouteDelegate {
          RouteDelegateCall._$Listener(buffer)
        }
      }

      /// One ``RouteDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class RouteDelegateProxy: DelegateKit.DelegateProxy, RouteDelegate, RouteDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any RouteDelegate
        typealias _$Requirement = RouteDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any RouteDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any RouteDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``RouteDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class RouteDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, RouteDelegate, RouteDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any RouteDelegate
        typealias _$Requirement = RouteDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any RouteDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension RouteDelegate {
        /// ``RouteDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``RouteDelegate`` finds it.
        typealias `_$RouteDelegate is not @Delegate: mark RouteDelegate @Delegate, or name it in @Delegate(foreign: RouteDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = RouteDelegateRequirement
        func route(_ id: Int, from start: String?, from end: Int) async {
          DelegateKit._$defaultRan(on: self, RouteDelegateRequirement.routeFromFrom)
        }
        nonisolated static func _$respondsExactly(RouteDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension RouteDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to RouteDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of RouteDelegate it implements")
        nonisolated static func _$respondsExactly(RouteDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension RouteDelegate where Self: RouteDelegateRequirement._$Forwarding, Self._$Delegate == any RouteDelegate {
        nonisolated static func `_$asRouteDelegate, which a protocol reaching RouteDelegate through several parents implements once: name RouteDelegate among its own parents`(_ delegate: any RouteDelegate) -> any RouteDelegate {
          delegate
        }
      }

      extension RouteDelegate where Self: DelegateKit.DelegateForwarder, Self: RouteDelegateRequirement._$Forwarding {
        nonisolated static func _$asRouteDelegate(_ delegate: Self._$Delegate) -> any RouteDelegate {
          Self.`_$asRouteDelegate, which a protocol reaching RouteDelegate through several parents implements once: name RouteDelegate among its own parents`(delegate)
        }
        func route(_ id: Int, from start: String?, from end: Int) async {
          let _$arguments = DelegateKit._$Handover((id, start, end))
          await self._$callAsync(RouteDelegateRequirement.routeFromFrom) { await $0.map { Self._$asRouteDelegate($0) }.value.route(_:from:from:)(_$arguments.value.0, _$arguments.value.1, _$arguments.value.2) }
        }
      }
      """
    }
  }

  @Test("A void requirement with an inout argument: calls(bufferingPolicy:) is unavailable, and says why")
  func inoutRefused() {
    assertMacro {
      """
      @Delegate
      protocol CounterDelegate: AnyObject {
        @Optional func counter(_ id: Int, adjust value: inout Int)
      }
      """
    } expansion: {
      """
      protocol CounterDelegate: AnyObject {
        func counter(_ id: Int, adjust value: inout Int)

        /// The members a class declares where it conforms to ``CounterDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(CounterDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``CounterDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum CounterDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case counterAdjust = 0
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "CounterDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any CounterDelegate
        static let _$optionalNames: [Swift.String] = ["counter(_:adjust:)"]
        static let _$requiredNames: [Swift.String] = []
        /// What a delegate's marked declaration declares where it conforms to ``CounterDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any CounterDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(CounterDelegate: ()) }
        }

        /// The types that forward ``CounterDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``CounterDelegate``.
          static func `_$asCounterDelegate, which a protocol reaching CounterDelegate through several parents implements once: name CounterDelegate among its own parents`(_ delegate: _$Delegate) -> any CounterDelegate
        }
      }

      /// The void calls of ``CounterDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum CounterDelegateCall {
      }

      /// Many ``CounterDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class CounterDelegateMulticast: DelegateKit.DelegateMulticast, CounterDelegate, CounterDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any CounterDelegate
        typealias _$Requirement = CounterDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any CounterDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "'counter(_:adjust:)' passes 'inout Int', which a call value cannot hold (inout, autoclosure, opaque or non-escaping closure)")
        func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``CounterDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class CounterDelegateProxy: DelegateKit.DelegateProxy, CounterDelegate, CounterDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any CounterDelegate
        typealias _$Requirement = CounterDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any CounterDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any CounterDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``CounterDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class CounterDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, CounterDelegate, CounterDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any CounterDelegate
        typealias _$Requirement = CounterDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any CounterDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension CounterDelegate {
        /// ``CounterDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``CounterDelegate`` finds it.
        typealias `_$CounterDelegate is not @Delegate: mark CounterDelegate @Delegate, or name it in @Delegate(foreign: CounterDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = CounterDelegateRequirement
        func counter(_ id: Int, adjust value: inout Int) {
          DelegateKit._$defaultRan(on: self, CounterDelegateRequirement.counterAdjust)
        }
        nonisolated static func _$respondsExactly(CounterDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension CounterDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to CounterDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of CounterDelegate it implements")
        nonisolated static func _$respondsExactly(CounterDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension CounterDelegate where Self: CounterDelegateRequirement._$Forwarding, Self._$Delegate == any CounterDelegate {
        nonisolated static func `_$asCounterDelegate, which a protocol reaching CounterDelegate through several parents implements once: name CounterDelegate among its own parents`(_ delegate: any CounterDelegate) -> any CounterDelegate {
          delegate
        }
      }

      extension CounterDelegate where Self: DelegateKit.DelegateForwarder, Self: CounterDelegateRequirement._$Forwarding {
        nonisolated static func _$asCounterDelegate(_ delegate: Self._$Delegate) -> any CounterDelegate {
          Self.`_$asCounterDelegate, which a protocol reaching CounterDelegate through several parents implements once: name CounterDelegate among its own parents`(delegate)
        }
        func counter(_ id: Int, adjust value: inout Int) {
          self._$call(CounterDelegateRequirement.counterAdjust) { Self._$asCounterDelegate($0).counter(_:adjust:)(id, &value) }
        }
      }
      """
    }
  }
}
