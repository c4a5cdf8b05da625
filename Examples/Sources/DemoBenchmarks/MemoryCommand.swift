import ArgumentParser
import CDemoHeap
import DelegateKitTerminal
import DemoScreens
import DemoStore
import Foundation

/// What a large organization costs on screen: the heap the units screen holds after
/// scrolling through an organization of `--units` units, against one of `--baseline`,
/// each measured in a process of its own.
struct MemoryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "memory",
    abstract: "Heap held by the units screen with a large organization, against a small one."
  )

  @Option(help: "Units in the large organization.")
  var units = 1_000_000

  @Option(help: "Units in the small organization measured for comparison.")
  var baseline = 1_000

  @Option(
    name: .customLong("unit-window-threshold"),
    help: "Organizations over this many units are read through a window (the demo's: 2,000)."
  )
  var unitWindowThreshold = 2_000

  @Flag(help: .hidden)
  var measureOnly = false

  func validate() throws {
    guard units >= 1, baseline >= 1 else { throw ValidationError("--units and --baseline must be at least 1") }
  }

  @MainActor
  func run() async throws {
    if measureOnly {
      let result = try await MemoryProbe.measure(units: units, unitWindowThreshold: unitWindowThreshold)
      print(result.line)
      return
    }
    let small = try MemoryProbe.runChild(units: baseline, unitWindowThreshold: unitWindowThreshold)
    let large = try MemoryProbe.runChild(units: units, unitWindowThreshold: unitWindowThreshold)
    let ratio = Double(large.heapGrowth) / Double(max(small.heapGrowth, 1))
    print(
      """
      units screen, scrolled top to bottom and back (window threshold \(unitWindowThreshold) units)
        \(baseline) units: heap \(small.heapGrowth.formattedBytes), opened in \(small.openTime.milliseconds) ms
        \(units) units: heap \(large.heapGrowth.formattedBytes), opened in \(large.openTime.milliseconds) ms
        ratio \(String(format: "%.2f", ratio))x
      """
    )
  }
}
