import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

/// Everything `@Delegate`, `@Optional` and `@Combining` can reject, each with a message
/// that says what to write instead.
enum DelegateMacroDiagnostic: DiagnosticMessage {
  case notAProtocol
  case notClassBound(protocolName: String)
  case whereClause(String)
  case classConstraint(type: String)
  case standardLibraryParent(name: String)
  case actorParent(name: String)
  case respondsExactlyNotAnExtension
  case respondsExactlyOnClass
  case respondsExactlyWithoutConformance
  case exactResponderNotAClass
  case mentionsSelf(requirement: String, protocolName: String)
  case handlerWithoutDefault(requirement: String, handler: String)
  case completingWithoutHandler(requirement: String)
  case completingCount(requirement: String, handler: String, expected: Int, given: Int)
  case unknownHandler(requirement: String, name: String, names: [String])
  case optionalClosure(requirement: String, names: [String])
  case severalHandlers(requirement: String, names: [String])
  case handlerStrategyOnValue(strategy: String)
  case handlerArity(handler: String, count: Int)
  case asyncJoin(requirement: String)
  case inheritedShape(requirement: String, isAsync: Bool)
  case unknownClosureParameter(requirement: String, name: String, names: [String])
  case closureParameterType(name: String, written: String, type: String)
  case implicitMemberDefault(member: String, fixed: String?)
  case inheritedWithoutForeign(requirement: String, protocolName: String)
  case associatedType(name: String)
  case primaryAssociatedTypes(names: [String])
  case redeclared(requirement: String)
  case staticRequirement
  case mutatingRequirement
  case mutatingAccessor(modifier: String)
  case initializer
  case subscriptRequirement
  case operatorRequirement(name: String)
  case asyncAutoclosure(name: String)
  case asyncClosure(name: String)
  case variadicParameter(name: String)
  case sending(parameter: String?)
  case consuming(parameter: String)
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
  case bareOptionalOnForeign(requirement: String, foreign: String, empty: String)

  var message: String {
    switch self {
    case .notAProtocol:
      "@Delegate applies to a protocol: declare 'protocol NameDelegate: AnyObject { … }'"
    case .notClassBound(let name):
      "@Delegate protocol '\(name)' must be class-bound, because delegates are held weakly: write '\(name): AnyObject'"
    case .respondsExactlyNotAnExtension:
      "@RespondsExactly records the members of an extension of a delegate class that declares delegate conformances: attach it to such an extension, and @ExactResponder to the class"
    case .respondsExactlyOnClass:
      "On a class, write @ExactResponder: it records the class's members as @RespondsExactly does, and makes the compiler refuse a delegate conformance of the class declared in an extension without @RespondsExactly"
    case .exactResponderNotAClass:
      "@ExactResponder marks a delegate class and records its members: attach it to the class, and @RespondsExactly to its extensions that declare delegate conformances"
    case .respondsExactlyWithoutConformance:
      "@RespondsExactly on an extension reads the methods of the conformances it declares, and this one declares none: declare the conformance here ('extension Screen: TableViewDelegate'), or move these methods to the class body or to such an extension"
    case .whereClause(let requirement):
      "@Delegate cannot honour 'where \(requirement)': its generated classes conform with each associated type fixed, so fix it with a same-type requirement ('where Element == String')"
    case .actorParent(let name):
      "'\(name)' makes the protocol's conformers actors, and @Delegate's generated types are classes: remove it; a delegate that needs an actor's isolation takes async requirements"
    case .standardLibraryParent(let name):
      "'\(name)' is a standard library protocol, whose requirements @Delegate cannot see to forward: remove it, or restate the requirements to forward in a protocol marked '@Delegate(foreign: \(name).self)'"
    case .classConstraint(let type):
      "@Delegate's generated classes must inherit from '\(type)' to conform: name it in @Delegate(subclassing: \(type).self)"
    case .mentionsSelf(let requirement, let protocolName):
      "@Delegate cannot forward '\(requirement)': 'Self' would be the generated type, not the delegate's; write 'any \(protocolName)' instead"
    case .handlerWithoutDefault(let requirement, let handler):
      "@Optional requirement '\(requirement)' takes the completion handler '\(handler)', which must be called once even when no delegate implements it: write '@Optional(completing: …)' with the arguments to call it with"
    case .completingWithoutHandler(let requirement):
      "'completing:' gives the arguments of a completion handler, and '\(requirement)' has none (an '@escaping' closure parameter returning Void): write '@Optional' or '@Optional(default: …)'"
    case .completingCount(let requirement, let handler, let expected, let given):
      "'\(handler)', the completion handler of '\(requirement)', takes \(expected) \(expected == 1 ? "argument" : "arguments"), and 'completing:' gives \(given): write one for each, in order"
    case .unknownHandler(let requirement, let name, let names):
      names.isEmpty
        ? "@CompletionHandler(\"\(name)\"): '\(requirement)' has no closure parameter returning Void; remove @CompletionHandler"
        : "@CompletionHandler(\"\(name)\"): '\(requirement)' has no escaping closure parameter returning Void named '\(name)'; name one of \(names.map { "'\($0)'" }.joined(separator: ", ")), or write @CompletionHandler(nil)"
    case .optionalClosure(let requirement, let names):
      "'\(requirement)' takes the optional closure \(names.map { "'\($0)'" }.joined(separator: ", ")) returning Void, which may be a completion handler (called once, by one delegate) or a callback every delegate receives: write @CompletionHandler(\"\(names[0])\") or @CompletionHandler(nil)"
    case .severalHandlers(let requirement, let names):
      "\(requirement.isEmpty ? "This requirement" : "'\(requirement)'") takes several escaping closures returning Void (\(names.map { "'\($0)'" }.joined(separator: ", "))): say which is the completion handler with @CompletionHandler(\"\(names.last ?? "")\")"
    case .handlerStrategyOnValue(let strategy):
      "@Combining(.\(strategy)) would hand this requirement's completion handler to every implementer; a requirement that returns a value and takes a handler is answered by its first implementer: remove @Combining"
    case .handlerArity(let handler, let count):
      "@Combining joins the answers that implementers give their completion handlers, and '\(handler)' takes \(count) arguments: only a handler of one argument (or none, with .all) can be combined"
    case .asyncJoin(let requirement):
      "@Combining cannot join the completion handlers of '\(requirement)', which is async: its implementers answer by returning, so declare it returning the answer and combine that"
    case .inheritedShape(let requirement, let isAsync):
      isAsync
        ? "@Optional(default: .inherited) cannot keep the foreign default of '\(requirement)', which is async: give it a default of its own"
        : "@Optional(default: .inherited) cannot keep the foreign default of '\(requirement)' and join its implementers' handlers: remove @Combining, or give it a default of its own"
    case .unknownClosureParameter(let requirement, let name, let names):
      names.isEmpty
        ? "A default computed by a closure takes the requirement's parameters, and '\(requirement)' has no named parameter '\(name)'"
        : "A default computed by a closure names the requirement's parameters, and '\(requirement)' has no parameter '\(name)': name one of \(names.map { "'\($0)'" }.joined(separator: ", "))"
    case .closureParameterType(let name, let written, let type):
      "Parameter '\(name)' is '\(type)', not '\(written)': a default's closure takes each parameter with the type the requirement gives it"
    case .implicitMemberDefault(let member, let fixed):
      fixed.map {
        "A macro's arguments are type-checked where the attribute is written, without the requirement's types, so '\(member)' has no type to be a member of: write '\($0)'"
      }
        ?? "A macro's arguments are type-checked where the attribute is written, without the requirement's types, so '\(member)' has no type to be a member of: write the type before it"
    case .inheritedWithoutForeign(let requirement, let protocolName):
      "@Optional(default: .inherited) on '\(requirement)' keeps the default of a protocol '\(protocolName)' restates from a library, and '\(protocolName)' names none: list it in @Delegate(foreign: …), or give a default"
    case .associatedType(let name):
      "@Delegate protocols cannot declare associated types ('\(name)'): the generated types hold delegates of every conforming type at once; use a concrete type or a generic method (a parent's associated type can be fixed with 'where \(name) == SomeType')"
    case .primaryAssociatedTypes(let names):
      "@Delegate protocols cannot have primary associated types ('<\(names.joined(separator: ", "))>'): the generated types hold delegates of every conforming type at once; remove them, and fix a parent's associated type with 'where \(names[0]) == SomeType'"
    case .redeclared(let requirement):
      "'\(requirement)' is declared twice, differing only in 'throws', which Swift cannot overload on: keep one (a method that does not throw meets a throwing requirement)"
    case .staticRequirement:
      "@Delegate requirements are called on delegate instances; a static requirement cannot be forwarded: remove 'static'"
    case .mutatingRequirement:
      "@Delegate protocols are class-bound, so requirements cannot be 'mutating': remove it"
    case .mutatingAccessor(let modifier):
      "@Delegate protocols are class-bound, so an accessor cannot be '\(modifier)': remove it"
    case .initializer:
      "@Delegate cannot forward an initializer: move object creation out of the delegate protocol"
    case .subscriptRequirement:
      "@Delegate cannot forward a subscript: declare a method such as 'func value(at index: Int) -> Value'"
    case .operatorRequirement(let name):
      "@Delegate cannot forward the operator '\(name)': an operator is static, and a delegate is called on its instance; declare a named method"
    case .asyncClosure(let name):
      "@Delegate cannot forward the closure '\(name)' of an async requirement, which does not escape and each delegate's call receives across isolation: take an '@escaping @Sendable' closure"
    case .asyncAutoclosure(let name):
      "@Delegate cannot forward the autoclosure '\(name)' of an async requirement, which each delegate's call receives across isolation: take the value, or an '@escaping @Sendable' closure"
    case .variadicParameter(let name):
      "@Delegate cannot forward the variadic parameter '\(name)': take an array instead"
    case .sending(let parameter?):
      "@Delegate cannot forward the 'sending' parameter '\(parameter)': a multicast passes one argument to every delegate, and 'sending' gives it to one; remove 'sending' (an async requirement still hands it over safely)"
    case .sending(nil):
      "@Delegate cannot forward a 'sending' result: the answer comes back through the delegates' loop, which cannot prove it disconnected; remove 'sending', or return a Sendable type"
    case .consuming(let parameter):
      "@Delegate cannot forward the 'consuming' parameter '\(parameter)': a multicast hands one argument to every delegate, and each would consume it; take it 'borrowing', or plainly if its type is copyable"
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
    case .bareOptionalOnForeign(let requirement, let foreign, let empty):
      "'@Optional' gives '\(requirement)' \(empty == "()" ? "an empty default" : "the default nil"), which every conformer takes over a default '\(foreign)' may have for it: write '@Optional(default: .inherited)' to keep that one, or '@Optional(default: \(empty))' to replace it"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "DelegateKit", id: "\(self)".prefix { $0 != "(" }.description)
  }

  var severity: DiagnosticSeverity {
    if case .bareOptionalOnForeign = self { return .warning }
    return .error
  }

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
  static func removeParent(_ name: String) -> Self { Self(message: "Remove '\(name)'") }
  static let removeStatic = Self(message: "Remove 'static'")
  static let removePrimaryAssociatedTypes = Self(message: "Remove the primary associated types")
  static let removeDeclaration = Self(message: "Remove this declaration")
  static let removeMutating = Self(message: "Remove 'mutating'")
  static func removeModifier(_ modifier: String) -> Self { Self(message: "Remove '\(modifier)'") }
  static let useArray = Self(message: "Take an array")
  static let removeSending = Self(message: "Remove 'sending'")
  static let useBorrowing = Self(message: "Replace 'consuming' with 'borrowing'")
  static let addDefault = Self(message: "Insert 'default:'")
  static let addHandlerDefault = Self(message: "Insert 'completing:'")
  static func replaceSelf(protocolName: String) -> Self { Self(message: "Replace 'Self' with 'any \(protocolName)'") }
  static let removeDefault = Self(message: "Remove the default")
  static func useType(_ type: String) -> Self { Self(message: "Use '\(type)'") }
  static func writeType(_ fixed: String) -> Self { Self(message: "Write '\(fixed)'") }
  static func returnParameter(_ name: String) -> Self { Self(message: "Return '\(name)'") }
  static func removeMarker(_ marker: String) -> Self { Self(message: "Remove '@\(marker)'") }
  static let keepForeignDefault = Self(message: "Keep the foreign protocol's default")
  static let replaceForeignDefault = Self(message: "Replace the foreign protocol's default")
  static let useExactResponder = Self(message: "Replace with '@ExactResponder'")
}
