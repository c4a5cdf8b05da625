public import ArgumentParser
import DelegateKitTable
import DelegateKitTerminal
import DemoClient
import DemoScreens
import DemoServer
import DemoStore
import Foundation

/// `delegatekit-demo`: the seeds' scenarios in a terminal, against an embedded HTTP server
/// and a SQLite database.
@main
struct DelegateKitDemo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delegatekit-demo",
    abstract: "The DelegateKit seeds, live in a terminal.",
    discussion: """
      Screens (a menu leads to each; --screen opens one directly):
        directory  seed 000: a search bar with two scopes, each its own delegate. People
                   searches the HTTP server as you type; Organizations reads SQLite, drills
                   down into units (e to edit, d to delete), and searches all units.
        clock      seed 002: hours, minutes and seconds updated every second by a clock part
                   attached to the screen, not inherited; each row opens a live detail.
        feed       seed 003: a mediator adds a loading row, refresh (r), the next page near
                   the end, an error row that Enter retries, and an end-of-feed row.

      Keys: ↑↓ or j/k move, Enter opens, Esc goes back, Tab switches scope, / searches,
      r refreshes, e edits, q quits.

      With no terminal (output to a pipe or file), the demo runs a scripted tour of every
      screen and prints the frames as text; --script gives your own keys.
      """
  )

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

  @Option(help: "The embedded server's port; 0 picks a free one.")
  var port: UInt16 = 0

  @Option(help: "The fraction of server requests that answer HTTP 500, from 0 to 1.")
  var failRate: Double = 0

  @Option(help: ArgumentHelp("Milliseconds the server waits before each answer.", valueName: "ms"))
  var latency: Int = 0

  @Option(help: "Pages of the feed before its end.")
  var feedPages: Int = 5

  @Option(
    help: ArgumentHelp(
      "The SQLite database (default: $XDG_DATA_HOME or ~/.local/share, delegatekit-demo/demo.sqlite).",
      valueName: "path"
    )
  )
  var database: String?

  @Option(
    help: ArgumentHelp(
      "Keys to run without a terminal, e.g. \"down enter frame q\" (see KeyScript).",
      valueName: "keys"
    )
  )
  var script: String?

  @Option(help: "Columns of the frames printed without a terminal.")
  var width: Int = 80

  @Option(help: "Lines of the frames printed without a terminal.")
  var height: Int = 24

  func validate() throws {
    _ = try serverConfiguration()
    if let server, URL(string: server)?.scheme?.hasPrefix("http") != true {
      throw ValidationError("--server must be an http:// or https:// URL, got \"\(server)\"")
    }
    guard (20...1000).contains(width), (6...1000).contains(height) else {
      throw ValidationError("--width must be 20 to 1000 and --height 6 to 1000")
    }
    if let script {
      do { _ = try KeyScript(script) } catch { throw ValidationError("--script: \(error)") }
    }
  }

  func serverConfiguration() throws -> DemoServerConfiguration {
    guard latency >= 0 else { throw ValidationError("--latency must be 0 or more milliseconds") }
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
      try await server.start(port: port)
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
      try await server.start(port: port)
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
      try await driver.run(app)
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
      down enter wait:500ms frame        # Directory: People, from the server
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
    return screen == nil ? tour : "frame q"
  }
}

extension DemoScreen: ExpressibleByArgument {}
