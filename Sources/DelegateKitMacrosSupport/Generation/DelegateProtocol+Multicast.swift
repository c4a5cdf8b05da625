import SwiftSyntax
import SwiftSyntaxBuilder

extension DelegateProtocol {
  /// The multicast: a delegate chain that is itself a delegate. Its fixed members come
  /// from `DelegateMulticast`.
  var multicast: DeclSyntax {
    let breaking = isSendable ? "let" : "var"
    return """
      /// Many ``\(raw: name)`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      \(raw: isolation)\(raw: access)final class \(raw: multicastName): \(raw: runtimeConformance("DelegateMulticast")) {
      \(raw: indent(associatedTypes))
        \(raw: storage("_$delegates", listType))
        \(raw: access)\(raw: breaking) isBreaking: Swift.Bool

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        \(raw: access)\(raw: initIsolation)init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

      \(raw: indent(forwarders(.multicast)))
      }
      """
  }

  /// The proxy: one delegate, called without checks. Its fixed members come from
  /// `DelegateProxy`.
  var proxy: DeclSyntax {
    """
    /// One ``\(raw: name)`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
    \(raw: isolation)\(raw: access)final class \(raw: proxyName): \(raw: runtimeConformance("DelegateProxy")) {
    \(raw: indent(associatedTypes))
      \(raw: storage("_$storage", listType))

      /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
      \(raw: access)\(raw: initIsolation)init(_ delegate: (any \(raw: name))? = nil, retention: DelegateKit.DelegateRetention = .weak) {
        self._$storage.replaceAll(with: delegate, retention: retention)
      }

    \(raw: indent(forwarders(.single)))
    }
    """
  }

  /// The router: every call to the delegate of the selected key. Its fixed members come
  /// from `DelegateRouting`.
  var router: DeclSyntax {
    let routes = "DelegateKit.\(isSendable ? "ConcurrentDelegateRouter" : "DelegateRouter")<_$Key, any \(name)>"
    let key = isSendable ? "Swift.Hashable & Swift.Sendable" : "Swift.Hashable"
    return """
      /// Routes every ``\(raw: name)`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      \(raw: isolation)\(raw: access)final class \(raw: routerName)<_$Key: \(raw: key)>: \(raw: runtimeConformance("DelegateRouting")) {
      \(raw: indent(associatedTypes))
        \(raw: storage("_$routes", routes))

        /// Creates a router with no routes and no default delegate.
        \(raw: access)\(raw: initIsolation)init() {}

      \(raw: indent(forwarders(.single)))
      }
      """
  }
}
