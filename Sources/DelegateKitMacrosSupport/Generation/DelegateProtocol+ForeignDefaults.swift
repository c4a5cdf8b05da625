import SwiftSyntax

extension DelegateProtocol {
  /// The requirements that keep a foreign protocol's own default
  /// (`@Optional(default: .inherited)`).
  var inheritedRequirements: [Requirement] { requirements.filter(\.inheritsDefault) }

  /// The name of the class that answers the inherited requirements for a generated type
  /// with no delegate, nested in the requirement enum. A raw identifier that is the
  /// instruction: when a foreign protocol has no default for a requirement marked
  /// `.inherited`, the class does not conform, and the compiler prints this name.
  static let foreignDefaultsName =
    "`_$a requirement marked @Optional(default: .inherited) has no default in the foreign protocol it restates: give it a default of its own`"

  /// The class that conforms to the foreign parents and implements every requirement of
  /// the protocol that does not inherit its default, forwarding it to a generated type: the
  /// foreign protocols' defaults then answer the inherited requirements in its place, and
  /// any other requirement they use reaches the generated type. `nil` when no requirement
  /// inherits.
  var foreignDefaultsClass: String? {
    guard !inheritedRequirements.isEmpty else { return nil }
    let members = requirements.filter { !$0.inheritsDefault }.compactMap { requirement -> String? in
      let body: String
      switch requirement.kind {
      case .function(let function):
        let forwarding = requirement.forwarding ?? Forwarding.forwardingSignature(function)
        let effects = (requirement.thrownType != nil ? "try " : "") + (requirement.isAsync ? "await " : "")
        body = "\(forwarding.declared("")) {\n  \(effects)_$base.\(function.name.text)(\(forwarding.arguments))\n}"
      case .property(_, let binding, let isSettable):
        let name = binding.pattern.trimmedText
        let type = requirement.returnType?.trimmedText ?? "Swift.Void"
        body =
          isSettable
          ? "var \(name): \(type) {\n  get { _$base.\(name) }\n  set { _$base.\(name) = newValue }\n}"
          : "var \(name): \(type) { _$base.\(name) }"
      }
      return Self.conditional(body, requirement.conditions)
    }
    // The associated types the protocol's `where` clause fixes, which the class, conforming to
    // the foreign parents alone, must fix itself.
    let fixed = (declaration.genericWhereClause?.requirements ?? []).compactMap { requirement -> String? in
      guard case .sameTypeRequirement(let sameType) = requirement.requirement else { return nil }
      let name = sameType.leftType.trimmedText
      guard !name.contains("."), !name.contains("<") else { return nil }
      return "typealias \(name) = \(sameType.rightType.trimmedText)"
    }
    let conformances = foreignParents.sorted().map { (isMainActor ? "@MainActor " : "") + $0 }
    let superclass = baseClass.map { ["\($0)"] } ?? []
    let initializer =
      baseClass == nil
      ? "init(_ base: any \(name)) { self._$base = base }"
      : "init(_ base: any \(name)) {\n  self._$base = base\n  super.init()\n}"
    return """
      /// Answers the requirements that keep their foreign protocol's default for a generated
      /// type with no delegate: the foreign defaults run on it, and what else they ask reaches
      /// the generated type.
      \(classHeader("\(isolation)final class ", name: Self.foreignDefaultsName, ": " + (superclass + conformances).joined(separator: ", ")))
        let _$base: any \(name)
      \(indent(initializer))
      \(indent((fixed + aliasesOutside + members).joined(separator: "\n")))
      }
      """
  }
}
