import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@RespondsExactly`: records, on an extension of a delegate class that declares delegate
/// conformances, the Swift names of the members it declares, so that delegate lists know
/// before any call which optional requirements the class leaves to their defaults.
///
/// The marked extension answers, for each type it inherits, the `@Delegate` protocol's
/// `_$respondsExactly(<Protocol>:)` with the names of its members. On a class it is refused,
/// with a fix-it: a class is marked `@ExactResponder` (see `ExactResponderMacro`), which
/// needs an extension role, and Swift attaches no macro with that role to an extension.
public enum RespondsExactlyMacro {}

extension RespondsExactlyMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if declaration.is(ClassDeclSyntax.self) {
      context.diagnose(
        DelegateMacroDiagnostic.respondsExactlyOnClass.diagnose(
          at: node,
          fixIts: [
            FixIt(
              message: DelegateMacroFixIt.useExactResponder,
              changes: [.replace(oldNode: Syntax(node.attributeName), newNode: Syntax(exactResponderName(node)))]
            )
          ]
        )
      )
      return []
    }
    guard declaration.is(ExtensionDeclSyntax.self) else {
      context.diagnose(DelegateMacroDiagnostic.respondsExactlyNotAnExtension.diagnose(at: node))
      return []
    }
    let inherited = inheritedNames(declaration.inheritanceClause)
    if inherited.isEmpty {
      context.diagnose(DelegateMacroDiagnostic.respondsExactlyWithoutConformance.diagnose(at: node))
      return []
    }
    return answers(for: inherited, members: declaration.memberBlock.members)
  }

  /// `ExactResponder`, spelled as `node` spells its macro (`DelegateKit.RespondsExactly`
  /// keeps its module).
  private static func exactResponderName(_ node: AttributeSyntax) -> TypeSyntax {
    let name = String(node.attributeName.trimmedText.dropLast("RespondsExactly".count)) + "ExactResponder"
    return TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
      .with(\.leadingTrivia, node.attributeName.leadingTrivia)
      .with(\.trailingTrivia, node.attributeName.trailingTrivia)
  }

  /// For each label in `inherited`, the `_$respondsExactly` answer listing the Swift names
  /// of `members`.
  static func answers(for inherited: [String], members: MemberBlockItemListSyntax) -> [DeclSyntax] {
    let names = Set(memberNames(members)).sorted()
    let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
    return inherited.map {
      .verbatim(
        """
        /// The members this declaration implements, as `@RespondsExactly` read them.
        public nonisolated static func _$respondsExactly(\($0) _: Swift.Void) -> Swift.Set<Swift.String>? {
          [\(list)]
        }
        """
      )
    }
  }
}

extension RespondsExactlyMacro {
  /// The label of each type in an inheritance clause (compositions taken apart), as written:
  /// the label of the `_$respondsExactly` answer for it (see
  /// `DelegateProtocol.exactnessLabel(of:in:)`).
  static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
    func path(_ type: TypeSyntax) -> [String]? {
      if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
      if let member = type.as(MemberTypeSyntax.self) { return path(member.baseType).map { $0 + [member.name.text] } }
      return nil
    }
    func labels(_ type: TypeSyntax) -> [String] {
      if let composition = type.as(CompositionTypeSyntax.self) {
        return composition.elements.flatMap { labels($0.type) }
      }
      if let attributed = type.as(AttributedTypeSyntax.self) { return labels(attributed.baseType) }
      guard let path = path(type), !["AnyObject", "Sendable"].contains(path.last ?? "") else { return [] }
      return [DelegateProtocol.label(path)]
    }
    return (clause?.inheritedTypes ?? []).flatMap { labels($0.type) }
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
