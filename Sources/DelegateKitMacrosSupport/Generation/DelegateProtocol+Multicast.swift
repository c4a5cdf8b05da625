import SwiftSyntax

extension DelegateProtocol {
  /// The multicast: a delegate chain that is itself a delegate. Its fixed members come
  /// from `DelegateMulticast`.
  var multicast: DeclSyntax {
    // A `var` read by every broadcast would cost a dynamic exclusivity check per call, as
    // much as calling one delegate; the flag is a `Bool` set between broadcasts, so the
    // check buys nothing.
    let breaking = isSendable ? "\(access)let" : "@exclusivity(unchecked) \(access)var"
    return .verbatim(
      """
      /// Many ``\(name)`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      \(classHeader("\(isolation)\(access)final class ", name: multicastName, ": " + runtimeConformance(callRefusal == nil ? "DelegateCallSource" : "DelegateMulticast")))
      \(indent(sharedMembers(of: multicastName)))
        \(storage("_$storage", listType))
        \(mappedToDeclaration("\(breaking) isBreaking: Swift.Bool"))

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        \(access)\(initIsolation)init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking\(baseClass == nil ? "" : "\n    super.init()")
        }

      \(indent(multicastCallMembers))
      }
      """
    )
  }
}
