import SwiftSyntax
import SwiftSyntaxBuilder

/// One requirement of a `@Delegate` protocol, as the generators need it.
struct Requirement {
  enum Kind {
    case function(FunctionDeclSyntax)
    case property(VariableDeclSyntax, binding: PatternBindingSyntax, isSettable: Bool)
  }

  let kind: Kind
  /// The Swift name, such as `download(_:didProgress:)`.
  let displayName: String
  /// The case of the generated requirement enum.
  var caseName: String
  /// For an `@Optional` requirement, its index among the optional ones.
  var bit: Int?
  /// The `default:` of an `@Optional` requirement; `nil` for none or a required one.
  let defaultValue: ExprSyntax?
  let strategy: CombineStrategy
  /// The result type, or `nil` for a void requirement.
  let returnType: TypeSyntax?
  let isAsync: Bool
  /// The error type of the requirement's `throws`, or `nil` if it does not throw.
  let thrownType: TypeSyntax?

  var isOptional: Bool { bit != nil }
  var isVoid: Bool { returnType == nil }
  var name: String {
    switch kind {
    case .function(let function): function.name.text
    case .property(_, let binding, _): binding.pattern.trimmedDescription
    }
  }
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
      return member.name.text == "Optional" && member.baseType.trimmedDescription == "Swift"
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
    ["Bool", "Swift.Bool"].contains(trimmedDescription)
  }

  /// Whether the type is written as `Void` or `()`.
  var isVoidType: Bool {
    ["Void", "Swift.Void", "()"].contains(trimmedDescription)
  }
}
