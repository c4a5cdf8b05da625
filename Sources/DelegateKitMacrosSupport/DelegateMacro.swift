import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Delegate`: generates a requirement enum, a multicast, a proxy and a router beside a
/// delegate protocol, and default implementations for its `@Optional` requirements.
public enum DelegateMacro {
  /// The model of `declaration`, read anew for each role the compiler asks for: reading a
  /// protocol costs little next to type-checking the code generated for it, so no model is
  /// kept between requests.
  static func model(of declaration: ProtocolDeclSyntax) -> DelegateProtocol {
    DelegateProtocol(declaration)
  }
}

extension DelegateMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
      context.diagnose(DelegateMacroDiagnostic.notAProtocol.diagnose(at: node))
      return []
    }
    var model = Self.model(of: protocolDecl)
    let locator = model.locate(in: context)
    // Only this role reports problems, so each is reported once. A refused requirement is
    // still met by a stub, so that its error is the only one.
    for diagnostic in model.diagnostics + model.warnings { context.diagnose(diagnostic) }
    if model.isRefusedAsWhole { return model.refusedPeers }
    let label = DelegateProtocol.exactnessLabel(of: model.name, in: context)
    return [
      model.requirementEnum(
        exactnessLabel: label,
        parentLocations: model.delegateParents.map { locator?.line(of: $0.syntax) }
      ),
      model.callEnum(exactnessLabel: label), model.multicast, model.proxy,
      model.router,
    ]
  }
}

extension DelegateMacro: MemberMacro {
  /// The one requirement `@Delegate` adds to the protocol: how a class marked
  /// `@ExactResponder`, or its extension marked `@RespondsExactly`, answers which of its
  /// members the declaration conforming to this protocol implements (see
  /// `RespondsExactlyMacro` and `ExactResponderMacro`).
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // Only the name is needed: the requirement is the same for every protocol, refused or
    // not (a refused protocol's stub defaults answer it too), so nothing else is read.
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else { return [] }
    let label = DelegateProtocol.exactnessLabel(of: protocolDecl.name.text, in: context)
    return [.verbatim(DelegateProtocol.respondsExactlyRequirement(name: protocolDecl.name.text, label: label))]
  }
}

extension DelegateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else { return [] }
    var model = Self.model(of: protocolDecl)
    model.locate(in: context)
    // The requirement enum is the protocol's peer: name it the way `type` names the protocol,
    // so a nested protocol's extension finds it.
    let qualifier = type.trimmedText.dropLast(model.name.count)
    let requirementType = "\(qualifier)\(model.requirementName)"
    if model.isRefusedAsWhole {
      let label = DelegateProtocol.exactnessLabel(of: model.name, in: context)
      let defaults =
        [model.refusedMarker(requirementType: requirementType)] + model.refusedDefaults
        + [model.respondsExactlyDefault(label: label)]
      return defaults.isEmpty ? [] : [.verbatim(extending: type, body: defaults.map(indent).joined(separator: "\n"))]
    }
    var extensions: [ExtensionDeclSyntax] = []
    let label = DelegateProtocol.exactnessLabel(of: model.name, in: context)
    let defaults =
      model.defaultsExtensionMembers(requirementType: requirementType) + [model.respondsExactlyDefault(label: label)]
    extensions.append(
      .verbatim(
        extending: type,
        // A `nonisolated` protocol's defaults are too: in a module whose default isolation is
        // the main actor, they would otherwise be isolated, and no nonisolated conformer
        // could take them.
        isNonisolated: model.isExplicitlyNonisolated,
        body: ([model.marker(requirementType: requirementType)] + defaults).map(indent).joined(separator: "\n")
      )
    )
    extensions.append(
      .verbatim(
        extending: type,
        conformances: [("Self", "DelegateKit.ExactResponder")],
        body: model.respondsExactlyMarkedMembers(label: label).map(indent).joined(separator: "\n")
      )
    )
    extensions.append(model.ownConversionExtension(of: type, requirementType: requirementType))
    extensions.append(model.forwardersExtension(of: type, requirementType: requirementType))
    return extensions
  }
}

/// `@Optional` and `@Combining`: markers read by `@Delegate`. Alone they expand to nothing,
/// and they check that they stand on a requirement of a `@Delegate` protocol.
public enum RequirementMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let marker = node.attributeNameText
    if !isDelegateProtocol(context.lexicalContext.first) {
      context.diagnose(
        DelegateMacroDiagnostic.markerOutsideDelegate(marker: marker).diagnose(
          at: node,
          fixIts: [
            FixIt(
              message: DelegateMacroFixIt.removeMarker(marker),
              changes: [
                .replace(
                  oldNode: Syntax(node),
                  newNode: Syntax(TokenSyntax.unknown("").with(\.leadingTrivia, node.leadingTrivia))
                )
              ]
            )
          ]
        )
      )
    }
    return []
  }

  /// Whether `declaration`, a marker's innermost lexical context, is a `@Delegate`
  /// protocol: then the marker expands to nothing and diagnoses nothing.
  public static func isDelegateProtocol(_ declaration: (some SyntaxProtocol)?) -> Bool {
    guard let enclosing = declaration?.as(ProtocolDeclSyntax.self) else { return false }
    return enclosing.attributes.contains { $0.attributeNameText == "Delegate" }
  }
}
