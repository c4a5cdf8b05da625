// swift-tools-version: 6.2

// The DelegateKit demo: a scoped search, a clock and a paged feed in a terminal, against a
// real HTTP server (FlyingFox) and a real SQLite database (GRDB). A package of its own, so
// that a consumer of the library never builds the demo's dependencies.
//
//   swift run --package-path Examples delegatekit-demo

import PackageDescription

let package = Package(
  name: "DelegateKitDemo",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "delegatekit-demo", targets: ["DelegateKitDemo"]),
    .executable(name: "delegatekit-demo-benchmarks", targets: ["DemoBenchmarks"]),
    .executable(name: "delegatekit-example", targets: ["DelegateKitExample"]),
  ],
  dependencies: [
    .package(name: "DelegateKit", path: ".."),
    .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
  ],
  targets: [
    // The macro's tour in a few printed lines: a broadcast, a first responder, a delegate
    // going away. DelegateKit alone, none of the demo's dependencies.
    .executableTarget(
      name: "DelegateKitExample",
      dependencies: [.product(name: "DelegateKit", package: "DelegateKit")]
    ),
    // The folding rule every search follows, the server's and the store's.
    .target(name: "DemoText"),
    // The embedded HTTP server and its dataset: people to search, a feed to page.
    .target(
      name: "DemoServer",
      dependencies: ["DemoText", .product(name: "FlyingFox", package: "FlyingFox")],
      exclude: ["API.md"],
      resources: [.copy("Resources/people.json")]
    ),
    // The HTTP client the screens use: URLSession, with every failure a one-line error.
    .target(name: "DemoClient"),
    // The SQLite store of organizations and units, and the bridge from an observed request
    // to a table snapshot.
    .target(
      name: "DemoStore",
      dependencies: [
        "DemoText",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "DelegateKitTable", package: "DelegateKit"),
      ]
    ),
    // The screens: directory (scopes), clock (parts and a @Delegate protocol), feed (a
    // mediator), and the menu.
    .target(
      name: "DemoScreens",
      dependencies: [
        "DemoClient",
        "DemoStore",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "DelegateKit", package: "DelegateKit"),
        .product(name: "DelegateKitTable", package: "DelegateKit"),
        .product(name: "DelegateKitTerminal", package: "DelegateKit"),
      ]
    ),
    .executableTarget(
      name: "DelegateKitDemo",
      dependencies: [
        "DemoScreens",
        "DemoServer",
        "DemoClient",
        "DemoStore",
        .product(name: "DelegateKitTerminal", package: "DelegateKit"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // End-to-end benchmarks: keystroke-to-results latency, and the heap a large
    // organization costs on screen (Benchmarks.md).
    .executableTarget(
      name: "DemoBenchmarks",
      dependencies: [
        "CDemoHeap",
        "DemoScreens",
        "DemoServer",
        "DemoClient",
        "DemoStore",
        .product(name: "DelegateKitTable", package: "DelegateKit"),
        .product(name: "DelegateKitTerminal", package: "DelegateKit"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    // The allocator's count of bytes in use, which Swift's Glibc and Darwin modules omit.
    .target(name: "CDemoHeap"),
    // What the demo's tests share: a port that refuses connections. (The seeded generator
    // they draw from is the server's, `DemoServer.SplitMix64`.)
    .target(name: "DemoTestSupport", path: "Tests/DemoTestSupport"),
    .testTarget(
      name: "DemoServerTests",
      dependencies: ["DemoServer", "DemoClient", "DemoTestSupport"]
    ),
    .testTarget(
      name: "DemoStoreTests",
      dependencies: [
        "DemoStore", "DemoServer", "DemoTestSupport", .product(name: "DelegateKitTable", package: "DelegateKit"),
      ]
    ),
    .testTarget(
      name: "DemoTests",
      dependencies: [
        "DemoScreens",
        "DemoServer",
        "DemoClient",
        "DemoStore",
        "DemoTestSupport",
        .product(name: "DelegateKit", package: "DelegateKit"),
        .product(name: "DelegateKitTerminal", package: "DelegateKit"),
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .treatAllWarnings(as: .error),
  ])
  target.swiftSettings = settings
}
