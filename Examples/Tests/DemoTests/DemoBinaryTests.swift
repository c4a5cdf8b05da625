import Foundation

#if canImport(Glibc)
import Glibc
#endif

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import DemoStore
import DemoTestSupport
import Testing

/// The real `delegatekit-demo` binary: flags, database problems, a run with no terminal, and
/// a run in tmux as a person would see it.
@Suite("The demo binary", .serialized)
struct DemoBinaryTests {
  /// The binary, built next to the test bundle.
  static var binary: String? { builtExecutable("delegatekit-demo") }

  /// An executable of this package, built next to the test bundle.
  static func builtExecutable(_ name: String) -> String? {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [directory, directory.deletingLastPathComponent()] {
      let path = candidate.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs the binary (or another of the package's executables) with no terminal,
  /// standard input from /dev/null.
  ///
  /// - Parameter bound: Runs it as a user whom file permissions bind (``BoundUser``): as
  ///   `nobody`, from a copy every user may reach, when the tests run as root.
  static func run(
    _ arguments: [String],
    environment: [String: String] = [:],
    executable: String = "delegatekit-demo",
    bound: Bool = false
  ) throws -> Run {
    let binary = try #require(
      Self.builtExecutable(executable),
      "\(executable) is built with the tests (swift build --build-tests)"
    )
    let process = Process()
    if bound, let user = BoundUser.name {
      process.executableURL = URL(fileURLWithPath: BoundUser.runuser)
      process.arguments = ["-u", user, "--", try BoundUser.stagedExecutable(binary)] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = arguments
    }
    var variables = ProcessInfo.processInfo.environment
    variables.merge(environment) { $1 }
    process.environment = variables
    let output = Pipe()
    let error = Pipe()
    // Close-on-exec, so no other child started meanwhile (the tmux tests' server, which
    // lives on) inherits a write end and holds this read open past the binary's exit.
    // Process gives the child its copies through dup2, which clears the flag on them.
    for handle in [
      output.fileHandleForReading, output.fileHandleForWriting, error.fileHandleForReading, error.fileHandleForWriting,
    ] {
      _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
    }
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: String(decoding: out, as: UTF8.self),
      error: String(decoding: err, as: UTF8.self)
    )
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-bin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("With no terminal it tours every screen, prints the frames as text, and exits 0")
  func tour() throws {
    let directory = try Self.temporaryDirectory()
    let run = try Self.run(["--database", directory.appendingPathComponent("d.sqlite").path])
    #expect(run.status == 0, "\(run.error)")
    for title in ["DelegateKit demo", "Directory", "Clock", "Feed"] {
      #expect(run.output.contains("── frame") && run.output.contains(title), "\(title) in the tour")
    }
    #expect(!run.output.contains("\u{1B}["), "plain text, no escape sequences")
    #expect(run.output.contains("People") && run.output.contains("Organizations"))
  }

  @Test(
    "A bad flag: argument-parser's message and exit code 64",
    arguments: [
      ["--fail-rate", "2"], ["--screen", "nowhere"], ["--latency", "-5"], ["--bogus"], ["--script", "up upp"],
      ["--server", "ftp://example.com"],
    ]
  )
  func badFlag(arguments: [String]) throws {
    let run = try Self.run(arguments)
    #expect(run.status == 64, "\(arguments): \(run.status) \(run.error)")
    #expect(run.error.contains("Error:"), "\(run.error)")
  }

  @Test(
    "A negative number is a value to check, not a flag: the message names the flag and its rule",
    arguments: [
      (["--latency", "-5"], "--latency must not be negative"), (["--port", "-1"], "--port must be 0 to 65535"),
      (["--fail-rate", "-0.5"], "--fail-rate must be between 0 and 1"),
      (["--feed-pages", "-2"], "--feed-pages must be 0 or more"),
      (["--width", "-80"], "--width must be 20 to 1000"),
      (["--server", "http://"], "--server must be an http:// or https:// URL with a host"),
    ]
  )
  func badNumber(arguments: [String], message: String) throws {
    let run = try Self.run(arguments)
    #expect(run.status == 64, "\(arguments): \(run.status)")
    #expect(run.error.contains(message), "\(arguments): \(run.error)")
    #expect(!run.error.contains("Missing value"), "\(run.error)")
  }

  @Test("--help reads whole at 80 columns and in a pipe, and says where the database lives")
  func help() throws {
    let run = try Self.run(["--help"], environment: ["XDG_DATA_HOME": "/data/xdg", "COLUMNS": "80"])
    #expect(run.status == 0)
    let long = run.output.split(separator: "\n").filter { $0.count > 80 }
    #expect(long.isEmpty, "lines over 80 columns: \(long)")
    #expect(run.output.contains("/data/xdg/delegatekit-demo/demo.sqlite"), "\(run.output)")
    // A sentence is never cut before its last word: no line is a lone word of prose.
    let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!lines.contains("People") && !lines.contains("drills") && !lines.contains("every"), "\(run.output)")
  }

  @Test("--screen feed into a pipe prints the feed once it has loaded, not its loading frame")
  func screenIntoAPipe() throws {
    let directory = try Self.temporaryDirectory()
    let run = try Self.run([
      "--screen", "feed", "--latency", "300", "--database", directory.appendingPathComponent("d.sqlite").path,
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(!run.output.contains("Loading…"), "\(run.output)")
    #expect(run.output.split(separator: "\n").count > 10, "posts: \(run.output)")
  }

  @Test("A database path that is a directory, not writable, not a database or corrupt: one line, exit 1")
  func badDatabase() throws {
    let directory = try Self.temporaryDirectory()
    let text = directory.appendingPathComponent("notes.txt")
    try Data("these are not the tables you are looking for\n".utf8).write(to: text)
    let noise = directory.appendingPathComponent("noise.sqlite")
    try Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }).write(to: noise)
    for path in [directory.path, "/proc/delegatekit-demo.sqlite", text.path, noise.path] {
      let run = try Self.run(["--database", path])
      #expect(run.status == 1, "\(path): \(run.status) \(run.output.prefix(200))")
      let lines = run.error.split(separator: "\n")
      #expect(lines.count == 1 && lines[0].hasPrefix("delegatekit-demo: "), "\(path): \(run.error)")
      #expect(run.output.isEmpty, "no frames for a database that can't open")
    }
  }

  @Test("An empty --database: one line naming the flag, exit 64 as for any bad flag, and nothing made")
  func emptyDatabasePath() throws {
    let directory = try Self.temporaryDirectory()
    let run = try Self.run(["--database", "", "--script", "q"], environment: ["XDG_DATA_HOME": directory.path])
    #expect(run.status == 64, "\(run.status) \(run.error)")
    #expect(run.error == "delegatekit-demo: --database: the path is empty\n", "\(run.error)")
    #expect(run.output.isEmpty, "\(run.output.prefix(200))")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "no default database made")
  }

  @Test(
    "A port in use: one line naming the flag and the port, exit 1",
    arguments: [["--serve"], ["--script", "q"]]
  )
  func portInUse(arguments: [String]) throws {
    let directory = try Self.temporaryDirectory()
    let reserved = try ReservedPort()
    defer { reserved.release() }
    let run = try Self.run(
      arguments + ["--port", "\(reserved.port)", "--database", directory.appendingPathComponent("d.sqlite").path]
    )
    #expect(run.status == 1, "\(arguments): \(run.status) \(run.error)")
    #expect(
      run.error == "delegatekit-demo: --port \(reserved.port): the port is in use\n",
      "\(arguments): \(run.error)"
    )
    #expect(run.output.isEmpty, "\(run.output.prefix(200))")
  }

  @Test(
    "A run with no terminal closes the database: no -wal or -shm file is left beside it",
    arguments: [["--script", "q"], ["--script", "frame"], ["--screen", "directory"]]
  )
  func closesDatabase(arguments: [String]) throws {
    let directory = try Self.temporaryDirectory()
    let run = try Self.run(arguments + ["--database", directory.appendingPathComponent("demo.sqlite").path])
    #expect(run.status == 0, "\(arguments): \(run.error)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["demo.sqlite"],
      "\(arguments): only the database"
    )
  }

  @Test(
    "SIGTERM, SIGHUP or SIGINT during a run with no terminal closes the database, then ends the run as it would",
    arguments: [SIGTERM, SIGHUP, SIGINT]
  )
  func closesDatabaseOnSignal(signal: Int32) throws {
    let binary = try #require(Self.binary)
    let directory = try Self.temporaryDirectory()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    let database = directory.appendingPathComponent("demo.sqlite").path
    process.arguments = ["--database", database, "--script", "tab idle frame wait:30s q"]
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    // A shell starts the demo with the signal's default disposition. A test run started
    // under nohup, or in the background of a shell without job control, ignores SIGHUP or
    // SIGINT, and a child inherits that; the demo then rightly keeps ignoring it. So the
    // child gets the default, as from an interactive shell.
    restoreDefaultDisposition(of: signal)
    try process.run()
    // The first frame is printed once the organizations are read from SQLite.
    var printed = Data()
    while !String(decoding: printed, as: UTF8.self).contains("── frame") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      printed += chunk
    }
    #expect(FileManager.default.fileExists(atPath: database + "-wal"), "open, in WAL mode, while the run lasts")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal, "ended by the signal")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["demo.sqlite"],
      "only the database"
    )
  }

  @Test("Another application's SQLite file: refused in one line, exit 1, and left byte for byte as it was")
  func foreignDatabase() throws {
    let directory = try Self.temporaryDirectory()
    let path = directory.appendingPathComponent("notes.sqlite").path
    let sqlite = Process()
    sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    sqlite.arguments = [
      path, "CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO note (body) VALUES ('keep me');",
    ]
    try sqlite.run()
    sqlite.waitUntilExit()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let run = try Self.run(["--database", path])
    #expect(run.status == 1, "\(run.status) \(run.output.prefix(200))")
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains("not a delegatekit-demo database"), "\(run.error)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the file is unchanged")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.sqlite"],
      "nothing beside it"
    )
  }

  @Test(
    "The demo's own WAL database, copied where a user may not write: it opens read-only and offers no edit",
    .disabled(if: BoundUser.unavailableReason != nil, "\(BoundUser.unavailableReason ?? "")")
  )
  func readOnlyCopy() throws {
    let directory = try BoundUser.sharedDirectory("demo-bin")
    let original = directory.appendingPathComponent("original.sqlite").path
    // The demo makes the file (in WAL mode), as a first run does, and quits.
    #expect(try Self.run(["--database", original, "--script", "q"]).status == 0)
    let shared = directory.appendingPathComponent("shared")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
    let copy = shared.appendingPathComponent("demo.sqlite").path
    try FileManager.default.copyItem(atPath: original, toPath: copy)
    chmod(copy, 0o444)
    chmod(shared.path, 0o555)
    chmod(directory.path, 0o755)
    defer { chmod(shared.path, 0o755) }
    let before = try Data(contentsOf: URL(fileURLWithPath: copy))
    // The rows the frame must show, read from the original, which holds the same: the copy is left alone.
    let store = try DemoStore.open(path: original)
    let first = try #require(try store.organizations().first)
    let units = try store.units(of: first.id)
    // `idle` waits while the screen is busy: until the organizations, then the units, are shown.
    let run = try Self.run(
      ["--database", copy, "--screen", "directory", "--script", "tab idle down enter idle frame q"],
      bound: true
    )
    #expect(run.status == 0, "\(run.status): \(run.error)")
    #expect(run.output.contains("\(first.name): \(units.count) units"), "the organization open: \(run.output)")
    #expect(run.output.contains(units[0].name), "its first unit, loaded: \(run.output)")
    #expect(run.output.contains("read-only"), "the status line says so: \(run.output)")
    #expect(!run.output.contains("e edit"), "no edit key offered: \(run.output)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
  }

  @Test(
    "A database whose directory the user may not write, named or the default: one line naming it, exit 1",
    .disabled(if: BoundUser.unavailableReason != nil, "\(BoundUser.unavailableReason ?? "")")
  )
  func unwritableDirectory() throws {
    let directory = try BoundUser.sharedDirectory("demo-bin")
    let locked = directory.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    chmod(locked.path, 0o555)
    defer { chmod(locked.path, 0o755) }
    let named = locked.appendingPathComponent("demo.sqlite").path
    let defaultDirectory = locked.appendingPathComponent("delegatekit-demo").path
    for (arguments, environment, message) in [
      (["--database", named], [:], "cannot create \(named): its directory is not writable"),
      ([], ["XDG_DATA_HOME": locked.path], "cannot create \(defaultDirectory): its directory is not writable"),
    ] {
      let run = try Self.run(arguments + ["--script", "q"], environment: environment, bound: true)
      #expect(run.status == 1, "\(arguments): \(run.status) \(run.output.prefix(200))")
      #expect(run.error == "delegatekit-demo: \(message)\n", "\(arguments)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty, "nothing written")
  }

  @Test("The server alone: --serve answers the documented API")
  func serve() async throws {
    let binary = try #require(Self.binary)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["--serve", "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    defer { process.terminate() }
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    let address = try #require(line.split(separator: " ").first(where: { $0.hasPrefix("http://") }), "\(line)")
    let (data, _) = try await URLSession.shared.data(from: URL(string: "\(address)/people?q=zo")!)
    #expect(String(decoding: data, as: UTF8.self).contains("\"people\""))
  }
}

/// Gives the signal `number` its default disposition in this process, so that a child
/// started next inherits the default rather than an ignored signal.
private func restoreDefaultDisposition(of number: Int32) {
  _ = signal(number, SIG_DFL)
}
