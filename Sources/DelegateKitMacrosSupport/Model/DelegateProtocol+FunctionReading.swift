import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

// Reading a method requirement: its signature and markers validated, then the requirement
// named and built, then its shape checked against what the markers ask.

extension DelegateProtocol {
  /// What reading a method's signature and markers found: everything its requirement is
  /// built from besides the declaration itself.
  struct FunctionReading {
    /// The Swift name, such as `tableView(_:heightForRowAt:)`, which diagnostics quote.
    var displayName: String
    var parameters: [ForwardedParameter]
    var returnType: TypeSyntax?
    var handler: HandlerReading
    var markers: Markers
    /// Whether the requirement keeps the default of the foreign protocol it restates.
    var inheritsDefault: Bool
    /// The completion handler's call when nobody implements the requirement.
    var handlerCall: String?
    /// The `@Optional` default, as the generated code writes it.
    var defaultExpression: String?
  }

  /// Reads a method requirement, or records why it cannot be forwarded: its signature and
  /// markers are validated, then the requirement is named and built, then its shape is
  /// checked against what its markers ask.
  mutating func readFunction(_ function: FunctionDeclSyntax) -> Requirement? {
    let before = diagnostics.count
    guard validateSignature(function) else { return nil }
    let reading = readSignatureAndMarkers(function)
    guard diagnostics.count == before else { return nil }
    let requirement = makeRequirement(function, reading)
    guard checkShape(of: requirement, markers: reading.markers) else { return nil }
    return requirement
  }

  /// Validates a method's markers against its signature, and reads its completion handler
  /// and its default: each problem is recorded as a diagnostic.
  private mutating func readSignatureAndMarkers(_ function: FunctionDeclSyntax) -> FunctionReading {
    let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
    let displayName = "\(function.name.text)(\(labels.map { "\($0):" }.joined()))"
    let returnType = function.signature.returnClause.map(\.type).flatMap { $0.isVoidType ? nil : $0 }
    let forwarded = ForwardedParameter.all(of: function)
    let handler = readHandler(function, parameters: forwarded, displayName: displayName)
    var markers = readMarkers(
      function.attributes,
      displayName: displayName,
      returnType: returnType,
      handler: handler
    )
    if let returned = markers.returnedParameter {
      markers.defaultValue = checkReturnedParameter(
        returned,
        of: function,
        displayName: displayName,
        returnType: returnType
      )
    }
    var reading = FunctionReading(
      displayName: displayName,
      parameters: forwarded,
      returnType: returnType,
      handler: handler,
      markers: markers,
      inheritsDefault: Self.isInheritedDefault(markers.defaultValue)
    )
    // A kept foreign default completes the handler itself.
    if let optional = markers.optional, handler.isHandler, !reading.inheritsDefault {
      reading.handlerCall = self.handlerCall(
        handler,
        completing: markers.completing,
        optional: optional,
        parameters: forwarded,
        displayName: displayName
      )
    }
    if let value = markers.defaultValue, !reading.inheritsDefault {
      reading.defaultExpression = self.defaultExpression(
        value,
        for: returnType,
        parameters: forwarded,
        displayName: displayName
      )
    }
    return reading
  }

  /// The requirement a validated method reads as: named from its base name and labels
  /// (``labelName(of:)``), with what its reading found.
  private func makeRequirement(_ function: FunctionDeclSyntax, _ reading: FunctionReading) -> Requirement {
    let parameters = function.signature.parameterClause.parameters
    let effects = function.signature.effectSpecifiers
    let labelName = Self.labelName(of: function).filter { $0 != "`" }
    var requirement = Requirement(
      kind: .function(function),
      displayName: reading.displayName,
      labelName: labelName,
      parameterTypes: parameters.map(\.type.sourceText),
      caseName: labelName,
      isOptional: reading.markers.optional != nil,
      strategy: reading.markers.strategy,
      returnType: reading.returnType,
      isAsync: effects?.asyncSpecifier != nil,
      thrownType: effects?.throwsClause.map { $0.type?.trimmed ?? TypeSyntax("any Swift.Error") },
      isTypedThrows: effects?.throwsClause?.type != nil,
      isHandler: reading.handler.isHandler,
      handler: reading.handler.handler,
      handlerCall: reading.handlerCall
    )
    requirement.inheritsDefault = reading.inheritsDefault
    requirement.defaultExpression = reading.defaultExpression
    requirement.forwarding = Forwarding.forwardingSignature(function, parameters: reading.parameters)
    return requirement
  }

  /// Whether what the markers ask fits the requirement's shape: a kept foreign default can
  /// be neither `async` nor joined, and a joined completion handler cannot be `async`.
  private mutating func checkShape(of requirement: Requirement, markers: Markers) -> Bool {
    if requirement.inheritsDefault, let optional = markers.optional, requirement.isAsync || requirement.joinsHandlers {
      diagnostics.append(
        DelegateMacroDiagnostic.inheritedShape(requirement: requirement.displayName, isAsync: requirement.isAsync)
          .diagnose(at: optional)
      )
      return false
    }
    if requirement.joinsHandlers, requirement.isAsync, let node = markers.strategyNode {
      diagnostics.append(
        DelegateMacroDiagnostic.asyncJoin(requirement: requirement.displayName).diagnose(at: node)
      )
      return false
    }
    return true
  }
}
