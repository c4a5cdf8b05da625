import SwiftSyntax

extension DelegateProtocol {
  /// The router: every call to the delegate of the selected key. Its fixed members come
  /// from `DelegateRouting`.
  var router: DeclSyntax {
    let routes = "DelegateKit.\(isSendable ? "ConcurrentDelegateRouteTable" : "DelegateRouteTable")<_$Key, any \(name)>"
    let key = isSendable ? "Swift.Hashable & Swift.Sendable" : "Swift.Hashable"
    return .verbatim(
      """
      /// Routes every ``\(name)`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      \(classHeader("\(isolation)\(access)final class ", name: routerName, "<_$Key: \(key)>: " + runtimeConformance("DelegateRouting")))
      \(indent(sharedMembers(of: "\(routerName)<_$Key>")))
        \(storage("_$storage", routes))

        /// Creates a router with no routes and no default delegate.
        \(access)\(initIsolation)\(baseClass == nil ? "" : "override ")init() {\(baseClass == nil ? "" : "\n    super.init()\n  ")}
      }
      """
    )
  }
}
