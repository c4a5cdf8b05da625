import DelegateKitTestSupport

/// Draws files of delegate protocols from the grammar of what real delegate protocols
/// contain, each with delegates implementing random subsets of its requirements.
struct ProtocolGenerator {
  private var random: SplitMix64
  private let seed: UInt64
  private var protocolCount = 0
  private var delegateCount = 0

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed)
  }

  /// A file of about `protocols` protocols, in groups: a protocol alone, a refinement chain,
  /// a diamond that names its shared ancestor, or a restatement of a library protocol.
  mutating func file(protocols: Int) -> FileSpec {
    var file = FileSpec(seed: seed, protocols: [], delegates: [])
    while file.protocols.count < protocols {
      let group: [ProtocolSpec]
      switch random.int(0...9) {
      case 0...4: group = [standalone()]
      case 5...6: group = chain()
      case 7: group = diamond()
      default: group = [foreignRestatement()]
      }
      file.protocols += group
      if let leaf = group.last { file.delegates += delegates(for: leaf, in: file.protocols) }
    }
    return file
  }

  /// A file of protocols, one for each shape the macro refuses, in a random order, each
  /// with that requirement among ordinary ones: the file must be refused at exactly those
  /// lines. Every refusal file holds every shape, so that a run covers them all.
  mutating func refusalFile() -> FileSpec {
    var file = FileSpec(seed: seed, protocols: [], delegates: [])
    var shapes = RequirementSpec.Refusal.allCases
    for index in shapes.indices.reversed() { shapes.swapAt(index, random.int(0...index)) }
    for shape in shapes {
      var spec = standalone(isolation: (random.chance(20), false))
      var refused = RequirementSpec(
        index: 90,
        kind: .method,
        baseName: "refused\(protocolCount)",
        parameters: [],
        result: nil
      )
      refused.refusal = shape
      // An optional one is refused with its marker; these shapes take none.
      refused.isOptional =
        random.chance(40)
        && ![.selfResult, .initializer, .effectfulProperty, .accessorModifier].contains(shape) && !shape.refusesProtocol
      spec.requirements.insert(refused, at: random.int(0...spec.requirements.count))
      file.protocols.append(spec)
      // A protocol refused as a whole has unavailable generated types: no scenario uses it.
      if !shape.refusesProtocol { file.delegates += delegates(for: spec, in: file.protocols) }
    }
    return file
  }

  // MARK: - Protocols

  private mutating func nextName() -> String {
    protocolCount += 1
    return "F\(seed)P\(protocolCount)"
  }

  private mutating func standalone(
    parents: [String] = [],
    isolation: (mainActor: Bool, sendable: Bool)? = nil,
    isPublic: Bool? = nil
  ) -> ProtocolSpec {
    let isolation = isolation ?? (random.chance(20), random.chance(15))
    var spec = ProtocolSpec(name: nextName(), requirements: [])
    spec.isMainActor = isolation.mainActor
    // A Sendable protocol's delegates are Sendable classes; a main-actor one's are main-actor.
    spec.isSendable = isolation.sendable && !isolation.mainActor
    spec.isPublic = isPublic ?? random.chance(15)
    spec.parents = parents
    let count = random.int(parents.isEmpty ? 1...6 : 0...4)
    var usedNames: [String: [[String?]]] = [:]
    for index in 0..<count {
      spec.requirements.append(
        requirement(index: index, sendable: spec.isSendable, mainActor: spec.isMainActor, usedNames: &usedNames)
      )
    }
    // An overload by type: the same name and labels, another type for the last parameter.
    if let original = spec.requirements.last(where: { $0.kind == .method && $0.refusal == nil }),
      random.chance(20), case .value(let type) = original.parameters.last?.kind, original.parameters.count > 1
    {
      var overload = original
      overload.index = count
      overload.parameters[overload.parameters.count - 1].kind = .value(type == .int ? .string : .int)
      spec.requirements.append(overload)
    }
    // A member type alias, as in `typealias Row = Int`, naming its requirements' `Int`s.
    if random.chance(15) {
      let alias = "Amount\(protocolCount)"
      for r in spec.requirements.indices where spec.requirements[r].refusal == nil {
        for p in spec.requirements[r].parameters.indices where spec.requirements[r].parameters[p].kind == .value(.int) {
          spec.requirements[r].parameters[p].alias = alias
        }
      }
    }
    return spec
  }

  /// A refinement chain of two or three protocols, sharing isolation.
  private mutating func chain() -> [ProtocolSpec] {
    let isolation = (random.chance(20), random.chance(15))
    let isPublic = random.chance(15)
    var protocols = [standalone(isolation: isolation, isPublic: isPublic)]
    for _ in 0..<random.int(1...2) {
      let parent = protocols[protocols.count - 1].name
      protocols.append(standalone(parents: [parent], isolation: isolation, isPublic: isPublic))
    }
    return protocols
  }

  /// `Bottom: Left, Right, Base`, where `Left` and `Right` refine `Base`.
  private mutating func diamond() -> [ProtocolSpec] {
    let isolation = (random.chance(20), false)
    let isPublic = random.chance(15)
    let base = standalone(isolation: isolation, isPublic: isPublic)
    let left = standalone(parents: [base.name], isolation: isolation, isPublic: isPublic)
    let right = standalone(parents: [base.name], isolation: isolation, isPublic: isPublic)
    let bottom = standalone(parents: [left.name, right.name, base.name], isolation: isolation, isPublic: isPublic)
    return [base, left, right, bottom]
  }

  /// A protocol restating a library protocol's requirements with `.inherited`, beside some
  /// of its own.
  private mutating func foreignRestatement() -> ProtocolSpec {
    var spec = standalone(isolation: (false, false), isPublic: false)
    let library = "\(spec.name)Library"
    var requirements: [RequirementSpec] = []
    for index in 0..<random.int(1...3) {
      var requirement = RequirementSpec(
        index: 100 + index,
        kind: .method,
        baseName: "library\(index)",
        parameters: [ParameterSpec(label: "value", name: "value", kind: .value(.int))],
        result: random.chance(50) ? .int : nil
      )
      requirement.isOptional = true
      requirements.append(requirement)
    }
    spec.foreign = ForeignSpec(name: library, requirements: requirements)
    return spec
  }

  // MARK: - Requirements

  private static let baseNames = [
    "didSelect", "willDisplay", "shouldBegin", "title", "height", "didFinish", "decide", "load",
    "item", "reload", "didChange", "count",
  ]
  private static let labels = ["at", "for", "in", "with", "from", "to", "row", "value", "by"]

  private mutating func requirement(
    index: Int,
    sendable: Bool,
    mainActor: Bool,
    usedNames: inout [String: [[String?]]]
  ) -> RequirementSpec {
    // Unique in the file: a delegate implements the requirements of every protocol of its
    // lineage, in one class.
    let base = Self.baseNames[random.int(0...Self.baseNames.count - 1)] + "\(protocolCount)x\(index)"
    var spec = RequirementSpec(index: index, kind: .method, baseName: base, parameters: [], result: nil)
    if random.chance(12) {
      spec.kind = .property
      spec.result = valueType()
      // A settable property is required; a Sendable protocol's delegates hold no state.
      if random.chance(25), !sendable {
        spec.isSettable = true
        spec.result = .int
        return spec
      }
      spec.isOptional = random.chance(60)
      if spec.isOptional, !(spec.result?.isOptional ?? false) { spec.defaultKind = .literal }
      spec.condition = random.chance(8) ? random.chance(50) : nil
      return spec
    }
    // Parameters: a source first, as delegate methods have, then 0-2 more.
    spec.parameters.append(ParameterSpec(label: nil, name: "source", kind: .value(.int)))
    for position in 0..<random.int(0...2) {
      let kind = parameterKind(sendable: sendable)
      let label = random.chance(80) ? Self.labels[random.int(0...Self.labels.count - 1)] : nil
      spec.parameters.append(ParameterSpec(label: label, name: "p\(position)", kind: kind))
    }
    // Keep parameter names unique; at most one handler, observer, inout or generic.
    var seen: Set<String> = []
    spec.parameters = spec.parameters.filter { parameter in
      let key: String
      switch parameter.kind {
      case .handler, .observer: key = "closure"
      case .inoutInt: key = "inout"
      case .generic: key = "generic"
      case .someEquatable, .anyEquatable: key = "equatable"
      default: key = parameter.name
      }
      return seen.insert(key).inserted
    }
    // Ownership specifiers, as performance-minded protocols write them (`consuming` is a
    // refused shape).
    for index in spec.parameters.indices where random.chance(10) {
      if case .value = spec.parameters[index].kind { spec.parameters[index].ownership = .borrowing }
    }
    if spec.handlerArity != nil {
      // A handler requirement answers through the handler.
      spec.result = nil
    } else if random.chance(55), !spec.isGeneric {
      spec.result = valueType()
    }
    // An async requirement takes no autoclosure (refused) and, to keep its scenario simple,
    // no inout or body closure and no handler.
    let canBeAsync =
      spec.handlerArity == nil && !spec.parameters.contains { [.inoutInt, .body, .autoclosure].contains($0.kind) }
    spec.isAsync = random.chance(15) && canBeAsync
    // An actor the call runs on (`async`), which a main-actor requirement cannot take besides
    // its own. Only in a Sendable protocol: calling a non-Sendable multicast's requirement
    // isolated to an actor sends the multicast there, which Swift allows only when it is not
    // used after.
    if sendable, !mainActor, canBeAsync, random.chance(30) {
      spec.isAsync = true
      spec.parameters.append(ParameterSpec(label: "on", name: "isolation", kind: .isolated(seed: seed)))
    }
    spec.isThrowing = random.chance(15)
    spec.isTypedThrows = spec.isThrowing && random.chance(40)
    spec.genericWhere = spec.isGeneric && random.chance(50)
    spec.isNonisolated = random.chance(10) && !spec.isAsync
    spec.isOptional = random.chance(65)
    if spec.isOptional, let result = spec.result, !result.isOptional {
      // A non-optional result needs a default.
      let intParameter = spec.parameters.contains { $0.kind == .value(result) && $0.name == "source" }
      switch random.int(0...2) {
      case 0 where result == .int && intParameter: spec.defaultKind = .computed
      case 1 where intParameter: spec.defaultKind = .returning
      default: spec.defaultKind = .literal
      }
    }
    if let result = spec.result {
      let strategies: [Strategy] =
        switch result {
        case .bool: [.first, .last, .all, .any]
        case .optionalInt, .optionalString: [.first, .last, .firstNonNil]
        case .intArray: [.first, .last, .collect]
        default: [.first, .last]
        }
      if random.chance(35) {
        spec.strategy = strategies[random.int(0...strategies.count - 1)]
        spec.writesStrategy = true
      }
    } else if let arity = spec.handlerArity, random.chance(30), !spec.isAsync {
      // A joined handler: `.all` for one taking nothing, `.last` or `.first` otherwise.
      // Only a handler of one argument, or none, is joined.
      spec.strategy = arity == 0 ? .all : arity == 1 && random.chance(50) ? .last : .first
      spec.writesStrategy = spec.strategy != .first || random.chance(50)
    }
    spec.condition = random.chance(8) ? random.chance(50) : nil
    spec.docComment = random.chance(10) ? .first : random.chance(10) ? .betweenAttributes : .none
    // Overloads: a second requirement of one base name needs other labels.
    let labels = spec.parameters.map(\.label)
    if usedNames[base, default: []].contains(labels) { spec.baseName += "Again" }
    usedNames[spec.baseName, default: []].append(labels)
    return spec
  }

  private mutating func parameterKind(sendable: Bool) -> ParameterSpec.Kind {
    switch random.int(0...13) {
    case 0...4: return .value(valueType(forParameter: true))
    case 5: return .inoutInt
    case 6: return .body
    case 7: return .autoclosure
    case 8: return .generic
    case 9: return random.chance(50) ? .someEquatable : .anyEquatable
    case 10...11: return .handler(arity: random.int(0...2))
    default: return .observer
    }
  }

  private mutating func valueType(forParameter: Bool = false) -> ValueType {
    let all: [ValueType] =
      forParameter
      ? [.int, .string, .bool, .double, .optionalInt, .optionalString]
      : [.int, .string, .bool, .double, .intArray, .optionalInt, .optionalString, .tuple, .unwrappedString]
    return all[random.int(0...all.count - 1)]
  }

  // MARK: - Delegates

  /// Three delegates of `leaf`, each implementing every required requirement and a random
  /// share of the optional ones (its parents' too), some in an extension.
  private mutating func delegates(for leaf: ProtocolSpec, in protocols: [ProtocolSpec]) -> [DelegateSpec] {
    let all = Self.requirements(of: leaf, in: protocols)
    return (0..<3).map { _ in
      delegateCount += 1
      var implemented: Set<String> = []
      var inExtension: Set<String> = []
      for (owner, requirement) in all {
        let key = "\(owner).\(requirement.index)"
        if !requirement.isOptional || random.chance(55) {
          implemented.insert(key)
          if random.chance(40) { inExtension.insert(key) }
        }
      }
      return DelegateSpec(
        number: delegateCount,
        protocolName: leaf.name,
        implemented: implemented,
        inExtension: inExtension
      )
    }
  }

  /// The requirements a conformer of `spec` implements: its own, its foreign parent's, and
  /// its parents', each once, with the protocol that declares it.
  static func requirements(of spec: ProtocolSpec, in protocols: [ProtocolSpec]) -> [(String, RequirementSpec)] {
    var seen: Set<String> = []
    var result: [(String, RequirementSpec)] = []
    func visit(_ spec: ProtocolSpec) {
      guard seen.insert(spec.name).inserted else { return }
      for parent in spec.parents { if let found = protocols.first(where: { $0.name == parent }) { visit(found) } }
      for requirement in spec.foreign?.requirements ?? [] { result.append((spec.name, requirement)) }
      for requirement in spec.requirements { result.append((spec.name, requirement)) }
    }
    visit(spec)
    return result
  }

  /// `spec` and every protocol it refines, by name.
  static func lineage(of spec: ProtocolSpec, in protocols: [ProtocolSpec]) -> [String] {
    var names: [String] = []
    func visit(_ spec: ProtocolSpec) {
      guard !names.contains(spec.name) else { return }
      names.append(spec.name)
      for parent in spec.parents { if let found = protocols.first(where: { $0.name == parent }) { visit(found) } }
    }
    visit(spec)
    return names
  }
}
