import SwiftDiagnostics
import SwiftSyntax

extension DelegateProtocol {
  /// What a requirement's parameters say about completion handlers.
  struct HandlerReading {
    /// Whether the requirement passes a completion handler, which exactly one answer must
    /// reach: the call goes to one implementer, or to every implementer through a join.
    var isHandler = false
    /// The handler the defaults and joins call; `nil` when there is none, or when several
    /// parameters qualify and nothing said which.
    var handler: CompletionHandler?
    /// The parameters that qualify, when more than one does.
    var candidates: [String] = []
  }

  /// Finds the completion handler of `function`: the parameter named by
  /// `@CompletionHandler("name")`, none for `@CompletionHandler(nil)`, or else the one
  /// `@escaping` closure parameter returning `Void`. An optional closure returning `Void`
  /// may be a handler or a callback, so a requirement with one (and no plain handler) must
  /// say which; records that, and a marker naming no such parameter, as diagnostics.
  /// `forwarded` is `ForwardedParameter.all(of: function)`.
  mutating func readHandler(
    _ function: FunctionDeclSyntax,
    parameters forwarded: [ForwardedParameter],
    displayName: String
  ) -> HandlerReading {
    let parameters = Array(function.signature.parameterClause.parameters)
    func handler(at index: Int, _ shape: ClosureShape) -> CompletionHandler {
      CompletionHandler(
        name: forwarded[index].name,
        index: index,
        parameterTypes: shape.parameterTypes,
        isOptional: shape.isOptional
      )
    }
    let shapes = parameters.map { ClosureShape($0.type) }
    let qualifying = shapes.indices.filter { shapes[$0]?.isHandler == true }
    let possible = shapes.indices.filter { shapes[$0]?.mayBeHandler == true }
    // The names a marker may give: every closure parameter returning `Void`.
    let closureNames = (qualifying + possible).sorted().map { forwarded[$0].name }

    if let marker = function.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
      .first(where: { $0.attributeNameText == "CompletionHandler" })
    {
      let argument = marker.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
      if argument?.is(NilLiteralExprSyntax.self) == true { return HandlerReading() }
      let name = argument?.as(StringLiteralExprSyntax.self)?.plainText ?? ""
      guard let index = forwarded.indices.first(where: { forwarded[$0].name == name && !name.hasPrefix("_$") }),
        let shape = shapes[index], shape.returnsVoid, shape.isEscaping, !shape.isEffectful
      else {
        diagnostics.append(
          DelegateMacroDiagnostic.unknownHandler(requirement: displayName, name: name, names: closureNames)
            .diagnose(at: argument.map(Syntax.init) ?? Syntax(marker), fixIts: [])
        )
        return HandlerReading()
      }
      return HandlerReading(isHandler: true, handler: handler(at: index, shape))
    }
    if qualifying.isEmpty, !possible.isEmpty {
      diagnostics.append(
        DelegateMacroDiagnostic.optionalClosure(requirement: displayName, names: possible.map { forwarded[$0].name })
          .diagnose(at: parameters[possible[0]], fixIts: [])
      )
      return HandlerReading()
    }
    guard let first = qualifying.first, let shape = shapes[first] else { return HandlerReading() }
    if qualifying.count == 1 { return HandlerReading(isHandler: true, handler: handler(at: first, shape)) }
    return HandlerReading(isHandler: true, candidates: qualifying.map { forwarded[$0].name })
  }

  /// The call of `handler` that completes a requirement nobody implements: with the
  /// `completing:` arguments, or with none for a handler that takes none. Records why
  /// when the arguments cannot be worked out.
  mutating func handlerCall(
    _ reading: HandlerReading,
    completing: [ExprSyntax]?,
    optional: AttributeSyntax,
    parameters: [ForwardedParameter],
    displayName: String
  ) -> String? {
    guard reading.isHandler else { return nil }
    guard let handler = reading.handler else {
      diagnostics.append(
        DelegateMacroDiagnostic.severalHandlers(requirement: displayName, names: reading.candidates)
          .diagnose(at: optional, fixIts: [])
      )
      return nil
    }
    var arguments = completing ?? []
    // `completing: ()` for a handler that takes nothing.
    if handler.parameterTypes.isEmpty, arguments.count == 1, arguments[0].is(TupleExprSyntax.self),
      arguments[0].as(TupleExprSyntax.self)?.elements.isEmpty == true
    {
      arguments = []
    }
    if completing == nil, !handler.parameterTypes.isEmpty {
      diagnostics.append(
        DelegateMacroDiagnostic.handlerWithoutDefault(requirement: displayName, handler: handler.name).diagnose(
          at: optional,
          fixIts: [
            FixIt(
              message: DelegateMacroFixIt.addHandlerDefault,
              changes: [
                .replace(
                  oldNode: Syntax(optional),
                  newNode: Syntax(Self.optionalAttribute(label: "completing", value: "<#arguments#>", like: optional))
                )
              ]
            )
          ]
        )
      )
      return nil
    }
    guard arguments.count == handler.parameterTypes.count else {
      diagnostics.append(
        DelegateMacroDiagnostic.completingCount(
          requirement: displayName,
          handler: handler.name,
          expected: handler.parameterTypes.count,
          given: arguments.count
        ).diagnose(at: optional, fixIts: [])
      )
      return nil
    }
    var values: [String] = []
    for (argument, type) in zip(arguments, handler.parameterTypes) {
      guard let value = defaultExpression(argument, for: type, parameters: parameters, displayName: displayName)
      else { return nil }
      values.append(value)
    }
    return handler.call(values)
  }
}
