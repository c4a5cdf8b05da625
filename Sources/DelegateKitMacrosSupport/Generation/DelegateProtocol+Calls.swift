import SwiftSyntax

extension DelegateProtocol {
  var callName: String { "\(name)Call" }

  /// The requirements a listener receives: the void ones that pass no completion handler.
  var listenedRequirements: [Requirement] {
    requirements.filter { requirement in
      guard requirement.isVoid, !requirement.isHandler, case .function = requirement.kind else { return false }
      return true
    }
  }

  /// Why the protocol's calls cannot be listened to, as `calls(bufferingPolicy:)`'s
  /// unavailability message says it; `nil` when they can.
  var callRefusal: String? {
    if !refused.isEmpty {
      return "\(name) has a requirement @Delegate refused: see the error on its declaration"
    }
    if let parent = delegateParents.first {
      return
        "\(name) refines \(parent.type), whose calls its listener would not see: listen on a \(parent.type) multicast instead"
    }
    for requirement in requirements where !requirement.isOptional {
      if !requirement.isVoid || requirement.isHandler || !isFunction(requirement) {
        return
          "a listener answers no requirement, and \(name) requires one to answer '\(requirement.displayName)': mark it @Optional with a default, and answer it with a delegate"
      }
    }
    for requirement in listenedRequirements {
      guard case .function(let function) = requirement.kind else { continue }
      if function.genericParameterClause != nil {
        return
          "'\(requirement.displayName)' is generic, and a call value cannot hold its arguments: make it @Optional, or not generic"
      }
      for parameter in function.signature.parameterClause.parameters where Self.heldType(of: parameter) == nil {
        return
          "'\(requirement.displayName)' passes '\(parameter.type.trimmedText)', which a call value cannot hold (inout, autoclosure, opaque or non-escaping closure)"
      }
    }
    return nil
  }

  private func isFunction(_ requirement: Requirement) -> Bool {
    if case .function = requirement.kind { return true }
    return false
  }

  /// The type of the associated value that holds `parameter`'s argument, or `nil` when a
  /// value cannot hold it.
  static func heldType(of parameter: FunctionParameterSyntax) -> String? {
    var type = parameter.type
    var attributes: [String] = []
    if let attributed = type.as(AttributedTypeSyntax.self) {
      let written = attributed.trimmedText
      if written.hasPrefix("inout ")
        || attributed.attributes.contains(where: { $0.trimmedText == "@autoclosure" })
      {
        return nil
      }
      let escaping = attributed.attributes.contains { $0.trimmedText == "@escaping" }
      attributes = attributed.attributes.map(\.trimmedText).filter { $0 != "@escaping" }
      type = attributed.baseType
      if type.is(FunctionTypeSyntax.self), !escaping { return nil }
    } else if type.is(FunctionTypeSyntax.self) {
      return nil
    }
    if type.is(SomeOrAnyTypeSyntax.self), type.trimmedText.hasPrefix("some ") { return nil }
    return (attributes + [type.trimmedText]).joined(separator: " ")
  }

  /// The labels of a case's associated values: the requirement's argument labels, but for
  /// `_` and a label the case already has (two values cannot share one: `from p0:
  /// String, from p1: Int` gives `from: String, Int`).
  static func caseLabels(of function: FunctionDeclSyntax) -> [String?] {
    var used: Set<String> = []
    return function.signature.parameterClause.parameters.map { parameter in
      let label = parameter.firstName.text
      guard label != "_", used.insert(label).inserted else { return nil }
      return label
    }
  }

  /// The enum of the void calls, with the listener that makes them; for a protocol whose
  /// calls cannot be listened to, the enum alone. `exactnessLabel` keys the listener's
  /// answer to which requirements it implements (see `exactnessLabel(of:in:)`).
  func callEnum(exactnessLabel: String) -> DeclSyntax {
    let listened = callRefusal == nil ? listenedRequirements : []
    let cases = listened.compactMap { requirement -> String? in
      guard case .function(let function) = requirement.kind else { return nil }
      let labels = Self.caseLabels(of: function)
      let values = zip(function.signature.parameterClause.parameters, labels).map { parameter, label in
        let type = Self.heldType(of: parameter) ?? parameter.type.trimmedText
        return label.map { "\($0): \(type)" } ?? type
      }
      let associated = values.isEmpty ? "" : "(\(values.joined(separator: ", ")))"
      return Self.conditional(
        "/// `\(requirement.displayName)`\ncase \(requirement.caseName)\(associated)",
        requirement.conditions
      )
    }
    var body = (aliasesOutside + cases).map { indent($0) + "\n" }.joined()
    if callRefusal == nil {
      body += (cases.isEmpty ? "" : "\n") + indent(callListener(exactnessLabel: exactnessLabel)) + "\n"
    }
    // A Sendable protocol's calls cross tasks. An internal enum is Sendable when its
    // values are, by inference; a public one only by declaration, which is written when
    // every value's type is one this reading knows to be Sendable (else a `calls()` on the
    // multicast reports the missing conformance at its own line, as for an internal enum
    // holding a non-Sendable value).
    let sendable = isSendable && !access.isEmpty && callsAreKnownSendable(listened) ? ": Swift.Sendable" : ""
    return .verbatim(
      """
      /// The void calls of ``\(name)``, one case per requirement, its arguments as associated
      /// values: the elements of a multicast's `calls(bufferingPolicy:)`.
      \(access)nonisolated enum \(callName)\(sendable) {
      \(body)}
      """
    )
  }

  /// Whether every argument the calls of `listened` hold has a type known to be Sendable:
  /// the standard library's and Foundation's value types, `@Sendable` closures, and
  /// optionals, arrays, sets, dictionaries and tuples of them, through the protocol's own
  /// type aliases.
  func callsAreKnownSendable(_ listened: [Requirement]) -> Bool {
    var aliases: [String: String] = [:]
    for alias in typeAliases where alias.declaration.genericParameterClause == nil {
      aliases[alias.declaration.name.text] = alias.declaration.initializer.value.trimmedText
    }
    for requirement in listened {
      guard case .function(let function) = requirement.kind else { continue }
      for parameter in function.signature.parameterClause.parameters {
        guard let held = Self.heldType(of: parameter), Self.isKnownSendable(held, aliases: aliases, depth: 0) else {
          return false
        }
      }
    }
    return true
  }

  /// The value types the standard library and Foundation declare Sendable, by name.
  static let knownSendableNames: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "Bool", "String", "Character", "Substring", "Void", "Never", "Date", "URL", "UUID", "Data", "Decimal",
    "TimeInterval", "Duration", "IndexPath", "any Sendable", "any Error & Sendable",
  ]

  /// Whether the type `text` is known to be Sendable: see ``callsAreKnownSendable(_:)``.
  static func isKnownSendable(_ text: String, aliases: [String: String], depth: Int) -> Bool {
    guard depth < 8 else { return false }
    var type = text.droppingPrefix("borrowing ").droppingPrefix("consuming ")
    for prefix in ["Swift.", "Foundation."] where type.hasPrefix(prefix) { type.removeFirst(prefix.count) }
    func known(_ part: some StringProtocol) -> Bool {
      isKnownSendable(String(part).trimmed, aliases: aliases, depth: depth + 1)
    }
    if type.hasPrefix("@Sendable ") || type.hasPrefix("@escaping @Sendable ") { return true }
    if knownSendableNames.contains(type) { return true }
    if let alias = aliases[type] { return known(alias) }
    if type.hasSuffix("?") || type.hasSuffix("!") { return known(type.dropLast()) }
    if type.hasPrefix("["), type.hasSuffix("]") {
      let inner = type.dropFirst().dropLast()
      let parts = Self.topLevelSplit(inner, at: ":")
      return parts.allSatisfy { known($0) }
    }
    if type.hasPrefix("("), type.hasSuffix(")"), !type.contains("->") {
      return Self.topLevelSplit(type.dropFirst().dropLast(), at: ",").allSatisfy { part in
        // A tuple element may have a label: `(row: Int, name: String)`.
        let element = Self.topLevelSplit(part, at: ":").last ?? part
        return known(element)
      }
    }
    return false
  }

  /// `text` split at `separator` where no bracket or parenthesis is open.
  static func topLevelSplit(_ text: some StringProtocol, at separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if character == separator, depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts
  }

  /// The protocol's type aliases, redeclared as written for a declaration outside the
  /// protocol that names them. (`RowDelegate.Row` would do for a plain alias, but Swift
  /// does not let a generic one be reached through the protocol.)
  var aliasesOutside: [String] {
    typeAliases.map { alias in
      let declaration = alias.declaration
      let whereClause = declaration.genericWhereClause.map { " \($0.trimmedText)" } ?? ""
      return Self.conditional(
        "\(access)typealias \(declaration.name.text)\(declaration.genericParameterClause?.trimmedText ?? "")"
          + " = \(declaration.initializer.value.trimmedText)\(whereClause)",
        alias.conditions
      )
    }
  }

  /// The listener: a delegate that puts each void call into a buffer, and answers nothing.
  /// It declares exactly what it implements, as a `@RespondsExactly` class does, so that
  /// before any call a list knows it answers no value requirement.
  private func callListener(exactnessLabel: String) -> String {
    let members = listenedRequirements.compactMap { requirement -> String? in
      guard case .function(let function) = requirement.kind else { return nil }
      let forwarding = requirement.forwarding ?? Forwarding.forwardingSignature(function)
      let passed = zip(ForwardedParameter.all(of: function), Self.caseLabels(of: function)).map { parameter, label in
        (label.map { "\($0): " } ?? "") + parameter.held
      }
      let arguments = passed.isEmpty ? "" : "(\(passed.joined(separator: ", ")))"
      let body = "self._$buffer.yield(.\(requirement.caseName)\(arguments))"
      return Self.conditional("\(forwarding.declared(access)) {\n  \(body)\n}", requirement.conditions)
    }
    let base = baseClass.map { "\($0), " } ?? ""
    let superInit = baseClass == nil ? "" : "\n    super.init()"
    return """
      /// Puts each void call into a buffer; answers no value requirement, so the other
      /// delegates' answers stand.
      \(classHeader("\(isolation)\(access)final class ", name: "_$Listener", ": \(base)\(name)"))
        \(access)let _$buffer: DelegateKit._$CallBuffer<\(callName)>

        \(access)\(initIsolation)init(_ buffer: DelegateKit._$CallBuffer<\(callName)>) {
          self._$buffer = buffer\(superInit)
        }

        deinit {
          _$buffer.finish()
        }

        \(access)nonisolated static func _$respondsExactly(\(exactnessLabel) _: Swift.Void) -> Swift.Set<Swift.String>? {
          [\(listenedRequirements.map { "\"\($0.displayName)\"" }.joined(separator: ", "))]
        }\(members.isEmpty ? "" : "\n\n" + indent(members.joined(separator: "\n")))
      }
      """
  }

  /// The multicast's members for listening: the call source's, or an unavailable
  /// `calls(bufferingPolicy:)` that says why there is none. It returns an asynchronous
  /// sequence, so that `for await call in multicast.calls()` gets that reason as its one
  /// error, not first a complaint that the result is no sequence.
  var multicastCallMembers: String {
    guard let refusal = callRefusal else {
      return """
        \(access)typealias _$Call = \(callName)

        \(access)\(initIsolation)func _$makeListener(_ buffer: DelegateKit._$CallBuffer<\(callName)>) -> any \(name) {
          \(callName)._$Listener(buffer)
        }
        """
    }
    let escaped = refusal.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"")
    return """
      @available(*, unavailable, message: "\(escaped)")
      \(access)func calls(bufferingPolicy: DelegateKit.DelegateCallBufferingPolicy = .unbounded) -> Swift.AsyncStream<Swift.Never> {
        Swift.fatalError()
      }
      """
  }
}

extension String {
  /// The text without `prefix` at its start, once.
  fileprivate func droppingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }

  /// The text without spaces at either end.
  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
