import Foundation
import SwiftParser
import SwiftSyntax

/// Reads the public protocols of one source file, and the members the file's unconstrained
/// extensions of any protocol implement (the package's defaults).
final class ProtocolScanner: SyntaxVisitor {
  private let package: String
  private let module: String
  private let file: String
  private var imports: [String] = []
  private(set) var protocols: [HarvestedProtocol] = []
  /// For each extended type name, the Swift names of the members its unconstrained
  /// extensions implement.
  private(set) var defaults: [String: Set<String>] = [:]
  /// Public protocols left out: nested in a type, inside `#if`, or `@_spi`.
  private(set) var skipped = 0
  /// The public type aliases of a composition of named types, such as the standard
  /// library's `Codable` (`Decodable & Encodable`), by name: what a protocol that names
  /// one refines.
  private(set) var compositions: [String: [String]] = [:]

  /// Whether a protocol inside `#if` is read (its first clause), as in a module interface,
  /// whose declarations sit in `#if compiler(…)` blocks.
  private let readsConditionals: Bool

  init(package: String, module: String, file: String, readsConditionals: Bool = false) {
    self.package = package
    self.module = module
    self.file = file
    self.readsConditionals = readsConditionals
    super.init(viewMode: .sourceAccurate)
  }

  /// Scans `text`.
  func scan(_ text: String) {
    walk(Parser.parse(source: text))
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let hidden: Set<String> = ["internal", "private", "fileprivate", "package"]
    let isHidden =
      node.modifiers.contains { hidden.contains($0.name.text) }
      || node.attributes.contains { $0.trimmedDescription.hasPrefix("@_implementationOnly") }
      || node.attributes.contains { $0.trimmedDescription.hasPrefix("@testable") }
    // A module of another platform, imported under `#if canImport(…)`, which a client here
    // cannot import: the declarations the forms copy name none of its types.
    let module = node.path.first?.name.text ?? ""
    guard !isHidden, !Self.otherPlatforms.contains(module) else { return .skipChildren }
    // A scoped import under `#if` is a platform's (`import var _float.DBL_DECIMAL_DIG`, for
    // Musl): its module may not exist here.
    if node.importKindSpecifier != nil, Self.isConditional(Syntax(node)) { return .skipChildren }
    // A scoped import (`public import class NIOCore.EventLoopFuture`) names a declaration the
    // requirements use: a client imports its whole module.
    let line = "import " + (node.importKindSpecifier == nil ? node.path.trimmedDescription : module)
    if !imports.contains(line) { imports.append(line) }
    return .skipChildren
  }

  /// Whether `node` sits inside an `#if`.
  static func isConditional(_ node: Syntax) -> Bool {
    var parent = node.parent
    while let current = parent {
      if current.is(IfConfigDeclSyntax.self) { return true }
      parent = current.parent
    }
    return false
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.genericWhereClause == nil else { return .skipChildren }
    let extended = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    let isPublic = node.modifiers.contains { $0.name.text == "public" }
    for item in node.memberBlock.members where Self.isDefault(item.decl, inPublicExtension: isPublic) {
      if let key = Self.signatureKey(of: item.decl) { defaults[extended, default: []].insert(key) }
    }
    return .skipChildren
  }

  /// Whether a member of an extension is a default a conformer in another module may rely
  /// on: public (an internal one is the package's own helper), and not deprecated (a
  /// deprecated default says a conformance must implement the requirement, and warns where
  /// one does not).
  static func isDefault(_ decl: DeclSyntax, inPublicExtension: Bool) -> Bool {
    if let attributed = decl.asProtocol((any WithAttributesSyntax).self),
      attributed.attributes.contains(where: {
        $0.trimmedDescription.hasPrefix("@available") && $0.trimmedDescription.contains("deprecated")
      })
    {
      return false
    }
    guard let modified = decl.asProtocol((any WithModifiersSyntax).self) else { return inPublicExtension }
    let names = Set(modified.modifiers.map(\.name.text))
    if names.contains("public") || names.contains("open") { return true }
    return inPublicExtension && names.isDisjoint(with: ["internal", "fileprivate", "private", "package"])
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.modifiers.contains(where: { $0.name.text == "public" }) else { return .skipChildren }
    // An `@_spi` protocol is public to its package's chosen clients only; a deprecated one
    // draws the package's own warning at every client's use.
    if node.attributes.contains(where: {
      $0.trimmedDescription.hasPrefix("@_spi")
        || ($0.trimmedDescription.hasPrefix("@available") && $0.trimmedDescription.contains("deprecated"))
    }) {
      skipped += 1
      return .skipChildren
    }
    var parent = node.parent
    while let current = parent {
      if (current.is(IfConfigDeclSyntax.self) && !readsConditionals) || current.is(MemberBlockSyntax.self) {
        skipped += 1
        return .skipChildren
      }
      parent = current.parent
    }
    // `Edge: CustomStringConvertible & Codable` refines each of the composition's protocols.
    let inherited = (node.inheritanceClause?.inheritedTypes ?? []).flatMap { inherited -> [String] in
      guard let composition = inherited.type.as(CompositionTypeSyntax.self) else {
        return [inherited.type.trimmedDescription]
      }
      return composition.elements.map { $0.type.trimmedDescription }
    }
    let classBound =
      inherited.contains { ["AnyObject", "class", "Actor", "AnyActor"].contains($0) }
      || (node.genericWhereClause?.trimmedDescription.contains("Self: AnyObject") ?? false)
    protocols.append(
      HarvestedProtocol(
        package: package,
        module: module,
        name: node.name.text,
        file: file,
        declaration: Self.knownAvailability(node.trimmedDescription),
        imports: imports,
        isClassBound: classBound,
        parents: inherited.filter { !["AnyObject", "class", "Sendable", "Swift.Sendable"].contains($0) },
        declaresSendable: inherited.contains { $0 == "Sendable" || $0 == "Swift.Sendable" }
          || (node.genericWhereClause?.trimmedDescription.contains("Self: Sendable") ?? false),
        members: node.memberBlock.members.compactMap { item in
          // A package's requirements under `#if` are restated with their condition; a module
          // interface's `#if compiler(…)` blocks hold what its first clause declares anyway.
          if item.decl.is(IfConfigDeclSyntax.self), !readsConditionals {
            return HarvestedProtocol.Member(kind: .other, name: "", text: item.decl.trimmedDescription, isStatic: false)
          }
          return Self.member(item.decl)
        }
      )
    )
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.modifiers.contains(where: { $0.name.text == "public" }), node.genericParameterClause == nil,
      let composition = node.initializer.value.as(CompositionTypeSyntax.self)
    else { return .skipChildren }
    compositions[node.name.text] = composition.elements.map {
      String($0.type.trimmedDescription.split(separator: ".").last ?? "")
    }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// `text` without its `@available` attributes that name a platform of the package's own
  /// (`@available(Configuration 1.0, *)`, which its manifest defines with
  /// `-define-availability`): a client built without that flag would warn at each.
  static func knownAvailability(_ text: String) -> String {
    let platforms: Set<String> = [
      "*", "swift", "iOS", "macOS", "OSX", "macCatalyst", "tvOS", "watchOS", "visionOS", "xrOS", "Linux",
      "Windows", "OpenBSD", "FreeBSD", "Android", "DriverKit", "iOSApplicationExtension",
      "macOSApplicationExtension", "OSXApplicationExtension", "macCatalystApplicationExtension",
      "tvOSApplicationExtension", "watchOSApplicationExtension", "visionOSApplicationExtension",
    ]
    guard let pattern = try? NSRegularExpression(pattern: #"@available\(\s*([A-Za-z_*]+)[^)]*\)\s*"#) else {
      return text
    }
    var result = text
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
      guard let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }), !platforms.contains(name),
        let whole = Range(match.range, in: result)
      else { continue }
      result.removeSubrange(whole)
    }
    return result
  }

  /// Modules of other platforms than this one, which a package imports under `#if`.
  static let otherPlatforms: Set<String> = [
    "Darwin", "ObjectiveC", "UIKit", "AppKit", "WatchKit", "os", "Security", "Network", "CoreGraphics",
    "CryptoKit", "System", "WinSDK", "ucrt", "CRT", "Android", "Bionic", "Musl", "WASILibc", "wasi_pthread",
    "_CWASI",
  ]

  /// A protocol member as the forms use it.
  static func member(_ decl: DeclSyntax) -> HarvestedProtocol.Member? {
    let isStatic =
      decl.asProtocol((any WithModifiersSyntax).self)?.modifiers
      .contains { $0.name.text == "static" || $0.name.text == "class" } ?? false
    let text = Self.knownAvailability(decl.trimmedDescription)
    if let function = decl.as(FunctionDeclSyntax.self) {
      let result = function.signature.returnClause?.type.trimmedDescription
      let isVoid = result == nil || result == "Void" || result == "()"
      var member = HarvestedProtocol.Member(
        kind: .function(isVoid: isVoid),
        name: swiftName(of: decl) ?? "",
        text: text,
        isStatic: isStatic
      )
      member.key = signatureKey(of: decl) ?? member.name
      member.overloadKey = signatureKey(of: decl, includingThrows: false) ?? member.name
      member.isThrowing = function.signature.effectSpecifiers?.throwsClause != nil
      return member
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      let settable = variable.bindings.contains { binding in
        guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return false }
        return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
      }
      return .init(
        kind: .property(isSettable: settable),
        name: swiftName(of: decl) ?? "",
        text: text,
        isStatic: isStatic,
        type: variable.bindings.first?.typeAnnotation?.type.trimmedDescription
      )
    }
    if decl.is(IfConfigDeclSyntax.self) || decl.is(MissingDeclSyntax.self) { return nil }
    // A requirement a protocol restates from its parent (`override`) is the parent's.
    if decl.asProtocol((any WithModifiersSyntax).self)?.modifiers.contains(where: { $0.name.text == "override" })
      == true
    {
      return nil
    }
    // A type's or an initializer's name keys it too, so that a requirement an ancestor
    // restates (the standard library's `override associatedtype`, a literal protocol's
    // initializer) is listed once, as its nearest declaration says it.
    if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
      return .init(kind: .other, name: "associatedtype \(associated.name.text)", text: text, isStatic: isStatic)
    }
    if let alias = decl.as(TypeAliasDeclSyntax.self) {
      return .init(kind: .other, name: "typealias \(alias.name.text)", text: text, isStatic: isStatic)
    }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      let labels = initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
      return .init(kind: .other, name: "init(\(labels))", text: text, isStatic: isStatic)
    }
    return .init(kind: .other, name: "", text: text, isStatic: isStatic)
  }

  /// What tells a requirement and the extension member that implements it apart from
  /// their overloads: a function's Swift name, parameter types, effects and result (`get(_:as:)`
  /// returning a future is not the `async` one returning the value); a property's name;
  /// `nil` for anything else. Without `throws` (`includingThrows: false`), what a restatement that
  /// differs only in it shares: Swift overloads on `async`, not on `throws`.
  static func signatureKey(of decl: DeclSyntax, includingThrows: Bool = true) -> String? {
    guard let function = decl.as(FunctionDeclSyntax.self) else { return swiftName(of: decl) }
    // Generic parameters are keyed by position, and `Swift.` is dropped: a refinement that
    // restates `encode<E: JSONEncoder>(into:context:)` as `encode<JSONEncoder: …>` restates
    // the same requirement.
    var generics: [String: String] = [:]
    for (index, parameter) in (function.genericParameterClause?.parameters ?? []).enumerated() {
      generics[parameter.name.text] = "τ\(index)"
    }
    func normalized(_ type: TypeSyntax?) -> String {
      guard let type else { return "Void" }
      let words = type.tokens(viewMode: .sourceAccurate).map { token in
        token.tokenKind == .identifier(token.text) ? generics[token.text] ?? token.text : token.text
      }
      let text = words.joined().replacingOccurrences(of: "Swift.", with: "")
      return text == "()" ? "Void" : text
    }
    let signature = function.signature
    let types = signature.parameterClause.parameters.map { normalized($0.type) }.joined(separator: ",")
    let effects =
      (signature.effectSpecifiers?.asyncSpecifier == nil ? "" : " async")
      + (!includingThrows || signature.effectSpecifiers?.throwsClause == nil ? "" : " throws")
    return "\(swiftName(of: decl) ?? "")(\(types))\(effects) -> \(normalized(signature.returnClause?.type))"
  }

  static func swiftName(of decl: DeclSyntax) -> String? {
    if let function = decl.as(FunctionDeclSyntax.self) {
      let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
      return "\(function.name.text)(\(labels.joined()))"
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      return variable.bindings.first?.pattern.trimmedDescription
    }
    return nil
  }
}
