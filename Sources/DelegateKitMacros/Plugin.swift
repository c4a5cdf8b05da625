import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin: the macros DelegateKit declares, by the types the compiler names.
@main
struct DelegateKitPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    DelegateMacro.self,
    RequirementMarkerMacro.self,
    RespondsExactlyMacro.self,
    ExactResponderMacro.self,
  ]
}
