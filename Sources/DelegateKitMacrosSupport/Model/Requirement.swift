import SwiftSyntax
import SwiftSyntaxBuilder

/// One requirement of a `@Delegate` protocol, as the generators need it.
struct Requirement {
  enum Kind {
    case function(FunctionDeclSyntax)
    case property(VariableDeclSyntax, binding: PatternBindingSyntax, isSettable: Bool)
  }

  let kind: Kind

  /// The declaration the user wrote.
  var node: Syntax {
    switch kind {
    case .function(let function): Syntax(function)
    case .property(let variable, _, _): Syntax(variable)
    }
  }
  /// The Swift name, such as `download(_:didProgress:)`.
  let displayName: String
  /// The base name and argument labels, from which the requirement enum's case is named.
  let labelName: String
  /// The parameter types, which tell overloads with the same labels apart.
  let parameterTypes: [String]
  /// The case of the generated requirement enum.
  var caseName: String
  /// The case's raw value: the index among the `@Optional` requirements, or a negative
  /// number for a required one.
  var rawValue = 0
  /// Whether the requirement is marked `@Optional`.
  let isOptional: Bool
  let strategy: CombineStrategy
  /// The result type as written, trivia included (print it with `trimmedText`), or `nil`
  /// for a void requirement.
  let returnType: TypeSyntax?
  let isAsync: Bool
  /// The error type of the requirement's `throws`, or `nil` if it does not throw.
  let thrownType: TypeSyntax?
  /// Whether the error type is spelled out (`throws(E)`): closures then need it written.
  let isTypedThrows: Bool
  /// Whether the requirement passes a completion handler (an `@escaping` closure returning
  /// `Void`), which exactly one answer must reach.
  let isHandler: Bool
  /// The completion handler, when the requirement has one and it is known which.
  let handler: CompletionHandler?
  /// For an `@Optional` completion-handler requirement, the call that completes it when no
  /// delegate does, such as `completion(nil)`.
  let handlerCall: String?
  /// Whether the default is the foreign protocol's own (`@Optional(default: .inherited)`):
  /// the macro writes none, so conformers keep the foreign one.
  var inheritsDefault = false
  /// The default's expression as the generated code writes it, or `nil` for none.
  var defaultExpression: String?
  /// The `#if` conditions the requirement is declared under, all of which must hold.
  var conditions: [String] = []
  /// For a method, its signature as the generated members write it (markers removed, every
  /// parameter named) and the arguments that pass its parameters on; computed once, since
  /// the three generated types and the default all use it.
  var forwarding: ForwardingSignature?

  var isVoid: Bool { returnType == nil }

  /// Whether a multicast hands each implementer a handler of its own and calls the real one
  /// once, with their answers combined (`@Combining` on a void handler requirement).
  var joinsHandlers: Bool { isHandler && isVoid && strategy != .first }
}

/// How the multicast combines the answers to a value requirement.
enum CombineStrategy: String {
  case first
  case last
  case all
  case any
  case firstNonNil
  case collect
}

extension TypeSyntax {
  /// Whether the type is written as an optional (`T?`, `T!` or `Optional<T>`).
  var isOptionalType: Bool {
    if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Optional" && identifier.genericArgumentClause != nil
    }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.name.text == "Optional" && member.baseType.trimmedText == "Swift"
    }
    return false
  }

  /// Whether the type is written as an array (`[T]` or `Array<T>`).
  var isArrayType: Bool {
    if self.is(ArrayTypeSyntax.self) { return true }
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Array" && identifier.genericArgumentClause != nil
    }
    return false
  }

  /// Whether the type is written as `Bool`.
  var isBoolType: Bool {
    ["Bool", "Swift.Bool"].contains(trimmedText)
  }

  /// Whether the type is written as `Void` or `()`.
  var isVoidType: Bool {
    ["Void", "Swift.Void", "()"].contains(trimmedText)
  }

  /// Whether the type mentions `Self`, which a forwarder cannot return for its delegate.
  var mentionsSelf: Bool {
    tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.Self) }
  }
}

extension FunctionParameterSyntax {
  /// The parameter's type attributes, such as `escaping` or `autoclosure`.
  var typeAttributes: [String] {
    guard let attributed = type.as(AttributedTypeSyntax.self) else { return [] }
    return attributed.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedText
    }
  }
}
