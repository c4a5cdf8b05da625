import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

/// Everything `@Delegate`, `@Optional` and `@Combining` can reject, each with a message
/// that says what to write instead.
enum DelegateMacroDiagnostic: DiagnosticMessage {
  case notAProtocol
  case notClassBound(protocolName: String)
  case whereClause(String)
  case respondsExactlyNotAClass
  case mentionsSelf(requirement: String, protocolName: String)
  case handlerWithoutDefault(requirement: String)
  case completingWithoutHandler(requirement: String)
  case associatedType(name: String)
  case staticRequirement
  case mutatingRequirement
  case initializer
  case subscriptRequirement
  case variadicParameter(name: String)
  case rethrowsRequirement
  case effectfulProperty
  case settableOptionalProperty(name: String)
  case missingDefault(requirement: String, type: String)
  case unknownReturnedParameter(requirement: String, name: String, names: [String])
  case returnedParameterType(requirement: String, name: String, type: String, result: String)
  case tooManyOptionalRequirements(count: Int)
  case strategyMismatch(strategy: String, expected: String, type: String)
  case unknownStrategy(String)
  case markerOutsideDelegate(marker: String)
  case duplicateMarker(marker: String)
  case optionalOnVoidWithDefault(requirement: String)
  case reservedName(requirement: String, type: String)

  var message: String {
    switch self {
    case .notAProtocol:
      "@Delegate applies to a protocol: declare 'protocol NameDelegate: AnyObject { … }'"
    case .notClassBound(let name):
      "@Delegate protocol '\(name)' must be class-bound, because delegates are held weakly: write '\(name): AnyObject'"
    case .respondsExactlyNotAClass:
      "@RespondsExactly records a delegate class's members: attach it to the class that implements the delegate protocol"
    case .whereClause(let requirement):
      "@Delegate cannot honour 'where \(requirement)': the types it generates are classes of their own; remove the clause and inherit 'AnyObject'"
    case .mentionsSelf(let requirement, let protocolName):
      "@Delegate cannot forward '\(requirement)': 'Self' would be the generated type, not the delegate's; write 'any \(protocolName)' instead"
    case .handlerWithoutDefault(let requirement):
      "@Optional requirement '\(requirement)' takes an escaping completion handler, which nothing would call when no delegate implements it: write '@Optional(completing: …)' with the arguments to call it with"
    case .completingWithoutHandler(let requirement):
      "'completing:' gives the arguments of a completion handler, and '\(requirement)' has none (a last '@escaping' closure named 'completion', 'completionHandler' or 'reply'): write '@Optional' or '@Optional(default: …)'"
    case .associatedType(let name):
      "@Delegate protocols cannot have associated types ('\(name)'): the generated types hold 'any' delegates; use a concrete type or a generic method"
    case .staticRequirement:
      "@Delegate requirements are called on delegate instances; a static requirement cannot be forwarded: remove 'static'"
    case .mutatingRequirement:
      "@Delegate protocols are class-bound, so requirements cannot be 'mutating': remove it"
    case .initializer:
      "@Delegate cannot forward an initializer: move object creation out of the delegate protocol"
    case .subscriptRequirement:
      "@Delegate cannot forward a subscript: declare a method such as 'func value(at index: Int) -> Value'"
    case .variadicParameter(let name):
      "@Delegate cannot forward the variadic parameter '\(name)': take an array instead"
    case .rethrowsRequirement:
      "@Delegate cannot forward a 'rethrows' requirement: use 'throws' or typed 'throws(E)'"
    case .effectfulProperty:
      "@Delegate cannot forward an 'async' or 'throws' property: declare a method instead"
    case .settableOptionalProperty(let name):
      "@Optional property '\(name)' must be get-only: a default has nothing to store; make it '{ get }' or required"
    case .missingDefault(let requirement, let type):
      "@Optional requirement '\(requirement)' returns non-optional '\(type)', so it needs a default: write '@Optional(default: …)'"
    case .unknownReturnedParameter(let requirement, let name, let names):
      names.isEmpty
        ? "@Optional(returning: \"\(name)\"): '\(requirement)' has no named parameter to return; write '@Optional(default: …)'"
        : "@Optional(returning: \"\(name)\"): '\(requirement)' has no parameter named '\(name)'; name one of \(names.map { "'\($0)'" }.joined(separator: ", "))"
    case .returnedParameterType(let requirement, let name, let type, let result):
      "@Optional(returning: \"\(name)\"): parameter '\(name)' of '\(requirement)' is '\(type)', but the requirement returns '\(result)'; write '@Optional(default: …)'"
    case .tooManyOptionalRequirements(let count):
      "@Delegate supports at most 64 @Optional requirements per protocol; this one has \(count): split it into several protocols"
    case .strategyMismatch(let strategy, let expected, let type):
      "@Combining(.\(strategy)) needs a requirement returning \(expected), not '\(type)'"
    case .unknownStrategy(let text):
      "'\(text)' is not a combine strategy: use .first, .last, .all, .any, .firstNonNil or .collect"
    case .markerOutsideDelegate(let marker):
      "@\(marker) marks a requirement of a @Delegate protocol: add @Delegate to the protocol, or remove @\(marker)"
    case .duplicateMarker(let marker):
      "@\(marker) appears more than once on this requirement: keep one"
    case .reservedName(let requirement, let type):
      "'\(requirement)' is also a member of the generated \(type): rename the requirement"
    case .optionalOnVoidWithDefault(let requirement):
      "@Optional requirement '\(requirement)' returns nothing, so it takes no default: write '@Optional'"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "DelegateKit", id: "\(self)".prefix { $0 != "(" }.description)
  }

  var severity: DiagnosticSeverity { .error }

  /// A diagnostic at `node`, with fix-its.
  func diagnose(at node: some SyntaxProtocol, fixIts: [FixIt] = []) -> Diagnostic {
    Diagnostic(node: Syntax(node), message: self, fixIts: fixIts)
  }
}

/// The fix-it messages offered with ``DelegateMacroDiagnostic``.
struct DelegateMacroFixIt: FixItMessage {
  let message: String

  var fixItID: MessageID {
    MessageID(domain: "DelegateKit", id: message)
  }

  static let addAnyObject = Self(message: "Add ': AnyObject'")
  static let removeStatic = Self(message: "Remove 'static'")
  static let removeMutating = Self(message: "Remove 'mutating'")
  static let useArray = Self(message: "Take an array")
  static let addDefault = Self(message: "Insert 'default:'")
  static let addHandlerDefault = Self(message: "Insert 'completing:'")
  static func replaceSelf(protocolName: String) -> Self { Self(message: "Replace 'Self' with 'any \(protocolName)'") }
  static let removeDefault = Self(message: "Remove the default")
  static func returnParameter(_ name: String) -> Self { Self(message: "Return '\(name)'") }
  static func removeMarker(_ marker: String) -> Self { Self(message: "Remove '@\(marker)'") }
}
