import DelegateKitTable
import DelegateKitTerminal
import DemoClient
import DemoScreens
import DemoServer
import DemoTestSupport
import Foundation
import Testing

/// Every server problem shows as an error row naming it, in the People scope and the feed,
/// with a retry: never a crash, never an empty screen.
@MainActor
@Suite("Server problems, on screen", .serialized)
struct FailureInjectionTests {
  static let faults: [(DemoServerConfiguration.Fault, String)] = [
    (.serverError, "HTTP 500"),
    (.malformedJSON, "JSON"),
    (.emptyBody, "empty"),
    (.hang, "did not answer"),
  ]

  @Test("Each fault in the People scope", arguments: 0..<4)
  func people(index: Int) async throws {
    let (fault, phrase) = Self.faults[index]
    let demo = try await DemoHarness(
      configuration: DemoServerConfiguration(fault: fault),
      clientTimeout: fault == .hang ? .milliseconds(300) : .seconds(10),
      screen: .directory
    )
    defer { Task { await demo.stop() } }
    #expect(await demo.waitFor(phrase), "\(fault): \(demo.text)")
    #expect(demo.text.contains("Enter to retry"))
  }

  @Test("Each fault in the feed", arguments: 0..<4)
  func feed(index: Int) async throws {
    let (fault, phrase) = Self.faults[index]
    let demo = try await DemoHarness(
      configuration: DemoServerConfiguration(fault: fault),
      clientTimeout: fault == .hang ? .milliseconds(300) : .seconds(10),
      screen: .feed
    )
    defer { Task { await demo.stop() } }
    #expect(await demo.waitFor(phrase), "\(fault): \(demo.text)")
    #expect(demo.text.contains("Enter to retry"))
  }

  @Test("A slow server past the client's timeout is a timeout, named")
  func latency() async throws {
    let demo = try await DemoHarness(
      configuration: DemoServerConfiguration(latency: .milliseconds(800)),
      clientTimeout: .milliseconds(200),
      screen: .directory
    )
    defer { Task { await demo.stop() } }
    #expect(await demo.waitFor("did not answer"), "\(demo.text)")
  }

  @Test("Connection refused, named with the address")
  func refused() async throws {
    let reserved = try ReservedPort()
    let url = reserved.url
    let demo = try await DemoHarness(serverURL: url, screen: .directory)
    defer { Task { await demo.stop() } }
    #expect(await demo.waitFor("connection refused"), "\(demo.text)")
  }
}
