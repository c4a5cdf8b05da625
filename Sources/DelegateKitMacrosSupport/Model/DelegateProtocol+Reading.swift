import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

extension DelegateProtocol {
  /// The `@Optional` and `@Combining` markers on a requirement.
  struct Markers {
    var optional: AttributeSyntax?
    var defaultValue: ExprSyntax?
    /// The string literal of `@Optional(returning: "name")`: the parameter answered.
    var returnedParameter: StringLiteralExprSyntax?
    /// The arguments of `@Optional(completing: …)`.
    var completing: [ExprSyntax]?
    var strategy: CombineStrategy = .first
    var strategyNode: AttributeSyntax?
    /// `@Optional(default: ())` on a void requirement: the empty default, chosen over a
    /// foreign protocol's own.
    var isExplicitlyEmpty = false
  }

  /// Reads a property requirement, or records why it cannot be forwarded.
  mutating func readProperty(_ variable: VariableDeclSyntax) -> [Requirement] {
    let before = diagnostics.count
    checkModifiers(variable.modifiers)
    var result: [Requirement] = []
    for binding in variable.bindings {
      // A property is named by an identifier; any other pattern is the compiler's error to report.
      guard let annotation = binding.typeAnnotation, binding.pattern.is(IdentifierPatternSyntax.self) else {
        continue
      }
      let type = annotation.type.trimmed
      var isSettable = false
      if case .accessors(let accessors) = binding.accessorBlock?.accessors {
        for accessor in accessors {
          if accessor.accessorSpecifier.tokenKind == .keyword(.set) { isSettable = true }
          // `get nonmutating set` (or `mutating get`) is a value type's business; a class-bound
          // protocol's compiler error says so at the same line.
          if let modifier = accessor.modifier {
            diagnostics.append(
              DelegateMacroDiagnostic.mutatingAccessor(modifier: modifier.name.text).diagnose(
                at: modifier,
                fixIts: [
                  FixIt(
                    message: DelegateMacroFixIt.removeModifier(modifier.name.text),
                    changes: [.replace(oldNode: Syntax(accessor), newNode: Syntax(accessor.with(\.modifier, nil)))]
                  )
                ]
              )
            )
          }
          if accessor.effectSpecifiers?.asyncSpecifier != nil || accessor.effectSpecifiers?.throwsClause != nil {
            diagnostics.append(DelegateMacroDiagnostic.effectfulProperty.diagnose(at: accessor))
          }
        }
      }
      let name = binding.pattern.trimmedText
      if type.mentionsSelf {
        diagnostics.append(
          DelegateMacroDiagnostic.mentionsSelf(requirement: name, protocolName: self.name).diagnose(at: annotation.type)
        )
      }
      let markers = readMarkers(variable.attributes, displayName: name, returnType: type, handler: HandlerReading())
      if markers.optional != nil, isSettable {
        diagnostics.append(DelegateMacroDiagnostic.settableOptionalProperty(name: name).diagnose(at: binding))
      }
      if let returned = markers.returnedParameter {
        diagnostics.append(
          DelegateMacroDiagnostic.unknownReturnedParameter(requirement: name, name: returned.plainText, names: [])
            .diagnose(at: returned)
        )
      }
      var requirement = Requirement(
        kind: .property(variable, binding: binding, isSettable: isSettable),
        displayName: name,
        labelName: name.filter { $0 != "`" },
        parameterTypes: [],
        caseName: name.filter { $0 != "`" },
        isOptional: markers.optional != nil,
        strategy: markers.strategy,
        returnType: type,
        isAsync: false,
        thrownType: nil,
        isTypedThrows: false,
        isHandler: false,
        handler: nil,
        handlerCall: nil
      )
      requirement.inheritsDefault = Self.isInheritedDefault(markers.defaultValue)
      if let value = markers.defaultValue, !requirement.inheritsDefault {
        requirement.defaultExpression = defaultExpression(value, for: type, parameters: [], displayName: name)
      }
      result.append(requirement)
    }
    return diagnostics.count == before ? result : []
  }

  mutating func readMarkers(
    _ attributes: AttributeListSyntax,
    displayName: String,
    returnType: TypeSyntax?,
    handler: HandlerReading
  ) -> Markers {
    var markers = Markers()
    for case .attribute(let attribute) in attributes {
      switch attribute.attributeNameText {
      case "Optional":
        if markers.optional != nil {
          diagnostics.append(DelegateMacroDiagnostic.duplicateMarker(marker: "Optional").diagnose(at: attribute))
        }
        markers.optional = attribute
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self)
        markers.defaultValue = arguments?.first { $0.label?.text == "default" }?.expression
        markers.returnedParameter = arguments?.first { $0.label?.text == "returning" }?.expression.as(
          StringLiteralExprSyntax.self
        )
        if let index = arguments?.firstIndex(where: { $0.label?.text == "completing" }), let arguments {
          markers.completing = arguments[index...].map(\.expression)
        }
      case "Combining":
        if markers.strategyNode != nil {
          diagnostics.append(DelegateMacroDiagnostic.duplicateMarker(marker: "Combining").diagnose(at: attribute))
        }
        markers.strategyNode = attribute
        let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
        let text =
          argument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? argument?.trimmedText ?? ""
        if let strategy = CombineStrategy(rawValue: text) {
          markers.strategy = strategy
        } else {
          diagnostics.append(DelegateMacroDiagnostic.unknownStrategy(text).diagnose(at: attribute))
        }
      default:
        continue
      }
    }
    if returnType == nil, let value = markers.defaultValue, value.as(TupleExprSyntax.self)?.elements.isEmpty == true {
      markers.defaultValue = nil
      markers.isExplicitlyEmpty = true
    }
    checkDefault(markers, displayName: displayName, returnType: returnType, isHandler: handler.isHandler)
    checkStrategy(markers, returnType: returnType, handler: handler)
    return markers
  }

  private mutating func checkDefault(
    _ markers: Markers,
    displayName: String,
    returnType: TypeSyntax?,
    isHandler: Bool
  ) {
    guard let optional = markers.optional else { return }
    // A handler requirement's `completing:` is checked with its handler (`handlerCall`).
    if !isHandler, markers.completing != nil {
      diagnostics.append(
        DelegateMacroDiagnostic.completingWithoutHandler(requirement: displayName).diagnose(at: optional)
      )
    }
    let inherits = Self.isInheritedDefault(markers.defaultValue)
    if inherits, foreignParents.isEmpty {
      diagnostics.append(
        DelegateMacroDiagnostic.inheritedWithoutForeign(requirement: displayName, protocolName: name).diagnose(
          at: optional
        )
      )
    }
    if returnType == nil, !isHandler, markers.defaultValue != nil, !inherits {
      diagnostics.append(
        DelegateMacroDiagnostic.optionalOnVoidWithDefault(requirement: displayName).diagnose(
          at: optional,
          fixIts: [
            FixIt(
              message: DelegateMacroFixIt.removeDefault,
              changes: [
                .replace(
                  oldNode: Syntax(optional),
                  newNode: Syntax(
                    AttributeSyntax(stringLiteral: "@Optional ").with(\.leadingTrivia, optional.leadingTrivia)
                  )
                )
              ]
            )
          ]
        )
      )
    }
    if !foreignParents.isEmpty, !isHandler, markers.defaultValue == nil, markers.returnedParameter == nil,
      markers.completing == nil, !markers.isExplicitlyEmpty, returnType?.isOptionalType ?? true
    {
      warnBareOptional(optional, displayName: displayName, isVoid: returnType == nil)
    }
    guard let returnType, markers.defaultValue == nil, markers.returnedParameter == nil, !returnType.isOptionalType
    else { return }
    let fixed = Self.optionalAttribute(label: "default", value: "<#\(returnType.trimmedText)#>", like: optional)
    diagnostics.append(
      DelegateMacroDiagnostic.missingDefault(requirement: displayName, type: returnType.trimmedText).diagnose(
        at: optional,
        fixIts: [
          FixIt(
            message: DelegateMacroFixIt.addDefault,
            changes: [.replace(oldNode: Syntax(optional), newNode: Syntax(fixed))]
          )
        ]
      )
    )
  }

  /// Warns that a bare `@Optional` in a protocol restating a foreign one gives the
  /// requirement an empty (or `nil`) default, which every conformer takes over the default
  /// the foreign protocol may have for it; the fix-its write either choice out.
  private mutating func warnBareOptional(_ optional: AttributeSyntax, displayName: String, isVoid: Bool) {
    let empty = isVoid ? "()" : "nil"
    let choices = [
      (".inherited", DelegateMacroFixIt.keepForeignDefault), (empty, DelegateMacroFixIt.replaceForeignDefault),
    ]
    warnings.append(
      DelegateMacroDiagnostic.bareOptionalOnForeign(
        requirement: displayName,
        foreign: foreignParents.sorted().joined(separator: "', '"),
        empty: empty
      )
      .diagnose(
        at: optional,
        fixIts: choices.map { value, message in
          FixIt(
            message: message,
            changes: [
              .replace(
                oldNode: Syntax(optional),
                newNode: Syntax(Self.optionalAttribute(label: "default", value: value, like: optional))
              )
            ]
          )
        }
      )
    )
  }

  /// The parameter `@Optional(returning: "name")` names, as the default's expression, or nil
  /// with a diagnostic when no parameter has that name or its type is not the result's.
  mutating func checkReturnedParameter(
    _ literal: StringLiteralExprSyntax,
    of function: FunctionDeclSyntax,
    displayName: String,
    returnType: TypeSyntax?
  ) -> ExprSyntax? {
    let wanted = literal.plainText
    let parameters = ForwardedParameter.all(of: function).filter { !$0.name.hasPrefix("_$") }
    let aliases = Self.plainTypeAliases(around: function)
    // A type as the comparison reads it: without an ownership specifier, and through the
    // protocol's own plain aliases (`typealias Row = Int`), an optional's too.
    func resolved(_ type: String) -> String {
      var type = type
      for specifier in ["borrowing ", "consuming "] where type.hasPrefix(specifier) {
        type.removeFirst(specifier.count)
      }
      if type.hasSuffix("?") { return resolved(String(type.dropLast())) + "?" }
      return aliases[type] ?? type
    }
    let writtenResult = returnType?.trimmedText ?? "Void"
    let result = resolved(writtenResult)
    func fits(_ type: String) -> Bool {
      let type = resolved(type)
      return result == type || result == type + "?" || result == "Optional<\(type)>"
    }
    guard let parameter = parameters.first(where: { $0.name == wanted }) else {
      // Offer each parameter whose type fits the result.
      let fixIts = parameters.filter { fits($0.type) }.map { candidate in
        FixIt(
          message: DelegateMacroFixIt.returnParameter(candidate.name),
          changes: [
            .replace(oldNode: Syntax(literal), newNode: Syntax(StringLiteralExprSyntax(content: candidate.name)))
          ]
        )
      }
      diagnostics.append(
        DelegateMacroDiagnostic.unknownReturnedParameter(
          requirement: displayName,
          name: wanted,
          names: parameters.map(\.name)
        ).diagnose(at: literal, fixIts: fixIts)
      )
      return nil
    }
    let type = parameter.type
    guard fits(type) else {
      diagnostics.append(
        DelegateMacroDiagnostic.returnedParameterType(
          requirement: displayName,
          name: wanted,
          type: type,
          result: writtenResult
        ).diagnose(at: literal)
      )
      return nil
    }
    return ExprSyntax("\(raw: parameter.name)")
  }

  /// The non-generic type aliases of the protocol around `member`, from `#if` clauses too:
  /// each name with the type it stands for, as written.
  static func plainTypeAliases(around member: some SyntaxProtocol) -> [String: String] {
    var node = Syntax(member).parent
    while let current = node, !current.is(ProtocolDeclSyntax.self) { node = current.parent }
    guard let protocolDecl = node?.as(ProtocolDeclSyntax.self) else { return [:] }
    var aliases: [String: String] = [:]
    func collect(_ members: MemberBlockItemListSyntax) {
      for member in members {
        if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil {
          aliases[alias.name.text] = alias.initializer.value.trimmedText
        } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
          for clause in ifConfig.clauses {
            if case .decls(let nested) = clause.elements { collect(nested) }
          }
        }
      }
    }
    collect(protocolDecl.memberBlock.members)
    return aliases
  }

  /// `@Optional(label: value)` in place of `attribute`, keeping its trivia.
  static func optionalAttribute(
    label: String,
    value: String,
    like attribute: AttributeSyntax
  ) -> AttributeSyntax {
    AttributeSyntax(
      attributeName: TypeSyntax("Optional"),
      leftParen: .leftParenToken(),
      arguments: .argumentList([LabeledExprSyntax(label: label, expression: ExprSyntax("\(raw: value)"))]),
      rightParen: .rightParenToken(),
      trailingTrivia: attribute.trailingTrivia
    ).with(\.leadingTrivia, attribute.leadingTrivia)
  }

  /// Checks that `@Combining`'s strategy fits what it combines: the result, or for a void
  /// completion-handler requirement the handler's one argument (the answers the handlers
  /// of every implementer give, joined into one call of the real handler).
  private mutating func checkStrategy(_ markers: Markers, returnType: TypeSyntax?, handler: HandlerReading) {
    guard let node = markers.strategyNode else { return }
    var combined = returnType
    // `.first` is how a handler requirement is called anyway: by its first implementer.
    if handler.isHandler, markers.strategy == .first { return }
    if handler.isHandler {
      if returnType != nil {
        diagnostics.append(
          DelegateMacroDiagnostic.handlerStrategyOnValue(strategy: markers.strategy.rawValue).diagnose(at: node)
        )
        return
      }
      guard let known = handler.handler else {
        diagnostics.append(
          DelegateMacroDiagnostic.severalHandlers(requirement: "", names: handler.candidates).diagnose(at: node)
        )
        return
      }
      switch known.parameterTypes.count {
      case 0:
        // Every implementer has answered: nothing to combine but the moment.
        if markers.strategy != .all {
          diagnostics.append(
            DelegateMacroDiagnostic.strategyMismatch(
              strategy: markers.strategy.rawValue,
              expected: "a value (a '() -> Void' handler is joined with .all)",
              type: "Void"
            ).diagnose(at: node)
          )
        }
        return
      case 1:
        combined = known.parameterTypes[0]
      default:
        diagnostics.append(
          DelegateMacroDiagnostic.handlerArity(handler: known.name, count: known.parameterTypes.count).diagnose(
            at: node
          )
        )
        return
      }
    }
    let type = combined?.trimmedText ?? "Void"
    let expected: String? =
      switch markers.strategy {
      case .first, .last: combined == nil ? "a value" : nil
      case .all, .any: combined?.isBoolType == true ? nil : "Bool"
      case .firstNonNil: combined?.isOptionalType == true ? nil : "an Optional"
      case .collect: combined?.isArrayType == true ? nil : "an Array"
      }
    if let expected {
      diagnostics.append(
        DelegateMacroDiagnostic.strategyMismatch(strategy: markers.strategy.rawValue, expected: expected, type: type)
          .diagnose(at: node)
      )
    }
  }

}

extension TypeSyntax {
  /// The token of a specifier written before the type (`sending`, `borrowing`, `inout`),
  /// before or after its attributes; `nil` when there is none.
  func specifier(_ keyword: Keyword) -> TokenSyntax? {
    guard let attributed = self.as(AttributedTypeSyntax.self) else { return nil }
    let base = attributed.baseType.position
    return attributed.tokens(viewMode: .sourceAccurate).first { token in
      token.position < base && token.tokenKind == .keyword(keyword)
    }
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
    // The token's text, not `trimmedDescription`: the plugin asks this of every attribute
    // of every requirement, and a debug swift-syntax builds a description token by token.
    if let identifier = attributeName.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      return identifier.name.text
    }
    if let member = attributeName.as(MemberTypeSyntax.self) { return member.name.text }
    return attributeName.trimmedText
  }
}

extension StringLiteralExprSyntax {
  /// The literal's text, its segments joined: a parameter name has no escapes to decode.
  var plainText: String {
    segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }
}
