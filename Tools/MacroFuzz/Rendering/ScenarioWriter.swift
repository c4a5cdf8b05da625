import Foundation

/// Writes the scenario of a file: for each protocol with delegates, its three delegates in
/// a multicast, the second behind a proxy, the third selected in a router, and an empty
/// multicast; a call of every requirement through each, and a check of the answer against
/// ``ReferenceModel``.
struct ScenarioWriter {
  let file: FileSpec
  private var writer: SourceWriter { SourceWriter(file: file) }
  private var journal: String { writer.journalName }

  func render(asTest: Bool) -> String {
    let leaves = file.protocols.filter { spec in file.delegates.contains { $0.protocolName == spec.name } }
    let functions = leaves.map(checks)
    let calls = leaves.map { "    failures += try await check\($0.name)()" }.joined(separator: "\n")
    let entry =
      asTest
      ? """
      @MainActor
      @Test("Seed \(file.seed): every generated type answers as the broadcast rules say")
      func fuzzSeed\(file.seed)() async throws {
        var failures: [String] = []
      \(calls.replacingOccurrences(of: "    failures", with: "  failures"))
        #expect(failures.isEmpty, "\\(failures)")
      }
      """
      : """
      @main
      struct FuzzMain\(file.seed) {
        @MainActor
        static func main() async throws {
          var failures: [String] = []
      \(calls)
          for failure in failures { print("FAIL \\(failure)") }
          print(failures.isEmpty ? "FUZZ-OK" : "FUZZ-FAILED \\(failures.count)")
        }
      }
      """
    return (functions + [entry]).joined(separator: "\n\n")
  }

  /// The checks of one protocol.
  private func checks(_ spec: ProtocolSpec) -> String {
    let delegates = file.delegates.filter { $0.protocolName == spec.name }
    let numbers = delegates.map(\.number)
    var lines = [
      "let (d1, d2, d3) = (F\(file.seed)D\(numbers[0])(), F\(file.seed)D\(numbers[1])(), F\(file.seed)D\(numbers[2])())",
      "let multicast = \(spec.name)Multicast()",
      "multicast.add(d1)",
      "multicast.add(d2)",
      "multicast.add(d3)",
      "let proxy = \(spec.name)Proxy(d2)",
      "let router = \(spec.name)Router<Int>()",
      "router.setDelegate(d1, for: 1)",
      "router.setDelegate(d3, for: 2)",
      "router.select(2)",
      "let empty = \(spec.name)Multicast()",
      "_ = \(journal).take()",
    ]
    let containers: [(name: String, members: [DelegateSpec])] = [
      ("multicast", delegates), ("proxy", [delegates[1]]), ("router", [delegates[2]]), ("empty", []),
    ]
    let foreignKeys = Set((spec.foreign?.requirements ?? []).map { "\(spec.name).\($0.index)" })
    for (owner, requirement) in ProtocolGenerator.requirements(of: spec, in: file.protocols) {
      if requirement.condition == false || requirement.refusal != nil { continue }
      let key = "\(owner).\(requirement.index)"
      if requirement.isSettable {
        lines.append(settable(requirement, label: key))
        continue
      }
      let inherited = foreignKeys.contains(key) || isForeign(owner: owner, requirement: requirement)
      for (name, members) in containers {
        // A required requirement with no delegate stops the program: not called empty.
        if members.isEmpty, !requirement.isOptional { continue }
        let reached: [(number: Int, own: Bool)] = members.compactMap { delegate in
          let own = delegate.implemented.contains(key)
          return own || inherited ? (delegate.number, own) : nil
        }
        lines.append(check(requirement, on: name, reached: reached, inherited: inherited, label: "\(key) \(name)"))
      }
    }
    lines += responds(spec, containers: containers, foreignKeys: foreignKeys)
    if ReferenceModel.listens(spec) { lines.append(listening(spec)) }
    lines.append("withExtendedLifetime((d1, d2, d3, proxy, router, empty)) {}")
    lines.append("return failures")
    // A main-actor protocol is checked there; any other where its types live, off any actor,
    // so that its async requirements are called on a value of the same isolation.
    return """
      \(spec.isMainActor ? "@MainActor" : "nonisolated")
      func check\(spec.name)() async throws -> [String] {
        var failures: [String] = []
        failures.reserveCapacity(4)
      \(lines.map(indent).joined(separator: "\n"))
      }
      """
  }

  /// `responds(to:)` of every requirement through each container, after the calls above:
  /// each container has asked each delegate it reaches, so the answer is exact. A
  /// requirement whose name an overload shares is left out (its case is found by name).
  private func responds(
    _ spec: ProtocolSpec,
    containers: [(name: String, members: [DelegateSpec])],
    foreignKeys: Set<String>
  ) -> [String] {
    let all = ProtocolGenerator.requirements(of: spec, in: file.protocols)
    var lines: [String] = []
    for (owner, requirement) in all {
      if requirement.condition == false || requirement.refusal != nil { continue }
      guard all.filter({ $0.0 == owner && $0.1.swiftName == requirement.swiftName }).count == 1 else { continue }
      let key = "\(owner).\(requirement.index)"
      let inherited = foreignKeys.contains(key) || isForeign(owner: owner, requirement: requirement)
      let lookup = "\(owner)Requirement.allCases.first(where: { $0.name == \"\(requirement.swiftName)\" })"
      var checks: [String] = []
      for (name, members) in containers {
        let expected = ReferenceModel.responds(
          requirement,
          implementers: members.map { $0.implemented.contains(key) },
          inherited: inherited
        )
        checks.append(
          "if \(name).responds(to: requirement) != \(expected) { failures.append(\"\(key) \(name) responds: expected \(expected)\") }"
        )
      }
      lines.append(
        """
        if let requirement = \(lookup) {
        \(checks.map { "  \($0)" }.joined(separator: "\n"))
        } else {
          failures.append("\(key): no requirement named \(requirement.swiftName)")
        }
        """
      )
    }
    return lines
  }

  /// A listener on a multicast of its own: each void call the protocol's calls sequence
  /// holds is made once, in order; the multicast then goes away, which ends the sequence
  /// after the calls it buffered.
  private func listening(_ spec: ProtocolSpec) -> String {
    let called = ReferenceModel.listened(spec).filter { $0.condition != false }
    var lines = [
      "var listened: \(spec.name)Multicast? = \(spec.name)Multicast()",
      "listened?.add(d1)",
      "listened?.add(d2)",
      "listened?.add(d3)",
      "let calls = listened!.calls()",
    ]
    for requirement in called {
      let effects = (requirement.isThrowing ? "try " : "") + (requirement.isAsync ? "await " : "")
      lines.append("\(effects)listened!.\(callText(requirement))")
    }
    let prefixes = called.map { "\"\($0.baseName)\"" }.joined(separator: ", ")
    lines += [
      "listened = nil",
      "_ = \(journal).take()",
      "var heard: [String] = []",
      "for await call in calls { heard.append(\"\\(call)\") }",
      "let prefixes: [String] = [\(prefixes)]",
      "if heard.count != prefixes.count || !zip(heard, prefixes).allSatisfy({ $0.hasPrefix($1) }) {",
      "  failures.append(\"\(spec.name) calls(): heard \\(heard), expected \\(prefixes)\")",
      "}",
    ]
    return "do {\n\(lines.map { "  \($0)" }.joined(separator: "\n"))\n}"
  }

  /// A settable property: a multicast sets every delegate, a proxy and a router the one
  /// they reach; each reads the first it reaches.
  private func settable(_ requirement: RequirementSpec, label: String) -> String {
    let name = requirement.baseName
    return """
      do {
        multicast.\(name) = 77
        if (d1.\(name), d2.\(name), d3.\(name)) != (77, 77, 77) { failures.append("\(label) multicast set") }
        proxy.\(name) = 78
        router.\(name) = 79
        if (d1.\(name), d2.\(name), d3.\(name)) != (77, 78, 79) { failures.append("\(label) proxy, router set") }
        if (multicast.\(name), proxy.\(name), router.\(name)) != (77, 78, 79) { failures.append("\(label) get") }
      }
      """
  }

  private func isForeign(owner: String, requirement: RequirementSpec) -> Bool {
    file.protocols.first { $0.name == owner }?.foreign?.requirements.contains(requirement) ?? false
  }

  /// One call and its check.
  private func check(
    _ requirement: RequirementSpec,
    on container: String,
    reached: [(number: Int, own: Bool)],
    inherited: Bool,
    label: String
  ) -> String {
    let effects = (requirement.isThrowing ? "try " : "") + (requirement.isAsync ? "await " : "")
    let call = "\(effects)\(container).\(callText(requirement))"
    let hasInout = requirement.parameters.contains { $0.kind == .inoutInt }
    if let result = requirement.result {
      let answers = reached.map { delegate in
        delegate.own
          ? result.answer(delegate: delegate.number, requirement: requirement.index)
          : ReferenceModel.defaultAnswer(requirement, inherited: true)
      }
      let expected = ReferenceModel.value(requirement, answers: answers, inherited: inherited)
      // What the delegates record while answering is not this check's: cleared first.
      let declaration = (hasInout ? "var counter = 0; " : "") + "_ = \(journal).take(); "
      // An implicitly unwrapped result is compared as the optional it is.
      let value = "let value: \(result == .unwrappedString ? "String?" : result.spelling) = \(call)"
      let condition = result == .unwrappedString ? "value == \(expected)" : result.equal("value", expected)
      return
        "do { \(declaration)\(value); let ok = \(condition); if !ok { failures.append(\"\(label): \\(value as Any), expected \(escape(expected))\") } }"
    }
    let entries = ReferenceModel.journal(requirement, delegates: reached, inherited: inherited)
    var lines: [String] = []
    if hasInout { lines.append("var counter = 0") }
    lines.append("_ = \(journal).take()")
    lines.append(call)
    lines.append(
      "do { let entries = \(journal).take(); if entries != \(arrayLiteral(entries)) { failures.append(\"\(label): \\(entries)\") } }"
    )
    if hasInout {
      let sum = ReferenceModel.called(requirement, reached).filter(\.own).map(\.number).reduce(0, +)
      lines.append("if counter != \(sum) { failures.append(\"\(label): counter \\(counter), expected \(sum)\") }")
    }
    return "do {\n\(lines.map { "  \($0)" }.joined(separator: "\n"))\n}"
  }

  /// The call expression, with an argument for each parameter.
  private func callText(_ requirement: RequirementSpec) -> String {
    if requirement.kind == .property { return requirement.baseName }
    let arguments = requirement.parameters.enumerated().map { index, parameter -> String in
      let value: String
      switch parameter.kind {
      case .value(let type):
        value = index == 0 ? "\(ReferenceModel.source)" : argument(type)
      case .inoutInt: value = "&counter"
      case .body: value = "{ \(journal).record(\"body(\\($0))\") }"
      case .autoclosure: value = "3"
      case .generic: value = "9"
      case .someEquatable: value = "\"some\""
      case .anyEquatable: value = "7"
      case .isolated(let seed): value = "FuzzActor\(seed)()"
      case .observer: value = "{ \(journal).record(\"observer(\\($0))\") }"
      case .handler(let arity):
        let names = (0..<arity).map { "a\($0)" }
        let recorded = names.map { "\\(\($0))" }.joined(separator: ",")
        value =
          "{ \(arity == 0 ? "" : names.joined(separator: ", ") + " in ")\(journal).record(\"handler(\(recorded))\") }"
      }
      return parameter.label.map { "\($0): \(value)" } ?? value
    }
    return "\(requirement.baseName)(\(arguments.joined(separator: ", ")))"
  }

  private func argument(_ type: ValueType) -> String {
    switch type {
    case .int: "7"
    case .string, .unwrappedString: "\"x\""
    case .bool: "true"
    case .double: "2.5"
    case .optionalInt: "nil"
    case .optionalString: "\"y\""
    case .intArray: "[1]"
    case .tuple: "(1, \"t\")"
    }
  }

  private func arrayLiteral(_ entries: [String]) -> String {
    "[\(entries.map { "\"\($0)\"" }.joined(separator: ", "))] as [String]"
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
