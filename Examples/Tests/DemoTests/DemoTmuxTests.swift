import Foundation
import Testing

/// The real binary in a real terminal: tmux runs it, the test types with `send-keys` and
/// reads the screen with `capture-pane`, as a person would see it.
@Suite(
  "The demo in tmux",
  .serialized,
  .enabled(if: Tmux.path != nil, "tmux is not installed: the tmux run is skipped")
)
struct DemoTmuxTests {
  @Test("Menu, directory search, feed, quit: the screens show, and the shell gets its screen back")
  func session() throws {
    let binary = try #require(DemoBinaryTests.binary)
    let directory = try DemoBinaryTests.temporaryDirectory()
    let tmux = try Tmux(width: 90, height: 26)
    defer { tmux.kill() }
    try tmux.start(
      "printf 'before the demo\\n'; \(binary) --database \(directory.path)/demo.sqlite; echo \"demo exited $?\"; sleep 30"
    )
    #expect(tmux.waitFor("DelegateKit demo"), "\(tmux.screen())")
    #expect(tmux.screen().contains("Directory") && tmux.screen().contains("q quit"))
    tmux.send("Enter")
    #expect(tmux.waitFor(DirectoryFrame.showsPeopleCount), "the first page of people: \(tmux.screen())")
    tmux.send("/")
    tmux.type("zoe")
    #expect(tmux.waitFor("matching “zoe”"), "\(tmux.screen())")
    #expect(tmux.screen().contains("Zoë"))
    tmux.send("Escape", "Tab")
    #expect(tmux.waitFor(DirectoryFrame.showsUnitCount), "Organizations, with their units: \(tmux.screen())")
    tmux.send("Escape", "Escape")
    #expect(tmux.waitFor("a mediator adds loading"), "back at the menu: \(tmux.screen())")
    tmux.send("Down", "Down", "Down", "Enter")
    #expect(tmux.waitFor("Feed"))
    #expect(tmux.waitFor { !$0.contains("Loading…") && $0.contains("r refresh") }, "\(tmux.screen())")
    tmux.send("q")
    #expect(tmux.waitFor("demo exited 0"), "\(tmux.screen())")
    let screen = tmux.screen()
    #expect(screen.contains("before the demo"), "the shell's screen is back: \(screen)")
    #expect(!screen.contains("q quit"), "the demo's frame is gone with the alternate screen")
  }

  @Test("TERM=dumb: the demo says in one line why it cannot run there, and exits 1 without drawing")
  func dumbTerminal() throws {
    let binary = try #require(DemoBinaryTests.binary)
    let directory = try DemoBinaryTests.temporaryDirectory()
    let errors = directory.appendingPathComponent("errors.txt").path
    let tmux = try Tmux(width: 100, height: 10)
    defer { tmux.kill() }
    try tmux.start(
      "TERM=dumb \(binary) --database \(directory.path)/demo.sqlite 2> \(errors); echo \"demo exited $?\"; sleep 30"
    )
    #expect(tmux.waitFor("demo exited 1"), "\(tmux.screen())")
    #expect(!tmux.screen().contains("DelegateKit demo"), "no screen was drawn: \(tmux.screen())")
    let message = try String(contentsOfFile: errors, encoding: .utf8)
    #expect(message.split(separator: "\n").count == 1 && message.contains("cannot move its cursor"), "\(message)")
  }

  @Test("SIGTERM restores the terminal too")
  func terminate() throws {
    let binary = try #require(DemoBinaryTests.binary)
    let directory = try DemoBinaryTests.temporaryDirectory()
    let tmux = try Tmux(width: 80, height: 24)
    defer { tmux.kill() }
    let database = "\(directory.path)/demo.sqlite"
    try tmux.start(
      "printf 'before the demo\\n'; \(binary) --database \(database) --screen clock; echo \"demo exited $?\"; stty -a; sleep 30"
    )
    #expect(tmux.waitFor("Seconds"), "\(tmux.screen())")
    let shell = try #require(Int32(tmux.query("#{pane_pid}")))
    let demo = try #require(Tmux.child(of: shell), "the demo runs under the pane's shell")
    kill(demo, SIGTERM)
    #expect(tmux.waitFor("demo exited 143", seconds: 10), "killed by SIGTERM: \(tmux.screen())")
    // stty prints after the echo, in its own time: wait for its settings, not a moment.
    #expect(tmux.waitFor("icanon", seconds: 10), "\(tmux.screen())")
    let screen = tmux.screen()
    #expect(screen.contains("before the demo"), "\(screen)")
    #expect(screen.contains(" icanon") && !screen.contains("-icanon"), "line editing is back: \(screen)")
    #expect(screen.contains(" echo ") && !screen.contains("-echo "), "echo is back: \(screen)")
  }

  @Test("SIGHUP restores the terminal and closes the database: no -wal or -shm file is left")
  func hangUp() throws {
    let binary = try #require(DemoBinaryTests.binary)
    let directory = try DemoBinaryTests.temporaryDirectory()
    let tmux = try Tmux(width: 80, height: 24)
    defer { tmux.kill() }
    try tmux.start(
      "\(binary) --database \(directory.path)/demo.sqlite --screen directory; echo \"demo exited $?\"; sleep 30"
    )
    #expect(tmux.waitFor("Directory"), "\(tmux.screen())")
    tmux.send("Tab")
    #expect(tmux.waitFor(DirectoryFrame.showsUnitCount), "Organizations, read from SQLite: \(tmux.screen())")
    let shell = try #require(Int32(tmux.query("#{pane_pid}")))
    let demo = try #require(Tmux.child(of: shell), "the demo runs under the pane's shell")
    kill(demo, SIGHUP)
    #expect(tmux.waitFor("demo exited 129", seconds: 10), "killed by SIGHUP: \(tmux.screen())")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["demo.sqlite"], "only the database")
  }

  @Test("Closing the terminal on the Directory closes the database: no -wal or -shm file is left")
  func closedTerminal() throws {
    let binary = try #require(DemoBinaryTests.binary)
    // The hangup's input end and the kernel's SIGHUP race; a few windows give each order
    // a chance to come first.
    for round in 1...5 {
      let directory = try DemoBinaryTests.temporaryDirectory()
      let tmux = try Tmux(width: 80, height: 24)
      try tmux.start("\(binary) --database \(directory.path)/demo.sqlite --screen directory; echo \"demo exited $?\"")
      #expect(tmux.waitFor("Directory"), "\(tmux.screen())")
      tmux.send("Tab")
      #expect(tmux.waitFor(DirectoryFrame.showsUnitCount), "Organizations, read from SQLite: \(tmux.screen())")
      let shell = try #require(Int32(tmux.query("#{pane_pid}")))
      let demo = try #require(Tmux.child(of: shell), "the demo runs under the pane's shell")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).contains("demo.sqlite-wal"))
      // The window closes: the pane's terminal hangs up under the shell and the demo.
      tmux.kill()
      #expect(Tmux.waitForExit(of: demo), "round \(round): the demo ended")
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(left == ["demo.sqlite"], "round \(round): only the database is left")
    }
  }

  @Test("SIGQUIT leaves the alternate screen and shows the cursor before the crash report")
  func quitSignal() throws {
    let binary = try #require(DemoBinaryTests.binary)
    let directory = try DemoBinaryTests.temporaryDirectory()
    let tmux = try Tmux(width: 100, height: 40)
    defer { tmux.kill() }
    try tmux.start(
      "printf 'before the demo\\n'; \(binary) --database \(directory.path)/demo.sqlite --screen clock;"
        + " echo \"demo exited $?\"; stty -a; sleep 30"
    )
    #expect(tmux.waitFor("Seconds"), "\(tmux.screen())")
    let shell = try #require(Int32(tmux.query("#{pane_pid}")))
    let demo = try #require(Tmux.child(of: shell), "the demo runs under the pane's shell")
    kill(demo, SIGQUIT)
    // The crash report (Swift's backtracer, which may wait for a key) is written to the
    // shell's screen, below its text, with the cursor showing.
    #expect(tmux.waitFor { $0.contains("before the demo") && !$0.contains("Seconds") }, "\(tmux.screen())")
    #expect(tmux.query("#{alternate_on}") == "0", "the alternate screen is left: \(tmux.screen())")
    #expect(tmux.query("#{cursor_flag}") == "1", "the cursor shows")
    for _ in 0..<100 where !tmux.screen().contains("demo exited") {
      // Any key other than space or D ends the backtracer's prompt, if it shows one.
      tmux.send("q")
      usleep(200_000)
    }
    #expect(tmux.waitFor("demo exited", seconds: 30), "\(tmux.screen())")
    #expect(tmux.waitFor("icanon", seconds: 10), "\(tmux.screen())")
    let screen = tmux.screen()
    #expect(screen.contains(" icanon") && !screen.contains("-icanon"), "line editing is back: \(screen)")
    #expect(screen.contains(" echo ") && !screen.contains("-echo "), "echo is back: \(screen)")
  }
}

@Suite(
  "The demo in tmux: what a user types, pastes and resizes",
  .serialized,
  .enabled(if: Tmux.path != nil, "tmux is not installed: the tmux run is skipped")
)
struct DemoTmuxInputTests {
  /// The demo started in a fresh database, its Directory open on People.
  func directory(_ tmux: Tmux) throws {
    let binary = try #require(DemoBinaryTests.binary)
    let directory = try DemoBinaryTests.temporaryDirectory()
    try tmux.start("\(binary) --database \(directory.path)/demo.sqlite; echo \"demo exited $?\"; sleep 30")
    #expect(tmux.waitFor("DelegateKit demo"), "\(tmux.screen())")
    tmux.send("Enter")
    #expect(tmux.waitFor(DirectoryFrame.showsPeopleCount), "\(tmux.screen())")
  }

  @Test("Backspace after a search edits it: the Directory stays, with the text less one character")
  func backspaceEditsTheSearch() throws {
    let tmux = try Tmux(width: 90, height: 26)
    defer { tmux.kill() }
    try directory(tmux)
    tmux.send("/")
    tmux.type("zoe")
    tmux.send("Enter")
    #expect(tmux.waitFor("matching “zoe”"), "\(tmux.screen())")
    tmux.send("BSpace")
    #expect(tmux.waitFor("matching “zo”"), "the search lost one character: \(tmux.screen())")
    #expect(!tmux.screen().contains("a mediator adds loading"), "still the Directory, not the menu")
    quit(tmux)
  }

  @Test("A paste into the search field is text: its newline is no Enter, and what follows is no key")
  func pasteIsText() throws {
    let tmux = try Tmux(width: 90, height: 26)
    defer { tmux.kill() }
    try directory(tmux)
    tmux.send("/")
    tmux.paste("ann\nquit")
    #expect(tmux.waitFor("annquit"), "the paste, one line, in the field: \(tmux.screen())")
    usleep(300_000)
    #expect(!tmux.screen().contains("demo exited"), "the pasted q did not quit: \(tmux.screen())")
    tmux.send("Escape", "q")
    #expect(tmux.waitFor("demo exited 0"), "\(tmux.screen())")
  }

  @Test("Narrowed to 30 columns and then 20, every row keeps a name; below the minimum one line says why")
  func narrowTerminal() throws {
    let tmux = try Tmux(width: 90, height: 26)
    defer { tmux.kill() }
    try directory(tmux)
    for width in [30, 20] {
      tmux.resize(width: width, height: 26)
      #expect(
        tmux.waitFor { screen in
          let rows = screen.split(separator: "\n").filter { $0.hasPrefix("  ") || $0.hasPrefix("▸ ") }
          return rows.count >= 5 && rows.allSatisfy { $0.trimmingCharacters(in: .whitespaces).count >= 3 }
        },
        "at \(width) columns: \(tmux.screen())"
      )
    }
    tmux.resize(width: 15, height: 26)
    #expect(tmux.waitFor("narrow"), "below the minimum: \(tmux.screen())")
    tmux.resize(width: 90, height: 26)
    #expect(tmux.waitFor(DirectoryFrame.showsPeopleCount), "wide again: \(tmux.screen())")
    quit(tmux)
  }

  /// Quits the demo from the keyboard and waits for it to end, so that the tmux server
  /// ends with its shell.
  func quit(_ tmux: Tmux) {
    tmux.send("Escape")
    tmux.send("q")
    #expect(tmux.waitFor("demo exited 0"), "\(tmux.screen())")
  }
}

/// A private tmux server and one session in it.
struct Tmux {
  static var path: String? {
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  let socket = "delegatekit-\(UUID().uuidString.prefix(8))"
  let width: Int
  let height: Int

  init(width: Int, height: Int) throws {
    self.width = width
    self.height = height
  }

  /// Runs tmux and waits for it; with `capturing`, returns what it printed.
  ///
  /// posix_spawn and waitpid rather than Foundation's Process: Process learns of the exit
  /// through a descriptor the child inherits, and the tmux server that `new-session` forks
  /// keeps it open, so Process would wait for the server to end.
  @discardableResult
  private func tmux(_ arguments: [String], capturing: Bool = true) -> String {
    var ends: [Int32] = [-1, -1]
    // Close-on-exec: the server that new-session forks must not keep it (dup2 clears the
    // flag on the child's standard output).
    guard pipe(&ends) == 0 else { return "" }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    _ = "/dev/null".withCString { posix_spawn_file_actions_addopen(&actions, 0, $0, O_RDONLY, 0) }
    if capturing {
      posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    } else {
      _ = "/dev/null".withCString { posix_spawn_file_actions_addopen(&actions, 1, $0, O_WRONLY, 0) }
    }
    _ = "/dev/null".withCString { posix_spawn_file_actions_addopen(&actions, 2, $0, O_WRONLY, 0) }
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment.removeValue(forKey: "TMUX")
    let argv: [UnsafeMutablePointer<CChar>?] = ([Self.path!, "-L", socket] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    // The test runner may ignore SIGQUIT, and an ignored signal stays ignored in every
    // child: tmux, its shell and the demo get the default actions back, as under a login.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGQUIT, SIGINT, SIGHUP, SIGTERM] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    // Nor may it block signals: the runner's threads block some, a mask is inherited, and
    // a tmux server that blocks SIGTERM outlives `kill-server`, its panes never hanging up.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, Self.path!, &actions, &attributes, argv, envp)
    close(ends[1])
    var output = [UInt8]()
    if spawned == 0, capturing {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
        if count > 0 { output += buffer[..<count] } else if count < 0, errno == EINTR { continue } else { break }
      }
    }
    close(ends[0])
    if spawned == 0 {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }
    return String(decoding: output, as: UTF8.self)
  }

  func start(_ command: String) throws {
    tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "sh", "-c", command], capturing: false)
  }

  func send(_ keys: String...) {
    for key in keys {
      tmux(["send-keys", key], capturing: false)
      usleep(60_000)
    }
  }

  func type(_ text: String) {
    tmux(["send-keys", "-l", text], capturing: false)
    usleep(60_000)
  }

  func screen() -> String {
    tmux(["capture-pane", "-p", "-J"])
  }

  /// Pastes `text` as a terminal pastes it: bracketed, when the application asked for it.
  func paste(_ text: String) {
    tmux(["set-buffer", "--", text], capturing: false)
    tmux(["paste-buffer", "-p"], capturing: false)
    usleep(60_000)
  }

  /// Resizes the session's window, as a user dragging the terminal's edge does.
  func resize(width: Int, height: Int) {
    tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"], capturing: false)
    usleep(60_000)
  }

  func waitFor(seconds: Double = 8, _ condition: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition(screen()) { return true }
      usleep(50_000)
    }
    return condition(screen())
  }

  func waitFor(_ text: String, seconds: Double = 8) -> Bool {
    waitFor(seconds: seconds) { $0.contains(text) }
  }

  func kill() {
    tmux(["kill-server"], capturing: false)
  }

  /// A tmux format's value for the session's pane.
  func query(_ format: String) -> String {
    tmux(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits up to `seconds` for `pid` to end: gone from /proc, or a zombie.
  static func waitForExit(of pid: Int32, seconds: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return true }
      if stat[stat.index(after: close)...].split(separator: " ").first == "Z" { return true }
      usleep(50_000)
    } while Date() < deadline
    return false
  }

  /// The first child process of `parent`, from /proc.
  static func child(of parent: Int32) -> Int32? {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
    for entry in entries {
      guard let pid = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, Int32(fields[1]) == parent { return pid }
    }
    return nil
  }
}
