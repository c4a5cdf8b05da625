import DelegateKitTable
@testable import DelegateKitTerminal
import Foundation
import Testing

@Suite("Waits count the time they run on schedule")
struct WaitBudgetTests {
  @Test("A stretch the waiter could not run counts 50 ms at most; polls on schedule count in full")
  func budget() {
    var budget = WaitBudget(timeout: .seconds(20))
    budget.spend(.seconds(25))
    #expect(budget.waited == .milliseconds(50))
    #expect(!budget.isSpent, "a starved stretch longer than the timeout does not end the wait")
    budget.spend(.milliseconds(-3))
    #expect(budget.waited == .milliseconds(50), "a clock read out of order counts nothing")
    for _ in 0..<9_974 { budget.spend(.milliseconds(2)) }
    #expect(!budget.isSpent)
    budget.spend(.milliseconds(2))
    #expect(budget.isSpent, "20 s of polls on schedule end it")
    #expect(budget.waited == .seconds(20))
  }

  /// The work the pilot waits for sits behind a main actor held for three times the
  /// timeout: a wait measured in real time gives up before that work can run.
  @MainActor
  @Test("waitUntil outlasts a main actor held by other work, and still sees the work end")
  func starvedMainActor() async {
    final class Flag { var isSet = false }
    let flag = Flag()
    let pilot = HeadlessTerminal(makeApp(ListScreen(title: "T", rows: 3)))
    // Holds the thread the main actor runs on, as a long synchronous job would.
    func holdMainActor() { Thread.sleep(forTimeInterval: 1.2) }
    let work = Task { @MainActor in
      holdMainActor()
      try? await Task.sleep(for: .milliseconds(20))
      flag.isSet = true
    }
    #expect(await pilot.waitUntil(timeout: .milliseconds(400)) { _ in flag.isSet })
    await work.value
  }

  @MainActor
  @Test("waitUntil still gives up on a condition that never holds")
  func givesUp() async {
    let pilot = HeadlessTerminal(makeApp(ListScreen(title: "T", rows: 3)))
    let start = ContinuousClock.now
    #expect(await pilot.waitUntil(timeout: .milliseconds(100)) { _ in false } == false)
    #expect(ContinuousClock.now - start >= .milliseconds(100))
  }
}
