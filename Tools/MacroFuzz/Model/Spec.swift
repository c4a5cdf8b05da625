/// What the generator draws: delegate protocols, the classes that implement them, and what
/// a multicast, a proxy and a router must answer. Plain values, so that a finding can be
/// shrunk by removing parts and rendered again.

/// A type a requirement takes or returns, with the values the generated code writes for it.
enum ValueType: Equatable, Hashable, Sendable {
  case int, string, bool, double
  case intArray
  case optionalInt, optionalString
  case tuple
  case unwrappedString

  /// The type as the protocol writes it.
  var spelling: String {
    switch self {
    case .int: "Int"
    case .string: "String"
    case .bool: "Bool"
    case .double: "Double"
    case .intArray: "[Int]"
    case .optionalInt: "Int?"
    case .optionalString: "String?"
    case .tuple: "(Int, String)"
    case .unwrappedString: "String!"
    }
  }

  /// Whether `nil` is a value of it: a requirement returning it needs no default.
  var isOptional: Bool { [.optionalInt, .optionalString, .unwrappedString].contains(self) }

  /// Delegate `delegate`'s answer to requirement `requirement`: distinct per delegate, so a
  /// check tells who answered.
  func answer(delegate: Int, requirement: Int) -> String {
    let number = delegate * 1000 + requirement
    switch self {
    case .int: return "\(number)"
    case .string, .unwrappedString: return "\"d\(delegate).r\(requirement)\""
    case .bool: return (delegate + requirement) % 3 == 0 ? "false" : "true"
    case .double: return "\(number).5"
    case .intArray: return "[\(number)]"
    case .optionalInt: return delegate % 2 == 0 ? "nil" : "\(number)"
    case .optionalString: return delegate % 2 == 0 ? "nil" : "\"d\(delegate).r\(requirement)\""
    case .tuple: return "(\(number), \"d\(delegate)\")"
    }
  }

  /// A literal default for requirement `requirement`.
  func literalDefault(requirement: Int) -> String {
    switch self {
    case .int: "-\(requirement)"
    case .string, .unwrappedString: "\"default.r\(requirement)\""
    case .bool: requirement % 2 == 0 ? "true" : "false"
    case .double: "-\(requirement).25"
    case .intArray: "[-\(requirement)]"
    case .optionalInt: "nil"
    case .optionalString: "\"default.r\(requirement)\""
    case .tuple: "(-\(requirement), \"default\")"
    }
  }

  /// An expression comparing two values of the type for equality.
  func equal(_ left: String, _ right: String) -> String {
    switch self {
    case .tuple: "(\(left)) == (\(right))"
    case .unwrappedString: "Optional(\(left)) == Optional(\(right))"
    default: "\(left) == \(right)"
    }
  }
}

/// How a multicast combines answers.
enum Strategy: String, CaseIterable, Sendable {
  case first, last, all, any, firstNonNil, collect
}

/// A parameter of a requirement.
struct ParameterSpec: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A value the delegates see.
    case value(ValueType)
    /// `inout Int`: each implementer adds its number.
    case inoutInt
    /// A non-escaping `(Int) -> Void` each implementer calls with its number.
    case body
    /// `@autoclosure () -> Int`, evaluated by each implementer.
    case autoclosure
    /// A generic `T: Equatable`, the requirement's own type parameter.
    case generic
    /// `some Equatable`.
    case someEquatable
    /// `any Equatable`.
    case anyEquatable
    /// `isolated FuzzActorN`, the file's actor: the delegate's call runs on it. An `async`
    /// requirement's last parameter, in a `Sendable` protocol.
    case isolated(seed: UInt64)
    /// An escaping closure returning Void: the completion handler, taking `arity` arguments
    /// (`Int` each).
    case handler(arity: Int)
    /// An escaping `@Sendable (Int) -> Void` callback every delegate receives
    /// (`@CompletionHandler(nil)` on the requirement).
    case observer
  }

  /// An ownership specifier written before a value parameter's type.
  enum Ownership: String, Equatable, Sendable {
    case none = ""
    case borrowing
  }

  var label: String?
  var name: String
  var kind: Kind
  /// `borrowing`, for a value parameter.
  var ownership = Ownership.none
  /// A type alias of `Int` the protocol declares, written instead of `Int`.
  var alias: String?

  /// The parameter as the requirement declares it.
  var declaration: String {
    let labelPart = label.map { $0 == name ? name : "\($0) \(name)" } ?? "_ \(name)"
    return "\(labelPart): \(typeSpelling)"
  }

  var typeSpelling: String {
    switch kind {
    case .value(let type):
      (ownership == .none ? "" : "\(ownership.rawValue) ") + (type == .int ? alias ?? type.spelling : type.spelling)
    case .inoutInt: "inout Int"
    case .body: "(Int) -> Void"
    case .autoclosure: "@autoclosure () -> Int"
    case .generic: "T"
    case .someEquatable: "some Equatable"
    case .anyEquatable: "any Equatable"
    case .isolated(let seed): "isolated FuzzActor\(seed)"
    case .handler(let arity):
      "@escaping @Sendable (\(Array(repeating: "Int", count: arity).joined(separator: ", "))) -> Void"
    case .observer: "@escaping @Sendable (Int) -> Void"
    }
  }
}

/// One requirement of a protocol.
struct RequirementSpec: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case method
    /// A get-only property.
    case property
  }

  /// What the requirement's `@Optional` default is.
  enum DefaultKind: Equatable, Sendable {
    /// None: a required requirement, or a void / optional-returning one.
    case none
    case literal
    /// A closure of the requirement's first `Int` parameter.
    case computed
    /// The first parameter of the result's type: `@Optional(returning:)`.
    case returning
  }

  /// Its index in its protocol: part of every answer, so a check tells requirements apart.
  var index: Int
  var kind: Kind
  var baseName: String
  var parameters: [ParameterSpec]
  var result: ValueType?
  var isAsync = false
  var isThrowing = false
  /// Whether it throws a typed error (`throws(FuzzError)`), when it throws.
  var isTypedThrows = false
  /// Whether a generic requirement says its constraint in a `where` clause.
  var genericWhere = false
  /// Whether a property is `{ get set }` (then required).
  var isSettable = false
  /// Whether a requirement of a main-actor protocol is `nonisolated`.
  var isNonisolated = false
  var isOptional = false
  var defaultKind = DefaultKind.none
  var strategy = Strategy.first
  /// Whether the strategy is written (`@Combining`), even when it is `.first`.
  var writesStrategy = false
  /// A `#if` condition, `true` or `false`, the requirement is declared under.
  var condition: Bool?
  /// A doc comment, and where it goes: before the attributes, or between them.
  var docComment: DocPlacement = .none
  /// A shape the macro refuses, which this requirement has instead of its own.
  var refusal: Refusal?

  /// The shapes `@Delegate` refuses, each at the requirement's line.
  enum Refusal: CaseIterable, Equatable, Sendable {
    case variadic, staticMember, subscriptMember, rethrowing, selfResult
    /// A `sending` parameter, which a multicast cannot hand to several delegates.
    case sending
    /// A `consuming` parameter, which each delegate of a multicast would consume.
    case consuming
    /// `mutating`, which a class-bound protocol does not allow (the compiler says so too).
    case mutating
    /// An initializer.
    case initializer
    /// A property whose getter is `async` or `throws`.
    case effectfulProperty
    /// A property whose setter is `nonmutating`, which a class-bound protocol does not allow
    /// (the compiler says so too).
    case accessorModifier
    /// An associated type: the protocol is refused as a whole, so it gets no delegates.
    case associatedType
    /// A primary associated type clause on the protocol (`protocol P<Item>`): refused as a
    /// whole too.
    case primaryAssociatedType
    /// A method declared a second time without `throws` (the compiler says so too): refused
    /// as a whole too.
    case redeclared

    /// Whether the protocol is refused as a whole: its generated types are unavailable.
    var refusesProtocol: Bool { [.associatedType, .primaryAssociatedType, .redeclared].contains(self) }
  }

  enum DocPlacement: Equatable, Sendable { case none, first, betweenAttributes }

  /// The completion handler's arity, when the requirement takes one.
  var handlerArity: Int? {
    for parameter in parameters { if case .handler(let arity) = parameter.kind { return arity } }
    return nil
  }

  var isGeneric: Bool { parameters.contains { $0.kind == .generic } }

  /// The requirement's Swift name, `base(label:label:)`.
  var swiftName: String {
    kind == .property ? baseName : "\(baseName)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
  }
}

/// A delegate protocol.
struct ProtocolSpec: Equatable, Sendable {
  var name: String
  var isMainActor = false
  var isSendable = false
  var isPublic = false
  /// The `@Delegate` parents, by name, declared earlier in the same file.
  var parents: [String] = []
  /// A foreign parent (a library protocol with defaults, declared beside it) whose
  /// requirements it restates with `.inherited`.
  var foreign: ForeignSpec?
  var requirements: [RequirementSpec]

  /// The type aliases its requirements' parameters name, each declared in it as `Int`.
  var aliases: [String] {
    Array(Set(requirements.flatMap { $0.parameters.compactMap(\.alias) })).sorted()
  }
}

/// A library protocol the generator declares, with defaults, for `@Delegate(foreign:)`.
struct ForeignSpec: Equatable, Sendable {
  var name: String
  /// The requirements, all void or `Int`-returning, whose defaults are the library's.
  var requirements: [RequirementSpec]
}

/// A delegate class: which requirements it implements, and where.
struct DelegateSpec: Equatable, Sendable {
  /// Its number, which every answer carries.
  var number: Int
  /// The protocol it conforms to (its requirements, and its parents').
  var protocolName: String
  /// Requirement keys (`Protocol.index`) it implements, in its class body or in an extension.
  var implemented: Set<String>
  var inExtension: Set<String>
}

/// A file of protocols, their delegates and a scenario that checks them.
struct FileSpec: Equatable, Sendable {
  var seed: UInt64
  var protocols: [ProtocolSpec]
  var delegates: [DelegateSpec]
}
