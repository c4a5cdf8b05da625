import ArgumentParser

/// The demo's end-to-end benchmarks: what a person waits for, and what a large database
/// costs, measured through the real screens, server and database, drawn by the headless
/// terminal exactly as the driver draws.
///
///     swift run -c release --package-path Examples delegatekit-demo-benchmarks latency
///     swift run -c release --package-path Examples delegatekit-demo-benchmarks memory
///
/// A command-line tool rather than ordo-one/benchmark, which the library's own suite
/// uses: each sample here is a whole interaction across the event loop and a server, and
/// the memory figure compares two processes, one per database size, so a harness for
/// in-process microbenchmarks would only wrap what this does.
@main
struct DemoBenchmarks: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delegatekit-demo-benchmarks",
    abstract: "End-to-end benchmarks of the DelegateKit demo.",
    subcommands: [LatencyCommand.self, MemoryCommand.self]
  )
}
