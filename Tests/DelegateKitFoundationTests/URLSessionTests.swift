// A URLSession whose session delegate is a generated multicast of a progress observer and a
// data collector downloads from a local server on 127.0.0.1.
import DelegateKit
import FlyingFox
import FlyingSocks
import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession delegate requirements to forward. URLSessionDelegate requires
/// NSObjectProtocol and Sendable: the generated types subclass NSObject and, with
/// `Sendable` restated, are built on ConcurrentDelegateList.
@Delegate(foreign: URLSessionDataDelegate.self, subclassing: NSObject.self)
protocol TransferEvents: URLSessionDataDelegate, Sendable {
  @Optional(default: ()) func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)
  @Optional(default: ()) func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didCompleteWithError error: (any Error)?
  )
}

/// Records how many bytes arrived, chunk by chunk.
final class ProgressObserver: NSObject, TransferEvents {
  let received = Mutex<[Int]>([])

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    received.withLock { $0.append(data.count) }
  }
}

/// Collects the body and signals the end of the transfer.
final class DataCollector: NSObject, TransferEvents {
  let body = Mutex(Data())
  let completion: AsyncStream<(any Error)?>.Continuation
  let completions: AsyncStream<(any Error)?>

  override init() {
    (completions, completion) = AsyncStream.makeStream()
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    body.withLock { $0.append(data) }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    completion.yield(error)
    completion.finish()
  }
}

@Suite("A protocol you don't own: URLSessionDataDelegate")
struct URLSessionTests {
  @Test("A download from a local server reaches both delegates of a generated multicast")
  func download() async throws {
    let payload = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
    await server.appendRoute("GET /payload") { _ in HTTPResponse(statusCode: .ok, body: payload) }
    let serving = Task { try await server.run() }
    defer { serving.cancel() }
    // A backstop against a server that never listens, not a bound on how fast it starts:
    // FlyingFox's default of 5 s ran out on a loaded machine.
    try await server.waitUntilListening(timeout: 120)
    guard case .ip4(_, let port)? = await server.listeningAddress else {
      Issue.record("the server has no IPv4 address")
      return
    }

    let progress = ProgressObserver()
    let collector = DataCollector()
    let events = TransferEventsMulticast()
    events.add(progress)
    events.add(collector)
    let session = URLSession(configuration: .ephemeral, delegate: events, delegateQueue: nil)
    defer { session.invalidateAndCancel() }
    let url = try #require(URL(string: "http://127.0.0.1:\(port)/payload"))
    session.dataTask(with: url).resume()

    var error: (any Error)?? = .none
    for await completed in collector.completions {
      error = .some(completed)
    }
    #expect(error != nil, "the task completed")
    #expect(error??.localizedDescription == nil)
    #expect(collector.body.withLock { $0 } == payload)
    let chunks = progress.received.withLock { $0 }
    #expect(chunks.reduce(0, +) == payload.count)
    #expect(!chunks.isEmpty)
    await server.stop(timeout: 1)
  }
}
