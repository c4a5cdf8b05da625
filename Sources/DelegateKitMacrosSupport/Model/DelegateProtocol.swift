import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

/// A `@Delegate` protocol, read from its declaration, with every problem found on the way.
struct DelegateProtocol {
  let declaration: ProtocolDeclSyntax
  let name: String
  /// The access modifier for generated declarations, with a trailing space, or empty.
  let access: String
  let isMainActor: Bool
  let isSendable: Bool
  var requirements: [Requirement] = []
  var diagnostics: [Diagnostic] = []

  /// Members of the generated types that a requirement must not redeclare, and the type
  /// that has each.
  static let reservedNames: [String: String] = [
    "add(_:retention:)": "multicast", "remove(_:)": "multicast", "contains(_:)": "multicast",
    "removeAll()": "multicast", "count": "multicast", "isEmpty": "multicast", "delegates": "multicast",
    "isBreaking": "multicast", "onLastDelegateGone": "multicast", "responds(to:)": "multicast",
    "conforms(to:)": "multicast", "delegate": "proxy", "setDelegate(_:retention:)": "proxy",
    "hasDelegate": "proxy", "select(_:)": "router", "selectedKey": "router",
    "setDelegate(_:for:retention:)": "router", "setDefaultDelegate(_:retention:)": "router",
    "delegate(for:)": "router", "defaultDelegate": "router", "activeDelegate": "router",
  ]

  /// The inherited names that need no requirements of their own.
  static let markerProtocols: Set<String> = ["AnyObject", "Sendable", "Swift.Sendable", "Swift.AnyObject"]

  init(_ declaration: ProtocolDeclSyntax) {
    self.declaration = declaration
    name = declaration.name.text
    access = Self.accessModifier(of: declaration.modifiers)
    isMainActor = declaration.attributes.contains { $0.attributeNameText == "MainActor" }
    let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    isSendable = inherited.contains("Sendable") || inherited.contains("Swift.Sendable")
    checkInheritance(inherited)
    readRequirements()
  }

  private static func accessModifier(of modifiers: DeclModifierListSyntax) -> String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      case .keyword(.fileprivate), .keyword(.private): return "fileprivate "
      default: continue
      }
    }
    return ""
  }

  private mutating func checkInheritance(_ inherited: [String]) {
    let isClassBound = inherited.contains { $0 == "AnyObject" || $0 == "Swift.AnyObject" || $0 == "class" }
    if !isClassBound {
      diagnostics.append(
        DelegateMacroDiagnostic.notClassBound(protocolName: name).diagnose(
          at: declaration.name,
          fixIts: [addAnyObjectFixIt()]
        )
      )
    }
    for type in declaration.inheritanceClause?.inheritedTypes ?? [] {
      let text = type.type.trimmedDescription
      guard !Self.markerProtocols.contains(text), text != "class" else { continue }
      diagnostics.append(DelegateMacroDiagnostic.refinesProtocol(parent: text).diagnose(at: type.type))
    }
  }

  private func addAnyObjectFixIt() -> FixIt {
    var fixed = declaration
    if var clause = declaration.inheritanceClause {
      var types = Array(clause.inheritedTypes)
      types[types.count - 1] = types[types.count - 1].with(\.trailingComma, .commaToken(trailingTrivia: .space))
      types.append(InheritedTypeSyntax(type: TypeSyntax("AnyObject"), trailingTrivia: types[types.count - 1].trailingTrivia))
      types[types.count - 2] = types[types.count - 2].with(\.type, types[types.count - 2].type.trimmed)
      clause.inheritedTypes = InheritedTypeListSyntax(types)
      fixed.inheritanceClause = clause
    } else {
      fixed.name = declaration.name.with(\.trailingTrivia, [])
      fixed.inheritanceClause = InheritanceClauseSyntax(
        colon: .colonToken(trailingTrivia: .space),
        inheritedTypes: [InheritedTypeSyntax(type: TypeSyntax("AnyObject"), trailingTrivia: declaration.name.trailingTrivia)]
      )
    }
    return FixIt(
      message: DelegateMacroFixIt.addAnyObject,
      changes: [.replace(oldNode: Syntax(declaration), newNode: Syntax(fixed))]
    )
  }

  private mutating func readRequirements() {
    var optionalCount = 0
    var usedCaseNames: [String: Int] = [:]
    for member in declaration.memberBlock.members {
      let decl = member.decl
      if let function = decl.as(FunctionDeclSyntax.self) {
        guard var requirement = readFunction(function) else { continue }
        requirement.caseName = Self.uniqueCaseName(requirement.caseName, &usedCaseNames)
        if requirement.bit != nil {
          requirement.bit = optionalCount
          optionalCount += 1
        }
        requirements.append(requirement)
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        for var requirement in readProperty(variable) {
          requirement.caseName = Self.uniqueCaseName(requirement.caseName, &usedCaseNames)
          if requirement.bit != nil {
            requirement.bit = optionalCount
            optionalCount += 1
          }
          requirements.append(requirement)
        }
      } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
        diagnostics.append(DelegateMacroDiagnostic.associatedType(name: associated.name.text).diagnose(at: associated))
      } else if decl.is(InitializerDeclSyntax.self) {
        diagnostics.append(DelegateMacroDiagnostic.initializer.diagnose(at: decl))
      } else if decl.is(SubscriptDeclSyntax.self) {
        diagnostics.append(DelegateMacroDiagnostic.subscriptRequirement.diagnose(at: decl))
      }
    }
    for requirement in requirements {
      guard let type = Self.reservedNames[requirement.displayName] else { continue }
      let node: Syntax =
        switch requirement.kind {
        case .function(let function): Syntax(function.name)
        case .property(_, let binding, _): Syntax(binding.pattern)
        }
      diagnostics.append(
        DelegateMacroDiagnostic.reservedName(requirement: requirement.displayName, type: type).diagnose(at: node)
      )
    }
    if optionalCount > 64 {
      diagnostics.append(
        DelegateMacroDiagnostic.tooManyOptionalRequirements(count: optionalCount).diagnose(at: declaration.name)
      )
    }
  }

  private static func uniqueCaseName(_ base: String, _ used: inout [String: Int]) -> String {
    let count = used[base, default: 0]
    used[base] = count + 1
    return count == 0 ? base : "\(base)\(count + 1)"
  }
}
