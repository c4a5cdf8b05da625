import SwiftSyntax

// The compiler receives an expansion as text and parses it itself. Building the generated
// declarations as syntax trees first would parse them once more inside the plugin, which in
// a client's debug build is a debug build of swift-syntax: that parse would be most of the
// macro's cost (`Scripts/macro-build-cost.sh` measures it). So the generated text travels
// in one token, written once and parsed once, by the compiler. Tests parse the expansion
// back (`assertMacro`), so a malformed one still fails there.

extension DeclSyntax {
  /// A declaration carried as its source text, not parsed.
  static func verbatim(_ source: String) -> DeclSyntax {
    DeclSyntax(MissingDeclSyntax(placeholder: .identifier(source)))
  }
}

extension TypeSyntax {
  /// A type carried as its source text, not parsed.
  static func verbatim(_ source: String) -> TypeSyntax {
    TypeSyntax(IdentifierTypeSyntax(name: .identifier(source)))
  }
}

extension ExtensionDeclSyntax {
  /// `extension <type>: <inherited> where <conformances>, <sameType> {` `body` `}`, with the
  /// types and `body` carried as text, not parsed; `{}` when `body` is empty.
  ///
  /// - Parameters:
  ///   - isNonisolated: Whether to write `nonisolated` first.
  ///   - conformances: Conformance requirements, such as `("Self", "P")`.
  ///   - sameType: A same-type requirement, such as `("Self.A", "B")`.
  static func verbatim(
    extending type: some TypeSyntaxProtocol,
    isNonisolated: Bool = false,
    conformances: [(String, String)] = [],
    sameType: (String, String)? = nil,
    body: String = "",
    inheriting inherited: String? = nil
  ) -> ExtensionDeclSyntax {
    var requirements: [GenericRequirementSyntax] = []
    for (left, right) in conformances {
      let requirement = ConformanceRequirementSyntax(
        leftType: TypeSyntax.verbatim(left),
        colon: .colonToken(trailingTrivia: .space),
        rightType: TypeSyntax.verbatim(right)
      )
      requirements.append(GenericRequirementSyntax(requirement: .conformanceRequirement(requirement)))
    }
    if let (left, right) = sameType {
      // swift-syntax 601 made each side a choice of a type or an expression (for value
      // generics); 600 has types.
      #if canImport(SwiftSyntax601)
      let requirement = SameTypeRequirementSyntax(
        leftType: .type(.verbatim(left)),
        equal: .binaryOperator("==", leadingTrivia: .space, trailingTrivia: .space),
        rightType: .type(.verbatim(right))
      )
      #else
      let requirement = SameTypeRequirementSyntax(
        leftType: TypeSyntax.verbatim(left),
        equal: .binaryOperator("==", leadingTrivia: .space, trailingTrivia: .space),
        rightType: TypeSyntax.verbatim(right)
      )
      #endif
      requirements.append(GenericRequirementSyntax(requirement: .sameTypeRequirement(requirement)))
    }
    for index in requirements.indices.dropLast() {
      requirements[index].trailingComma = .commaToken(trailingTrivia: .space)
    }
    let whereClause =
      requirements.isEmpty
      ? nil
      : GenericWhereClauseSyntax(
        whereKeyword: .keyword(.where, leadingTrivia: .space, trailingTrivia: .space),
        requirements: GenericRequirementListSyntax(requirements)
      )
    return ExtensionDeclSyntax(
      modifiers: isNonisolated ? [DeclModifierSyntax(name: .keyword(.nonisolated, trailingTrivia: .space))] : [],
      extensionKeyword: .keyword(.extension, trailingTrivia: .space),
      extendedType: type.trimmed,
      inheritanceClause: inherited.map {
        InheritanceClauseSyntax(
          colon: .colonToken(trailingTrivia: .space),
          inheritedTypes: [InheritedTypeSyntax(type: TypeSyntax.verbatim($0))]
        )
      },
      genericWhereClause: whereClause,
      memberBlock: body.isEmpty
        ? MemberBlockSyntax(leftBrace: .leftBraceToken(leadingTrivia: .space), members: [])
        : MemberBlockSyntax(
          leftBrace: .leftBraceToken(leadingTrivia: .space, trailingTrivia: .newline),
          members: [MemberBlockItemSyntax(decl: DeclSyntax.verbatim(body))],
          rightBrace: .rightBraceToken(leadingTrivia: .newline)
        )
    )
  }
}
