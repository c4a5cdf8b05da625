import SwiftSyntax
import SwiftSyntaxMacros

// How a class marked `@ExactResponder`, or its extensions marked `@RespondsExactly`, tell a
// delegate list which members implement this protocol. Each marked declaration answers, for
// each type it inherits, `_$respondsExactly(<Type>:)` with the names of its own members.
// Here the protocol declares that requirement, answers `nil` ("not known": learned by
// calling) for every other conformance of a class that is not marked, refuses one of a
// marked class, and its requirement enum reads the answer.

extension DelegateProtocol {
  /// The label that keys a protocol's answer: its name qualified by its enclosing types, as
  /// the lexical context gives them (`Feed.Delegate`), a raw identifier when it has dots, so
  /// that nested protocols of one name are told apart. `@RespondsExactly` writes the name a
  /// declaration inherits the same way; a protocol written otherwise there (qualified by its
  /// module, say) gets no answer, and its requirements are learned by calling.
  static func exactnessLabel(of name: String, in context: some MacroExpansionContext) -> String {
    var path: [String] = []
    for declaration in context.lexicalContext.reversed() {
      if let named = declaration.asProtocol((any NamedDeclSyntax).self), !declaration.is(ProtocolDeclSyntax.self) {
        path.append(named.name.text)
      } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
        path.append(extensionDecl.extendedType.trimmedText)
      }
    }
    return label(path + [name])
  }

  /// `components` as one label: plain when there is one, a raw identifier joined by dots
  /// otherwise.
  static func label(_ components: [String]) -> String {
    let parts = components.map { $0.filter { $0 != "`" } }
    return parts.count == 1 && components[0] == parts[0] ? parts[0] : "`\(parts.joined(separator: "."))`"
  }

  /// The requirement the protocol gains (the member role).
  static func respondsExactlyRequirement(name: String, label: String) -> String {
    """
    /// The members a class declares where it conforms to ``\(name)``, when `@ExactResponder`
    /// or `@RespondsExactly` marks that declaration, for delegate lists; `nil` otherwise.
    nonisolated static func _$respondsExactly(\(label) _: Swift.Void) -> Swift.Set<Swift.String>?
    """
  }

  /// The members a class marked `@ExactResponder` gets from the protocol, in an extension
  /// constrained to `DelegateKit.ExactResponder`:
  /// - the requirement's answer, unavailable: a marked class's conformance declared where no
  ///   macro reads it (an extension without `@RespondsExactly`) is refused by the compiler at
  ///   that declaration, with the message; a marked declaration's own answer, a member of the
  ///   class, is taken before this one;
  /// - for each `@Delegate` parent, its answer given by this protocol's, so that a parent the
  ///   marked declaration leaves implied is as exact as the protocol it names.
  func respondsExactlyMarkedMembers(label: String) -> [String] {
    let message =
      "a class marked @ExactResponder declares its conformance to \(name) without reading its members: "
      + "mark that extension @RespondsExactly (or the class @ExactResponder), so that lists know which requirements of \(name) it implements"
    let unavailable = """
      @available(*, unavailable, message: "\(message)")
      \(access)nonisolated static func _$respondsExactly(\(label) _: Swift.Void) -> Swift.Set<Swift.String>? { nil }
      """
    var labels: [String] = []
    for parent in delegateParents {
      for candidate in Self.parentLabels(parent.type) where candidate != label && !labels.contains(candidate) {
        labels.append(candidate)
      }
    }
    let parents = labels.map { parentLabel in
      """
      \(access)nonisolated static func _$respondsExactly(\(parentLabel) _: Swift.Void) -> Swift.Set<Swift.String>? {
        Self._$respondsExactly(\(label): ())
      }
      """
    }
    return [unavailable] + parents
  }

  /// The labels a parent written `type` may answer by: the parent's own expansion keys its
  /// answer by its name and enclosing types, which the child cannot tell from a module
  /// written before it (`Module.Parent`, `Outer.Parent`), so both the whole path and the
  /// last name. Generic arguments are dropped (`Parent<Int>` answers as `Parent`); a
  /// suppressed conformance (`~Copyable`) names no protocol.
  static func parentLabels(_ type: String) -> [String] {
    guard !type.hasPrefix("~") else { return [] }
    var depth = 0
    var bare = ""
    for character in type {
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
      } else if depth == 0 {
        bare.append(character)
      }
    }
    let path = bare.split(separator: ".").map { String($0).filter { !$0.isWhitespace } }.filter { !$0.isEmpty }
    guard let last = path.last else { return [] }
    return path.count == 1 ? [label(path)] : [label(path), label([last])]
  }

  /// The requirement's fallback: not known.
  func respondsExactlyDefault(label: String) -> String {
    "\(access)nonisolated static func _$respondsExactly(\(label) _: Swift.Void) -> Swift.Set<Swift.String>? { nil }"
  }

  /// The requirement enum's member that reads a delegate's answer.
  func declaredNamesMember(label: String) -> String {
    """
    /// What a delegate's marked declaration declares where it conforms to ``\(name)``.
    \(access)static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
      (object as? any \(name)).flatMap { Swift.type(of: $0)._$respondsExactly(\(label): ()) }
    }
    """
  }
}
