import MacroTesting
import Testing

// Completion handlers are found by their shape: a parameter that is an `@escaping` closure
// returning Void, whatever its name. Each refusal below is at the user's line and says what
// to write.
@Suite("@Delegate completion handlers", .macros(delegateMacros))
struct DelegateMacroHandlerTests {
  @Test("Any name: an optional handler requirement needs the arguments to complete it with")
  func anyName() {
    assertMacro {
      """
      @Delegate
      protocol NavigationDelegate: AnyObject {
        @Optional func decide(_ action: Int, decisionHandler: @escaping @Sendable (Bool) -> Void)
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol NavigationDelegate: AnyObject {
        @Optional func decide(_ action: Int, decisionHandler: @escaping @Sendable (Bool) -> Void)
        ┬────────
        ╰─ 🛑 @Optional requirement 'decide(_:decisionHandler:)' takes the completion handler 'decisionHandler', which must be called once even when no delegate implements it: write '@Optional(completing: …)' with the arguments to call it with
           ✏️ Insert 'completing:'
      }
      """
    } fixes: {
      """
      @Delegate
      protocol NavigationDelegate: AnyObject {
        @Optional(completing: <#arguments#>) func decide(_ action: Int, decisionHandler: @escaping @Sendable (Bool) -> Void)
      }
      """
    }
  }

  @Test("A handler that takes nothing needs no arguments")
  func voidHandler() {
    assertMacro {
      """
      @Delegate
      protocol PanelDelegate: AnyObject {
        @Optional func showAlert(_ message: String, completionHandler: @escaping () -> Void)
        @Optional(completing: ()) func showNote(_ message: String, done: @escaping () -> Void)
      }
      """
    } expansion: {
      """
      protocol PanelDelegate: AnyObject {
        func showAlert(_ message: String, completionHandler: @escaping () -> Void)
        func showNote(_ message: String, done: @escaping () -> Void)

        /// The members a class declares where it conforms to ``PanelDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(PanelDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``PanelDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum PanelDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case showAlertCompletionHandler = 0
        case showNoteDone = 1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "PanelDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any PanelDelegate
        static let _$optionalNames: [Swift.String] = ["showAlert(_:completionHandler:)", "showNote(_:done:)"]
        static let _$requiredNames: [Swift.String] = []
        /// What a delegate's marked declaration declares where it conforms to ``PanelDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any PanelDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(PanelDelegate: ()) }
        }

        /// The types that forward ``PanelDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``PanelDelegate``.
          static func `_$asPanelDelegate, which a protocol reaching PanelDelegate through several parents implements once: name PanelDelegate among its own parents`(_ delegate: _$Delegate) -> any PanelDelegate
        }
      }

      /// The void calls of ``PanelDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum PanelDelegateCall {
        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: PanelDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<PanelDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<PanelDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(PanelDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            []
          }
        }
      }

      /// Many ``PanelDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class PanelDelegateMulticast: DelegateKit.DelegateCallSource, PanelDelegate, PanelDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any PanelDelegate
        typealias _$Requirement = PanelDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any PanelDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = PanelDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<PanelDelegateCall>) -> any PanelDelegate {
          PanelDelegateCall._$Listener(buffer)
        }
      }

      /// One ``PanelDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class PanelDelegateProxy: DelegateKit.DelegateProxy, PanelDelegate, PanelDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any PanelDelegate
        typealias _$Requirement = PanelDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any PanelDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any PanelDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``PanelDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class PanelDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, PanelDelegate, PanelDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any PanelDelegate
        typealias _$Requirement = PanelDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any PanelDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension PanelDelegate {
        /// ``PanelDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``PanelDelegate`` finds it.
        typealias `_$PanelDelegate is not @Delegate: mark PanelDelegate @Delegate, or name it in @Delegate(foreign: PanelDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = PanelDelegateRequirement
        func showAlert(_ message: String, completionHandler: @escaping () -> Void) {
          if !DelegateKit._$defaultRan(on: self, PanelDelegateRequirement.showAlertCompletionHandler) {
            completionHandler()
          }
        }
        func showNote(_ message: String, done: @escaping () -> Void) {
          if !DelegateKit._$defaultRan(on: self, PanelDelegateRequirement.showNoteDone) {
            done()
          }
        }
        nonisolated static func _$respondsExactly(PanelDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension PanelDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to PanelDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of PanelDelegate it implements")
        nonisolated static func _$respondsExactly(PanelDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension PanelDelegate where Self: PanelDelegateRequirement._$Forwarding, Self._$Delegate == any PanelDelegate {
        nonisolated static func `_$asPanelDelegate, which a protocol reaching PanelDelegate through several parents implements once: name PanelDelegate among its own parents`(_ delegate: any PanelDelegate) -> any PanelDelegate {
          delegate
        }
      }

      extension PanelDelegate where Self: DelegateKit.DelegateForwarder, Self: PanelDelegateRequirement._$Forwarding {
        nonisolated static func _$asPanelDelegate(_ delegate: Self._$Delegate) -> any PanelDelegate {
          Self.`_$asPanelDelegate, which a protocol reaching PanelDelegate through several parents implements once: name PanelDelegate among its own parents`(delegate)
        }
        func showAlert(_ message: String, completionHandler: @escaping () -> Void) {
          self._$combine(PanelDelegateRequirement.showAlertCompletionHandler, .once(), { if !DelegateKit._$defaultRan(on: self, PanelDelegateRequirement.showAlertCompletionHandler) { completionHandler() } }()) { Self._$asPanelDelegate($0).showAlert(_:completionHandler:)(message, completionHandler) }
        }
        func showNote(_ message: String, done: @escaping () -> Void) {
          self._$combine(PanelDelegateRequirement.showNoteDone, .once(), { if !DelegateKit._$defaultRan(on: self, PanelDelegateRequirement.showNoteDone) { done() } }()) { Self._$asPanelDelegate($0).showNote(_:done:)(message, done) }
        }
      }
      """
    }
  }

  @Test("A default computed from the arguments, and 'completing:' with the wrong count")
  func computedAndCount() {
    assertMacro {
      """
      @Delegate
      protocol RedirectDelegate: AnyObject {
        @Optional(completing: { (request: String) in request })
        func redirect(_ response: Int, request: String, completionHandler: @escaping (String?) -> Void)
        @Optional(completing: 1, 2)
        func respond(_ response: Int, completionHandler: @escaping (Int) -> Void)
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol RedirectDelegate: AnyObject {
        @Optional(completing: { (request: String) in request })
        func redirect(_ response: Int, request: String, completionHandler: @escaping (String?) -> Void)
        @Optional(completing: 1, 2)
        ┬──────────────────────────
        ╰─ 🛑 'completionHandler', the completion handler of 'respond(_:completionHandler:)', takes 1 argument, and 'completing:' gives 2: write one for each, in order
        func respond(_ response: Int, completionHandler: @escaping (Int) -> Void)
      }
      """
    }
  }

  @Test("Several handlers, an optional closure, and a closure that is not a handler")
  func ambiguities() {
    assertMacro {
      """
      @Delegate
      protocol FetchDelegate: AnyObject {
        @Optional(completing: nil) func fetch(progress: @escaping (Double) -> Void, reply: @escaping (String?) -> Void)
        func dismiss(animated: Bool, completion: (() -> Void)?)
        @Optional(completing: 1) func observe(_ observer: (Int) -> Void)
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol FetchDelegate: AnyObject {
        @Optional(completing: nil) func fetch(progress: @escaping (Double) -> Void, reply: @escaping (String?) -> Void)
        ┬─────────────────────────
        ╰─ 🛑 'fetch(progress:reply:)' takes several escaping closures returning Void ('progress', 'reply'): say which is the completion handler with @CompletionHandler("reply")
        func dismiss(animated: Bool, completion: (() -> Void)?)
                                     ┬────────────────────────
                                     ╰─ 🛑 'dismiss(animated:completion:)' takes the optional closure 'completion' returning Void, which may be a completion handler (called once, by one delegate) or a callback every delegate receives: write @CompletionHandler("completion") or @CompletionHandler(nil)
        @Optional(completing: 1) func observe(_ observer: (Int) -> Void)
        ┬───────────────────────
        ╰─ 🛑 'completing:' gives the arguments of a completion handler, and 'observe(_:)' has none (an '@escaping' closure parameter returning Void): write '@Optional' or '@Optional(default: …)'
      }
      """
    }
  }

  @Test("@CompletionHandler names the handler, or says there is none")
  func marker() {
    assertMacro {
      """
      @Delegate
      protocol FetchDelegate: AnyObject {
        @CompletionHandler("reply") @Optional(completing: nil)
        func fetch(progress: @escaping (Double) -> Void, reply: @escaping (String?) -> Void)
        @CompletionHandler(nil) func register(_ observer: @escaping (Int) -> Void)
        @CompletionHandler("handler") func load(_ id: Int, reply: @escaping (Int) -> Void)
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol FetchDelegate: AnyObject {
        @CompletionHandler("reply") @Optional(completing: nil)
        func fetch(progress: @escaping (Double) -> Void, reply: @escaping (String?) -> Void)
        @CompletionHandler(nil) func register(_ observer: @escaping (Int) -> Void)
        @CompletionHandler("handler") func load(_ id: Int, reply: @escaping (Int) -> Void)
                           ┬────────
                           ╰─ 🛑 @CompletionHandler("handler"): 'load(_:reply:)' has no escaping closure parameter returning Void named 'handler'; name one of 'reply', or write @CompletionHandler(nil)
      }
      """
    }
  }

  @Test("@Combining joins every implementer's answer into one call of the handler")
  func joined() {
    assertMacro {
      """
      @Delegate
      protocol ConfirmDelegate: AnyObject {
        @Combining(.all) @Optional(completing: true)
        func confirm(_ message: String, completionHandler: @escaping (Bool) -> Void)
        @Combining(.all) func close(completionHandler: @escaping (Bool, Int) -> Void)
        @Combining(.last) func answer(completionHandler: @escaping (Int) -> Void) -> Bool
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol ConfirmDelegate: AnyObject {
        @Combining(.all) @Optional(completing: true)
        func confirm(_ message: String, completionHandler: @escaping (Bool) -> Void)
        @Combining(.all) func close(completionHandler: @escaping (Bool, Int) -> Void)
        ┬───────────────
        ╰─ 🛑 @Combining joins the answers that implementers give their completion handlers, and 'completionHandler' takes 2 arguments: only a handler of one argument (or none, with .all) can be combined
        @Combining(.last) func answer(completionHandler: @escaping (Int) -> Void) -> Bool
        ┬────────────────
        ╰─ 🛑 @Combining(.last) would hand this requirement's completion handler to every implementer; a requirement that returns a value and takes a handler is answered by its first implementer: remove @Combining
      }
      """
    }
  }

  @Test("An implicit member default gets a fix-it writing its type")
  func implicitMember() {
    assertMacro {
      """
      @Delegate
      protocol EditingDelegate: AnyObject {
        @Optional(default: .delete) func style(for row: Int) -> EditingStyle
        @Optional(default: { (row: Double) in row }) func height(for row: Int) -> Double
      }
      """
    } diagnostics: {
      """
      @Delegate
      protocol EditingDelegate: AnyObject {
        @Optional(default: .delete) func style(for row: Int) -> EditingStyle
                           ┬──────
                           ╰─ 🛑 A macro's arguments are type-checked where the attribute is written, without the requirement's types, so '.delete' has no type to be a member of: write 'EditingStyle.delete'
                              ✏️ Write 'EditingStyle.delete'
        @Optional(default: { (row: Double) in row }) func height(for row: Int) -> Double
                              ┬──────────
                              ╰─ 🛑 Parameter 'row' is 'Int', not 'Double': a default's closure takes each parameter with the type the requirement gives it
                                 ✏️ Use 'Int'
      }
      """
    } fixes: {
      """
      @Delegate
      protocol EditingDelegate: AnyObject {
        @Optional(default: EditingStyle.delete) func style(for row: Int) -> EditingStyle
        @Optional(default: { (row: Int) in row }) func height(for row: Int) -> Double
      }
      """
    }
  }

  @Test("Joined handlers and a computed completion, expanded")
  func expansions() {
    assertMacro {
      """
      @Delegate
      protocol ConfirmDelegate: AnyObject {
        @Combining(.all) @Optional(completing: true)
        func confirm(_ message: String, completionHandler: @escaping (Bool) -> Void)
        @Optional(completing: { (request: String) in request })
        func redirect(_ response: Int, request: String, completionHandler: @escaping (String?) -> Void)
      }
      """
    } expansion: {
      """
      protocol ConfirmDelegate: AnyObject {

        func confirm(_ message: String, completionHandler: @escaping (Bool) -> Void)
        func redirect(_ response: Int, request: String, completionHandler: @escaping (String?) -> Void)

        /// The members a class declares where it conforms to ``ConfirmDelegate``, when `@ExactResponder`
        /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
        nonisolated static func _$respondsExactly(ConfirmDelegate _: Swift.Void) -> Swift.Set<Swift.String>?
      }

      /// The requirements of ``ConfirmDelegate``, for asking its generated types whether a
      /// delegate responds to one.
      nonisolated enum ConfirmDelegateRequirement: Swift.Int, DelegateKit.DelegateRequirement {
        case confirmCompletionHandler = 0
        case redirectRequestCompletionHandler = 1
        init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }
        static let _$protocolName = "ConfirmDelegate"
        /// The protocol as a type, which a refining protocol's conversions return.
        typealias _$Existential = any ConfirmDelegate
        static let _$optionalNames: [Swift.String] = ["confirm(_:completionHandler:)", "redirect(_:request:completionHandler:)"]
        static let _$requiredNames: [Swift.String] = []
        /// What a delegate's marked declaration declares where it conforms to ``ConfirmDelegate``.
        static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
          (object as? any ConfirmDelegate).flatMap { Swift.type(of: $0)._$respondsExactly(ConfirmDelegate: ()) }
        }

        /// The types that forward ``ConfirmDelegate``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        protocol _$Forwarding {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``ConfirmDelegate``.
          static func `_$asConfirmDelegate, which a protocol reaching ConfirmDelegate through several parents implements once: name ConfirmDelegate among its own parents`(_ delegate: _$Delegate) -> any ConfirmDelegate
        }
      }

      /// The void calls of ``ConfirmDelegate``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      nonisolated enum ConfirmDelegateCall {
        /// Puts each void call into a buffer; answers no value requirement, so the other
        /// delegates' answers stand.
      #sourceLocation(file: "Test.swift", line: 2)
        nonisolated final class _$Listener: ConfirmDelegate {
      #sourceLocation()
          let _$buffer: DelegateKit._$CallBuffer<ConfirmDelegateCall>

          init(_ buffer: DelegateKit._$CallBuffer<ConfirmDelegateCall>) {
            self._$buffer = buffer
          }

          deinit {
            _$buffer.finish()
          }

          nonisolated static func _$respondsExactly(ConfirmDelegate _: Swift.Void) -> Swift.Set<Swift.String>? {
            []
          }
        }
      }

      /// Many ``ConfirmDelegate`` delegates behind one: see `DelegateMulticast` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ConfirmDelegateMulticast: DelegateKit.DelegateCallSource, ConfirmDelegate, ConfirmDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ConfirmDelegate
        typealias _$Requirement = ConfirmDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any ConfirmDelegate>()
      #sourceLocation()
        #sourceLocation(file: "Test.swift", line: 2)
        @exclusivity(unchecked) var isBreaking: Swift.Bool
      #sourceLocation()

        /// Creates an empty multicast; with `isBreaking`, void calls stop at the first implementer.
        init(isBreaking: Swift.Bool = false) {
          self.isBreaking = isBreaking
        }

        typealias _$Call = ConfirmDelegateCall

        func _$makeListener(_ buffer: DelegateKit._$CallBuffer<ConfirmDelegateCall>) -> any ConfirmDelegate {
          ConfirmDelegateCall._$Listener(buffer)
        }
      }

      /// One ``ConfirmDelegate`` delegate, called without checks: see `DelegateProxy` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ConfirmDelegateProxy: DelegateKit.DelegateProxy, ConfirmDelegate, ConfirmDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ConfirmDelegate
        typealias _$Requirement = ConfirmDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateList<any ConfirmDelegate>()
      #sourceLocation()

        /// Creates a proxy for `delegate`, held weakly unless `retention` is `.strong`.
        init(_ delegate: (any ConfirmDelegate)? = nil, retention: DelegateKit.DelegateRetention = .weak) {
          self._$storage.replaceAll(with: delegate, retention: retention)
        }
      }

      /// Routes every ``ConfirmDelegate`` call to the delegate of the selected key: see
      /// `DelegateRouting` in DelegateKit.
      #sourceLocation(file: "Test.swift", line: 2)
      nonisolated final class ConfirmDelegateRouter<_$Key: Swift.Hashable>: DelegateKit.DelegateRouting, ConfirmDelegate, ConfirmDelegateRequirement._$Forwarding {
      #sourceLocation()
        typealias _$Delegate = any ConfirmDelegate
        typealias _$Requirement = ConfirmDelegateRequirement
        #sourceLocation(file: "Test.swift", line: 2)
        let _$storage = DelegateKit.DelegateRouteTable<_$Key, any ConfirmDelegate>()
      #sourceLocation()

        /// Creates a router with no routes and no default delegate.
        init() {}
      }

      extension ConfirmDelegate {
        /// ``ConfirmDelegateRequirement``, under the name through which the expansion of a `@Delegate`
        /// protocol refining ``ConfirmDelegate`` finds it.
        typealias `_$ConfirmDelegate is not @Delegate: mark ConfirmDelegate @Delegate, or name it in @Delegate(foreign: ConfirmDelegate.self) and restate the requirements to forward; a class goes in @Delegate(subclassing:)` = ConfirmDelegateRequirement
        func confirm(_ message: String, completionHandler: @escaping (Bool) -> Void) {
          if !DelegateKit._$defaultRan(on: self, ConfirmDelegateRequirement.confirmCompletionHandler) {
            completionHandler(true)
          }
        }
        func redirect(_ response: Int, request: String, completionHandler: @escaping (String?) -> Void) {
          if !DelegateKit._$defaultRan(on: self, ConfirmDelegateRequirement.redirectRequestCompletionHandler) {
            completionHandler(({ (request: String) in request })(request))
          }
        }
        nonisolated static func _$respondsExactly(ConfirmDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ConfirmDelegate where Self: DelegateKit.ExactResponder {
        @available(*, unavailable, message: "a class marked @ExactResponder declares its conformance to ConfirmDelegate without reading its members: mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of ConfirmDelegate it implements")
        nonisolated static func _$respondsExactly(ConfirmDelegate _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      }

      extension ConfirmDelegate where Self: ConfirmDelegateRequirement._$Forwarding, Self._$Delegate == any ConfirmDelegate {
        nonisolated static func `_$asConfirmDelegate, which a protocol reaching ConfirmDelegate through several parents implements once: name ConfirmDelegate among its own parents`(_ delegate: any ConfirmDelegate) -> any ConfirmDelegate {
          delegate
        }
      }

      extension ConfirmDelegate where Self: DelegateKit.DelegateForwarder, Self: ConfirmDelegateRequirement._$Forwarding {
        nonisolated static func _$asConfirmDelegate(_ delegate: Self._$Delegate) -> any ConfirmDelegate {
          Self.`_$asConfirmDelegate, which a protocol reaching ConfirmDelegate through several parents implements once: name ConfirmDelegate among its own parents`(delegate)
        }
        func confirm(_ message: String, completionHandler: @escaping (Bool) -> Void) {
          let _$join = DelegateKit._$HandlerJoin<Bool>(.all())
          _$join.call(self, ConfirmDelegateRequirement.confirmCompletionHandler) { (_$delegate, _$token) in
            Self._$asConfirmDelegate(_$delegate).confirm(_:completionHandler:)(message, { _$answer in _$join.answer(_$answer, token: _$token) { completionHandler($0) } })
          }
          _$join.finish(self, ConfirmDelegateRequirement.confirmCompletionHandler, deliver: { completionHandler($0) }, nobody: { completionHandler(true) })
        }
        func redirect(_ response: Int, request: String, completionHandler: @escaping (String?) -> Void) {
          self._$combine(ConfirmDelegateRequirement.redirectRequestCompletionHandler, .once(), { if !DelegateKit._$defaultRan(on: self, ConfirmDelegateRequirement.redirectRequestCompletionHandler) { completionHandler(({ (request: String) in request })(request)) } }()) { Self._$asConfirmDelegate($0).redirect(_:request:completionHandler:)(response, request, completionHandler) }
        }
      }
      """
    }
  }
}
