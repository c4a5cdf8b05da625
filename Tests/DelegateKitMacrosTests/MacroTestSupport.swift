import DelegateKitMacros
import MacroTesting
import SwiftSyntaxMacros
import Testing

/// The macros under test, by the names source code uses. Computed: before swift-syntax
/// 602 a macro type is not `Sendable`, and a stored global of them would not be either.
var delegateMacros: [String: any Macro.Type] {
  [
    "Delegate": DelegateMacro.self,
    "Optional": RequirementMarkerMacro.self,
    "Combining": RequirementMarkerMacro.self,
    "CompletionHandler": RequirementMarkerMacro.self,
    "RespondsExactly": RespondsExactlyMacro.self,
    "ExactResponder": ExactResponderMacro.self,
  ]
}
