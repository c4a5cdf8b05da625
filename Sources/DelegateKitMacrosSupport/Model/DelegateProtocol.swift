import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// A `@Delegate` protocol, read from its declaration, with every problem found on the way.
struct DelegateProtocol {
  let declaration: ProtocolDeclSyntax
  let name: String
  /// The access modifier for generated declarations, with a trailing space, or empty.
  let access: String
  let isMainActor: Bool
  var isSendable = false
  /// The protocols it refines, other than `AnyObject` and `Sendable`: `@Delegate`
  /// protocols, whose members forward their requirements for this protocol's types too.
  var parents: [Parent] = []
  /// The parents named in `@Delegate(foreign:)`: protocols the macro does not own, whose
  /// requirements that are not restated keep their own implementations.
  var foreignParents: Set<String> = []
  /// The class named in `@Delegate(subclassing:)`, which the generated types inherit from.
  var baseClass: String?
  var requirements: [Requirement] = []
  /// The protocol's own type aliases, each under its `#if` conditions: a requirement may
  /// name one, and the generated declarations outside the protocol redeclare it.
  var typeAliases: [(declaration: TypeAliasDeclSyntax, conditions: [String])] = []
  /// What tells the methods read so far apart for overloading (see `overloadKey`).
  private var declaredSignatures: Set<String> = []
  var diagnostics: [Diagnostic] = []
  /// Warnings: what the declaration says that it may not mean. They refuse nothing.
  var warnings: [Diagnostic] = []
  /// The requirements refused one by one, kept as stubs (see ``RefusedMember``).
  var refused: [RefusedMember] = []
  /// Whether the protocol is refused as a whole: its generated types are then unavailable
  /// stand-ins, and its `@Optional` requirements get stub defaults.
  var isRefusedAsWhole = false
  /// Where the user wrote the protocol's name, when the expansion's context can say: the
  /// generated classes' headers are mapped there (see `classHeader(_:name:)`).
  var declarationLine: SourceLine?
  /// Where the user wrote each refused requirement, by its node.
  var refusedLines: [SyntaxIdentifier: SourceLine] = [:]

  /// Places what the generated code maps to the user's lines: the protocol's name, each
  /// requirement and each refused one; returns the locator, for other nodes of the
  /// declaration, or `nil` when the context cannot place it.
  @discardableResult
  mutating func locate(in context: some MacroExpansionContext) -> SourceLine.Locator? {
    guard let locator = SourceLine.Locator(declaration, in: context) else { return nil }
    declarationLine = locator.line(of: declaration.name)
    for stub in refused {
      if let node = stub.declaration { refusedLines[node.id] = locator.line(of: node) }
    }
    for requirement in requirements {
      requirementLines[requirement.node.id] = locator.line(of: requirement.node)
    }
    return locator
  }

  /// Where the user wrote each requirement, by its node: its forwarder is mapped there.
  var requirementLines: [SyntaxIdentifier: SourceLine] = [:]

  /// Members the generated types have, from their runtime protocols, that a requirement
  /// of the same name would hide; and the type that has each.
  static let reservedNames: [String: String] = [
    "add(_:retention:)": "multicast", "remove(_:)": "multicast", "contains(_:)": "multicast",
    "removeAll()": "multicast", "count": "multicast", "isEmpty": "multicast", "delegates": "multicast",
    "isBreaking": "multicast", "onLastDelegateGone": "multicast", "responds(to:)": "multicast",
    "conforms(to:)": "multicast", "delegate": "proxy", "setDelegate(_:retention:)": "proxy",
    "hasDelegate": "proxy", "select(_:)": "router", "selectedKey": "router",
    "setDelegate(_:for:retention:)": "router", "setDefaultDelegate(_:retention:)": "router",
    "delegate(for:)": "router", "defaultDelegate": "router", "activeDelegate": "router",
    "calls(bufferingPolicy:)": "multicast",
  ]

  /// The attributes `@Delegate` reads on a requirement, which the generated members leave out.
  static let markerNames: Set<String> = ["Optional", "Combining", "CompletionHandler"]

  /// The reserved names whose member takes a delegate as its first argument.
  static let delegateTakingNames: Set<String> = [
    "add(_:retention:)", "remove(_:)", "contains(_:)", "setDelegate(_:retention:)",
  ]

  init(_ declaration: ProtocolDeclSyntax) {
    self.declaration = declaration
    name = declaration.name.text
    access = Self.accessModifier(of: declaration.modifiers)
    isMainActor = declaration.attributes.contains { $0.attributeNameText == "MainActor" }
    readArguments()
    checkInheritance()
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

  /// Reads what the protocol inherits: `AnyObject` (or `class`) and `Sendable`, alone or
  /// in a composition such as `AnyObject & Sendable`, and parent protocols, which must be
  /// `@Delegate` protocols themselves (class-bound through their own `AnyObject`).
  private mutating func checkInheritance() {
    var isClassBound = false
    for inherited in declaration.inheritanceClause?.inheritedTypes ?? [] {
      for type in Self.flattened(inherited.type) {
        switch type.trimmedText {
        case "AnyObject", "Swift.AnyObject", "class": isClassBound = true
        case "Sendable", "Swift.Sendable": isSendable = true
        // The class named in `subclassing:` is the generated types' superclass, as the
        // protocol requires of its conformers, not a parent protocol.
        case baseClass: break
        case let text where StandardLibraryProtocols.isMarker(text): break
        case let text where StandardLibraryProtocols.isActor(text):
          // An actor protocol is bound to classes of a kind: only its own refusal is said.
          isClassBound = true
          isRefusedAsWhole = true
          diagnostics.append(
            DelegateMacroDiagnostic.actorParent(name: text).diagnose(
              at: type,
              fixIts: [removeParentFixIt(inherited, name: text)]
            )
          )
        case let text where !foreignParents.contains(text):
          guard let standard = StandardLibraryProtocols.parent(text) else {
            parents.append(Parent(type))
            continue
          }
          isRefusedAsWhole = true
          diagnostics.append(
            DelegateMacroDiagnostic.standardLibraryParent(name: standard).diagnose(
              at: type,
              fixIts: [removeParentFixIt(inherited, name: text)]
            )
          )
        default: parents.append(Parent(type))
        }
      }
    }
    // `protocol P<Input>: Parser` names associated types, its own or a parent's, that no
    // existential of it can call a requirement with.
    if let primary = declaration.primaryAssociatedTypeClause {
      isRefusedAsWhole = true
      var fixed = declaration
      fixed.primaryAssociatedTypeClause = nil
      fixed.name = declaration.name.with(\.trailingTrivia, primary.trailingTrivia)
      diagnostics.append(
        DelegateMacroDiagnostic.primaryAssociatedTypes(names: primary.primaryAssociatedTypes.map(\.name.text))
          .diagnose(
            at: primary,
            fixIts: [
              FixIt(
                message: DelegateMacroFixIt.removePrimaryAssociatedTypes,
                changes: [.replace(oldNode: Syntax(declaration), newNode: Syntax(fixed))]
              )
            ]
          )
      )
    }
    // A same-type requirement fixes an associated type of a parent (`where InboundIn ==
    // String`): the generated classes conform with it fixed. Any other leaves the classes
    // nothing to choose.
    for requirement in declaration.genericWhereClause?.requirements ?? [] {
      if case .sameTypeRequirement = requirement.requirement { continue }
      // `where Self: SomeClass`: the generated classes must inherit from it.
      if case .conformanceRequirement(let conformance) = requirement.requirement,
        conformance.leftType.trimmedText == "Self"
      {
        let type = conformance.rightType.trimmedText
        if type == baseClass { continue }
        isRefusedAsWhole = true
        diagnostics.append(DelegateMacroDiagnostic.classConstraint(type: type).diagnose(at: requirement))
        continue
      }
      isRefusedAsWhole = true
      diagnostics.append(
        DelegateMacroDiagnostic.whereClause(requirement.requirement.trimmedText).diagnose(at: requirement)
      )
    }
    // A parent, or a superclass, makes the protocol class-bound through it.
    if !isClassBound, parents.isEmpty, baseClass == nil {
      isRefusedAsWhole = true
      diagnostics.append(
        DelegateMacroDiagnostic.notClassBound(protocolName: name).diagnose(
          at: declaration.name,
          fixIts: [addAnyObjectFixIt()]
        )
      )
    }
  }

  /// Reads `@Delegate(foreign: A.self, B.self, subclassing: C.self)`.
  private mutating func readArguments() {
    let attribute = declaration.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
      .first { $0.attributeNameText == "Delegate" }
    guard case .argumentList(let arguments) = attribute?.arguments else { return }
    var label = ""
    for argument in arguments {
      if let name = argument.label?.text { label = name }
      let type = Self.typeName(argument.expression)
      switch label {
      case "foreign": foreignParents.insert(type)
      case "subclassing": baseClass = type == "nil" ? nil : type
      default: break
      }
    }
  }

  /// `A` for an argument written `A.self` or `(any A).self`.
  private static func typeName(_ expression: ExprSyntax) -> String {
    var text = expression.trimmedText
    if text.hasSuffix(".self") { text.removeLast(5) }
    if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    if text.hasPrefix("any ") { text.removeFirst(4) }
    return text
  }

  /// The parents that are `@Delegate` protocols, whose forwarding members serve this one's
  /// generated types.
  var delegateParents: [Parent] {
    parents.filter { !foreignParents.contains($0.type) }
  }

  /// The members of a composition (`A & B`), or the type itself.
  private static func flattened(_ type: TypeSyntax) -> [TypeSyntax] {
    if let attributed = type.as(AttributedTypeSyntax.self) { return flattened(attributed.baseType) }
    guard let composition = type.as(CompositionTypeSyntax.self) else { return [type] }
    return composition.elements.flatMap { flattened($0.type) }
  }

  /// Removes `inherited` from the inheritance clause, and the clause with it when it was
  /// the only entry.
  private func removeParentFixIt(_ inherited: InheritedTypeSyntax, name: String) -> FixIt {
    var fixed = declaration
    var types = Array(declaration.inheritanceClause?.inheritedTypes ?? []).filter { $0.id != inherited.id }
    if types.isEmpty {
      fixed.inheritanceClause = nil
      fixed.name = declaration.name.with(\.trailingTrivia, .space)
    } else {
      types[types.count - 1] = types[types.count - 1].with(\.trailingComma, nil)
        .with(\.trailingTrivia, inherited.trailingTrivia)
      fixed.inheritanceClause?.inheritedTypes = InheritedTypeListSyntax(types)
    }
    return FixIt(
      message: DelegateMacroFixIt.removeParent(name),
      changes: [.replace(oldNode: Syntax(declaration), newNode: Syntax(fixed))]
    )
  }

  private func addAnyObjectFixIt() -> FixIt {
    var fixed = declaration
    if var clause = declaration.inheritanceClause {
      var types = Array(clause.inheritedTypes)
      types[types.count - 1] = types[types.count - 1].with(\.trailingComma, .commaToken(trailingTrivia: .space))
      types.append(
        InheritedTypeSyntax(type: TypeSyntax("AnyObject"), trailingTrivia: types[types.count - 1].trailingTrivia)
      )
      types[types.count - 2] = types[types.count - 2].with(\.type, types[types.count - 2].type.trimmed)
      clause.inheritedTypes = InheritedTypeListSyntax(types)
      fixed.inheritanceClause = clause
    } else {
      fixed.name = declaration.name.with(\.trailingTrivia, [])
      fixed.inheritanceClause = InheritanceClauseSyntax(
        colon: .colonToken(trailingTrivia: .space),
        inheritedTypes: [
          InheritedTypeSyntax(type: TypeSyntax("AnyObject"), trailingTrivia: declaration.name.trailingTrivia)
        ]
      )
    }
    return FixIt(
      message: DelegateMacroFixIt.addAnyObject,
      changes: [.replace(oldNode: Syntax(declaration), newNode: Syntax(fixed))]
    )
  }

  private mutating func readRequirements() {
    read(declaration.memberBlock.members, conditions: [])
    nameCases()
    var optionalCount = 0
    var requiredCount = 0
    for index in requirements.indices {
      // A requirement that keeps a foreign default is implemented by every delegate, its
      // own method or the foreign default: required, as the runtime sees it.
      if requirements[index].isOptional, !requirements[index].inheritsDefault {
        requirements[index].rawValue = optionalCount
        optionalCount += 1
      } else {
        requiredCount += 1
        requirements[index].rawValue = -requiredCount
      }
    }
    for requirement in requirements {
      guard let type = Self.reservedNames[requirement.displayName] else { continue }
      // These take a delegate: a requirement taking something else is an overload.
      if Self.delegateTakingNames.contains(requirement.displayName),
        !(requirement.parameterTypes.first ?? "").contains(name)
      {
        continue
      }
      let node: Syntax =
        switch requirement.kind {
        case .function(let function): Syntax(function.name)
        case .property(_, let binding, _): Syntax(binding.pattern)
        }
      // The generated type's own member and the forwarder would both answer to the name.
      isRefusedAsWhole = true
      diagnostics.append(
        DelegateMacroDiagnostic.reservedName(requirement: requirement.displayName, type: type).diagnose(at: node)
      )
    }
    if optionalCount > 64 {
      isRefusedAsWhole = true
      diagnostics.append(
        DelegateMacroDiagnostic.tooManyOptionalRequirements(count: optionalCount).diagnose(at: declaration.name)
      )
    }
  }

  /// Reads the requirements among `members`, and those inside `#if` blocks under the
  /// conditions of their clause.
  private mutating func read(_ members: MemberBlockItemListSyntax, conditions: [String]) {
    for member in members {
      let decl = member.decl
      if let function = decl.as(FunctionDeclSyntax.self) {
        // A second declaration that differs only in `throws` is the compiler's error too;
        // forwarding both would declare one method twice.
        guard declaredSignatures.insert(Self.overloadKey(function, conditions: conditions)).inserted else {
          // Refused whole: no generated type could meet both declarations.
          isRefusedAsWhole = true
          diagnostics.append(Self.redeclaration(function))
          continue
        }
        guard var requirement = readFunction(function) else {
          refuse(decl, conditions: conditions)
          continue
        }
        requirement.conditions = conditions
        requirements.append(requirement)
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        let read = readProperty(variable)
        if read.isEmpty, variable.bindings.contains(where: { $0.typeAnnotation != nil }) {
          refuse(decl, conditions: conditions)
        }
        for var requirement in read {
          requirement.conditions = conditions
          requirements.append(requirement)
        }
      } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        var earlier: [String] = []
        for clause in ifConfig.clauses {
          let condition = clause.condition.map { "(\($0.trimmedText))" }
          let negated = earlier.map { "!\($0)" }
          if let condition { earlier.append(condition) }
          guard case .decls(let nested) = clause.elements else { continue }
          read(nested, conditions: conditions + negated + (condition.map { [$0] } ?? []))
        }
      } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
        typeAliases.append((alias, conditions))
      } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
        isRefusedAsWhole = true
        diagnostics.append(DelegateMacroDiagnostic.associatedType(name: associated.name.text).diagnose(at: associated))
      } else if decl.is(InitializerDeclSyntax.self) {
        diagnostics.append(DelegateMacroDiagnostic.initializer.diagnose(at: decl))
        refuse(decl, conditions: conditions)
      } else if decl.is(SubscriptDeclSyntax.self) {
        diagnostics.append(DelegateMacroDiagnostic.subscriptRequirement.diagnose(at: decl))
        refuse(decl, conditions: conditions)
      }
    }
  }

  /// Names each requirement's case after its base name and labels; overloads that share
  /// those (`handle(_:)` taking an `Int` and a `String`) add their parameter types.
  private mutating func nameCases() {
    var groups: [String: Int] = [:]
    for requirement in requirements { groups[requirement.labelName, default: 0] += 1 }
    var used: [String: Int] = [:]
    for index in requirements.indices {
      let requirement = requirements[index]
      var caseName = requirement.labelName
      if groups[caseName, default: 0] > 1 {
        caseName += requirement.parameterTypes.map(Self.typeWord).joined()
      }
      let seen = used[caseName, default: 0]
      used[caseName] = seen + 1
      requirements[index].caseName = Self.escaped(seen == 0 ? caseName : "\(caseName)\(seen + 1)")
    }
  }

  /// The words a case cannot be named without backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "package", "consume", "copy",
  ]

  /// `name` as an identifier: in backticks when it is a keyword, or holds characters an
  /// identifier cannot (a raw identifier's).
  static func escaped(_ name: String) -> String {
    if name.hasPrefix("`") { return name }
    let plain = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !(name.first?.isNumber ?? true)
    return plain && !keywords.contains(name) ? name : "`\(name)`"
  }

  /// A type as a word for a case name: its letters and digits, each run capitalized.
  static func typeWord(_ type: String) -> String {
    let word = type.split { !$0.isLetter && !$0.isNumber }.map { capitalized(String($0)) }.joined()
    return word.isEmpty ? "Value" : word
  }
}

/// A protocol a `@Delegate` protocol refines.
struct Parent {
  /// The type as written, such as `ScrollViewDelegate` or `UIKitLike.ScrollViewDelegate`.
  let type: String
  /// The name its conversion goes by, `_$as<name>`: its last component, the name its own
  /// expansion gives the conversion.
  let conversionName: String
  /// Where the user wrote it: a lookup of its requirement enum that fails is reported there.
  let syntax: TypeSyntax

  init(_ type: TypeSyntax) {
    self.type = type.trimmedText
    conversionName = String(self.type.split(separator: ".").last ?? Substring(self.type))
    syntax = type
  }

  /// Its requirement enum, reached through the marker its own `@Delegate` declares on it:
  /// a parent without one fails the lookup with the marker's name, which says what to write.
  var requirementType: String { "\(type).`\(Parent.marker(of: conversionName))`" }

  /// The name of the type alias every `@Delegate` protocol declares, in an extension of
  /// itself, for its requirement enum. A child names its parents' enums through it
  /// (`Parent.<marker>`), so a parent that is not a `@Delegate` protocol fails with the
  /// compiler's "'<marker>' is not a member type of protocol 'Parent'", and the marker, a
  /// raw identifier, is the instruction. It holds the protocol's own name, so that a
  /// grandparent's marker, inherited by a parent without `@Delegate`, does not answer for
  /// the parent.
  /// The name of the requirement, in a protocol's `_$Forwarding`, that converts a stored
  /// delegate to the protocol. A child's expansion implements it for each parent through the
  /// child's own; a protocol that reaches a parent through two of its own parents (a diamond)
  /// gets two such implementations, and the compiler names both in its error: the name, a raw
  /// identifier, is the instruction. Naming the shared parent among the protocol's own
  /// parents makes its expansion implement it once more, in a place that wins over both.
  static func conversion(to name: String) -> String {
    let name = name.filter { $0 != "`" }
    return
      "`_$as\(name), which a protocol reaching \(name) through several parents implements once: name \(name) among its own parents`"
  }

  static func marker(of name: String) -> String {
    // A raw identifier cannot hold a backtick, which a raw-identifier protocol name has.
    let name = name.filter { $0 != "`" }
    return "_$\(name) is not @Delegate: mark \(name) @Delegate, or name it in @Delegate(foreign: \(name).self) "
      + "and restate the requirements to forward; a class goes in @Delegate(subclassing:)"
  }
}
