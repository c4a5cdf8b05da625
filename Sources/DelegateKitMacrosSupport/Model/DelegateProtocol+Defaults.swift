import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

extension DelegateProtocol {
  /// The expression the generated code writes for a default value of type `type`: a
  /// `default:` or one `completing:` argument. Records why when it cannot be used.
  ///
  /// A macro's arguments are type-checked where the attribute is written, where the
  /// requirement's parameters are not in scope and its result type is unknown. So a default
  /// that depends on the arguments is a closure whose parameters are named and typed as the
  /// requirement's (`{ (tableView: TableView) in tableView.rowHeight }`): it type-checks
  /// there, and the generated code calls it with those arguments, only when no delegate
  /// answers. A closure default for a result that is itself a function is that function.
  mutating func defaultExpression(
    _ expression: ExprSyntax,
    for type: TypeSyntax?,
    parameters: [ForwardedParameter],
    displayName: String
  ) -> String? {
    if let closure = expression.as(ClosureExprSyntax.self), type.map(Self.isFunctionType) != true {
      return computedDefault(closure, parameters: parameters, displayName: displayName)
    }
    if Self.isImplicitMember(expression) {
      diagnostics.append(implicitMemberDiagnostic(expression, type: type))
      return nil
    }
    return expression.trimmedText
  }

  /// `(closure)(arguments)`: the closure called with the requirement's arguments its
  /// parameters name, after checking that each names a parameter and has its type.
  private mutating func computedDefault(
    _ closure: ClosureExprSyntax,
    parameters: [ForwardedParameter],
    displayName: String
  ) -> String? {
    var arguments: [String] = []
    let named = parameters.filter { !$0.name.hasPrefix("_$") }
    if case .parameterClause(let clause) = closure.signature?.parameterClause {
      for parameter in clause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        guard let match = named.first(where: { $0.name == name }) else {
          diagnostics.append(
            DelegateMacroDiagnostic.unknownClosureParameter(
              requirement: displayName,
              name: name,
              names: named.map(\.name)
            )
            .diagnose(at: parameter)
          )
          return nil
        }
        let written = parameter.type?.trimmedText ?? ""
        // The closure takes a borrowed or consumed parameter as a plain one, and may name
        // its type through one of the protocol's aliases, or the alias's type.
        let aliases = Self.plainTypeAliases(around: closure)
        guard
          written == match.type
            || aliases[written, default: written] == aliases[match.plainType, default: match.plainType]
        else {
          diagnostics.append(
            DelegateMacroDiagnostic.closureParameterType(name: name, written: written, type: match.type).diagnose(
              at: parameter,
              fixIts: [
                FixIt(
                  message: DelegateMacroFixIt.useType(match.plainType),
                  changes: [
                    .replace(
                      oldNode: Syntax(parameter),
                      newNode: Syntax(
                        parameter.with(\.type, TypeSyntax("\(raw: match.plainType)")).with(
                          \.colon,
                          .colonToken(trailingTrivia: .space)
                        )
                      )
                    )
                  ]
                )
              ]
            )
          )
          return nil
        }
        arguments.append(match.isAutoclosure ? "\(name)()" : name)
      }
    }
    return "(\(closure.trimmedText))(\(arguments.joined(separator: ", ")))"
  }

  /// Whether `expression` is a member without its type, such as `.delete` or
  /// `.custom(1)`, which no macro argument can spell.
  static func isImplicitMember(_ expression: ExprSyntax) -> Bool {
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
    if let call = expression.as(FunctionCallExprSyntax.self) { return isImplicitMember(call.calledExpression) }
    return false
  }

  /// The error for an implicit member default, with a fix-it writing its type, when the
  /// type is known.
  private func implicitMemberDiagnostic(_ expression: ExprSyntax, type: TypeSyntax?) -> Diagnostic {
    // An optional's cases are reached through the wrapped type, as `.delete` would be.
    let base = type.map { ($0.as(OptionalTypeSyntax.self)?.wrappedType ?? $0).trimmedText }
    let text = expression.trimmedText
    let fixed = base.map { "\($0)\(text)" }
    return DelegateMacroDiagnostic.implicitMemberDefault(member: text, fixed: fixed).diagnose(
      at: expression,
      fixIts: fixed.map { fixed in
        [
          FixIt(
            message: DelegateMacroFixIt.writeType(fixed),
            changes: [.replace(oldNode: Syntax(expression), newNode: Syntax(ExprSyntax("\(raw: fixed)")))]
          )
        ]
      } ?? []
    )
  }

  /// Whether `type` is a function type, possibly attributed or parenthesized.
  static func isFunctionType(_ type: TypeSyntax) -> Bool {
    if type.is(FunctionTypeSyntax.self) { return true }
    if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return isFunctionType(only.type)
    }
    return false
  }

  /// Whether `expression` is `.inherited`: the default of the foreign protocol the
  /// requirement restates, kept.
  static func isInheritedDefault(_ expression: ExprSyntax?) -> Bool {
    guard let member = expression?.as(MemberAccessExprSyntax.self) else { return false }
    let base = member.base?.trimmedText
    return member.declName.baseName.text == "inherited"
      && (base == nil || base == "DelegateDefault" || base == "DelegateKit.DelegateDefault")
  }
}
