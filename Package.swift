// swift-tools-version: 6.2

import CompilerPluginSupport
import Foundation
import PackageDescription

// The internal consistency checks of the delegate lists, the table's geometry and the
// terminal's cell buffer run only where DELEGATEKIT_INTERNAL_CHECKS is set in the environment
// (Scripts/test.sh sets it), so a client's debug build never pays for them.
let internalChecks: [SwiftSetting] =
  ProcessInfo.processInfo.environment["DELEGATEKIT_INTERNAL_CHECKS"] == nil
  ? [] : [.define("DELEGATEKIT_INTERNAL_CHECKS")]

let package = Package(
  name: "DelegateKit",
  platforms: [
    .macOS(.v15),
    .iOS(.v18),
    .tvOS(.v18),
    .watchOS(.v11),
    .visionOS(.v2),
    .macCatalyst(.v18),
  ],
  products: [
    .library(name: "DelegateKit", targets: ["DelegateKit"]),
    .library(name: "DelegateKitCore", targets: ["DelegateKitCore"]),
    .library(name: "DelegateKitTable", targets: ["DelegateKitTable"]),
    .library(name: "DelegateKitTerminal", targets: ["DelegateKitTerminal"]),
  ],
  dependencies: [
    // What CI builds and tests the macro against: 600.0.1, the oldest, 602.0.0 and
    // 603.0.1, the newest (Scripts/swift-syntax-versions.sh). Each major may change macro
    // code, so the range ends at the next untested one.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0")
  ],
  targets: [
    // The runtime: no swift-syntax.
    .target(name: "DelegateKitCore", swiftSettings: internalChecks),
    // The client module: re-exports the runtime and declares the macros.
    .target(name: "DelegateKit", dependencies: ["DelegateKitCore", "DelegateKitMacros"]),
    // The expansion logic, a plain library so it can be tested without a compiler plugin.
    .target(
      name: "DelegateKitMacrosSupport",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    // The compiler plugin: the entry point and one-line forwarders.
    .macro(
      name: "DelegateKitMacros",
      dependencies: [
        "DelegateKitMacrosSupport",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    // A UIKit-shaped table engine with no UI toolkit, its delegate protocols declared with
    // @Delegate.
    .target(name: "DelegateKitTable", dependencies: ["DelegateKit"], swiftSettings: internalChecks),
    // A terminal front end for the table engine: input parser, cell renderer, driver.
    .target(name: "DelegateKitTerminal", dependencies: ["DelegateKitTable"], swiftSettings: internalChecks),
    // A tiny app the terminal tests run in a pseudo-terminal, to check that the terminal
    // is restored after quitting, signals and Ctrl-Z. Not a product.
    .executableTarget(
      name: "DelegateKitTerminalFixture",
      dependencies: ["DelegateKitTerminal"],
      path: "Tests/DelegateKitTerminalFixture"
    ),
    // The seeded generator the randomized tests share; no product, so no consumer builds it.
    .target(name: "DelegateKitTestSupport", path: "Tests/DelegateKitTestSupport"),
    .testTarget(name: "DelegateKitCoreTests", dependencies: ["DelegateKitCore", "DelegateKitTestSupport"]),
    .testTarget(name: "DelegateKitTests", dependencies: ["DelegateKit", "DelegateKitTestSupport"]),
    .testTarget(name: "DelegateKitTableTests", dependencies: ["DelegateKitTable", "DelegateKitTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// Expansion tests need swift-macro-testing, the URLSession test an HTTP server
// (FlyingFox), and the terminal tests a clock they advance by hand (swift-clocks'
// TestClock); consumers of the library never build them, and OMIT_MACRO_TESTS=1 leaves
// them out of the graph.
if ProcessInfo.processInfo.environment["OMIT_MACRO_TESTS"] == nil {
  package.dependencies.append(contentsOf: [
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ])
  // The macro fuzzer (Scripts/fuzz-macro.sh): writes and runs generated clients; no product.
  package.targets.append(
    .executableTarget(
      name: "DelegateKitMacroFuzz",
      dependencies: [
        "DelegateKitTestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tools/MacroFuzz"
    )
  )
  // The protocol harvest (Scripts/harvest-protocols.sh): reads real packages' protocols from
  // the package mirror and compiles them through @Delegate; no product. Its logic is a
  // library, so that its tests can import it; the command is a thin executable over it.
  package.targets.append(contentsOf: [
    .target(
      name: "DelegateKitProtocolHarvestSupport",
      dependencies: [
        "DelegateKitTestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
      ],
      path: "Tools/ProtocolHarvest",
      exclude: ["HARVEST.md", "ci-findings.txt"]
    ),
    .executableTarget(
      name: "DelegateKitProtocolHarvest",
      dependencies: [
        "DelegateKitProtocolHarvestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tools/ProtocolHarvestCommand"
    ),
    .testTarget(
      name: "DelegateKitProtocolHarvestTests",
      dependencies: ["DelegateKitProtocolHarvestSupport"],
      path: "Tests/DelegateKitProtocolHarvestTests"
    ),
  ])
  // Frame snapshots need swift-snapshot-testing and the pilot's clock swift-clocks.
  package.targets.append(
    .testTarget(
      name: "DelegateKitTerminalTests",
      dependencies: [
        "DelegateKitTerminal",
        "DelegateKitTestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Screens/__Snapshots__"]
    )
  )
  package.targets.append(
    .testTarget(
      name: "DelegateKitFoundationTests",
      dependencies: [
        "DelegateKit",
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]
    )
  )
  package.targets.append(
    .testTarget(
      name: "DelegateKitMacrosTests",
      dependencies: [
        "DelegateKitMacros",
        "DelegateKitMacrosSupport",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        "DelegateKitTestSupport",
      ]
    )
  )
}

for target in package.targets where target.type != .plugin {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .treatAllWarnings(as: .error),
  ])
  target.swiftSettings = settings
}

// Client targets: the generated code compiled as a user's package compiles it. They are
// added after the loop above, so none of its upcoming features reach them; warnings stay
// errors, since a client may build that way and an expansion must not warn.
//   DelegateKitClientTests: the default Swift 6 settings.
//   DelegateKitMainActorClientTests: `-default-isolation MainActor`; it shares the former's
//     files through symlinks and adds its own.
//   DelegateKitClientImportTests: `InternalImportsByDefault` alone, for public protocols.
// DELEGATEKIT_CLIENT_FEATURE=Name adds one upcoming feature to DelegateKitClientTests
// (Scripts/client-features.sh tries each in turn).
let environment = ProcessInfo.processInfo.environment
var clientSettings: [SwiftSetting] = [.treatAllWarnings(as: .error)]
let clientFeature = environment["DELEGATEKIT_CLIENT_FEATURE"].map { [SwiftSetting.enableUpcomingFeature($0)] } ?? []
package.targets.append(contentsOf: [
  .target(name: "DelegateKitClientFixtures", path: "Tests/DelegateKitClientFixtures"),
  // A library whose public @Delegate protocol the client tests refine.
  .target(
    name: "DelegateKitClientParents",
    dependencies: ["DelegateKit"],
    path: "Tests/DelegateKitClientParents",
    swiftSettings: clientSettings
  ),
  .testTarget(
    name: "DelegateKitClientTests",
    dependencies: ["DelegateKit", "DelegateKitClientFixtures", "DelegateKitClientParents", "DelegateKitTable"],
    resources: [.copy("Resources/releases.atom"), .copy("Resources/maven-settings.xml")],
    swiftSettings: clientSettings + clientFeature
  ),
  .testTarget(
    name: "DelegateKitMainActorClientTests",
    dependencies: ["DelegateKit", "DelegateKitClientFixtures", "DelegateKitClientParents", "DelegateKitTable"],
    swiftSettings: clientSettings + [.defaultIsolation(MainActor.self), .define("DELEGATEKIT_CLIENT_MAIN_ACTOR")]
  ),
  // Real delegate protocols, transcribed from their documentation and sources, each driven
  // through a multicast, a proxy and a router by a scenario that checks itself; the
  // Foundation ones by the real Foundation objects.
  .testTarget(
    name: "DelegateKitCorpusTests",
    dependencies: ["DelegateKit"],
    swiftSettings: clientSettings
  ),
  .testTarget(
    name: "DelegateKitClientImportTests",
    dependencies: ["DelegateKit", "DelegateKitClientFixtures"],
    swiftSettings: clientSettings + [.enableUpcomingFeature("InternalImportsByDefault")]
  ),
])

// Scripts/test.sh's sanitizer passes set DELEGATEKIT_SANITIZE=thread or address. It
// instruments this package's own code, the code those passes test, and not the macro
// plugin or swift-syntax, which run only inside the compiler. So the passes build in the
// ordinary scratch path and reuse its swift-syntax, where `swift test --sanitize`
// instruments every target and needs a scratch path, and a swift-syntax build, of its own.
if let sanitizer = environment["DELEGATEKIT_SANITIZE"] {
  for target in package.targets where target.type != .macro && target.name != "DelegateKitMacrosSupport" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
    target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
  }
}
