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
      }

      /// The requirements of ``LoaderDelegate``, for asking a generated type whether a
      /// delegate responds to one.
      enum LoaderDelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `load(_:)`, required.
        case load
        /// `parse(_:)`, optional.
        case parse

        /// The requirement's Swift name, such as `method(_:label:)`.
        var name: Swift.String {
          switch self {
          case .load:
            "load(_:)"
          case .parse:
            "parse(_:)"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        var _$bit: Swift.Int? {
          switch self {
          case .load:
            nil
          case .parse:
            0
          }
        }
      }

      /// Many delegates behind one ``LoaderDelegate``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      final class LoaderDelegateMulticast: LoaderDelegate {
        private let _$delegates: DelegateKit.DelegateList<any LoaderDelegate>

        /// Whether a void call stops at the first delegate that implements it, as
        /// `PHFDelegateChain`'s `__breaking` did.
        var isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.DelegateList<any LoaderDelegate>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        func add(_ delegate: any LoaderDelegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        func remove(_ delegate: any LoaderDelegate) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        func contains(_ delegate: any LoaderDelegate) -> Swift.Bool {
          self._$delegates.contains(delegate)
        }

        /// Unregisters every delegate.
        func removeAll() {
          self._$delegates.removeAll()
        }

        /// The number of live delegates.
        var count: Swift.Int {
          self._$delegates.count
        }

        /// Whether no live delegate is registered.
        var isEmpty: Swift.Bool {
          self._$delegates.isEmpty
        }

        /// The live delegates, in registration order.
        var delegates: [any LoaderDelegate] {
          self._$delegates.delegates
        }

        /// Called when the multicast, having held a delegate, is found empty.
        var onLastDelegateGone: (() -> Swift.Void)? {
          get {
            self._$delegates.onLastDelegateGone
          }
          set {
            self._$delegates.onLastDelegateGone = newValue
          }
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: LoaderDelegateRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        func load(_ id: Int) async throws -> String {
          if let _$answer = try await self._$delegates._$visit(
            nil,
            call: { (_$delegate) async throws(any Swift.Error) -> String in
              try await _$delegate.load(id)
            },
            accept: { (_$value: String) -> String? in
              _$value
            }
          ) {
            return _$answer
          }
          DelegateKit._$missingDelegate("LoaderDelegateMulticast", "load(_:)", of: "LoaderDelegate")
        }

        func parse(_ text: String) throws(ParseError) -> Int {
          if let _$answer = try self._$delegates._$visit(
            0,
            call: { (_$delegate) throws(ParseError) -> Int in
              try _$delegate.parse(text)
            },
            accept: { (_$value: Int) -> Int? in
              _$value
            }
          ) {
            return _$answer
          }
          return 0
        }
      }

      /// One ``LoaderDelegate``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      final class LoaderDelegateProxy: LoaderDelegate {
        private let _$storage: DelegateKit.DelegateList<any LoaderDelegate>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        init(_ delegate: (any LoaderDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.DelegateList<any LoaderDelegate>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        var delegate: (any LoaderDelegate)? {
          get {
            self._$storage.firstNonNil {
              $0
            }
          }
          set {
            self._$storage.replaceAll(with: newValue)
          }
        }

        /// Replaces the delegate.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate, or `nil` for none.
        ///   - retention: Whether the proxy keeps it alive. Weak by default.
        func setDelegate(_ delegate: (any LoaderDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }

        /// Whether the proxy has a live delegate; checking never stops the program.
        var hasDelegate: Swift.Bool {
          !self._$storage.isEmpty
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: LoaderDelegateRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        func load(_ id: Int) async throws -> String {
          if let _$answer = try await self._$storage._$visit(
            nil,
            call: { (_$delegate) async throws(any Swift.Error) -> String in
              try await _$delegate.load(id)
            },
            accept: { (_$value: String) -> String? in
              _$value
            }
          ) {
            return _$answer
          }
          DelegateKit._$missingDelegate("LoaderDelegateProxy", "load(_:)", of: "LoaderDelegate")
        }

        func parse(_ text: String) throws(ParseError) -> Int {
          if let _$answer = try self._$storage._$visit(
            0,
            call: { (_$delegate) throws(ParseError) -> Int in
              try _$delegate.parse(text)
            },
            accept: { (_$value: Int) -> Int? in
              _$value
            }
          ) {
            return _$answer
          }
          return 0
        }
      }

      /// Routes every ``LoaderDelegate`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      final class LoaderDelegateRouter<Key: Swift.Hashable>: LoaderDelegate {
        private let _$routes: DelegateKit.DelegateRouter<Key, any LoaderDelegate>

        /// Creates a router with no routes and no default delegate.
        init() {
          self._$routes = DelegateKit.DelegateRouter<Key, any LoaderDelegate>()
        }

        /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
        ///
        /// - Complexity: O(1) on average.
        func select(_ key: Key?) {
          self._$routes.select(key)
        }

        /// The selected key.
        var selectedKey: Key? {
          self._$routes.selectedKey
        }

        /// Registers the delegate for `key`; `nil` removes the route.
        func setDelegate(_ delegate: (any LoaderDelegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        func setDefaultDelegate(_ delegate: (any LoaderDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        func delegate(for key: Key) -> (any LoaderDelegate)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        var defaultDelegate: (any LoaderDelegate)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        var activeDelegate: (any LoaderDelegate)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: LoaderDelegateRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        func load(_ id: Int) async throws -> String {
          if let _$answer = try await self._$routes._$visit(
            nil,
            call: { (_$delegate) async throws(any Swift.Error) -> String in
              try await _$delegate.load(id)
            },
            accept: { (_$value: String) -> String? in
              _$value
            }
          ) {
            return _$answer
          }
          DelegateKit._$missingDelegate("LoaderDelegateRouter", "load(_:)", of: "LoaderDelegate")
        }

        func parse(_ text: String) throws(ParseError) -> Int {
          if let _$answer = try self._$routes._$visit(
            0,
            call: { (_$delegate) throws(ParseError) -> Int in
              try _$delegate.parse(text)
            },
            accept: { (_$value: Int) -> Int? in
              _$value
            }
          ) {
            return _$answer
          }
          return 0
        }
      }

      extension LoaderDelegate {
        func parse(_ text: String) throws(ParseError) -> Int {
          DelegateKit._$DefaultImplementation.defaultRan(on: self)
          return 0
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
    } expansion: {
      """
      protocol ParameterDelegate: AnyObject {
        func adjust(_ value: inout Int)
        func register(_ handler: @escaping @Sendable (Int) -> Void)
        func transform<T: Sendable>(_ value: T) -> T? where T: Hashable
        func unnamed(_: Int, label _: String)
      }

      /// The requirements of ``ParameterDelegate``, for asking a generated type whether a
      /// delegate responds to one.
      enum ParameterDelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `adjust(_:)`, required.
        case adjust
        /// `register(_:)`, optional.
        case register
        /// `transform(_:)`, optional.
        case transform
        /// `unnamed(_:label:)`, required.
        case unnamedLabel

        /// The requirement's Swift name, such as `method(_:label:)`.
        var name: Swift.String {
          switch self {
          case .adjust:
            "adjust(_:)"
          case .register:
            "register(_:)"
          case .transform:
            "transform(_:)"
          case .unnamedLabel:
            "unnamed(_:label:)"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        var _$bit: Swift.Int? {
          switch self {
          case .adjust:
            nil
          case .register:
            0
          case .transform:
            1
          case .unnamedLabel:
            nil
          }
        }
      }

      /// Many delegates behind one ``ParameterDelegate``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      final class ParameterDelegateMulticast: ParameterDelegate {
        private let _$delegates: DelegateKit.DelegateList<any ParameterDelegate>

        /// Whether a void call stops at the first delegate that implements it, as
        /// `PHFDelegateChain`'s `__breaking` did.
        var isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.DelegateList<any ParameterDelegate>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        func add(_ delegate: any ParameterDelegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        func remove(_ delegate: any ParameterDelegate) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        func contains(_ delegate: any ParameterDelegate) -> Swift.Bool {
          self._$delegates.contains(delegate)
        }

        /// Unregisters every delegate.
        func removeAll() {
          self._$delegates.removeAll()
        }

        /// The number of live delegates.
        var count: Swift.Int {
          self._$delegates.count
        }

        /// Whether no live delegate is registered.
        var isEmpty: Swift.Bool {
          self._$delegates.isEmpty
        }

        /// The live delegates, in registration order.
        var delegates: [any ParameterDelegate] {
          self._$delegates.delegates
        }

        /// Called when the multicast, having held a delegate, is found empty.
        var onLastDelegateGone: (() -> Swift.Void)? {
          get {
            self._$delegates.onLastDelegateGone
          }
          set {
            self._$delegates.onLastDelegateGone = newValue
          }
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: ParameterDelegateRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        func adjust(_ value: inout Int) {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.adjust(&value)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }

        func register(_ handler: @escaping @Sendable (Int) -> Void) {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            0,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.register(handler)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }

        func transform<T: Sendable>(_ value: T) -> T? where T: Hashable {
          if let _$answer = self._$delegates._$visit(
            1,
            call: { (_$delegate) -> T? in
              _$delegate.transform(value)
            },
            accept: { (_$value: T?) -> T?? in
              _$value
            }
          ) {
            return _$answer
          }
          return nil
        }

        func unnamed(_ _$arg0: Int, label _$arg1: String) {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.unnamed(_$arg0, label: _$arg1)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }
      }

      /// One ``ParameterDelegate``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      final class ParameterDelegateProxy: ParameterDelegate {
        private let _$storage: DelegateKit.DelegateList<any ParameterDelegate>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        init(_ delegate: (any ParameterDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.DelegateList<any ParameterDelegate>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        var delegate: (any ParameterDelegate)? {
          get {
            self._$storage.firstNonNil {
              $0
            }
          }
          set {
            self._$storage.replaceAll(with: newValue)
          }
        }

        /// Replaces the delegate.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate, or `nil` for none.
        ///   - retention: Whether the proxy keeps it alive. Weak by default.
        func setDelegate(_ delegate: (any ParameterDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }

        /// Whether the proxy has a live delegate; checking never stops the program.
        var hasDelegate: Swift.Bool {
          !self._$storage.isEmpty
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: ParameterDelegateRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        func adjust(_ value: inout Int) {
          if self._$storage._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.adjust(&value)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("ParameterDelegateProxy", "adjust(_:)", of: "ParameterDelegate")
          }
        }

        func register(_ handler: @escaping @Sendable (Int) -> Void) {
          _ = self._$storage._$visit(
            0,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.register(handler)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          )
        }

        func transform<T: Sendable>(_ value: T) -> T? where T: Hashable {
          if let _$answer = self._$storage._$visit(
            1,
            call: { (_$delegate) -> T? in
              _$delegate.transform(value)
            },
            accept: { (_$value: T?) -> T?? in
              _$value
            }
          ) {
            return _$answer
          }
          return nil
        }

        func unnamed(_ _$arg0: Int, label _$arg1: String) {
          if self._$storage._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.unnamed(_$arg0, label: _$arg1)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("ParameterDelegateProxy", "unnamed(_:label:)", of: "ParameterDelegate")
          }
        }
      }

      /// Routes every ``ParameterDelegate`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      final class ParameterDelegateRouter<Key: Swift.Hashable>: ParameterDelegate {
        private let _$routes: DelegateKit.DelegateRouter<Key, any ParameterDelegate>

        /// Creates a router with no routes and no default delegate.
        init() {
          self._$routes = DelegateKit.DelegateRouter<Key, any ParameterDelegate>()
        }

        /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
        ///
        /// - Complexity: O(1) on average.
        func select(_ key: Key?) {
          self._$routes.select(key)
        }

        /// The selected key.
        var selectedKey: Key? {
          self._$routes.selectedKey
        }

        /// Registers the delegate for `key`; `nil` removes the route.
        func setDelegate(_ delegate: (any ParameterDelegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        func setDefaultDelegate(_ delegate: (any ParameterDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        func delegate(for key: Key) -> (any ParameterDelegate)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        var defaultDelegate: (any ParameterDelegate)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        var activeDelegate: (any ParameterDelegate)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: ParameterDelegateRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        func adjust(_ value: inout Int) {
          if self._$routes._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.adjust(&value)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("ParameterDelegateRouter", "adjust(_:)", of: "ParameterDelegate")
          }
        }

        func register(_ handler: @escaping @Sendable (Int) -> Void) {
          _ = self._$routes._$visit(
            0,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.register(handler)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          )
        }

        func transform<T: Sendable>(_ value: T) -> T? where T: Hashable {
          if let _$answer = self._$routes._$visit(
            1,
            call: { (_$delegate) -> T? in
              _$delegate.transform(value)
            },
            accept: { (_$value: T?) -> T?? in
              _$value
            }
          ) {
            return _$answer
          }
          return nil
        }

        func unnamed(_ _$arg0: Int, label _$arg1: String) {
          if self._$routes._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.unnamed(_$arg0, label: _$arg1)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("ParameterDelegateRouter", "unnamed(_:label:)", of: "ParameterDelegate")
          }
        }
      }

      extension ParameterDelegate {
        func register(_ handler: @escaping @Sendable (Int) -> Void) {
          DelegateKit._$DefaultImplementation.defaultRan(on: self)
        }

        func transform<T: Sendable>(_ value: T) -> T? where T: Hashable {
          DelegateKit._$DefaultImplementation.defaultRan(on: self)
          return nil
        }
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
      }

      /// The requirements of ``EditingDelegate``, for asking a generated type whether a
      /// delegate responds to one.
      package enum EditingDelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `title`, required.
        case title
        /// `rowHeight`, optional.
        case rowHeight
        /// `canEdit(_:)`, required.
        case canEdit
        /// `menuItems(_:)`, optional.
        case menuItems

        /// The requirement's Swift name, such as `method(_:label:)`.
        package var name: Swift.String {
          switch self {
          case .title:
            "title"
          case .rowHeight:
            "rowHeight"
          case .canEdit:
            "canEdit(_:)"
          case .menuItems:
            "menuItems(_:)"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        package var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        package var _$bit: Swift.Int? {
          switch self {
          case .title:
            nil
          case .rowHeight:
            0
          case .canEdit:
            nil
          case .menuItems:
            1
          }
        }
      }

      /// Many delegates behind one ``EditingDelegate``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      package final class EditingDelegateMulticast: EditingDelegate {
        private let _$delegates: DelegateKit.DelegateList<any EditingDelegate>

        /// Whether a void call stops at the first delegate that implements it, as
        /// `PHFDelegateChain`'s `__breaking` did.
        package var isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        package init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.DelegateList<any EditingDelegate>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        package func add(_ delegate: any EditingDelegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        package func remove(_ delegate: any EditingDelegate) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        package func contains(_ delegate: any EditingDelegate) -> Swift.Bool {
          self._$delegates.contains(delegate)
        }

        /// Unregisters every delegate.
        package func removeAll() {
          self._$delegates.removeAll()
        }

        /// The number of live delegates.
        package var count: Swift.Int {
          self._$delegates.count
        }

        /// Whether no live delegate is registered.
        package var isEmpty: Swift.Bool {
          self._$delegates.isEmpty
        }

        /// The live delegates, in registration order.
        package var delegates: [any EditingDelegate] {
          self._$delegates.delegates
        }

        /// Called when the multicast, having held a delegate, is found empty.
        package var onLastDelegateGone: (() -> Swift.Void)? {
          get {
            self._$delegates.onLastDelegateGone
          }
          set {
            self._$delegates.onLastDelegateGone = newValue
          }
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        package func responds(to requirement: EditingDelegateRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        package func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        package var title: String {
          get {
            if let _$answer = self._$delegates._$visit(
              nil,
              call: { (_$delegate) -> String in
                _$delegate.title
              },
              accept: { (_$value: String) -> String? in
                _$value
              }
            ) {
              return _$answer
            }
            DelegateKit._$missingDelegate("EditingDelegateMulticast", "title", of: "EditingDelegate")
          }
          set {
            self._$delegates.forEach { _$delegate in
              _$delegate.title = newValue
            }
          }
        }

        package var rowHeight: Int {
          get {
            if let _$answer = self._$delegates._$visit(
              0,
              call: { (_$delegate) -> Int in
                _$delegate.rowHeight
              },
              accept: { (_$value: Int) -> Int? in
                _$value
              }
            ) {
              return _$answer
            }
            return 44
          }
        }

        package func canEdit(_ row: Int) -> Bool {
          var _$asked = false
          if let _$decided = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> Bool in
              _$delegate.canEdit(row)
            },
            accept: { (_$value: Swift.Bool) -> Swift.Bool? in
              _$asked = true
              return _$value ? nil : false
            }
          ) {
            return _$decided
          }
          if _$asked {
            return true
          }
          DelegateKit._$missingDelegate("EditingDelegateMulticast", "canEdit(_:)", of: "EditingDelegate")
        }

        package func menuItems(_ row: Int) -> [String] {
          var _$asked = false
          var _$all: [String] = []
          _ = self._$delegates._$visit(
            1,
            call: { (_$delegate) -> [String] in
              _$delegate.menuItems(row)
            },
            accept: { (_$value: [String]) -> Swift.Void? in
              _$asked = true
              _$all.append(contentsOf: _$value)
              return nil
            }
          )
          if _$asked {
            return _$all
          }
          return []
        }
      }

      /// One ``EditingDelegate``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      package final class EditingDelegateProxy: EditingDelegate {
        private let _$storage: DelegateKit.DelegateList<any EditingDelegate>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        package init(_ delegate: (any EditingDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.DelegateList<any EditingDelegate>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        package var delegate: (any EditingDelegate)? {
          get {
            self._$storage.firstNonNil {
              $0
            }
          }
          set {
            self._$storage.replaceAll(with: newValue)
          }
        }

        /// Replaces the delegate.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate, or `nil` for none.
        ///   - retention: Whether the proxy keeps it alive. Weak by default.
        package func setDelegate(_ delegate: (any EditingDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }

        /// Whether the proxy has a live delegate; checking never stops the program.
        package var hasDelegate: Swift.Bool {
          !self._$storage.isEmpty
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        package func responds(to requirement: EditingDelegateRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        package var title: String {
          get {
            if let _$answer = self._$storage._$visit(
              nil,
              call: { (_$delegate) -> String in
                _$delegate.title
              },
              accept: { (_$value: String) -> String? in
                _$value
              }
            ) {
              return _$answer
            }
            DelegateKit._$missingDelegate("EditingDelegateProxy", "title", of: "EditingDelegate")
          }
          set {
            if self._$storage._$visit(
              nil,
              call: { (_$delegate) -> Swift.Void in
                _$delegate.title = newValue
              },
              accept: { (_: Swift.Void) -> Swift.Void? in
                ()
              }
            ) == nil {
              DelegateKit._$missingDelegate("EditingDelegateProxy", "title", of: "EditingDelegate")
            }
          }
        }

        package var rowHeight: Int {
          get {
            if let _$answer = self._$storage._$visit(
              0,
              call: { (_$delegate) -> Int in
                _$delegate.rowHeight
              },
              accept: { (_$value: Int) -> Int? in
                _$value
              }
            ) {
              return _$answer
            }
            return 44
          }
        }

        package func canEdit(_ row: Int) -> Bool {
          if let _$answer = self._$storage._$visit(
            nil,
            call: { (_$delegate) -> Bool in
              _$delegate.canEdit(row)
            },
            accept: { (_$value: Bool) -> Bool? in
              _$value
            }
          ) {
            return _$answer
          }
          DelegateKit._$missingDelegate("EditingDelegateProxy", "canEdit(_:)", of: "EditingDelegate")
        }

        package func menuItems(_ row: Int) -> [String] {
          if let _$answer = self._$storage._$visit(
            1,
            call: { (_$delegate) -> [String] in
              _$delegate.menuItems(row)
            },
            accept: { (_$value: [String]) -> [String]? in
              _$value
            }
          ) {
            return _$answer
          }
          return []
        }
      }

      /// Routes every ``EditingDelegate`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      package final class EditingDelegateRouter<Key: Swift.Hashable>: EditingDelegate {
        private let _$routes: DelegateKit.DelegateRouter<Key, any EditingDelegate>

        /// Creates a router with no routes and no default delegate.
        package init() {
          self._$routes = DelegateKit.DelegateRouter<Key, any EditingDelegate>()
        }

        /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
        ///
        /// - Complexity: O(1) on average.
        package func select(_ key: Key?) {
          self._$routes.select(key)
        }

        /// The selected key.
        package var selectedKey: Key? {
          self._$routes.selectedKey
        }

        /// Registers the delegate for `key`; `nil` removes the route.
        package func setDelegate(_ delegate: (any EditingDelegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        package func setDefaultDelegate(_ delegate: (any EditingDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        package func delegate(for key: Key) -> (any EditingDelegate)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        package var defaultDelegate: (any EditingDelegate)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        package var activeDelegate: (any EditingDelegate)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        package func responds(to requirement: EditingDelegateRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        package var title: String {
          get {
            if let _$answer = self._$routes._$visit(
              nil,
              call: { (_$delegate) -> String in
                _$delegate.title
              },
              accept: { (_$value: String) -> String? in
                _$value
              }
            ) {
              return _$answer
            }
            DelegateKit._$missingDelegate("EditingDelegateRouter", "title", of: "EditingDelegate")
          }
          set {
            if self._$routes._$visit(
              nil,
              call: { (_$delegate) -> Swift.Void in
                _$delegate.title = newValue
              },
              accept: { (_: Swift.Void) -> Swift.Void? in
                ()
              }
            ) == nil {
              DelegateKit._$missingDelegate("EditingDelegateRouter", "title", of: "EditingDelegate")
            }
          }
        }

        package var rowHeight: Int {
          get {
            if let _$answer = self._$routes._$visit(
              0,
              call: { (_$delegate) -> Int in
                _$delegate.rowHeight
              },
              accept: { (_$value: Int) -> Int? in
                _$value
              }
            ) {
              return _$answer
            }
            return 44
          }
        }

        package func canEdit(_ row: Int) -> Bool {
          if let _$answer = self._$routes._$visit(
            nil,
            call: { (_$delegate) -> Bool in
              _$delegate.canEdit(row)
            },
            accept: { (_$value: Bool) -> Bool? in
              _$value
            }
          ) {
            return _$answer
          }
          DelegateKit._$missingDelegate("EditingDelegateRouter", "canEdit(_:)", of: "EditingDelegate")
        }

        package func menuItems(_ row: Int) -> [String] {
          if let _$answer = self._$routes._$visit(
            1,
            call: { (_$delegate) -> [String] in
              _$delegate.menuItems(row)
            },
            accept: { (_$value: [String]) -> [String]? in
              _$value
            }
          ) {
            return _$answer
          }
          return []
        }
      }

      extension EditingDelegate {
        package var rowHeight: Int {
          DelegateKit._$DefaultImplementation.defaultRan(on: self)
          return 44
        }

        package func menuItems(_ row: Int) -> [String] {
          DelegateKit._$DefaultImplementation.defaultRan(on: self)
          return []
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
      }

      /// The requirements of ``ScreenDelegate``, for asking a generated type whether a
      /// delegate responds to one.
      enum ScreenDelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `screenDidAppear()`, required.
        case screenDidAppear

        /// The requirement's Swift name, such as `method(_:label:)`.
        var name: Swift.String {
          switch self {
          case .screenDidAppear:
            "screenDidAppear()"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        var _$bit: Swift.Int? {
          switch self {
          case .screenDidAppear:
            nil
          }
        }
      }

      /// Many delegates behind one ``ScreenDelegate``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      @MainActor
      final class ScreenDelegateMulticast: ScreenDelegate {
        private nonisolated(unsafe) let _$delegates: DelegateKit.DelegateList<any ScreenDelegate>

        /// Whether a void call stops at the first delegate that implements it, as
        /// `PHFDelegateChain`'s `__breaking` did.
        var isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        nonisolated init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.DelegateList<any ScreenDelegate>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        func add(_ delegate: any ScreenDelegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        func remove(_ delegate: any ScreenDelegate) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        func contains(_ delegate: any ScreenDelegate) -> Swift.Bool {
          self._$delegates.contains(delegate)
        }

        /// Unregisters every delegate.
        func removeAll() {
          self._$delegates.removeAll()
        }

        /// The number of live delegates.
        var count: Swift.Int {
          self._$delegates.count
        }

        /// Whether no live delegate is registered.
        var isEmpty: Swift.Bool {
          self._$delegates.isEmpty
        }

        /// The live delegates, in registration order.
        var delegates: [any ScreenDelegate] {
          self._$delegates.delegates
        }

        /// Called when the multicast, having held a delegate, is found empty.
        var onLastDelegateGone: (() -> Swift.Void)? {
          get {
            self._$delegates.onLastDelegateGone
          }
          set {
            self._$delegates.onLastDelegateGone = newValue
          }
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: ScreenDelegateRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        func screenDidAppear() {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.screenDidAppear()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }
      }

      /// One ``ScreenDelegate``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      @MainActor
      final class ScreenDelegateProxy: ScreenDelegate {
        private nonisolated(unsafe) let _$storage: DelegateKit.DelegateList<any ScreenDelegate>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        nonisolated init(_ delegate: (any ScreenDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.DelegateList<any ScreenDelegate>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        var delegate: (any ScreenDelegate)? {
          get {
            self._$storage.firstNonNil {
              $0
            }
          }
          set {
            self._$storage.replaceAll(with: newValue)
          }
        }

        /// Replaces the delegate.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate, or `nil` for none.
        ///   - retention: Whether the proxy keeps it alive. Weak by default.
        func setDelegate(_ delegate: (any ScreenDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }

        /// Whether the proxy has a live delegate; checking never stops the program.
        var hasDelegate: Swift.Bool {
          !self._$storage.isEmpty
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: ScreenDelegateRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        func screenDidAppear() {
          if self._$storage._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.screenDidAppear()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("ScreenDelegateProxy", "screenDidAppear()", of: "ScreenDelegate")
          }
        }
      }

      /// Routes every ``ScreenDelegate`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      @MainActor
      final class ScreenDelegateRouter<Key: Swift.Hashable>: ScreenDelegate {
        private nonisolated(unsafe) let _$routes: DelegateKit.DelegateRouter<Key, any ScreenDelegate>

        /// Creates a router with no routes and no default delegate.
        nonisolated init() {
          self._$routes = DelegateKit.DelegateRouter<Key, any ScreenDelegate>()
        }

        /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
        ///
        /// - Complexity: O(1) on average.
        func select(_ key: Key?) {
          self._$routes.select(key)
        }

        /// The selected key.
        var selectedKey: Key? {
          self._$routes.selectedKey
        }

        /// Registers the delegate for `key`; `nil` removes the route.
        func setDelegate(_ delegate: (any ScreenDelegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        func setDefaultDelegate(_ delegate: (any ScreenDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        func delegate(for key: Key) -> (any ScreenDelegate)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        var defaultDelegate: (any ScreenDelegate)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        var activeDelegate: (any ScreenDelegate)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: ScreenDelegateRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        func screenDidAppear() {
          if self._$routes._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.screenDidAppear()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("ScreenDelegateRouter", "screenDidAppear()", of: "ScreenDelegate")
          }
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
      }

      /// The requirements of ``CacheObserver``, for asking a generated type whether a
      /// delegate responds to one.
      enum CacheObserverRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `cacheDidEvict(_:)`, optional.
        case cacheDidEvict

        /// The requirement's Swift name, such as `method(_:label:)`.
        var name: Swift.String {
          switch self {
          case .cacheDidEvict:
            "cacheDidEvict(_:)"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        var _$bit: Swift.Int? {
          switch self {
          case .cacheDidEvict:
            0
          }
        }
      }

      /// Many delegates behind one ``CacheObserver``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      final class CacheObserverMulticast: CacheObserver, Swift.Sendable {
        private let _$delegates: DelegateKit.ConcurrentDelegateList<any CacheObserver>

        /// Whether a void call stops at the first delegate that implements it. Fixed at
        /// creation, because the multicast is shared across threads.
        let isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.ConcurrentDelegateList<any CacheObserver>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        func add(_ delegate: any CacheObserver, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        func remove(_ delegate: any CacheObserver) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        func contains(_ delegate: any CacheObserver) -> Swift.Bool {
          self._$delegates.contains(delegate)
        }

        /// Unregisters every delegate.
        func removeAll() {
          self._$delegates.removeAll()
        }

        /// The number of live delegates.
        var count: Swift.Int {
          self._$delegates.count
        }

        /// Whether no live delegate is registered.
        var isEmpty: Swift.Bool {
          self._$delegates.isEmpty
        }

        /// The live delegates, in registration order.
        var delegates: [any CacheObserver] {
          self._$delegates.delegates
        }

        /// Called when the multicast, having held a delegate, is found empty.
        var onLastDelegateGone: (@Sendable () -> Swift.Void)? {
          get {
            self._$delegates.onLastDelegateGone
          }
          set {
            self._$delegates.onLastDelegateGone = newValue
          }
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: CacheObserverRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        func cacheDidEvict(_ key: String) {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            0,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.cacheDidEvict(key)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }
      }

      /// One ``CacheObserver``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      final class CacheObserverProxy: CacheObserver, Swift.Sendable {
        private let _$storage: DelegateKit.ConcurrentDelegateList<any CacheObserver>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        init(_ delegate: (any CacheObserver)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.ConcurrentDelegateList<any CacheObserver>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        var delegate: (any CacheObserver)? {
          get {
            self._$storage.firstNonNil {
              $0
            }
          }
          set {
            self._$storage.replaceAll(with: newValue)
          }
        }

        /// Replaces the delegate.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate, or `nil` for none.
        ///   - retention: Whether the proxy keeps it alive. Weak by default.
        func setDelegate(_ delegate: (any CacheObserver)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }

        /// Whether the proxy has a live delegate; checking never stops the program.
        var hasDelegate: Swift.Bool {
          !self._$storage.isEmpty
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: CacheObserverRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        func cacheDidEvict(_ key: String) {
          _ = self._$storage._$visit(
            0,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.cacheDidEvict(key)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          )
        }
      }

      /// Routes every ``CacheObserver`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      final class CacheObserverRouter<Key: Swift.Hashable & Swift.Sendable>: CacheObserver, Swift.Sendable {
        private let _$routes: DelegateKit.ConcurrentDelegateRouter<Key, any CacheObserver>

        /// Creates a router with no routes and no default delegate.
        init() {
          self._$routes = DelegateKit.ConcurrentDelegateRouter<Key, any CacheObserver>()
        }

        /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
        ///
        /// - Complexity: O(1) on average.
        func select(_ key: Key?) {
          self._$routes.select(key)
        }

        /// The selected key.
        var selectedKey: Key? {
          self._$routes.selectedKey
        }

        /// Registers the delegate for `key`; `nil` removes the route.
        func setDelegate(_ delegate: (any CacheObserver)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        func setDefaultDelegate(_ delegate: (any CacheObserver)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        func delegate(for key: Key) -> (any CacheObserver)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        var defaultDelegate: (any CacheObserver)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        var activeDelegate: (any CacheObserver)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: CacheObserverRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        func cacheDidEvict(_ key: String) {
          _ = self._$routes._$visit(
            0,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.cacheDidEvict(key)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          )
        }
      }

      extension CacheObserver {
        func cacheDidEvict(_ key: String) {
          DelegateKit._$DefaultImplementation.defaultRan(on: self)
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
        }

        /// The requirements of ``Delegate``, for asking a generated type whether a
        /// delegate responds to one.
        fileprivate enum DelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
          /// `feedPageSize()`, optional.
          case feedPageSize

          /// The requirement's Swift name, such as `method(_:label:)`.
          fileprivate var name: Swift.String {
            switch self {
            case .feedPageSize:
              "feedPageSize()"
            }
          }

          /// Whether delegates may leave the requirement unimplemented.
          fileprivate var isOptional: Swift.Bool {
            _$bit != nil
          }

          /// The requirement's index among the optional ones; for generated code.
          fileprivate var _$bit: Swift.Int? {
            switch self {
            case .feedPageSize:
              0
            }
          }
        }

        /// Many delegates behind one ``Delegate``: a delegate chain.
        ///
        /// Void requirements reach every delegate that implements them, in registration
        /// order; value requirements are answered by the first implementer unless marked with
        /// `@Combining`. Delegates are held weakly unless registered `.strong`.
        fileprivate final class DelegateMulticast: Delegate {
          private let _$delegates: DelegateKit.DelegateList<any Delegate>

          /// Whether a void call stops at the first delegate that implements it, as
          /// `PHFDelegateChain`'s `__breaking` did.
          fileprivate var isBreaking: Swift.Bool

          /// Creates an empty multicast.
          ///
          /// - Parameter isBreaking: Whether void calls stop at the first implementer.
          fileprivate init(isBreaking: Swift.Bool = false) {
            self._$delegates = DelegateKit.DelegateList<any Delegate>()
            self.isBreaking = isBreaking
          }

          /// Registers a delegate at the end of the chain, unless it is already there.
          ///
          /// - Returns: `true` if the delegate was not registered before.
          @discardableResult
          fileprivate func add(_ delegate: any Delegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
            self._$delegates.add(delegate, retention: retention)
          }

          /// Unregisters a delegate.
          ///
          /// - Returns: `true` if the delegate was registered.
          @discardableResult
          fileprivate func remove(_ delegate: any Delegate) -> Swift.Bool {
            self._$delegates.remove(delegate)
          }

          /// Whether `delegate` is registered and alive.
          fileprivate func contains(_ delegate: any Delegate) -> Swift.Bool {
            self._$delegates.contains(delegate)
          }

          /// Unregisters every delegate.
          fileprivate func removeAll() {
            self._$delegates.removeAll()
          }

          /// The number of live delegates.
          fileprivate var count: Swift.Int {
            self._$delegates.count
          }

          /// Whether no live delegate is registered.
          fileprivate var isEmpty: Swift.Bool {
            self._$delegates.isEmpty
          }

          /// The live delegates, in registration order.
          fileprivate var delegates: [any Delegate] {
            self._$delegates.delegates
          }

          /// Called when the multicast, having held a delegate, is found empty.
          fileprivate var onLastDelegateGone: (() -> Swift.Void)? {
            get {
              self._$delegates.onLastDelegateGone
            }
            set {
              self._$delegates.onLastDelegateGone = newValue
            }
          }

          /// Whether a call to `requirement` reaches a delegate that implements it.
          ///
          /// For a required requirement, whether there is a delegate. For an `@Optional` one,
          /// whether some delegate implements it or has not been called for it yet: a delegate
          /// is known to rely on the default only after its first call.
          fileprivate func responds(to requirement: DelegateRequirement) -> Swift.Bool {
            self._$delegates._$responds(requirement._$bit)
          }

          /// Whether some live delegate conforms to `type`.
          fileprivate func conforms<T>(to type: T.Type) -> Swift.Bool {
            self._$delegates.containsDelegate(conformingTo: type)
          }

          fileprivate func feedPageSize() -> Int {
            if let _$answer = self._$delegates._$visit(
              0,
              call: { (_$delegate) -> Int in
                _$delegate.feedPageSize()
              },
              accept: { (_$value: Int) -> Int? in
                _$value
              }
            ) {
              return _$answer
            }
            return 3
          }
        }

        /// One ``Delegate``, called without checks.
        ///
        /// An `@Optional` requirement the delegate does not implement runs its default; a
        /// required one called with no delegate stops the program with a message naming it.
        /// The delegate is held weakly unless set `.strong`.
        fileprivate final class DelegateProxy: Delegate {
          private let _$storage: DelegateKit.DelegateList<any Delegate>

          /// Creates a proxy for `delegate`.
          ///
          /// - Parameters:
          ///   - delegate: The delegate, or `nil` for none yet.
          ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
          fileprivate init(_ delegate: (any Delegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
            let storage = DelegateKit.DelegateList<any Delegate>()
            storage.replaceAll(with: delegate, retention: retention)
            self._$storage = storage
          }

          /// The delegate, while it is alive. Setting it holds the new delegate weakly.
          fileprivate var delegate: (any Delegate)? {
            get {
              self._$storage.firstNonNil {
                $0
              }
            }
            set {
              self._$storage.replaceAll(with: newValue)
            }
          }

          /// Replaces the delegate.
          ///
          /// - Parameters:
          ///   - delegate: The new delegate, or `nil` for none.
          ///   - retention: Whether the proxy keeps it alive. Weak by default.
          fileprivate func setDelegate(_ delegate: (any Delegate)?, retention: DelegateKit.DelegateRetention = .weak) {
            self._$storage.replaceAll(with: delegate, retention: retention)
          }

          /// Whether the proxy has a live delegate; checking never stops the program.
          fileprivate var hasDelegate: Swift.Bool {
            !self._$storage.isEmpty
          }

          /// Whether a call to `requirement` reaches a delegate that implements it.
          ///
          /// For a required requirement, whether there is a delegate. For an `@Optional` one,
          /// whether some delegate implements it or has not been called for it yet: a delegate
          /// is known to rely on the default only after its first call.
          fileprivate func responds(to requirement: DelegateRequirement) -> Swift.Bool {
            self._$storage._$responds(requirement._$bit)
          }

          fileprivate func feedPageSize() -> Int {
            if let _$answer = self._$storage._$visit(
              0,
              call: { (_$delegate) -> Int in
                _$delegate.feedPageSize()
              },
              accept: { (_$value: Int) -> Int? in
                _$value
              }
            ) {
              return _$answer
            }
            return 3
          }
        }

        /// Routes every ``Delegate`` call to the delegate of the selected key, or to the
        /// default delegate when no key is selected or the selected key has none.
        fileprivate final class DelegateRouter<Key: Swift.Hashable>: Delegate {
          private let _$routes: DelegateKit.DelegateRouter<Key, any Delegate>

          /// Creates a router with no routes and no default delegate.
          fileprivate init() {
            self._$routes = DelegateKit.DelegateRouter<Key, any Delegate>()
          }

          /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
          ///
          /// - Complexity: O(1) on average.
          fileprivate func select(_ key: Key?) {
            self._$routes.select(key)
          }

          /// The selected key.
          fileprivate var selectedKey: Key? {
            self._$routes.selectedKey
          }

          /// Registers the delegate for `key`; `nil` removes the route.
          fileprivate func setDelegate(_ delegate: (any Delegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
            self._$routes.setDelegate(delegate, for: key, retention: retention)
          }

          /// Sets the delegate used when no key is selected or the selected key has none.
          fileprivate func setDefaultDelegate(_ delegate: (any Delegate)?, retention: DelegateKit.DelegateRetention = .weak) {
            self._$routes.setDefaultDelegate(delegate, retention: retention)
          }

          /// The live delegate registered for `key`.
          fileprivate func delegate(for key: Key) -> (any Delegate)? {
            self._$routes.delegate(for: key)
          }

          /// The delegate used when no key is selected or the selected key has none.
          fileprivate var defaultDelegate: (any Delegate)? {
            self._$routes.defaultDelegate
          }

          /// The delegate that calls reach now.
          fileprivate var activeDelegate: (any Delegate)? {
            self._$routes.activeDelegate
          }

          /// Whether a call to `requirement` reaches a delegate that implements it.
          ///
          /// For a required requirement, whether there is a delegate. For an `@Optional` one,
          /// whether some delegate implements it or has not been called for it yet: a delegate
          /// is known to rely on the default only after its first call.
          fileprivate func responds(to requirement: DelegateRequirement) -> Swift.Bool {
            self._$routes._$activeList._$responds(requirement._$bit)
          }

          fileprivate func feedPageSize() -> Int {
            if let _$answer = self._$routes._$visit(
              0,
              call: { (_$delegate) -> Int in
                _$delegate.feedPageSize()
              },
              accept: { (_$value: Int) -> Int? in
                _$value
              }
            ) {
              return _$answer
            }
            return 3
          }
        }
      }

      extension Feed.Delegate {
        fileprivate func feedPageSize() -> Int {
          DelegateKit._$DefaultImplementation.defaultRan(on: self)
          return 3
        }
      }
      """
    }
  }
}
