import SwiftSyntax

/// A parameter type read as a closure: what decides whether the parameter is a completion
/// handler.
///
/// A completion handler is a closure the delegate keeps and calls once, later, with its
/// answer: an `@escaping` closure returning `Void`, whatever the parameter's name. One that
/// throws or is `async` is work handed over (a test's body), which nobody answers. An
/// optional closure (`((Bool) -> Void)?`) escapes too, but is as often a callback the
/// caller may leave out as a handler, so its shape alone does not decide.
struct ClosureShape {
  /// Whether the closure escapes: written `@escaping`, or optional (implicitly escaping).
  let isEscaping: Bool
  /// Whether the parameter's type is an optional closure.
  let isOptional: Bool
  /// Whether the closure returns `Void`.
  let returnsVoid: Bool
  /// Whether the closure `throws` or is `async`: then it is no handler.
  let isEffectful: Bool
  /// The types of the closure's own parameters, as written.
  let parameterTypes: [TypeSyntax]

  /// The shape of `type`, or `nil` when it is not a closure type.
  init?(_ type: TypeSyntax) {
    var type = type
    var isEscaping = false
    var isOptional = false
    // `@escaping @Sendable (T) -> Void`, `((T) -> Void)?`, `(@Sendable (T) -> Void)!`, each
    // possibly parenthesized.
    while true {
      if let attributed = type.as(AttributedTypeSyntax.self) {
        if attributed.attributes.contains(where: { $0.attributeNameText == "escaping" }) { isEscaping = true }
        type = attributed.baseType
      } else if let optional = type.as(OptionalTypeSyntax.self) {
        isOptional = true
        type = optional.wrappedType
      } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        isOptional = true
        type = unwrapped.wrappedType
      } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.firstName == nil
      {
        type = only.type
      } else {
        break
      }
    }
    guard let function = type.as(FunctionTypeSyntax.self) else { return nil }
    self.isEscaping = isEscaping || isOptional
    self.isOptional = isOptional
    returnsVoid = function.returnClause.type.isVoidType
    isEffectful = function.effectSpecifiers?.throwsClause != nil || function.effectSpecifiers?.asyncSpecifier != nil
    let parameters = function.parameters.map(\.type)
    // `(Void) -> Void` and `(()) -> Void` take nothing, as `() -> Void` does.
    parameterTypes = parameters.count == 1 && parameters[0].isVoidType ? [] : parameters
  }

  /// Whether the shape alone makes the parameter a completion handler: an `@escaping`,
  /// non-optional closure returning `Void`, with no effects.
  var isHandler: Bool { isEscaping && !isOptional && returnsVoid && !isEffectful }

  /// Whether it may be a completion handler, which the requirement must say: an optional
  /// closure returning `Void`, with no effects.
  var mayBeHandler: Bool { isOptional && returnsVoid && !isEffectful }
}

/// The completion handler of a requirement, as the generated code calls it.
struct CompletionHandler {
  /// The parameter's name in the forwarding signature (an unnamed one is `_$arg<index>`).
  let name: String
  /// The parameter's index among the requirement's parameters.
  let index: Int
  /// The handler's parameter types; the answer is the only one, when there is one.
  let parameterTypes: [TypeSyntax]
  /// Whether the parameter is an optional closure, called through `?`.
  let isOptional: Bool

  /// A call of the handler with `arguments`.
  func call(_ arguments: [String]) -> String {
    "\(name)\(isOptional ? "?" : "")(\(arguments.joined(separator: ", ")))"
  }
}
