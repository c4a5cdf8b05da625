import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real driver on a real pseudo-terminal: the fixture app runs on the slave side, and
/// after it quits, is signalled or stopped, the terminal's settings are read back and the
/// last bytes it wrote checked.
@Suite("The terminal is always restored", .serialized)
struct PseudoTerminalTests {
  static let enter = "\u{1B}[?1049h"
  static let leave = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?7h\u{1B}[?1049l"
  static let bracketedPasteOn = "\u{1B}[?2004h"

  /// Where the fixture's termination handler writes the signal it was given.
  let log = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString).log").path

  /// What the termination handler wrote, `nil` if it did not run.
  var logged: String? { try? String(contentsOfFile: log, encoding: .utf8) }

  private func started() throws -> PseudoTerminal {
    let fixture = try #require(
      PseudoTerminal.fixturePath,
      "DelegateKitTerminalFixture is built with the tests (swift build --build-tests)"
    )
    let terminal = try PseudoTerminal()
    try terminal.start(fixture, environment: ["TERM": "xterm-256color", "FIXTURE_LOG": log])
    #expect(terminal.read(untilContains: "Row 3"), "the first frame: \(terminal.text())")
    #expect(terminal.isRaw)
    #expect(terminal.text().hasPrefix(Self.enter))
    #expect(terminal.text().contains(Self.bracketedPasteOn), "bracketed paste is on while the app runs")
    return terminal
  }

  private func expectRestored(_ terminal: PseudoTerminal, _ comment: Comment) {
    #expect(terminal.isRestored, comment)
    #expect(
      terminal.text().hasSuffix(Self.leave),
      "the last bytes turn bracketed paste off and leave the alternate screen with the cursor shown: \(comment)"
    )
  }

  @Test("q quits with status 0 and restores the terminal")
  func quit() throws {
    let terminal = try started()
    terminal.send(Array("q".utf8))
    let status = try #require(terminal.wait())
    #expect(exited(status) == 0)
    expectRestored(terminal, "after q")
    #expect(logged == nil, "a quit returns from run: the termination handler is not called")
  }

  @Test("Ctrl-C is a key in raw mode: it quits the same way")
  func controlC() throws {
    let terminal = try started()
    terminal.send([0x03])
    let status = try #require(terminal.wait())
    #expect(exited(status) == 0)
    expectRestored(terminal, "after Ctrl-C")
  }

  @Test(
    "SIGINT, SIGTERM and SIGHUP restore the terminal, then end the process by that signal",
    arguments: [SIGINT, SIGTERM, SIGHUP]
  )
  func signals(signal: Int32) throws {
    let terminal = try started()
    defer { try? FileManager.default.removeItem(atPath: log) }
    terminal.signal(signal)
    let status = try #require(terminal.wait())
    #expect(killedBy(status) == signal, "status \(status)")
    expectRestored(terminal, "after signal \(signal)")
    #expect(logged == "terminated by \(signal)\n", "the termination handler ran first")
  }

  @Test("A closed terminal, with no SIGHUP sent, ends the process as SIGHUP does, after the termination handler")
  func closedTerminal() throws {
    let terminal = try started()
    defer { try? FileManager.default.removeItem(atPath: log) }
    terminal.hangUp()
    let status = try #require(terminal.wait())
    #expect(killedBy(status) == SIGHUP, "status \(status)")
    #expect(logged == "terminated by \(SIGHUP)\n", "the program could close what it holds")
  }

  @Test("Ctrl-Z stops with the terminal restored; SIGCONT sets it up again and repaints")
  func suspend() throws {
    let terminal = try started()
    terminal.send([0x1A])
    let stopped = try #require(terminal.wait(stopped: true))
    #expect(isStopped(stopped))
    expectRestored(terminal, "while stopped")
    let mark = terminal.output.count
    terminal.signal(SIGCONT)
    #expect(terminal.read(untilContains: "Row 3", after: mark), "a full repaint after fg")
    #expect(terminal.text(after: mark).hasPrefix(Self.enter))
    #expect(terminal.isRaw)
    terminal.send(Array("q".utf8))
    let status = try #require(terminal.wait())
    #expect(exited(status) == 0)
    expectRestored(terminal, "after resuming and quitting")
  }

  @Test("A resize repaints once at the new size")
  func resize() throws {
    let terminal = try started()
    let mark = terminal.output.count
    terminal.resize(width: 40, height: 20)
    // 16 lines showed rows 0 to 13; 20 show rows 0 to 17, all drawn again.
    #expect(terminal.read(untilContains: "Row 17", after: mark), "\(terminal.text(after: mark).debugDescription)")
    #expect(terminal.text(after: mark).contains("Row 3"))
    #expect(terminal.text(after: mark).contains("\u{1B}[2J"), "a full repaint clears first")
    terminal.send(Array("q".utf8))
    _ = terminal.wait()
    expectRestored(terminal, "after a resize")
  }

  @Test("Without a terminal for input, the driver refuses with one line and leaves the output alone")
  func notATerminal() throws {
    let fixture = try #require(PseudoTerminal.fixturePath)
    let terminal = try PseudoTerminal()
    let null = open("/dev/null", O_RDONLY)
    defer { close(null) }
    try terminal.start(fixture, input: null)
    let status = try #require(terminal.wait())
    #expect(exited(status) == 3)
    #expect(terminal.output.isEmpty, "nothing drawn: \(terminal.text().debugDescription)")
    #expect(terminal.isRestored)
  }
}
