// swift-tools-version: 6.2

// The DelegateKit benchmark suite, a package of its own so that the library's manifest never
// references the benchmark tooling. Run it with Scripts/benchmark.sh (see README.md here).

import Foundation
import PackageDescription

// The library's manifest builds it with its internal checks where DELEGATEKIT_INTERNAL_CHECKS
// is set; the fixtures read the same variable, so that a tool built so refuses to measure.
let internalChecks: [SwiftSetting] =
  ProcessInfo.processInfo.environment["DELEGATEKIT_INTERNAL_CHECKS"] == nil
  ? [] : [.define("DELEGATEKIT_INTERNAL_CHECKS")]

let package = Package(
  name: "DelegateKitBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "DelegateKit", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
  ],
  targets: [
    // The catalog of benchmarks and targets; no dependencies, so the report needs no library.
    .target(name: "BenchmarkCatalog"),
    // What each benchmark runs.
    .target(
      name: "DelegateKitFixtures",
      dependencies: [
        "BenchmarkCatalog",
        .product(name: "DelegateKit", package: "DelegateKit"),
        .product(name: "DelegateKitTable", package: "DelegateKit"),
        .product(name: "DelegateKitTerminal", package: "DelegateKit"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      swiftSettings: internalChecks
    ),
    // Allocations per operation and bytes per delegate, from ordo-one/benchmark.
    .executableTarget(
      name: "DelegateKitBenchmarks",
      dependencies: [
        "BenchmarkCatalog",
        "DelegateKitFixtures",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DelegateKitBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    // Time ratios, interleaved, and instructions per operation from callgrind.
    .executableTarget(
      name: "DelegateKitRatios",
      dependencies: [
        "BenchmarkCatalog",
        "DelegateKitFixtures",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The tables, the verdicts and RESULTS.md.
    .executableTarget(
      name: "DelegateKitReport",
      dependencies: [
        "BenchmarkCatalog",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Heap statistics from the C allocator.
    .target(name: "CHeapStats"),
    // Bytes per delegate and what a table keeps, from CHeapStats, outside the harness.
    .executableTarget(
      name: "DelegateKitMemory",
      dependencies: ["BenchmarkCatalog", "DelegateKitFixtures", "CHeapStats"]
    ),
    // The catalog's consistency, the verdict rule, and the report's failure on a missing row.
    .testTarget(name: "BenchmarkReportTests", dependencies: ["BenchmarkCatalog", "DelegateKitReport"]),
  ],
  swiftLanguageModes: [.v6]
)

// The same settings as the library's own targets.
for target in package.targets where target.type != .plugin && target.name != "CHeapStats" {
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
