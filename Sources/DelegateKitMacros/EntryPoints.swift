import DelegateKitMacrosSupport
public import SwiftSyntax
public import SwiftSyntaxMacros

// The plugin names its macros by these types. Each role forwards, in one line, to the
// expansion logic in DelegateKitMacrosSupport, where tests reach it without a plugin.

public enum DelegateMacro: PeerMacro, MemberMacro, ExtensionMacro {
  /// The expansion is written already indented; formatting it again in a debug plugin
  /// would cost more than half of its expansion time.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try DelegateKitMacrosSupport.DelegateMacro.expansion(of: node, providingPeersOf: declaration, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try DelegateKitMacrosSupport.DelegateMacro.expansion(
      of: node,
      providingMembersOf: declaration,
      conformingTo: protocols,
      in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try DelegateKitMacrosSupport.DelegateMacro.expansion(
      of: node,
      attachedTo: declaration,
      providingExtensionsOf: type,
      conformingTo: protocols,
      in: context
    )
  }
}

public enum RequirementMarkerMacro: PeerMacro {
  /// Expands to nothing: nothing to format.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try DelegateKitMacrosSupport.RequirementMarkerMacro.expansion(of: node, providingPeersOf: declaration, in: context)
  }
}

public enum RespondsExactlyMacro: MemberMacro {
  /// The expansion is written already indented.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try DelegateKitMacrosSupport.RespondsExactlyMacro.expansion(
      of: node,
      providingMembersOf: declaration,
      conformingTo: protocols,
      in: context
    )
  }
}

public enum ExactResponderMacro: MemberMacro, ExtensionMacro {
  /// The expansion is written already indented.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try DelegateKitMacrosSupport.ExactResponderMacro.expansion(
      of: node,
      providingMembersOf: declaration,
      conformingTo: protocols,
      in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try DelegateKitMacrosSupport.ExactResponderMacro.expansion(
      of: node,
      attachedTo: declaration,
      providingExtensionsOf: type,
      conformingTo: protocols,
      in: context
    )
  }
}
