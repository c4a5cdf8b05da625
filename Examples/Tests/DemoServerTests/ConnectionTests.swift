import DemoClient
import DemoServer
import DemoTestSupport
import Foundation
import Testing

@Suite("Connections and lifecycle")
struct ConnectionTests {
  @Test("a stopped server's port refuses connections → connectionRefused")
  func connectionRefused() async throws {
    let reserved = try ReservedPort()
    defer { reserved.release() }
    let url = reserved.url
    let port = Int(reserved.port)

    let client = DemoClient(baseURL: url, timeout: .seconds(5))
    let error = await clientError { try await client.searchPeople("a") }
    #expect(error == .connectionRefused(host: "127.0.0.1:\(port)"))
    #expect(error?.description == "can't reach 127.0.0.1:\(port): connection refused")
  }

  @Test("50 concurrent searches all succeed")
  func concurrentSearches() async throws {
    // The claim is that all succeed, not how fast: on a loaded machine 50 requests at once
    // took more than the default 5 s, so the bound only ends a test that would hang.
    try await withServer(timeout: .seconds(60)) { _, client in
      let queries = (0..<50).map { ["zoe", "engineer", "berlin", "", "li"][$0 % 5] }
      let results = try await withThrowingTaskGroup(of: PeopleResult.self) { group in
        for query in queries {
          group.addTask { try await client.searchPeople(query, limit: 20) }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.count == 50)
      #expect(results.allSatisfy { !$0.people.isEmpty })
    }
  }

  @Test("start twice is refused; stop then start again works on a new port")
  func lifecycle() async throws {
    let server = try DemoServer()
    try await server.start()
    await #expect(throws: DemoServerError.alreadyStarted) { try await server.start() }
    #expect(await server.isRunning)
    await server.stop()
    #expect(await !server.isRunning)
    await server.stop()  // idempotent
    try await server.start()
    let client = DemoClient(baseURL: await server.baseURL)
    _ = try await client.feedPage(0)
    await server.stop()
  }

  @Test("start on a port in use fails instead of hanging", .timeLimit(.minutes(1)))
  func portInUse() async throws {
    try await withServer { server, _ in
      let port = try #require(await server.baseURL.port)
      let second = try DemoServer()
      await #expect(throws: DemoServerError.portInUse(port: UInt16(port))) {
        try await second.start(port: UInt16(port))
      }
      #expect(await !second.isRunning)
    }
  }

  @Test("run(port:) serves until its task is cancelled", .timeLimit(.minutes(1)))
  func runUntilCancelled() async throws {
    let server = try DemoServer()
    let task = Task { try await server.run(port: 0) }
    // Waits for the condition, not a count of turns: the start takes longer on a loaded
    // machine; the bound only ends a test that would hang.
    let deadline = ContinuousClock.now.advanced(by: .seconds(20))
    var running = await server.isRunning
    while !running, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
      running = await server.isRunning
    }
    #expect(running)
    let client = DemoClient(baseURL: await server.baseURL)
    _ = try await client.searchPeople("zoe")
    task.cancel()
    try await task.value
    #expect(await !server.isRunning)
  }
}
