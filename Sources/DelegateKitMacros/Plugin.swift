import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct DelegateKitPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    DelegateMacro.self,
    RequirementMarkerMacro.self,
    RespondsExactlyMacro.self,
  ]
}
