import MacroTesting
import Testing

@Suite("@Delegate expansions", .macros(delegateMacros))
struct DelegateMacroExpansionTests {
  @Test("The issue's protocol: required and optional, void and value")
  func download() {
    assertMacro {
      """
      @Delegate
      public protocol DownloadDelegate: AnyObject {
        func downloadDidStart(_ download: Download)
        @Optional func download(_ download: Download, didProgress: Double)
        @Optional(default: true) func downloadShouldResume(_ download: Download) -> Bool
        func downloadTitle(_ download: Download) -> String
      }
      """
    } expansion: {
      """
      public protocol DownloadDelegate: AnyObject {
        func downloadDidStart(_ download: Download)
        func download(_ download: Download, didProgress: Double)
        func downloadShouldResume(_ download: Download) -> Bool
        func downloadTitle(_ download: Download) -> String
      }

      /// The requirements of ``DownloadDelegate``, for asking a generated type whether a
      /// delegate responds to one.
      public enum DownloadDelegateRequirement: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// `downloadDidStart(_:)`, required.
        case downloadDidStart
        /// `download(_:didProgress:)`, optional.
        case downloadDidProgress
        /// `downloadShouldResume(_:)`, optional.
        case downloadShouldResume
        /// `downloadTitle(_:)`, required.
        case downloadTitle

        /// The requirement's Swift name, such as `method(_:label:)`.
        public var name: Swift.String {
          switch self {
          case .downloadDidStart:
            "downloadDidStart(_:)"
          case .downloadDidProgress:
            "download(_:didProgress:)"
          case .downloadShouldResume:
            "downloadShouldResume(_:)"
          case .downloadTitle:
            "downloadTitle(_:)"
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        public var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        public var _$bit: Swift.Int? {
          switch self {
          case .downloadDidStart:
            nil
          case .downloadDidProgress:
            0
          case .downloadShouldResume:
            1
          case .downloadTitle:
            nil
          }
        }
      }

      /// Many delegates behind one ``DownloadDelegate``: a delegate chain.
      ///
      /// Void requirements reach every delegate that implements them, in registration
      /// order; value requirements are answered by the first implementer unless marked with
      /// `@Combining`. Delegates are held weakly unless registered `.strong`.
      public final class DownloadDelegateMulticast: DownloadDelegate {
        private let _$delegates: DelegateKit.DelegateList<any DownloadDelegate>

        /// Whether a void call stops at the first delegate that implements it, as
        /// `PHFDelegateChain`'s `__breaking` did.
        public var isBreaking: Swift.Bool

        /// Creates an empty multicast.
        ///
        /// - Parameter isBreaking: Whether void calls stop at the first implementer.
        public init(isBreaking: Swift.Bool = false) {
          self._$delegates = DelegateKit.DelegateList<any DownloadDelegate>()
          self.isBreaking = isBreaking
        }

        /// Registers a delegate at the end of the chain, unless it is already there.
        ///
        /// - Returns: `true` if the delegate was not registered before.
        @discardableResult
        public func add(_ delegate: any DownloadDelegate, retention: DelegateKit.DelegateRetention = .weak) -> Swift.Bool {
          self._$delegates.add(delegate, retention: retention)
        }

        /// Unregisters a delegate.
        ///
        /// - Returns: `true` if the delegate was registered.
        @discardableResult
        public func remove(_ delegate: any DownloadDelegate) -> Swift.Bool {
          self._$delegates.remove(delegate)
        }

        /// Whether `delegate` is registered and alive.
        public func contains(_ delegate: any DownloadDelegate) -> Swift.Bool {
          self._$delegates.contains(delegate)
        }

        /// Unregisters every delegate.
        public func removeAll() {
          self._$delegates.removeAll()
        }

        /// The number of live delegates.
        public var count: Swift.Int {
          self._$delegates.count
        }

        /// Whether no live delegate is registered.
        public var isEmpty: Swift.Bool {
          self._$delegates.isEmpty
        }

        /// The live delegates, in registration order.
        public var delegates: [any DownloadDelegate] {
          self._$delegates.delegates
        }

        /// Called when the multicast, having held a delegate, is found empty.
        public var onLastDelegateGone: (() -> Swift.Void)? {
          get {
            self._$delegates.onLastDelegateGone
          }
          set {
            self._$delegates.onLastDelegateGone = newValue
          }
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        public func responds(to requirement: DownloadDelegateRequirement) -> Swift.Bool {
          self._$delegates._$responds(requirement._$bit)
        }

        /// Whether some live delegate conforms to `type`.
        public func conforms<T>(to type: T.Type) -> Swift.Bool {
          self._$delegates.containsDelegate(conformingTo: type)
        }

        public func downloadDidStart(_ download: Download) {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.downloadDidStart(download)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }

        public func download(_ download: Download, didProgress: Double) {
          let _$breaking = self.isBreaking
          _ = self._$delegates._$visit(
            0,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.download(download, didProgress: didProgress)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              _$breaking ? () : nil
            }
          )
        }

        public func downloadShouldResume(_ download: Download) -> Bool {
          if let _$answer = self._$delegates._$visit(
            1,
            call: { (_$delegate) -> Bool in
              _$delegate.downloadShouldResume(download)
            },
            accept: { (_$value: Bool) -> Bool? in
              _$value
            }
          ) {
            return _$answer
          }
          return true
        }

        public func downloadTitle(_ download: Download) -> String {
          if let _$answer = self._$delegates._$visit(
            nil,
            call: { (_$delegate) -> String in
              _$delegate.downloadTitle(download)
            },
            accept: { (_$value: String) -> String? in
              _$value
            }
          ) {
            return _$answer
          }
          DelegateKit._$missingDelegate("DownloadDelegateMulticast", "downloadTitle(_:)", of: "DownloadDelegate")
        }
      }

      /// One ``DownloadDelegate``, called without checks.
      ///
      /// An `@Optional` requirement the delegate does not implement runs its default; a
      /// required one called with no delegate stops the program with a message naming it.
      /// The delegate is held weakly unless set `.strong`.
      public final class DownloadDelegateProxy: DownloadDelegate {
        private let _$storage: DelegateKit.DelegateList<any DownloadDelegate>

        /// Creates a proxy for `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The delegate, or `nil` for none yet.
        ///   - retention: Whether the proxy keeps the delegate alive. Weak by default.
        public init(_ delegate: (any DownloadDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          let storage = DelegateKit.DelegateList<any DownloadDelegate>()
          storage.replaceAll(with: delegate, retention: retention)
          self._$storage = storage
        }

        /// The delegate, while it is alive. Setting it holds the new delegate weakly.
        public var delegate: (any DownloadDelegate)? {
          get {
            self._$storage.firstNonNil {
              $0
            }
          }
          set {
            self._$storage.replaceAll(with: newValue)
          }
        }

        /// Replaces the delegate.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate, or `nil` for none.
        ///   - retention: Whether the proxy keeps it alive. Weak by default.
        public func setDelegate(_ delegate: (any DownloadDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }

        /// Whether the proxy has a live delegate; checking never stops the program.
        public var hasDelegate: Swift.Bool {
          !self._$storage.isEmpty
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        public func responds(to requirement: DownloadDelegateRequirement) -> Swift.Bool {
          self._$storage._$responds(requirement._$bit)
        }

        public func downloadDidStart(_ download: Download) {
          if self._$storage._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.downloadDidStart(download)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("DownloadDelegateProxy", "downloadDidStart(_:)", of: "DownloadDelegate")
          }
        }

        public func download(_ download: Download, didProgress: Double) {
          _ = self._$storage._$visit(
            0,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.download(download, didProgress: didProgress)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          )
        }

        public func downloadShouldResume(_ download: Download) -> Bool {
          if let _$answer = self._$storage._$visit(
            1,
            call: { (_$delegate) -> Bool in
              _$delegate.downloadShouldResume(download)
            },
            accept: { (_$value: Bool) -> Bool? in
              _$value
            }
          ) {
            return _$answer
          }
          return true
        }

        public func downloadTitle(_ download: Download) -> String {
          if let _$answer = self._$storage._$visit(
            nil,
            call: { (_$delegate) -> String in
              _$delegate.downloadTitle(download)
            },
            accept: { (_$value: String) -> String? in
              _$value
            }
          ) {
            return _$answer
          }
          DelegateKit._$missingDelegate("DownloadDelegateProxy", "downloadTitle(_:)", of: "DownloadDelegate")
        }
      }

      /// Routes every ``DownloadDelegate`` call to the delegate of the selected key, or to the
      /// default delegate when no key is selected or the selected key has none.
      public final class DownloadDelegateRouter<Key: Swift.Hashable>: DownloadDelegate {
        private let _$routes: DelegateKit.DelegateRouter<Key, any DownloadDelegate>

        /// Creates a router with no routes and no default delegate.
        public init() {
          self._$routes = DelegateKit.DelegateRouter<Key, any DownloadDelegate>()
        }

        /// Selects the key whose delegate receives calls; `nil` selects the default delegate.
        ///
        /// - Complexity: O(1) on average.
        public func select(_ key: Key?) {
          self._$routes.select(key)
        }

        /// The selected key.
        public var selectedKey: Key? {
          self._$routes.selectedKey
        }

        /// Registers the delegate for `key`; `nil` removes the route.
        public func setDelegate(_ delegate: (any DownloadDelegate)?, for key: Key, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDelegate(delegate, for: key, retention: retention)
        }

        /// Sets the delegate used when no key is selected or the selected key has none.
        public func setDefaultDelegate(_ delegate: (any DownloadDelegate)?, retention: DelegateKit.DelegateRetention = .weak) {
          self._$routes.setDefaultDelegate(delegate, retention: retention)
        }

        /// The live delegate registered for `key`.
        public func delegate(for key: Key) -> (any DownloadDelegate)? {
          self._$routes.delegate(for: key)
        }

        /// The delegate used when no key is selected or the selected key has none.
        public var defaultDelegate: (any DownloadDelegate)? {
          self._$routes.defaultDelegate
        }

        /// The delegate that calls reach now.
        public var activeDelegate: (any DownloadDelegate)? {
          self._$routes.activeDelegate
        }

        /// Whether a call to `requirement` reaches a delegate that implements it.
        ///
        /// For a required requirement, whether there is a delegate. For an `@Optional` one,
        /// whether some delegate implements it or has not been called for it yet: a delegate
        /// is known to rely on the default only after its first call.
        public func responds(to requirement: DownloadDelegateRequirement) -> Swift.Bool {
          self._$routes._$activeList._$responds(requirement._$bit)
        }

        public func downloadDidStart(_ download: Download) {
          if self._$routes._$visit(
            nil,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.downloadDidStart(download)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          ) == nil {
            DelegateKit._$missingDelegate("DownloadDelegateRouter", "downloadDidStart(_:)", of: "DownloadDelegate")
          }
        }

        public func download(_ download: Download, didProgress: Double) {
          _ = self._$routes._$visit(
            0,
            call: { (_$delegate) -> Swift.Void in
              _$delegate.download(download, didProgress: didProgress)
            },
            accept: { (_: Swift.Void) -> Swift.Void? in
              ()
            }
          )
        }

        public func downloadShouldResume(_ download: Download) -> Bool {
          if let _$answer = self._$routes._$visit(
            1,
            call: { (_$delegate) -> Bool in
              _$delegate.downloadShouldResume(download)
            },
            accept: { (_$value: Bool) -> Bool? in
              _$value
            }
          ) {
            return _$answer
          }
          return true
        }

        public func downloadTitle(_ download: Download) -> String {
          if let _$answer = self._$routes._$visit(
            nil,
            call: { (_$delegate) -> String in
              _$delegate.downloadTitle(download)
            },
            accept: { (_$value: String) -> String? in
              _$value
            }
          ) {
            return _$answer
          }
          DelegateKit._$missingDelegate("DownloadDelegateRouter", "downloadTitle(_:)", of: "DownloadDelegate")
        }
      }

      extension DownloadDelegate {
        public func download(_ download: Download, didProgress: Double) {
          DelegateKit._$DefaultImplementation.defaultRan(on: self)
        }

        public func downloadShouldResume(_ download: Download) -> Bool {
          DelegateKit._$DefaultImplementation.defaultRan(on: self)
          return true
        }
      }
      """
    }
  }
}
