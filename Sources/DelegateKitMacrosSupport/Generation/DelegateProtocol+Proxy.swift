import SwiftSyntax

extension DelegateProtocol {
  /// The proxy: one delegate, called without checks. Its fixed members come from
  /// `DelegateProxy`.
  var proxy: DeclSyntax {
    .verbatim(
      """
      /// One ``\(name)`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      \(classHeader("\(isolation)\(access)final class ", name: proxyName, ": " + runtimeConformance("DelegateProxy")))
      \(indent(sharedMembers(of: proxyName)))
        \(storage("_$storage", listType))

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        \(access)\(initIsolation)init(_ delegate: (any \(name))? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          \(baseClass == nil ? "" : "super.init()\n    ")self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }
      """
    )
  }
}
