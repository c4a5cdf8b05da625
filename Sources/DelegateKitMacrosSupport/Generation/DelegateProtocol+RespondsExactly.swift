import SwiftSyntax
import SwiftSyntaxMacros

// How a `@RespondsExactly` class tells a delegate list which members implement this
// protocol. Each declaration of the class marked `@RespondsExactly` answers, for each type
// it inherits, `_$respondsExactly(<Type>:)` with the names of its own members and the class
// body's. Here the protocol declares that requirement, answers `nil` ("not known": learned
// by calling) for every other conformance, and its requirement enum reads the answer.

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
    /// The members a `@RespondsExactly` class declares where it conforms to ``\(name)``,
    /// for delegate lists; `nil` for any other class.
    nonisolated static func _$respondsExactly(\(label) _: Swift.Void) -> Swift.Set<Swift.String>?
    """
  }

  /// The requirement's fallback: not known.
  func respondsExactlyDefault(label: String) -> String {
    "\(access)nonisolated static func _$respondsExactly(\(label) _: Swift.Void) -> Swift.Set<Swift.String>? { nil }"
  }

  /// The requirement enum's member that reads a delegate's answer.
  func declaredNamesMember(label: String) -> String {
    """
    /// What a `@RespondsExactly` delegate declares where it conforms to ``\(name)``.
    \(access)static func _$declaredNames(of object: Swift.AnyObject) -> Swift.Set<Swift.String>? {
      (object as? any \(name)).flatMap { Swift.type(of: $0)._$respondsExactly(\(label): ()) }
    }
    """
  }
}
