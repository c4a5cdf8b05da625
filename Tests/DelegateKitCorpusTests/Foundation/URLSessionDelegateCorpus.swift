// URLSessionDelegate, URLSessionTaskDelegate and URLSessionDataDelegate, transcribed from
// swift-corelibs-foundation at tag swift-6.3.1-RELEASE (58ed1c970a179b3564e2f29963870e0aa25a3e0a):
// https://github.com/swiftlang/swift-corelibs-foundation,
// Sources/FoundationNetworking/URLSession/URLSessionDelegate.swift
// - lines 57-82 (URLSessionDelegate, `NSObjectProtocol, Sendable`, 2 requirements), 96-187
//   (URLSessionTaskDelegate, 7), 193-270 (URLSessionDataDelegate, 5), with their public
//   defaults. The task-level defaults forward to the session's delegate when called on a
//   task's own delegate (`self === task.delegate`, and `task.delegate` falls back to the
//   session's delegate, URLSessionTask.swift lines 102-114), and otherwise call the handler
//   with `.performDefaultHandling, nil`, `nil`, `.allow`, the proposed response, or the new
//   request (the redirect). `.inherited` keeps them, except:
//   - the redirect, `@Optional(completing: { (request: URLRequest) in request })`: the
//     documented "follow the redirect";
//   - willBeginDelayedRequest, whose corelibs default never calls the handler unless it
//     forwards (lines 176-180); the documented default, `.continueLoading, nil`, instead.
// - What a real URLSession calls for a `data:` URL, which `_DataURLProtocol`
//   (Sources/FoundationNetworking/DataURLProtocol.swift, lines 71-99) serves without a server:
//   `urlSession(_:dataTask:didReceive:completionHandler:)` (URLSessionTask.swift line 1084; the
//   disposition is ignored, "Ignoring disposition from completion handler"),
//   `urlSession(_:dataTask:didReceive:)` (line 1323) and `urlSession(_:task:didCompleteWithError:)`
//   (line 1182), each on the delegate queue; an invalid `data:` URL gets only
//   `didCompleteWithError` with NSURLErrorBadURL, called directly (DataURLProtocol.swift line 95);
//   `finishTasksAndInvalidate()` then sends `urlSession(_:didBecomeInvalidWithError:)`
//   (URLSession.swift line 305). `willCacheResponse` needs a `_NativeProtocol` (URLSessionTask.swift
//   line 1153); the redirect, the challenges, the body stream and the upload progress need
//   HTTP (HTTPURLProtocol.swift line 491, NativeProtocol.swift lines 177 and 307): the
//   scenarios call those on the generated types directly, with real URLSession tasks,
//   responses and challenges as arguments.
// Left out: nothing of the three protocols (14 requirements). Darwin's async variants and its
// later requirements (didCreateTask, taskIsWaitingForConnectivity, the informational response)
// are not in corelibs. The scenarios are in URLSessionDelegateCorpus+Scenarios.swift.
import DelegateKit
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session-level messages. URLSessionDelegate requires `NSObjectProtocol` and `Sendable`.
@Delegate(foreign: URLSessionDelegate.self, subclassing: NSObject.self)
protocol SessionEvents: URLSessionDelegate, Sendable {
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?)
  // corelibs: completionHandler(.performDefaultHandling, nil).
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @Sendable @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  )
}

/// The task-level messages, refining the session's as URLSessionTaskDelegate does.
@Delegate(foreign: URLSessionTaskDelegate.self, subclassing: NSObject.self)
protocol TaskEvents: SessionEvents, URLSessionTaskDelegate, Sendable {
  // "The default is to follow redirections": the handler gets the new request.
  @Optional(completing: { (request: URLRequest) in request })
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @Sendable @escaping (URLRequest?) -> Void
  )
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @Sendable @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  )
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    needNewBodyStream completionHandler: @Sendable @escaping (InputStream?) -> Void
  )
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64,
    totalBytesExpectedToSend: Int64
  )
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)
  // Apple documents that the load continues when this is not implemented.
  @Optional(completing: URLSession.DelayedRequestDisposition.continueLoading, nil)
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willBeginDelayedRequest request: URLRequest,
    completionHandler: @Sendable @escaping (URLSession.DelayedRequestDisposition, URLRequest?) -> Void
  )
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics)
}

/// The data task messages, refining the task's as URLSessionDataDelegate does.
@Delegate(foreign: URLSessionDataDelegate.self, subclassing: NSObject.self)
protocol DataTaskEvents: TaskEvents, URLSessionDataDelegate, Sendable {
  // corelibs: completionHandler(.allow).
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @Sendable @escaping (URLSession.ResponseDisposition) -> Void
  )
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didBecome downloadTask: URLSessionDownloadTask)
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didBecome streamTask: URLSessionStreamTask)
  @Optional(default: .inherited)
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)
  // corelibs: completionHandler(proposedResponse).
  @Optional(default: .inherited)
  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    willCacheResponse proposedResponse: CachedURLResponse,
    completionHandler: @Sendable @escaping (CachedURLResponse?) -> Void
  )
}

/// Records the transfer: the response (and allows it), each chunk, the completion and the end
/// of the session.
final class TransferRecorder: NSObject, DataTaskEvents {
  let journal: SharedJournal

  init(journal: SharedJournal) {
    self.journal = journal
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @Sendable @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    journal.record("recorder.response(\(response.mimeType ?? "nil"))")
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    journal.record("recorder.data(\(String(decoding: data, as: UTF8.self)))")
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    journal.record("recorder.complete(\(error.map { "\(($0 as NSError).code)" } ?? "nil"))")
  }

  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
    journal.record("recorder.invalid(\(error == nil ? "nil" : "error"))")
  }
}

/// Upgrades redirects to HTTPS, refuses redirects to one host, and answers challenges with a
/// credential; in an extension, as most code writes it.
final class TransferPolicy: NSObject {
  let journal: SharedJournal
  let label: String
  let blockedHost: String

  init(journal: SharedJournal, label: String, blockedHost: String = "blocked.example") {
    self.journal = journal
    self.label = label
    self.blockedHost = blockedHost
  }
}

extension TransferPolicy: DataTaskEvents {
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @Sendable @escaping (URLRequest?) -> Void
  ) {
    journal.record("\(label).redirect(\(response.statusCode))")
    guard let url = request.url, url.host != blockedHost else { return completionHandler(nil) }
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    components?.scheme = "https"
    var upgraded = request
    upgraded.url = components?.url
    completionHandler(upgraded)
  }

  func urlSession(
    _ session: URLSession,
    didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @Sendable @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    journal.record("\(label).sessionChallenge(\(challenge.protectionSpace.host))")
    completionHandler(.useCredential, URLCredential(user: "ada", password: "secret", persistence: .none))
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @Sendable @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    journal.record("\(label).taskChallenge(\(challenge.previousFailureCount))")
    completionHandler(challenge.previousFailureCount > 0 ? .cancelAuthenticationChallenge : .useCredential, nil)
  }
}

/// Signals the end of the task and of the session to the test awaiting them.
final class TransferSignal: NSObject, DataTaskEvents {
  let events: AsyncStream<String>.Continuation

  init(events: AsyncStream<String>.Continuation) {
    self.events = events
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    events.yield("completed")
  }

  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
    events.yield("invalidated")
  }
}

/// Implements nothing: every message gets corelibs' default.
final class TransferBystander: NSObject, DataTaskEvents {}

/// The sender URLAuthenticationChallenge requires; the scenarios' delegates answer through
/// their completion handlers, never through it.
final class ChallengeSenderDouble: NSObject, URLAuthenticationChallengeSender {
  func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
  func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
  func cancel(_ challenge: URLAuthenticationChallenge) {}
  func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
  func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
}
