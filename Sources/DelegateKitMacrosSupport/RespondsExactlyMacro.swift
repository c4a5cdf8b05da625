import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@RespondsExactly`: records, on a delegate class, the Swift names of the members its
/// declaration implements, so that delegate lists know before any call which optional
/// requirements it leaves to their defaults.
public enum RespondsExactlyMacro {}

extension RespondsExactlyMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else {
      context.diagnose(DelegateMacroDiagnostic.respondsExactlyNotAClass.diagnose(at: node))
      return []
    }
    let names = Set(memberNames(declaration.memberBlock.members)).sorted()
    let access = declaration.modifiers.contains {
      [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind)
    } ? "public " : ""
    let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
    let body = """
      /// The members this class's declaration implements, as `@RespondsExactly` read them.
      \(access)nonisolated static var _$implementedNames: Swift.Set<Swift.String> { [\(list)] }
      """
    return [
      .verbatim(
        extending: type,
        conformances: [],
        body: indent(body),
        inheriting: "DelegateKit.RespondsExactly"
      )
    ]
  }

  /// The Swift names of the methods and properties among `members`, in every `#if` branch:
  /// a name that may be implemented counts as implemented.
  static func memberNames(_ members: MemberBlockItemListSyntax) -> [String] {
    members.flatMap { item -> [String] in
      if let function = item.decl.as(FunctionDeclSyntax.self) {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return ["\(function.name.text.filter { $0 != "`" })(\(labels.joined()))"]
      }
      if let variable = item.decl.as(VariableDeclSyntax.self) {
        return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
      }
      if let conditions = item.decl.as(IfConfigDeclSyntax.self) {
        return conditions.clauses.flatMap { clause -> [String] in
          guard case .decls(let members) = clause.elements else { return [] }
          return memberNames(members)
        }
      }
      return []
    }
  }
}
