import SwiftSyntax
import SwiftSyntaxBuilder

/// Writes the forwarding member of one requirement: its signature and a one-line body that
/// hands the call to the runtime (`DelegateForwarder+Calls.swift`), which picks the
/// delegates, combines their answers by the requirement's strategy, probes optional
/// requirements and reports when nobody implemented one.
///
/// The member is written once, in an extension of the protocol that the multicast, the
/// proxy and the router all take it from. Each helper visits the delegates of the type it
/// is called on: all of a multicast's, a proxy's one, a router's active one; so combining
/// every answer gives the one answer where there is one delegate.
struct Forwarding {
  let requirement: Requirement
  /// The modifiers before the member: its access.
  let access: String
  /// The requirement enum, as the extension names it: the members name their requirement
  /// in full, since the type they are called on may be a refining protocol's, whose own
  /// requirement enum is another.
  let requirementType: String
  /// The protocol's name: the delegate is converted to it (`Self._$asName`), since the type
  /// the member is called on may store a refining protocol's delegates.
  let protocolName: String
  /// The foreign parents as one existential (`any Lib.Delegate`), through which a foreign
  /// default is called; `nil` when there is none, or when the protocol fixes their
  /// associated types, which such an existential would leave open.
  var foreignExistential: String? = nil

  /// A delegate expression converted to the protocol.
  private func converted(_ delegate: String) -> String {
    "Self._$as\(protocolName)(\(delegate))"
  }

  private var target: String { "\(requirementType).\(requirement.caseName)" }

  /// The member declaration.
  var declaration: String {
    switch requirement.kind {
    case .function(let function):
      let forwarding = requirement.forwarding ?? Self.forwardingSignature(function)
      let signature = forwarding.declared(access)
      let owned = Self.ownedParameters(function)
      if requirement.joinsHandlers, let handler = requirement.handler {
        return "\(signature) {\n\(indent(owned + joined(function, handler: handler)))\n}"
      }
      guard requirement.isAsync, let handover = Self.handedOverArguments(function) else {
        let result = requirement.isVoid || owned.isEmpty ? "" : "return "
        let body = owned + result + call(forwarding.applied(forwarding.values))
        return "\(signature) {\n\(indent(body))\n}"
      }
      let result = requirement.isVoid ? "" : "return "
      let body = "\(owned)\(handover.prelude)\n\(result)\(call(forwarding.applied(handover.values)))"
      return "\(signature) {\n\(indent(body))\n}"
    case .property(_, let binding, let isSettable):
      let name = binding.pattern.trimmedText
      let type = requirement.returnType?.trimmedText ?? "Swift.Void"
      let getter = call(name)
      guard isSettable else { return "\(access)var \(name): \(type) {\n\(indent(getter))\n}" }
      let setter = "self._$assign(\(target)) { \(converted("$0")).\(name) = newValue }"
      return """
        \(access)var \(name): \(type) {
          get { \(getter) }
          set { \(setter) }
        }
        """
    }
  }

  /// `try`/`await` as the requirement needs them.
  private var effects: String {
    (requirement.thrownType != nil ? "try " : "") + (requirement.isAsync ? "await " : "")
  }

  /// The closure making the call on one delegate. Its error type is written out only for
  /// typed throws: closures do not infer it.
  ///
  /// An async call receives its delegate in a `_$Handover`, which lets the requirement run
  /// where the client's settings isolate it (see that type).
  private func closure(_ member: String) -> String {
    // An async call's delegate is converted inside its box (see `_$Handover`), by a
    // closure: a bare reference to the conversion would be a value of the caller's
    // isolation, which the compiler warns against sending into the call.
    func delegate(_ parameter: String) -> String {
      requirement.isAsync ? "\(parameter).map { \(converted("$0")) }.value" : converted(parameter)
    }
    if requirement.isTypedThrows, let thrown = requirement.thrownType?.trimmedText {
      let async = requirement.isAsync ? " async" : ""
      return "{ (_$delegate)\(async) throws(\(thrown)) in \(effects)\(delegate("_$delegate")).\(member) }"
    }
    return "{ \(effects)\(delegate("$0")).\(member) }"
  }

  /// The strategy a value requirement's call passes the runtime, as a value
  /// (`_$Combining`): `.all()`, `.collect()`; the type-checker checks that it fits the result.
  private var strategy: String { ".\(requirement.strategy.rawValue)()" }

  /// The call of `member` on the class that answers with the foreign protocols' own
  /// defaults: the fallback of a requirement that keeps its foreign default.
  private func foreignDefault(_ member: String) -> String {
    let helper = "\(requirementType).\(DelegateProtocol.foreignDefaultsName)(self)"
    // Called through the foreign protocol, the call is the requirement's: not an overload
    // the library's extension declares beside it (an `async` one of the same name, say),
    // and with the requirement's effects, so that `try` and `await` have something to mark
    // where the default neither throws nor awaits.
    guard let existential = foreignExistential else { return "\(effects)\(helper).\(member)" }
    return "\(effects)(\(helper) as \(existential)).\(member)"
  }

  /// What a value requirement answers when no delegate does, as an optional: `nil` for a
  /// required one, which the runtime then stops on. One that also takes a completion
  /// handler calls it first, unless a list is probing the call.
  private func fallback(_ member: String) -> String {
    if requirement.inheritsDefault { return foreignDefault(member) }
    guard requirement.isOptional else { return "nil" }
    // A default of an optional result is wrapped once more, so that its `nil` is an answer.
    let wraps = requirement.returnType?.isOptionalType ?? false
    let value = requirement.defaultExpression ?? "nil"
    let answer = wraps ? ".some(\(value))" : value
    guard let handlerCall = requirement.handlerCall else { return answer }
    return "{ if !DelegateKit._$defaultRan(on: self, \(target)) { \(handlerCall) }; return \(answer) }()"
  }

  /// The body of a void requirement whose completion handler is joined (`@Combining`):
  /// every implementer gets a handler of its own for a share of the join, and the real
  /// handler is called once, by whichever finishes the join last.
  private func joined(_ function: FunctionDeclSyntax, handler: CompletionHandler) -> String {
    let answerType = handler.parameterTypes.first?.trimmedText ?? "Swift.Void"
    let takesAnswer = !handler.parameterTypes.isEmpty
    let answer = takesAnswer ? "_$answer" : "()"
    let deliver = "{ \(takesAnswer ? "" : "_ in ")\(handler.call(takesAnswer ? ["$0"] : [])) }"
    let share = "{ \(takesAnswer ? "_$answer in " : "")_$join.answer(\(answer), token: _$token) \(deliver) }"
    let values = ForwardedParameter.all(of: function).enumerated().map { index, parameter in
      index == handler.index ? share : parameter.passed
    }
    let member = (requirement.forwarding ?? Self.forwardingSignature(function)).applied(values.joined(separator: ", "))
    let nobody = requirement.handlerCall ?? ""
    return """
      let _$join = DelegateKit._$HandlerJoin<\(answerType)>(\(takesAnswer ? strategy : ""))
      \(effects)_$join.call(self, \(target)) { (_$delegate, _$token)\(requirement.isTypedThrows ? " throws(\(requirement.thrownType?.trimmedText ?? ""))" : "") in
        \(effects)\(converted("_$delegate")).\(member)
      }
      _$join.finish(self, \(target), deliver: \(deliver), nobody: { \(nobody) })
      """
  }

  private func call(_ member: String) -> String {
    let async = requirement.isAsync ? "Async" : ""
    guard requirement.isVoid else {
      // The fallback goes in as an argument: `_$combine(...) ?? fallback` would make the
      // type-checker weigh both `??` overloads in every member.
      return "\(effects)self._$combine\(async)(\(target), \(strategy), \(fallback(member))) \(closure(member))"
    }
    if requirement.inheritsDefault {
      // Every delegate answers, with its own method or the foreign default; with none, the
      // foreign default answers for this type.
      // A completion handler reaches the first implementer only: it must be called once.
      let reaching = "self._$callReaching(\(target), onlyFirst: \(requirement.isHandler), \(closure(member)))"
      return "if !(\(effects)\(reaching)) {\n  \(foreignDefault(member))\n}"
    }
    guard requirement.isHandler else {
      return "\(effects)self._$call\(async)(\(target)) \(closure(member))"
    }
    // A completion handler reaches one delegate; its default runs when nobody took it.
    return "\(effects)self._$combine\(async)(\(target), .once(), \(onceFallback)) \(closure(member))"
  }

  /// What a void requirement that takes a completion handler does when no delegate
  /// implements it: an `@Optional` one calls the handler with its default, unless a list is
  /// probing the call; a required one (`nil`) stops.
  private var onceFallback: String {
    guard requirement.isOptional else { return "nil" }
    guard let handlerCall = requirement.handlerCall else { return "()" }
    return "{ if !DelegateKit._$defaultRan(on: self, \(target)) { \(handlerCall) } }()"
  }

  /// The lines that rebind each `borrowing` parameter as a plain constant of the same name,
  /// a copy, each followed by a newline; empty when there is none. (A `consuming` one is
  /// refused: each delegate would consume it.)
  ///
  /// With `usedIn`, only the parameters that text names are rebound, so that none is left
  /// unused.
  static func ownedParameters(_ function: FunctionDeclSyntax, usedIn text: String? = nil) -> String {
    ForwardedParameter.all(of: function).compactMap { parameter in
      if let text, !text.contains(wordNamed: parameter.name) { return nil }
      return parameter.isBorrowing ? "let \(parameter.name) = copy \(parameter.name)\n" : nil
    }.joined()
  }

  /// For an async requirement, its arguments handed to the delegates' calls in a
  /// `_$Handover` box (unlabelled, for `ForwardingSignature.applied`), and the line that
  /// makes the box; `nil` when there is nothing to box.
  ///
  /// Under the default Swift 6 settings a plain protocol's async requirement runs on the
  /// global executor, while the closure that calls it runs where the runtime's loop does, so
  /// the compiler would see a non-`Sendable` argument sent from one to the other. The box
  /// carries the promise that makes it safe (see `_$Handover`). `inout` parameters and
  /// autoclosures are passed as before: neither can be stored in the box unchanged.
  static func handedOverArguments(_ function: FunctionDeclSyntax) -> (prelude: String, values: String)? {
    let parameters = ForwardedParameter.all(of: function)
    let boxed = parameters.filter(\.isBoxable)
    guard !boxed.isEmpty else { return nil }
    let stored = boxed.map(\.held)
    let prelude =
      "let _$arguments = DelegateKit._$Handover(\(stored.count == 1 ? stored[0] : "(\(stored.joined(separator: ", ")))"))"
    var boxIndex = 0
    let values = parameters.map { parameter -> String in
      guard parameter.isBoxable else { return parameter.passed }
      defer { boxIndex += 1 }
      return boxed.count == 1 ? "_$arguments.value" : "_$arguments.value.\(boxIndex)"
    }
    return (prelude, values.joined(separator: ", "))
  }

  /// The requirement's signature with markers and body removed and every parameter named,
  /// the argument list that passes the parameters on, and the requirement's full name.
  ///
  /// Written as text from the requirement's parts: editing the syntax tree instead rebuilds
  /// it once per change, which in a debug plugin cost more than the rest of the reading.
  /// `forwarded`, when the caller has read them, is `ForwardedParameter.all(of: function)`.
  static func forwardingSignature(
    _ function: FunctionDeclSyntax,
    parameters forwarded: [ForwardedParameter]? = nil
  ) -> ForwardingSignature {
    var attributes = ""
    for attribute in function.attributes {
      if case .attribute(let attribute) = attribute, DelegateProtocol.markerNames.contains(attribute.attributeNameText)
      {
        continue
      }
      attributes += attribute.trimmedText + " "
    }
    var signature = ""
    if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) {
      signature += "nonisolated "
    }
    signature += "func \(function.name.text)\(function.genericParameterClause?.trimmedText ?? "")("
    let forwarded = forwarded ?? ForwardedParameter.all(of: function)
    let parameters = zip(function.signature.parameterClause.parameters, forwarded).map { syntax, parameter in
      let attributes = syntax.attributes.map { $0.trimmedText + " " }.joined()
      // A keyword label (`as`) names the parameter too, used in backticks: written twice,
      // the compiler warns that the name is extraneous.
      let names =
        parameter.label == parameter.name.filter { $0 != "`" }
        ? parameter.label : "\(parameter.label) \(parameter.name)"
      return "\(attributes)\(names): \(parameter.type)\(syntax.ellipsis?.text ?? "")"
    }
    let arguments = forwarded.map { $0.argument($0.passed) }
    let fullName = "\(function.name.text)(\(forwarded.map { "\($0.label):" }.joined()))"
    signature += parameters.joined(separator: ", ") + ")"
    if let effects = function.signature.effectSpecifiers { signature += " " + effects.trimmedText }
    if let returnClause = function.signature.returnClause { signature += " " + returnClause.trimmedText }
    if let whereClause = function.genericWhereClause { signature += " " + whereClause.trimmedText }
    return ForwardingSignature(
      attributes: attributes,
      rest: signature,
      arguments: arguments.joined(separator: ", "),
      fullName: fullName,
      values: forwarded.map(\.passed).joined(separator: ", ")
    )
  }
}

/// A requirement's signature as a generated member declares it.
struct ForwardingSignature {
  /// The requirement's attributes other than the markers, each followed by a space: they
  /// come before any modifier.
  let attributes: String
  /// The rest: `func`, the name, the parameters, effects, result and `where` clause.
  let rest: String
  /// The arguments that pass the parameters on.
  let arguments: String
  /// The function's full name, `table(_:didSelectRowAt:)`.
  let fullName: String
  /// The arguments that pass the parameters on, without their labels.
  let values: String

  /// A call of the function, on a delegate, with `values` (unlabelled arguments), written
  /// through its full name: `table(_:didSelectRowAt:)(table, index)`.
  ///
  /// Delegate protocols overload one base name (`tableView`) dozens of times, and a call by
  /// base name makes the type-checker weigh every overload, those of the generated
  /// extensions included, in each forwarding member. The full name finds one.
  func applied(_ values: String) -> String {
    // Without parameters, the full name is the call.
    fullName.hasSuffix("()") ? fullName : "\(fullName)(\(values))"
  }

  /// The declaration with `modifiers` (each followed by a space) after the attributes.
  func declared(_ modifiers: String) -> String {
    attributes + modifiers + rest
  }
}

/// One parameter of a requirement, as its forwarding member declares it and passes it on.
struct ForwardedParameter {
  let label: String
  /// Its name in the member; an unnamed one is `_$arg<index>`, so it can be passed on.
  let name: String
  let type: String
  let isAutoclosure: Bool

  static func all(of function: FunctionDeclSyntax) -> [ForwardedParameter] {
    function.signature.parameterClause.parameters.enumerated().map { index, parameter in
      let name = (parameter.secondName ?? parameter.firstName).text
      return ForwardedParameter(
        label: parameter.firstName.text,
        // A name that is a keyword (`subscript`) is used in backticks.
        name: name == "_" ? "_$arg\(index)" : DelegateProtocol.escaped(name),
        type: parameter.type.sourceText,
        isAutoclosure: parameter.typeAttributes.contains("autoclosure")
      )
    }
  }

  var isInout: Bool { type.hasPrefix("inout ") }
  var isConsuming: Bool { type.hasPrefix("consuming ") }
  var isBorrowing: Bool { type.hasPrefix("borrowing ") }

  /// The type without its ownership specifier, as a closure or a value takes it.
  var plainType: String {
    if isBorrowing { return String(type.dropFirst("borrowing ".count)) }
    return isConsuming ? String(type.dropFirst("consuming ".count)) : type
  }

  /// Whether it can travel in an `_$Handover` box unchanged.
  var isBoxable: Bool { !isInout && !isAutoclosure }

  /// The expression that passes it to a delegate.
  var passed: String {
    (isInout ? "&" : "") + name + (isAutoclosure ? "()" : "")
  }

  /// The expression that stores it in a call value. A borrowing parameter is not implicitly
  /// copyable, and the value outlives the call: it holds a copy.
  var held: String {
    (isBorrowing ? "copy " : "") + name
  }

  /// `value` as this parameter's argument, with its label.
  func argument(_ value: String) -> String {
    (label == "_" ? "" : "\(label): ") + value
  }
}

extension SyntaxProtocol {
  /// The node as written, without its leading and trailing trivia: `trimmedDescription`,
  /// sliced from `description` instead of read from a trimmed copy of the node, which a
  /// debug swift-syntax builds slowly. Reading the protocol asks it of every requirement.
  var trimmedText: String {
    let text = description.utf8
    let start = leadingTriviaLength.utf8Length
    let end = text.count - trailingTriviaLength.utf8Length
    guard start < end else { return "" }
    return String(Substring(text.dropFirst(start).prefix(end - start)))
  }
}

extension TypeSyntax {
  /// The type as written, without surrounding trivia: `trimmedText`, read from the token
  /// for a plain name, which is most parameter types. A debug swift-syntax builds a
  /// description token by token, and the plugin asks this of every parameter.
  var sourceText: String {
    if let identifier = self.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      return identifier.name.text
    }
    return trimmedText
  }
}

extension String {
  /// Whether `name` occurs in the text as a whole identifier, not inside a longer one.
  func contains(wordNamed name: String) -> Bool {
    func isIdentifier(_ byte: UInt8?) -> Bool {
      guard let byte else { return false }
      let letter = byte | 0x20
      return byte == UInt8(ascii: "_") || byte >= 0x80
        || (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
    let text = Array(utf8)
    let word = Array(name.utf8)
    guard !word.isEmpty, word.count <= text.count else { return false }
    for start in 0...(text.count - word.count) where text[start..<start + word.count].elementsEqual(word) {
      let before = start > 0 ? text[start - 1] : nil
      let after = start + word.count < text.count ? text[start + word.count] : nil
      if !isIdentifier(before), !isIdentifier(after) { return true }
    }
    return false
  }
}
