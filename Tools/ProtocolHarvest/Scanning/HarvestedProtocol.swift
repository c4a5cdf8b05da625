import SwiftSyntax

/// A public protocol read from a package of the mirror, with what the forms need of it.
struct HarvestedProtocol: Sendable {
  let package: String
  /// The module that declares it, which a client imports.
  let module: String
  let name: String
  /// The file that declares it, relative to the package.
  let file: String
  /// The declaration as written, its leading trivia (doc comment) left out.
  let declaration: String
  /// The imports of the declaring file that a client may write too.
  let imports: [String]
  /// Whether it is bound to classes (`AnyObject`, `class`, an actor or class constraint).
  let isClassBound: Bool
  /// What it inherits, other than `AnyObject` and `Sendable`.
  let parents: [String]
  /// Whether it declares `Sendable` itself.
  var declaresSendable = false
  /// Its members, as written.
  var members: [Member]
  /// The protocols of its package it refines, directly or not, farthest first: its own form
  /// re-emits them with `@Delegate` too, as the package's author would mark its hierarchy.
  var ancestors: [HarvestedProtocol] = []
  /// The standard library's protocols it refines, directly or through its package's, read
  /// from the toolchain's interface: a restatement restates their requirements too.
  var standardAncestors: [HarvestedProtocol] = []
  /// The protocols of other harvested packages it refines, directly or through its
  /// package's, each after those it refines (Fluent's `ModelAuthenticatable` refines
  /// FluentKit's `Model`): a restatement restates their requirements too. Its own form
  /// leaves them to their packages.
  var otherPackageAncestors: [HarvestedProtocol] = []

  /// Whether it refines, through a parent another harvested package declares, a protocol
  /// that is `Sendable` (hummingbird's `PersistDriver: Service`, swift-service-lifecycle's
  /// `Service: Sendable`).
  var inheritsSendable = false

  /// Whether it is `Sendable`, itself or through a protocol it refines, as far as the
  /// harvest can read: a `@Delegate` protocol then says `Sendable` too.
  var isSendable: Bool {
    declaresSendable || inheritsSendable || ancestors.contains(where: \.isSendable)
      || otherPackageAncestors.contains(where: \.isSendable)
      || standardAncestors.contains(where: \.declaresSendable)
  }

  /// Every requirement a conforming type satisfies: its own, then each ancestor's not yet
  /// listed, package ancestors before other packages' and the standard library's. Overloads share a name
  /// (`record(_:)` taking `Int64`, and `Double`): a function is told apart by its signature.
  /// `throws` overloads nothing: of a requirement restated without it (postgres-nio's
  /// non-throwing `encode(into:context:)` refining a throwing one), the one without is kept,
  /// since one method that does not throw meets both.
  var allRequirements: [Member] {
    var index: [String: Int] = [:]
    var all: [Member] = []
    for member in members + (ancestors + otherPackageAncestors + standardAncestors).flatMap(\.members) {
      guard let earlier = index[member.overloadIdentity] else {
        index[member.overloadIdentity] = all.count
        all.append(member)
        continue
      }
      if !member.isThrowing, all[earlier].isThrowing { all[earlier] = member }
    }
    return all
  }

  /// A requirement, and whether the package's own extensions of the protocol implement it.
  struct Member: Sendable {
    enum Kind: Sendable {
      case function(isVoid: Bool)
      case property(isSettable: Bool)
      /// An associated type, initializer, subscript, or anything else a delegate cannot be.
      case other
    }

    let kind: Kind
    /// The Swift name, `f(_:label:)` for a function.
    let name: String
    /// The declaration, attributes and modifiers included, its trivia left out.
    let text: String
    let isStatic: Bool
    /// A property's type.
    var type: String?
    var hasDefault = false
    /// What tells it apart from its overloads (`ProtocolScanner.signatureKey(of:)`); its
    /// name for any other member.
    var key = ""

    /// The key it is listed once by: its signature, its name, or its text; a static member
    /// apart from an instance member of the same name (postgres-nio's `static var psqlType`
    /// and `var psqlType`, each a requirement of its own).
    var identity: String { (isStatic ? "static " : "") + (!key.isEmpty ? key : name.isEmpty ? text : name) }

    /// A function's key without `throws`, which Swift does not overload on.
    var overloadKey = ""
    /// Whether a function's signature `throws`.
    var isThrowing = false

    /// The identity a requirement restated with or without `throws` shares.
    var overloadIdentity: String { !overloadKey.isEmpty ? (isStatic ? "static " : "") + overloadKey : identity }
  }

  /// Whether a delegate class can implement it with stubs: no parent, and no associated
  /// type, initializer, subscript, static or mutating requirement, no `Self`.
  var isPlain: Bool {
    parents.isEmpty
      && members.allSatisfy { member in
        if case .other = member.kind { return false }
        return !member.isStatic && !member.text.contains("Self") && !member.text.contains("mutating ")
      }
  }
}
