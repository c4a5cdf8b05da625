import SwiftSyntax
import SwiftSyntaxBuilder

/// A requirement `@Delegate` refused, kept so that the expansion still satisfies it: its
/// error is the only one the user sees, with no follow-on error in their own classes (which
/// get its default, when it is `@Optional`) or in the generated types (which get its
/// forwarder). Both stop the program if reached; the refused requirement's error keeps the
/// program from building anyway.
struct RefusedMember {
  /// The stub in the extension the generated types take their forwarders from, which the
  /// generated types of every protocol refining this one take too: an initializer's or a
  /// static member's stub there meets the requirement for a child's types as well.
  var forwarder: String?
  /// The stub default, for an `@Optional` requirement.
  var defaultMember: String?
  /// The stub in each generated class's own body, for an operator: the compiler does not
  /// find an operator in an extension a macro wrote when it checks a conformance.
  var classMember: String?
  var conditions: [String] = []
  /// The refused requirement, where a stub that fails to meet it is reported.
  var declaration: Syntax?
}

extension DelegateProtocol {
  /// The body of every stub.
  static let refusedBody = "Swift.fatalError(\"@Delegate refused this requirement: see the error on its declaration\")"

  /// Keeps `decl`, a requirement the reading refused, as stubs.
  mutating func refuse(_ decl: DeclSyntax, conditions: [String]) {
    let isStatic =
      decl.asProtocol((any WithModifiersSyntax).self)?.modifiers.contains {
        [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
      } == true
    let prefix = access + (isStatic ? "static " : "")
    let isOptional =
      decl.asProtocol((any WithAttributesSyntax).self)?.attributes.contains { $0.attributeNameText == "Optional" }
      == true
    var stubs: [RefusedMember] = []
    if let function = decl.as(FunctionDeclSyntax.self) {
      // A `mutating` requirement of a class-bound protocol is the compiler's own error too;
      // the stub, without `mutating`, still meets it, so that nothing else fails.
      let member = "\(Forwarding.forwardingSignature(function).declared(prefix)) {\n  \(Self.refusedBody)\n}"
      switch function.name.tokenKind {
      case .binaryOperator, .prefixOperator, .postfixOperator:
        stubs.append(RefusedMember(classMember: member))
      default:
        stubs.append(RefusedMember(forwarder: member, defaultMember: isOptional ? member : nil))
      }
    } else if let variable = decl.as(VariableDeclSyntax.self) {
      for binding in variable.bindings {
        guard let type = binding.typeAnnotation?.type.trimmedText,
          binding.pattern.is(IdentifierPatternSyntax.self)
        else { continue }
        var getter = "get"
        var isSettable = false
        if case .accessors(let accessors) = binding.accessorBlock?.accessors {
          for accessor in accessors {
            if accessor.accessorSpecifier.tokenKind == .keyword(.set) { isSettable = true }
            if accessor.accessorSpecifier.tokenKind == .keyword(.get), let effects = accessor.effectSpecifiers {
              getter += " " + effects.trimmedText
            }
          }
        }
        let member =
          "\(prefix)var \(binding.pattern.trimmedText): \(type) {\n  \(getter) { \(Self.refusedBody) }\(isSettable ? "\n  set {}" : "")\n}"
        stubs.append(RefusedMember(forwarder: member, defaultMember: isOptional ? member : nil))
      }
    } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
      var isSettable = false
      if case .accessors(let accessors) = subscriptDecl.accessorBlock?.accessors {
        isSettable = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
      }
      let signature =
        "subscript\(subscriptDecl.genericParameterClause?.trimmedText ?? "")\(subscriptDecl.parameterClause.trimmedText) \(subscriptDecl.returnClause.trimmedText)\(subscriptDecl.genericWhereClause.map { " " + $0.trimmedText } ?? "")"
      let member = "\(prefix)\(signature) {\n  get { \(Self.refusedBody) }\(isSettable ? "\n  set {}" : "")\n}"
      stubs.append(RefusedMember(forwarder: member, defaultMember: isOptional ? member : nil))
    } else if let initializer = decl.as(InitializerDeclSyntax.self) {
      let signature =
        "init\(initializer.optionalMark?.text ?? "")\(initializer.genericParameterClause?.trimmedText ?? "")\(initializer.signature.trimmedText)\(initializer.genericWhereClause.map { " " + $0.trimmedText } ?? "")"
      // The generated classes are final, so a protocol extension's initializer meets the
      // requirement; a class's own `init()` (the router's) is taken over it.
      stubs.append(RefusedMember(forwarder: "\(access)\(signature) {\n  \(Self.refusedBody)\n}"))
    }
    for var stub in stubs {
      stub.conditions = conditions
      stub.declaration = Syntax(decl)
      refused.append(stub)
    }
  }

  /// The stand-ins for the generated types of a protocol refused as a whole (one that is not
  /// class-bound, or declares an associated type): unavailable, with a message that points
  /// at the protocol's error, so that a use reads as that and not as a missing name.
  var refusedPeers: [DeclSyntax] {
    let message = "@Delegate could not generate this type: see the error on protocol '\(name)'"
    let unavailable = "@available(*, unavailable, message: \"\(message)\")"
    // The requirement enum stays available with the two names a refining protocol's
    // expansion reads of it: that protocol is refused at its own line, through this one's
    // unavailable marker, and its expansion compiles. The forwarding protocol asks what no
    // generated type has, under a name that is the instruction: a protocol further down
    // the hierarchy, which names a parent that is not refused, is refused by it at its own
    // line too ("does not conform to protocol '_$Fields was refused by @Delegate: …'").
    let refusal = Self.refusedForwarding(of: name)
    let requirementEnum = """
      /// Stands for the requirement enum `@Delegate` could not generate: see the error on
      /// protocol '\(name)'.
      \(access)enum \(requirementName) {
        \(access)typealias _$Existential = any \(name)
        \(access)typealias _$Forwarding = `\(refusal)`
        /// What no generated type conforms to: `@Delegate` refused ``\(name)``.
        \(access)protocol `\(refusal)` {
          static var _$refused: Swift.Never { get }
        }
      }
      """
    // Every member a use reaches on a stand-in (`multicast.count`, `proxy.delegate`) is the
    // one unavailable dynamic member, so that each use reads as the refusal and not as a
    // missing member. Calling it calls the stand-in's answer, which answers anything. The
    // members that take a retention are declared, so that `.strong` has a type to name.
    let retention = "retention: DelegateKit.DelegateRetention = .weak"
    let members = """
        \(access)init(isBreaking: Swift.Bool = false) {}
        \(unavailable)
        \(access)subscript(dynamicMember member: Swift.String) -> _$Refused { Swift.fatalError() }
        \(unavailable)
        @discardableResult
        \(access)func add(_ delegate: Any, \(retention)) -> Swift.Bool { Swift.fatalError() }
        \(unavailable)
        \(access)func setDelegate(_ delegate: Any?, \(retention)) {}
        \(unavailable)
        \(access)func setDelegate(_ delegate: Any?, for key: Any, \(retention)) {}
        \(unavailable)
        \(access)func setDefaultDelegate(_ delegate: Any?, \(retention)) {}
        /// What a member of the stand-in answers: a call of anything.
        @dynamicCallable
        \(access)struct _$Refused {
          @discardableResult
          \(access)func dynamicallyCall(withArguments arguments: [Any]) -> Self { self }
          @discardableResult
          \(access)func dynamicallyCall(withKeywordArguments arguments: Swift.KeyValuePairs<Swift.String, Any>) -> Self {
            self
          }
        }
      """
    func standIn(_ name: String) -> DeclSyntax {
      .verbatim("\(unavailable)\n@dynamicMemberLookup\n\(access)final class \(name) {\n\(members)\n}")
    }
    return [
      .verbatim(requirementEnum),
      .verbatim("\(unavailable)\n\(access)enum \(callName) {}"),
      standIn(multicastName), standIn(proxyName), standIn("\(routerName)<_$Key>"),
    ]
  }

  /// The name of the protocol a refused protocol's stand-in requirement enum asks the
  /// generated types of every protocol below it to conform to: the instruction.
  static func refusedForwarding(of name: String) -> String {
    let name = name.filter { $0 != "`" }
    return "_$\(name) was refused by @Delegate: fix the error at its declaration, "
      + "and the protocols refining it compile too"
  }

  /// Stub defaults for every `@Optional` requirement of a protocol refused as a whole, so
  /// that its conformers still conform.
  var refusedDefaults: [String] {
    let accepted = requirements.filter(\.isOptional).map { requirement in
      let member: String
      switch requirement.kind {
      case .function(let function):
        member = "\(Forwarding.forwardingSignature(function).declared(access)) {\n  \(Self.refusedBody)\n}"
      case .property(_, let binding, _):
        let type = requirement.returnType?.trimmedText ?? "Swift.Void"
        member = "\(access)var \(binding.pattern.trimmedText): \(type) { \(Self.refusedBody) }"
      }
      return Self.conditional(member, requirement.conditions)
    }
    return accepted + refusedMembers(\.defaultMember)
  }

  /// The stubs of the refused requirements for one place, under their `#if` conditions.
  func refusedMembers(_ place: KeyPath<RefusedMember, String?>) -> [String] {
    refused.compactMap { stub in stub[keyPath: place].map { Self.conditional(mapped(stub, $0), stub.conditions) } }
  }

  /// The stubs of the refused operators for the body of the generated class `type`, under
  /// their `#if` conditions: `Self`, which a class's operator may not take, names the class.
  func refusedClassMembers(of type: String) -> [String] {
    refused.compactMap { stub in
      stub.classMember.map { member in
        let named = SelfNamer(type).rewrite(DeclSyntax("\(raw: member)")).description
        return Self.conditional(mapped(stub, named), stub.conditions)
      }
    }
  }

  /// `text`, a stub of `stub`, mapped to the line of the refused requirement: a stub that
  /// cannot meet it (an initializer whose labels a parent's requirement does not share) is
  /// reported beside the refusal.
  func mapped(_ stub: RefusedMember, _ text: String) -> String {
    guard let id = stub.declaration?.id, let line = refusedLines[id] else { return text }
    return line.mapping(text)
  }
}

/// Rewrites each `Self` type as the named class.
private final class SelfNamer: SyntaxRewriter {
  let type: String

  init(_ type: String) {
    self.type = type
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard node.name.tokenKind == .keyword(.Self) else { return super.visit(node) }
    return TypeSyntax("\(raw: type)").with(\.leadingTrivia, node.leadingTrivia).with(
      \.trailingTrivia,
      node.trailingTrivia
    )
  }
}
