// Bytes per registered delegate, and what a table keeps, from the C allocator's own statistics
// (README.md, "Memory per registered delegate" and "Table at scale"). On the main thread with
// no harness: glibc's mallinfo2() reports the main arena only, and the harness's malloc
// interposer would add a header to every allocation.
//
// Usage: DelegateKitMemory <output.json> [count ...]   (delegate counts; default: 64 10000)

import BenchmarkCatalog
import CHeapStats
import DelegateKitFixtures
import Foundation

func heapInUse() -> Int { Int(dk_heap_bytes_in_use()) }

/// The median of `runs` measurements of what `build` leaves allocated for `count` delegates.
func measure(
  _ row: BenchmarkRow,
  count: Int,
  sideTablesFormed: Bool,
  runs: Int,
  build: ([Delegate]) -> Any
) -> MemoryMeasurement {
  var samples: [Int] = []
  var fastest = Duration.seconds(1_000_000)
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let delegates = makeDelegates(count)
    // A delegate that was ever the target of a weak reference already has its side table.
    let references: Any = sideTablesFormed ? weakReferences(to: delegates) : ()
    let start = clock.now
    let before = heapInUse()
    let built = build(delegates)
    let after = heapInUse()
    fastest = min(fastest, clock.now - start)
    samples.append(after - before)
    // Keep everything alive past the second reading: Swift may otherwise release the
    // delegates right after their last use, inside the measured window.
    withExtendedLifetime(built) {}
    withExtendedLifetime(references) {}
    withExtendedLifetime(delegates) {}
  }
  let bytes = samples.sorted()[samples.count / 2]
  return MemoryMeasurement(
    row: row,
    count: count,
    bytes: bytes,
    bytesPerDelegate: Double(bytes) / Double(count),
    buildMilliseconds: nanoseconds(fastest) / 1e6
  )
}

/// The median of `runs` measurements of what a laid-out table of `rows` rows keeps.
@MainActor
func measureTable(
  _ row: BenchmarkRow,
  rows: Int,
  variableHeights: Bool,
  visibleRows: Int,
  runs: Int
) -> MemoryMeasurement {
  var samples: [Int] = []
  var fastest = Duration.seconds(1_000_000)
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let parts = ScaleTableParts(rows: rows, variableHeights: variableHeights)
    let start = clock.now
    let before = heapInUse()
    let table = parts.makeTable(visibleRows: visibleRows)
    let after = heapInUse()
    fastest = min(fastest, clock.now - start)
    samples.append(after - before)
    withExtendedLifetime(table) {}
    withExtendedLifetime(parts) {}
  }
  let bytes = samples.sorted()[samples.count / 2]
  return MemoryMeasurement(
    row: row,
    count: rows,
    bytes: bytes,
    bytesPerDelegate: Double(bytes) / Double(rows),
    buildMilliseconds: nanoseconds(fastest) / 1e6
  )
}

requireUncheckedLibrary()
guard dk_heap_stats_available() != 0 else {
  FileHandle.standardError.write(Data("no heap statistics on this platform\n".utf8))
  exit(2)
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: DelegateKitMemory <output.json> [count ...]\n".utf8))
  exit(64)
}
let counts = arguments.dropFirst().compactMap { Int($0) }
var measurements: [MemoryMeasurement] = []
for count in counts.isEmpty ? [64, BenchmarkRow.memoryCount] : counts {
  for row in BenchmarkRow.allCases {
    guard case .memory(let sideTablesFormed, let build) = row.definition else { continue }
    // A ConcurrentDelegateList build of 10,000 takes a while; three runs give the median.
    let runs = row == .memoryConcurrentDelegateList && count > 1_000 ? 3 : 5
    measurements.append(measure(row, count: count, sideTablesFormed: sideTablesFormed, runs: runs, build: build))
  }
}
for row in BenchmarkRow.allCases {
  guard case .tableMemory(let variableHeights, let visibleRows) = row.definition else { continue }
  for rows in row.spec.counts {
    measurements.append(
      measureTable(row, rows: rows, variableHeights: variableHeights, visibleRows: visibleRows, runs: 5)
    )
  }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
try encoder.encode(measurements).write(to: URL(fileURLWithPath: output))
