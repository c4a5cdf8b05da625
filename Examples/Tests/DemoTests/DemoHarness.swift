import DelegateKitTable
import DelegateKitTerminal
import DemoClient
import DemoScreens
import DemoServer
import DemoStore
import Clocks
import Foundation
import Testing

/// A demo as a user meets it, without a terminal: the real embedded server on a free port,
/// a temporary SQLite file, the app at 80×24 under a headless pilot.
@MainActor
final class DemoHarness {
  let server: DemoServer
  let store: DemoStore
  let directory: URL
  let environment: DemoEnvironment
  let app: TerminalApp
  let pilot: HeadlessTerminal

  init(
    configuration: DemoServerConfiguration = .init(),
    serverURL: URL? = nil,
    clientTimeout: Duration = .seconds(5),
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() },
    advancing: (@MainActor (Duration) async -> Void)? = nil,
    screen: DemoScreen? = nil,
    databasePath: String? = nil,
    width: Int = 80,
    height: Int = 24
  ) async throws {
    server = try DemoServer(configuration: configuration)
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    store = try DemoStore.open(path: databasePath ?? directory.appendingPathComponent("demo.sqlite").path)
    let baseURL: URL
    if let serverURL {
      baseURL = serverURL
    } else {
      try await server.start(port: 0)
      baseURL = await server.baseURL
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    environment = DemoEnvironment(
      client: DemoClient(baseURL: baseURL, timeout: clientTimeout),
      store: store,
      clock: clock,
      now: now,
      calendar: calendar,
      debounce: .milliseconds(20)
    )
    let navigation = NavigationController(rootViewController: RootMenuScreen(environment))
    if let screen { navigation.pushViewController(screen.make(environment), animated: false) }
    app = TerminalApp(root: navigation, width: width, height: height, clock: clock)
    pilot = HeadlessTerminal(app, advancing: advancing)
    environment.showStatus = { [weak app] in app?.statusMessage = $0 }
  }

  func stop() async {
    await server.stop()
    try? FileManager.default.removeItem(at: directory)
  }

  var text: String { pilot.text }

  /// Opens the Organizations scope, then the first organization's units, and waits until
  /// its first unit shows.
  ///
  /// - Returns: The organization and its units, from the database.
  func openFirstOrganization() async throws -> (Organization, [DemoStore.Unit]) {
    pilot.press(.tab)
    let first = try #require(try store.organizations().first)
    #expect(await waitFor(first.name), "\(text)")
    pilot.press(.home, .enter)
    let units = try store.units(of: first.id)
    #expect(await waitFor(units[0].name), "\(text)")
    return (first, units)
  }

  /// The line the cursor is on, by its gutter mark; `nil` when no line has it.
  var cursorLine: String? {
    pilot.text.split(separator: "\n").first { $0.hasPrefix("▸ ") }.map(String.init)
  }

  /// Lets the app's work run until `condition` holds on the frame; the bound (real time)
  /// only ends a test that would hang, so it is generous for a loaded machine.
  @discardableResult
  func waitFor(seconds: Double = 20, _ condition: (String) -> Bool) async -> Bool {
    await pilot.waitUntil(timeout: .milliseconds(Int(seconds * 1000))) { condition($0.text) }
  }

  /// Waits until a task sleeps on `clock`, so that advancing it wakes that task: a screen
  /// just shown starts its clock's task, which reaches its sleep in its own time.
  func waitUntilSleeping(on clock: TestClock<Duration>) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(20))
    while ContinuousClock.now < deadline {
      // Throws exactly when something sleeps on the clock.
      do { try await clock.checkSuspension() } catch { return true }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return false
  }

  /// Waits until the frame contains `text`.
  ///
  /// Not "people" or "units" on the Directory: its search field's placeholder, "Search
  /// people or units", has both words before anything loaded. Use ``waitForPeople(seconds:)``
  /// or a loaded row (an organization's or a unit's name from ``store``) there.
  @discardableResult
  func waitFor(_ text: String, seconds: Double = 20) async -> Bool {
    await waitFor(seconds: seconds) { $0.contains(text) }
  }

  /// Waits until the People scope shows an answer of the server: its header with the count.
  @discardableResult
  func waitForPeople(seconds: Double = 20) async -> Bool {
    await waitFor(seconds: seconds, DirectoryFrame.showsPeopleCount)
  }
}

/// What only a loaded Directory draws. Its search field's placeholder, "Search people or
/// units", is drawn whenever the search is empty, so a wait on the word "people" or "units"
/// passes at once, before any list has loaded; these need a count, which the placeholder has
/// not.
enum DirectoryFrame {
  /// The People header of the first page, "first 50 of 3,000 people" (a search's says
  /// "matching" instead).
  static func showsPeopleCount(_ frame: String) -> Bool {
    frame.contains(/\d+ people/)
  }

  /// A count of units, "12 units" or "1 unit": an organization row's detail in the
  /// Organizations list. An organization's own header says "0 units" before its rows load,
  /// so in its units wait for a unit's name instead.
  static func showsUnitCount(_ frame: String) -> Bool {
    frame.contains(/\d+ units?\b/)
  }
}
