/// The broadcast rules, written once more, plainly: what a call through a multicast, a proxy
/// or a router answers, given which delegates implement the requirement, in order. The
/// scenario compares each generated type's answer with this.
enum ReferenceModel {
  /// The argument every call passes as its first parameter.
  static let source = 5

  /// The `completing:` arguments of an optional handler requirement.
  static func completing(_ requirement: RequirementSpec) -> [String] {
    let arity = requirement.handlerArity ?? 0
    return (0..<arity).map { $0 == 0 ? "-\(requirement.index + 100)" : "-\($0)" }
  }

  /// What delegate `delegate` passes its handler.
  static func handlerAnswer(arity: Int, delegate: Int, requirement: Int) -> [String] {
    (0..<arity).map { $0 == 0 ? "\(delegate * 1000 + requirement)" : "\(delegate)" }
  }

  /// The default answer of a value requirement no delegate answers, for the call's arguments.
  static func defaultAnswer(_ requirement: RequirementSpec, inherited: Bool) -> String {
    if inherited { return "\(source * 10 + 1)" }
    guard let result = requirement.result else { return "" }
    switch requirement.defaultKind {
    case .none: return "nil"
    case .literal: return result.literalDefault(requirement: requirement.index)
    case .computed: return "\(source + requirement.index + 7)"
    case .returning: return "\(source)"
    }
  }

  /// A value requirement's answer. `answers` holds, in order, the answer of each delegate
  /// that answers (implementers; every delegate, for a requirement that keeps a foreign
  /// default).
  static func value(_ requirement: RequirementSpec, answers: [String], inherited: Bool) -> String {
    let fallback = defaultAnswer(requirement, inherited: inherited)
    guard !answers.isEmpty else { return fallback }
    switch requirement.strategy {
    case .first: return answers[0]
    case .last: return answers[answers.count - 1]
    case .all: return answers.allSatisfy { $0 == "true" } ? "true" : "false"
    case .any: return answers.contains("true") ? "true" : "false"
    case .firstNonNil: return answers.first { $0 != "nil" } ?? "nil"
    case .collect:
      let elements = answers.map { $0.dropFirst().dropLast() }.filter { !$0.isEmpty }
      return "[\(elements.joined(separator: ", "))]"
    }
  }

  /// What `responds(to:)` answers once every delegate has been asked: whether some delegate
  /// implements the requirement; every delegate counts for a required requirement and for
  /// one that keeps its library's default.
  static func responds(_ requirement: RequirementSpec, implementers: [Bool], inherited: Bool) -> Bool {
    if !requirement.isOptional || inherited { return !implementers.isEmpty }
    return implementers.contains(true)
  }

  /// The requirements a listener hears: the void methods that pass no completion handler.
  static func listened(_ spec: ProtocolSpec) -> [RequirementSpec] {
    spec.requirements.filter { $0.kind == .method && $0.result == nil && $0.handlerArity == nil }
  }

  /// Whether `spec`'s multicast offers `calls()`: not for a protocol with parents (its
  /// listener would miss their calls), nor one that requires an answer a listener cannot
  /// give, nor one whose heard calls pass what a call value cannot hold (or, for a public
  /// Sendable protocol, what is not known to be Sendable).
  static func listens(_ spec: ProtocolSpec) -> Bool {
    guard spec.parents.isEmpty, spec.foreign == nil, !spec.requirements.contains(where: { $0.refusal != nil })
    else { return false }
    for requirement in spec.requirements where !requirement.isOptional {
      if requirement.kind == .property || requirement.result != nil || requirement.handlerArity != nil { return false }
    }
    for requirement in listened(spec) {
      if requirement.isGeneric { return false }
      for parameter in requirement.parameters {
        switch parameter.kind {
        case .inoutInt, .autoclosure, .body, .someEquatable: return false
        // A public enum is Sendable only by declaration, which the macro writes only for
        // values it knows to be Sendable: `any Equatable` is not.
        case .anyEquatable where spec.isPublic && spec.isSendable: return false
        case .isolated where spec.isPublic && spec.isSendable: return false
        default: continue
        }
      }
    }
    return true
  }

  /// The delegates a void call reaches: the first, for a handler requirement that is not
  /// joined; every one otherwise.
  static func called(
    _ requirement: RequirementSpec,
    _ delegates: [(number: Int, own: Bool)]
  )
    -> [(number: Int, own: Bool)]
  {
    requirement.handlerArity != nil && !joins(requirement) ? Array(delegates.prefix(1)) : delegates
  }

  /// Whether a void handler requirement hands every implementer a share of a join.
  static func joins(_ requirement: RequirementSpec) -> Bool {
    requirement.handlerArity != nil && requirement.strategy != .first
  }

  /// The journal a void call leaves: each answering delegate's entries, in order, and the
  /// handler's call. `delegates` are the numbers of the delegates the call reaches, each
  /// with whether it implements the requirement itself (else it runs the library's default).
  static func journal(
    _ requirement: RequirementSpec,
    delegates: [(number: Int, own: Bool)],
    inherited: Bool
  )
    -> [String]
  {
    var entries: [String] = []
    let arity = requirement.handlerArity
    let reached = called(requirement, delegates)
    // With no delegate, a requirement keeping its library's default runs that default.
    if inherited, reached.isEmpty { return ["library.r\(requirement.index)(\(source))"] }
    var answers: [[String]] = []
    for (number, own) in reached {
      guard own else {
        entries.append("library.r\(requirement.index)(\(source))")
        continue
      }
      entries.append("d\(number).r\(requirement.index)(\(source))")
      for parameter in requirement.parameters {
        switch parameter.kind {
        case .body: entries.append("body(\(number))")
        case .observer: entries.append("observer(\(number))")
        case .handler(let arity):
          let answer = handlerAnswer(arity: arity, delegate: number, requirement: requirement.index)
          if joins(requirement) {
            answers.append(answer)
          } else {
            entries.append("handler(\(answer.joined(separator: ",")))")
          }
        default: continue
        }
      }
    }
    if let arity, !inherited {
      if reached.isEmpty {
        entries.append("handler(\(completing(requirement).joined(separator: ",")))")
      } else if joins(requirement) {
        // A join of one-argument answers keeps the last (or first); of none, just the moment.
        let combined = arity == 0 ? [] : (requirement.strategy == .last ? answers.last! : answers.first!)
        entries.append("handler(\(combined.prefix(1).joined(separator: ",")))")
      }
    }
    return entries
  }
}
