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
        \(raw: storage("_$storage", listType))
        \(raw: access)\(raw: breaking) isBreaking: Swift.Bool

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        \(raw: access)\(raw: initIsolation)init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

      \(raw: indent(forwarders(.multicast)))
      }
      """
  }
}
