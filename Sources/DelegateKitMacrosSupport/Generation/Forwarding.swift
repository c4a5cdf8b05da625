import SwiftSyntax
import SwiftSyntaxBuilder

/// Which generated type a requirement is forwarded from; they differ in who answers.
enum ForwardingRole {
  /// Every delegate, combined by the requirement's strategy.
  case multicast
  /// The one delegate of a proxy or the active delegate of a router.
  case single
}

/// Writes the forwarding member of one requirement: its signature and a one-line body that
/// hands the call to a runtime helper (`DelegateForwarder+Calls.swift`), which picks the
/// delegates, probes optional requirements and reports when nobody implemented one.
struct Forwarding {
  let requirement: Requirement
  let role: ForwardingRole
  let access: String

  /// The member declaration.
  var declaration: String {
    switch requirement.kind {
    case .function(let function):
      let (signature, arguments) = requirement.forwarding ?? Self.forwardingSignature(function)
      let body = call("\(function.name.text)(\(arguments))")
      return "\(access)\(signature) {\n\(indent(body))\n}"
    case .property(_, let binding, let isSettable):
      let name = binding.pattern.trimmedDescription
      let type = requirement.returnType?.trimmedDescription ?? "Swift.Void"
      let getter = call(name)
      guard isSettable else { return "\(access)var \(name): \(type) {\n\(indent(getter))\n}" }
      let setter =
        role == .multicast
        ? "self._$storage.forEach { $0.\(name) = newValue }"
        : "self._$call(.\(requirement.caseName)) { $0.\(name) = newValue }"
      return """
        \(access)var \(name): \(type) {
          get { \(getter) }
          set { \(setter) }
        }
        """
    }
  }

  /// `try`/`await` as the requirement needs them.
  private var effects: String {
    (requirement.thrownType != nil ? "try " : "") + (requirement.isAsync ? "await " : "")
  }

  /// The closure making the call on one delegate. Its error type is written out only for
  /// typed throws: closures do not infer it.
  ///
  /// An async call receives its delegate in a `_$Handover`, which lets the requirement run
  /// where the client's settings isolate it (see that type).
  private func closure(_ member: String) -> String {
    let delegate = requirement.isAsync ? ".delegate" : ""
    if requirement.isTypedThrows, let thrown = requirement.thrownType?.trimmedDescription {
      let async = requirement.isAsync ? " async" : ""
      return "{ (_$delegate)\(async) throws(\(thrown)) in \(effects)_$delegate\(delegate).\(member) }"
    }
    return "{ \(effects)$0\(delegate).\(member) }"
  }

  /// The helper for a value requirement's strategy.
  private var helper: String {
    guard role == .multicast else { return "_$first" }
    switch requirement.strategy {
    case .first: return "_$first"
    case .last: return "_$last"
    case .all: return "_$all"
    case .any: return "_$any"
    case .firstNonNil: return "_$firstNonNil"
    case .collect: return "_$collect"
    }
  }

  /// What a value requirement answers when no delegate does.
  private var fallback: String {
    guard requirement.isOptional else { return "self._$missing(.\(requirement.caseName))" }
    return requirement.defaultValue?.trimmedDescription ?? "nil"
  }

  private func call(_ member: String) -> String {
    let target = ".\(requirement.caseName)"
    guard requirement.isVoid else {
      return "\(effects)self.\(helper)(\(target)) \(closure(member)) ?? \(fallback)"
    }
    guard requirement.isHandler else {
      return "\(effects)self._$call(\(target)) \(closure(member))"
    }
    // A completion handler reaches one delegate; its default runs when nobody took it.
    let once = "\(effects)self._$callOnce(\(target), \(closure(member)))"
    guard let handlerCall = requirement.handlerCall else { return once }
    return "if !(\(once)) {\n  \(handlerCall)\n}"
  }

  /// The requirement's signature with markers and body removed and every parameter named,
  /// and the argument list that passes the parameters on.
  static func forwardingSignature(_ function: FunctionDeclSyntax) -> (signature: String, arguments: String) {
    var function = function
    function.attributes = function.attributes.filter { !["Optional", "Combining"].contains($0.attributeNameText) }
    function.modifiers = function.modifiers.filter { $0.name.tokenKind == .keyword(.nonisolated) }
    function.body = nil
    var arguments: [String] = []
    var parameters = Array(function.signature.parameterClause.parameters)
    for index in parameters.indices {
      var parameter = parameters[index]
      if parameter.secondName?.text == "_" || (parameter.secondName == nil && parameter.firstName.text == "_") {
        parameter.secondName = .identifier("_$arg\(index)")
        parameter.firstName = parameter.firstName.with(\.trailingTrivia, .space)
      }
      let name = (parameter.secondName ?? parameter.firstName).text
      let label = parameter.firstName.text == "_" ? "" : "\(parameter.firstName.text): "
      let type = parameter.type.trimmedDescription
      // A consuming parameter is passed on as a copy: the closure may run once per delegate.
      let passed =
        (type.hasPrefix("inout ") ? "&" : type.hasPrefix("consuming ") ? "copy " : "") + name
        + (parameter.typeAttributes.contains("autoclosure") ? "()" : "")
      arguments.append(label + passed)
      parameters[index] = parameter
    }
    function.signature.parameterClause.parameters = FunctionParameterListSyntax(parameters)
    return (function.trimmedDescription, arguments.joined(separator: ", "))
  }
}
