import DelegateKitTestSupport
import Foundation

/// A fuzzing run: generates files, compiles and runs them in parallel, counts the outcomes,
/// and shrinks each finding to a minimal file, written where regression tests go.
struct Campaign {
  let toolchain: Toolchain
  let work: URL
  let regressions: URL?
  let seed: UInt64
  let protocols: Int
  let perFile: Int
  let jobs: Int
  /// One file in this many is of shapes the macro must refuse.
  let refusalEvery: Int

  /// The files of the run, each with the number of refusals it must end in.
  func files() -> [(FileSpec, refusals: Int)] {
    var files: [(FileSpec, refusals: Int)] = []
    var total = 0
    while total < protocols {
      let index = files.count
      var generator = ProtocolGenerator(seed: seed &* 100_000 &+ UInt64(index))
      if refusalEvery > 0, index % refusalEvery == refusalEvery - 1 {
        let file = generator.refusalFile()
        files.append((file, Self.refusals(in: file)))
      } else {
        files.append((generator.file(protocols: min(perFile, protocols - total)), 0))
      }
      total += files[files.count - 1].0.protocols.count
    }
    return files
  }

  static func refusals(in file: FileSpec) -> Int {
    file.protocols.flatMap(\.requirements).filter { $0.refusal != nil && $0.condition != false }.count
  }

  /// Runs every file, `jobs` at a time; returns the outcomes in file order.
  func run(log: @escaping @Sendable (String) -> Void) throws -> [(FileSpec, Outcome)] {
    let files = files()
    let results = Results(count: files.count)
    let queue = DispatchQueue(label: "delegatekit-fuzz", attributes: .concurrent)
    let slots = DispatchSemaphore(value: jobs)
    let group = DispatchGroup()
    for (index, (file, refusals)) in files.enumerated() {
      slots.wait()
      group.enter()
      queue.async {
        defer {
          slots.signal()
          group.leave()
        }
        let directory = work.appendingPathComponent("file-\(file.seed)")
        let outcome: Outcome
        do {
          outcome = try toolchain.outcome(
            of: SourceWriter(file: file).render(),
            expectsRefusals: refusals,
            in: directory
          ).0
        } catch {
          outcome = .compilerCrash("\(error)")
        }
        results.set(index, outcome)
        log("[\(index + 1)/\(files.count)] seed \(file.seed): \(file.protocols.count) protocols, \(outcome)")
      }
    }
    group.wait()
    return zip(files.map(\.0), results.all).map { ($0, $1) }
  }

  /// Shrinks a finding and writes it as a regression test; returns the file written.
  func shrink(_ file: FileSpec, _ outcome: Outcome) throws -> URL? {
    let refusals = Self.refusals(in: file)
    var attempt = 0
    let shrinker = Shrinker { candidate in
      attempt += 1
      let directory = work.appendingPathComponent("shrink-\(file.seed)-\(attempt)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let result = try toolchain.outcome(
        of: SourceWriter(file: candidate).render(),
        expectsRefusals: refusals > 0 ? Self.refusals(in: candidate) : 0,
        in: directory
      ).0
      return result.kind == outcome.kind
    }
    let minimal = try shrinker.shrink(file)
    guard let regressions else { return nil }
    try FileManager.default.createDirectory(at: regressions, withIntermediateDirectories: true)
    let url = regressions.appendingPathComponent("FuzzSeed\(file.seed).swift")
    let header = "// A finding of delegatekit-fuzz, shrunk: \(outcome)\n"
    try (header + SourceWriter(file: minimal).render(asTest: true)).write(to: url, atomically: true, encoding: .utf8)
    return url
  }
}

/// The outcomes of the files, written from the worker threads.
final class Results: @unchecked Sendable {
  // @unchecked is sound: `values` is read and written only under `lock`.
  private let lock = NSLock()
  private var values: [Outcome]

  init(count: Int) { values = Array(repeating: .passed, count: count) }

  func set(_ index: Int, _ outcome: Outcome) {
    lock.lock()
    values[index] = outcome
    lock.unlock()
  }

  var all: [Outcome] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }
}
