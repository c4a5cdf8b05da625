import Foundation
import SwiftParser
import SwiftSyntaxBuilder
import SwiftSyntax

/// The two clients a harvested protocol is compiled in.
enum HarvestForm: String, CaseIterable, Sendable {
  /// The declaration re-emitted with `@Delegate`, as its package's author would write it.
  case own
  /// A `@Delegate` protocol that restates it, named in `foreign:`.
  case foreign

  /// The client's source for `harvested`; with `adopter`, a delegate class where stubs can
  /// implement it, and with `usage` too, a multicast of two.
  func source(for harvested: HarvestedProtocol, adopter: Bool = true, usage: Bool = true) -> String {
    var imports = ["import DelegateKit", "import \(harvested.module)"]
    // The files of the protocols it refines may import what their requirements name
    // (`Logger`, from swift-log), and both forms restate those requirements.
    let restated = self == .foreign ? harvested.ancestors + harvested.otherPackageAncestors : harvested.ancestors
    let ancestral = restated.flatMap { ["import \($0.module)"] + $0.imports }
    for line in harvested.imports + ancestral where !imports.contains(line) {
      imports.append(line)
    }
    let header =
      "// \(harvested.package), \(harvested.module).\(harvested.name): the \(rawValue) form.\n"
      + imports.joined(separator: "\n") + "\n\n"
    switch self {
    case .own:
      let ancestors = harvested.ancestors.map { Self.own($0, adopter: false) }
      return header + (ancestors + [Self.own(harvested, adopter: adopter, usage: usage)]).joined(separator: "\n")
    case .foreign: return header + Self.foreign(harvested, adopter: adopter, usage: usage)
    }
  }

  /// The client's declarations as `source(for:)` writes them, the delegate class included,
  /// with no attribute of the macro's and no code that uses what it generates: the control
  /// a finding is compiled against, to tell a restatement that cannot compile outside its
  /// package (one that a class with the same members cannot meet either) from the macro's
  /// fault.
  func plainSource(for harvested: HarvestedProtocol) -> String {
    let source = source(for: harvested, usage: false)
    return source.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> Substring? in
      let text = line.drop { $0 == " " }
      if text == "@Delegate" || text.hasPrefix("@Delegate(") { return nil }
      let indent = line.prefix { $0 == " " }
      for marker in ["@Optional(default: .inherited) ", "@Optional "] where text.hasPrefix(marker) {
        return indent + text.dropFirst(marker.count)
      }
      return line
    }.joined(separator: "\n")
  }

  /// The declaration with `@Delegate`, `AnyObject` where it is not bound to classes, and
  /// `@Optional` on each void requirement its package implements by default; with
  /// `adopter`, a delegate class and a multicast of two, where stubs can implement it.
  static func own(_ harvested: HarvestedProtocol, adopter: Bool = true, usage: Bool = true) -> String {
    guard
      var declaration = Parser.parse(source: harvested.declaration).statements.first?.item.as(ProtocolDeclSyntax.self)
    else { return "@Delegate\n\(harvested.declaration)" }
    if !harvested.isClassBound {
      declaration = declaration.with(\.inheritanceClause, adding("AnyObject", to: declaration.inheritanceClause))
    }
    // A child of a Sendable parent says Sendable too, as the macro's rules ask.
    if harvested.isSendable, !harvested.declaresSendable {
      declaration = declaration.with(\.inheritanceClause, adding("Sendable", to: declaration.inheritanceClause))
    }
    let defaulted = Set(harvested.members.filter(\.hasDefault).map { $0.key.isEmpty ? $0.name : $0.key })
    let members = declaration.memberBlock.members.map { item -> String in
      let text = item.decl.trimmedDescription
      guard let key = ProtocolScanner.signatureKey(of: item.decl), defaulted.contains(key),
        case .function(isVoid: true)? = ProtocolScanner.member(item.decl)?.kind
      else { return text }
      return "@Optional " + text
    }
    declaration.memberBlock = MemberBlockSyntax(members: [])
    let head = declaration.trimmedDescription.dropLast(2)  // "{}"
    var text =
      "@Delegate\n\(head){\n"
      + members.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") }
      .joined(separator: "\n") + "\n}\n"
    if adopter, harvested.isPlain {
      text += Self.adopter(of: harvested.name, members: harvested.members.filter { !$0.hasDefault || !$0.isVoid })
      if usage { text += Self.usage(multicast: "\(harvested.name)Multicast", direct: nil) }
    }
    return text
  }

  /// A `@Delegate(foreign:)` protocol restating every requirement, inherited ones
  /// included, keeping the package's default where it has one. What the macro cannot
  /// forward (a static member, an associated type, an initializer) is restated too, as a
  /// user restating the protocol would, so that the macro says at its line what to write.
  static func foreign(_ harvested: HarvestedProtocol, adopter: Bool = true, usage: Bool = true) -> String {
    // `Module.Type` would read as a metatype: a member named as a keyword is escaped.
    let member = ["Type", "Protocol", "Self"].contains(harvested.name) ? "`\(harvested.name)`" : harvested.name
    let qualified = "\(harvested.module).\(member)"
    let name = "\(harvested.name)Restated"
    // A type alias is inherited from the foreign protocol; declared again beside it, each
    // use of its name would be ambiguous.
    let restated = harvested.allRequirements.filter { !$0.name.hasPrefix("typealias ") }.map { member -> String in
      switch member.kind {
      case .other: return member.text
      case .function, .property:
        return (member.hasDefault && !member.isStatic ? "@Optional(default: .inherited) " : "") + member.text
      }
    }
    var inherited = [qualified]
    if !harvested.isClassBound { inherited.append("AnyObject") }
    if harvested.isSendable { inherited.append("Sendable") }
    var text =
      "@Delegate(foreign: \(qualified).self)\nprotocol \(name): \(inherited.joined(separator: ", ")) {\n"
      + restated.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n") + "\n}\n"
    if adopter, harvested.isPlain {
      text += Self.adopter(of: name, members: harvested.members.filter { !$0.hasDefault })
      if usage { text += Self.usage(multicast: "\(name)Multicast", direct: qualified) }
    }
    return text
  }

  /// A delegate class that implements `members` with stubs.
  static func adopter(of name: String, members: [HarvestedProtocol.Member]) -> String {
    let stubs = members.compactMap { member -> String? in
      switch member.kind {
      case .other: return nil
      case .function: return member.text + " { fatalError() }"
      case .property(let settable):
        let type = member.type ?? "Never"
        return settable
          ? "var \(member.name): \(type) { get { fatalError() } set {} }"
          : "var \(member.name): \(type) { fatalError() }"
      }
    }
    return "\nfinal class HarvestDelegate: \(name) {\n"
      + stubs.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n") + "\n}\n"
  }

  /// Two delegates in a multicast; with `direct`, the adopter used as the package's protocol.
  static func usage(multicast: String, direct: String?) -> String {
    var lines = [
      "let multicast = \(multicast)()", "let first = HarvestDelegate()", "let second = HarvestDelegate()",
      "multicast.add(first)", "multicast.add(second)", "_ = multicast.count",
    ]
    if let direct { lines += ["let direct: any \(direct) = first", "_ = direct"] }
    return "\n@MainActor func harvestUse() {\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n}\n"
  }

  /// `clause` with `type` added.
  private static func adding(_ type: String, to clause: InheritanceClauseSyntax?) -> InheritanceClauseSyntax {
    var types = Array(clause?.inheritedTypes ?? [])
    if !types.isEmpty {
      types[types.count - 1] = types[types.count - 1].with(\.trailingComma, .commaToken(trailingTrivia: .space))
    }
    types.append(InheritedTypeSyntax(type: TypeSyntax(stringLiteral: type), trailingTrivia: .space))
    return InheritanceClauseSyntax(
      colon: .colonToken(trailingTrivia: .space),
      inheritedTypes: InheritedTypeListSyntax(types)
    )
  }
}

extension HarvestedProtocol.Member {
  var isVoid: Bool {
    if case .function(isVoid: true) = kind { return true }
    return false
  }
}
