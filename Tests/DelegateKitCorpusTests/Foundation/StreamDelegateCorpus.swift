// StreamDelegate, transcribed from swift-corelibs-foundation at tag swift-6.3.1-RELEASE
// (58ed1c970a179b3564e2f29963870e0aa25a3e0a), Sources/Foundation/Stream.swift:
// https://github.com/swiftlang/swift-corelibs-foundation/blob/swift-6.3.1-RELEASE/Sources/Foundation/Stream.swift
// - lines 327-333: `public protocol StreamDelegate: AnyObject` with one requirement,
//   `stream(_:handle:)`, and a public default that does nothing (added for SR-12981, which
//   found the requirement required on Linux): `.inherited` keeps it.
// - lines 41-49: `Stream.Event`, an OptionSet of five events.
// - What the streams call on Linux: nothing. `Stream.delegate` (line 75) is stored and never
//   read; InputStream and OutputStream (lines 100-260) wrap a CFReadStream/CFWriteStream and
//   never set a CF client, so no event reaches a delegate, scheduled in a run loop or not. The
//   first scenario checks that with real streams; the others drive the generated types as
//   Darwin's run loop would (openCompleted, then hasBytesAvailable or hasSpaceAvailable until
//   endEncountered), on real streams that the delegates read and write.
// Left out: nothing (one requirement).
import DelegateKit
import Foundation
import Testing

/// Stream events, forwarded to several handlers. On Apple platforms `StreamDelegate` requires
/// `NSObjectProtocol`, hence `subclassing: NSObject.self`.
@Delegate(foreign: StreamDelegate.self, subclassing: NSObject.self)
protocol StreamEvents: StreamDelegate {
  @Optional(default: .inherited)
  func stream(_ aStream: Stream, handle eventCode: Stream.Event)
}

/// The name of a single stream event.
private func streamEventName(_ event: Stream.Event) -> String {
  switch event {
  case .openCompleted: "openCompleted"
  case .hasBytesAvailable: "hasBytesAvailable"
  case .hasSpaceAvailable: "hasSpaceAvailable"
  case .errorOccurred: "errorOccurred"
  case .endEncountered: "endEncountered"
  default: "event(\(event.rawValue))"
  }
}

/// Reads what an input stream has whenever it has bytes available, a few bytes at a time.
final class StreamChunkReader: NSObject, StreamEvents {
  let chunkSize: Int
  private(set) var received = Data()

  init(chunkSize: Int) {
    self.chunkSize = chunkSize
  }

  func stream(_ aStream: Stream, handle eventCode: Stream.Event) {
    guard eventCode == .hasBytesAvailable, let input = aStream as? InputStream else { return }
    var buffer = [UInt8](repeating: 0, count: chunkSize)
    let count = input.read(&buffer, maxLength: chunkSize)
    if count > 0 { received.append(contentsOf: buffer[..<count]) }
  }
}

/// Writes a message into an output stream when it has space.
final class StreamMessageWriter: NSObject, StreamEvents {
  let message: Data
  private(set) var written = 0

  init(message: String) {
    self.message = Data(message.utf8)
  }

  func stream(_ aStream: Stream, handle eventCode: Stream.Event) {
    guard eventCode == .hasSpaceAvailable, let output = aStream as? OutputStream, written < message.count else {
      return
    }
    let rest = Array(message[written...])
    written += output.write(rest, maxLength: rest.count)
  }
}

/// Logs the events; its conformance in an extension.
final class StreamEventLog: NSObject {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }
}

extension StreamEventLog: StreamEvents {
  func stream(_ aStream: Stream, handle eventCode: Stream.Event) {
    journal.record("\(aStream is InputStream ? "in" : "out").\(streamEventName(eventCode))")
  }
}

/// Observes nothing: every event goes to Foundation's default.
final class StreamBystander: NSObject, StreamEvents {}

/// Delivers an input stream's events to its delegate as Darwin's run loop does.
private func pumpInput(_ stream: InputStream, to delegate: any StreamDelegate) {
  stream.open()
  delegate.stream(stream, handle: .openCompleted)
  var rounds = 0
  while stream.hasBytesAvailable, rounds < 100 {
    delegate.stream(stream, handle: .hasBytesAvailable)
    rounds += 1
  }
  delegate.stream(stream, handle: .endEncountered)
  stream.close()
}

@Suite("StreamDelegate: real streams on Linux never call it; the generated types, driven as a run loop would")
struct StreamDelegateCorpusTests {
  @Test("A real InputStream and OutputStream hold the delegate and never call it on Linux")
  func linuxStreamsStaySilent() {
    let journal = Journal()
    let log = StreamEventLog(journal: journal)
    let multicast = StreamEventsMulticast()
    multicast.add(log)
    let input = InputStream(data: Data("abc".utf8))
    let output = OutputStream.toMemory()
    input.delegate = multicast
    output.delegate = multicast
    input.schedule(in: .current, forMode: .default)
    output.schedule(in: .current, forMode: .default)

    input.open()
    output.open()
    var buffer = [UInt8](repeating: 0, count: 8)
    #expect(input.read(&buffer, maxLength: 8) == 3)
    #expect(output.write(buffer, maxLength: 3) == 3)
    _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
    input.close()
    output.close()

    #expect(journal.entries.isEmpty)
    #expect(input.delegate === multicast)
    withExtendedLifetime(log) {}
  }

  @Test("Every event reaches every handler in registration order; the reader reads the whole stream")
  func inputEvents() {
    let journal = Journal()
    let log = StreamEventLog(journal: journal)
    let bystander = StreamBystander()
    let reader = StreamChunkReader(chunkSize: 4)
    let multicast = StreamEventsMulticast()
    multicast.add(log)
    multicast.add(bystander)
    multicast.add(reader)
    #expect(multicast.responds(to: .streamHandle))

    pumpInput(InputStream(data: Data("delegation".utf8)), to: multicast)

    #expect(String(decoding: reader.received, as: UTF8.self) == "delegation")
    // 10 bytes in chunks of 4: three hasBytesAvailable events.
    #expect(
      journal.entries == [
        "in.openCompleted", "in.hasBytesAvailable", "in.hasBytesAvailable", "in.hasBytesAvailable", "in.endEncountered",
      ]
    )
    #expect(multicast.responds(to: .streamHandle))
    withExtendedLifetime((log, bystander)) {}
  }

  @Test("An output stream's hasSpaceAvailable lets the writer write into a real memory stream")
  func outputEvents() {
    let journal = Journal()
    let log = StreamEventLog(journal: journal)
    let writer = StreamMessageWriter(message: "hello")
    let multicast = StreamEventsMulticast()
    multicast.add(writer)
    multicast.add(log)
    let output = OutputStream.toMemory()

    output.open()
    multicast.stream(output, handle: .openCompleted)
    multicast.stream(output, handle: .hasSpaceAvailable)
    output.close()

    let data = output.property(forKey: .dataWrittenToMemoryStreamKey) as? Data
    #expect(data == Data("hello".utf8))
    #expect(writer.written == 5)
    #expect(journal.entries == ["out.openCompleted", "out.hasSpaceAvailable"])
    withExtendedLifetime(log) {}
  }

  @Test("A proxy and a router, selected by the stream's direction")
  func proxyAndRouter() {
    let journal = Journal()
    let log = StreamEventLog(journal: journal)
    let reader = StreamChunkReader(chunkSize: 64)

    let proxy = StreamEventsProxy(reader)
    pumpInput(InputStream(data: Data("one".utf8)), to: proxy)
    #expect(String(decoding: reader.received, as: UTF8.self) == "one")

    enum Direction { case input, output }
    let router = StreamEventsRouter<Direction>()
    router.setDelegate(reader, for: .input)
    router.setDelegate(log, for: .output)
    router.select(.output)
    router.stream(OutputStream.toMemory(), handle: .hasSpaceAvailable)
    router.select(.input)
    pumpInput(InputStream(data: Data("two".utf8)), to: router)
    #expect(String(decoding: reader.received, as: UTF8.self) == "onetwo")
    #expect(journal.entries == ["out.hasSpaceAvailable"])
    withExtendedLifetime(log) {}
  }

  @Test("Foundation's default kept: a handler used directly, and a multicast with no handler, do nothing")
  func defaultsKept() {
    let bystander = StreamBystander()
    let input = InputStream(data: Data("x".utf8))
    bystander.stream(input, handle: .openCompleted)
    StreamEventsMulticast().stream(input, handle: .errorOccurred)
    StreamEventsProxy().stream(input, handle: .endEncountered)
    #expect(input.streamStatus == .notOpen)
  }
}
