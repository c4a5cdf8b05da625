import SwiftSyntax
import SwiftSyntaxBuilder

extension DelegateProtocol {
  var multicastName: String { "\(name)Multicast" }
  var proxyName: String { "\(name)Proxy" }
  var routerName: String { "\(name)Router" }
  var requirementName: String { "\(name)Requirement" }

  /// `@MainActor` and a line break for main-actor protocols, else nothing.
  var isolationAttribute: String { isMainActor ? "@MainActor\n" : "" }
  /// `nonisolated ` for initializers of main-actor types, so they can be made anywhere.
  var initIsolation: String { isMainActor ? "nonisolated " : "" }
  /// How the generated types declare their stored delegate holder. A main-actor type's
  /// `nonisolated init` cannot store a non-`Sendable` value in an isolated property, so
  /// there the property is `nonisolated(unsafe)`: it is private, and every member that
  /// touches it is main-actor isolated, so it is never reached from another isolation.
  var storageModifiers: String { isMainActor ? "private nonisolated(unsafe) let" : "private let" }

  /// The conformances of every generated type.
  var conformances: String { isSendable ? "\(name), Swift.Sendable" : name }
  /// The runtime list type the generated types store delegates in.
  var listType: String {
    "DelegateKit.\(isSendable ? "ConcurrentDelegateList" : "DelegateList")<any \(name)>"
  }

  func forwardingMembers(role: ForwardingRole, list: String, typeName: String) -> String {
    requirements
      .map {
        Forwarding(
          requirement: $0,
          role: role,
          list: list,
          typeName: typeName,
          protocolName: name,
          access: access
        ).declaration
      }
      .joined(separator: "\n\n")
  }

  /// `responds(to:)`, shared by the three generated types.
  func respondsMember(list: String) -> String {
    """
    /// Whether a call to `requirement` reaches a delegate that implements it.
    ///
    /// For a required requirement, whether there is a delegate. For an `@Optional` one,
    /// whether some delegate implements it or has not been called for it yet: a delegate
    /// is known to rely on the default only after its first call.
    \(access)func responds(to requirement: \(requirementName)) -> Swift.Bool {
      \(list)._$responds(requirement._$bit)
    }
    """
  }

  /// The requirement enum: `responds(to:)`'s argument.
  var requirementEnum: DeclSyntax {
    let cases = requirements.map { requirement in
      "/// `\(requirement.displayName)`, \(requirement.isOptional ? "optional" : "required").\ncase \(requirement.caseName)"
    }
    let names = requirements.map { "case .\($0.caseName): \"\($0.displayName)\"" }
    let bits = requirements.map { "case .\($0.caseName): \($0.bit.map(String.init) ?? "nil")" }
    let body = cases.isEmpty ? "" : cases.joined(separator: "\n") + "\n\n"
    return """
      /// The requirements of ``\(raw: name)``, for asking a generated type whether a
      /// delegate responds to one.
      \(raw: access)enum \(raw: requirementName): Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
      \(raw: indent(body))  /// The requirement's Swift name, such as `method(_:label:)`.
        \(raw: access)var name: Swift.String {
          switch self {
      \(raw: indent(indent(names.joined(separator: "\n"))))
          }
        }

        /// Whether delegates may leave the requirement unimplemented.
        \(raw: access)var isOptional: Swift.Bool {
          _$bit != nil
        }

        /// The requirement's index among the optional ones; for generated code.
        \(raw: access)var _$bit: Swift.Int? {
          switch self {
      \(raw: indent(indent(bits.joined(separator: "\n"))))
          }
        }
      }
      """
  }

  /// The default implementations of the `@Optional` requirements.
  var defaultsExtensionMembers: [String] {
    requirements.filter(\.isOptional).map { requirement in
      let report = "DelegateKit._$DefaultImplementation.defaultRan(on: self)"
      let result = requirement.isVoid ? "" : "\n  return \(requirement.defaultValue?.trimmedDescription ?? "nil")"
      switch requirement.kind {
      case .function(let function):
        var function = function
        function.attributes = function.attributes.filter {
          !["Optional", "Combining"].contains($0.attributeNameText)
        }
        function.body = nil
        return "\(access)\(function.trimmedDescription) {\n  \(report)\(result)\n}"
      case .property(_, let binding, _):
        let type = requirement.returnType?.trimmedDescription ?? "Swift.Void"
        return "\(access)var \(binding.pattern.trimmedDescription): \(type) {\n  \(report)\(result)\n}"
      }
    }
  }
}
