import SwiftSyntax

extension DelegateProtocol {
  var multicastName: String { "\(name)Multicast" }
  var proxyName: String { "\(name)Proxy" }
  var routerName: String { "\(name)Router" }
  var requirementName: String { "\(name)Requirement" }

  /// The isolation of a generated class: the main actor's for a `@MainActor` protocol, and
  /// otherwise `nonisolated`, so that a module whose default isolation is the main actor
  /// does not isolate it.
  var isolation: String { isMainActor ? "@MainActor " : "nonisolated " }

  /// How a generated class conforms to its runtime protocol: isolated to the main actor for
  /// a `@MainActor` protocol, so its fixed members are only reached there. A `Sendable`
  /// one conforms `nonisolated`, even where a module infers isolated conformances: its
  /// storage is thread-safe, and the forwarders, generic over a `Sendable` type, cannot use
  /// an isolated conformance.
  func runtimeConformance(_ runtimeProtocol: String) -> String {
    let isolation = isMainActor ? (isSendable ? "nonisolated " : "@MainActor ") : ""
    let conformance =
      (baseClass.map { "\($0), " } ?? "")
      + "\(isolation)DelegateKit.\(runtimeProtocol), \(name), \(isMainActor ? "nonisolated " : "")\(requirementName)._$Forwarding"
    return isSendable ? "\(conformance), Swift.Sendable" : conformance
  }

  /// The first line of a generated class, `prefix` then `name` and what follows it, up to
  /// its opening brace. It is mapped to the line of the protocol's name: the class fails to
  /// conform only because of what that declaration says (a parent that is a class, or one
  /// reached through two parents), and the compiler reports it there, with the class's name
  /// at the protocol's name's column where the line leaves room.
  func classHeader(_ prefix: String, name: String, _ rest: String) -> String {
    let header = "\(prefix)\(name)\(rest) {"
    guard let line = declarationLine else { return header }
    return """
      \(line.directive)
      \(String(repeating: " ", count: max(line.column - 1 - prefix.count, 0)))\(header)
      #sourceLocation()
      """
  }

  /// `text`, the forwarder of `requirement`. One that keeps a foreign default is written on
  /// one line, mapped to the requirement's: its call of that default fails when the foreign
  /// protocol has none, and the compiler reports it there, beside what the user wrote. (A
  /// `#sourceLocation` maps the lines after it one for one, so only a one-line member lands
  /// all on the requirement's line.)
  func mapped(_ text: String, of requirement: Requirement) -> String {
    guard requirement.inheritsDefault, let line = requirementLines[requirement.node.id],
      !text.contains("//"), !text.contains("\"\"\"")
    else { return text }
    var member = ""
    var previous: Substring = ""
    for piece in text.split(separator: "\n") {
      let current = piece.drop { $0 == " " }
      if let last = member.last, let first = current.first {
        // Statements of one block need a semicolon on one line; an opening or closing
        // bracket, a continued argument list, a member access or an attribute does not.
        let joins = "{(,[".contains(last) || "})].".contains(first) || previous.hasPrefix("@")
        member += joins ? " " : "; "
      }
      member += current
      previous = current
    }
    return line.mapping(member)
  }

  /// A stored property of a generated class holding its runtime storage. A main-actor
  /// class's `nonisolated init` cannot touch an isolated non-`Sendable` property, so there
  /// it is `nonisolated(unsafe)`: every member that reaches it is main-actor isolated
  /// through the class's isolated conformance, so it is never used from another isolation.
  ///
  /// It is mapped to the line of the protocol's name, as the class's first line is: a
  /// protocol that refines a `Sendable` one without saying `Sendable` itself gets a list
  /// that is not, and the compiler's error about it belongs to that declaration.
  func storage(_ property: String, _ type: String) -> String {
    let modifier = isMainActor && !isSendable ? "nonisolated(unsafe) " : ""
    return mappedToDeclaration("\(access)\(modifier)let \(property) = \(type)()")
  }

  /// `declaration`, a stored property of a generated class, mapped to the line of the
  /// protocol's name: a class that is `Sendable` through a parent the protocol does not
  /// repeat rejects a non-`Sendable` or mutable one, and that follows from the declaration.
  func mappedToDeclaration(_ declaration: String) -> String {
    guard let line = declarationLine else { return declaration }
    return line.mapping("  \(declaration)")
  }

  /// The runtime list type the generated types store delegates in.
  var listType: String {
    "DelegateKit.\(isSendable ? "ConcurrentDelegateList" : "DelegateList")<any \(name)>"
  }

  /// `nonisolated ` for the initializers of main-actor classes, so they can be made anywhere.
  var initIsolation: String { isMainActor ? "nonisolated " : "" }

  /// The members every generated class starts with: its associated types, and the stubs of
  /// refused operators, with `Self` naming `type`, the class.
  func sharedMembers(of type: String) -> String {
    ([
      """
      \(access)typealias _$Delegate = any \(name)
      \(access)typealias _$Requirement = \(requirementName)
      """
    ] + refusedClassMembers(of: type)).joined(separator: "\n")
  }

  /// The extension of the protocol that the generated types take their forwarders from:
  /// one member per requirement, under the requirement's `#if` conditions, for any
  /// forwarder of this protocol, its own types and those of every `@Delegate` protocol
  /// refining it; and the conversions of a delegate to each parent protocol, through which
  /// the parent's members reach it. `type` names the protocol as the extension role received
  /// it; `requirementType` names the requirement enum the same way.
  func forwardersExtension(of type: some TypeSyntaxProtocol, requirementType: String) -> ExtensionDeclSyntax {
    let members =
      requirements.map {
        Self.conditional(
          mapped(
            Forwarding(
              requirement: $0,
              access: access,
              requirementType: requirementType,
              protocolName: name,
              foreignExistential: foreignParents.isEmpty || declaration.genericWhereClause != nil
                ? nil : "any " + foreignParents.sorted().joined(separator: " & ")
            )
            .declaration,
            of: $0
          ),
          $0.conditions
        )
      } + refusedMembers(\.forwarder)
    // A parent's conversion goes through this protocol's: the delegate stored may be a
    // refining protocol's.
    // Its type is named through the parent's requirement enum, so that a parent that is no
    // `@Delegate` protocol is reported once, where the enum is looked up.
    let conversions = delegateParents.enumerated().map { index, parent in
      """
      \(access)nonisolated static func \(Parent.conversion(to: parent.conversionName))(_ delegate: Self._$Delegate) -> \(requirementType)._$Parent\(index)._$Existential {
        Self._$as\(name)(delegate)
      }
      """
    }
    // The forwarders convert through this short name, which only this extension declares.
    let own = """
      \(access)nonisolated static func _$as\(name)(_ delegate: Self._$Delegate) -> any \(type.trimmedText) {
        Self.\(Parent.conversion(to: name))(delegate)
      }
      """
    return .verbatim(
      extending: type,
      isNonisolated: isExplicitlyNonisolated,
      conformances: [("Self", "DelegateKit.DelegateForwarder"), ("Self", "\(requirementType)._$Forwarding")],
      body: ([own] + conversions + members).map(indent).joined(separator: "\n")
    )
  }

  /// The conversion of this protocol's own types' delegates to the protocol: none to make.
  func ownConversionExtension(of type: some TypeSyntaxProtocol, requirementType: String) -> ExtensionDeclSyntax {
    let protocolType = type.trimmedText
    return .verbatim(
      extending: type,
      isNonisolated: isExplicitlyNonisolated,
      conformances: [("Self", "\(requirementType)._$Forwarding")],
      sameType: ("Self._$Delegate", "any \(protocolType)"),
      body: indent(
        """
        \(access)nonisolated static func \(Parent.conversion(to: name))(_ delegate: any \(protocolType)) -> any \(protocolType) {
          delegate
        }
        """
      )
    )
  }

  /// Whether the protocol is declared `nonisolated`, which its extensions repeat: in a
  /// module whose default isolation is the main actor, they would otherwise take that.
  var isExplicitlyNonisolated: Bool {
    declaration.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
  }

  /// `text`, inside `#if` when there are conditions.
  static func conditional(_ text: String, _ conditions: [String]) -> String {
    guard !conditions.isEmpty else { return text }
    return "#if \(conditions.joined(separator: " && "))\n\(text)\n#endif"
  }

  /// The requirement enum: `responds(to:)`'s argument.
  ///
  /// `parentLocations` holds, for each of `delegateParents`, where the user wrote it, when
  /// the compiler can say: the lookup of that parent's requirement enum is written on a line
  /// of its own, mapped there, so that a parent that is not a `@Delegate` protocol is
  /// reported at the user's line with the instruction its marker carries.
  func requirementEnum(exactnessLabel: String, parentLocations: [SourceLine?] = []) -> DeclSyntax {
    let spelledOut = requirements.allSatisfy { !$0.conditions.isEmpty }
    let cases = requirements.map {
      Self.conditional("case \($0.caseName)\(spelledOut ? "" : " = \($0.rawValue)")", $0.conditions)
    }
    let optional = requirements.filter { $0.rawValue >= 0 }.map { "\"\($0.displayName)\"" }
    let required = requirements.filter { $0.rawValue < 0 }.map { "\"\($0.displayName)\"" }
    // A protocol with no requirements of its own (one that only combines its parents), or
    // whose every requirement is inside `#if`, may have no cases, and an enum with no cases
    // cannot declare a raw type: it spells the raw value out instead, case by case.
    let rawType = spelledOut ? "" : "Swift.Int, "
    var body = cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n")
    if spelledOut {
      let fromRaw = requirements.map {
        Self.conditional("case \($0.rawValue): self = .\($0.caseName)", $0.conditions)
      }
      let toRaw = requirements.map { Self.conditional("case .\($0.caseName): \($0.rawValue)", $0.conditions) }
      body += """
        \(access)init?(rawValue: Swift.Int) {
          switch rawValue {
        \(indent(fromRaw.joined(separator: "\n")))
          default: return nil
          }
        }
        \(access)var rawValue: Swift.Int {
          switch self {
        \(indent(toRaw.joined(separator: "\n")))
          }
        }

        """
    } else {
      // Written out, as a search: nothing on a call's path converts from a raw value, and
      // the compiler's derived conversion is a switch over every case, which costs a
      // client's debug build more to type-check (in two of its jobs) than the rest of the
      // enum.
      body += """
        \(access)init?(rawValue: Swift.Int) {
          guard let requirement = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
          self = requirement
        }

        """
    }
    return .verbatim(
      """
      /// The requirements of ``\(name)``, for asking its generated types whether a
      /// delegate responds to one.
      \(access)nonisolated enum \(requirementName): \(rawType)DelegateKit.DelegateRequirement {
      \(indent(body))  \(access)static let _$protocolName = "\(name)"
        /// The protocol as a type, which a refining protocol's conversions return.
        \(access)typealias _$Existential = any \(name)
        \(access)static let _$optionalNames: [Swift.String] = [\(optional.joined(separator: ", "))]
        \(access)static let _$requiredNames: [Swift.String] = [\(required.joined(separator: ", "))]
      \(indent(declaredNamesMember(label: exactnessLabel)))

        /// The types that forward ``\(name)``: its generated types and those of the
        /// `@Delegate` protocols that refine it; apart from `DelegateForwarder`, so that a
        /// main-actor type conforms without isolation. Each parent is a `@Delegate` protocol,
        /// or is named in `@Delegate(foreign:)` with the requirements to forward restated.
        \(parentLookups(at: parentLocations))\(access)protocol _$Forwarding\(delegateParents.isEmpty ? "" : ": " + delegateParents.indices.map { "_$Parent\($0)._$Forwarding" }.joined(separator: ", ")) {
          /// The stored delegates' type, as in `DelegateForwarder`.
          associatedtype _$Delegate
          /// A stored delegate as a ``\(name)``.
          static func \(Parent.conversion(to: name))(_ delegate: _$Delegate) -> any \(name)
        }\(foreignDefaultsClass.map { "\n\n" + indent($0) } ?? "")
      }
      """
    )
  }

  /// The requirement enum of each parent, `_$Parent<index>`, looked up through its marker on
  /// a line of its own, which a `#sourceLocation` maps to the line the user named the parent
  /// on; its marker starts at the parent's column where the line leaves room.
  /// Returns nothing for a protocol without parents, and otherwise ends where the line of
  /// the declaration after it starts, indented as it.
  func parentLookups(at locations: [SourceLine?]) -> String {
    if delegateParents.isEmpty { return "" }
    var lines = ["/// The requirement enums of the parents, each looked up where the protocol names it."]
    var mapped = false
    for (index, parent) in delegateParents.enumerated() {
      let declaration = "\(access)typealias _$Parent\(index) = \(parent.type)."
      let lookup = "\(declaration)`\(Parent.marker(of: parent.conversionName))`"
      if let location = index < locations.count ? locations[index] : nil {
        lines.append(location.directive)
        lines.append(String(repeating: " ", count: max(location.column - 1 - declaration.count, 0)) + lookup)
        mapped = true
      } else {
        if mapped { lines.append("#sourceLocation()") }
        mapped = false
        lines.append("  " + lookup)
      }
    }
    if mapped { lines.append("#sourceLocation()") }
    return lines.joined(separator: "\n") + "\n  "
  }

  /// The marker a refining protocol's expansion looks its parent's requirement enum up by:
  /// see `Parent.marker(of:)`.
  func marker(requirementType: String) -> String {
    """
    /// ``\(requirementName)``, under the name through which the expansion of a `@Delegate`
    /// protocol refining ``\(name)`` finds it.
    \(access)typealias `\(Parent.marker(of: name))` = \(requirementType)
    """
  }

  /// The same name for a protocol refused as a whole, unavailable: the expansion of a
  /// protocol refining it reports, at that protocol's line, that it waits on this one's
  /// error, instead of failing to conform to what this one could not generate.
  func refusedMarker(requirementType: String) -> String {
    """
    /// Unavailable: `@Delegate` refused ``\(name)``, so no protocol refining it can be generated.
    @available(*, unavailable, message: "@Delegate refused '\(name)': fix the error at its declaration, and the protocols refining it compile too")
    \(access)typealias `\(Parent.marker(of: name))` = \(requirementType)
    """
  }

  /// The default implementations of the `@Optional` requirements. Each reports itself
  /// first; a completion handler's default runs only when no list is probing the call.
  func defaultsExtensionMembers(requirementType: String) -> [String] {
    // A requirement that keeps a foreign protocol's default gets none here, so conformers
    // keep that one.
    requirements.filter { $0.isOptional && !$0.inheritsDefault }.map { requirement in
      let report = "DelegateKit._$defaultRan(on: self, \(requirementType).\(requirement.caseName))"
      var body: String
      if let handlerCall = requirement.handlerCall {
        body = "if !\(report) {\n  \(handlerCall)\n}"
      } else {
        body = report
      }
      if !requirement.isVoid {
        body += "\nreturn \(requirement.defaultExpression ?? "nil")"
      }
      let declaration: String
      switch requirement.kind {
      case .function(let function):
        // Parameters named as in the forwarders, so the handler call can name an unnamed one.
        let signature = (requirement.forwarding ?? Forwarding.forwardingSignature(function)).declared(access)
        // A default that returns or passes on a borrowed or consumed parameter uses it as
        // the forwarders do: rebound first.
        let owned = Forwarding.ownedParameters(function, usedIn: body)
        declaration = "\(signature) {\n\(indent(owned + body))\n}"
      case .property(_, let binding, _):
        let type = requirement.returnType?.trimmedText ?? "Swift.Void"
        declaration = "\(access)var \(binding.pattern.trimmedText): \(type) {\n\(indent(body))\n}"
      }
      return Self.conditional(declaration, requirement.conditions)
    } + refusedMembers(\.defaultMember)
  }

}

/// Indents every line of `text` by two spaces.
func indent(_ text: String) -> String {
  // A loop over the bytes: the plugin indents every generated member, and in a user's
  // debug build splitting and joining substrings cost it as much as reading the protocol.
  var text = text
  return text.withUTF8 { bytes in
    var indented: [UInt8] = []
    indented.reserveCapacity(bytes.count + bytes.count / 8)
    var atLineStart = true
    for byte in bytes {
      if atLineStart, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "#") {
        indented.append(UInt8(ascii: " "))
        indented.append(UInt8(ascii: " "))
      }
      atLineStart = byte == UInt8(ascii: "\n")
      indented.append(byte)
    }
    return String(decoding: indented, as: UTF8.self)
  }
}
