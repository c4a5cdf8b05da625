import SwiftSyntax
import SwiftSyntaxBuilder

extension DelegateProtocol {
  /// The proxy: one delegate, called with no checks.
  var proxy: DeclSyntax {
    let list = "self._$storage"
    return """
      /// One ``\(raw: name)``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      \(raw: isolationAttribute)\(raw: access)final class \(raw: proxyName): \(raw: conformances) {
        \(raw: storageModifiers) _$storage: \(raw: listType)

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        \(raw: access)\(raw: initIsolation)init(_ delegate: (any \(raw: name))? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = \(raw: listType)()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        \(raw: access)var delegate: (any \(raw: name))? {
          get { \(raw: list).firstNonNil { $0 } }
          set { \(raw: list).replaceAll(with: newValue) }
        }

        /// Replaces the delegate.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate, or `nil` for none.
        ///   - retention: Whether the proxy keeps it alive. Weak by default.
        \(raw: access)func setDelegate(_ delegate: (any \(raw: name))?, retention: DelegateKit.DelegateRetention = .weak) {
          \(raw: list).replaceAll(with: delegate, retention: retention)
        }

        /// Whether the proxy has a live delegate; checking never stops the program.
        \(raw: access)var hasDelegate: Swift.Bool {
          !\(raw: list).isEmpty
        }

      \(raw: indent(respondsMember(list: list)))

      \(raw: indent(forwardingMembers(role: .single, list: list, typeName: proxyName)))
      }
      """
  }

  /// The router: every call to the delegate of the selected key.
  var router: DeclSyntax {
    let list = "self._$routes"
    let routerType = "DelegateKit.\(isSendable ? "ConcurrentDelegateRouter" : "DelegateRouter")<Key, any \(name)>"
    let keyConstraint = isSendable ? "Swift.Hashable & Swift.Sendable" : "Swift.Hashable"
    return """
      /// Routes every ``\(raw: name)`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      \(raw: isolationAttribute)\(raw: access)final class \(raw: routerName)<Key: \(raw: keyConstraint)>: \(raw: conformances) {
        \(raw: storageModifiers) _$routes: \(raw: routerType)

        /// Creates a router with no routes and no default delegate.
        \(raw: access)\(raw: initIsolation)init() {
          self._$routes = \(raw: routerType)()
        }

        /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
        ///
        /// - Complexity: O(1) on average.
        \(raw: access)func select(_ key: Key?) {
          self._$routes.select(key)
        }

        /// The selected key.
        \(raw: access)var selectedKey: Key? {
          self._$routes.selectedKey
        }

        /// Registers the delegate for `key`; `nil` removes the route.
        \(raw: access)func setDelegate(_ delegate: (any \(raw: name))?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        \(raw: access)func setDefaultDelegate(_ delegate: (any \(raw: name))?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        \(raw: access)func delegate(for key: Key) -> (any \(raw: name))? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        \(raw: access)var defaultDelegate: (any \(raw: name))? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        \(raw: access)var activeDelegate: (any \(raw: name))? {
          self._$routes.activeDelegate
        }

      \(raw: indent(respondsMember(list: "\(list)._$activeList")))

      \(raw: indent(forwardingMembers(role: .single, list: list, typeName: routerName)))
      }
      """
  }
}
