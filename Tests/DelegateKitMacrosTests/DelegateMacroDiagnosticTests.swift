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
      }

      /// The requirements of ``ScrollDelegate``, for asking a generated type whether a
      /// delegate responds to one.
      enum ScrollDelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `didScroll()`, required.
        case didScroll

        /// The requirement's Swift name, such as `method(_:label:)`.
        var name: Swift.String {
          switch self {
          case .didScroll:
            "didScroll()"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        var _$bit: Swift.Int? {
          switch self {
          case .didScroll:
            nil
          }
        }
      }

      /// Many delegates behind one ``ScrollDelegate``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      final class ScrollDelegateMulticast: ScrollDelegate {
        private let _$delegates: DelegateKit.DelegateList<any ScrollDelegate>

        /// Whether a void call stops at the first delegate that implements it, as
        /// `PHFDelegateChain`'s `__breaking` did.
        var isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.DelegateList<any ScrollDelegate>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        func add(_ delegate: any ScrollDelegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        func remove(_ delegate: any ScrollDelegate) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        func contains(_ delegate: any ScrollDelegate) -> Swift.Bool {
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
        var delegates: [any ScrollDelegate] {
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
        func responds(to requirement: ScrollDelegateRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        func didScroll() {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.didScroll()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }
      }

      /// One ``ScrollDelegate``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      final class ScrollDelegateProxy: ScrollDelegate {
        private let _$storage: DelegateKit.DelegateList<any ScrollDelegate>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        init(_ delegate: (any ScrollDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.DelegateList<any ScrollDelegate>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        var delegate: (any ScrollDelegate)? {
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
        func setDelegate(_ delegate: (any ScrollDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
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
        func responds(to requirement: ScrollDelegateRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        func didScroll() {
          if self._$storage._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.didScroll()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("ScrollDelegateProxy", "didScroll()", of: "ScrollDelegate")
          }
        }
      }

      /// Routes every ``ScrollDelegate`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      final class ScrollDelegateRouter<Key: Swift.Hashable>: ScrollDelegate {
        private let _$routes: DelegateKit.DelegateRouter<Key, any ScrollDelegate>

        /// Creates a router with no routes and no default delegate.
        init() {
          self._$routes = DelegateKit.DelegateRouter<Key, any ScrollDelegate>()
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
        func setDelegate(_ delegate: (any ScrollDelegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        func setDefaultDelegate(_ delegate: (any ScrollDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        func delegate(for key: Key) -> (any ScrollDelegate)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        var defaultDelegate: (any ScrollDelegate)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        var activeDelegate: (any ScrollDelegate)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: ScrollDelegateRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        func didScroll() {
          if self._$routes._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.didScroll()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("ScrollDelegateRouter", "didScroll()", of: "ScrollDelegate")
          }
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
      }

      /// The requirements of ``ScrollDelegate``, for asking a generated type whether a
      /// delegate responds to one.
      enum ScrollDelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `didScroll()`, required.
        case didScroll

        /// The requirement's Swift name, such as `method(_:label:)`.
        var name: Swift.String {
          switch self {
          case .didScroll:
            "didScroll()"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        var _$bit: Swift.Int? {
          switch self {
          case .didScroll:
            nil
          }
        }
      }

      /// Many delegates behind one ``ScrollDelegate``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      final class ScrollDelegateMulticast: ScrollDelegate, Swift.Sendable {
        private let _$delegates: DelegateKit.ConcurrentDelegateList<any ScrollDelegate>

        /// Whether a void call stops at the first delegate that implements it. Fixed at
        /// creation, because the multicast is shared across threads.
        let isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.ConcurrentDelegateList<any ScrollDelegate>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        func add(_ delegate: any ScrollDelegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        func remove(_ delegate: any ScrollDelegate) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        func contains(_ delegate: any ScrollDelegate) -> Swift.Bool {
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
        var delegates: [any ScrollDelegate] {
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
        func responds(to requirement: ScrollDelegateRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        func didScroll() {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.didScroll()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }
      }

      /// One ``ScrollDelegate``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      final class ScrollDelegateProxy: ScrollDelegate, Swift.Sendable {
        private let _$storage: DelegateKit.ConcurrentDelegateList<any ScrollDelegate>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        init(_ delegate: (any ScrollDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.ConcurrentDelegateList<any ScrollDelegate>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        var delegate: (any ScrollDelegate)? {
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
        func setDelegate(_ delegate: (any ScrollDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
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
        func responds(to requirement: ScrollDelegateRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        func didScroll() {
          if self._$storage._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.didScroll()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("ScrollDelegateProxy", "didScroll()", of: "ScrollDelegate")
          }
        }
      }

      /// Routes every ``ScrollDelegate`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      final class ScrollDelegateRouter<Key: Swift.Hashable & Swift.Sendable>: ScrollDelegate, Swift.Sendable {
        private let _$routes: DelegateKit.ConcurrentDelegateRouter<Key, any ScrollDelegate>

        /// Creates a router with no routes and no default delegate.
        init() {
          self._$routes = DelegateKit.ConcurrentDelegateRouter<Key, any ScrollDelegate>()
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
        func setDelegate(_ delegate: (any ScrollDelegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        func setDefaultDelegate(_ delegate: (any ScrollDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        func delegate(for key: Key) -> (any ScrollDelegate)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        var defaultDelegate: (any ScrollDelegate)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        var activeDelegate: (any ScrollDelegate)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: ScrollDelegateRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        func didScroll() {
          if self._$routes._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.didScroll()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("ScrollDelegateRouter", "didScroll()", of: "ScrollDelegate")
          }
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
      }

      /// The requirements of ``BadDelegate``, for asking a generated type whether a
      /// delegate responds to one.
      enum BadDelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `make()`, required.
        case make

        /// The requirement's Swift name, such as `method(_:label:)`.
        var name: Swift.String {
          switch self {
          case .make:
            "make()"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        var _$bit: Swift.Int? {
          switch self {
          case .make:
            nil
          }
        }
      }

      /// Many delegates behind one ``BadDelegate``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      final class BadDelegateMulticast: BadDelegate {
        private let _$delegates: DelegateKit.DelegateList<any BadDelegate>

        /// Whether a void call stops at the first delegate that implements it, as
        /// `PHFDelegateChain`'s `__breaking` did.
        var isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.DelegateList<any BadDelegate>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        func add(_ delegate: any BadDelegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        func remove(_ delegate: any BadDelegate) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        func contains(_ delegate: any BadDelegate) -> Swift.Bool {
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
        var delegates: [any BadDelegate] {
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
        func responds(to requirement: BadDelegateRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        func make() {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.make()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }
      }

      /// One ``BadDelegate``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      final class BadDelegateProxy: BadDelegate {
        private let _$storage: DelegateKit.DelegateList<any BadDelegate>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        init(_ delegate: (any BadDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.DelegateList<any BadDelegate>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        var delegate: (any BadDelegate)? {
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
        func setDelegate(_ delegate: (any BadDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
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
        func responds(to requirement: BadDelegateRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        func make() {
          if self._$storage._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.make()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("BadDelegateProxy", "make()", of: "BadDelegate")
          }
        }
      }

      /// Routes every ``BadDelegate`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      final class BadDelegateRouter<Key: Swift.Hashable>: BadDelegate {
        private let _$routes: DelegateKit.DelegateRouter<Key, any BadDelegate>

        /// Creates a router with no routes and no default delegate.
        init() {
          self._$routes = DelegateKit.DelegateRouter<Key, any BadDelegate>()
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
        func setDelegate(_ delegate: (any BadDelegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        func setDefaultDelegate(_ delegate: (any BadDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        func delegate(for key: Key) -> (any BadDelegate)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        var defaultDelegate: (any BadDelegate)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        var activeDelegate: (any BadDelegate)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: BadDelegateRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        func make() {
          if self._$routes._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.make()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("BadDelegateRouter", "make()", of: "BadDelegate")
          }
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
      }

      /// The requirements of ``BadDelegate``, for asking a generated type whether a
      /// delegate responds to one.
      enum BadDelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `change()`, required.
        case change

        /// The requirement's Swift name, such as `method(_:label:)`.
        var name: Swift.String {
          switch self {
          case .change:
            "change()"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        var _$bit: Swift.Int? {
          switch self {
          case .change:
            nil
          }
        }
      }

      /// Many delegates behind one ``BadDelegate``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      final class BadDelegateMulticast: BadDelegate {
        private let _$delegates: DelegateKit.DelegateList<any BadDelegate>

        /// Whether a void call stops at the first delegate that implements it, as
        /// `PHFDelegateChain`'s `__breaking` did.
        var isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.DelegateList<any BadDelegate>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        func add(_ delegate: any BadDelegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        func remove(_ delegate: any BadDelegate) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        func contains(_ delegate: any BadDelegate) -> Swift.Bool {
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
        var delegates: [any BadDelegate] {
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
        func responds(to requirement: BadDelegateRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        func change() {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.change()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }
      }

      /// One ``BadDelegate``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      final class BadDelegateProxy: BadDelegate {
        private let _$storage: DelegateKit.DelegateList<any BadDelegate>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        init(_ delegate: (any BadDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.DelegateList<any BadDelegate>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        var delegate: (any BadDelegate)? {
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
        func setDelegate(_ delegate: (any BadDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
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
        func responds(to requirement: BadDelegateRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        func change() {
          if self._$storage._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.change()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("BadDelegateProxy", "change()", of: "BadDelegate")
          }
        }
      }

      /// Routes every ``BadDelegate`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      final class BadDelegateRouter<Key: Swift.Hashable>: BadDelegate {
        private let _$routes: DelegateKit.DelegateRouter<Key, any BadDelegate>

        /// Creates a router with no routes and no default delegate.
        init() {
          self._$routes = DelegateKit.DelegateRouter<Key, any BadDelegate>()
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
        func setDelegate(_ delegate: (any BadDelegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        func setDefaultDelegate(_ delegate: (any BadDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        func delegate(for key: Key) -> (any BadDelegate)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        var defaultDelegate: (any BadDelegate)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        var activeDelegate: (any BadDelegate)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: BadDelegateRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        func change() {
          if self._$routes._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.change()
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("BadDelegateRouter", "change()", of: "BadDelegate")
          }
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
      }

      /// The requirements of ``LogDelegate``, for asking a generated type whether a
      /// delegate responds to one.
      enum LogDelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `log(_:)`, required.
        case log

        /// The requirement's Swift name, such as `method(_:label:)`.
        var name: Swift.String {
          switch self {
          case .log:
            "log(_:)"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        var _$bit: Swift.Int? {
          switch self {
          case .log:
            nil
          }
        }
      }

      /// Many delegates behind one ``LogDelegate``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      final class LogDelegateMulticast: LogDelegate {
        private let _$delegates: DelegateKit.DelegateList<any LogDelegate>

        /// Whether a void call stops at the first delegate that implements it, as
        /// `PHFDelegateChain`'s `__breaking` did.
        var isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.DelegateList<any LogDelegate>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        func add(_ delegate: any LogDelegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        func remove(_ delegate: any LogDelegate) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        func contains(_ delegate: any LogDelegate) -> Swift.Bool {
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
        var delegates: [any LogDelegate] {
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
        func responds(to requirement: LogDelegateRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        func log(_ messages: [String]) {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.log(messages)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }
      }

      /// One ``LogDelegate``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      final class LogDelegateProxy: LogDelegate {
        private let _$storage: DelegateKit.DelegateList<any LogDelegate>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        init(_ delegate: (any LogDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.DelegateList<any LogDelegate>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        var delegate: (any LogDelegate)? {
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
        func setDelegate(_ delegate: (any LogDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
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
        func responds(to requirement: LogDelegateRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        func log(_ messages: [String]) {
          if self._$storage._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.log(messages)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("LogDelegateProxy", "log(_:)", of: "LogDelegate")
          }
        }
      }

      /// Routes every ``LogDelegate`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      final class LogDelegateRouter<Key: Swift.Hashable>: LogDelegate {
        private let _$routes: DelegateKit.DelegateRouter<Key, any LogDelegate>

        /// Creates a router with no routes and no default delegate.
        init() {
          self._$routes = DelegateKit.DelegateRouter<Key, any LogDelegate>()
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
        func setDelegate(_ delegate: (any LogDelegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        func setDefaultDelegate(_ delegate: (any LogDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        func delegate(for key: Key) -> (any LogDelegate)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        var defaultDelegate: (any LogDelegate)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        var activeDelegate: (any LogDelegate)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        func responds(to requirement: LogDelegateRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        func log(_ messages: [String]) {
          if self._$routes._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.log(messages)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("LogDelegateRouter", "log(_:)", of: "LogDelegate")
          }
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

  @Test("Associated types and refined protocols")
  func associatedTypeAndRefinement() {
    assertMacro {
      """
      @Delegate
      protocol ListDelegate: AnyObject, ScrollDelegate {
        associatedtype Item
        func didSelect(_ index: Int)
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol ListDelegate: AnyObject, ScrollDelegate {
                                        ┬─────────────
                                        ╰─ 🛑 @Delegate cannot see the requirements of 'ScrollDelegate': declare them in this protocol, or give 'ScrollDelegate' its own @Delegate and register delegates for each
        associatedtype Item
        ┬──────────────────
        ╰─ 🛑 @Delegate protocols cannot have associated types ('Item'): the generated types hold 'any' delegates; use a concrete type or a generic method
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
