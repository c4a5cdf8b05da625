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
      try await server.start(port: UInt16(port))
      // Written at once, not buffered: a script or test waits for this line to connect.
      FileHandle.standardOutput.write(Data("serving on \(await server.baseURL) (Ctrl-C stops)\n".utf8))
      try await Task.sleep(for: .seconds(60 * 60 * 24 * 365))
      return
    }
    let store: DemoStore
    do {
      store = try DemoStore.open(path: database)
    } catch {
      FileHandle.standardError.write(Data("delegatekit-demo: \(error)\n".utf8))
      throw ExitCode(1)
    }
    let baseURL: URL
    if let address = self.server, let url = URL(string: address) {
      baseURL = url
    } else {
      try await server.start(port: UInt16(port))
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
    if driver.isInteractive, script == nil {
      let app = TerminalApp(root: navigation)
      environment.showStatus = { [weak app] in app?.statusMessage = $0 }
      if store.isReadOnly { app.statusMessage = "The database is read-only: edits are off" }
      do {
        try await driver.run(app)
      } catch TerminalDriver.Failure.noCursorAddressing {
        FileHandle.standardError.write(
          Data(
            "delegatekit-demo: \(TerminalDriver.Failure.noCursorAddressing); --script prints the screens as text\n".utf8
          )
        )
        throw ExitCode(1)
      }
    } else {
      let app = TerminalApp(root: navigation, width: width, height: height)
      environment.showStatus = { [weak app] in app?.statusMessage = $0 }
      let keys = try KeyScript(script ?? Self.tour(startingAt: screen))
      await ScriptedSession(app) { print($0) }.run(keys)
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
