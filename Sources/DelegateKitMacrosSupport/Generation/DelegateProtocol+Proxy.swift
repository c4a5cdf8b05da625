import SwiftSyntax
import SwiftSyntaxBuilder

extension DelegateProtocol {
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
}
