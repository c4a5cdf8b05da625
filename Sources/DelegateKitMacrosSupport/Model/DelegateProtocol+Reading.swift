import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

extension DelegateProtocol {
  /// The `@Optional` and `@Combining` markers on a requirement.
  struct Markers {
    var optional: AttributeSyntax?
    var defaultValue: ExprSyntax?
    var strategy: CombineStrategy = .first
    var strategyNode: AttributeSyntax?
  }

  /// Reads a method requirement, or records why it cannot be forwarded.
  mutating func readFunction(_ function: FunctionDeclSyntax) -> Requirement? {
    let before = diagnostics.count
    checkModifiers(function.modifiers)
    for parameter in function.signature.parameterClause.parameters where parameter.ellipsis != nil {
      let arrayParameter = parameter
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
    let effects = function.signature.effectSpecifiers
    if effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows) {
      diagnostics.append(DelegateMacroDiagnostic.rethrowsRequirement.diagnose(at: function.name))
    }
    let returnType = function.signature.returnClause.map(\.type).flatMap { $0.isVoidType ? nil : $0.trimmed }
    let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
    let displayName = "\(function.name.text)(\(labels.map { "\($0):" }.joined()))"
    let markers = readMarkers(function.attributes, displayName: displayName, returnType: returnType)
    guard diagnostics.count == before else { return nil }
    let caseName = ([function.name.text] + labels.filter { $0 != "_" }.map(Self.capitalized)).joined()
    return Requirement(
      kind: .function(function),
      displayName: displayName,
      caseName: caseName.filter { $0 != "`" },
      bit: markers.optional == nil ? nil : 0,
      defaultValue: markers.defaultValue,
      strategy: markers.strategy,
      returnType: returnType,
      isAsync: effects?.asyncSpecifier != nil,
      thrownType: effects?.throwsClause.map { $0.type?.trimmed ?? TypeSyntax("any Swift.Error") }
    )
  }

  /// Reads a property requirement, or records why it cannot be forwarded.
  mutating func readProperty(_ variable: VariableDeclSyntax) -> [Requirement] {
    let before = diagnostics.count
    checkModifiers(variable.modifiers)
    var result: [Requirement] = []
    for binding in variable.bindings {
      guard let type = binding.typeAnnotation?.type.trimmed else { continue }
      var isSettable = false
      if case .accessors(let accessors) = binding.accessorBlock?.accessors {
        for accessor in accessors {
          if accessor.accessorSpecifier.tokenKind == .keyword(.set) { isSettable = true }
          if accessor.effectSpecifiers?.asyncSpecifier != nil || accessor.effectSpecifiers?.throwsClause != nil {
            diagnostics.append(DelegateMacroDiagnostic.effectfulProperty.diagnose(at: accessor))
          }
        }
      }
      let name = binding.pattern.trimmedDescription
      let markers = readMarkers(variable.attributes, displayName: name, returnType: type)
      if markers.optional != nil, isSettable {
        diagnostics.append(DelegateMacroDiagnostic.settableOptionalProperty(name: name).diagnose(at: binding))
      }
      result.append(
        Requirement(
          kind: .property(variable, binding: binding, isSettable: isSettable),
          displayName: name,
          caseName: name.filter { $0 != "`" },
          bit: markers.optional == nil ? nil : 0,
          defaultValue: markers.defaultValue,
          strategy: markers.strategy,
          returnType: type,
          isAsync: false,
          thrownType: nil
        )
      )
    }
    return diagnostics.count == before ? result : []
  }

  private mutating func checkModifiers(_ modifiers: DeclModifierListSyntax) {
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
  private static func removing(
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

  private mutating func readMarkers(
    _ attributes: AttributeListSyntax,
    displayName: String,
    returnType: TypeSyntax?
  ) -> Markers {
    var markers = Markers()
    for case .attribute(let attribute) in attributes {
      switch attribute.attributeNameText {
      case "Optional":
        if markers.optional != nil {
          diagnostics.append(DelegateMacroDiagnostic.duplicateMarker(marker: "Optional").diagnose(at: attribute))
        }
        markers.optional = attribute
        markers.defaultValue = attribute.arguments?.as(LabeledExprListSyntax.self)?
          .first { $0.label?.text == "default" }?.expression.trimmed
      case "Combining":
        if markers.strategyNode != nil {
          diagnostics.append(DelegateMacroDiagnostic.duplicateMarker(marker: "Combining").diagnose(at: attribute))
        }
        markers.strategyNode = attribute
        let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
        let text = argument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? argument?.trimmedDescription ?? ""
        if let strategy = CombineStrategy(rawValue: text) {
          markers.strategy = strategy
        } else {
          diagnostics.append(DelegateMacroDiagnostic.unknownStrategy(text).diagnose(at: attribute))
        }
      default:
        continue
      }
    }
    checkDefault(markers, displayName: displayName, returnType: returnType)
    checkStrategy(markers, returnType: returnType)
    return markers
  }

  private mutating func checkDefault(_ markers: Markers, displayName: String, returnType: TypeSyntax?) {
    guard let optional = markers.optional else { return }
    if returnType == nil, markers.defaultValue != nil {
      diagnostics.append(
        DelegateMacroDiagnostic.optionalOnVoidWithDefault(requirement: displayName).diagnose(
          at: optional,
          fixIts: [
            FixIt(
              message: DelegateMacroFixIt.removeDefault,
              changes: [.replace(oldNode: Syntax(optional), newNode: Syntax(AttributeSyntax(stringLiteral: "@Optional ").with(\.leadingTrivia, optional.leadingTrivia)))]
            )
          ]
        )
      )
    }
    guard let returnType, markers.defaultValue == nil, !returnType.isOptionalType else { return }
    let fixed = AttributeSyntax(
      attributeName: TypeSyntax("Optional"),
      leftParen: .leftParenToken(),
      arguments: .argumentList([LabeledExprSyntax(label: "default", expression: ExprSyntax("<#\(returnType)#>"))]),
      rightParen: .rightParenToken(),
      trailingTrivia: optional.trailingTrivia
    )
    diagnostics.append(
      DelegateMacroDiagnostic.missingDefault(requirement: displayName, type: returnType.trimmedDescription).diagnose(
        at: optional,
        fixIts: [
          FixIt(
            message: DelegateMacroFixIt.addDefault,
            changes: [.replace(oldNode: Syntax(optional), newNode: Syntax(fixed.with(\.leadingTrivia, optional.leadingTrivia)))]
          )
        ]
      )
    )
  }

  private mutating func checkStrategy(_ markers: Markers, returnType: TypeSyntax?) {
    guard let node = markers.strategyNode else { return }
    let type = returnType?.trimmedDescription ?? "Void"
    let expected: String? =
      switch markers.strategy {
      case .first, .last: returnType == nil ? "a value" : nil
      case .all, .any: returnType?.isBoolType == true ? nil : "Bool"
      case .firstNonNil: returnType?.isOptionalType == true ? nil : "an Optional"
      case .collect: returnType?.isArrayType == true ? nil : "an Array"
      }
    if let expected {
      diagnostics.append(
        DelegateMacroDiagnostic.strategyMismatch(strategy: markers.strategy.rawValue, expected: expected, type: type)
          .diagnose(at: node)
      )
    }
  }

  static func capitalized(_ label: String) -> String {
    let label = label.filter { $0 != "`" }
    return label.prefix(1).uppercased() + label.dropFirst()
  }
}

extension AttributeListSyntax.Element {
  /// The attribute's name without a module qualifier, or empty for an `#if` clause.
  var attributeNameText: String {
    guard case .attribute(let attribute) = self else { return "" }
    return attribute.attributeNameText
  }
}

extension AttributeSyntax {
  /// The attribute's name without a module qualifier.
  var attributeNameText: String {
    if let member = attributeName.as(MemberTypeSyntax.self) { return member.name.text }
    return attributeName.trimmedDescription
  }
}
