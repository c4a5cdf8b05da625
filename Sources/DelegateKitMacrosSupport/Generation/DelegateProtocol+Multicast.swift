import SwiftSyntax

extension DelegateProtocol {
  /// The multicast: a delegate chain that is itself a delegate. Its fixed members come
  /// from `DelegateMulticast`.
  var multicast: DeclSyntax {
    let breaking = isSendable ? "let" : "var"
    return .verbatim(
      """
      /// Many ``\(name)`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      \(isolation)\(access)final class \(multicastName): \(runtimeConformance("DelegateMulticast")) {
      \(indent(associatedTypes))
        \(storage("_$storage", listType))
        \(access)\(breaking) isBreaking: Swift.Bool

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        \(access)\(initIsolation)init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking\(baseClass == nil ? "" : "\n    super.init()")
        }
      }
      """
    )
  }
}
