// swift-tools-version: 6.2

import PackageDescription

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
    .executable(name: "delegatekit-example", targets: ["DelegateKitExample"]),
  ],
  targets: [
    .target(name: "DelegateKitCore"),
    .target(name: "DelegateKit", dependencies: ["DelegateKitCore"]),
    .executableTarget(name: "DelegateKitExample", dependencies: ["DelegateKit"]),
    .testTarget(name: "DelegateKitCoreTests", dependencies: ["DelegateKitCore"]),
  ],
  swiftLanguageModes: [.v6]
)

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
