// swift-tools-version: 6.1

// The DelegateKit benchmark suite: a package of its own, so that the library's
// manifest never references the benchmark tooling. Run it with Scripts/benchmark.sh
// (see README.md in this folder).

import PackageDescription

let package = Package(
  name: "DelegateKitBenchmarks",
  platforms: [
    .macOS(.v15),
    .iOS(.v18),
    .tvOS(.v18),
    .watchOS(.v11),
    .visionOS(.v2),
    .macCatalyst(.v18),
  ],
  dependencies: [
    .package(name: "DelegateKit", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    // Heap statistics from the C allocator (glibc mallinfo2, Darwin mstats).
    .target(name: "CHeapStats", path: "Sources/CHeapStats"),
    // Time and allocations per broadcast, ours against the baselines (ordo-one/benchmark).
    .executableTarget(
      name: "DelegateKitBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "DelegateKit", package: "DelegateKit"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "Benchmarks/DelegateKitBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    // Bytes per registered delegate, measured with the C allocator's own statistics on the
    // main thread, outside the benchmark harness (whose malloc interposer adds a header to
    // every allocation).
    .executableTarget(
      name: "DelegateKitMemory",
      dependencies: [
        .product(name: "DelegateKitCore", package: "DelegateKit"),
        "CHeapStats",
      ],
      path: "Sources/DelegateKitMemory"
    ),
  ],
  swiftLanguageModes: [.v6]
)
