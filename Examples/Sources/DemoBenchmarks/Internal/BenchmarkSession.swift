import DelegateKitTable
import DelegateKitTerminal
import DemoClient
import DemoScreens
import DemoServer
import DemoStore
import Foundation

/// The demo as a benchmark drives it: the embedded server on a free port, a database in a
/// temporary directory, the directory screen at 80×24 under the headless terminal, and
/// frames drawn when the app asks for one, as the driver draws them.
@MainActor
final class BenchmarkSession {
  let server: DemoServer
  let store: DemoStore
  let environment: DemoEnvironment
  let app: TerminalApp
  let pilot: HeadlessTerminal
  private let directory: URL
  private let frames: AsyncStream<Void>
  private let frameRequests: AsyncStream<Void>.Continuation

  /// - Parameters:
  ///   - databasePath: A database prepared beforehand; a new one in the temporary
  ///     directory when `nil`.
  init(
    debounce: Duration = .milliseconds(150),
    serverLatency: Duration = .zero,
    databasePath: String? = nil,
    unitWindowThreshold: Int? = nil
  ) async throws {
    directory = try Self.makeTemporaryDirectory()
    server = try DemoServer(configuration: DemoServerConfiguration(latency: serverLatency))
    try await server.start(port: 0)
    store = try DemoStore.open(path: databasePath ?? directory.appendingPathComponent("demo.sqlite").path)
    environment = DemoEnvironment(
      client: DemoClient(baseURL: await server.baseURL),
      store: store,
      debounce: debounce
    )
    if let unitWindowThreshold { environment.unitWindowThreshold = unitWindowThreshold }
    let navigation = NavigationController(rootViewController: RootMenuScreen(environment))
    navigation.pushViewController(DemoScreen.directory.make(environment), animated: false)
    app = TerminalApp(root: navigation, width: 80, height: 24)
    pilot = HeadlessTerminal(app)
    (frames, frameRequests) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    app.needsDisplayHandler = { [frameRequests] in frameRequests.yield() }
  }

  static func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Draws each frame the app asks for until one contains `text`, up to `timeout`.
  ///
  /// - Returns: Whether a frame did.
  func waitForFrame(containing text: String, timeout: Duration = .seconds(10)) async -> Bool {
    if pilot.text.contains(text) { return true }
    let watchdog = Task { [frameRequests] in
      try await Task.sleep(for: timeout)
      frameRequests.yield()
    }
    defer { watchdog.cancel() }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var requests = frames.makeAsyncIterator()
    while ContinuousClock.now < deadline {
      guard await requests.next() != nil else { return false }
      pilot.render()
      if pilot.text.contains(text) { return true }
    }
    return false
  }

  func stop() async {
    frameRequests.finish()
    app.needsDisplayHandler = nil
    await server.stop()
  }

  func removeFiles() {
    try? FileManager.default.removeItem(at: directory)
  }
}

/// A benchmark that could not measure, with what it saw.
struct BenchmarkFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
