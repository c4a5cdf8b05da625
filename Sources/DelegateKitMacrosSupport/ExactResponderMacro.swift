public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@ExactResponder`: marks a delegate class whose every conformance to a `@Delegate`
/// protocol answers `responds(to:)` exactly.
///
/// The member role answers, for the types the class's own declaration inherits, as
/// `@RespondsExactly` does on an extension. The extension role conforms the class to
/// `DelegateKit.ExactResponder`, under which each `@Delegate` protocol's exactness answer is
/// unavailable (see `DelegateProtocol.respondsExactlyMarkedMembers(label:)`): a conformance
/// of the class declared where no macro reads its members is then refused by the compiler
/// at that declaration. A subclass of a marked class conforms already, and gets no extension.
public enum ExactResponderMacro {}

extension ExactResponderMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else {
      context.diagnose(DelegateMacroDiagnostic.exactResponderNotAClass.diagnose(at: node))
      return []
    }
    return RespondsExactlyMacro.answers(
      for: RespondsExactlyMacro.inheritedNames(declaration.inheritanceClause),
      members: declaration.memberBlock.members
    )
  }
}

extension ExactResponderMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // `protocols` is empty when the class conforms already, through a marked superclass.
    guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
    return [.verbatim(extending: type, inheriting: "DelegateKit.ExactResponder")]
  }
}
