import DemoClient
import DemoServer
import Foundation
import Testing

@Suite("Injected failures")
struct FailureInjectionTests {
  @Test("failRate 1 fails every /people and /feed request with HTTP 500, but not /health")
  func alwaysFail() async throws {
    try await withServer(.init(failRate: 1)) { server, client in
      for _ in 0..<5 {
        let search = await clientError { try await client.searchPeople("a") }
        #expect(search?.isHTTPStatus(500) == true)
        let feed = await clientError { try await client.feedPage(0) }
        #expect(feed?.isHTTPStatus(500) == true)
      }
      let health = try await rawGet(server, "/health")
      #expect(health.status == 200)
    }
  }

  /// The outcome (success or 500) of `count` sequential searches.
  private func outcomes(seed: UInt64, count: Int) async throws -> [Bool] {
    try await withServer(.init(failRate: 0.5, seed: seed)) { _, client in
      var results: [Bool] = []
      for _ in 0..<count {
        let error = await clientError { try await client.searchPeople("a", limit: 1) }
        if let error, !error.isHTTPStatus(500) { Issue.record("unexpected \(error)") }
        results.append(error == nil)
      }
      return results
    }
  }

  @Test("failRate 0.5 with a fixed seed fails a deterministic mix of requests")
  func deterministicMix() async throws {
    let first = try await outcomes(seed: 42, count: 40)
    let again = try await outcomes(seed: 42, count: 40)
    let other = try await outcomes(seed: 43, count: 40)
    #expect(first == again)
    #expect(first != other)
    let successes = first.filter { $0 }.count
    #expect((8...32).contains(successes), "about half should succeed, got \(successes)/40")
  }

  @Test("failRate 0 never fails")
  func neverFail() async throws {
    try await withServer(.init(failRate: 0)) { _, client in
      for _ in 0..<20 { _ = try await client.searchPeople("a", limit: 1) }
    }
  }

  @Test("latency longer than the client timeout gives timedOut")
  func latencyTimesOut() async throws {
    let config = DemoServerConfiguration(latency: .milliseconds(300))
    try await withServer(config, timeout: .milliseconds(100)) { _, client in
      // A success would mean the client waited for the 300 ms answer.
      let error = await clientError { try await client.searchPeople("a") }
      #expect(error == .timedOut(seconds: 0.1))
    }
  }

  @Test("latency shorter than the client timeout only delays the answer")
  func latencyDelays() async throws {
    let config = DemoServerConfiguration(latency: .milliseconds(150))
    try await withServer(config, timeout: .seconds(5)) { _, client in
      let start = ContinuousClock.now
      _ = try await client.feedPage(0)
      #expect(ContinuousClock.now - start >= .milliseconds(150))
    }
  }
}

@Suite("Forced faults")
struct FaultTests {
  private func error(
    for fault: DemoServerConfiguration.Fault,
    timeout: Duration = .seconds(5)
  ) async throws -> (ClientError?, ClientError?) {
    try await withServer(.init(fault: fault), timeout: timeout) { _, client in
      let search = await clientError { try await client.searchPeople("a") }
      let feed = await clientError { try await client.feedPage(0) }
      return (search, feed)
    }
  }

  @Test("serverError → httpStatus(500)")
  func serverError() async throws {
    let (search, feed) = try await error(for: .serverError)
    #expect(search?.isHTTPStatus(500) == true)
    #expect(feed?.isHTTPStatus(500) == true)
  }

  @Test("malformedJSON → malformedResponse")
  func malformedJSON() async throws {
    let (search, feed) = try await error(for: .malformedJSON)
    #expect(search == .malformedResponse("\"{\" (1 byte)"))
    #expect(feed == .malformedResponse("\"{\" (1 byte)"))
  }

  @Test("emptyBody → emptyBody")
  func emptyBody() async throws {
    let (search, feed) = try await error(for: .emptyBody)
    #expect(search == .emptyBody)
    #expect(feed == .emptyBody)
  }

  @Test(
    "hang + client timeout → timedOut, and stopping the server does not hang",
    .timeLimit(.minutes(1))
  )
  func hang() async throws {
    let start = ContinuousClock.now
    let (search, feed) = try await error(for: .hang, timeout: .milliseconds(200))
    #expect(search == .timedOut(seconds: 0.2))
    #expect(feed == .timedOut(seconds: 0.2))
    // URLSession's own (backstop) timeout is 5 s longer: anything short of it means the
    // client's timer ended the call. The bound is what tells the two apart, so a loaded
    // machine, which stretches the rest, cannot make it fail.
    #expect(ContinuousClock.now - start < .seconds(5))
  }

  @Test(
    "cancelling the calling task cancels a hanging request promptly",
    .timeLimit(.minutes(1))
  )
  func cancellation() async throws {
    try await withServer(.init(fault: .hang), timeout: .seconds(30)) { _, client in
      let task = Task { await clientError { try await client.searchPeople("a") } }
      try await Task.sleep(for: .milliseconds(100))
      let start = ContinuousClock.now
      task.cancel()
      #expect(await task.value == .cancelled)
      // Not cancelled, the call would end at the client's 30 s timeout: anything well short
      // of it is the cancellation, however loaded the machine.
      #expect(ContinuousClock.now - start < .seconds(20))
    }
  }
}
