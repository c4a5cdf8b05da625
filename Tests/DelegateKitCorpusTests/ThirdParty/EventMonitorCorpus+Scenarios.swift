// Alamofire EventMonitor's monitors and tests; the library protocol and its source are in
// EventMonitorCorpus.swift, the @Delegate restatement in EventMonitorCorpus+Delegate.swift.
import DelegateKit
import Dispatch
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Logs each request's lifecycle.
final class LifecycleLogger: RequestEvents {
  let journal: SharedJournal

  init(journal: SharedJournal) {
    self.journal = journal
  }

  func request(_ request: Request, didCreateInitialURLRequest urlRequest: URLRequest) {
    journal.record("logger.initial(\(urlRequest.url?.lastPathComponent ?? "nil"))")
  }

  func request(_ request: Request, didCreateTask task: URLSessionTask) {
    journal.record("logger.task")
  }

  func requestDidResume(_ request: Request) {
    journal.record("logger.resume")
  }

  func request(_ request: Request, didCompleteTask task: URLSessionTask, with error: AFError?) {
    journal.record("logger.complete(\(error == nil ? "ok" : "error"))")
  }

  func requestDidFinish(_ request: Request) {
    journal.record("logger.finish")
  }
}

/// Collects the bytes and the parsed responses, on a queue of its own; its conformance in an
/// extension.
final class ResponseCollector {
  let journal: SharedJournal
  let queue = DispatchQueue(label: "delegatekit.corpus.collector")

  init(journal: SharedJournal) {
    self.journal = journal
  }
}

extension ResponseCollector: RequestEvents {
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    journal.record("collector.bytes(\(data.count))")
  }

  func request(_ request: DataRequest, didParseResponse response: DataResponse<Data?, AFError>) {
    journal.record("collector.data(\(response.data?.count ?? 0))")
  }

  func request<Value: Sendable>(_ request: DataRequest, didParseResponse response: DataResponse<Value, AFError>) {
    journal.record("collector.value(\(Value.self), \((try? response.result.get()).map { "\($0)" } ?? "failure"))")
  }

  func request<Value: Sendable>(_ request: DataStreamRequest, didParseStream result: Result<Value, AFError>) {
    journal.record("collector.stream(\(Value.self))")
  }

  func request(_ request: DownloadRequest, didParseResponse response: DownloadResponse<URL?, AFError>) {
    journal.record("collector.file(\(response.fileURL?.lastPathComponent ?? "nil"))")
  }
}

/// Watches uploads and downloads.
final class TransferWatcher: RequestEvents {
  let journal: SharedJournal

  init(journal: SharedJournal) {
    self.journal = journal
  }

  func request(_ request: UploadRequest, didCreateUploadable uploadable: UploadRequest.Uploadable) {
    if case .data(let data) = uploadable { journal.record("watcher.uploadable(\(data.count))") }
  }

  func request(_ request: DownloadRequest, didCreateDestinationURL url: URL) {
    journal.record("watcher.destination(\(url.lastPathComponent))")
  }
}

@Suite("EventMonitor: 45 requirements with empty defaults, overloads and generic events, a queue", .leaksInFoundation)
struct EventMonitorCorpusTests {
  let url = URL(fileURLWithPath: "/api/users")

  @Test("A data request's lifecycle: every event reaches every monitor that implements it, in order")
  func lifecycle() throws {
    let journal = SharedJournal()
    let logger = LifecycleLogger(journal: journal)
    let collector = ResponseCollector(journal: journal)
    let watcher = TransferWatcher(journal: journal)
    let monitor = RequestEventsMulticast()
    monitor.add(logger)
    monitor.add(collector)
    monitor.add(watcher)
    let session = URLSession(configuration: .ephemeral)
    defer { session.invalidateAndCancel() }
    let task = session.dataTask(with: url)
    let request = DataRequest(url)
    let body = Data("hello".utf8)

    monitor.request(request, didCreateInitialURLRequest: request.urlRequest)
    monitor.request(request, didCreateURLRequest: request.urlRequest)
    monitor.request(request, didCreateTask: task)
    monitor.requestDidResume(request)
    monitor.request(request, didResumeTask: task)
    monitor.urlSession(session, dataTask: task, didReceive: body)
    monitor.urlSession(session, task: task, didCompleteWithError: nil)
    monitor.request(request, didCompleteTask: task, with: nil)
    let parsed = DataResponse<Data?, AFError>(request: nil, data: body, result: .success(body))
    monitor.request(request, didParseResponse: parsed)
    monitor.requestDidFinish(request)

    #expect(
      journal.entries == [
        "logger.initial(users)", "logger.task", "logger.resume", "collector.bytes(5)", "logger.complete(ok)",
        "collector.data(5)", "logger.finish",
      ]
    )
    #expect(monitor.responds(to: .requestDidFinish))
    withExtendedLifetime((logger, collector, watcher)) {}
  }

  @Test("Overloads and generic events: each reaches the monitor's matching overload")
  func overloadsAndGenerics() {
    let journal = SharedJournal()
    let collector = ResponseCollector(journal: journal)
    let watcher = TransferWatcher(journal: journal)
    let monitor = RequestEventsMulticast()
    monitor.add(collector)
    monitor.add(watcher)
    let data = DataRequest(url)
    let download = DownloadRequest(url)
    let stream = DataStreamRequest(url)
    let upload = UploadRequest(url)
    let file = URL(fileURLWithPath: "/tmp/users.json")

    let empty = DataResponse<Data?, AFError>(request: nil, data: nil, result: .success(nil))
    let number = DataResponse<Int, AFError>(request: nil, data: nil, result: .success(42))
    let cancelled = DataResponse<String, AFError>(request: nil, data: nil, result: .failure(.explicitlyCancelled))
    let saved = DownloadResponse<URL?, AFError>(request: nil, fileURL: file, result: .success(file))
    let count = DownloadResponse<Int, AFError>(request: nil, fileURL: nil, result: .success(1))

    monitor.request(data, didParseResponse: empty)
    monitor.request(data, didParseResponse: number)
    monitor.request(data, didParseResponse: cancelled)
    monitor.request(stream, didParseStream: Result<[String], AFError>.success(["a"]))
    monitor.request(download, didCreateDestinationURL: file)
    monitor.request(download, didParseResponse: saved)
    monitor.request(download, didParseResponse: count)
    monitor.request(upload, didCreateUploadable: .data(Data(count: 3)))
    monitor.request(upload, didProvideInputStream: InputStream(data: Data()))

    #expect(
      journal.entries == [
        "collector.data(0)", "collector.value(Int, 42)", "collector.value(String, failure)",
        "collector.stream(Array<String>)",
        "watcher.destination(users.json)", "collector.file(users.json)", "watcher.uploadable(3)",
      ]
    )
    withExtendedLifetime((collector, watcher)) {}
  }

  // Linux's DispatchQueue.main is a new wrapper at each access: queues are compared by label.
  @Test("queue: each monitor counts as answering (its own, or Alamofire's .main): the first one's")
  func queue() {
    let journal = SharedJournal()
    let logger = LifecycleLogger(journal: journal)
    let collector = ResponseCollector(journal: journal)
    #expect(logger.queue.label == DispatchQueue.main.label, "Alamofire's default")

    let collectorFirst = RequestEventsMulticast()
    collectorFirst.add(collector)
    collectorFirst.add(logger)
    let loggerFirst = RequestEventsMulticast()
    loggerFirst.add(logger)
    loggerFirst.add(collector)

    #expect(collectorFirst.queue.label == collector.queue.label)
    #expect(loggerFirst.queue.label == DispatchQueue.main.label)
    #expect(RequestEventsMulticast().queue.label == DispatchQueue.main.label)
    #expect(RequestEventsProxy(collector).queue.label == collector.queue.label)
    #expect(collectorFirst.responds(to: .queue))
  }

  @Test("As Alamofire calls a monitor: on its queue, the first monitor's")
  func onTheMonitorsQueue() async {
    let journal = SharedJournal()
    let collector = ResponseCollector(journal: journal)
    let logger = LifecycleLogger(journal: journal)
    let monitor = RequestEventsMulticast()
    monitor.add(collector)
    monitor.add(logger)
    let request = DataRequest(url)

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      monitor.queue.async {
        dispatchPrecondition(condition: .onQueue(collector.queue))
        monitor.requestDidFinish(request)
        done.resume()
      }
    }

    #expect(journal.entries == ["logger.finish"])
    withExtendedLifetime((collector, logger)) {}
  }

  @Test("A proxy, and a router that gives each kind of request to its monitor; with none, nothing happens")
  func proxyAndRouter() {
    let journal = SharedJournal()
    let logger = LifecycleLogger(journal: journal)
    let watcher = TransferWatcher(journal: journal)
    let download = DownloadRequest(url)
    let destination = URL(fileURLWithPath: "/tmp/a.bin")

    let proxy = RequestEventsProxy(logger)
    proxy.requestDidFinish(download)
    proxy.request(download, didCreateDestinationURL: destination)

    let router = RequestEventsRouter<String>()
    router.setDelegate(logger, for: "data")
    router.setDelegate(watcher, for: "download")
    router.select("download")
    router.request(download, didCreateDestinationURL: destination)
    router.requestDidFinish(download)
    router.select(nil)
    router.requestDidFinish(download)
    RequestEventsMulticast().requestDidCancel(download)

    #expect(journal.entries == ["logger.finish", "watcher.destination(a.bin)"])
    withExtendedLifetime((logger, watcher)) {}
  }
}
