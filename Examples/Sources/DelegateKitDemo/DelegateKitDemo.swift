public import ArgumentParser
import DelegateKitTable
import DelegateKitTerminal
import DemoClient
import DemoScreens
import DemoServer
import DemoStore
import Foundation

/// `delegatekit-demo`: a scoped search, a clock and a paged feed in a terminal, against an
/// embedded HTTP server and a SQLite database.
@main
struct DelegateKitDemo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delegatekit-demo",
    abstract: "The DelegateKit demo: scoped search, a clock and a paged feed.",
    usage: "delegatekit-demo [--screen <screen>] [--database <path>] [<options>]",
    discussion: discussion(databasePath: DemoStore.defaultPath(environment: ProcessInfo.processInfo.environment))
  )

  /// The help's text, every line at most 76 columns, so it reads whole at 80 columns and
  /// in a pipe, where nothing wraps it.
  static func discussion(databasePath: String) -> String {
    """
    Screens (a menu leads to each; --screen opens one directly):
      directory  a search bar with two scopes, each its own delegate.
                 People searches the HTTP server as you type.
                 Organizations reads SQLite: Enter opens an organization's
                 units, e edits (d deletes), / searches all units.
      clock      hours, minutes and seconds, updated on each second by a
                 clock part attached to the screen, not inherited. Enter
                 on a row opens it, live.
      feed       a mediator adds a loading row, refresh (r), the next page
                 near the end, an error row that Enter retries, and an
                 end-of-feed row.

    Keys: ↑↓ or j/k move, Enter opens, Esc goes back (or ends editing),
    Tab switches scope, / searches, r refreshes, e edits, q quits. The
    status line lists the keys that work on the screen shown.

    The database of organizations and units (the menu shows it too):
      \(databasePath)
    from $XDG_DATA_HOME, else $HOME/.local/share; --database picks another.
    It is made on first use. A file the demo may not write opens read-only;
    another application's database is refused and left as it is.

    With no terminal (output to a pipe or a file), the demo runs a scripted
    tour of every screen and prints the frames as text; --screen prints that
    screen once it has loaded, and --script gives your own keys.
    """
  }

  @Option(help: "Open this screen first: directory, clock or feed.")
  var screen: DemoScreen?

  @Option(
    help: ArgumentHelp(
      "Use this server instead of the embedded one (same API; see Examples/Sources/DemoServer/API.md).",
      valueName: "url"
    )
  )
  var server: String?

  @Flag(help: "Only run the HTTP server, until interrupted.")
  var serve = false

  // Numbers are read whatever they start with, so "-5" is a value to check, not a flag.

  @Option(parsing: .unconditional, help: "The embedded server's port, 0 to 65535; 0 picks a free one.")
  var port: Int = 0

  @Option(parsing: .unconditional, help: "The fraction of server requests that answer HTTP 500, from 0 to 1.")
  var failRate: Double = 0

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Milliseconds the server waits before each answer.", valueName: "ms")
  )
  var latency: Int = 0

  @Option(parsing: .unconditional, help: "Pages of the feed before its end, 0 or more.")
  var feedPages: Int = 5

  @Option(help: ArgumentHelp("The SQLite database (default: see above).", valueName: "path"))
  var database: String?

  @Option(
    help: ArgumentHelp(
      "Keys to run without a terminal, e.g. \"down enter frame q\" (see KeyScript).",
      valueName: "keys"
    )
  )
  var script: String?

  @Option(parsing: .unconditional, help: "Columns of the frames printed without a terminal, 20 to 1000.")
  var width: Int = 80

  @Option(parsing: .unconditional, help: "Lines of the frames printed without a terminal, 6 to 1000.")
  var height: Int = 24

  func validate() throws {
    _ = try serverConfiguration()
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535 (got \(port))") }
    if let server {
      let url = URL(string: server)
      guard ["http", "https"].contains(url?.scheme?.lowercased() ?? ""), url?.host?.isEmpty == false else {
        throw ValidationError("--server must be an http:// or https:// URL with a host, got \"\(server)\"")
      }
    }
    guard (20...1000).contains(width), (6...1000).contains(height) else {
      throw ValidationError("--width must be 20 to 1000 and --height 6 to 1000")
    }
    if let script {
      do { _ = try KeyScript(script) } catch { throw ValidationError("--script: \(error)") }
    }
    // An empty path would reach SQLite, whose words ("cannot create : …") name no flag.
    if database?.isEmpty == true { throw Self.failure("--database: the path is empty", exitCode: .validationFailure) }
  }

  /// Writes `message` as the demo's one line on standard error, and returns the exit code to
  /// throw: 64 for a flag's value that is wrong whatever the machine, as argument-parser's
  /// own checks use; 1 for one this machine refuses (a port in use, a file that can't open).
  static func failure(_ message: String, exitCode: ExitCode = ExitCode(1)) -> ExitCode {
    FileHandle.standardError.write(Data("delegatekit-demo: \(message)\n".utf8))
    return exitCode
  }

  /// Closes the database, or says in one line why it stays open.
  static func close(_ store: DemoStore) {
    do {
      try store.close()
    } catch {
      FileHandle.standardError.write(Data("delegatekit-demo: the database did not close: \(error)\n".utf8))
    }
  }

  /// Closes the database when SIGINT, SIGTERM or SIGHUP arrives during a run with no
  /// terminal, then lets the signal end the process as it would have; the driver does the
  /// same for a run in a terminal (``TerminalDriver/terminationHandler``). A signal ignored
  /// from the start, as in a background job, stays ignored.
  ///
  /// - Returns: The signal sources; cancelling one gives its signal the default action back.
  static func closeOnSignals(_ store: DemoStore) -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM, SIGHUP].compactMap { number in
      let previous = signal(number, SIG_IGN)
      guard unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { return nil }
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        close(store)
        signal(number, SIG_DFL)
        // Raised on this thread with it unblocked, so it ends the process here and now.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
      }
      source.setCancelHandler { signal(number, SIG_DFL) }
      source.resume()
      return source
    }
  }

  /// Starts the embedded server on `--port`, or ends the run with one line saying why not.
  private func start(_ server: DemoServer) async throws {
    do {
      try await server.start(port: UInt16(port))
    } catch DemoServerError.portInUse {
      throw Self.failure("--port \(port): the port is in use")
    } catch {
      throw Self.failure("--port \(port): the server cannot start: \(error)")
    }
  }

  func serverConfiguration() throws -> DemoServerConfiguration {
    do {
      return try DemoServerConfiguration(failRate: failRate, latency: .milliseconds(latency), feedPages: feedPages)
        .validated()
    } catch {
      throw ValidationError("\(error)")
    }
  }

  @MainActor
  func run() async throws {
    let server = try DemoServer(configuration: serverConfiguration())
    if serve {
      try await start(server)
      // Written at once, not buffered: a script or test waits for this line to connect.
      FileHandle.standardOutput.write(Data("serving on \(await server.baseURL) (Ctrl-C stops)\n".utf8))
      try await Task.sleep(for: .seconds(60 * 60 * 24 * 365))
      return
    }
    let store: DemoStore
    do {
      store = try DemoStore.open(path: database)
    } catch {
      throw Self.failure("\(error)")
    }
    // Closed on every way out, so SQLite removes the -wal and -shm files: here when the
    // run returns or throws, and by the driver's termination handler when a signal ends it.
    defer { Self.close(store) }
    let baseURL: URL
    if let address = self.server, let url = URL(string: address) {
      baseURL = url
    } else {
      try await start(server)
      baseURL = await server.baseURL
    }
    do {
      try await show(DemoEnvironment(client: DemoClient(baseURL: baseURL), store: store))
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  /// Runs the screens: in the terminal, or as a script printing frames without one.
  @MainActor
  private func show(_ environment: DemoEnvironment) async throws {
    let store = environment.store
    let navigation = NavigationController(rootViewController: RootMenuScreen(environment))
    if let screen { navigation.pushViewController(screen.make(environment), animated: false) }
    let driver = TerminalDriver()
    driver.terminationHandler = { _ in Self.close(store) }
    if driver.isInteractive, script == nil {
      let app = TerminalApp(root: navigation)
      // A query past this finds no one: the field refuses more and says so.
      app.maximumSearchLength = 200
      environment.showStatus = { [weak app] in app?.statusMessage = $0 }
      if store.isReadOnly { app.statusMessage = "The database is read-only: edits are off" }
      do {
        try await driver.run(app)
      } catch TerminalDriver.Failure.noCursorAddressing {
        throw Self.failure("\(TerminalDriver.Failure.noCursorAddressing); --script prints the screens as text")
      }
    } else {
      let app = TerminalApp(root: navigation, width: width, height: height)
      app.maximumSearchLength = 200
      environment.showStatus = { [weak app] in app?.statusMessage = $0 }
      let keys = try KeyScript(script ?? Self.tour(startingAt: screen))
      let signals = Self.closeOnSignals(store)
      defer { signals.forEach { $0.cancel() } }
      // Each frame written at once, not buffered: a pipe's reader sees it as it is made.
      await ScriptedSession(app) { FileHandle.standardOutput.write(Data("\($0)\n".utf8)) }.run(keys)
    }
  }

  /// Every screen once, for a run with no terminal.
  static func tour(startingAt screen: DemoScreen?) -> String {
    let tour = """
      frame
      enter wait:500ms frame             # Directory: People, from the server
      / type:an wait:700ms frame esc     # a search as you type
      tab wait:300ms frame               # Organizations, from SQLite
      down enter wait:300ms frame        # an organization's units
      esc esc                            # back to the organizations, back to the menu
      down enter wait:1.2s frame         # Clock
      down enter frame esc esc           # a live detail
      down enter wait:700ms frame        # Feed
      end wait:700ms frame               # the next page
      q
      """
    // A screen asked for is printed once it has what it shows, not its loading frame.
    return screen == nil ? tour : "idle frame q"
  }
}

extension DemoScreen: ExpressibleByArgument {}
