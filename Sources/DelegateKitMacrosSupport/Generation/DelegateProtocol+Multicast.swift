import SwiftSyntax
import SwiftSyntaxBuilder

extension DelegateProtocol {
  /// The multicast: a delegate chain that is itself a delegate.
  var multicast: DeclSyntax {
    let list = "self._$delegates"
    let breaking =
      isSendable
      ? """
      /// Whether a void call stops at the first delegate that implements it. Fixed at
      /// creation, because the multicast is shared across threads.
      \(access)let isBreaking: Swift.Bool
      """
      : """
      /// Whether a void call stops at the first delegate that implements it, as
      /// `PHFDelegateChain`'s `__breaking` did.
      \(access)var isBreaking: Swift.Bool
      """
    let hookType = isSendable ? "(@Sendable () -> Swift.Void)?" : "(() -> Swift.Void)?"
    return """
      /// Many delegates behind one ``\(raw: name)``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      \(raw: isolationAttribute)\(raw: access)final class \(raw: multicastName): \(raw: conformances) {
        \(raw: storageModifiers) _$delegates: \(raw: listType)

      \(raw: indent(breaking))

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        \(raw: access)\(raw: initIsolation)init(isBreaking: Swift.Bool = false) {
          self._$delegates = \(raw: listType)()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        \(raw: access)func add(_ delegate: any \(raw: name), retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          \(raw: list).add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        \(raw: access)func remove(_ delegate: any \(raw: name)) -> Swift.Bool {
          \(raw: list).remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        \(raw: access)func contains(_ delegate: any \(raw: name)) -> Swift.Bool {
          \(raw: list).contains(delegate)
        }

        /// Unregisters every delegate.
        \(raw: access)func removeAll() {
          \(raw: list).removeAll()
        }

        /// The number of live delegates.
        \(raw: access)var count: Swift.Int {
          \(raw: list).count
        }

        /// Whether no live delegate is registered.
        \(raw: access)var isEmpty: Swift.Bool {
          \(raw: list).isEmpty
        }

        /// The live delegates, in registration order.
        \(raw: access)var delegates: [any \(raw: name)] {
          \(raw: list).delegates
        }

        /// Called when the multicast, having held a delegate, is found empty.
        \(raw: access)var onLastDelegateGone: \(raw: hookType) {
          get { \(raw: list).onLastDelegateGone }
          set { \(raw: list).onLastDelegateGone = newValue }
        }

      \(raw: indent(respondsMember(list: list)))

        /// Whether some live delegate conforms to `type`.
        \(raw: access)func conforms<T>(to type: T.Type) -> Swift.Bool {
          \(raw: list).containsDelegate(conformingTo: type)
        }

      \(raw: indent(forwardingMembers(role: .multicast, list: list, typeName: multicastName)))
      }
      """
  }
}
