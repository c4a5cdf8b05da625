import MacroTesting
import Testing

// Refusals the harvest of the package mirror's protocols led to: each at the user's
// declaration, with a fix-it, and the protocol refused whole, so that nothing in the
// expansion fails after it.
@Suite("@Delegate refusals the harvest found", .macros(delegateMacros))
struct DelegateMacroHarvestFindingTests {
  @Test("Primary associated types, a parent's or its own")
  func primaryAssociatedTypes() {
    assertMacro {
      """
      @Delegate
      public protocol ParserPrinter<Input, Output>: Parser, AnyObject {
        func print(_ output: Output, into input: inout Input) throws
      }
      """
    } diagnostics: {
      """
      @Delegate
      public protocol ParserPrinter<Input, Output>: Parser, AnyObject {
                                   ┬──────────────
                                   ╰─ 🛑 @Delegate protocols cannot have primary associated types ('<Input, Output>'): the generated types hold delegates of every conforming type at once; remove them, and fix a parent's associated type with 'where Input == SomeType'
                                      ✏️ Remove the primary associated types
        func print(_ output: Output, into input: inout Input) throws
      }
      """
    } fixes: {
      """
      @Delegate
      public protocol ParserPrinter: Parser, AnyObject {
        func print(_ output: Output, into input: inout Input) throws
      }
      """
    } expansion: {
      """
      public protocol ParserPrinter: Parser, AnyObject {
        func print(_ output: Output, into input: inout Input) throws

        /// The members a class declares where it conforms to ``ParserPrinter``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(ParserPrinter _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``ParserPrinter``, for asking its generated types whether a
      /// delegate responds to one.
      public nonisolated enum ParserPrinterRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case printInto = -1
        public init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        public static let _$protocolName = "ParserPrinter"
        /// The protocol as a type, which a refining protocol's conversions return.
        public typealias _$Existential = any ParserPrinter
        public static let _$optionalNames: [Swift.String] = []
        public static let _$requiredNames: [Swift.String] = ["print(_:into:)"]
        /// What a delegate's marked declaration declares where it conforms to ``ParserPrinter``.
        public static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any ParserPrinter).flatMap { Swift.type(of: $0)._$respondsExactly(ParserPrinter: ()) }
        }

        /// The types that forward ``ParserPrinter``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        /// The requirement enums of the parents, each looked up where the protocol names it.
      #sourceLocation(file: "Test.swift", line: 2)
      public typealias _$Parent0 = Parser.`_$Parser is not @Delegate: mark Parser @Delegate, or name it in @Delegate(foreign: Parser.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)`
      #sourceLocation()
        public protocol _$Forwarding: _$Parent0._$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``ParserPrinter``.
          static func `_$asParserPrinter, which a protocol reaching ParserPrinter through several parents implements once: name ParserPrinter among its own parents`(_ delegate: _$Delegate) -> any ParserPrinter
        }
      }

      /// The void calls of ``ParserPrinter``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      public nonisolated enum ParserPrinterCall {
      }

      /// Many ``ParserPrinter`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated public final class ParserPrinterMulticast: DelegateKit.DelegateMulticast, ParserPrinter, ParserPrinterRequirement._$Forwarding {
      #sourceLocation()
        public typealias _$Delegate = any ParserPrinter
        public typealias _$Requirement = ParserPrinterRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        public let _$storage = DelegateKit.DelegateList<any ParserPrinter>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) public var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        public init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "ParserPrinter refines Parser, whose calls its listener would not see: listen on a Parser multicast instead")
        public func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``ParserPrinter`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated public final class ParserPrinterProxy: DelegateKit.DelegateProxy, ParserPrinter, ParserPrinterRequirement._$Forwarding {
      #sourceLocation()
        public typealias _$Delegate = any ParserPrinter
        public typealias _$Requirement = ParserPrinterRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        public let _$storage = DelegateKit.DelegateList<any ParserPrinter>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        public init(_ delegate: (any ParserPrinter)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``ParserPrinter`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated public final class ParserPrinterRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, ParserPrinter, ParserPrinterRequirement._$Forwarding {
      #sourceLocation()
        public typealias _$Delegate = any ParserPrinter
        public typealias _$Requirement = ParserPrinterRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        public let _$storage = DelegateKit.DelegateRouteTable<_$Key, any ParserPrinter>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        public init() {}
      }

      extension ParserPrinter {
        /// ``ParserPrinterRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``ParserPrinter`` finds it.
        public typealias `_$ParserPrinter is not @Delegate: mark ParserPrinter @Delegate, or name it in @Delegate(foreign: ParserPrinter.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = ParserPrinterRequirement
        public nonisolated static func _$respondsExactly(ParserPrinter _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ParserPrinter where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to ParserPrinter without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of ParserPrinter it implements")
        public nonisolated static func _$respondsExactly(ParserPrinter _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
        public nonisolated static func _$respondsExactly(Parser _: Swift.Void) -> Swift.Set<Swift.String>? {
          Self._$respondsExactly(ParserPrinter: ())
        }
      }

      extension ParserPrinter where Self: ParserPrinterRequirement._$Forwarding, Self._$Delegate == any ParserPrinter {
        public nonisolated static func `_$asParserPrinter, which a protocol reaching ParserPrinter through several parents implements once: name ParserPrinter among its own parents`(_ delegate: any ParserPrinter) -> any ParserPrinter {
          delegate
        }
      }

      extension ParserPrinter where Self: DelegateKit.DelegateForwarder, Self: ParserPrinterRequirement._$Forwarding {
        public nonisolated static func _$asParserPrinter(_ delegate: Self._$Delegate) -> any ParserPrinter {
          Self.`_$asParserPrinter, which a protocol reaching ParserPrinter through several parents implements once: name ParserPrinter among its own parents`(delegate)
        }
        public nonisolated static func `_$asParser, which a protocol reaching Parser through several parents implements once: name Parser among its own parents`(_ delegate: Self._$Delegate) -> ParserPrinterRequirement._$Parent0._$Existential {
          Self._$asParserPrinter(delegate)
        }
        public func print(_ output: Output, into input: inout Input) throws {
          try self._$call(ParserPrinterRequirement.printInto) { try Self._$asParserPrinter($0).print(_:into:)(output, &input) }
        }
      }
      """
    }
  }

  @Test("A method declared twice, differing only in throws; an async overload is no redeclaration")
  func redeclaredWithOtherEffects() {
    assertMacro {
      """
      @Delegate
      protocol EncodingDelegate: AnyObject {
        func encode(into buffer: inout [UInt8]) throws
        func encode(into buffer: inout [UInt8])
        func encode(into buffer: inout [UInt8]) async
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol EncodingDelegate: AnyObject {
        func encode(into buffer: inout [UInt8]) throws
        func encode(into buffer: inout [UInt8])
             ┬─────
             ╰─ 🛑 'encode(into:)' is declared twice, differing only in 'throws', which Swift cannot overload on: keep one (a method that does not throw meets a throwing requirement)
                ✏️ Remove this declaration
        func encode(into buffer: inout [UInt8]) async
      }
      """
    } fixes: {
      """
      @Delegate
      protocol EncodingDelegate: AnyObject {
        func encode(into buffer: inout [UInt8]) throws
        func encode(into buffer: inout [UInt8]) async
      }
      """
    } expansion: {
      """
      protocol EncodingDelegate: AnyObject {
        func encode(into buffer: inout [UInt8]) throws
        func encode(into buffer: inout [UInt8]) async

        /// The members a class declares where it conforms to ``EncodingDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(EncodingDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``EncodingDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum EncodingDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case encodeIntoInoutUInt8 = -1
        case encodeIntoInoutUInt82 = -2
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "EncodingDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any EncodingDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["encode(into:)", "encode(into:)"]
        /// What a delegate's marked declaration declares where it conforms to ``EncodingDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any EncodingDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(EncodingDelegate: ()) }
        }

        /// The types that forward ``EncodingDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``EncodingDelegate``.
          static func `_$asEncodingDelegate, which a protocol reaching EncodingDelegate through several parents implements once: name EncodingDelegate among its own parents`(_ delegate: _$Delegate) -> any EncodingDelegate
        }
      }

      /// The void calls of ``EncodingDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum EncodingDelegateCall {
      }

      /// Many ``EncodingDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class EncodingDelegateMulticast: DelegateKit.DelegateMulticast, EncodingDelegate, EncodingDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any EncodingDelegate
        typealias _$Requirement = EncodingDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any EncodingDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "'encode(into:)' passes 'inout [UInt8]', which a call value cannot hold (inout, autoclosure, opaque or non-escaping closure)")
        func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``EncodingDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class EncodingDelegateProxy: DelegateKit.DelegateProxy, EncodingDelegate, EncodingDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any EncodingDelegate
        typealias _$Requirement = EncodingDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any EncodingDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any EncodingDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``EncodingDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class EncodingDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, EncodingDelegate, EncodingDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any EncodingDelegate
        typealias _$Requirement = EncodingDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any EncodingDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension EncodingDelegate {
        /// ``EncodingDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``EncodingDelegate`` finds it.
        typealias `_$EncodingDelegate is not @Delegate: mark EncodingDelegate @Delegate, or name it in @Delegate(foreign: EncodingDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = EncodingDelegateRequirement
        nonisolated static func _$respondsExactly(EncodingDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension EncodingDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to EncodingDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of EncodingDelegate it implements")
        nonisolated static func _$respondsExactly(EncodingDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension EncodingDelegate where Self: EncodingDelegateRequirement._$Forwarding, Self._$Delegate == any EncodingDelegate {
        nonisolated static func `_$asEncodingDelegate, which a protocol reaching EncodingDelegate through several parents implements once: name EncodingDelegate among its own parents`(_ delegate: any EncodingDelegate) -> any EncodingDelegate {
          delegate
        }
      }

      extension EncodingDelegate where Self: DelegateKit.DelegateForwarder, Self: EncodingDelegateRequirement._$Forwarding {
        nonisolated static func _$asEncodingDelegate(_ delegate: Self._$Delegate) -> any EncodingDelegate {
          Self.`_$asEncodingDelegate, which a protocol reaching EncodingDelegate through several parents implements once: name EncodingDelegate among its own parents`(delegate)
        }
        func encode(into buffer: inout [UInt8]) throws {
          try self._$call(EncodingDelegateRequirement.encodeIntoInoutUInt8) { try Self._$asEncodingDelegate($0).encode(into:)(&buffer) }
        }
        func encode(into buffer: inout [UInt8]) async {
          await self._$callAsync(EncodingDelegateRequirement.encodeIntoInoutUInt82) { await $0.map { Self._$asEncodingDelegate($0) }.value.encode(into:)(&buffer) }
        }
      }
      """
    }
  }

  @Test("A consuming parameter, which each delegate would consume")
  func consumingParameter() {
    assertMacro {
      """
      @Delegate
      protocol ExecutorDelegate: AnyObject {
        func enqueue(_ job: consuming ExecutorJob)
        func didStart()
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol ExecutorDelegate: AnyObject {
        func enqueue(_ job: consuming ExecutorJob)
                            ┬────────
                            ╰─ 🛑 @Delegate cannot forward the 'consuming' parameter 'job': a multicast hands one argument to every delegate, and each would consume it; take it 'borrowing', or plainly if its type is copyable
                               ✏️ Replace 'consuming' with 'borrowing'
        func didStart()
      }
      """
    } fixes: {
      """
      @Delegate
      protocol ExecutorDelegate: AnyObject {
        func enqueue(_ job: borrowing ExecutorJob)
        func didStart()
      }
      """
    } expansion: {
      """
      protocol ExecutorDelegate: AnyObject {
        func enqueue(_ job: borrowing ExecutorJob)
        func didStart()

        /// The members a class declares where it conforms to ``ExecutorDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(ExecutorDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``ExecutorDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum ExecutorDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case enqueue = -1
        case didStart = -2
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "ExecutorDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any ExecutorDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["enqueue(_:)", "didStart()"]
        /// What a delegate's marked declaration declares where it conforms to ``ExecutorDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any ExecutorDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(ExecutorDelegate: ()) }
        }

        /// The types that forward ``ExecutorDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``ExecutorDelegate``.
          static func `_$asExecutorDelegate, which a protocol reaching ExecutorDelegate through several parents implements once: name ExecutorDelegate among its own parents`(_ delegate: _$Delegate) -> any ExecutorDelegate
        }
      }

      /// The void calls of ``ExecutorDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum ExecutorDelegateCall {
        /// `enqueue(_:)`
        case enqueue(ExecutorJob)
        /// `didStart()`
        case didStart

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: ExecutorDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<ExecutorDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<ExecutorDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(ExecutorDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["enqueue(_:)", "didStart()"]
          }

          func enqueue(_ job: borrowing ExecutorJob) {
            self._$buffer.yield(.enqueue(copy job))
          }
          func didStart() {
            self._$buffer.yield(.didStart)
          }
        }
      }

      /// Many ``ExecutorDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ExecutorDelegateMulticast: DelegateKit.DelegateCallSource, ExecutorDelegate, ExecutorDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ExecutorDelegate
        typealias _$Requirement = ExecutorDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any ExecutorDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = ExecutorDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<ExecutorDelegateCall>) -> any ExecutorDelegate {
          ExecutorDelegateCall._$Listener(buffer)
        }
      }

      /// One ``ExecutorDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ExecutorDelegateProxy: DelegateKit.DelegateProxy, ExecutorDelegate, ExecutorDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ExecutorDelegate
        typealias _$Requirement = ExecutorDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any ExecutorDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any ExecutorDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``ExecutorDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ExecutorDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, ExecutorDelegate, ExecutorDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ExecutorDelegate
        typealias _$Requirement = ExecutorDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any ExecutorDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension ExecutorDelegate {
        /// ``ExecutorDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``ExecutorDelegate`` finds it.
        typealias `_$ExecutorDelegate is not @Delegate: mark ExecutorDelegate @Delegate, or name it in @Delegate(foreign: ExecutorDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = ExecutorDelegateRequirement
        nonisolated static func _$respondsExactly(ExecutorDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ExecutorDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to ExecutorDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of ExecutorDelegate it implements")
        nonisolated static func _$respondsExactly(ExecutorDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ExecutorDelegate where Self: ExecutorDelegateRequirement._$Forwarding, Self._$Delegate == any ExecutorDelegate {
        nonisolated static func `_$asExecutorDelegate, which a protocol reaching ExecutorDelegate through several parents implements once: name ExecutorDelegate among its own parents`(_ delegate: any ExecutorDelegate) -> any ExecutorDelegate {
          delegate
        }
      }

      extension ExecutorDelegate where Self: DelegateKit.DelegateForwarder, Self: ExecutorDelegateRequirement._$Forwarding {
        nonisolated static func _$asExecutorDelegate(_ delegate: Self._$Delegate) -> any ExecutorDelegate {
          Self.`_$asExecutorDelegate, which a protocol reaching ExecutorDelegate through several parents implements once: name ExecutorDelegate among its own parents`(delegate)
        }
        func enqueue(_ job: borrowing ExecutorJob) {
          let job = copy job
          self._$call(ExecutorDelegateRequirement.enqueue) { Self._$asExecutorDelegate($0).enqueue(_:)(job) }
        }
        func didStart() {
          self._$call(ExecutorDelegateRequirement.didStart) { Self._$asExecutorDelegate($0).didStart() }
        }
      }
      """
    }
  }
}
