import SwiftSyntax
import SwiftSyntaxBuilder

/// Which generated type a requirement is forwarded from; they differ in who answers and in
/// what an empty holder does.
enum ForwardingRole {
  /// Every delegate, combined by the requirement's strategy; void calls to nobody are fine.
  case multicast
  /// The one delegate of a proxy or the active delegate of a router; a required call with
  /// no delegate stops the program.
  case single
}

/// Writes the forwarding implementation of one requirement.
struct Forwarding {
  let requirement: Requirement
  let role: ForwardingRole
  /// The expression for the delegate list to call, such as `self._$delegates`.
  let list: String
  /// The generated type, named in precondition messages.
  let typeName: String
  let protocolName: String
  let access: String

  /// The member declaration: the requirement's signature with a forwarding body.
  var declaration: String {
    switch requirement.kind {
    case .function(let function):
      let (signature, arguments) = Self.forwardingSignature(function)
      return """
        \(access)\(signature) {
        \(indent(body(call: "_$delegate.\(function.name.text)(\(arguments))")))
        }
        """
    case .property(_, let binding, let isSettable):
      let name = binding.pattern.trimmedDescription
      let type = requirement.returnType?.trimmedDescription ?? "Swift.Void"
      var accessors = """
        get {
        \(indent(body(call: "_$delegate.\(name)")))
        }
        """
      if isSettable {
        accessors += "\nset {\n\(indent(setter(name)))\n}"
      }
      return "\(access)var \(name): \(type) {\n\(indent(accessors))\n}"
    }
  }

  private var effects: (call: String, closure: String) {
    let call = (requirement.thrownType != nil ? "try " : "") + (requirement.isAsync ? "await " : "")
    let closure =
      (requirement.isAsync ? " async" : "") + (requirement.thrownType.map { " throws(\($0.trimmedDescription))" } ?? "")
    return (call, closure)
  }

  private var missing: String {
    "DelegateKit._$missingDelegate(\"\(typeName)\", \"\(requirement.displayName)\", of: \"\(protocolName)\")"
  }

  private var fallback: String {
    guard requirement.isOptional else { return missing }
    return "return \(requirement.defaultValue?.trimmedDescription ?? "nil")"
  }

  private func visit(call: String, resultType: String, accept: String) -> String {
    let bit = requirement.bit.map(String.init) ?? "nil"
    let (effect, closureEffects) = effects
    return """
      \(effect)\(list)._$visit(
        \(bit),
        call: { (_$delegate)\(closureEffects) -> \(resultType) in \(effect)\(call) },
        accept: \(accept)
      )
      """
  }

  private func body(call: String) -> String {
    guard let returnType = requirement.returnType?.trimmedDescription else {
      return voidBody(call: call)
    }
    let strategy = role == .single ? .first : requirement.strategy
    let visitCall = { (accept: String) in visit(call: call, resultType: returnType, accept: accept) }
    switch strategy {
    case .first:
      return """
        if let _$answer = \(visitCall("{ (_$value: \(returnType)) -> \(returnType)? in _$value }")) {
          return _$answer
        }
        \(fallback)
        """
    case .last:
      return """
        var _$last: \(returnType)? = nil
        _ = \(visitCall("{ (_$value: \(returnType)) -> Swift.Void? in\n    _$last = _$value\n    return nil\n  }"))
        if let _$last {
          return _$last
        }
        \(fallback)
        """
    case .all, .any:
      let stop = strategy == .all ? "_$value ? nil : false" : "_$value ? true : nil"
      return """
        var _$asked = false
        if let _$decided = \(visitCall("{ (_$value: Swift.Bool) -> Swift.Bool? in\n    _$asked = true\n    return \(stop)\n  }")) {
          return _$decided
        }
        if _$asked {
          return \(strategy == .all ? "true" : "false")
        }
        \(fallback)
        """
    case .firstNonNil:
      return """
        var _$asked = false
        if let _$found = \(visitCall("{ (_$value: \(returnType)) -> \(returnType) in\n    _$asked = true\n    return _$value\n  }")) {
          return _$found
        }
        if _$asked {
          return nil
        }
        \(fallback)
        """
    case .collect:
      return """
        var _$asked = false
        var _$all: \(returnType) = []
        _ = \(visitCall("{ (_$value: \(returnType)) -> Swift.Void? in\n    _$asked = true\n    _$all.append(contentsOf: _$value)\n    return nil\n  }"))
        if _$asked {
          return _$all
        }
        \(fallback)
        """
    }
  }

  private func voidBody(call: String) -> String {
    switch role {
    case .multicast:
      return """
        let _$breaking = self.isBreaking
        _ = \(visit(call: call, resultType: "Swift.Void", accept: "{ (_: Swift.Void) -> Swift.Void? in _$breaking ? () : nil }"))
        """
    case .single:
      let visitCall = visit(call: call, resultType: "Swift.Void", accept: "{ (_: Swift.Void) -> Swift.Void? in () }")
      guard !requirement.isOptional else { return "_ = \(visitCall)" }
      return """
        if \(visitCall) == nil {
          \(missing)
        }
        """
    }
  }

  private func setter(_ name: String) -> String {
    switch role {
    case .multicast:
      return "\(list).forEach { _$delegate in _$delegate.\(name) = newValue }"
    case .single:
      let visitCall = visit(
        call: "_$delegate.\(name) = newValue",
        resultType: "Swift.Void",
        accept: "{ (_: Swift.Void) -> Swift.Void? in () }"
      )
      return """
        if \(visitCall) == nil {
          \(missing)
        }
        """
    }
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
      let isInout = parameter.type.trimmedDescription.hasPrefix("inout ")
      arguments.append(label + (isInout ? "&" : "") + name)
      parameters[index] = parameter
    }
    function.signature.parameterClause.parameters = FunctionParameterListSyntax(parameters)
    return (function.trimmedDescription, arguments.joined(separator: ", "))
  }
}

/// Indents every line of `text` by two spaces.
func indent(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : "  " + $0 }
    .joined(separator: "\n")
}
