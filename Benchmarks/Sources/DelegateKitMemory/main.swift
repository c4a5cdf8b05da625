// Bytes per registered delegate, from the C allocator's own statistics.
//
// Run on the main thread with no benchmark harness: glibc's mallinfo2() reports the main
// arena only, and the harness's malloc interposer would add a 16-byte header to every
// allocation. For each container and delegate count it builds the container from delegates
// that already exist and reads the heap in use before and after; what the container keeps
// (its buffers, per-delegate objects and malloc's own chunk overhead) is the difference.
//
// glibc's per-thread cache (tcache) keeps freed small chunks counted as in use, so reusing
// one looks free: run with GLIBC_TUNABLES=glibc.malloc.tcache_count=0 (Scripts/benchmark.sh
// does) for exact figures at small sizes.
//
// Usage: DelegateKitMemory [count ...]   (default 64 10000); prints one JSON object per line.

import CHeapStats
import DelegateKitCore
import Foundation

protocol Listener: AnyObject, Sendable {
  func didChange()
}

final class Delegate: Listener, @unchecked Sendable {
  @exclusivity(unchecked) var calls = 0
  @inline(never) func didChange() { calls &+= 1 }
}

struct Weak {
  weak var value: (any Listener)?
}

/// The in-place baseline's storage: exactly one 16-byte weak box per delegate.
final class WeakBuffer {
  let slots: UnsafeMutablePointer<Weak>
  let count: Int

  init(_ delegates: [Delegate]) {
    count = delegates.count
    slots = .allocate(capacity: count)
    for (index, delegate) in delegates.enumerated() {
      (slots + index).initialize(to: Weak(value: delegate))
    }
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }
}

struct Row: Encodable {
  var container: String
  var count: Int
  var sideTablesFormed: Bool
  var bytes: Int
  var bytesPerDelegate: Double
  /// The fastest build of the container, in milliseconds.
  var buildMilliseconds: Double
}

func heapInUse() -> Int { Int(dk_heap_bytes_in_use()) }

/// The median of `runs` measurements of what `build` leaves allocated for `count` delegates.
func measure(
  _ container: String,
  count: Int,
  sideTablesFormed: Bool,
  runs: Int = 5,
  build: ([Delegate]) -> Any
) -> Row {
  var samples: [Int] = []
  var fastest = Duration.seconds(1_000_000)
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let delegates = (0..<count).map { _ in Delegate() }
    // A delegate that was ever the target of a weak reference already has its side table.
    let boxes = sideTablesFormed ? delegates.map { Weak(value: $0) } : []
    let start = clock.now
    let before = heapInUse()
    let built = build(delegates)
    let after = heapInUse()
    fastest = min(fastest, clock.now - start)
    samples.append(after - before)
    // Keep everything alive past the second reading: Swift may otherwise release the
    // delegates right after their last use, inside the measured window.
    withExtendedLifetime(built) {}
    withExtendedLifetime(boxes) {}
    withExtendedLifetime(delegates) {}
  }
  let bytes = samples.sorted()[samples.count / 2]
  return Row(
    container: container, count: count, sideTablesFormed: sideTablesFormed,
    bytes: bytes, bytesPerDelegate: Double(bytes) / Double(count),
    buildMilliseconds: Double(fastest.components.attoseconds) / 1e15
      + Double(fastest.components.seconds) * 1e3)
}

guard dk_heap_stats_available() != 0 else {
  FileHandle.standardError.write(Data("no heap statistics on this platform\n".utf8))
  exit(2)
}

let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
var rows: [Row] = []
for count in counts.isEmpty ? [64, 10_000] : counts {
  rows.append(
    measure("DelegateList", count: count, sideTablesFormed: true) { delegates in
      let list = DelegateList<any Listener>()
      for delegate in delegates { list.add(delegate) }
      return list
    })
  rows.append(
    measure("DelegateList+sideTables", count: count, sideTablesFormed: false) { delegates in
      let list = DelegateList<any Listener>()
      for delegate in delegates { list.add(delegate) }
      return list
    })
  rows.append(
    measure("ConcurrentDelegateList", count: count, sideTablesFormed: true, runs: count > 1_000 ? 3 : 5) {
      delegates in
      let list = ConcurrentDelegateList<any Listener>()
      for delegate in delegates { list.add(delegate) }
      return list
    })
  rows.append(
    measure("InPlaceWeak", count: count, sideTablesFormed: true) { delegates in
      WeakBuffer(delegates)
    })
  rows.append(
    measure("WeakBoxArray", count: count, sideTablesFormed: true) { delegates in
      var boxes: [Weak] = []
      for delegate in delegates { boxes.append(Weak(value: delegate)) }
      return boxes
    })
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
for row in rows {
  print(String(decoding: try! encoder.encode(row), as: UTF8.self))
}
