import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

// What a requirement's signature may not have, and the name it goes by in the generated
// enums.
extension DelegateProtocol {
  /// Reports what no requirement's signature may have: an operator, a variadic, `sending`
  /// or `consuming` parameter, an autoclosure in an `async` requirement, `rethrows`, `Self`.
  ///
  /// - Returns: `false` for an operator, of which nothing else is read.
  mutating func validateSignature(_ function: FunctionDeclSyntax) -> Bool {
    checkModifiers(function.modifiers)
    switch function.name.tokenKind {
    case .binaryOperator, .prefixOperator, .postfixOperator:
      diagnostics.append(
        DelegateMacroDiagnostic.operatorRequirement(name: function.name.text).diagnose(at: function.name)
      )
      return false
    default:
      break
    }
    for parameter in function.signature.parameterClause.parameters where parameter.ellipsis != nil {
      let arrayParameter =
        parameter
        .with(\.type, TypeSyntax(ArrayTypeSyntax(element: parameter.type.trimmed)))
        .with(\.ellipsis, nil)
      diagnostics.append(
        DelegateMacroDiagnostic.variadicParameter(name: (parameter.secondName ?? parameter.firstName).text).diagnose(
          at: parameter,
          fixIts: [
            FixIt(
              message: DelegateMacroFixIt.useArray,
              changes: [.replace(oldNode: Syntax(parameter), newNode: Syntax(arrayParameter))]
            )
          ]
        )
      )
    }
    checkSending(function.signature)
    checkConsuming(function.signature)
    let effects = function.signature.effectSpecifiers
    if effects?.asyncSpecifier != nil {
      // An async call hands its arguments to the delegates' calls across isolation; an
      // autoclosure, not escaping, cannot travel.
      for parameter in function.signature.parameterClause.parameters
      where parameter.typeAttributes.contains("autoclosure") {
        diagnostics.append(
          DelegateMacroDiagnostic.asyncAutoclosure(name: (parameter.secondName ?? parameter.firstName).text)
            .diagnose(at: parameter)
        )
      }
      // A closure that does not escape cannot travel either.
      for parameter in function.signature.parameterClause.parameters
      where Self.isFunctionType(parameter.type) && !parameter.typeAttributes.contains("escaping")
        && !parameter.typeAttributes.contains("autoclosure")
      {
        diagnostics.append(
          DelegateMacroDiagnostic.asyncClosure(name: (parameter.secondName ?? parameter.firstName).text)
            .diagnose(at: parameter)
        )
      }
    }
    if effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows) {
      diagnostics.append(DelegateMacroDiagnostic.rethrowsRequirement.diagnose(at: function.name))
    }
    if function.signature.mentionsSelf {
      diagnostics.append(
        DelegateMacroDiagnostic.mentionsSelf(requirement: function.name.text, protocolName: name).diagnose(
          at: function.signature,
          fixIts: [replacingSelf(in: function.signature)]
        )
      )
    }
    return true
  }

  /// The requirement's name in the generated enums: the base name and labels; an
  /// unlabeled parameter after the first (which names the source, as in
  /// `tableView(_:didSelectRowAt:)`) adds its parameter name, so that `reload(_:)` and
  /// `reload(_:_:)` differ.
  static func labelName(of function: FunctionDeclSyntax) -> String {
    let words = function.signature.parameterClause.parameters.enumerated().compactMap {
      index,
      parameter -> String? in
      guard parameter.firstName.text == "_" else { return parameter.firstName.text }
      guard index > 0 else { return nil }
      let name = parameter.secondName?.text ?? "_"
      return name == "_" ? Self.typeWord(parameter.type.sourceText) : name
    }
    return ([function.name.text] + words.map(Self.capitalized)).joined()
  }

  /// Refuses `sending` on a parameter or the result: a multicast passes one argument to
  /// every delegate, and a result comes out of the runtime's loop, which cannot prove it
  /// disconnected.
  mutating func checkSending(_ signature: FunctionSignatureSyntax) {
    var found: [(TokenSyntax, String?)] = signature.parameterClause.parameters.compactMap { parameter in
      parameter.type.specifier(.sending).map { ($0, (parameter.secondName ?? parameter.firstName).text) }
    }
    if let sending = signature.returnClause?.type.specifier(.sending) { found.append((sending, nil)) }
    for (sending, name) in found {
      diagnostics.append(
        DelegateMacroDiagnostic.sending(parameter: name).diagnose(
          at: sending,
          fixIts: [
            FixIt(
              message: DelegateMacroFixIt.removeSending,
              changes: [.replace(oldNode: Syntax(sending), newNode: Syntax(TokenSyntax.unknown("")))]
            )
          ]
        )
      )
    }
  }

  /// Refuses `consuming` on a parameter: a multicast hands one argument to every delegate,
  /// and each would consume it. A copyable argument could be copied for each, but nothing
  /// in the declaration says whether the type is copyable, and a noncopyable one cannot be.
  mutating func checkConsuming(_ signature: FunctionSignatureSyntax) {
    for parameter in signature.parameterClause.parameters {
      guard let consuming = parameter.type.specifier(.consuming) else { continue }
      diagnostics.append(
        DelegateMacroDiagnostic.consuming(parameter: (parameter.secondName ?? parameter.firstName).text).diagnose(
          at: consuming,
          fixIts: [
            FixIt(
              message: DelegateMacroFixIt.useBorrowing,
              changes: [
                .replace(oldNode: Syntax(consuming), newNode: Syntax(consuming.with(\.tokenKind, .keyword(.borrowing))))
              ]
            )
          ]
        )
      )
    }
  }

  /// A fix-it writing `any P` where the signature says `Self`.
  func replacingSelf(in signature: FunctionSignatureSyntax) -> FixIt {
    final class Rewriter: SyntaxRewriter {
      let replacement: String
      init(_ replacement: String) { self.replacement = replacement }
      override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard node.name.tokenKind == .keyword(.Self) else { return TypeSyntax(node) }
        return TypeSyntax(stringLiteral: replacement).with(\.leadingTrivia, node.leadingTrivia)
          .with(\.trailingTrivia, node.trailingTrivia)
      }
    }
    let fixed = Rewriter("(any \(name))").rewrite(signature)
    return FixIt(
      message: DelegateMacroFixIt.replaceSelf(protocolName: name),
      changes: [.replace(oldNode: Syntax(signature), newNode: fixed)]
    )
  }

  mutating func checkModifiers(_ modifiers: DeclModifierListSyntax) {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.static), .keyword(.class):
        diagnostics.append(
          DelegateMacroDiagnostic.staticRequirement.diagnose(
            at: modifier,
            fixIts: [Self.removing(modifier, from: modifiers, message: .removeStatic)]
          )
        )
      case .keyword(.mutating):
        diagnostics.append(
          DelegateMacroDiagnostic.mutatingRequirement.diagnose(
            at: modifier,
            fixIts: [Self.removing(modifier, from: modifiers, message: .removeMutating)]
          )
        )
      default:
        continue
      }
    }
  }

  /// A fix-it deleting `modifier`; what follows it keeps the modifier's leading trivia, so
  /// the line keeps its indentation.
  static func removing(
    _ modifier: DeclModifierSyntax,
    from modifiers: DeclModifierListSyntax,
    message: DelegateMacroFixIt
  ) -> FixIt {
    let rest = modifiers.filter { $0.id != modifier.id }
    let replacement: Syntax
    if let first = rest.first, modifier.id == modifiers.first?.id {
      replacement = Syntax(rest.with(\.[rest.startIndex], first.with(\.leadingTrivia, modifier.leadingTrivia)))
    } else if rest.isEmpty {
      replacement = Syntax(TokenSyntax.unknown("").with(\.leadingTrivia, modifier.leadingTrivia))
    } else {
      replacement = Syntax(rest)
    }
    return FixIt(message: message, changes: [.replace(oldNode: Syntax(modifiers), newNode: replacement)])
  }

  static func capitalized(_ label: String) -> String {
    let label = label.filter { $0 != "`" }
    return label.prefix(1).uppercased() + label.dropFirst()
  }
}

extension FunctionSignatureSyntax {
  /// Whether a parameter or the result mentions `Self`.
  var mentionsSelf: Bool {
    // Most signatures name only plain types: then no token needs a look. A debug
    // swift-syntax walks tokens slowly, and the plugin asks this of every requirement.
    func isPlainName(_ type: TypeSyntax) -> Bool {
      let named = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
      guard let identifier = named.as(IdentifierTypeSyntax.self) else { return false }
      return identifier.genericArgumentClause == nil && identifier.name.tokenKind != .keyword(.Self)
    }
    if parameterClause.parameters.allSatisfy({ isPlainName($0.type) }),
      returnClause.map({ isPlainName($0.type) }) ?? true,
      effectSpecifiers?.throwsClause?.type == nil
    {
      return false
    }
    return tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.Self) }
  }
}

// Two methods Swift cannot tell apart.
extension DelegateProtocol {
  /// What tells `function` apart from the protocol's other methods for overloading: its
  /// name, generic signature, labels, parameter types, `async` and result, under its `#if`
  /// conditions. Not `throws`, which overloads nothing (a synchronous method and an `async`
  /// one of the same name may stand side by side).
  static func overloadKey(_ function: FunctionDeclSyntax, conditions: [String]) -> String {
    func compact(_ node: (some SyntaxProtocol)?) -> String {
      node.map { String($0.trimmedText.filter { !$0.isWhitespace }) } ?? ""
    }
    let signature = function.signature
    let parameters = signature.parameterClause.parameters.map { "\($0.firstName.text):\(compact($0.type))" }
    return [
      conditions.joined(separator: "&&"),
      function.name.text,
      compact(function.genericParameterClause),
      parameters.joined(separator: ","),
      signature.effectSpecifiers?.asyncSpecifier == nil ? "" : "async",
      compact(signature.returnClause?.type),
      compact(function.genericWhereClause),
    ].joined(separator: "|")
  }

  /// The error for `function`, a second declaration of a method read already that differs
  /// from it only in `throws`, with a fix-it that removes it.
  static func redeclaration(_ function: FunctionDeclSyntax) -> Diagnostic {
    let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
    return DelegateMacroDiagnostic.redeclared(requirement: "\(function.name.text)(\(labels))").diagnose(
      at: function.name,
      fixIts: [
        FixIt(
          message: DelegateMacroFixIt.removeDeclaration,
          changes: [.replace(oldNode: Syntax(function), newNode: Syntax(TokenSyntax.unknown("")))]
        )
      ]
    )
  }
}
