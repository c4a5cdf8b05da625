import DelegateKitMacros
import MacroTesting
import SwiftSyntaxMacros
import Testing

/// The macros under test, by the names source code uses.
let delegateMacros: [String: any Macro.Type] = [
  "Delegate": DelegateMacro.self,
  "Optional": RequirementMarkerMacro.self,
  "Combining": RequirementMarkerMacro.self,
  "CompletionHandler": RequirementMarkerMacro.self,
  "RespondsExactly": RespondsExactlyMacro.self,
]
