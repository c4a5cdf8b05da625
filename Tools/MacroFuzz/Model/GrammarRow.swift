/// The rows of the protocol-member grammar table in the GeneratedCode article: each
/// production of the Swift reference's protocol declaration grammar, and each parameter form,
/// that the generator writes. A run counts the protocols that use each row, and fails when one
/// is used by none, so that no row of the table goes untested.
enum GrammarRow: String, CaseIterable, Sendable {
  case method = "method"
  case genericMethod = "method with a generic parameter clause"
  case genericWhere = "method with a generic where clause"
  case asyncMethod = "async method"
  case throwingMethod = "throws"
  case typedThrows = "throws(E)"
  case rethrowing = "rethrows"
  case staticMember = "static member"
  case mutating = "mutating method"
  case selfResult = "requirement that mentions Self"
  case getProperty = "property { get }"
  case settableProperty = "property { get set }"
  case effectfulProperty = "property { get async } or { get throws }"
  case accessorModifier = "mutating get or nonmutating set accessor"
  case initializer = "initializer"
  case subscriptMember = "subscript"
  case associatedType = "associated type"
  case primaryAssociatedType = "primary associated type"
  case redeclared = "method declared again, differing only in throws"
  case typeAlias = "type alias"
  case conditional = "#if"
  case nonisolated = "nonisolated requirement of a main-actor protocol"
  case inoutParameter = "inout parameter"
  case isolatedParameter = "isolated parameter"
  case borrowingParameter = "borrowing parameter"
  case consumingParameter = "consuming parameter"
  case sendingParameter = "sending parameter"
  case variadicParameter = "variadic parameter"
  case autoclosureParameter = "@autoclosure parameter"
  case closureParameter = "non-escaping closure parameter"
  case completionHandler = "@escaping completion handler"
  case someParameter = "some P parameter"
  case anyParameter = "any P parameter"

  /// The rows `spec`'s declaration uses.
  static func rows(of spec: ProtocolSpec) -> Set<GrammarRow> {
    var rows: Set<GrammarRow> = []
    if !spec.aliases.isEmpty { rows.insert(.typeAlias) }
    for requirement in spec.requirements {
      if requirement.condition != nil { rows.insert(.conditional) }
      if spec.isMainActor, requirement.isNonisolated { rows.insert(.nonisolated) }
      if let refusal = requirement.refusal {
        rows.insert(row(of: refusal))
        continue
      }
      if requirement.kind == .property {
        rows.insert(requirement.isSettable ? .settableProperty : .getProperty)
        continue
      }
      rows.insert(.method)
      if requirement.isGeneric { rows.insert(requirement.genericWhere ? .genericWhere : .genericMethod) }
      if requirement.isAsync { rows.insert(.asyncMethod) }
      if requirement.isThrowing { rows.insert(requirement.isTypedThrows ? .typedThrows : .throwingMethod) }
      for parameter in requirement.parameters {
        switch parameter.kind {
        case .value:
          if parameter.ownership == .borrowing { rows.insert(.borrowingParameter) }
        case .inoutInt: rows.insert(.inoutParameter)
        case .body: rows.insert(.closureParameter)
        case .autoclosure: rows.insert(.autoclosureParameter)
        case .generic: break
        case .isolated: rows.insert(.isolatedParameter)
        case .someEquatable: rows.insert(.someParameter)
        case .anyEquatable: rows.insert(.anyParameter)
        case .handler, .observer: rows.insert(.completionHandler)
        }
      }
    }
    return rows
  }

  /// The row of a refused shape.
  static func row(of refusal: RequirementSpec.Refusal) -> GrammarRow {
    switch refusal {
    case .variadic: .variadicParameter
    case .staticMember: .staticMember
    case .subscriptMember: .subscriptMember
    case .rethrowing: .rethrowing
    case .selfResult: .selfResult
    case .sending: .sendingParameter
    case .consuming: .consumingParameter
    case .mutating: .mutating
    case .initializer: .initializer
    case .effectfulProperty: .effectfulProperty
    case .accessorModifier: .accessorModifier
    case .associatedType: .associatedType
    case .primaryAssociatedType: .primaryAssociatedType
    case .redeclared: .redeclared
    }
  }

  /// How many of `protocols` use each row, in the table's order.
  static func counts(in protocols: [ProtocolSpec]) -> [(row: GrammarRow, protocols: Int)] {
    var counts: [GrammarRow: Int] = [:]
    for spec in protocols {
      for row in rows(of: spec) { counts[row, default: 0] += 1 }
    }
    return allCases.map { ($0, counts[$0] ?? 0) }
  }
}
