import SwiftSyntax
import SwiftSyntaxBuilder

extension DelegateProtocol {
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
        \(raw: storage("_$storage", routes))

        /// Creates a router with no routes and no default delegate.
        \(raw: access)\(raw: initIsolation)init() {}

      \(raw: indent(forwarders(.single)))
      }
      """
  }
}
