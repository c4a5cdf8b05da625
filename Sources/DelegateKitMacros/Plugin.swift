import DelegateKitMacrosSupport
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct DelegateKitPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    DelegateMacro.self,
    RequirementMarkerMacro.self,
    RespondsExactlyMacro.self,
  ]

  /// swift-syntax's message loop over a connection that answers the requirement markers'
  /// requests itself (see ``MarkerAnsweringConnection``); every other request is handled
  /// exactly as `CompilerPlugin.main()` handles it.
  static func main() throws {
    let connection = try MarkerAnsweringConnection()
    let listener = CompilerPluginMessageListener(connection: connection, provider: MacroProvider(plugin: Self()))
    try listener.main()
  }
}

/// Finds the plugin's macro types by the names the compiler sends, as swift-syntax's own
/// entry point does.
struct MacroProvider: PluginProvider {
  let plugin: DelegateKitPlugin

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    let name = "\(moduleName).\(typeName)"
    guard let type = plugin.providingMacros.first(where: { String(reflecting: $0) == name }) else {
      throw UnknownMacro(description: "macro implementation type '\(name)' is not in the DelegateKit plugin")
    }
    return type
  }
}

/// The error for a macro type the plugin does not provide.
struct UnknownMacro: Error, CustomStringConvertible {
  let description: String
}
