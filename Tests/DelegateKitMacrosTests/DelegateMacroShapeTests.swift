import MacroTesting
import Testing

@Suite("@Delegate expansions of each requirement shape", .macros(delegateMacros))
struct DelegateMacroShapeTests {
  @Test("async, throws and typed throws")
  func effects() {
    assertMacro {
      """
      @Delegate
      protocol LoaderDelegate: AnyObject {
        func load(_ id: Int) async throws -> String
        @Optional(default: 0) func parse(_ text: String) throws(ParseError) -> Int
      }
      """
    } expansion: {
      """
      protocol LoaderDelegate: AnyObject {
        func load(_ id: Int) async throws -> String
        func parse(_ text: String) throws(ParseError) -> Int

        /// The members a class declares where it conforms to ``LoaderDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(LoaderDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``LoaderDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum LoaderDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case load = -1
        case parse = 0
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "LoaderDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any LoaderDelegate
        static let _$optionalNames: [Swift.String] = ["parse(_:)"]
        static let _$requiredNames: [Swift.String] = ["load(_:)"]
        /// What a delegate's marked declaration declares where it conforms to ``LoaderDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any LoaderDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(LoaderDelegate: ()) }
        }

        /// The types that forward ``LoaderDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``LoaderDelegate``.
          static func `_$asLoaderDelegate, which a protocol reaching LoaderDelegate through several parents implements once: name LoaderDelegate among its own parents`(_ delegate: _$Delegate) -> any LoaderDelegate
        }
      }

      /// The void calls of ``LoaderDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum LoaderDelegateCall {
      }

      /// Many ``LoaderDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class LoaderDelegateMulticast: DelegateKit.DelegateMulticast, LoaderDelegate, LoaderDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any LoaderDelegate
        typealias _$Requirement = LoaderDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any LoaderDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "a listener answers no requirement, and LoaderDelegate requires one to answer 'load(_:)': mark it @Optional with a default, and answer it with a delegate")
        func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``LoaderDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class LoaderDelegateProxy: DelegateKit.DelegateProxy, LoaderDelegate, LoaderDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any LoaderDelegate
        typealias _$Requirement = LoaderDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any LoaderDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any LoaderDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``LoaderDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class LoaderDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, LoaderDelegate, LoaderDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any LoaderDelegate
        typealias _$Requirement = LoaderDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any LoaderDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension LoaderDelegate {
        /// ``LoaderDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``LoaderDelegate`` finds it.
        typealias `_$LoaderDelegate is not @Delegate: mark LoaderDelegate @Delegate, or name it in @Delegate(foreign: LoaderDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = LoaderDelegateRequirement
        func parse(_ text: String) throws(ParseError) -> Int {
          DelegateKit._$defaultRan(on: self, LoaderDelegateRequirement.parse)
          return 0
        }
        nonisolated static func _$respondsExactly(LoaderDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension LoaderDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to LoaderDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of LoaderDelegate it implements")
        nonisolated static func _$respondsExactly(LoaderDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension LoaderDelegate where Self: LoaderDelegateRequirement._$Forwarding, Self._$Delegate == any LoaderDelegate {
        nonisolated static func `_$asLoaderDelegate, which a protocol reaching LoaderDelegate through several parents implements once: name LoaderDelegate among its own parents`(_ delegate: any LoaderDelegate) -> any LoaderDelegate {
          delegate
        }
      }

      extension LoaderDelegate where Self: DelegateKit.DelegateForwarder, Self: LoaderDelegateRequirement._$Forwarding {
        nonisolated static func _$asLoaderDelegate(_ delegate: Self._$Delegate) -> any LoaderDelegate {
          Self.`_$asLoaderDelegate, which a protocol reaching LoaderDelegate through several parents implements once: name LoaderDelegate among its own parents`(delegate)
        }
        func load(_ id: Int) async throws -> String {
          let _$arguments = DelegateKit._$Handover(id)
          return try await self._$combineAsync(LoaderDelegateRequirement.load, .first(), nil) { try await $0.map { Self._$asLoaderDelegate($0) }.value.load(_:)(_$arguments.value) }
        }
        func parse(_ text: String) throws(ParseError) -> Int {
          try self._$combine(LoaderDelegateRequirement.parse, .first(), 0) { (_$delegate) throws(ParseError) in try Self._$asLoaderDelegate(_$delegate).parse(_:)(text) }
        }
      }
      """
    }
  }

  @Test("inout, closures, generics and unnamed parameters")
  func parameters() {
    assertMacro {
      """
      @Delegate
      protocol ParameterDelegate: AnyObject {
        func adjust(_ value: inout Int)
        @Optional func register(_ handler: @escaping @Sendable (Int) -> Void)
        @Optional func transform<T: Sendable>(_ value: T) -> T? where T: Hashable
        func unnamed(_: Int, label _: String)
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol ParameterDelegate: AnyObject {
        func adjust(_ value: inout Int)
        @Optional func register(_ handler: @escaping @Sendable (Int) -> Void)
        ┬────────
        ╰─ 🛑 @Optional requirement 'register(_:)' takes the completion handler 'handler', which must be called once even when no delegate implements it: write '@Optional(completing: …)' with the arguments to call it with
           ✏️ Insert 'completing:'
        @Optional func transform<T: Sendable>(_ value: T) -> T? where T: Hashable
        func unnamed(_: Int, label _: String)
      }
      """
    } fixes: {
      """
      @Delegate
      protocol ParameterDelegate: AnyObject {
        func adjust(_ value: inout Int)
        @Optional(completing: <#arguments#>) func register(_ handler: @escaping @Sendable (Int) -> Void)
        @Optional func transform<T: Sendable>(_ value: T) -> T? where T: Hashable
        func unnamed(_: Int, label _: String)
      }
      """
    }
  }

  @Test("Properties and combine strategies")
  func propertiesAndStrategies() {
    assertMacro {
      """
      @Delegate
      package protocol EditingDelegate: AnyObject {
        var title: String { get set }
        @Optional(default: 44) var rowHeight: Int { get }
        @Combining(.all) func canEdit(_ row: Int) -> Bool
        @Combining(.collect) @Optional(default: []) func menuItems(_ row: Int) -> [String]
      }
      """
    } expansion: {
      """
      package protocol EditingDelegate: AnyObject {
        var title: String { get set }
        var rowHeight: Int { get }
        func canEdit(_ row: Int) -> Bool
        func menuItems(_ row: Int) -> [String]

        /// The members a class declares where it conforms to ``EditingDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(EditingDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``EditingDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      package nonisolated enum EditingDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case title = -1
        case rowHeight = 0
        case canEdit = -2
        case menuItems = 1
        package init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        package static let _$protocolName = "EditingDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        package typealias _$Existential = any EditingDelegate
        package static let _$optionalNames: [Swift.String] = ["rowHeight", "menuItems(_:)"]
        package static let _$requiredNames: [Swift.String] = ["title", "canEdit(_:)"]
        /// What a delegate's marked declaration declares where it conforms to ``EditingDelegate``.
        package static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any EditingDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(EditingDelegate: ()) }
        }

        /// The types that forward ``EditingDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        package protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``EditingDelegate``.
          static func `_$asEditingDelegate, which a protocol reaching EditingDelegate through several parents implements once: name EditingDelegate among its own parents`(_ delegate: _$Delegate) -> any EditingDelegate
        }
      }

      /// The void calls of ``EditingDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      package nonisolated enum EditingDelegateCall {
      }

      /// Many ``EditingDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated package final class EditingDelegateMulticast: DelegateKit.DelegateMulticast, EditingDelegate, EditingDelegateRequirement._$Forwarding {
      #sourceLocation()
        package typealias _$Delegate = any EditingDelegate
        package typealias _$Requirement = EditingDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        package let _$storage = DelegateKit.DelegateList<any EditingDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) package var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        package init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "a listener answers no requirement, and EditingDelegate requires one to answer 'title': mark it @Optional with a default, and answer it with a delegate")
        package func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``EditingDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated package final class EditingDelegateProxy: DelegateKit.DelegateProxy, EditingDelegate, EditingDelegateRequirement._$Forwarding {
      #sourceLocation()
        package typealias _$Delegate = any EditingDelegate
        package typealias _$Requirement = EditingDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        package let _$storage = DelegateKit.DelegateList<any EditingDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        package init(_ delegate: (any EditingDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``EditingDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated package final class EditingDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, EditingDelegate, EditingDelegateRequirement._$Forwarding {
      #sourceLocation()
        package typealias _$Delegate = any EditingDelegate
        package typealias _$Requirement = EditingDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        package let _$storage = DelegateKit.DelegateRouteTable<_$Key, any EditingDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        package init() {}
      }

      extension EditingDelegate {
        /// ``EditingDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``EditingDelegate`` finds it.
        package typealias `_$EditingDelegate is not @Delegate: mark EditingDelegate @Delegate, or name it in @Delegate(foreign: EditingDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = EditingDelegateRequirement
        package var rowHeight: Int {
          DelegateKit._$defaultRan(on: self, EditingDelegateRequirement.rowHeight)
          return 44
        }
        package func menuItems(_ row: Int) -> [String] {
          DelegateKit._$defaultRan(on: self, EditingDelegateRequirement.menuItems)
          return []
        }
        package nonisolated static func _$respondsExactly(EditingDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension EditingDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to EditingDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of EditingDelegate it implements")
        package nonisolated static func _$respondsExactly(EditingDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension EditingDelegate where Self: EditingDelegateRequirement._$Forwarding, Self._$Delegate == any EditingDelegate {
        package nonisolated static func `_$asEditingDelegate, which a protocol reaching EditingDelegate through several parents implements once: name EditingDelegate among its own parents`(_ delegate: any EditingDelegate) -> any EditingDelegate {
          delegate
        }
      }

      extension EditingDelegate where Self: DelegateKit.DelegateForwarder, Self: EditingDelegateRequirement._$Forwarding {
        package nonisolated static func _$asEditingDelegate(_ delegate: Self._$Delegate) -> any EditingDelegate {
          Self.`_$asEditingDelegate, which a protocol reaching EditingDelegate through several parents implements once: name EditingDelegate among its own parents`(delegate)
        }
        package var title: String {
          get { self._$combine(EditingDelegateRequirement.title, .first(), nil) { Self._$asEditingDelegate($0).title } }
          set { self._$assign(EditingDelegateRequirement.title) { Self._$asEditingDelegate($0).title = newValue } }
        }
        package var rowHeight: Int {
          self._$combine(EditingDelegateRequirement.rowHeight, .first(), 44) { Self._$asEditingDelegate($0).rowHeight }
        }
        package func canEdit(_ row: Int) -> Bool {
          self._$combine(EditingDelegateRequirement.canEdit, .all(), nil) { Self._$asEditingDelegate($0).canEdit(_:)(row) }
        }
        package func menuItems(_ row: Int) -> [String] {
          self._$combine(EditingDelegateRequirement.menuItems, .collect(), []) { Self._$asEditingDelegate($0).menuItems(_:)(row) }
        }
      }
      """
    }
  }

  @Test("A main-actor protocol")
  func mainActor() {
    assertMacro {
      """
      @MainActor @Delegate
      protocol ScreenDelegate: AnyObject {
        func screenDidAppear()
      }
      """
    } expansion: {
      """
      @MainActor
      protocol ScreenDelegate: AnyObject {
        func screenDidAppear()

        /// The members a class declares where it conforms to ``ScreenDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(ScreenDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``ScreenDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum ScreenDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case screenDidAppear = -1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "ScreenDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any ScreenDelegate
        static let _$optionalNames: [Swift.String] = []
        static let _$requiredNames: [Swift.String] = ["screenDidAppear()"]
        /// What a delegate's marked declaration declares where it conforms to ``ScreenDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any ScreenDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(ScreenDelegate: ()) }
        }

        /// The types that forward ``ScreenDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``ScreenDelegate``.
          static func `_$asScreenDelegate, which a protocol reaching ScreenDelegate through several parents implements once: name ScreenDelegate among its own parents`(_ delegate: _$Delegate) -> any ScreenDelegate
        }
      }

      /// The void calls of ``ScreenDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum ScreenDelegateCall {
        /// `screenDidAppear()`
        case screenDidAppear

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        @MainActor final class _$Listener: ScreenDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<ScreenDelegateCall>

          nonisolated init(_ buffer: DelegateKit._$CallBuffer<ScreenDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(ScreenDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["screenDidAppear()"]
          }

          func screenDidAppear() {
            self._$buffer.yield(.screenDidAppear)
          }
        }
      }

      /// Many ``ScreenDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      @MainActor final class ScreenDelegateMulticast: @MainActor DelegateKit.DelegateCallSource, ScreenDelegate, nonisolated ScreenDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ScreenDelegate
        typealias _$Requirement = ScreenDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        nonisolated(unsafe) let _$storage = DelegateKit.DelegateList<any ScreenDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        nonisolated init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = ScreenDelegateCall

        nonisolated func _$makeListener(_ buffer: DelegateKit._$CallBuffer<ScreenDelegateCall>) -> any ScreenDelegate {
          ScreenDelegateCall._$Listener(buffer)
        }
      }

      /// One ``ScreenDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      @MainActor final class ScreenDelegateProxy: @MainActor DelegateKit.DelegateProxy, ScreenDelegate, nonisolated ScreenDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ScreenDelegate
        typealias _$Requirement = ScreenDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        nonisolated(unsafe) let _$storage = DelegateKit.DelegateList<any ScreenDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        nonisolated init(_ delegate: (any ScreenDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``ScreenDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      @MainActor final class ScreenDelegateRouter<_$Key: Swift.Hashable>: @MainActor DelegateKit.DelegateRouting, ScreenDelegate, nonisolated ScreenDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ScreenDelegate
        typealias _$Requirement = ScreenDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        nonisolated(unsafe) let _$storage = DelegateKit.DelegateRouteTable<_$Key, any ScreenDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        nonisolated init() {}
      }

      extension ScreenDelegate {
        /// ``ScreenDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``ScreenDelegate`` finds it.
        typealias `_$ScreenDelegate is not @Delegate: mark ScreenDelegate @Delegate, or name it in @Delegate(foreign: ScreenDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = ScreenDelegateRequirement
        nonisolated static func _$respondsExactly(ScreenDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ScreenDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to ScreenDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of ScreenDelegate it implements")
        nonisolated static func _$respondsExactly(ScreenDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ScreenDelegate where Self: ScreenDelegateRequirement._$Forwarding, Self._$Delegate == any ScreenDelegate {
        nonisolated static func `_$asScreenDelegate, which a protocol reaching ScreenDelegate through several parents implements once: name ScreenDelegate among its own parents`(_ delegate: any ScreenDelegate) -> any ScreenDelegate {
          delegate
        }
      }

      extension ScreenDelegate where Self: DelegateKit.DelegateForwarder, Self: ScreenDelegateRequirement._$Forwarding {
        nonisolated static func _$asScreenDelegate(_ delegate: Self._$Delegate) -> any ScreenDelegate {
          Self.`_$asScreenDelegate, which a protocol reaching ScreenDelegate through several parents implements once: name ScreenDelegate among its own parents`(delegate)
        }
        func screenDidAppear() {
          self._$call(ScreenDelegateRequirement.screenDidAppear) { Self._$asScreenDelegate($0).screenDidAppear() }
        }
      }
      """
    }
  }

  @Test("A Sendable protocol")
  func sendable() {
    assertMacro {
      """
      @Delegate
      protocol CacheObserver: AnyObject, Sendable {
        @Optional func cacheDidEvict(_ key: String)
      }
      """
    } expansion: {
      """
      protocol CacheObserver: AnyObject, Sendable {
        func cacheDidEvict(_ key: String)

        /// The members a class declares where it conforms to ``CacheObserver``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(CacheObserver _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``CacheObserver``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum CacheObserverRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case cacheDidEvict = 0
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "CacheObserver"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any CacheObserver
        static let _$optionalNames: [Swift.String] = ["cacheDidEvict(_:)"]
        static let _$requiredNames: [Swift.String] = []
        /// What a delegate's marked declaration declares where it conforms to ``CacheObserver``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any CacheObserver).flatMap { Swift.type(of: $0)._$respondsExactly(CacheObserver: ()) }
        }

        /// The types that forward ``CacheObserver``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``CacheObserver``.
          static func `_$asCacheObserver, which a protocol reaching CacheObserver through several parents implements once: name CacheObserver among its own parents`(_ delegate: _$Delegate) -> any CacheObserver
        }
      }

      /// The void calls of ``CacheObserver``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum CacheObserverCall {
        /// `cacheDidEvict(_:)`
        case cacheDidEvict(String)

        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: CacheObserver {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<CacheObserverCall>

          init(_ buffer: DelegateKit._$CallBuffer<CacheObserverCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(CacheObserver _: Swift.Void) -> Swift.Set<Swift.String>? {
            ["cacheDidEvict(_:)"]
          }

          func cacheDidEvict(_ key: String) {
            self._$buffer.yield(.cacheDidEvict(key))
          }
        }
      }

      /// Many ``CacheObserver`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class CacheObserverMulticast: DelegateKit.DelegateCallSource, CacheObserver, CacheObserverRequirement._$Forwarding, Swift.Sendable {
      #sourceLocation()
        typealias _$Delegate = any CacheObserver
        typealias _$Requirement = CacheObserverRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.ConcurrentDelegateList<any CacheObserver>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        let isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = CacheObserverCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<CacheObserverCall>) -> any CacheObserver {
          CacheObserverCall._$Listener(buffer)
        }
      }

      /// One ``CacheObserver`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class CacheObserverProxy: DelegateKit.DelegateProxy, CacheObserver, CacheObserverRequirement._$Forwarding, Swift.Sendable {
      #sourceLocation()
        typealias _$Delegate = any CacheObserver
        typealias _$Requirement = CacheObserverRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.ConcurrentDelegateList<any CacheObserver>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any CacheObserver)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``CacheObserver`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class CacheObserverRouter<_$Key: Swift.Hashable & Swift.Sendable>: DelegateKit.DelegateRouting, CacheObserver, CacheObserverRequirement._$Forwarding, Swift.Sendable {
      #sourceLocation()
        typealias _$Delegate = any CacheObserver
        typealias _$Requirement = CacheObserverRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.ConcurrentDelegateRouteTable<_$Key, any CacheObserver>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension CacheObserver {
        /// ``CacheObserverRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``CacheObserver`` finds it.
        typealias `_$CacheObserver is not @Delegate: mark CacheObserver @Delegate, or name it in @Delegate(foreign: CacheObserver.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = CacheObserverRequirement
        func cacheDidEvict(_ key: String) {
          DelegateKit._$defaultRan(on: self, CacheObserverRequirement.cacheDidEvict)
        }
        nonisolated static func _$respondsExactly(CacheObserver _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension CacheObserver where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to CacheObserver without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of CacheObserver it implements")
        nonisolated static func _$respondsExactly(CacheObserver _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension CacheObserver where Self: CacheObserverRequirement._$Forwarding, Self._$Delegate == any CacheObserver {
        nonisolated static func `_$asCacheObserver, which a protocol reaching CacheObserver through several parents implements once: name CacheObserver among its own parents`(_ delegate: any CacheObserver) -> any CacheObserver {
          delegate
        }
      }

      extension CacheObserver where Self: DelegateKit.DelegateForwarder, Self: CacheObserverRequirement._$Forwarding {
        nonisolated static func _$asCacheObserver(_ delegate: Self._$Delegate) -> any CacheObserver {
          Self.`_$asCacheObserver, which a protocol reaching CacheObserver through several parents implements once: name CacheObserver among its own parents`(delegate)
        }
        func cacheDidEvict(_ key: String) {
          self._$call(CacheObserverRequirement.cacheDidEvict) { Self._$asCacheObserver($0).cacheDidEvict(_:)(key) }
        }
      }
      """
    }
  }

  @Test("A nested, fileprivate protocol")
  func nestedFileprivate() {
    assertMacro {
      """
      enum Feed {
        @Delegate
        fileprivate protocol Delegate: AnyObject {
          @Optional(default: 3) func feedPageSize() -> Int
        }
      }
      """
    } expansion: {
      """
      enum Feed {
        fileprivate protocol Delegate: AnyObject {
          func feedPageSize() -> Int

          /// The members a class declares where it conforms to ``Delegate``, when `@ExactResponder`
          /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
          nonisolated static func _$respondsExactly(`Feed.Delegate` _: Swift.Void) -> Swift.Set<Swift.String>?
        }

        /// The requirements of ``Delegate``, for asking its generated types whether a
        /// delegate responds to one.
        fileprivate nonisolated enum DelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
          case feedPageSize = 0
          fileprivate init?(rawValue: Swift.Int) {
            guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = requirement
          }
          fileprivate static let _$protocolName = "Delegate"
          /// The protocol as a type, which a refining protocol's conversions return.
          fileprivate typealias _$Existential = any Delegate
          fileprivate static let _$optionalNames: [Swift.String] = ["feedPageSize()"]
          fileprivate static let _$requiredNames: [Swift.String] = []
          /// What a delegate's marked declaration declares where it conforms to ``Delegate``.
          fileprivate static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
            (object as? any Delegate).flatMap { Swift.type(of: $0)._$respondsExactly(`Feed.Delegate`: ()) }
          }

          /// The types that forward ``Delegate``: its generated types and those of the
          /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
          /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
          /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
          fileprivate protocol _$Forwarding {
            /// The stored delegates' type, as in `DelegateForwarder`.
            associatedtype _$Delegate
            /// A stored delegate as a ``Delegate``.
            static func `_$asDelegate, which a protocol reaching Delegate through several parents implements once: name Delegate among its own parents`(_ delegate: _$Delegate) -> any Delegate
          }
        }

        /// The void calls of ``Delegate``, one case per requirement, its arguments as associated
        /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
        fileprivate nonisolated enum DelegateCall {
          /// Puts each void call into a buffer; answers no value requirement, so the other
          /// delegates' answers stand.
        #sourceLocation(file: "Test.swift", line: 3)
          nonisolated fileprivate final class _$Listener: Delegate {
        #sourceLocation()
            fileprivate let _$buffer: DelegateKit._$CallBuffer<DelegateCall>

            fileprivate init(_ buffer: DelegateKit._$CallBuffer<DelegateCall>) {
              self._$buffer = buffer
            }

            deinit {
              _$buffer.finish()
            }

            fileprivate nonisolated static func _$respondsExactly(`Feed.Delegate` _: Swift.Void) -> Swift.Set<Swift.String>? {
              []
            }
          }
        }

        /// Many ``Delegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
        #sourceLocation(file: "Test.swift", line: 3)
        nonisolated fileprivate final class DelegateMulticast: DelegateKit.DelegateCallSource, Delegate, DelegateRequirement._$Forwarding {
        #sourceLocation()
          fileprivate typealias _$Delegate = any Delegate
          fileprivate typealias _$Requirement = DelegateRequirement
          #sourceLocation(file: "Test.swift", line: 3)
          fileprivate let _$storage = DelegateKit.DelegateList<any Delegate>()
        #sourceLocation()
          #sourceLocation(file: "Test.swift", line: 3)
          @exclusivity(unchecked) fileprivate var isBreaking: Swift.Bool
        #sourceLocation()

          /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
          fileprivate init(isBreaking: Swift.Bool = false) {
            self.isBreaking = isBreaking
          }

          fileprivate typealias _$Call = DelegateCall

          fileprivate func _$makeListener(_ buffer: DelegateKit._$CallBuffer<DelegateCall>) -> any Delegate {
            DelegateCall._$Listener(buffer)
          }
        }

        /// One ``Delegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
        #sourceLocation(file: "Test.swift", line: 3)
        nonisolated fileprivate final class DelegateProxy: DelegateKit.DelegateProxy, Delegate, DelegateRequirement._$Forwarding {
        #sourceLocation()
          fileprivate typealias _$Delegate = any Delegate
          fileprivate typealias _$Requirement = DelegateRequirement
          #sourceLocation(file: "Test.swift", line: 3)
          fileprivate let _$storage = DelegateKit.DelegateList<any Delegate>()
        #sourceLocation()

          /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
          fileprivate init(_ delegate: (any Delegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
            self._$storage.replaceAll(with: delegate, retention: retention)
          }
        }

        /// Routes every ``Delegate`` call to the delegate of the selected key: see
        /// `DelegateRouting` in DelegateKit.
        #sourceLocation(file: "Test.swift", line: 3)
        nonisolated fileprivate final class DelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, Delegate, DelegateRequirement._$Forwarding {
        #sourceLocation()
          fileprivate typealias _$Delegate = any Delegate
          fileprivate typealias _$Requirement = DelegateRequirement
          #sourceLocation(file: "Test.swift", line: 3)
          fileprivate let _$storage = DelegateKit.DelegateRouteTable<_$Key, any Delegate>()
        #sourceLocation()

          /// Creates a router with no routes and no default delegate.
          fileprivate init() {}
        }
      }

      extension Feed.Delegate {
        /// ``DelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``Delegate`` finds it.
        fileprivate typealias `_$Delegate is not @Delegate: mark Delegate @Delegate, or name it in @Delegate(foreign: Delegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = Feed.DelegateRequirement
        fileprivate func feedPageSize() -> Int {
          DelegateKit._$defaultRan(on: self, Feed.DelegateRequirement.feedPageSize)
          return 3
        }
        fileprivate nonisolated static func _$respondsExactly(`Feed.Delegate` _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension Feed.Delegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to Delegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of Delegate it implements")
        fileprivate nonisolated static func _$respondsExactly(`Feed.Delegate` _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension Feed.Delegate where Self: Feed.DelegateRequirement._$Forwarding, Self._$Delegate == any Feed.Delegate {
        fileprivate nonisolated static func `_$asDelegate, which a protocol reaching Delegate through several parents implements once: name Delegate among its own parents`(_ delegate: any Feed.Delegate) -> any Feed.Delegate {
          delegate
        }
      }

      extension Feed.Delegate where Self: DelegateKit.DelegateForwarder, Self: Feed.DelegateRequirement._$Forwarding {
        fileprivate nonisolated static func _$asDelegate(_ delegate: Self._$Delegate) -> any Feed.Delegate {
          Self.`_$asDelegate, which a protocol reaching Delegate through several parents implements once: name Delegate among its own parents`(delegate)
        }
        fileprivate func feedPageSize() -> Int {
          self._$combine(Feed.DelegateRequirement.feedPageSize, .first(), 3) { Self._$asDelegate($0).feedPageSize() }
        }
      }
      """
    }
  }

  @Test("A protocol refining two @Delegate protocols, one of them qualified by its module")
  func refinement() {
    assertMacro {
      """
      @Delegate
      public protocol TableDelegate: UIKitLike.ScrollDelegate, FocusDelegate {
        @Optional func didSelect(_ row: Int)
      }
      """
    } expansion: {
      """
      public protocol TableDelegate: UIKitLike.ScrollDelegate, FocusDelegate {
        func didSelect(_ row: Int)

        /// The members a class declares where it conforms to ``TableDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(TableDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``TableDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      public nonisolated enum TableDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case didSelect = 0
        public init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        public static let _$protocolName = "TableDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        public typealias _$Existential = any TableDelegate
        public static let _$optionalNames: [Swift.String] = ["didSelect(_:)"]
        public static let _$requiredNames: [Swift.String] = []
        /// What a delegate's marked declaration declares where it conforms to ``TableDelegate``.
        public static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any TableDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(TableDelegate: ()) }
        }

        /// The types that forward ``TableDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        /// The requirement enums of the parents, each looked up where the protocol names it.
      #sourceLocation(file: "Test.swift", line: 2)
      public typealias _$Parent0 = UIKitLike.ScrollDelegate.`_$ScrollDelegate is not @Delegate: mark ScrollDelegate @Delegate, or name it in @Delegate(foreign: ScrollDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)`
      #sourceLocation(file: "Test.swift", line: 2)
                    public typealias _$Parent1 = FocusDelegate.`_$FocusDelegate is not @Delegate: mark FocusDelegate @Delegate, or name it in @Delegate(foreign: FocusDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)`
      #sourceLocation()
        public protocol _$Forwarding: _$Parent0._$Forwarding, _$Parent1._$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``TableDelegate``.
          static func `_$asTableDelegate, which a protocol reaching TableDelegate through several parents implements once: name TableDelegate among its own parents`(_ delegate: _$Delegate) -> any TableDelegate
        }
      }

      /// The void calls of ``TableDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      public nonisolated enum TableDelegateCall {
      }

      /// Many ``TableDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated public final class TableDelegateMulticast: DelegateKit.DelegateMulticast, TableDelegate, TableDelegateRequirement._$Forwarding {
      #sourceLocation()
        public typealias _$Delegate = any TableDelegate
        public typealias _$Requirement = TableDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        public let _$storage = DelegateKit.DelegateList<any TableDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) public var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        public init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "TableDelegate refines UIKitLike.ScrollDelegate, whose calls its listener would not see: listen on a UIKitLike.ScrollDelegate multicast instead")
        public func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``TableDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated public final class TableDelegateProxy: DelegateKit.DelegateProxy, TableDelegate, TableDelegateRequirement._$Forwarding {
      #sourceLocation()
        public typealias _$Delegate = any TableDelegate
        public typealias _$Requirement = TableDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        public let _$storage = DelegateKit.DelegateList<any TableDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        public init(_ delegate: (any TableDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``TableDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated public final class TableDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, TableDelegate, TableDelegateRequirement._$Forwarding {
      #sourceLocation()
        public typealias _$Delegate = any TableDelegate
        public typealias _$Requirement = TableDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        public let _$storage = DelegateKit.DelegateRouteTable<_$Key, any TableDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        public init() {}
      }

      extension TableDelegate {
        /// ``TableDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``TableDelegate`` finds it.
        public typealias `_$TableDelegate is not @Delegate: mark TableDelegate @Delegate, or name it in @Delegate(foreign: TableDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = TableDelegateRequirement
        public func didSelect(_ row: Int) {
          DelegateKit._$defaultRan(on: self, TableDelegateRequirement.didSelect)
        }
        public nonisolated static func _$respondsExactly(TableDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension TableDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to TableDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of TableDelegate it implements")
        public nonisolated static func _$respondsExactly(TableDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
        public nonisolated static func _$respondsExactly(`UIKitLike.ScrollDelegate` _: Swift.Void) -> Swift.Set<Swift.String>? {
          Self._$respondsExactly(TableDelegate: ())
        }
        public nonisolated static func _$respondsExactly(ScrollDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
          Self._$respondsExactly(TableDelegate: ())
        }
        public nonisolated static func _$respondsExactly(FocusDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
          Self._$respondsExactly(TableDelegate: ())
        }
      }

      extension TableDelegate where Self: TableDelegateRequirement._$Forwarding, Self._$Delegate == any TableDelegate {
        public nonisolated static func `_$asTableDelegate, which a protocol reaching TableDelegate through several parents implements once: name TableDelegate among its own parents`(_ delegate: any TableDelegate) -> any TableDelegate {
          delegate
        }
      }

      extension TableDelegate where Self: DelegateKit.DelegateForwarder, Self: TableDelegateRequirement._$Forwarding {
        public nonisolated static func _$asTableDelegate(_ delegate: Self._$Delegate) -> any TableDelegate {
          Self.`_$asTableDelegate, which a protocol reaching TableDelegate through several parents implements once: name TableDelegate among its own parents`(delegate)
        }
        public nonisolated static func `_$asScrollDelegate, which a protocol reaching ScrollDelegate through several parents implements once: name ScrollDelegate among its own parents`(_ delegate: Self._$Delegate) -> TableDelegateRequirement._$Parent0._$Existential {
          Self._$asTableDelegate(delegate)
        }
        public nonisolated static func `_$asFocusDelegate, which a protocol reaching FocusDelegate through several parents implements once: name FocusDelegate among its own parents`(_ delegate: Self._$Delegate) -> TableDelegateRequirement._$Parent1._$Existential {
          Self._$asTableDelegate(delegate)
        }
        public func didSelect(_ row: Int) {
          self._$call(TableDelegateRequirement.didSelect) { Self._$asTableDelegate($0).didSelect(_:)(row) }
        }
      }
      """
    }
  }
}
