import MacroTesting
import Testing

@Suite("@Delegate expansions", .macros(delegateMacros))
struct DelegateMacroExpansionTests {
  @Test("A download delegate: required and optional, void and value")
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

        /// The members a class declares where it conforms to ``DownloadDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(DownloadDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``DownloadDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      public nonisolated enum DownloadDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case downloadDidStart = -1
        case downloadDidProgress = 0
        case downloadShouldResume = 1
        case downloadTitle = -2
        public init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        public static let _$protocolName = "DownloadDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        public typealias _$Existential = any DownloadDelegate
        public static let _$optionalNames: [Swift.String] = ["download(_:didProgress:)", "downloadShouldResume(_:)"]
        public static let _$requiredNames: [Swift.String] = ["downloadDidStart(_:)", "downloadTitle(_:)"]
        /// What a delegate's marked declaration declares where it conforms to ``DownloadDelegate``.
        public static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any DownloadDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(DownloadDelegate: ()) }
        }

        /// The types that forward ``DownloadDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        public protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``DownloadDelegate``.
          static func `_$asDownloadDelegate, which a protocol reaching DownloadDelegate through several parents implements once: name DownloadDelegate among its own parents`(_ delegate: _$Delegate) -> any DownloadDelegate
        }
      }

      /// The void calls of ``DownloadDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      public nonisolated enum DownloadDelegateCall {
      }

      /// Many ``DownloadDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated public final class DownloadDelegateMulticast: DelegateKit.DelegateMulticast, DownloadDelegate, DownloadDelegateRequirement._$Forwarding {
      #sourceLocation()
        public typealias _$Delegate = any DownloadDelegate
        public typealias _$Requirement = DownloadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        public let _$storage = DelegateKit.DelegateList<any DownloadDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) public var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        public init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        @available(*, unavailable, message: "a listener answers no requirement, and DownloadDelegate requires one to answer 'downloadTitle(_:)': mark it @Optional with a default, and answer it with a delegate")
        public func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
          Swift.fatalError()
        }
      }

      /// One ``DownloadDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated public final class DownloadDelegateProxy: DelegateKit.DelegateProxy, DownloadDelegate, DownloadDelegateRequirement._$Forwarding {
      #sourceLocation()
        public typealias _$Delegate = any DownloadDelegate
        public typealias _$Requirement = DownloadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        public let _$storage = DelegateKit.DelegateList<any DownloadDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        public init(_ delegate: (any DownloadDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``DownloadDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated public final class DownloadDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, DownloadDelegate, DownloadDelegateRequirement._$Forwarding {
      #sourceLocation()
        public typealias _$Delegate = any DownloadDelegate
        public typealias _$Requirement = DownloadDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        public let _$storage = DelegateKit.DelegateRouteTable<_$Key, any DownloadDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        public init() {}
      }

      extension DownloadDelegate {
        /// ``DownloadDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``DownloadDelegate`` finds it.
        public typealias `_$DownloadDelegate is not @Delegate: mark DownloadDelegate @Delegate, or name it in @Delegate(foreign: DownloadDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = DownloadDelegateRequirement
        public func download(_ download: Download, didProgress: Double) {
          DelegateKit._$defaultRan(on: self, DownloadDelegateRequirement.downloadDidProgress)
        }
        public func downloadShouldResume(_ download: Download) -> Bool {
          DelegateKit._$defaultRan(on: self, DownloadDelegateRequirement.downloadShouldResume)
          return true
        }
        public nonisolated static func _$respondsExactly(DownloadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension DownloadDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to DownloadDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of DownloadDelegate it implements")
        public nonisolated static func _$respondsExactly(DownloadDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension DownloadDelegate where Self: DownloadDelegateRequirement._$Forwarding, Self._$Delegate == any DownloadDelegate {
        public nonisolated static func `_$asDownloadDelegate, which a protocol reaching DownloadDelegate through several parents implements once: name DownloadDelegate among its own parents`(_ delegate: any DownloadDelegate) -> any DownloadDelegate {
          delegate
        }
      }

      extension DownloadDelegate where Self: DelegateKit.DelegateForwarder, Self: DownloadDelegateRequirement._$Forwarding {
        public nonisolated static func _$asDownloadDelegate(_ delegate: Self._$Delegate) -> any DownloadDelegate {
          Self.`_$asDownloadDelegate, which a protocol reaching DownloadDelegate through several parents implements once: name DownloadDelegate among its own parents`(delegate)
        }
        public func downloadDidStart(_ download: Download) {
          self._$call(DownloadDelegateRequirement.downloadDidStart) { Self._$asDownloadDelegate($0).downloadDidStart(_:)(download) }
        }
        public func download(_ download: Download, didProgress: Double) {
          self._$call(DownloadDelegateRequirement.downloadDidProgress) { Self._$asDownloadDelegate($0).download(_:didProgress:)(download, didProgress) }
        }
        public func downloadShouldResume(_ download: Download) -> Bool {
          self._$combine(DownloadDelegateRequirement.downloadShouldResume, .first(), true) { Self._$asDownloadDelegate($0).downloadShouldResume(_:)(download) }
        }
        public func downloadTitle(_ download: Download) -> String {
          self._$combine(DownloadDelegateRequirement.downloadTitle, .first(), nil) { Self._$asDownloadDelegate($0).downloadTitle(_:)(download) }
        }
      }
      """
    }
  }
}
